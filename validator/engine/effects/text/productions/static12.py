"""Static effects of Equip and Field Spells said of the equipped monster or of named monsters,
and of a monster's other monsters:

- while the equipped monster is face-up on your field ("While the equipped monster is face-up
  on your field, Spell/Trap Cards on your field cannot be destroyed by your opponent's card
  effects", 装備モンスターが自分フィールドに表側表示で存在する限り): in force while the Equip
  Spell's controller controls the equipped monster (`controls`), not while it is taken; while
  it is in a battle position (`in_position`);
- a further change of the equipped monster of a kind, or of a name ("Also, if it is a
  non-Effect Fusion Monster, it gains an additional 700 ATK and ...", "Then, if the equipped
  monster is "A" or a Legend monster ..."): the equipped monster matching it;
- the equipped monster and this Equip Spell itself ("... the equipped monster and this card
  cannot be destroyed by card effects");
- monsters named by a Field Spell ("... and "A" and "B" inflict piercing battle damage"): the
  face-up monsters of those names on either field, as every change a Field Spell makes;
- the face-up monsters of a kind (or of names: "face-up "A", "B", and Level 5-8 Warrior Type
  Fusion Monsters") on the turn player's field (a Field Spell's change that follows the turn:
  side `turn`);
- your monsters of a kind equipped with an Equip Spell Card (`equipped`);
- your other monsters ("other monsters on your field cannot be destroyed by ..."), face-down
  ones too, while you have cards in your hand; this Defense Position card; face-up monsters of
  two names on your field ("..., and they inflict piercing battle damage").
"""

from __future__ import annotations

import re
from typing import Any

from validator.engine.effects.text.describe import read_names, to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import (
    SLOTS,
    Parse,
    Slot,
    build,
    production,
    read,
    render,
)
from validator.engine.effects.text.held import board_conditions
from validator.engine.effects.text.names import NoMatch, card_facts, name_of

Mods = list[dict[str, Any]]

_EQUIPPED_YOURS = {"cond": "controls", "of": "equipped"}
"""The equipped monster is face-up on your field (an Equip Spell's monster is face-up)."""


def _equip_statics(draft: Draft, mods: Mods, condition: list[dict[str, Any]]) -> None:
    """Put an Equip Spell's changes in its static effect, each in force under `condition`."""
    if draft.kind != "equip":
        raise NoMatch("only an Equip Spell has an equipped monster")
    for mod in mods:
        if condition:
            mod = {**mod, "condition": [dict(c) for c in condition]}
        draft.modifiers.append(mod)


for _key, _turn, _words in (
    ("any", [], ""),
    ("opp_turn", [{"cond": "turn", "whose": "opp"}], "during your opponent's turn, "),
):

    @production(
        "static",
        f"static12_while_equipped_yours_{_key}",
        f"{_words}while the equipped monster is face-up on your field, {{m:mods}}",
    )
    def _while_equipped_yours(draft: Draft, m: Parse, _t: list[dict[str, Any]] = _turn) -> None:
        _equip_statics(draft, build(m, draft), [*_t, _EQUIPPED_YOURS])

    @production(
        "static",
        f"static12_while_equipped_yours_it_{_key}",
        f"{_words}while the equipped monster is face-up on your field, it {{t:traits}}",
    )
    def _while_equipped_yours_it(draft: Draft, t: Parse, _t: list[dict[str, Any]] = _turn) -> None:
        """ "it": the equipped monster."""
        traits = [{**trait, "side": "equipped"} for trait in build(t, draft)]
        _equip_statics(draft, traits, [*_t, _EQUIPPED_YOURS])

    @production(
        "static",
        f"static12_while_equipped_yours_unreturnable_{_key}",
        f"{_words}while the equipped monster is face-up on your field, it cannot be returned "
        "to the hand/Deck/Extra Deck by card effects",
    )
    def _while_equipped_yours_unreturnable(draft: Draft, _t: list[dict[str, Any]] = _turn) -> None:
        """ "it": the equipped monster, which no card effect returns (`unreturnable`)."""
        unreturnable = {"rule": "unreturnable", "value": "effect", "side": "equipped"}
        _equip_statics(draft, [unreturnable], [*_t, _EQUIPPED_YOURS])


@production("static", "static12_also_if_it_is", "also, if it is {d:desc}, it {t:traits}")
def _also_if_it_is(draft: Draft, d: dict[str, Any], t: Parse) -> None:
    """A further change of the equipped monster ("it", of the sentence before) while it is a
    monster of a kind, by its current facts."""
    if d.get("count") != 1 or d.get("article") != "a" or d.get("plural"):
        raise NoMatch("one monster, with its article")
    if set(d) & {"face", "position", "other", "stat", "place", "names"}:
        raise NoMatch("a position, a stat or a name of the equipped monster")
    chosen = to_filter({k: v for k, v in d.items() if k not in ("count", "article")}) or {}
    chosen.pop("kind", None)
    if not chosen:
        raise NoMatch("any monster")
    traits = [{**trait, "side": "equipped", "filter": chosen} for trait in build(t, draft)]
    _equip_statics(draft, traits, [])


@production("trait", "static12_gains_additional", "gains an additional {n} ATK")
def _gains_additional(draft: Draft, n: int) -> Mods:
    """ATK gained besides a gain said before ("an additional 700 ATK")."""
    return [{"rule": "atk", "value": n}]


@production("mod", "static12_field_names", "{a:name} and {b:name} {t:traits}")
def _field_names(draft: Draft, a: int, b: int, t: Parse) -> Mods:
    """The face-up monsters of either name on either field (a Field Spell's change)."""
    if draft.kind != "field":
        raise NoMatch("the named monsters of a Field Spell")
    return [{**trait, "side": "both", "filter": {"ids": [a, b]}} for trait in build(t, draft)]


@production("condition", "static12_hand_any", "you have cards in your hand")
def _hand_any(draft: Draft) -> list[dict[str, Any]]:
    return [{"cond": "hand_min", "count": 1}]


_REACHING = frozenset({"indestructible", "unreturnable"})


@production(
    "mod", "static12_other_monsters_own", "other monsters on your field {t:traits}", first=True
)
def _other_monsters_own(draft: Draft, t: Parse) -> Mods:
    """Your monsters but this card, face-down ones too (a protection reaches them)."""
    if draft.card.card_type != "Monster":
        raise NoMatch("'other' than a monster")
    traits = build(t, draft)
    if any(trait["rule"] not in _REACHING for trait in traits):
        raise NoMatch("only a protection reaches face-down monsters")
    return [{**trait, "side": "own", "reach": "monsters", "not_self": True} for trait in traits]


@production("holder", "static12_holder_turn_player", "face-up {d:desc} on the turn player's field")
def _holder_turn_player(draft: Draft, d: dict[str, Any]) -> dict[str, Any]:
    """The face-up monsters of the description on the field of the player whose turn it is
    (either player's, turn by turn): read as those on the field, of the turn player's side."""
    on_field = read("holder", f"face-up {SLOTS['desc'].render(d)} on the field")
    holder = build(on_field, draft)
    if holder.get("side") != "both":
        raise NoMatch("the monsters of a side")
    return {**holder, "side": "turn"}


@production("holder", "static12_holder_self_defense", "this Defense Position card", first=True)
def _holder_self_defense(draft: Draft) -> dict[str, Any]:
    """This card while it is in face-up Defense Position."""
    if draft.card.card_type != "Monster":
        raise NoMatch("a monster's position")
    return {"condition": [{"cond": "self_position", "position": "defense"}]}


@production(
    "holder",
    "static12_holder_two_named_own",
    "face-up {a:name} and {b:name} on your field",
    first=True,
)
def _holder_two_named_own(draft: Draft, a: int, b: int) -> dict[str, Any]:
    """The face-up monsters of either name on your field."""
    return {"side": "own", "filter": {"ids": [a, b]}}


@production("traits", "static12_traits_and_they", "{a:trait}, and they {b:traits}")
def _traits_and_they(draft: Draft, a: Parse, b: Parse) -> Mods:
    """Both said of the same monsters ("gain 700 ATK, and they inflict piercing ...")."""
    return build(a, draft) + build(b, draft)


@production(
    "static",
    "static12_then_equipped_named_or",
    "then, if the equipped monster is {a:name} or {d:desc}, it gains additional ATK equal to "
    "{x:amount}",
)
def _then_equipped_named_or(draft: Draft, a: int, d: dict[str, Any], x: Parse) -> None:
    """A further gain of the equipped monster while it bears that name or is of the kind
    described ("a Legend monster whose original Level is 4 or lower"), read as the equipped
    monster's gain of that amount ("its" the equipped monster)."""
    if d.get("count") != 1 or d.get("article") not in ("a", "an") or d.get("plural"):
        raise NoMatch("one monster, with its article")
    if set(d) & {"face", "position", "other", "stat", "place", "names"}:
        raise NoMatch("a position, a stat or a name of the equipped monster")
    kind = to_filter({k: v for k, v in d.items() if k not in ("count", "article")}) or {}
    kind.pop("kind", None)
    if not kind:
        raise NoMatch("any monster")
    gains = build(read("mod", f"the equipped monster gains ATK equal to {render(x)}"), draft)
    chosen = {"any_of": [{"ids": [a]}, kind]}
    _equip_statics(draft, [{**gain, "filter": chosen} for gain in gains], [])


_POSITIONS = {"Attack Position": "attack", "Defense Position": "defense"}

for _words, _position in _POSITIONS.items():

    @production(
        "static",
        f"static12_while_equipped_in_{_position}",
        f"while the equipped monster is in {_words}, it {{t:traits}}",
    )
    def _while_equipped_in(draft: Draft, t: Parse, _p: str = _position) -> None:
        """A change of the equipped monster while it is in that position."""
        traits = [{**trait, "side": "equipped"} for trait in build(t, draft)]
        _equip_statics(draft, traits, [{"cond": "in_position", "of": "equipped", "position": _p}])


@production(
    "static",
    "static12_if_equipped_and_this_card",
    "if {c:cond}, the equipped monster and this card {t:traits}",
)
def _if_equipped_and_this_card(draft: Draft, c: Parse, t: Parse) -> None:
    """A change of the equipped monster and of this Equip Spell itself (its protection: the
    Equip Spell Card is this card) while a condition of the game holds."""
    condition = board_conditions(build(c, draft))
    traits = build(t, draft)
    if any(trait["rule"] != "indestructible" for trait in traits):
        raise NoMatch("a change of a monster, which this card is not")
    _equip_statics(draft, [*({**tr, "side": "equipped"} for tr in traits), *traits], condition)


def _read_name_list(text: str) -> list[int]:
    """Two or more quoted names joined by commas alone ("A", "B", "C"): the first part of a
    list whose last item follows "and"."""
    if not re.fullmatch(r'"[^"]+"(?:, "[^"]+")+', text):
        raise NoMatch(text)
    return read_names(text)


SLOTS["static12_name_list"] = Slot(
    _read_name_list, lambda ids: ", ".join(f'"{name_of(i)}"' for i in ids)
)


@production(
    "holder",
    "static12_holder_names_and_kind_turn_player",
    "face-up {a:static12_name_list}, and {d:desc} on the turn player's field",
)
def _holder_names_and_kind(draft: Draft, a: list[int], d: dict[str, Any]) -> dict[str, Any]:
    """The face-up monsters of those names, and those of the kind described, on the field of
    the player whose turn it is."""
    if d.get("noun") not in ("monster", "Monster") or not d.get("plural"):
        raise NoMatch("monsters of a kind")
    if set(d) & {"count", "all", "upto", "other", "place", "face", "position", "stat", "names"}:
        raise NoMatch("monsters of a plain description")
    if any((card_facts(i) is None or card_facts(i).kind != "monster") for i in a):
        raise NoMatch("a name no monster bears")
    kind = {k: v for k, v in (to_filter(d) or {}).items() if k != "kind"}
    if not kind:
        raise NoMatch("any monster")
    return {"side": "turn", "filter": {"any_of": [{"ids": list(a)}, kind]}}


@production(
    "holder",
    "static12_holder_own_equipped",
    "your {d:desc} equipped with an Equip Spell Card",
    first=True,
)
def _holder_own_equipped(draft: Draft, d: dict[str, Any]) -> dict[str, Any]:
    """Your face-up monsters of the description that an Equip Spell Card is equipped to (a Union
    monster equipped as one included)."""
    holder = build(read("holder", f"your {SLOTS['desc'].render(d)}"), draft)
    if holder.get("side") != "own" or holder.get("not_self"):
        raise NoMatch("your monsters of a kind")
    return {**holder, "equipped": True}
