"""The encoding a card's clauses build, one clause at a time.

Productions add to a `Draft`: conditions, picks, cost and effect steps, modifiers, the trigger.
A description with a place becomes a pick (or every matching card, for "all"); "that monster"
and "it" name the latest pick, or before any pick what the draft says they name (`that`: a
Trap's summoned monster).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from validator.engine.effects.text.describe import RELATIONS, SAME_FACTS, to_filter
from validator.engine.effects.text.grammar import Parse, build
from validator.engine.effects.text.names import NoMatch, card_facts
from validator.engine.effects.text.slots import REFERENCES
from validator.engine.effects.text.source import CardText

_OPP_NORMAL_SUMMONED = "that opponent's Normal Summoned monster"

_EVENT_REFERENCES = {
    "self": "self",
    "subject": "subject",
    "attack_target": "attack_target",
    "equipped": "equipped",
}


def field_zone(desc: dict[str, Any]) -> str:
    """The field zone a description chooses from: monsters, face-up ones, Spells/Traps, ..."""
    noun = desc.get("noun")
    face, position = desc.get("face"), desc.get("position")
    if noun in ("Spell/Trap", "Spell", "Trap"):
        if noun == "Spell/Trap" and face == "face-down" and not position:
            return "set"  # a Set card's kind is hidden: any Set card
        if face == "face-up" and not position:
            return "faceup_spelltraps"  # "1 face-up Field Spell Card"
        if face or position:
            raise NoMatch("a face-up or face-down Spell/Trap")
        return "spelltraps"
    if noun == "card":
        if face == "face-down" and not position:
            return "hidden"  # a face-down monster or a Set Spell/Trap
        if face == "face-up" and not position:
            return "faceup_cards"  # a face-up monster or a face-up Spell/Trap
        if face or position:
            raise NoMatch("a face-up or face-down card")
        return "field"
    if noun is None and not face and not position:
        return "field"  # a card by name: a monster or a Spell/Trap
    if noun is None and face == "face-up" and not position and desc.get("names"):
        # a card by name, face-up: a face-up monster, or a face-up Spell/Trap ("Umi")
        kinds = {_kind_of(card_id) for card_id in desc["names"]}
        if kinds == {"monster"}:
            return "faceup"
        return "faceup_spelltraps" if "monster" not in kinds else "faceup_cards"
    zone = {
        (None, None): "monsters",
        ("face-up", None): "faceup",
        ("face-down", None): "facedown",
        (None, "Attack Position"): "attack",
        ("face-up", "Attack Position"): "attack",
        (None, "Defense Position"): "defense",
        ("face-up", "Defense Position"): "faceup_defense",
        ("face-down", "Defense Position"): "facedown",
    }.get((face, position))
    if zone is None:
        raise NoMatch(f"{face} {position}")
    return zone


def _kind_of(card_id: int) -> str:
    """Whether a named card is a monster, a Spell or a Trap (a name no card bears: a monster)."""
    card = card_facts(card_id)
    return card.kind if card is not None else "monster"


def source_of(desc: dict[str, Any], place: dict[str, str]) -> str:
    """The pick source of a description at a place ("own_faceup", "opp_gy", ...)."""
    zone = place["zone"]
    if zone == "field":
        zone = field_zone(desc)
    elif desc.get("face") or desc.get("position"):
        raise NoMatch("a position off the field")
    source = f"{place['side']}_{zone}"
    return source


def _zone_filter(source: str, chosen: dict[str, Any] | None) -> dict[str, Any] | None:
    """A filter without what the zone says already: every card in a Spell & Trap Zone is a
    Spell/Trap (and a filter that asks nothing lets a pick choose face-down cards)."""
    if source.endswith(_SPELL_SOURCES) and chosen == {"kind": ["spell", "trap"]}:
        return None
    if source.endswith(_FACEDOWN_SOURCES) and chosen:
        raise NoMatch("a face-down card's facts are hidden")
    return chosen


def zone_filter(desc: dict[str, Any], source: str) -> dict[str, Any] | None:
    """The filter of a description read at a source, without what the zone says already (a
    condition's or a counter's: the Set cards of a Spell & Trap Zone are Spell/Trap Cards too);
    raises NoMatch for facts asked of face-down cards."""
    return _zone_filter(source, to_filter(desc))


_SPELL_SOURCES = ("_spelltraps", "_set", "_szone", "_szone_set", "_faceup_spelltraps")
_FACEDOWN_SOURCES = ("_set", "_szone_set", "_hidden")
_OWN_SPELL_SOURCES = frozenset(
    f"{side}_{zone}"
    for side in ("own", "all")
    for zone in ("spelltraps", "szone", "field", "faceup_spelltraps", "faceup_cards")
)


def _relation(words: str, last_pick: int | None, that: Any = None) -> dict[str, Any]:
    """A pick's `relate` for the words comparing a card with this card or "that monster" (the
    last pick; before any, with `subject`, the card of the event a Trap answers: `that`)."""
    fact, rel, of_fact, of = RELATIONS[words]
    relation: dict[str, Any] = {"fact": fact, "rel": rel}
    if of_fact != fact:
        relation["of_fact"] = of_fact
    if of == "subject":
        if last_pick is not None or that != "subject":
            raise NoMatch("'that monster' names no card of the event")
        relation["of_subject"] = True
    if of in ("that", "cost"):
        if last_pick is None:
            raise NoMatch("'that monster' names no earlier choice")
        relation["of_pick"] = last_pick
    elif of == "normal_gy":
        relation["of_any"] = {"from": "own_gy", "filter": {"kind": "monster", "normal": True}}
    elif of == "own_faceup":
        relation["of_any"] = {"from": "own_faceup", "filter": {"kind": "monster"}}
    return relation


def every_step(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The steps and, after each, the steps of its parts ("you can", "if"), all of them."""
    out = []
    for step in steps:
        out.append(step)
        out += every_step(step.get("then", [])) + every_step(step.get("else", []))
    return out


def sends_to_gy(step: dict[str, Any]) -> bool:
    """A step whose cards count as "sent to the GY by this effect" (`Ctx.sent`)."""
    if step["op"] == "place_excavated":
        return step.get("place") == "gy"
    return step["op"] in ("send", "mill", "self_to_gy")


UP_TO_MOVES = frozenset(
    {"destroy", "to_deck", "to_hand", "send", "to_defense", "to_attack", "to_facedown"}
)
"""The operations on cards chosen "up to" an amount ("destroy", "shuffle into the Deck", "add
to the hand", "send to the GY", "change to face-up Defense / Attack Position or to face-down
Defense Position")."""
_NOT_COUNTLESS = frozenset({"count", "all", "upto", "article", "andor", "each", "highest"})


def countless(o: Parse) -> bool:
    """Whether an operation reads one target of cards described without a count ("Attack
    Position monsters on your opponent's field"), to be chosen up to an amount."""
    targets = [v for v in o.values.values() if isinstance(v, dict) and "desc" in v]
    if len(targets) != 1:
        return False
    desc = targets[0]["desc"]
    return bool(desc.get("plural")) and not set(desc) & _NOT_COUNTLESS


@dataclass
class Draft:
    """One effect of a card being built; `extra` holds further effects (statics elsewhere)."""

    card: CardText
    kind: str
    condition: list[dict[str, Any]] = field(default_factory=list)
    picks: list[dict[str, Any]] = field(default_factory=list)
    cost: list[dict[str, Any]] = field(default_factory=list)
    alternatives: list[dict[str, Any]] = field(default_factory=list)  # "A, or B": one is met
    effect: list[dict[str, Any]] = field(default_factory=list)
    modifiers: list[dict[str, Any]] = field(default_factory=list)
    trigger: dict[str, Any] | None = None
    equip: dict[str, Any] | None = None
    ritual: dict[str, Any] | None = None
    choices: list[dict[str, Any]] = field(default_factory=list)
    extra: list[dict[str, Any]] = field(default_factory=list)
    last_pick: int | None = None
    subject: Any = None  # the one card a clause is about, when "it"/"its" name it
    category: str = ""  # the top-level category of the clause being built ("requirement", ...)
    that: Any = None  # what "that monster" names before any pick (a target of the language)
    trunk: list[dict[str, Any]] | None = None  # the effect's own steps while `effect` is a branch
    coin_result: bool = False  # reading the steps of one result of a coin ("Tails: ...")
    # A Union monster's Equip Spell Card effect ("with the following effect. ●..."): the
    # statics its "●" sentences build, put in a continuous effect of the card's (`encoding`).
    following: Draft | None = None

    def pick(self, source: str, desc: dict[str, Any]) -> int:
        """A new pick of the described cards from `source`; its index."""
        made: dict[str, Any] = {"from": source}
        count = desc.get("count", 1)
        if desc.get("upto"):
            made.update(n=count, upto=True)
        elif desc.get("andor"):
            if desc.get("article"):
                raise NoMatch("a count of each of several names")
            if count == 1:  # "1 "A" and/or "B"": up to one of each name
                made.update(n=len(desc["names"]), upto=True, distinct="name")
            else:  # "2 "A" and/or "B"": 2 of those names in all (合計２体)
                made["n"] = count
        elif count != 1:
            made["n"] = count
        highest = desc.get("highest")  # "1 face-up monster with the highest ATK"
        if highest:
            extreme = "lowest" if desc.get("lowest") else "highest"  # "with the lowest Level"
            desc = {k: v for k, v in desc.items() if k not in ("highest", "lowest")}
            made[extreme] = highest.lower()
        relate = desc.get("relate")  # "1 face-up monster with higher ATK than this card"
        if relate:
            if self.card.card_type != "Monster" and RELATIONS[relate][3] == "self":
                raise NoMatch("a comparison with this card, a monster")
            if RELATIONS[relate][3] == "cost":
                raise NoMatch("a choice compared with the card the requirement sent")
            desc = {k: v for k, v in desc.items() if k != "relate"}
            made["relate"] = _relation(relate, self.last_pick, self.that)
        if desc.get("maximum_mode"):  # "1 monster in Maximum Mode on your field"
            desc = {k: v for k, v in desc.items() if k != "maximum_mode"}
            made["maximum_mode"] = True
        same = desc.get("same")  # "2 monsters with the same Type"
        if same:
            desc = {k: v for k, v in desc.items() if k != "same"}
            made["same"] = SAME_FACTS[same]
        chosen = _zone_filter(source, to_filter(desc))
        if chosen:
            made["filter"] = chosen
        if desc.get("other") or self._resolving_here(source):
            made["not_self"] = True
        self.picks.append(made)
        self.last_pick = len(self.picks) - 1
        return self.last_pick

    def _resolving_here(self, source: str) -> bool:
        """Whether a Spell or Trap resolving could be among the cards of a source: it is not
        ("Destroy all Spell/Trap Cards on the field" leaves the card itself to be sent to the
        GY once it has resolved)."""
        return self.kind in ("spell", "trap") and source in _OWN_SPELL_SOURCES

    def pick_either(self, alternatives: list[dict[str, Any]], place: dict[str, str]) -> int:
        """A new pick of one card matching one of several descriptions ("1 "A" or 1 "B"")."""
        sources = {source_of(desc, place) for desc in alternatives}
        if len(sources) != 1:
            raise NoMatch("alternatives from different zones")
        filters = [to_filter(desc) or {} for desc in alternatives]
        if all(set(f) == {"ids"} for f in filters):
            chosen: dict[str, Any] = {"ids": [i for f in filters for i in f["ids"]]}
        else:
            chosen = {"any_of": filters}
        self.picks.append({"from": sources.pop(), "filter": chosen})
        self.last_pick = len(self.picks) - 1
        return self.last_pick

    def target(self, target: dict[str, Any]) -> Any:
        """The language's target for a read target (making the pick it needs)."""
        if "ref" in target:
            meaning = REFERENCES[target["ref"]]
            if meaning == "that":
                if target["ref"] == "it" and self.subject is not None:
                    return self.subject  # "this card gains 300 ATK, and it ..."
                if self.last_pick is not None:
                    return {"pick": self.last_pick}
                if self.that is None:
                    raise NoMatch("'that' names no earlier choice")
                return self.that
            if meaning == "summoned":
                return self.summoned_just_now()
            if meaning in ("subject", "attack_target") and not self._one_kind_of_event():
                raise NoMatch("the event's card, of one of several kinds of event")
            if target["ref"] == _OPP_NORMAL_SUMMONED and not self._opp_normal_summon():
                raise NoMatch("the monster of an opponent's Normal Summon, said of another event")
            return _EVENT_REFERENCES[meaning]
        if "alts" in target:
            return {"pick": self.pick_either(target["alts"], target["place"])}
        desc, place = target["desc"], target["place"]
        return self.target_at(desc, source_of(desc, place))

    def own_special_summon(
        self, desc: dict[str, Any], at: dict[str, str], position: str
    ) -> list[dict[str, Any]]:
        """A Special Summon of described cards from a place of your own (hand, GY, Deck)."""
        if at["prep"] != "from" or at["side"] != "own" or at["zone"] == "field":
            raise NoMatch("summoned from your hand, GY or Deck")
        target = self.target({"desc": desc, "place": at})
        return [{"op": "special_summon", "target": target, "position": position}]

    def revealed_monster(self) -> dict[str, int]:
        """The target of the one monster the requirement revealed from the hand ("the monster
        revealed to meet the requirement", still there); raises NoMatch for any other cost."""
        reveals = [step for step in self.cost if step["op"] == "reveal"]
        if len(reveals) != 1 or "pick" not in reveals[0]["target"]:
            raise NoMatch("no one card revealed to meet the requirement")
        target = reveals[0]["target"]
        revealed = self.picks[target["pick"]]
        if revealed.get("n", 1) != 1 or revealed.get("upto") or revealed["from"] != "own_hand":
            raise NoMatch("one monster revealed from the hand")
        if (revealed.get("filter") or {}).get("kind") != "monster":
            raise NoMatch("a monster revealed")
        return target

    def target_at(self, desc: dict[str, Any], source: str) -> Any:
        """The language's target for a description chosen from a source: every matching card
        for "all", else a new pick."""
        if desc.get("all"):
            whole: dict[str, Any] = {"from": source}
            highest = desc.get("highest")  # "all face-up monsters with the highest Level"
            if highest:
                whole["lowest" if desc.get("lowest") else "highest"] = highest.lower()
                desc = {k: v for k, v in desc.items() if k not in ("highest", "lowest")}
            relate = desc.get("relate")  # "all face-up monsters with DEF less than or equal
            if relate:  # to that monster's ATK"
                if self.card.card_type != "Monster" and RELATIONS[relate][3] == "self":
                    raise NoMatch("a comparison with this card, a monster")
                desc = {k: v for k, v in desc.items() if k != "relate"}
                if RELATIONS[relate][3] == "cost":
                    whole["relate"] = _relation(relate, self.cost_sent_one())
                else:
                    whole["relate"] = _relation(relate, self.last_pick)
            chosen = _zone_filter(source, to_filter(desc))
            if chosen:
                whole["filter"] = chosen
            if desc.get("other") and any(p["from"] == source for p in self.picks):
                # "Choose 1 card on their field, and destroy all other cards on their field":
                # other than the chosen card
                whole["except"] = {"pick": self._chosen_alike(source, chosen)}
                return {"all": whole}
            if desc.get("other") or self._resolving_here(source):
                whole["not_self"] = True  # "all other monsters": never this card
            return {"all": whole}
        return {"pick": self.pick(source, desc)}

    def moves_new_choice(self, op: Any, moves: frozenset[str]) -> list[dict[str, Any]]:
        """The steps of an operation (a parse) moving the cards of one new plain choice (the
        last pick: described cards, nothing else asked of it) by one of `moves`; NoMatch for
        any other."""
        before = len(self.picks)
        steps = build(op, self)
        if len(self.picks) != before + 1 or len(steps) != 1:
            raise NoMatch("one operation on one new choice")
        if steps[0]["op"] not in moves or steps[0].get("target") != {"pick": before}:
            raise NoMatch("a move of the chosen cards")
        if set(self.picks[before]) - {"from", "filter", "not_self"}:
            raise NoMatch("a plain choice")
        return steps

    def cost_sent_one(self) -> int:
        """The pick of the one monster the requirement sends to the GY (and does nothing else):
        "the monster sent to the GY to meet the requirement"."""
        if self.category != "sentence" or len(self.cost) != 1 or self.cost[0]["op"] != "send":
            raise NoMatch("a requirement that sends one monster to the GY")
        target = self.cost[0]["target"]
        if not isinstance(target, dict) or set(target) != {"pick"}:
            raise NoMatch("the card the requirement chose")
        pick = self.picks[target["pick"]]
        if pick.get("n", 1) != 1 or pick.get("upto") or set(pick) - {"from", "filter", "n"}:
            raise NoMatch("one card chosen")
        if (pick.get("filter") or {}).get("kind") != "monster":
            raise NoMatch("a monster")
        return target["pick"]

    def _chosen_alike(self, source: str, chosen: dict[str, Any] | None) -> int:
        """The last pick of one card of the opponent's (never this card) from `source` as
        described by `chosen`: "all other" cards there are those but the card it chose."""
        k = max(i for i, p in enumerate(self.picks) if p["from"] == source)
        pick = self.picks[k]
        if not source.startswith("opp_") or set(pick) - {"from", "filter"}:
            raise NoMatch("one card of the opponent's chosen")
        if pick.get("filter") != chosen:
            raise NoMatch("all other cards of another description")
        return k

    def summoned_just_now(self) -> str:
        """ "The monster Special Summoned by this effect", said right after the Special Summon
        (its sentence is the effect's last, outside any "you can" part): the cards that
        operation moved; a Fusion Summon's, or a Ritual Spell's Ritual Summon said just
        before (the monster summoned)."""
        if not self.effect:
            if self.kind == "ritual" and self.ritual is not None:
                return "moved"  # the Ritual Summon is the effect's first step
            raise NoMatch("no Special Summon just before")
        if self.effect[-1]["op"] not in ("special_summon", "fusion_summon"):
            raise NoMatch("no Special Summon just before")
        return "moved"

    def _opp_normal_summon(self) -> bool:
        """Whether the Trap answers the opponent's Normal Summon (Tribute Summons included) and
        nothing else."""
        trigger = self.trigger or {}
        return (
            trigger.get("event") == "summon"
            and trigger.get("whose") == "opp"
            and trigger.get("how") == ["normal", "tribute"]
            and not trigger.get("or")
        )

    def _one_kind_of_event(self) -> bool:
        """Whether the Trap answers one kind of event (the events of a timing with several,
        "When ..., or when ...", may be a summon or an attack: the card of either)."""
        trigger = self.trigger
        if trigger is None or not trigger.get("or"):
            return True
        return all(alt["event"] == trigger["event"] for alt in trigger["or"])

    def step_just_before(self, op: str, missing: str) -> dict[str, Any]:
        """The effect's step just before this clause, when it is an `op` step of its own in a
        sentence of the effect: what "... by this effect" there refers to (NoMatch, saying
        what is `missing`, otherwise)."""
        if self.category != "sentence" or not self.effect or self.effect[-1]["op"] != op:
            raise NoMatch(missing)
        return self.effect[-1]

    def after_last(self, ops: frozenset[str]) -> list[dict[str, Any]]:
        """The steps the effect's last operation stands in (inside the "you can" or "if" part
        it ends with), when that operation is one of `ops`: an "if you do" part goes right
        after it."""
        steps = self.effect
        while steps and steps[-1]["op"] in ("may", "if"):
            last = steps[-1]
            if last.get("else") and all(
                last[way] and last[way][-1]["op"] in ops for way in ("then", "else")
            ):
                return steps  # one of two ways, each ending with such an operation
            if last["op"] == "if" and last.get("else"):
                break
            steps = last["then"]  # what is done only if it holds: done then, or not at all
        if not steps or steps[-1]["op"] not in ops:
            raise NoMatch("no operation before it says what was done")
        return steps

    def sent_test(self, chosen: dict[str, Any] | None, least: int) -> dict[str, Any]:
        """At least `least` of the cards this effect sent to the GY so far match `chosen`:
        those its steps sent, or (an effect that sends none otherwise) its Fusion Summon's
        materials."""
        if self.category != "sentence":
            raise NoMatch("what an effect sent, outside its effect")
        steps = every_step(self.effect)
        if any(step["op"] == "destroy" for step in steps):
            raise NoMatch("destroyed cards go to the GY too, not sent")
        fusions = [step for step in steps if step["op"] == "fusion_summon"]
        if any(sends_to_gy(step) for step in steps):
            if fusions:
                raise NoMatch("cards sent by steps and as material")
            counted: dict[str, Any] = {"counter": "sent"}
            if chosen:
                counted["filter"] = chosen
            return {"cond": "count", "count": counted, "min": least}
        if len(fusions) != 1 or fusions[0].get("how", "gy") != "gy":
            raise NoMatch("no cards sent to the GY by this effect")
        test: dict[str, Any] = {"cond": "materials"}
        if chosen:
            test["filter"] = chosen
        if least != 1:
            test["min"] = least
        return test

    def about_moved(self, steps: Any) -> list[dict[str, Any]]:
        """Build `steps` (a parse) in which "that monster" and "it" are the cards the last
        operation moved ("If you destroyed a monster by this effect, ..."), not an earlier
        choice."""
        last_pick, that = self.last_pick, self.that
        self.last_pick, self.that = None, "moved"
        try:
            return build(steps, self)
        finally:
            self.that = that
            if self.last_pick is None:
                self.last_pick = last_pick

    def continuous_modifiers(self) -> list[dict[str, Any]]:
        """The modifiers of the card's continuous effect: its main effect when that is one,
        else an extra continuous effect (made on first use)."""
        if self.kind == "continuous":
            return self.modifiers
        for effect in self.extra:
            if effect.get("kind") == "continuous":
                return effect.setdefault("modifiers", [])
        made: dict[str, Any] = {"kind": "continuous", "modifiers": []}
        self.extra.append(made)
        return made["modifiers"]

    def encoding(self) -> dict[str, Any]:
        """The card's encoding: this effect (its empty parts left out) and the extra ones.

        A continuous effect's requirement ("Maximum Mode") says when its changes are in force:
        each of its modifiers holds it (`productions/statics.py`), not the effect."""
        main: dict[str, Any] = {"kind": self.kind}
        for key in (
            "trigger",
            "condition",
            "picks",
            "cost",
            "alternatives",
            "effect",
            "choices",
            "modifiers",
            "equip",
            "ritual",
        ):
            if key == "condition" and self.kind == "continuous":
                continue  # a continuous effect's requirement holds its modifiers (statics.py)
            value = getattr(self, key)
            if key == "effect" and self.trunk is not None:
                value = self.trunk  # the sentences after "●1 or 2:" went into that branch
            if value:
                main[key] = value
        extra = self.extra
        if self.following is not None:
            extra = [*extra, {"kind": "continuous", "modifiers": self.following.modifiers}]
        if main == {"kind": "ignition"} and self.extra:
            # A monster whose only text is a summoning condition: no effect to activate.
            return {"card": self.card.id, "name": self.card.name, "effects": self.extra}
        return {"card": self.card.id, "name": self.card.name, "effects": [main, *extra]}
