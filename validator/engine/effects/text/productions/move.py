"""Moving cards chosen by several descriptions, and from among the cards the effect sent.

- **Several descriptions** (the slot `move_choice`): "1 "A" or 1 Field Spell Card" (one card
  of either), "1 LIGHT Attribute Insect Type monster, "A", or "B"" (one card of any), "1 Level
  8 Wyrm Type monster and/or 1 "A"" (up to one card of each: それぞれ１枚まで, a pick with
  `one_each`), "up to 2 Warrior Type Normal Monsters and/or "A"" (up to 2 cards in all, each of
  either: 合計２枚まで). Among excavated cards, "1 excavated "A" or 1 Cyberse Type Maximum
  Monster": the word "excavated" written before the first description or before each.
- **The cards sent** ("add to your hand 1 Spell Card from among the cards sent", その中から):
  a pick among the cards this effect's steps sent to the GY (`among: "sent"`), chosen in the GY.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import read_desc, render_desc
from validator.engine.effects.text.draft import Draft, source_of, zone_filter
from validator.engine.effects.text.grammar import SLOTS, Parse, Slot, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.draws import _sent_by
from validator.engine.effects.text.slots import one_of, read_place, render_place

Steps = list[dict[str, Any]]

# ---------------------------------------------------------------- several descriptions

_OR = (", or ", " or ")
_ANDOR = (", and/or ", " and/or ")
_SEPS = (*_OR, *_ANDOR, ", ")
_EXCAVATED = "excavated "


def _split(text: str) -> list[tuple[list[str], list[str]]]:
    """Every way of cutting the text into items at separators outside quotes (each item a
    description): the items and the separators between them."""
    cuts: list[tuple[int, str]] = []
    quoted = False
    for i, char in enumerate(text):
        if char == '"':
            quoted = not quoted
        elif not quoted:
            for sep in _SEPS:
                if text.startswith(sep, i):
                    cuts.append((i, sep))
    out: list[tuple[list[str], list[str]]] = []

    def walk(start: int, items: list[str], seps: list[str]) -> None:
        for at, sep in cuts:
            if at <= start:
                continue
            walk(at + len(sep), [*items, text[start:at]], [*seps, sep])
        if items:
            out.append(([*items, text[start:]], seps))

    walk(0, [], [])
    return out


def _read_item(text: str, first: bool) -> tuple[dict[str, Any], bool]:
    """One description of the list and whether "excavated" is written in it ("1 excavated
    "A""; the first one's count comes before the word)."""
    words = text.split(" ", 1)
    if len(words) == 2 and words[1].startswith(_EXCAVATED) and words[0].isdigit():
        desc = read_desc(f"{words[0]} {words[1][len(_EXCAVATED) :]}")
        return desc, True
    if first and text.startswith("up to ") and f" {_EXCAVATED}" in text:
        count, _, rest = text[6:].partition(" ")
        if rest.startswith(_EXCAVATED) and count.isdigit():
            return read_desc(f"up to {count} {rest[len(_EXCAVATED) :]}"), True
    return read_desc(text), False


def read_choice(text: str) -> dict[str, Any]:
    """Two or more descriptions of the cards one pick takes (see the module docstring)."""
    try:
        read_desc(text)
    except NoMatch:
        pass
    else:
        raise NoMatch("one description")
    for items, seps in _split(text):
        try:
            read = [_read_item(item, n == 0) for n, item in enumerate(items)]
        except NoMatch:
            continue
        choice = {
            "items": [desc for desc, _ in read],
            "seps": seps,
            "excavated": [shown for _, shown in read],
        }
        if render_choice(choice) == text and _form(choice):
            return choice
    raise NoMatch(text)


def render_choice(choice: dict[str, Any]) -> str:
    words = []
    for n, (desc, shown) in enumerate(zip(choice["items"], choice["excavated"], strict=True)):
        item = render_desc(desc)
        if shown:  # "excavated" after the count ("up to 2 excavated ...")
            count = f"{'up to ' if desc.get('upto') else ''}{desc['count']} "
            item = f"{count}{_EXCAVATED}{item[len(count) :]}"
        words.append(item)
        if n < len(choice["seps"]):
            words.append(choice["seps"][n])
    return "".join(words)


_ONE, _EACH, _TOTAL = "one", "each", "total"


def _form(choice: dict[str, Any]) -> str:
    """What the list means: one card of any description (_ONE), up to one card of each
    (_EACH), up to N cards in all, each of any (_TOTAL); "" for none of these."""
    items, seps, shown = choice["items"], choice["seps"], choice["excavated"]
    rest = len(items) - 1
    if shown not in ([False] * len(items), [True] * len(items), [True] + [False] * rest):
        return ""  # "excavated" before the first description, or before each
    last = seps[-1]
    if any(s not in (", ", last.lstrip(",")) and s != last for s in seps[:-1]):
        return ""
    plain = frozenset({"all", "other", "article", "highest"})
    if any(set(d) & plain for d in items):
        return ""
    counts = [d.get("count") for d in items]
    upto = [bool(d.get("upto")) for d in items]
    plural = [bool(d.get("plural")) for d in items]
    single = not any(upto) and not any(plural)
    others = set(counts[1:])
    if last in _OR and single and counts[0] == 1 and others in ({1}, {None}):
        return _ONE
    if last in _ANDOR and single and counts == [1] * len(items):
        return _EACH
    many = all(p or "names" in d for p, d in zip(plural, items, strict=True))
    if last in _ANDOR and upto[0] and counts[1:] == [None] * rest and many:
        return _TOTAL
    return ""


SLOTS["move_choice"] = Slot(read_choice, render_choice)


def _bare(desc: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in desc.items() if k not in ("count", "upto", "plural", "each")}


def choice_pick(draft: Draft, choice: dict[str, Any], place: dict[str, str] | None) -> int:
    """The pick of a list of descriptions at a place (None: among the excavated cards)."""
    form = _form(choice)
    if (place is None) != bool(choice["excavated"][0]):
        raise NoMatch("excavated cards, or a place")
    sources = set()
    filters = []
    for desc in choice["items"]:
        desc = _bare(desc)
        if place is None:
            if desc.get("face") or desc.get("position"):
                raise NoMatch("a position among excavated cards")
            source = "own_excavated"
        else:
            source = source_of(desc, place)
        sources.add(source)
        filters.append(zone_filter(desc, source) or {})
    if len(sources) != 1 or not all(filters):
        raise NoMatch("descriptions of different places, or any card")
    source = sources.pop()
    if source.split("_", 1)[1] not in ("gy", "hand", "deck", "excavated"):
        raise NoMatch("cards off the field")
    if all(set(f) == {"ids"} for f in filters) and form != _EACH:
        chosen: dict[str, Any] = {"ids": [i for f in filters for i in f["ids"]]}
    else:
        chosen = {"any_of": filters}
    made: dict[str, Any] = {"from": source}
    if form == _EACH:
        made.update(n=len(filters), upto=True, one_each=True)
    elif form == _TOTAL:
        made.update(n=choice["items"][0]["count"], upto=True)
    made["filter"] = chosen
    draft.picks.append(made)
    draft.last_pick = len(draft.picks) - 1
    return draft.last_pick


def _read_target(text: str) -> dict[str, Any]:
    """A list of descriptions and a place ("... from your GY"), or excavated cards."""
    for prep in (" from ", " in "):
        at = text.rfind(prep)
        while at > 0:
            try:
                return {"choice": read_choice(text[:at]), "place": read_place(text[at + 1 :])}
            except NoMatch:
                at = text.rfind(prep, 0, at)
    choice = read_choice(text)
    if not choice["excavated"][0]:
        raise NoMatch("no place")
    return {"choice": choice}


def _render_target(target: dict[str, Any]) -> str:
    text = render_choice(target["choice"])
    return f"{text} {render_place(target['place'])}" if "place" in target else text


SLOTS["move_target"] = Slot(_read_target, _render_target)


def _pick_of(draft: Draft, t: dict[str, Any]) -> dict[str, Any]:
    return {"pick": choice_pick(draft, t["choice"], t.get("place"))}


@production("op", "move_add_choice", "add {t:move_target} to your hand")
def _add_choice(draft: Draft, t: dict[str, Any]) -> Steps:
    return [{"op": "to_hand", "target": _pick_of(draft, t)}]


@production("op", "move_send_choice", "send {t:move_target} to the GY")
def _send_choice(draft: Draft, t: dict[str, Any]) -> Steps:
    return [{"op": "send", "target": _pick_of(draft, t)}]


@production(
    "op",
    "move_shuffle_choice",
    "shuffle {t:move_target} into the Deck",
    "shuffle {t:move_target} into your Deck",
)
def _shuffle_choice(draft: Draft, t: dict[str, Any]) -> Steps:
    return [{"op": "to_deck", "target": _pick_of(draft, t)}]


@production("op", "move_set_choice", "Set {t:move_target} to your Spell & Trap Zone")
def _set_choice(draft: Draft, t: dict[str, Any]) -> Steps:
    return [{"op": "set_spell_trap", "target": _pick_of(draft, t)}]


# ------------------------------------------------------------------------ the cards sent


def _read_cards(text: str) -> dict[str, Any]:
    """One description or a list of them (the cards a pick takes, without a place)."""
    try:
        return {"desc": read_desc(text)}
    except NoMatch:
        return {"choice": read_choice(text)}


def _render_cards(cards: dict[str, Any]) -> str:
    return render_desc(cards["desc"]) if "desc" in cards else render_choice(cards["choice"])


SLOTS["move_cards"] = Slot(_read_cards, _render_cards)

_GY = {"prep": "from", "side": "own", "zone": "gy"}


def _among_sent(draft: Draft, cards: dict[str, Any]) -> dict[str, Any]:
    """A pick among the cards this effect sent to your GY."""
    _sent_by(draft, "own")
    if "desc" in cards:
        desc = cards["desc"]
        if set(desc) & {"all", "other", "article", "highest", "face", "position"}:
            raise NoMatch("a count of cards")
        k = draft.pick("own_gy", desc)
    else:
        if any(cards["choice"]["excavated"]):
            raise NoMatch("excavated cards")
        k = choice_pick(draft, cards["choice"], _GY)
    draft.picks[k]["among"] = "sent"
    return {"pick": k}


@production(
    "op",
    "move_add_among_sent",
    "add to your hand {c:move_cards} from among the cards sent",
)
def _add_among_sent(draft: Draft, c: dict[str, Any]) -> Steps:
    return [{"op": "to_hand", "target": _among_sent(draft, c)}]


# ------------------------------------------------------------------ shuffling into a Deck


def _own_cards(draft: Draft, target: Any) -> Any:
    """A target of cards that are yours to shuffle into "your Deck": a pick from your side,
    or this card; raises NoMatch for the opponent's cards (their owner's Deck)."""
    if target == "self":
        return target
    pick = target.get("pick") if isinstance(target, dict) else None
    if pick is not None and draft.picks[pick]["from"].startswith("own_"):
        return target
    raise NoMatch("cards that are not yours: their owner's Deck")


@production("op", "move_shuffle_own", "shuffle {t:target} into your Deck")
def _shuffle_own(draft: Draft, t: dict[str, Any]) -> Steps:
    return [{"op": "to_deck", "target": _own_cards(draft, draft.target(t))}]


@production("op", "move_shuffle_that_from_gy", "shuffle {t:target} from your GY into the Deck")
def _shuffle_that_from_gy(draft: Draft, t: dict[str, Any]) -> Steps:
    """ "Shuffle that monster from your GY into the Deck": the monster chosen in your GY."""
    if "ref" not in t:
        raise NoMatch("a card named before")
    target = draft.target(t)
    if not (isinstance(target, dict) and draft.picks[target.get("pick", -1)]["from"] == "own_gy"):
        raise NoMatch("no card chosen in your GY")
    return [{"op": "to_deck", "target": target}]


_OPP_GY = {"prep": "from", "side": "opp", "zone": "gy"}


@production(
    "op",
    "move_shuffle_theirs",
    "shuffle {d:desc} from your opponent's GY into their Deck",
    "shuffle {d:desc} from the opponent's GY into their Deck",
)
def _shuffle_theirs(draft: Draft, d: dict[str, Any]) -> Steps:
    return [{"op": "to_deck", "target": draft.target_at(d, source_of(d, _OPP_GY))}]


# ------------------------------------------------------------------ returning to the hand

_EITHER_FIELD = {"prep": "from", "side": "all", "zone": "field"}


@production("op", "move_return_from_field", "return {d:desc} from the field to the owner's hand")
def _return_from_field(draft: Draft, d: dict[str, Any]) -> Steps:
    return [{"op": "to_hand", "target": draft.target_at(d, source_of(d, _EITHER_FIELD))}]


_SZONE_SIDES = {"your": "own", "your opponent's": "opp"}

for _words, _side in _SZONE_SIDES.items():

    @production(
        "op",
        f"move_return_from_szone_{_side}",
        f"return {{d:desc}} from {_words} Spell & Trap Zone to the owner's hand",
    )
    def _return_from_szone(draft: Draft, d: dict[str, Any], _side: str = _side) -> Steps:
        """The cards in the Spell & Trap Zones (not the Field Zone)."""
        if d.get("noun") not in ("card", "Spell/Trap") or d.get("face") or d.get("position"):
            raise NoMatch("cards of a Spell & Trap Zone")
        return [{"op": "to_hand", "target": draft.target_at(d, f"{_side}_szone")}]


@production("op", "move_return_self", "return this card from your field to the owner's hand")
def _return_self(draft: Draft) -> Steps:
    return [{"op": "to_hand", "target": "self"}]


# ------------------------------------------------------------------ milling a number of cards


@production(
    "op",
    "move_mill_equal",
    "send cards from the top of your Deck to the GY equal to {a:amount}",
    "send cards equal to {a:amount} from the top of your Deck to the GY",
)
def _mill_equal(draft: Draft, a: Parse) -> Steps:
    if draft.category == "requirement":
        # A counted cost would need as many cards in the Deck (and 1 at least): not checked.
        raise NoMatch("a counted number of cards sent as the requirement")
    amount = build(a, draft)
    if isinstance(amount, int):
        raise NoMatch("a number of cards is 'the top N cards'")
    return [{"op": "mill", "count": amount}]


@production("amount", "move_amount_times_close", "[{c:counter}] x{n}")
def _times_close(draft: Draft, c: Parse, n: int) -> dict[str, Any]:
    """ "[...] x2", written without a space."""
    return {"per": n, "count": build(c, draft)}


# ---------------------------------------------------------- the cards sent, other words


@production(
    "op",
    "move_add_sent_by_this",
    "add {c:move_cards} sent to the GY by this effect to your hand",
)
def _add_sent_by_this(draft: Draft, c: dict[str, Any]) -> Steps:
    return [{"op": "to_hand", "target": _among_sent(draft, c)}]


@production(
    "op",
    "move_add_sent_for_cost",
    "add {c:move_cards} sent to the GY to meet the requirement to your hand",
)
def _add_sent_for_cost(draft: Draft, c: dict[str, Any]) -> Steps:
    """Among the cards the requirement sent to your GY (`among: "cost"`)."""
    if not any(step["op"] in ("send", "mill") for step in draft.cost):
        raise NoMatch("a requirement that sends no cards to the GY")
    if "choice" in c:
        raise NoMatch("one description")
    desc = c["desc"]
    if set(desc) & {"all", "other", "article", "highest", "face", "position"}:
        raise NoMatch("a count of cards")
    k = draft.pick("own_gy", desc)
    draft.picks[k]["among"] = "cost"
    return [{"op": "to_hand", "target": {"pick": k}}]


@production("op", "move_add_from_those", "add {c:move_cards} from those cards to your hand")
def _add_from_those(draft: Draft, c: dict[str, Any]) -> Steps:
    """ "Excavate 3 cards ... and show them. You can add 1 ... from those cards": among the
    excavated cards."""
    if not draft.effect or draft.effect[-1]["op"] != "excavate":
        raise NoMatch("'those cards' are no excavated cards")
    if draft.effect[-1].get("who", "own") != "own":
        raise NoMatch("cards of another Deck")
    if "desc" in c:
        desc = c["desc"]
        if desc.get("face") or desc.get("position") or desc.get("all") or desc.get("other"):
            raise NoMatch("a count of cards")
        return [{"op": "to_hand", "target": draft.target_at(desc, "own_excavated")}]
    choice = c["choice"]
    if any(choice["excavated"]):
        raise NoMatch("'excavated' twice")
    marked = {**choice, "excavated": [True, *choice["excavated"][1:]]}
    return [{"op": "to_hand", "target": {"pick": choice_pick(draft, marked, None)}}]


# -------------------------------------------------------- counts: "2 to 3", "different"

_DIFFERENT = {"Levels": "level", "Types": "race", "Attributes": "attribute", "names": "name"}


def _read_range(text: str) -> dict[str, Any]:
    """ "2 to 3 Maximum Monsters", "3 to 6 As, "B", and/or "C"": the fewest and the most
    cards, of one description or of any of several."""
    least, sep, rest = text.partition(" to ")
    if not sep or not least.isdigit():
        raise NoMatch(text)
    try:
        desc = read_desc(rest)
    except NoMatch:
        choice = read_choice(f"up to {rest}")
        if _form(choice) != _TOTAL or any(choice["excavated"]):
            raise
        most = choice["items"][0]["count"]
        made: dict[str, Any] = {"least": int(least), "choice": choice}
    else:
        if "count" not in desc or set(desc) & {"upto", "article", "all", "other"}:
            raise NoMatch(text) from None
        if not desc.get("plural") and "names" not in desc:
            raise NoMatch(text) from None
        most = desc["count"]
        made = {"least": int(least), "desc": desc}
    if not 1 <= int(least) < most:
        raise NoMatch(text)
    return made


def _render_range(r: dict[str, Any]) -> str:
    if "desc" in r:
        return f"{r['least']} to {render_desc(r['desc'])}"
    return f"{r['least']} to {render_choice(r['choice'])[len('up to ') :]}"


SLOTS["move_range"] = Slot(_read_range, _render_range)


def _range_pick(draft: Draft, r: dict[str, Any], place: dict[str, str]) -> dict[str, Any]:
    """The pick of "2 to 3 ..." at a place: up to the most, at least the fewest."""
    if "desc" in r:
        desc = r["desc"]
        k = draft.pick(source_of(desc, place), {**desc, "upto": True})
    else:
        k = choice_pick(draft, r["choice"], place)
    draft.picks[k]["min"] = r["least"]
    return {"pick": k}


SLOTS["move_different"] = one_of(_DIFFERENT)


@production(
    "op",
    "move_add_different",
    "add {d:desc} with different {f:move_different} {at:place} to your hand",
    "add {r:move_range} with different {f:move_different} {at:place} to your hand",
)
def _add_different(
    draft: Draft,
    f: str,
    at: dict[str, str],
    d: dict[str, Any] | None = None,
    r: dict[str, Any] | None = None,
) -> Steps:
    """ "2 Level 7 monsters with different Types" (その中から種族が異なる...): cards that differ in
    a fact, none sharing it."""
    if at["prep"] != "from" or at["zone"] not in ("gy", "hand", "deck"):
        raise NoMatch("cards off the field")
    if d is not None:
        if d.get("count", 1) < 2 or set(d) & {"article", "all", "other", "upto"}:
            raise NoMatch("several cards")
        target = draft.target_at(d, source_of(d, at))
    else:
        assert r is not None
        target = _range_pick(draft, r, at)
    draft.picks[target["pick"]]["distinct"] = _DIFFERENT[f]
    return [{"op": "to_hand", "target": target}]


# ------------------------------------------------------------------- "..., and ..."

_MOVES = frozenset(
    {
        "to_hand",
        "to_hand#2",
        "to_deck",
        "to_deck#2",
        "to_deck_bottom",
        "to_deck_bottom#2",
        "to_deck_bottom#3",
        "send",
        "set_spell_trap",
        "to_owner_hand",
        "move_add_choice",
        "move_send_choice",
        "move_shuffle_choice",
        "move_shuffle_choice#2",
        "move_shuffle_own",
        "move_shuffle_theirs",
        "move_shuffle_theirs#2",
        "move_return_from_field",
    }
)
"""The operations that move chosen cards, which "..., and ..." may join to what follows."""


@production(
    "steps",
    "move_and",
    "{o:op}, and {s:steps}",
    "{o:op} and {s:steps}",
    accepts=lambda o, s: o.production in _MOVES,
)
def _and(draft: Draft, o: Parse, s: Parse) -> Steps:
    """A move and what is done with it ("place 1 monster ... on the bottom of your Deck, and
    draw 2 cards"), in the order written (a draw counts the card put back)."""
    return build(o, draft) + build(s, draft)


# ----------------------------------------------------------- names in brackets, exceptions


@production(
    "op",
    "move_add_up_to_names",
    "add up to {n} cards ({d:desc}) {at:place} to your hand",
)
def _add_up_to_names(draft: Draft, n: int, d: dict[str, Any], at: dict[str, str]) -> Steps:
    """ "Up to 2 cards ("A" and/or "B")" (合計２枚まで): any of the names, copies too."""
    names = d.get("names", [])
    if set(d) - {"names", "andor"} or len(names) < 2 or n < 2:
        raise NoMatch("several names, and nothing else")
    if at["prep"] != "from" or at["zone"] == "field":
        raise NoMatch("a place off the field")
    k = draft.pick(source_of(d, at), {"count": n, "upto": True, "names": names})
    return [{"op": "to_hand", "target": {"pick": k}}]


_NOT_MAXIMUM = ["normal", "effect", "fusion", "ritual", "union"]


@production(
    "op",
    "move_bottom_except_maximum",
    "place {d:desc} {at:place} on the bottom of the owner's Deck, except a Maximum Monster",
)
def _bottom_except_maximum(draft: Draft, d: dict[str, Any], at: dict[str, str]) -> Steps:
    """A monster that is not a Maximum Monster (a Maximum Monster's subtype is "maximum")."""
    if set(d) & {"except", "all", "upto"} or d.get("count") != 1:
        raise NoMatch("one monster, one exception")
    if d.get("subtype") not in (None, "Effect") or d.get("noun") not in ("monster", "Monster"):
        raise NoMatch("a monster of no other subtype")
    source = source_of(d, at)
    k = draft.pick(source, d)
    chosen = dict(draft.picks[k].get("filter") or {})
    chosen["subtype"] = _NOT_MAXIMUM
    draft.picks[k]["filter"] = chosen
    return [{"op": "to_deck", "target": {"pick": k}, "place": "bottom"}]


# ------------------------------------------------------ on top or at the bottom, in any order

_DECK_ENDS = {
    "on the bottom of your Deck": "bottom",
    "on the bottom of the Deck": "bottom",
    "on top of your Deck": "top",
    "on top of the Deck": "top",
    "on the top of your Deck": "top",
    "on the top of the Deck": "top",
}


SLOTS["move_deck_end"] = one_of(_DECK_ENDS)


def _in_any_order(draft: Draft, target: Any, end: str) -> Steps:
    """Your cards placed on top of your Deck or at its bottom in the order you choose."""
    target = _own_cards(draft, target)
    if target == "self":
        raise NoMatch("one card has no order")
    return [{"op": "to_deck", "target": target, "place": _DECK_ENDS[end], "order": "any"}]


@production("op", "move_place_any_order", "place {t:target} {e:move_deck_end} in any order")
def _place_any_order(draft: Draft, t: dict[str, Any], e: str) -> Steps:
    if "ref" in t:
        raise NoMatch("cards chosen here")
    return _in_any_order(draft, draft.target(t), e)


@production(
    "op",
    "move_place_choice_any_order",
    "place {t:move_target} {e:move_deck_end} in any order",
)
def _place_choice_any_order(draft: Draft, t: dict[str, Any], e: str) -> Steps:
    return _in_any_order(draft, _pick_of(draft, t), e)


@production(
    "op",
    "move_place_range_any_order",
    "place {r:move_range} {at:place} {e:move_deck_end} in any order",
)
def _place_range_any_order(draft: Draft, r: dict[str, Any], at: dict[str, str], e: str) -> Steps:
    if at["prep"] != "from":
        raise NoMatch("from a place")
    return _in_any_order(draft, _range_pick(draft, r, at), e)
