"""One operation on the cards of two targets together: "A and B".

- "Destroy 2 face-up Normal Monsters on your field and 1 face-up Level 8 or lower monster on
  your opponent's field" (自分フィールドの表側表示の通常モンスター２体と、相手フィールドの表側表示
  モンスター（レベル８以下）１体を選んで破壊する).
- "Make 2 face-up Reptile Type monsters on your field and 1 face-up ... monster on your
  opponent's field lose 1500 ATK until the end of this turn".
- "Change 1 Attack Position "A" on your field and 1 Attack Position monster on your opponent's
  field to face-up Defense Position", "Change that Normal Summoned monster and 1 Attack
  Position ... monster on your field to face-up Defense Position".
- "Shuffle 1 face-up Level 6 monster on your field and 1 ... monster on your opponent's field
  into the owner's Deck".
- "Return the attack target and the attacking monster to the owner's hand".

Each is the operation the words read with the first target alone, acting on the cards of both
targets at once (the target `and`): one destruction, one move, one change, as the Japanese
says (選んで...する: both are chosen, then the operation is done to them together). Both are
chosen as the effect resolves, the first then the second; the effect is activated only when
both can be. The two targets never hold the same card: they are on different sides of the
field, or the card of the event (an opponent's monster) and monsters on your field, or the
attacking monster and the attack target.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import SLOTS, Slot, build, production, read_each
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.slots import REFERENCES, render_target

Steps = list[dict[str, Any]]


def _words(text: str) -> str:
    """The rest of a clause after its second target (re-read with the first target alone)."""
    if not text or text != text.strip():
        raise NoMatch(text)
    return text


SLOTS["ops_pairs_rest"] = Slot(_words, str)


def _opponents_event(draft: Draft) -> bool:
    """Whether the event answered is an opponent's monster's doing (their summon or attack):
    its card is a monster of theirs."""
    trigger = draft.trigger
    return (
        trigger is not None
        and not trigger.get("or")
        and trigger.get("whose") == "opp"
        and trigger.get("event") in ("summon", "attack")
    )


def _apart(draft: Draft, a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Whether the two targets can never hold the same card."""
    if "ref" in a or "ref" in b:
        refs = {REFERENCES.get(t.get("ref", ""), "") for t in (a, b) if "ref" in t}
        if "ref" in a and "ref" in b:
            return refs == {"subject", "attack_target"} and _opponents_event(draft)
        other = b if "ref" in a else a
        return (
            refs == {"subject"}
            and _opponents_event(draft)
            and other.get("place", {}).get("side") == "own"
            and other["place"].get("zone") == "field"
        )
    if "place" not in a or "place" not in b:
        return False
    sides = {a["place"]["side"], b["place"]["side"]}
    if sides == {"own"}:  # "from your field and ... from your hand": places apart
        return not _ZONES[a["place"]["zone"]] & _ZONES[b["place"]["zone"]]
    return sides == {"own", "opp"}


_ZONES = {
    "field": {"field"},
    "gy": {"gy"},
    "hand": {"hand"},
    "deck": {"deck"},
    "extra": {"extra"},
    "hand_gy": {"hand", "gy"},
}
"""The places a target's zone covers: two targets of one side are apart when theirs are."""


def _pair(draft: Draft, verb: str, a: dict[str, Any], b: dict[str, Any], rest: str) -> Steps:
    """The operation read with the first target alone, on the cards of both targets."""
    if not _apart(draft, a, b):
        raise NoMatch("two targets that may hold the same card")
    alone = f"{verb} {render_target(a)}{rest}"
    picks, last_pick = len(draft.picks), draft.last_pick
    for parse in read_each("op", alone):
        try:
            steps = build(parse, draft)
        except NoMatch:
            del draft.picks[picks:]
            draft.last_pick = last_pick
            continue
        if len(steps) != 1 or "target" not in steps[0]:
            del draft.picks[picks:]
            draft.last_pick = last_pick
            continue
        first, made = steps[0]["target"], len(draft.picks) - picks
        if first != {"pick": picks} if made == 1 else made or not isinstance(first, str):
            raise NoMatch("an operation on its one chosen target or a card named before")
        second = draft.target(b)
        if not (isinstance(second, str) or second == {"pick": len(draft.picks) - 1}):
            raise NoMatch("a chosen second target")
        step = dict(steps[0])
        step["target"] = {"and": [first, second]}
        return [step]
    raise NoMatch(f"no operation reads {alone!r}")


@production("op", "ops_pairs_destroy", "destroy {a:target} and {b:target}")
def _destroy(draft: Draft, a: dict[str, Any], b: dict[str, Any]) -> Steps:
    return _pair(draft, "destroy", a, b, "")


@production("op", "ops_pairs_make", "make {a:target} and {b:target} {r:ops_pairs_rest}")
def _make(draft: Draft, a: dict[str, Any], b: dict[str, Any], r: str) -> Steps:
    return _pair(draft, "make", a, b, f" {r}")


@production("op", "ops_pairs_change", "change {a:target} and {b:target} to {r:ops_pairs_rest}")
def _change(draft: Draft, a: dict[str, Any], b: dict[str, Any], r: str) -> Steps:
    return _pair(draft, "change", a, b, f" to {r}")


@production("op", "ops_pairs_shuffle", "shuffle {a:target} and {b:target} into {r:ops_pairs_rest}")
def _shuffle(draft: Draft, a: dict[str, Any], b: dict[str, Any], r: str) -> Steps:
    return _pair(draft, "shuffle", a, b, f" into {r}")


@production("op", "ops_pairs_return", "return {a:target} and {b:target} to {r:ops_pairs_rest}")
def _return(draft: Draft, a: dict[str, Any], b: dict[str, Any], r: str) -> Steps:
    return _pair(draft, "return", a, b, f" to {r}")
