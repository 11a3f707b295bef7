"""More rules said by an effect: a monster that is the 2 Tributes of a Tribute Summon said as
a case ("if you Tribute Summon ..., this face-up card can be treated as 2 Tributes"), how
many times a card may still be activated, the effects of a summoned monster and of named
cards that cannot be activated, kinds of Spell Cards nobody may activate, a player rule that
lasts while this card stays face-up or follows an operation of a case ("If you do, ..."), a
face-down card looked at before an operation on it, Set cards that cannot be activated, the
attack a Trap answers (redirected, or negated before damage), and a number of cards of a kind
the requirement sent."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.battle_amounts import _cost, _stat
from validator.engine.effects.text.productions.change_more import _double_tribute, _one_kind
from validator.engine.effects.text.productions.changes import _lasting
from validator.engine.effects.text.productions.leftovers import _hidden, _look
from validator.engine.effects.text.productions.modify import _kind_of_monsters
from validator.engine.effects.text.productions.modify import _no_effects_of as _no_effects_of_kind
from validator.engine.effects.text.productions.rules import _only_special
from validator.engine.effects.text.productions.summons import _DOERS
from validator.engine.effects.text.productions.traps import _redirect

Steps = list[dict[str, Any]]


# ------------------------------------------------------------------------- 2 Tributes


@production(
    "change",
    "rules3_double_tribute_if",
    "if you Tribute Summon {d:desc} in Attack Position, {t:target} can be treated as 2 Tributes",
    "if you would Tribute Summon {d:desc} in Attack Position, you can treat {t:target} as 2 "
    "Tributes",
    accepts=lambda d, t: _one_kind(d),
)
def _double_tribute_if(draft: Draft, d: dict[str, Any], t: dict[str, Any]) -> Steps:
    """The case said first, the same rule as "... can be treated as 2 Tributes for the Tribute
    Summon of ... in Attack Position" (`change_double_tribute`)."""
    return _double_tribute(draft, t, d)


# ------------------------------------------------------------------- activations counted


@production("change", "rules3_activation_limit", "you can only activate up to {n} {names}")
def _activation_limit(draft: Draft, n: int, names: list[int]) -> Steps:
    """At most n more activations of cards of these names (every card of the name counts)."""
    return [{"op": "restrict", "rule": "activation_limit", "filter": {"ids": names}, "count": n}]


# ----------------------------------------------- effects of a summoned monster and names


@production(
    "change",
    "rules3_no_effects_of_target_or",
    "you cannot activate the effects of {t:target} or {names}",
    accepts=lambda t, names: t.get("ref") is not None,
)
def _no_effects_of_target_or(draft: Draft, t: dict[str, Any], names: list[int]) -> Steps:
    """The monster the effect summoned (that card while it stays on the field) and every
    monster of these names."""
    target = draft.target(t)
    if target != "moved":
        raise NoMatch("not the monster this effect summoned to your field")
    return [
        {"op": "grant", "target": target, "ability": "cannot_activate"},
        {"op": "restrict", "rule": "no_activation", "kind": "monster", "filter": {"ids": names}},
    ]


@production(
    "change",
    "rules3_only_special_no_effects",
    "you can only Special Summon {d:desc}, and cannot activate the effects of {e:desc}",
)
def _only_special_no_effects(draft: Draft, d: dict[str, Any], e: dict[str, Any]) -> Steps:
    return _only_special(draft, d) + _no_effects_of_kind(draft, e)


# ------------------------------------------------------------------ no Traps on attacks


@production(
    "change",
    "rules3_no_traps_on_your_attacks",
    "your opponent cannot activate Trap Cards when your {d:desc} declare attacks",
)
def _no_traps_on_your_attacks(draft: Draft, d: dict[str, Any]) -> Steps:
    """A rule over your attacks: the opponent activates no Trap when a monster of yours of
    that kind declares an attack."""
    if not d.get("plural"):
        raise NoMatch("a kind of monsters")
    chosen = _kind_of_monsters(d)
    if chosen is None:
        raise NoMatch("every monster: 'your monsters'")
    return [{"op": "restrict", "rule": "no_traps_on_attack", "filter": chosen}]


# ------------------------------------------------------------ while this card is face-up

_WHILE_FACEUP = {
    "this turn, while this card is face-up, ": "end_of_turn",
    "until the end of your opponent's next turn, while this card is face-up, ": (
        "end_of_opp_next_turn"
    ),
}


for _words, _until in _WHILE_FACEUP.items():

    @production("op", f"rules3_while_faceup_{_until}", _words + "{c:change}")
    def _while_faceup(draft: Draft, c: Parse, _u: str = _until) -> Steps:
        """Rules over players, said by a monster's effect, that end with the time said or
        as soon as this card leaves the field or is turned face-down."""
        if draft.card.card_type != "Monster":
            raise NoMatch("a monster's face-up time")
        steps = build(c, draft)
        if not steps or any(step["op"] != "restrict" for step in steps):
            raise NoMatch("only rules over players")
        for step in steps:
            step["while"] = "faceup"
        return _lasting(steps, _u)


# ------------------------------------------------------------------- look at, then ...


@production(
    "op",
    "rules3_look_then",
    "look at {t:target}, and {o:op}",
    accepts=lambda t, o: _hidden(t),
)
def _look_then(draft: Draft, t: dict[str, Any], o: Parse) -> Steps:
    """Face-down cards of the opponent chosen and looked at, then the operation on them
    ("it", "them")."""
    looked = _look(draft, draft.target(t))
    return [*looked, *build(o, draft)]


# ----------------------------------------------------------------- the attack answered


@production(
    "op",
    "rules3_choose_attack_target",
    "choose which of your monsters becomes the attack target for your opponent's attack",
)
def _choose_attack_target(draft: Draft) -> Steps:
    """Said after "you can" (`trap_redirect_attack` reads "you choose ..."): one of your
    monsters, chosen as the effect resolves, is attacked instead."""
    return _redirect(draft)


def _attack_answered(draft: Draft) -> None:
    trigger = draft.trigger
    if trigger is None or trigger.get("event") != "attack" or trigger.get("or"):
        raise NoMatch("'the attack' names no attack answered")


@production(
    "steps",
    "rules3_negate_and_damage",
    "negate the attack, and inflict damage to your opponent equal to [that monster's "
    "{s:stat_word}]",
)
def _negate_and_damage(draft: Draft, s: str) -> Steps:
    """The attack answered negated, then damage by the attacking monster's ATK (「その攻撃を無効に
    し、そのモンスターの攻撃力分のダメージを相手に与える」): "that monster" is the attacker the Trap
    answers, still on the field."""
    _attack_answered(draft)
    if draft.that not in (None, "subject") or draft.last_pick is not None:
        raise NoMatch("'that monster' is not the attacking monster")
    amount = {"per": 1, "count": _stat(draft, s, "subject")}
    return [{"op": "negate_attack"}, {"op": "damage", "amount": amount}]


# ------------------------------------------------------------- Set cards that cannot be used

_UNTIL_THEIR_NEXT_TURN = (
    " cannot be activated until the end of your opponent's next turn",
    " cannot be activated until the end of their next turn",
)


def _set_spell_traps(draft: Draft, target: Any) -> bool:
    """A pick among the opponent's Set Spell/Trap Cards."""
    if not (isinstance(target, dict) and "pick" in target):
        return False
    return draft.picks[target["pick"]].get("from") in _SET_SOURCES


_SET_SOURCES = frozenset({"opp_set", "opp_szone_set"})


@production(
    "op",
    "rules3_seal",
    *("{t:target}" + words for words in _UNTIL_THEIR_NEXT_TURN),
)
def _seal(draft: Draft, t: dict[str, Any]) -> Steps:
    """Face-down Spell/Trap Cards of the opponent (chosen now, or just before: "that card")
    that cannot be activated until the end of the opponent's next turn (「そのカードは次の相手
    ターン終了時まで発動できない」); one that leaves the field is free of it."""
    target = draft.target(t)
    if not _set_spell_traps(draft, target):
        raise NoMatch("not the opponent's Set Spell/Trap Cards")
    return [{"op": "seal", "target": target, "until": "end_of_opp_next_turn"}]


# --------------------------------------------------------------- kinds of Spell Cards

_WHO = {"you": "own", "your opponent": "opp", "neither player": "each"}


def _spell_kind(d: dict[str, Any]) -> dict[str, Any]:
    """The filter of a kind of Spell Cards ("Normal Spell Cards", "Field Spell Cards")."""
    if d.get("noun") != "Spell" or not d.get("plural") or set(d) != {"noun", "plural", "subtype"}:
        raise NoMatch("a kind of Spell Cards by its subtype")
    chosen = to_filter(d) or {}
    chosen.pop("kind", None)
    if set(chosen) != {"subtype"}:
        raise NoMatch("a subtype the filter does not keep")
    return chosen


for _player, _who in _WHO.items():
    _words = "neither player can" if _player == "neither player" else f"{_player} cannot"

    @production("change", f"rules3_{_who}_no_spell_kind", f"{_words} activate {{d:desc}}")
    def _no_spell_kind(draft: Draft, d: dict[str, Any], _w: str = _who) -> Steps:
        """A rule over a kind of Spell Cards: the player(s) cannot activate them."""
        made: dict[str, Any] = {"op": "restrict", "rule": "no_activation", "kind": "spell"}
        if _w != "own":
            made["who"] = _w
        made["filter"] = _spell_kind(d)
        return [made]


# ------------------------------------------------------- cards the requirement sent, counted


@production(
    "condition",
    "rules3_sent_some_to_meet",
    "you sent {d:desc} to the GY to meet the requirement",
    accepts=lambda d: d.get("count", 1) >= 2 and bool(d.get("plural")),
    first=True,
)
def _sent_some_to_meet(draft: Draft, d: dict[str, Any]) -> list[dict[str, Any]]:
    """At least that many of the cards the requirement sent to the GY are as described ("2
    Normal Spell Cards"; their facts as printed, as they are there)."""
    if draft.category != "sentence":
        raise NoMatch("what the requirement sent, outside the effect")
    if set(d) & {"all", "upto", "andor", "other", "face", "position", "article", "except"}:
        raise NoMatch("a number of cards of one kind")
    _cost(draft, "sent to the GY", monsters=False)
    chosen = to_filter({k: v for k, v in d.items() if k not in ("count", "plural")})
    if not chosen:
        raise NoMatch("any cards at all")
    counted = {"counter": "number", "of": "cost", "filter": chosen}
    return [{"cond": "count", "count": counted, "min": d["count"]}]


# ------------------------------------------------------ a rule after a conditional operation


@production("sentence", "rules3_if_you_do_rule", "if you do, {s:steps}")
def _if_you_do_rule(draft: Draft, s: Parse) -> None:
    """A rule over players that follows an operation done only in some case ("Then, if ...,
    you can draw 1 card. If you do, you cannot ..."): it goes right after that operation,
    inside the case and the "you can" part (`if_you_do` reads the operation outside any case)."""
    steps = draft.effect
    while steps and steps[-1]["op"] in ("may", "if") and not steps[-1].get("else"):
        steps = steps[-1]["then"]
    if not steps or steps[-1]["op"] not in _DOERS:
        raise NoMatch("no operation before it says what was done")
    then = build(s, draft)
    if not then or any(step["op"] != "restrict" for step in then):
        raise NoMatch("only rules over players")
    steps.append({"op": "if", "condition": [{"cond": "moved"}], "then": then})
