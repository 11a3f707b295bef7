"""A Trap Card's timing: the event it answers (`draft.trigger`), what must hold then
(`draft.condition`) and the cost paid on activation (`draft.cost`).

"When an opponent's monster declares an attack", "When your opponent Normal Summons a Level 5
or higher monster", "When a monster(s) on your field is destroyed by an opponent's attack or
their card effect", "After your opponent activates a Spell Card", each optionally followed by
"and ..." / "while ..." (conditions) and ", pay 500 LP" (the cost). The category `event` reads
the happening itself; its cards are named in the effect by the event's targets: "the attacking
monster" and "that Normal Summoned monster" (`subject`), "the attack target" (`attack_target`),
and "that monster" after a summon, until the effect chooses a card of its own.

The engine's events (`validator/engine/events.py`) give what each word means: a Normal Summon
is a summon `how` normal or tribute; a Special Summon is special, fusion, ritual or maximum; a
card destroyed "by an opponent's attack" is destroyed in battle during an attack the opponent
declared (`attacker`: the turn player's); "face-up" is read when the Trap is activated.
"""

from __future__ import annotations

import re
from typing import Any

from validator.engine.effects.text.describe import TAIL_KEYS as _TAIL
from validator.engine.effects.text.describe import read_desc, render_desc, to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import SLOTS, Parse, Slot, build, production
from validator.engine.effects.text.names import NoMatch

Event = dict[str, Any]

# ------------------------------------------------------------------------------ the cards

_SOME = re.compile(r"(monster|Monster|card|Spell/Trap Card|Spell Card|Trap Card)\(s\)")


def read_one(text: str) -> dict[str, Any]:
    """A card an event happens to: "a Level 5 or higher monster(s)", "Normal Monster", ...
    (one card, with or without "a"; "(s)" after the noun: one or more, each its own event)."""
    some = _SOME.search(text)
    if some is not None:
        text = text[: some.end() - 3] + text[some.end() :]
        if "(s)" in text:
            raise NoMatch(text)
    desc = read_desc(text)
    if desc.get("all") or desc.get("upto") or desc.get("other") or desc.get("plural"):
        raise NoMatch(text)
    if "count" in desc and "article" not in desc:
        raise NoMatch(text)  # "1 monster": a choice, not an event
    if some is not None:
        desc["some"] = True
    return desc


def render_one(desc: dict[str, Any]) -> str:
    plain = {k: v for k, v in desc.items() if k != "some"}
    full = render_desc(plain)
    if not desc.get("some"):
        return full
    head = render_desc({k: v for k, v in plain.items() if k not in _TAIL})
    return head + "(s)" + full[len(head) :]


SLOTS["one"] = Slot(read_one, render_one)


def _article(d: dict[str, Any], wanted: bool) -> None:
    if ("article" in d) != wanted:
        raise NoMatch("an article where none is written, or none where one is")


def _monster_filter(d: dict[str, Any]) -> dict[str, Any] | None:
    """The filter of a described monster, its kind left out (the event's card is one)."""
    if d.get("noun") not in ("monster", "Monster") or d.get("face") or d.get("position"):
        raise NoMatch("not a monster, or a position the event cannot tell")
    chosen = dict(to_filter(d) or {})
    chosen.pop("kind", None)
    return chosen or None


def _trigger(event: str, **fields: Any) -> Event:
    return {"trigger": {"event": event, **{k: v for k, v in fields.items() if v}}, "condition": []}


# ------------------------------------------------------------------------------ attacks


@production(
    "attacker",
    "trap_opponents_monster",
    "an opponent's {d:one}",
    "your opponent's {d:one}",
)
def _attacker(draft: Draft, d: dict[str, Any]) -> dict[str, Any] | None:
    """The filter of the opponent's attacking monster."""
    _article(d, False)
    return _monster_filter(d)


@production("event", "trap_attack", "{a:attacker} declares an attack")
def _attack(draft: Draft, a: Parse) -> Event:
    made = _trigger("attack", whose="opp", filter=build(a, draft))
    made["that"] = "subject"  # "That monster loses ...": the attacking monster
    return made


@production("event", "trap_direct_attack", "{a:attacker} declares a direct attack")
def _direct(draft: Draft, a: Parse) -> Event:
    return _trigger("attack", whose="opp", how=["direct"], filter=build(a, draft))


def _shown(a: Parse, t: dict[str, Any]) -> bool:
    """A target that cannot be face-down (a face-down one is `timings.py`'s)."""
    face, position = t.get("face"), t.get("position")
    return face != "face-down" and (position != "Defense Position" or face == "face-up")


@production(
    "event",
    "trap_attack_targeting",
    "{a:attacker} declares an attack targeting your {t:one}",
    "{a:attacker} declares an attack targeting your {t:one} on your field",
    accepts=_shown,
)
def _targeting(draft: Draft, a: Parse, t: dict[str, Any]) -> Event:
    _article(t, False)
    face, position = t.get("face"), t.get("position")
    made = _trigger("attack", whose="opp", how=["monster"], filter=build(a, draft))
    target = _monster_filter({k: v for k, v in t.items() if k not in ("face", "position")})
    if position == "Attack Position" or (face, position) == ("face-up", "Defense Position"):
        wanted = "attack" if position == "Attack Position" else "defense"
    elif face == "face-up" and position is None:
        wanted = ""
    elif face is None and position is None and target is None:
        return made  # any monster of yours, face-up or face-down
    else:
        # A face-down monster has no Type or ATK to read; a Defense Position one may be
        # face-down.
        raise NoMatch("a target that may be face-down")
    # The attacked monster is as described when the Trap is activated.
    condition: dict[str, Any] = {"cond": "attack_target", "filter": {"kind": "monster"}}
    condition["filter"].update(target or {})
    if wanted:
        condition["position"] = wanted
    made["condition"].append(condition)
    return made


# ------------------------------------------------------------------------------ summons

_NORMAL = ["normal", "tribute"]
_SPECIAL = ["special", "fusion", "ritual", "maximum"]


def _summon(d: dict[str, Any], how: list[str], whose: str = "opp", faceup: bool = False) -> Event:
    _article(d, True)
    made = _trigger("summon", whose=whose, how=how, filter=_monster_filter(d))
    if faceup:
        made["condition"].append({"cond": "subject", "filter": {"kind": "monster"}})
    made["that"] = "subject"
    return made


@production("event", "trap_normal_summon", "your opponent Normal Summons {d:one}")
def _normal_summon(draft: Draft, d: dict[str, Any]) -> Event:
    return _summon(d, _NORMAL)


@production("event", "trap_special_summon", "your opponent Special Summons {d:one}")
def _special_summon(draft: Draft, d: dict[str, Any]) -> Event:
    return _summon(d, _SPECIAL)


@production("event", "trap_special_summon_faceup", "your opponent Special Summons {d:one} face-up")
def _special_summon_faceup(draft: Draft, d: dict[str, Any]) -> Event:
    return _summon(d, _SPECIAL, faceup=True)


@production(
    "event",
    "trap_any_summon",
    "your opponent Normal or Special Summons {d:one}",
    "your opponent Normal Summons or Special Summons {d:one}",
)
def _any_summon(draft: Draft, d: dict[str, Any]) -> Event:
    return _summon(d, [])


@production(
    "event",
    "trap_any_summon_faceup",
    "your opponent Normal or Special Summons {d:one} face-up",
    "your opponent Normal Summons or Special Summons {d:one} face-up",
)
def _any_summon_faceup(draft: Draft, d: dict[str, Any]) -> Event:
    return _summon(d, [], faceup=True)


@production("event", "trap_player_summon", "a player Normal or Special Summons {d:one}")
def _player_summon(draft: Draft, d: dict[str, Any]) -> Event:
    return _summon(d, [], whose="any")


# ------------------------------------------------------------------------------ destruction


def _destroyed(d: dict[str, Any], how: list[str], by_attack: bool, by_effect: bool) -> Event:
    """A card of yours destroyed: by an attack the opponent declared (in battle), by the
    opponent's card effect, or either."""
    if d.get("face") or d.get("position"):
        raise NoMatch("a position the destroyed card no longer has")
    if d.get("stat") in ("ATK", "DEF"):
        raise NoMatch("an ATK or DEF the destroyed card no longer has")
    chosen = to_filter(d)
    return _trigger(
        "destroyed",
        whose="own",
        by="opp" if by_effect else None,
        how=how,
        attacker="opp" if by_attack else None,
        filter=chosen,
    )


@production(
    "event",
    "trap_destroyed_attack_or_effect",
    "{d:one} on your field is destroyed by an opponent's attack or their card effect",
)
def _destroyed_either(draft: Draft, d: dict[str, Any]) -> Event:
    _article(d, True)
    return _destroyed(d, [], by_attack=True, by_effect=True)


@production(
    "event",
    "trap_destroyed_attack",
    "{d:one} on your field is destroyed by an opponent's attack",
    "{d:one} on your field is destroyed in battle by an opponent's attack",
)
def _destroyed_attack(draft: Draft, d: dict[str, Any]) -> Event:
    _article(d, True)
    return _destroyed(d, ["battle"], by_attack=True, by_effect=False)


@production(
    "event",
    "trap_your_destroyed_attack",
    "your {d:one} is destroyed by an opponent's attack",
    "your {d:one} is destroyed by an opponent's monster's attack",
)
def _your_destroyed_attack(draft: Draft, d: dict[str, Any]) -> Event:
    _article(d, False)
    return _destroyed(d, ["battle"], by_attack=True, by_effect=False)


@production(
    "event",
    "trap_destroyed_effect",
    "{d:one} on your field is destroyed by an opponent's card effect",
)
def _destroyed_effect(draft: Draft, d: dict[str, Any]) -> Event:
    _article(d, True)
    return _destroyed(d, ["effect"], by_attack=False, by_effect=True)


@production("event", "trap_destroyed_battle", "{d:one} is destroyed by battle")
def _destroyed_battle(draft: Draft, d: dict[str, Any]) -> Event:
    _article(d, True)
    if d.get("face") or d.get("position") or d.get("stat") in ("ATK", "DEF"):
        raise NoMatch("what the destroyed card no longer has")
    return _trigger("destroyed", how=["battle"], filter=to_filter(d))


# ------------------------------------------------------------------------------ moves


@production(
    "event",
    "trap_opp_adds_from_gy",
    "your opponent adds {d:one} from the GY to their hand",
)
def _adds_from_gy(draft: Draft, d: dict[str, Any]) -> Event:
    _article(d, True)
    if d.get("face") or d.get("position"):
        raise NoMatch("a position in the GY")
    return _trigger("to_hand", whose="opp", by="opp", how=["gy"], filter=to_filter(d))


@production(
    "event",
    "trap_sent_from_opp_field",
    "{d:one} is sent from your opponent's field to the GY",
)
def _sent_from_field(draft: Draft, d: dict[str, Any]) -> Event:
    _article(d, True)
    if d.get("face") or d.get("position") or d.get("stat") in ("ATK", "DEF"):
        raise NoMatch("what the card no longer has in the GY")
    return _trigger("left_field", whose="opp", how=["gy"], filter=to_filter(d))


@production(
    "event",
    "trap_returned_from_gy",
    "{d:one} is returned from either GY to the Deck",
)
def _returned_from_gy(draft: Draft, d: dict[str, Any]) -> Event:
    _article(d, True)
    if d.get("face") or d.get("position"):
        raise NoMatch("a position in the GY")
    return _trigger("to_deck", how=["gy"], filter=to_filter(d))


@production("event", "trap_opp_draws", "your opponent draws a card")
def _draws(draft: Draft) -> Event:
    return _trigger("draw", whose="opp")


@production(
    "event", "trap_opp_normal_draw", "your opponent conducts a normal draw during the Draw Phase"
)
def _opp_normal_draw(draft: Draft) -> Event:
    # A hand dealt (the opening hand, a relay duelist's) is no normal draw: `how` deal.
    return _trigger("draw", whose="opp", how=["normal"])


@production("event", "trap_own_normal_draw", "you conduct a normal draw during the Draw Phase")
def _own_normal_draw(draft: Draft) -> Event:
    return _trigger("draw", whose="own", how=["normal"])


@production("event", "trap_during_their_turn", "{e:event} during their turn")
def _during_their_turn(draft: Draft, e: Parse) -> Event:
    """An opponent's summon or draw made in their own turn."""
    made = build(e, draft)
    trigger = made["trigger"]
    if trigger["event"] not in ("summon", "draw") or trigger.get("whose") != "opp":
        raise NoMatch("'their turn' is the turn of the opponent who summons or draws")
    made["condition"].append({"cond": "turn", "whose": "opp"})
    return made


# ------------------------------------------------------------------------------ the timing


def _answer(draft: Draft, e: Parse) -> None:
    """The event's trigger and conditions into the draft."""
    event = build(e, draft)
    if draft.trigger is not None:
        raise NoMatch("a second timing")
    draft.trigger = event["trigger"]
    draft.condition += event["condition"]
    draft.that = event.get("that")


def _pay(draft: Draft, s: Parse) -> None:
    """The cost; "that monster" in the effect never names what it chose."""
    draft.cost += build(s, draft)
    draft.last_pick = None


@production("timing", "trap_when", "when {e:event}")
def _when(draft: Draft, e: Parse) -> None:
    _answer(draft, e)


@production("timing", "trap_when_cost", "when {e:event}, {s:steps}")
def _when_cost(draft: Draft, e: Parse, s: Parse) -> None:
    _answer(draft, e)
    _pay(draft, s)


@production(
    "timing",
    "trap_when_while",
    "when {e:event} while {c:cond}",
    "when {e:event} and {c:cond}",
)
def _when_while(draft: Draft, e: Parse, c: Parse) -> None:
    _answer(draft, e)
    draft.condition += build(c, draft)


@production("timing", "trap_when_while_cost", "when {e:event} while {c:cond}, {s:steps}")
def _when_while_cost(draft: Draft, e: Parse, c: Parse, s: Parse) -> None:
    _when_while(draft, e, c)
    _pay(draft, s)


@production(
    "timing",
    "trap_when_alone",
    "when {e:event} while they have no other monsters on their field",
)
def _when_alone(draft: Draft, e: Parse) -> None:
    _answer(draft, e)
    if draft.trigger is None or draft.trigger["event"] != "summon":
        raise NoMatch("'no other monsters' than a summoned one")
    if draft.trigger.get("whose") != "opp":
        raise NoMatch("'their field' is the summoning opponent's")
    draft.condition.append({"cond": "subject_alone"})


@production("timing", "trap_opp_turn", "during your opponent's turn, {t:timing}")
def _opp_turn(draft: Draft, t: Parse) -> None:
    build(t, draft)
    draft.condition.append({"cond": "turn", "whose": "opp"})


@production("timing", "trap_after_spell", "after your opponent activates a Spell Card")
def _after_spell(draft: Draft) -> None:
    if draft.trigger is not None:
        raise NoMatch("a second timing")
    draft.trigger = {"event": "activate", "whose": "opp", "how": ["spell"]}


@production("condition", "trap_lp_lower_than_theirs", "your LP are lower than theirs")
def _lp_lower(draft: Draft) -> list[dict[str, Any]]:
    return [{"cond": "lp_lower"}]


# ------------------------------------------------------------------------------ the battle


def _battle_answered(draft: Draft) -> None:
    trigger = draft.trigger
    if trigger is None or trigger["event"] != "attack" or "direct" in trigger.get("how", []):
        raise NoMatch("'that battle' is the battle of an attack on a monster the Trap answers")


def _unbroken(target: Any) -> dict[str, Any]:
    return {"op": "protect", "target": target, "from": "battle", "until": "end_of_battle"}


@production("op", "trap_unbroken_that_battle", "{t:target} cannot be destroyed by that battle")
def _unbroken_one(draft: Draft, t: dict[str, Any]) -> list[dict[str, Any]]:
    _battle_answered(draft)
    return [_unbroken(draft.target(t))]


@production(
    "op", "trap_unbroken_that_battle#2", "this turn, {t:target} cannot be destroyed by that battle"
)
def _unbroken_this_turn(draft: Draft, t: dict[str, Any]) -> list[dict[str, Any]]:
    """ "This turn" (「このターン、戦闘では破壊されない」): by no battle of this turn, the one
    answered and any other."""
    _battle_answered(draft)
    return [{**_unbroken(draft.target(t)), "until": "end_of_turn"}]


@production("op", "trap_monsters_unbroken", "monsters cannot be destroyed by that battle")
def _unbroken_both(draft: Draft) -> list[dict[str, Any]]:
    """Neither the attacking monster nor the attacked one."""
    _battle_answered(draft)
    return [_unbroken("subject"), _unbroken("attack_target")]


@production(
    "op",
    "trap_redirect_attack",
    "you choose the attack target for your opponent's attack",
    "you choose which of your monsters becomes the attack target for your opponent's attack",
)
def _redirect(draft: Draft) -> list[dict[str, Any]]:
    """One of your monsters, chosen as the effect resolves, is attacked instead."""
    trigger = draft.trigger
    if trigger is None or trigger["event"] != "attack" or trigger.get("whose") != "opp":
        raise NoMatch("'your opponent's attack' is the attack the Trap answers")
    chosen = draft.pick("own_monsters", {})
    return [{"op": "redirect_attack", "target": {"pick": chosen}}]
