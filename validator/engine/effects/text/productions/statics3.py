"""Static effects, third part: separate ATK and DEF changes, changes of Type and Attribute,
holders named by card name or "all ...", "this Attack Position card", changes held under a
condition of this card ("If this card is in Maximum Mode, it ..."), of an equipped monster
described ("If the equipped monster is a Fusion Monster, ..."), and rules over the players
("Neither player can Special Summon ...", "You cannot attack with ...").
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import read_desc, render_desc, to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import SLOTS, Parse, Slot, build, production
from validator.engine.effects.text.names import NoMatch, card_facts
from validator.engine.effects.text.productions.statics import (
    _add,
    _held,
    _side,
    _static_condition,
    _traits_and,
)
from validator.engine.effects.text.productions.statics2 import _counted

Mods = list[dict[str, Any]]

# ------------------------------------------------------------------------ what they get


@production(
    "trait",
    "statics3_gains_atk_def_apart",
    "gains {a:n} ATK/{d:n} DEF",
    "gain {a:n} ATK/{d:n} DEF",
)
def _gains_apart(draft: Draft, a: int, d: int) -> Mods:
    return [{"rule": "atk", "value": a}, {"rule": "def", "value": d}]


@production(
    "trait",
    "statics3_loses_atk_def_apart",
    "loses {a:n} ATK/{d:n} DEF",
    "lose {a:n} ATK/{d:n} DEF",
)
def _loses_apart(draft: Draft, a: int, d: int) -> Mods:
    return [{"rule": "atk", "value": -a}, {"rule": "def", "value": -d}]


@production("trait", "statics3_becomes_race", "becomes {r:race} Type", "become {r:race} Type")
def _becomes_race(draft: Draft, r: str) -> Mods:
    return [{"rule": "race", "value": r}]


@production(
    "trait",
    "statics3_becomes_attribute",
    "becomes {a:attribute} Attribute",
    "become {a:attribute} Attribute",
)
def _becomes_attribute(draft: Draft, a: str) -> Mods:
    return [{"rule": "attribute", "value": a}]


production(
    "traits",
    "statics3_traits_and_they",
    "{a:trait}, and they {b:traits}",
    "{a:trait} and they {b:traits}",
)(_traits_and)


# ---------------------------------------------------------------------------- who it changes


def _original_stat(d: dict[str, Any]) -> bool:
    """A description that asks an original ATK or DEF (no static changes one)."""
    return str(d.get("stat", "")).startswith("original ")


def _side_original(desc: dict[str, Any], side: str) -> dict[str, Any]:
    """A side's monsters described by an original ATK or DEF ("with 0 original DEF"): the
    filter reads the monster's original stat, which no static changes."""
    if not _original_stat(desc):
        raise NoMatch("no original stat")
    stat = {k: desc[k] for k in ("stat", "stat_value", "stat_dir", "stat_or") if k in desc}
    rest = {k: v for k, v in desc.items() if k not in stat}
    made = _side(rest, side)
    chosen = to_filter(desc) or {}
    chosen.pop("kind", None)
    made["filter"] = chosen
    return made


def _accepts_original(d: dict[str, Any]) -> bool:
    return _original_stat(d)


@production(
    "holder",
    "statics3_holder_field_original",
    "face-up {d:desc} on the field",
    accepts=_accepts_original,
    first=True,
)
def _holder_field_original(draft: Draft, d: dict[str, Any]) -> dict[str, Any]:
    return _side_original(_face_up(d), "both")


@production(
    "holder",
    "statics3_holder_own_original",
    "face-up {d:desc} on your field",
    accepts=_accepts_original,
    first=True,
)
def _holder_own_original(draft: Draft, d: dict[str, Any]) -> dict[str, Any]:
    return _side_original(_face_up(d), "own")


def _face_up(desc: dict[str, Any]) -> dict[str, Any]:
    if "face" in desc or "count" in desc or "all" in desc or "other" in desc:
        raise NoMatch("face-up twice, or a count")
    return {**desc, "face": "face-up"}


def _named_monsters(names: list[int]) -> dict[str, Any]:
    for card_id in names:
        card = card_facts(card_id)
        if card is None or card.kind != "monster":
            raise NoMatch("a static changes monsters: a name no monster bears")
    return {"ids": list(names)}


for _where, _side_word in (
    ("the field", "both"),
    ("your field", "own"),
    ("your opponent's field", "opp"),
):

    @production(
        "holder",
        f"statics3_holder_named_{_side_word}",
        f"face-up {{names}} on {_where}",
        first=True,
    )
    def _holder_named(draft: Draft, names: list[int], _s: str = _side_word) -> dict[str, Any]:
        """The face-up monsters of these names on a side."""
        return {"side": _s, "filter": _named_monsters(names)}

    @production(
        "holder", f"statics3_holder_all_{_side_word}", f"all {{d:desc}} on {_where}", first=True
    )
    def _holder_all(draft: Draft, d: dict[str, Any], _s: str = _side_word) -> dict[str, Any]:
        """ "All face-up Level 5 or higher monsters on the field": every one of them (a static
        reaches exactly the face-up monsters of a side)."""
        if d.get("face") != "face-up":
            raise NoMatch("all monsters, face-down ones too")
        return _side(d, _s)


@production("holder", "statics3_holder_self_attack", "this Attack Position card")
def _holder_self_attack(draft: Draft) -> dict[str, Any]:
    """This card while it is in Attack Position."""
    if draft.card.card_type != "Monster":
        raise NoMatch("a monster's position")
    return {"condition": [{"cond": "self_position", "position": "attack"}]}


# ------------------------------------------------------------------------------ sentences


@production("mod", "statics3_name_and", "this card's name becomes {name}, and it {t:traits}")
def _name_and(draft: Draft, name: int, t: Parse) -> Mods:
    if draft.card.card_type != "Monster":
        raise NoMatch("a monster's name")
    return [{"rule": "name", "value": name}, *build(t, draft)]


_STATS = {"ATK": ("atk",), "DEF": ("def",), "ATK/DEF": ("atk", "def")}

for _word, _rules in _STATS.items():

    @production(
        "mod",
        f"statics3_traits_and_gains_{_word}_equal",
        f"{{h:holder}} {{t:traits}}, and it gains {_word} equal to {{a:amount}}",
    )
    def _traits_and_gains(
        draft: Draft, h: Parse, t: Parse, a: Parse, _r: tuple[str, ...] = _rules
    ) -> Mods:
        holder = build(h, draft)
        if holder.get("side") not in (None, "equipped"):
            raise NoMatch("'it' of several monsters")
        amount = _counted(draft, holder, a)
        return _held(holder, [*build(t, draft), *({"rule": r, "value": amount} for r in _r)])


@production(
    "mod",
    "statics3_traits_and_no_traps",
    "{h:holder} {t:traits} and your opponent cannot activate Trap Cards when it declares an attack",
    "{h:holder} {t:traits}, and your opponent cannot activate Trap Cards when it declares an "
    "attack",
)
def _traits_and_no_traps(draft: Draft, h: Parse, t: Parse) -> Mods:
    holder = build(h, draft)
    if holder.get("side") is not None:
        raise NoMatch("'it' of an equipped monster or of several")
    return _held(holder, [*build(t, draft), {"rule": "no_traps_on_attack"}])


_ABOUT_THIS_CARD = frozenset({"maximum_mode", "self_position"})


@production("static", "statics3_if_this_card_it", "if {c:cond}, it {t:traits}")
def _if_this_card_it(draft: Draft, c: Parse, t: Parse) -> None:
    """ "If this card is in Maximum Mode, it ...": "it" is this card, of which the condition
    speaks."""
    if draft.card.card_type != "Monster":
        raise NoMatch("a monster's condition")
    condition = _static_condition(build(c, draft))
    if not condition or any(cond["cond"] not in _ABOUT_THIS_CARD for cond in condition):
        raise NoMatch("'it' names no card of the condition")
    _add(draft, build(t, draft), condition)


@production(
    "static",
    "statics3_then_if",
    "then, if {c:cond}, {m:mods}",
    "also, if {c:cond}, {m:mods}",
)
def _then_if(draft: Draft, c: Parse, m: Parse) -> None:
    """A further change, in force while its condition holds (besides the changes before)."""
    condition = _static_condition(build(c, draft))
    _add(draft, build(m, draft), condition)


for _whose, _words in (("own", "your turn"), ("opp", "your opponent's turn")):

    @production(
        "static", f"statics3_{_whose}_turn_if", f"during {_words}, if {{c:cond}}, {{m:mods}}"
    )
    def _turn_if(draft: Draft, c: Parse, m: Parse, _w: str = _whose) -> None:
        """A change in force during one player's turns while a condition holds."""
        condition = [{"cond": "turn", "whose": _w}, *_static_condition(build(c, draft))]
        _add(draft, build(m, draft), condition)


# ------------------------------------------------------------- the equipped monster described


def _equipped_filter(d: dict[str, Any]) -> dict[str, Any]:
    """ "a Fusion Monster", "a Ritual Monster": what the equipped monster must be."""
    if d.get("count") != 1 or not d.get("article"):
        raise NoMatch("one monster, with its article")
    if d.get("face") or d.get("position") or d.get("other") or d.get("stat"):
        raise NoMatch("a position or a stat of the equipped monster")
    chosen = to_filter({k: v for k, v in d.items() if k not in ("count", "article")}) or {}
    chosen.pop("kind", None)
    if not chosen:
        raise NoMatch("any monster")
    return chosen


def _equipped_is(draft: Draft, chosen: dict[str, Any], traits: Mods) -> None:
    if draft.kind != "equip":
        raise NoMatch("only an Equip Spell has an equipped monster")
    _add(draft, [{**trait, "side": "equipped", "filter": chosen} for trait in traits])


@production(
    "static",
    "statics3_equipped_is",
    "if the equipped monster is {d:desc}, it {t:traits}",
    "if the equipped monster is {d:desc}, also it {t:traits}",
)
def _equipped_desc(draft: Draft, d: dict[str, Any], t: Parse) -> None:
    _equipped_is(draft, _equipped_filter(d), build(t, draft))


@production(
    "static",
    "statics3_equipped_is_additional",
    "if the equipped monster is {d:desc}, it gains an additional {n} ATK",
)
def _equipped_desc_more(draft: Draft, d: dict[str, Any], n: int) -> None:
    _equipped_is(draft, _equipped_filter(d), [{"rule": "atk", "value": n}])


@production(
    "static",
    "statics3_equipped_race_additional_equal",
    "if the equipped monster is {r:race} Type, it gains additional ATK equal to {a:amount}",
)
def _equipped_race_more(draft: Draft, r: str, a: Parse) -> None:
    amount = _counted(draft, {"side": "equipped"}, a)
    _equipped_is(draft, {"race": r}, [{"rule": "atk", "value": amount}])


@production(
    "static",
    "statics3_equipped_race",
    "if the equipped monster is {r:race} Type, it {t:traits}",
)
def _equipped_race(draft: Draft, r: str, t: Parse) -> None:
    _equipped_is(draft, {"race": r}, build(t, draft))


# ------------------------------------------------------------------- rules over the players


def _kind_of_monsters(d: dict[str, Any]) -> dict[str, Any] | None:
    """A kind of monsters ("Level 7 or higher monsters"): its filter (None: every monster)."""
    if d.get("count") or d.get("all") or d.get("other") or d.get("article"):
        raise NoMatch("a number of monsters is no kind of monster")
    if d.get("face") or d.get("position") or d.get("stat"):
        raise NoMatch("a position or a current stat")
    if not d.get("plural") or d.get("noun") not in ("monster", "Monster"):
        raise NoMatch("monsters")
    chosen = to_filter(d) or {}
    chosen.pop("kind", None)
    return chosen or None


def _player_rule(rule: str, side: str, chosen: dict[str, Any] | None) -> dict[str, Any]:
    made: dict[str, Any] = {"rule": rule, "side": side}
    if chosen:
        made["filter"] = chosen
    return made


@production(
    "mod",
    "statics3_no_special_summon",
    "neither player can Special Summon {d:desc}",
)
def _no_special(draft: Draft, d: dict[str, Any]) -> Mods:
    return [_player_rule("no_special_summon", "both", _kind_of_monsters(d))]


@production("mod", "statics3_no_attack_with", "you cannot attack with {d:desc}")
def _no_attack_with(draft: Draft, d: dict[str, Any]) -> Mods:
    chosen = _kind_of_monsters(d)
    if chosen is None:
        raise NoMatch("no attack at all")
    return [_player_rule("no_attack_with", "own", chosen)]


# ------------------------------------------------------- protections in battles with some monsters


def _read_that_has(text: str) -> dict[str, Any]:
    """ "a monster that has 1500 or more ATK": a monster described by what it has."""
    if not text.startswith("a monster that has "):
        raise NoMatch(text)
    return read_desc("a monster with " + text[len("a monster that has ") :])


def _render_that_has(desc: dict[str, Any]) -> str:
    return "a monster that has " + render_desc(desc)[len("a monster with ") :]


SLOTS["statics3_that_has"] = Slot(_read_that_has, _render_that_has)


def _against(d: dict[str, Any]) -> dict[str, Any]:
    """The monsters a battle protection is against: one described with its article ("a Normal
    Monster") or a plural kind ("Level 5 or lower monsters")."""
    if d.get("noun") not in ("monster", "Monster"):
        raise NoMatch("a monster")
    one = d.get("count") == 1 and d.get("article") in ("a", "an")
    if not one and not (d.get("plural") and "count" not in d and not d.get("article")):
        raise NoMatch("a monster, or monsters of a kind")
    if d.get("all") or d.get("other") or d.get("upto") or d.get("face") or d.get("position"):
        raise NoMatch("a count, 'other' or a position")
    chosen = to_filter({k: v for k, v in d.items() if k not in ("count", "article")}) or {}
    chosen.pop("kind", None)
    if not chosen:
        raise NoMatch("any monster: no battle at all")
    return chosen


@production(
    "trait",
    "statics3_indestructible_battle_with",
    "cannot be destroyed by battle with {d:desc}",
    "cannot be destroyed by battle with {d:statics3_that_has}",
)
def _indestructible_with(draft: Draft, d: dict[str, Any]) -> Mods:
    """Not destroyed by its battles with monsters of a kind (their facts and ATK as the damage
    is calculated)."""
    return [{"rule": "indestructible", "value": "battle", "against": _against(d)}]


# ------------------------------------------------------------------------------ double Tributes


def _double_tribute(draft: Draft, n: int, d: dict[str, Any]) -> Mods:
    if n != 2:
        raise NoMatch("2 Tributes")
    if d.get("count") != 1 or d.get("article") not in ("a", "an"):
        raise NoMatch("the Tribute Summon of a monster")
    if d.get("face") or d.get("position") or d.get("other") or d.get("all"):
        raise NoMatch("a position or 'other'")
    if d.get("noun") not in ("monster", "Monster"):
        raise NoMatch("a monster")
    chosen = to_filter({k: v for k, v in d.items() if k not in ("count", "article")}) or {}
    chosen.pop("kind", None)
    made: dict[str, Any] = {"rule": "double_tribute"}
    if chosen:
        made["filter"] = chosen
    return [made]


@production(
    "mod",
    "statics3_double_tribute_self",
    "this face-up card can be treated as {n} Tributes for the Tribute Summon of {d:desc} in "
    "Attack Position",
)
def _double_self(draft: Draft, n: int, d: dict[str, Any]) -> Mods:
    """This card, face-up on the field, counts as 2 Tributes for the Tribute Summon (in Attack
    Position) of a monster of a kind."""
    if draft.card.card_type != "Monster":
        raise NoMatch("a monster")
    return _double_tribute(draft, n, d)


@production(
    "mod",
    "statics3_double_tribute_equipped",
    "the equipped monster can be treated as {n} Tributes for the Tribute Summon of {d:desc} in "
    "Attack Position",
)
def _double_equipped(draft: Draft, n: int, d: dict[str, Any]) -> Mods:
    if draft.kind != "equip":
        raise NoMatch("only an Equip Spell has an equipped monster")
    return [{**mod, "side": "equipped"} for mod in _double_tribute(draft, n, d)]


# ------------------------------------------------------- protections of Spells, Traps and cards

_REACHES = {
    "Spell/Trap Cards on your field": ["spelltraps"],
    "face-down Spell/Trap Cards on your field": ["set"],
    "face-up cards on your field": ["faceup_cards"],
    "cards on your field": ["cards"],
}


def _protections(draft: Draft, t: Parse) -> Mods:
    """Protections from card effects (a Spell or Trap is never destroyed by battle)."""
    traits = build(t, draft)
    for trait in traits:
        if trait.get("rule") != "indestructible" or trait.get("value") == "battle":
            raise NoMatch("a protection from card effects")
    return traits


for _words, _reach in _REACHES.items():

    @production("mod", f"statics3_cards_{_reach[0]}", f"{_words} {{t:traits}}", first=True)
    def _cards_protected(draft: Draft, t: Parse, _r: list[str] = _reach) -> Mods:
        """The cards of your field it names (face-down ones too, as it says) cannot be
        destroyed by card effects of a kind."""
        return [
            {**trait, "side": "own", "reach": reach}
            for reach in _r
            for trait in _protections(draft, t)
        ]


@production(
    "mod",
    "statics3_self_and_spelltraps",
    "this card and Spell/Trap Cards on your field {t:traits}",
)
def _self_and_spelltraps(draft: Draft, t: Parse) -> Mods:
    if draft.card.card_type != "Monster":
        raise NoMatch("a monster")
    traits = _protections(draft, t)
    return [*traits, *({**trait, "side": "own", "reach": "spelltraps"} for trait in traits)]


@production(
    "mod",
    "statics3_monsters_and_set",
    "face-up {d:desc} and face-down Spell/Trap Cards on your field {t:traits}",
)
def _monsters_and_set(draft: Draft, d: dict[str, Any], t: Parse) -> Mods:
    holder = _side(_face_up(d), "own")
    traits = _protections(draft, t)
    return [
        *({**trait, **holder} for trait in traits),
        *({**trait, "side": "own", "reach": "set"} for trait in traits),
    ]


# ------------------------------------------------------------ changes during one player's turn

for _whose, _words in (("own", "your turn"), ("opp", "your opponent's turn")):

    @production("trait", f"statics3_trait_during_{_whose}_turn", f"{{a:trait}} during {_words}")
    def _trait_during(draft: Draft, a: Parse, _w: str = _whose) -> Mods:
        """ "gains 300 ATK during your turn": that change, in force during those turns."""
        traits = build(a, draft)
        for trait in traits:
            trait["condition"] = [{"cond": "turn", "whose": _w}, *trait.get("condition", [])]
        return traits


# --------------------------------------------------------------- no Traps on their attacks


def _no_traps_holder(draft: Draft, h: Parse) -> dict[str, Any]:
    holder = build(h, draft)
    if holder.get("side") in (None, "equipped"):
        raise NoMatch("'they' of one monster")
    return holder


@production(
    "mod",
    "statics3_no_traps_when_they_attack",
    "your opponent cannot activate Trap Cards when {h:holder} declare attacks",
)
def _no_traps_plural(draft: Draft, h: Parse) -> Mods:
    return _held(_no_traps_holder(draft, h), [{"rule": "no_traps_on_attack"}])


@production(
    "mod",
    "statics3_traits_and_no_traps_they",
    "{h:holder} {t:traits}, and your opponent cannot activate Trap Cards when they declare attacks",
)
def _traits_and_no_traps_they(draft: Draft, h: Parse, t: Parse) -> Mods:
    holder = _no_traps_holder(draft, h)
    return _held(holder, [*build(t, draft), {"rule": "no_traps_on_attack"}])


# ------------------------------------------------------ monsters by name and by description

for _where, _side_word in (("the field", "both"), ("your field", "own")):

    @production(
        "holder",
        f"statics3_holder_named_and_{_side_word}",
        f"face-up {{names}} and {{d:desc}} on {_where}",
        first=True,
    )
    def _holder_named_and(
        draft: Draft, names: list[int], d: dict[str, Any], _s: str = _side_word
    ) -> dict[str, Any]:
        """ "face-up "A" and Level 4 Wyrm Type monsters on the field": the monsters of that
        name, and those of that description."""
        described = _side(_face_up(d), _s).get("filter")
        if not described:
            raise NoMatch("monsters of any kind")
        return {"side": _s, "filter": {"any_of": [_named_monsters(names), described]}}
