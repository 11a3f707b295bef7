"""Checking and compiling an encoding: JSON in, a `CardEffects` out.

Every field is checked against its declaration as it is compiled: an unknown key, a missing or
mistyped parameter, an unknown word or a pick index out of range raises `EncodingError`, which
names the card and the field (``effects[0].effect[1].target.pick``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from validator.engine import lasting
from validator.engine.effects.amounts import (
    COUNTER_WORDS,
    NAMED_TARGETS,
    constant,
    every,
    every_but,
    every_related,
    picked,
    times,
    together,
)
from validator.engine.effects.conditions import CONDITION_WORDS
from validator.engine.effects.declare import (
    AMOUNT,
    CONDITION,
    CONDITIONS,
    COUNTER,
    DURATION,
    FILTER,
    PICK,
    SIMPLE_TYPES,
    SOURCE,
    STEPS,
    STRUCTS,
    TARGET,
    EncodingError,
    Param,
    Vocabulary,
    check_simple,
)
from validator.engine.effects.filters import ATTRIBUTES, RACES, compile_filter
from validator.engine.effects.language import STRUCTURES
from validator.engine.effects.operations import (
    CHOOSES_POSITION,
    CONTROL,
    DECLARES,
    FEEDS_EXCAVATED,
    FEEDS_GY,
    FEEDS_HAND,
    FREES_SELF,
    FUSES,
    OPERATION_WORDS,
    ORDERS,
    POSITION_CHANGE,
    SUMMON_CHOICES,
    SUMMONS,
    TAKES_ZONE,
    TO_DECK,
    TO_GY,
    TO_HAND,
)
from validator.engine.effects.picks import (
    BLIND,
    FIELD_ZONES,
    SOURCES,
    SPELL_ZONES,
    asks_nothing,
    every_card,
    overlap,
    zone_of,
)
from validator.engine.effects.runtime import (
    DECLARE,
    FUSE,
    GOTO,
    IF,
    MAY,
    OF_SUBJECT,
    OP,
    ORDER,
    POSITION,
    CardEffects,
    Effect,
    Instr,
    OpponentDecides,
    Pick,
    Probe,
    ProcedureCost,
    Ritual,
    Trigger,
)
from validator.engine.effects.runtime import (
    PICK as PICK_CODE,
)
from validator.engine.lasting import Static
from validator.engine.state import ATK, DEF

ORDERED = ("top", "bottom")  # the places an order is chosen for ("in any order")
_DESTINATIONS = {TO_GY: "gy", TO_HAND: "hand", TO_DECK: "deck"}


def extra_deck_summon(how: str) -> Any:
    """The step that Fusion or Ritual Summons the monster of the activation with its
    materials (`Ctx.args`), in the position chosen; it leaves the monster in `Ctx.moved`."""
    from validator.engine.summons import special_from_extra  # summons needs the compiler

    def step(s: Any, c: Any) -> None:
        monster, materials = c.args[0], c.args[1:]
        special_from_extra(s, c.p, monster, c.position, materials, how)
        c.moved = (monster,)

    return step


class _Env:
    """What compiling one effect needs to know and collects: the card, its picks, which picks
    the steps use (and how), whether a step summons, the hooks it calls."""

    def __init__(self, card: Any, picks: list[Any]) -> None:
        self.card = card
        self.pick_specs = picks
        self.picks = len(picks)
        self.refs: list[int] = []  # picks referenced by the step being compiled
        self.everything: list[Pick] = []  # the "all" targets of the step being compiled
        self.compared: list[int] = []  # picks an "all" target of the step compares with
        self.cost_picks: set[int] = set()  # the picks the cost uses (known once it is compiled)
        self.by_cost: list[tuple[Pick, int]] = []  # "all" targets compared with a cost's card
        self.position_picks: set[int] = set()
        self.summoned_picks: set[int] = set()
        self.hooks: list[str] = []


def _fields(struct: str, spec: Any, card: Any, path: str) -> dict[str, Any]:
    """Check an object's keys against its structure; return its fields with defaults."""
    if not isinstance(spec, dict):
        raise EncodingError(card, path, f"expected an object ({struct}), got {spec!r}")
    params = STRUCTURES[struct]
    known = {p.name for p in params}
    for key in spec:
        if key not in known:
            raise EncodingError(card, f"{path}.{key}", f"unknown field of {struct}")
    out = {}
    for param in params:
        if param.name in spec:
            out[param.name] = spec[param.name]
            _check_field(param, spec[param.name], card, f"{path}.{param.name}")
        elif param.required:
            raise EncodingError(card, f"{path}.{param.name}", "missing")
        else:
            out[param.name] = param.default
    return out


def _check_field(param: Param, value: Any, card: Any, path: str) -> None:
    if param.type in SIMPLE_TYPES and value is not None:
        check_simple(param, value, card, path, _choices(param))


def _choices(param: Param) -> tuple[Any, ...]:
    if param.type == SOURCE:
        return SOURCES
    if param.type == DURATION:
        return lasting.UNTIL
    return param.choices


# ------------------------------------------------------------------- words and parameters


def _word_use(vocab: Vocabulary, spec: Any, env: _Env, path: str) -> tuple[Any, tuple[Any, ...]]:
    """Check one use of a word; return the word and its compiled parameter values."""
    if not isinstance(spec, dict):
        raise EncodingError(env.card, path, f"expected an object with {vocab.key!r}, got {spec!r}")
    name = spec.get(vocab.key)
    if name not in vocab:
        raise EncodingError(env.card, f"{path}.{vocab.key}", f"unknown {vocab.group} {name!r}")
    word = vocab[name]
    for key in spec:
        if key != vocab.key and key != "clause" and word.param(key) is None:
            raise EncodingError(
                env.card, f"{path}.{key}", f"unknown parameter of {vocab.group} {name}"
            )
    if "clause" in spec and (not isinstance(spec["clause"], int) or spec["clause"] < 1):
        raise EncodingError(env.card, f"{path}.clause", "expected a clause number (1 or more)")
    args = []
    for param in word.params:
        where = f"{path}.{param.name}"
        if param.name not in spec:
            if param.required:
                raise EncodingError(env.card, where, "missing")
            value = param.default
            args.append(None if value is None else _param(param, value, env, where))
        else:
            args.append(_param(param, spec[param.name], env, where))
    return word, tuple(args)


def _param(param: Param, value: Any, env: _Env, path: str) -> Any:
    """A parameter value compiled for its type."""
    kind = param.type
    if kind in SIMPLE_TYPES:
        check_simple(param, value, env.card, path, _choices(param))
        if kind == PICK and value >= env.picks:
            raise EncodingError(
                env.card, path, f"pick index {value} out of range ({env.picks} picks)"
            )
        if isinstance(value, list):
            return tuple(value)
        return value
    if kind == FILTER:
        return compile_filter(value, env.card, path)
    if kind == TARGET:
        return _target(value, env, path)
    if kind == AMOUNT:
        return _amount(value, env, path)
    if kind == COUNTER:
        word, args = _word_use(COUNTER_WORDS, value, env, path)
        return word.run(*args)
    if kind == CONDITION:
        return _condition(value, env, path)
    if kind == CONDITIONS:
        return _conditions(value, env, path)
    if kind == STEPS:
        return value  # the steps of `if` and `may`, compiled by `_Program`
    if kind == STRUCTS and isinstance(value, list):
        return tuple(_struct(param.struct, v, env, f"{path}[{i}]") for i, v in enumerate(value))
    raise EncodingError(env.card, path, f"a {kind} cannot be given here")


def _struct(struct: str, spec: Any, env: _Env, path: str) -> dict[str, Any]:
    """An object a word's parameter gives (the kinds of a Fusion Summon's materials): its
    fields checked, its filters compiled, its lists made tuples."""
    out = _fields(struct, spec, env.card, path)
    for param in STRUCTURES[struct]:
        value = out[param.name]
        if param.type == FILTER:
            out[param.name] = compile_filter(value, env.card, f"{path}.{param.name}")
        elif isinstance(value, list):
            out[param.name] = tuple(value)
    return out


def _target(value: Any, env: _Env, path: str) -> Any:
    if isinstance(value, str):
        if value not in NAMED_TARGETS:
            raise EncodingError(env.card, path, f"unknown target {value!r}")
        return NAMED_TARGETS[value]
    if isinstance(value, dict) and set(value) == {"pick"}:
        index = value["pick"]
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < env.picks:
            raise EncodingError(
                env.card, f"{path}.pick", f"pick index {index!r} out of range ({env.picks} picks)"
            )
        env.refs.append(index)
        return picked(index)
    if isinstance(value, dict) and set(value) == {"and"}:
        return _targets_together(value["and"], env, f"{path}.and")
    if isinstance(value, dict) and set(value) == {"all"}:
        spec = value["all"]
        if (
            not isinstance(spec, dict)
            or set(spec) - {"from", "filter", "not_self", "highest", "lowest", "relate", "except"}
            or "from" not in spec
        ):
            raise EncodingError(
                env.card, f"{path}.all", 'expected {"from": SOURCE, "filter": ..., "not_self": ...}'
            )
        extreme = _extreme_of_all(spec, env, f"{path}.all")
        if spec["from"] not in SOURCES:
            raise EncodingError(env.card, f"{path}.all.from", f"unknown source {spec['from']!r}")
        not_self = spec.get("not_self", False)
        if not isinstance(not_self, bool):
            raise EncodingError(env.card, f"{path}.all.not_self", "expected true or false")
        test = compile_filter(spec.get("filter"), env.card, f"{path}.all.filter")
        pick = every_card(spec["from"], test, not_self, extreme)
        if "relate" in spec:
            pick, of_pick = _related_all(pick, spec["relate"], env, f"{path}.all.relate")
            if of_pick in env.cost_picks:
                return every_related(pick, of_pick, anywhere=True)
            env.everything.append(pick)
            return every_related(pick, of_pick)
        if "except" in spec:
            return _all_but_chosen(pick, spec, env, f"{path}.all.except")
        env.everything.append(pick)
        return every(pick)
    raise EncodingError(env.card, path, f"expected a target, got {value!r}")


def _related_all(pick: Pick, spec: Any, env: _Env, path: str) -> tuple[Pick, int]:
    """An "all" target of the cards that compare so with this card or with the one face-up
    monster an earlier pick chose ("all face-up monsters on your opponent's field with DEF less
    than or equal to that monster's ATK"), and that pick (-1: this card). Checking an
    activation, the cards that compare so with a card that pick may choose."""
    r = _fields("relation", spec, env.card, path)
    relate = (r["fact"], r["rel"], r["of_fact"] or r["fact"], r["of_pick"], -1)
    if (relate[0] in _KINDS_OF_FACT) != (relate[2] in _KINDS_OF_FACT):
        raise EncodingError(env.card, path, "a Type, Attribute or name with a number")
    if relate[0] in _KINDS_OF_FACT and r["rel"] != "same":
        raise EncodingError(env.card, f"{path}.rel", "a Type, Attribute or name is the same")
    if r["of_any"] is not None or r["of_subject"] or pick.highest:
        raise EncodingError(env.card, path, "a comparison with this card or an earlier pick's")
    k = r["of_pick"]
    if k < 0:
        return replace(pick, relate=relate), k
    if k >= env.picks:
        raise EncodingError(env.card, f"{path}.of_pick", "not an earlier pick")
    ref = _pick(env.pick_specs[k], env, f"{path}.of_pick", k, [])
    if k in env.cost_picks:  # the card the cost chose, where the cost put it
        if ref.n != 1 or ref.upto:
            raise EncodingError(env.card, f"{path}.of_pick", "a pick of one card")
        env.by_cost.append((replace(pick, relate=relate, ref=ref), k))
        return replace(pick, relate=relate, ref=ref), k
    if ref.n != 1 or ref.upto or zone_of(ref.source) not in _FACEUP_ZONES:
        raise EncodingError(env.card, f"{path}.of_pick", "a pick of one face-up monster")
    env.compared.append(k)
    return replace(pick, relate=relate, ref=ref), k


def _all_but_chosen(pick: Pick, spec: dict[str, Any], env: _Env, path: str) -> Any:
    """An "all" target but the card an earlier pick of one of those cards chose ("Choose 1
    Spell/Trap Card on your opponent's field, and destroy all other Spell/Trap Cards on their
    field"): the effect does something when there are 2 of them (`n`)."""
    left_out = spec["except"]
    k = left_out.get("pick") if isinstance(left_out, dict) and set(left_out) == {"pick"} else None
    if not isinstance(k, int) or isinstance(k, bool) or not 0 <= k < env.picks:
        raise EncodingError(env.card, path, 'expected {"pick": K}, an earlier pick')
    chosen = env.pick_specs[k]
    alike = {"from": spec["from"], **({"filter": spec["filter"]} if "filter" in spec else {})}
    if chosen != alike or pick.highest or pick.not_self:
        raise EncodingError(env.card, path, "a pick of one of the same cards")
    env.compared.append(k)
    env.everything.append(replace(pick, n=2))
    return every_but(pick, k)


_EXTREMES = ("atk", "def", "level")


def _extreme_of_all(spec: dict[str, Any], env: _Env, path: str) -> str:
    """An "all" target's `highest` or `lowest` stat ("all face-up monsters with the highest
    Level"), as a pick's `highest` ("-" before the stat: the lowest); "" for neither."""
    highest, lowest = spec.get("highest", ""), spec.get("lowest", "")
    for key, value in (("highest", highest), ("lowest", lowest)):
        if value and value not in _EXTREMES:
            raise EncodingError(env.card, f"{path}.{key}", f"expected one of {_EXTREMES}")
    if highest and lowest:
        raise EncodingError(env.card, path, "`highest` or `lowest`, not both")
    return highest or (f"-{lowest}" if lowest else "")


def _targets_together(value: Any, env: _Env, path: str) -> Any:
    """ "Destroy 1 monster on your field and 1 monster on your opponent's field": the cards of
    several targets, acted on together (none of them an `and` itself)."""
    if not isinstance(value, list) or len(value) < 2:
        raise EncodingError(env.card, path, "expected a list of 2 or more targets")
    parts = []
    everything = len(env.everything)
    for i, part in enumerate(value):
        if isinstance(part, dict) and "and" in part:
            raise EncodingError(env.card, f"{path}[{i}]", "a target of targets within another")
        parts.append(_target(part, env, f"{path}[{i}]"))
    if any(not (isinstance(part, dict) and "all" in part) for part in value):
        # "Destroy that monster and all ...": the other target's cards are acted on, whether
        # or not there is any of "all" (an activation needs none of them).
        del env.everything[everything:]
    return together(parts)


def _amount(value: Any, env: _Env, path: str) -> Any:
    if isinstance(value, int) and not isinstance(value, bool):
        if value < 0:
            raise EncodingError(env.card, path, "expected an amount of 0 or more")
        return constant(value)
    if isinstance(value, dict) and "count" in value and set(value) <= {"per", "count"}:
        per = value.get("per", 1)
        if not isinstance(per, int) or isinstance(per, bool) or per < 1:
            raise EncodingError(env.card, f"{path}.per", "expected a factor of 1 or more")
        word, args = _word_use(COUNTER_WORDS, value["count"], env, f"{path}.count")
        counter = word.run(*args)
        return counter if per == 1 else times(per, counter)
    raise EncodingError(env.card, path, f"expected an amount, got {value!r}")


def _condition(value: Any, env: _Env, path: str) -> Any:
    word, args = _word_use(CONDITION_WORDS, value, env, path)
    return word.run(*args)


def _conditions(value: Any, env: _Env, path: str) -> tuple[Any, ...]:
    if not isinstance(value, list):
        raise EncodingError(env.card, path, "expected a list of conditions")
    return tuple(_condition(v, env, f"{path}[{i}]") for i, v in enumerate(value))


# ----------------------------------------------------------------------------- programs


class _Program:
    """Steps compiled into instructions (see `runtime.py`), with what they need to know."""

    def __init__(self, env: _Env) -> None:
        self.env = env
        self.code: list[Instr] = []
        self.mandatory: list[int] = []  # picks used outside any optional or conditional part
        self.summons = False  # a step outside any optional part needs a free Monster Zone
        self.summons_opp = False  # ... one on the opponent's field (theirs or yours summoned there)
        self.opp_sets = False  # a step outside any optional part Sets a card on their field
        self.sets = False  # a step outside any optional part Sets a Spell/Trap
        self.all_picks: list[int] = []  # every pick used, in order of first use
        self.dest: dict[int, str] = {}  # where a step moves the cards of a pick
        self.frees_self = False  # a step sends this card itself away
        self.deck_need = 0  # cards mandatory steps draw or send from the Deck, at most at once
        self.drawn = 0  # cards the mandatory steps so far drew or sent from the Deck
        self.returned = 0  # cards the mandatory steps so far put into the Deck
        self.affects: list[Pick] = []  # "all" targets a mandatory step acts on
        self.by_cost: list[tuple[Pick, int]] = []  # those compared with a cost pick's card
        self.fed: set[str] = set()  # the zones earlier steps bring cards into
        self.lp_need = 0  # LP a step pays
        self.fuses: list[Any] = []  # the ways of each mandatory Fusion Summon
        self.fusion_before = False  # a Fusion Summon comes before the step being compiled
        self.paying = False  # the cost: it runs without decisions
        # A cost's cards placed on top of a Deck or at its bottom "in any order": their order is
        # chosen as the effect starts to resolve, (place, target) each (`_reordering`).
        self.reorders: list[tuple[str, Any]] = []

    def steps(self, value: Any, path: str, optional: bool) -> None:
        if not isinstance(value, list):
            raise EncodingError(self.env.card, path, "expected a list of steps")
        for i, step in enumerate(value):
            self.step(step, f"{path}[{i}]", optional)

    def step(self, spec: Any, path: str, optional: bool) -> None:
        env = self.env
        env.refs, env.everything, env.compared, env.by_cost = [], [], [], []
        word, args = _word_use(OPERATION_WORDS, spec, env, path)
        refs = list(env.refs)
        self._compared_first(env.compared, optional)
        if not optional:
            self.by_cost.extend(env.by_cost)
        if not optional and word.param("target") is not None:
            # "Destroy all ...": the effect does nothing unless there is at least one (unless
            # they are cards an earlier step excavates: "send all excavated monsters").
            self.affects.extend(
                every
                for every in env.everything
                if every.zone != "excavated" or "excavated" not in self.fed
            )
        for k in refs:
            if k not in self.all_picks:
                self.all_picks.append(k)
        if word.name in CONTROL:
            self._control(word.name, spec, args, path, optional)
            return
        for k in refs:
            self._reference_first(k, optional)
            self.code.append((PICK_CODE, k, None))
            fed = any(zone in self._zone(k) for zone in self.fed) or self._among(k)
            if not optional and not fed and k not in self.mandatory:
                self.mandatory.append(k)
        if FEEDS_HAND in word.traits:
            self.fed.add("hand")
        if FEEDS_GY in word.traits:
            self.fed.add("gy")
        if FEEDS_EXCAVATED in word.traits:
            self.fed.add("excavated")
        if ORDERS in word.traits and spec.get("order") == "any" and spec["place"] in ORDERED:
            if word.name == "to_deck" and self.paying:
                self.reorders.append((spec["place"], args[0]))
            elif word.name == "to_deck":  # the chosen cards (target, place, order)
                self.code.append((ORDER, (None, args[0]), None))
            else:
                self.code.append((ORDER, (args[1], args[2]), None))  # (place, who, filter, ...)
        if POSITION_CHANGE in word.traits:
            env.position_picks.update(refs)
        for trait, zone in _DESTINATIONS.items():
            if trait in word.traits:
                for k in refs:
                    self.dest.setdefault(k, zone)
        self.frees_self = self.frees_self or FREES_SELF in word.traits
        if word.name in ("set_spell_trap", "equip_self") and not optional:
            if self._sets_theirs(spec, refs):
                self.opp_sets = True
            else:
                self.sets = True
        if TAKES_ZONE in word.traits:
            self.summons = self.summons or not optional  # (it needs a free Monster Zone)
            env.position_picks.update(refs)  # (never a monster in Maximum Mode)
        if SUMMONS in word.traits:
            to = spec.get("to", "own")
            theirs = spec.get("by", "own") == "opp"  # the opponent summons to their field
            if theirs:
                self._opponents_summon(spec, path, optional)
            elif to == "owner" and not optional:
                raise EncodingError(env.card, path, "a summon to its owner's field, optional only")
            env.summoned_picks.update(refs)
            if theirs or to == "opp":  # (a free Monster Zone on that field)
                self.summons_opp = self.summons_opp or not optional
            else:
                self.summons = self.summons or not optional
            position = spec.get("position", word.param("position").default)
            if position == "faceup":
                self.code.append((POSITION, None, None))
            elif position in SUMMON_CHOICES:
                self.code.append((POSITION, SUMMON_CHOICES[position], None))
        if word.name == "hook":
            env.hooks.append(spec["name"])
        if (
            word.name == "grant"
            and spec.get("attacks") is not None
            and spec["ability"] not in ("extra_attack", "extra_attack_on_monsters")
        ):
            raise EncodingError(env.card, f"{path}.attacks", "only extra attacks are counted")
        if not optional:
            self._count_needs(word.name, spec, refs)
        assert word.run is not None
        run = word.run(*args)
        if CHOOSES_POSITION in word.traits:
            self.code.append((POSITION, run.offers, None))
        if FUSES in word.traits:
            self._fuse(run, optional)
            self.fusion_before = True
        if DECLARES in word.traits:
            self._declare(spec, path)
            self.code.append((DECLARE, run.ways, run.who))
        self.code.append((OP, run, spec.get("clause", 0)))

    def _compared_first(self, compared: list[int], optional: bool) -> None:
        """The picks an "all" target compares with, made before the step (none of its cards
        is acted on: only compared with)."""
        for k in compared:
            if k not in self.all_picks:
                self.all_picks.append(k)
            self.code.append((PICK_CODE, k, None))
            if not optional and k not in self.mandatory:
                self.mandatory.append(k)

    def _sets_theirs(self, spec: dict[str, Any], refs: list[int]) -> bool:
        """Whether a step Sets only cards of the opponent's, each on its owner's field ("Your
        opponent Sets it on their field"): a Spell & Trap Zone of theirs must be free."""
        if spec.get("op") != "set_spell_trap" or spec.get("field") != "owner" or not refs:
            return False
        specs = self.env.pick_specs
        return all(isinstance(specs[k], dict) and specs[k].get("from") == "opp_gy" for k in refs)

    def _opponents_summon(self, spec: dict[str, Any], path: str, optional: bool) -> None:
        """A Special Summon by the opponent: to their own field, in a position the text gives
        (no choice of theirs); a mandatory one needs a free Monster Zone of theirs (asked on
        activation: `summons_opp`)."""
        if spec.get("to", "own") != "opp":
            raise EncodingError(self.env.card, f"{path}.to", "the opponent summons to their field")
        if spec.get("position", "faceup") not in _POSITIONS_GIVEN:
            raise EncodingError(self.env.card, f"{path}.position", "a position the text gives")

    def _declare(self, spec: dict[str, Any], path: str) -> None:
        """A declaration: of the names listed on a card or of the names given (one of them),
        or of a card type, made as the effect resolves (a cost runs without decisions)."""
        named = ("names" in spec) + ("listed_on" in spec)
        if named != (spec.get("what", "name") == "name"):
            raise EncodingError(
                self.env.card, path, "a name among `names` or `listed_on`, or a card type"
            )
        if self.paying:
            raise EncodingError(self.env.card, path, "a declaration is made as the effect resolves")

    def _reference_first(self, k: int, optional: bool) -> None:
        """The pick whose card pick k compares with ("Choose 1 ... monster. Change up to 2
        ... with a lower Level than that monster's Level"), or whose card it leaves out
        (`besides`) or chooses among (`within`), made first when no step made it."""
        spec = self.env.pick_specs[k]
        relate = spec.get("relate") if isinstance(spec, dict) else None
        j = relate.get("of_pick", -1) if isinstance(relate, dict) else -1
        if j < 0 and isinstance(spec, dict):
            j = spec.get("besides", spec.get("within", -1))
        if not isinstance(j, int) or not 0 <= j < k or j in self.all_picks:
            return  # (a pick index out of range is refused with the pick)
        self.all_picks.insert(self.all_picks.index(k), j)
        self.code.append((PICK_CODE, j, None))
        if not optional and j not in self.mandatory:
            self.mandatory.append(j)

    def _fuse(self, run: Any, optional: bool) -> None:
        """Before a Fusion Summon: the choice of monster and materials (skipping the step when
        there is none), then of the position."""
        at = len(self.code)
        self.code.append((FUSE, run.ways, None))
        if not run.attack_only:
            self.code.append((POSITION, None, None))
        if run.ordered is not None:  # the materials placed "in any order": the order chosen
            self.code.append((ORDER, (None, run.ordered), None))
        self.code[at] = (FUSE, run.ways, len(self.code) + 1)
        if not optional:
            self.fuses.append(run.ways)

    def _count_needs(self, name: str, spec: dict[str, Any], refs: list[int]) -> None:
        """What a mandatory step needs: LP it pays, cards it draws or sends from the Deck
        (less the cards earlier steps put back into it: "place 1 card on the bottom of your
        Deck, and draw 2" needs 1)."""
        count = spec.get("count")
        own = spec.get("who", "own") in ("own", "each")  # this player's Deck is one of them
        if name in ("draw", "mill") and isinstance(count, int) and own:
            self.drawn += count
            self.deck_need = max(self.deck_need, self.drawn - self.returned)
        elif name == "excavate" and isinstance(count, int) and own:
            # The excavated cards stay in the Deck: it must hold them at that moment.
            self.deck_need = max(self.deck_need, self.drawn - self.returned + count)
        elif name == "to_deck":
            for k in refs:
                self.returned += self.env.pick_specs[k].get("n", 1)
        elif name == "pay_lp":
            self.lp_need += spec["amount"]

    def _among(self, k: int) -> bool:
        """Whether pick k chooses among cards an earlier step sent (never before they are)."""
        spec = self.env.pick_specs[k]
        if not isinstance(spec, dict) or not spec.get("among"):
            return False
        if spec["among"] == "cost":
            return True  # (the cost is paid before: `compile_effect` checks it sends cards)
        if spec["among"] == "materials":
            if not self.fusion_before:
                raise EncodingError(self.env.card, "picks", "materials before any Fusion Summon")
            return True
        if spec["among"] == "moved":
            return True  # what the step before moved, whatever it was
        if "gy" not in self.fed:
            raise EncodingError(self.env.card, "picks", "cards sent before any step sends them")
        return True

    def _zone(self, k: int) -> str:
        """The zone pick k chooses from, as written."""
        spec = self.env.pick_specs[k]
        source = spec.get("from", "") if isinstance(spec, dict) else ""
        return zone_of(source) if source in SOURCES else ""

    def _control(
        self, name: str, spec: dict[str, Any], args: tuple[Any, ...], path: str, optional: bool
    ) -> None:
        if name == "may":
            at = len(self.code)
            self.code.append((MAY, None, None))
            self.steps(spec["then"], f"{path}.then", True)
            otherwise = spec.get("else") or []
            if spec.get("by", "own") == "opp":
                if otherwise:
                    raise EncodingError(self.env.card, f"{path}.else", "the opponent's way only")
                self.code[at] = (MAY, len(self.code), _opponent_decides(spec["then"]))
                return
            if otherwise:
                # Declined, the other way: applied whenever `then` is not, so the effect
                # needs what it needs (as if no "you can" were around it). A `then` starting
                # with a summon is no choice without a free Monster Zone: `else` it is.
                first = (
                    OPERATION_WORDS.words.get(spec["then"][0].get("op", ""))
                    if spec["then"]
                    else None
                )
                zone = first is not None and bool({SUMMONS, TAKES_ZONE} & set(first.traits))
                jump = len(self.code)
                self.code.append((GOTO, None, None))
                self.code[at] = (MAY, len(self.code), zone or None)
                self.steps(otherwise, f"{path}.else", optional)
                self.code[jump] = (GOTO, len(self.code), None)
                return
            self.code[at] = (MAY, len(self.code), None)
            return
        conditions = args[0]
        at = len(self.code)
        self.code.append((IF, conditions, None))
        self.steps(spec["then"], f"{path}.then", True)
        otherwise = spec.get("else") or []
        if otherwise:
            jump = len(self.code)
            self.code.append((GOTO, None, None))
            self.code[at] = (IF, conditions, len(self.code))
            self.steps(otherwise, f"{path}.else", True)
            self.code[jump] = (GOTO, len(self.code), None)
        else:
            self.code[at] = (IF, conditions, len(self.code))


# ------------------------------------------------------------------------------- effects


def _reordering(place: str, target: Any) -> Any:
    """The step that puts a cost's cards, placed on top of a Deck or at its bottom as it was
    paid, in the order then chosen (`Ctx.order`): on top, each above the last; at the bottom,
    each below the last (as `to_deck` places cards in an order). Nothing can happen between
    paying and resolving, so the order is the one the cards were placed in."""
    top = place == "top"

    def step(s: Any, c: Any) -> None:
        placed = target(s, c)
        order = [x for x in c.order if x in placed]
        order += [x for x in placed if x not in order]
        c.order = ()
        for card in order:
            for deck in s.deck:
                if card in deck:  # (a Fusion or Ritual monster went to the Extra Deck)
                    deck.remove(card)
                    if top:
                        deck.append(card)
                    else:
                        deck.insert(0, card)
                    break

    return step


_KINDS_OF_FACT = frozenset({"race", "attribute", "name"})


def _opponents_zones(programs: list[_Program], env: _Env, path: str) -> tuple[Any, ...]:
    """The condition of activation a mandatory step that Sets a card on the opponent's field
    asks: a free Spell & Trap Zone of theirs (of every choice of a Multi-Choice effect alike).
    (A summon to their field is checked with the cost: `Effect.summons_opp`.)"""
    needs = [program.opp_sets for program in programs]
    if any(needs) and not all(needs):
        raise EncodingError(env.card, path, "a step on the opponent's field of one choice")
    free = [{"cond": "spell_trap_zone_free", "who": "opp"}] if any(needs) else []
    return _conditions(free, env, path)


_POSITIONS_GIVEN = frozenset({"attack", "defense", "facedown"})
"""The positions of a Special Summon the text gives (no decision of the summoning player)."""


def _opponent_decides(then: list[Any]) -> OpponentDecides:
    """The `how` of a `MAY` the opponent decides: skipped without a free Monster Zone of theirs
    when it starts with their Special Summon."""
    first = then[0] if then else {}
    return OpponentDecides(zone=first.get("op") == "special_summon" and first.get("by") == "opp")


def _pick(spec: Any, env: _Env, path: str, k: int, earlier: list[Pick]) -> Pick:
    f = _fields("pick", spec, env.card, path)
    test = compile_filter(f["filter"], env.card, f"{path}.filter")
    if not f["upto"] and "min" in spec:
        raise EncodingError(env.card, f"{path}.min", 'only an "up to" pick has a minimum')
    if f["upto"] and f["min"] > f["n"]:
        raise EncodingError(env.card, f"{path}.min", "more than `n`")
    source = f["from"]
    each: tuple[Any, ...] = ()
    if f["one_each"]:
        alternatives = (f["filter"] or {}).get("any_of")
        if set(f["filter"] or {}) != {"any_of"} or not f["upto"]:
            raise EncodingError(
                env.card, f"{path}.one_each", 'an "up to" pick whose filter is only `any_of`'
            )
        each = tuple(
            compile_filter(a, env.card, f"{path}.filter.any_of[{i}]")
            for i, a in enumerate(alternatives)
        )
        if f["n"] > len(each):
            raise EncodingError(env.card, f"{path}.n", "more cards than descriptions")
    elif f["including"]:
        raise EncodingError(env.card, f"{path}.including", "a pick of one card each only")
    relate: tuple[str, str, str, int, int] | tuple[()] = ()
    ref = None
    if f["relate"] is not None:
        r = _fields("relation", f["relate"], env.card, f"{path}.relate")
        relate = (r["fact"], r["rel"], r["of_fact"] or r["fact"], r["of_pick"], -1)
        if (relate[0] in _KINDS_OF_FACT) != (relate[2] in _KINDS_OF_FACT):
            raise EncodingError(
                env.card, f"{path}.relate", "a Type, Attribute or name with a number"
            )
        if relate[0] in _KINDS_OF_FACT and r["rel"] != "same":
            raise EncodingError(
                env.card, f"{path}.relate.rel", "a Type, Attribute or name is the same"
            )
        if r["of_subject"]:  # the card of the event: known once the effect is activated
            if r["of_pick"] >= 0 or r["of_any"] is not None:
                raise EncodingError(env.card, f"{path}.relate", "`of_subject` alone")
            relate = (*relate[:3], OF_SUBJECT, -1)
        elif r["of_pick"] >= 0:
            if r["of_any"] is not None:
                raise EncodingError(env.card, f"{path}.relate", "`of_pick` or `of_any`, not both")
            ref = _related_pick(spec, earlier, r["of_pick"], source, env, f"{path}.relate")
        elif r["of_any"] is not None:
            ref = _any_card(r["of_any"], env, f"{path}.relate.of_any")
    as_many = None
    if f["as_many"] is not None:
        if "n" in spec:
            raise EncodingError(env.card, f"{path}.as_many", "instead of `n`, not with it")
        as_many = _amount(f["as_many"], env, f"{path}.as_many")
    if f["among"] in ("sent", "cost") and zone_of(source) != "gy":
        raise EncodingError(env.card, f"{path}.among", "the cards sent are in a GY")
    level_at_most = None
    if f["level_at_most"] is not None:
        level_at_most = _amount(f["level_at_most"], env, f"{path}.level_at_most")
    if f["highest"] and f["lowest"]:
        raise EncodingError(env.card, path, "`highest` or `lowest`, not both")
    if f["same"] and (f["distinct"] or f["n"] < 2):
        raise EncodingError(env.card, f"{path}.same", "cards that share a fact: 2 or more, alike")
    extreme = f["highest"] or (f"-{f['lowest']}" if f["lowest"] else "")
    if f["or_facedown"] and (source not in BLIND or extreme or relate):
        raise EncodingError(env.card, f"{path}.or_facedown", "a source holding face-down cards")
    for key in ("besides", "within"):
        if not -1 <= f[key] < k:
            raise EncodingError(env.card, f"{path}.{key}", "an earlier pick")
    if f["besides"] >= 0 and f["within"] >= 0:
        raise EncodingError(env.card, path, "`besides` or `within`, not both")
    if f["or_facedown"] == "opp" and not source.startswith("all_"):
        raise EncodingError(env.card, f"{path}.or_facedown", "a source of both sides")
    if f["maximum_mode"] and zone_of(source) not in FIELD_ZONES - SPELL_ZONES:
        raise EncodingError(env.card, f"{path}.maximum_mode", "monsters of the field")
    return Pick(
        source,
        f["n"],
        test,
        f["upto"],
        f["min"] if f["upto"] else f["n"],
        f["not_self"],
        f["distinct"],
        k in env.position_picks,
        blind=(source in BLIND and asks_nothing(test) and not extreme and not relate)
        or bool(f["or_facedown"]),
        facedown_opp=f["or_facedown"] == "opp",
        total_level_max=f["total_level_max"],
        highest=extreme,
        summoned=k in env.summoned_picks,
        among=f["among"],
        each=each,
        including=f["including"],
        relate=relate,
        as_many=as_many,
        ref=ref,
        level_at_most=level_at_most,
        same=f["same"],
        per_cost=not f["upto"] and f["as_many"] == _COST_COUNT,
        by=f["by"],
        within=f["within"],
        maximum_mode=f["maximum_mode"],
    )


_COST_COUNT = {"per": 1, "count": {"counter": "number", "of": "cost"}}
"""An `as_many` that is the number of cards the cost chose (known once it is paid)."""


def _reads_the_cost(amount: Any) -> bool:
    """Whether an amount is known once the cost is chosen: a total or a stat of its cards
    ("[the total Level of the monsters sent to the GY to meet the requirement]")."""
    count = amount.get("count") if isinstance(amount, dict) else None
    return (
        isinstance(count, dict)
        and count.get("counter") in ("total", "stat", "number")
        and count.get("of") == "cost"
        and "filter" not in count
    )


_FACEUP_ZONES = frozenset({"faceup", "attack", "faceup_defense"})


def _any_card(spec: Any, env: _Env, path: str) -> Pick:
    """Every card of a source matching a filter ("a Normal Monster in your GY")."""
    if not isinstance(spec, dict) or set(spec) - {"from", "filter"} or "from" not in spec:
        raise EncodingError(env.card, path, 'expected {"from": SOURCE, "filter": ...}')
    if spec["from"] not in SOURCES:
        raise EncodingError(env.card, f"{path}.from", f"unknown source {spec['from']!r}")
    return every_card(spec["from"], compile_filter(spec.get("filter"), env.card, f"{path}.filter"))


def _related_pick(
    spec: Any, earlier: list[Pick], k: int, source: str, env: _Env, path: str
) -> Pick:
    """The earlier pick whose card a pick compares with: one face-up monster, from cards that
    are never this pick's; this pick takes at least one card and no highest (checking an
    activation, it may take a card comparing so with any card that pick may choose)."""
    if k >= len(earlier):
        raise EncodingError(env.card, f"{path}.of_pick", "not an earlier pick")
    ref = earlier[k]
    if ref.n != 1 or ref.upto or zone_of(ref.source) not in _FACEUP_ZONES:
        raise EncodingError(env.card, f"{path}.of_pick", "a pick of one face-up monster")
    if overlap(ref.source, source):
        raise EncodingError(env.card, f"{path}.of_pick", "a pick of cards this one may take")
    if (spec.get("upto") and spec.get("min", 1) != 1) or (
        not spec.get("upto") and spec.get("n", 1) != 1
    ):
        raise EncodingError(env.card, path, "a pick of one card, or up to n from 1")
    if spec.get("highest") or spec.get("lowest"):
        raise EncodingError(env.card, path, "a pick of the highest or lowest")
    return ref


def _trigger(spec: Any, env: _Env, path: str, alternative: bool = False) -> Trigger:
    f = _fields("trigger", spec, env.card, path)
    how = f["how"]
    if f["or"] and alternative:
        raise EncodingError(env.card, f"{path}.or", "an alternative event has no alternatives")
    alts = tuple(
        _trigger(alt, env, f"{path}.or[{i}]", alternative=True) for i, alt in enumerate(f["or"])
    )
    return Trigger(
        f["event"],
        f["whose"],
        f["by"],
        frozenset(how if isinstance(how, list) else [how]),
        f["attacker"],
        compile_filter(f["filter"], env.card, f"{path}.filter") if f["filter"] else None,
        compile_filter(f["target_filter"], env.card, f"{path}.target_filter")
        if f["target_filter"]
        else None,
        f["count"],
        f["turn"],
        frozenset(f["was"]),
        alts,
        f["by_self"],
    )


_FACT_VALUES = {lasting.NAME: "card", lasting.RACE: RACES, lasting.ATTRIBUTE: ATTRIBUTES}
_PROTECTIONS = lasting.PROTECTIONS


_ZONE_RULES = frozenset(
    {
        lasting.NAME,
        lasting.LEGEND,
        lasting.HAND_SPECIAL,
        lasting.NO_TRIBUTE,
        lasting.ONE_TRIBUTE,
        lasting.MANY_TRIBUTES,
        lasting.PROCEDURE_ATK,
    }
)
"""The rules of a card in its hand or GY (`zone`): the others are of a card on the field."""
_PROCEDURE_ZONES = {
    lasting.CONTACT_FUSION: ("field",),  # (in the Extra Deck: the zone is not said)
    lasting.HAND_SPECIAL: ("hand",),
    lasting.NO_TRIBUTE: ("hand",),
    lasting.ONE_TRIBUTE: ("hand",),
    lasting.MANY_TRIBUTES: ("hand",),
    lasting.PROCEDURE_ATK: ("hand",),
    lasting.LEGEND: ("hand", "gy"),
}


_PROCEDURE_VALUES = {
    (lasting.HAND_SPECIAL, "defense"),
    (lasting.ONE_TRIBUTE, "faceup"),
    (lasting.CONTACT_FUSION, "union"),
}


def _procedure(rule: str, f: dict[str, Any], env: _Env, path: str) -> None:
    """A summoning procedure or a Legend Card's zone: of this card itself, where it says."""
    value = f["value"]
    if rule == lasting.PROCEDURE_ATK:
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise EncodingError(env.card, f"{path}.value", "expected the original ATK")
    elif rule == lasting.MANY_TRIBUTES:
        if not isinstance(value, int) or isinstance(value, bool) or value < 3:
            raise EncodingError(env.card, f"{path}.value", "expected 3 or more Tributes")
    elif value is not None and (rule, value) not in _PROCEDURE_VALUES:
        raise EncodingError(env.card, f"{path}.value", f"{rule} takes no such value")
    if f["side"] != "self":
        raise EncodingError(env.card, path, f"{rule} is of this card itself")
    if f["filter"] and rule not in (lasting.ONE_TRIBUTE, lasting.MANY_TRIBUTES):
        raise EncodingError(env.card, f"{path}.filter", f"{rule} takes no filter")
    if f["zone"] not in _PROCEDURE_ZONES[rule]:
        raise EncodingError(
            env.card,
            f"{path}.zone",
            f"{rule} is of a card in " + " or ".join(_PROCEDURE_ZONES[rule]),
        )
    if f["condition"] and rule in (lasting.CONTACT_FUSION, lasting.LEGEND, lasting.PROCEDURE_ATK):
        raise EncodingError(env.card, f"{path}.condition", f"{rule} holds always")


def _check_procedure_atk(statics: tuple[Static, ...], card: Any, path: str) -> None:
    """An original ATK of a summon by a procedure goes with one procedure of fewer Tributes."""
    if any(s.rule == lasting.PROCEDURE_ATK for s in statics):
        fewer = [s for s in statics if s.rule in (lasting.NO_TRIBUTE, lasting.ONE_TRIBUTE)]
        changes = [s for s in statics if s.rule == lasting.PROCEDURE_ATK]
        if len(fewer) != 1 or len(changes) != 1:
            raise EncodingError(
                card, path, "procedure_atk goes with one no_tribute or one_tribute procedure"
            )


_STATIC_POSITIONS = {"": 0, "attack": ATK, "defense": DEF}


def _static(spec: Any, env: _Env, path: str) -> Static:
    f = _fields("modifier", spec, env.card, path)
    rule, value = f["rule"], f["value"]
    where = f"{path}.value"
    if rule in (lasting.ATK_CHANGE, lasting.DEF_CHANGE, lasting.LEVEL_CHANGE):
        if isinstance(value, int) and not isinstance(value, bool):
            amount: Any = value
        else:
            counted = _amount(value, env, where)
            amount = lambda s, p, card, n=counted: n(s, Probe(p, card))  # noqa: E731
            if f["lose"]:
                amount = lambda s, p, card, n=counted: -n(s, Probe(p, card))  # noqa: E731
        value = amount
        if f["lose"] and not callable(value):
            raise EncodingError(env.card, f"{path}.lose", "only a counted change is lost")
    elif rule == lasting.NAME:
        if not isinstance(value, int) or isinstance(value, bool) or value <= 0:
            raise EncodingError(env.card, where, "expected the card id of the new name")
    elif rule in (lasting.RACE, lasting.ATTRIBUTE):
        if value not in _FACT_VALUES[rule]:
            raise EncodingError(env.card, where, f"expected a {rule}")
    elif rule == lasting.INDESTRUCTIBLE:
        if value not in _PROTECTIONS:
            raise EncodingError(env.card, where, "expected one of " + ", ".join(_PROTECTIONS))
    elif rule == lasting.UNRETURNABLE:
        if value not in ("effect", "monster"):
            raise EncodingError(env.card, where, "expected effect or monster")
    elif rule == lasting.SAFE_BATTLE:
        if value not in (None, "both"):
            raise EncodingError(env.card, where, "expected both or none")
    elif rule == lasting.UNTRIBUTABLE:
        if value not in (None, "attack"):
            raise EncodingError(env.card, where, "expected attack or none")
    elif rule == lasting.MATERIAL_NAME:
        if not isinstance(value, int) or isinstance(value, bool) or value <= 0:
            raise EncodingError(env.card, where, "expected the card id of the name")
        if f["side"] != "self" or f["filter"]:
            raise EncodingError(env.card, path, "a name as material is this card's own")
    elif rule == lasting.NO_FUSION_MATERIAL:
        if value not in (None, "opp"):
            raise EncodingError(env.card, where, "expected opp or none")
        if f["against"] and (f["side"] != "self" or f["condition"] or value or f["reach"]):
            raise EncodingError(env.card, path, "a material fact is of this card, always")
    elif rule in (lasting.EXTRA_ATTACK, lasting.EXTRA_ATTACK_ON_MONSTERS):
        value = 1 if value is None else value
        if not isinstance(value, int) or value < 1:
            raise EncodingError(env.card, where, "expected a number of attacks")
    elif rule == lasting.DOUBLE_MATERIAL:
        names = value if isinstance(value, list) else []
        if len(names) != 2 or not all(isinstance(n, int) and n > 0 for n in names):
            raise EncodingError(env.card, where, "expected the card ids of 2 material names")
        fusion = f["filter"] or {}
        if set(fusion) != {"ids"} or len(fusion["ids"]) != 1:
            raise EncodingError(env.card, f"{path}.filter", "expected the one Fusion Monster")
        if f["side"] != "self" or f["condition"] or f["zone"] != "field":
            raise EncodingError(env.card, path, "a material fact is of this card, always")
        value = tuple(names)
    elif rule == lasting.DRAW_UNTIL:
        numbers = value if isinstance(value, list) else []
        if len(numbers) != 2 or not all(_count_of_cards(n) for n in numbers):
            raise EncodingError(env.card, where, "expected 2 numbers of cards: would, instead")
        if f["side"] not in ("own", "opp", "both") or f["filter"]:
            raise EncodingError(env.card, path, "a rule of a player's normal draw")
        value = tuple(numbers)
    elif rule == lasting.FEWER_TRIBUTES:
        if value not in (1, 2):
            raise EncodingError(env.card, where, "expected 1 or 2 fewer Tributes")
        if f["side"] not in ("own", "opp", "both"):
            raise EncodingError(env.card, f"{path}.side", "a rule of a player's summons")
    elif rule == lasting.DAMAGE_BECOMES:
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise EncodingError(env.card, where, "expected the damage it becomes")
        if f["side"] not in ("own", "opp", "both"):
            raise EncodingError(env.card, f"{path}.side", "a rule of a player's damage")
    elif rule == lasting.SUMMON_ATK:
        value = _summon_atk(value, f, env, path)
    elif rule == lasting.SUMMON_GRANT:
        value = _summon_grant(value, f, env, path)
    elif rule == lasting.SUMMON_ONLY:
        if value not in lasting.SUMMON_ONLY_VALUES:
            raise EncodingError(env.card, where, "expected normal, fusion or effect")
        if f["side"] != "self" or f["condition"] or f["zone"] != "field":
            raise EncodingError(env.card, path, "a summoning condition is of this card, always")
        if bool(f["filter"]) != (value == "effect"):
            raise EncodingError(env.card, path, "the cards whose effect summons it, for effect")
    elif rule in lasting.PROCEDURES or rule == lasting.LEGEND:
        _procedure(rule, f, env, path)
    elif rule == lasting.NO_SPECIAL_SUMMON:
        if value is not None and value not in lasting.SPECIAL_FROM:
            raise EncodingError(env.card, where, "expected " + ", ".join(lasting.SPECIAL_FROM))
    elif rule in (lasting.NO_ACTIVATION, lasting.NO_BATTLE_ACTIVATION):
        value = value or ""
        if value not in ("", "spell", "trap", "monster"):
            raise EncodingError(env.card, where, "expected spell, trap or monster")
    elif value is not None:
        raise EncodingError(env.card, where, f"{rule} takes no value")
    if f["lose"] and rule not in (lasting.ATK_CHANGE, lasting.DEF_CHANGE):
        raise EncodingError(env.card, f"{path}.lose", "only ATK and DEF are lost")
    if f["zone"] != "field" and rule not in _ZONE_RULES:
        raise EncodingError(
            env.card, f"{path}.zone", "only a name change applies from the hand or GY"
        )
    tests = _conditions(f["condition"], env, f"{path}.condition")
    cond = None
    if tests:
        cond = lambda s, p, card, t=tests: all(x(s, Probe(p, card)) for x in t)  # noqa: E731
    filt = compile_filter(f["filter"], env.card, f"{path}.filter") if f["filter"] else None
    if filt is not None and filt.needs_atk and rule in (lasting.ATK_CHANGE, lasting.DEF_CHANGE):
        raise EncodingError(env.card, f"{path}.filter", "a change of ATK reads no current ATK")
    against = None
    if f["against"]:
        battle_protection = rule == lasting.INDESTRUCTIBLE and value in _AGAINST_MONSTERS
        safe_battle = rule == lasting.SAFE_BATTLE and value is None
        if not (
            battle_protection or safe_battle or rule in (lasting.NO_FUSION_MATERIAL, lasting.PIERCE)
        ):
            raise EncodingError(
                env.card, f"{path}.against", "only a battle protection or material fact has it"
            )
        against = compile_filter(f["against"], env.card, f"{path}.against")
    if f["reach"]:
        reaching = (lasting.INDESTRUCTIBLE, lasting.UNRETURNABLE, lasting.NO_FUSION_MATERIAL)
        if rule not in reaching or f["side"] not in ("own", "opp", "both"):
            raise EncodingError(env.card, f"{path}.reach", "only a side's protection reaches")
        if f["filter"]:
            raise EncodingError(env.card, f"{path}.filter", "cards it reaches take no filter")
    if f["side"] == "turn" and rule not in lasting.CARD_RULES:
        raise EncodingError(env.card, f"{path}.side", "only a change of monsters is the turn's")
    if f["not_self"] and (f["side"] not in ("own", "both") or rule not in lasting.CARD_RULES):
        raise EncodingError(env.card, f"{path}.not_self", "only a change of a side's monsters")
    if f["equipped"] and (f["side"] not in ("own", "opp", "both") or f["reach"]):
        raise EncodingError(env.card, f"{path}.equipped", "only a change of a side's monsters")
    if rule == lasting.DOUBLE_TRIBUTE and f["side"] not in ("self", "equipped"):
        raise EncodingError(env.card, f"{path}.side", "a static double Tribute is of one monster")
    cost = None
    if f["cost"] is not None:
        if rule != lasting.HAND_SPECIAL:
            raise EncodingError(env.card, f"{path}.cost", "only hand_special has a cost")
        cost = _procedure_cost(f["cost"], env, f"{path}.cost")
    position = _STATIC_POSITIONS[f["position"]]
    if position and f["side"] not in ("own", "opp", "both"):
        raise EncodingError(env.card, f"{path}.position", "only a side's monsters' position")
    return Static(
        rule,
        value,
        f["side"],
        filt,
        cond,
        f["zone"],
        against,
        f["reach"],
        cost,
        position,
        f["not_self"],
        f["equipped"],
    )


def _summon_atk(value: Any, f: dict[str, Any], env: _Env, path: str) -> lasting.SummonAtk:
    """A `SUMMON_ATK` value: {"per": N, "of": "atk"|"level"} or {"per": N, "min": K}."""
    where = f"{path}.value"
    spec = value if isinstance(value, dict) else {}
    per, of, least = spec.get("per"), spec.get("of", ""), spec.get("min", 0)
    if not _count_of_cards(per) or set(spec) - {"per", "of", "min"}:
        raise EncodingError(env.card, where, 'expected {"per": N, "of": ...} or {"per", "min"}')
    if bool(of) == bool(least) or (of and of not in lasting.SUMMON_ATK_OF):
        raise EncodingError(env.card, where, "expected one of: of (atk or level), min")
    if least and not _count_of_cards(least):
        raise EncodingError(env.card, where, "expected a number of monsters for min")
    return lasting.SummonAtk(per, of, least, _summon_used(f, env, path))


def _summon_used(f: dict[str, Any], env: _Env, path: str) -> Any:
    """The compiled filter of the monsters a summon used that a gain by it counts."""
    if f["side"] != "self" or f["condition"] or f["zone"] != "field":
        raise EncodingError(env.card, path, "a gain by its own summon is this card's, always")
    return compile_filter(f["filter"], env.card, f"{path}.filter") if f["filter"] else None


def _summon_grant(value: Any, f: dict[str, Any], env: _Env, path: str) -> lasting.SummonGrant:
    """A `SUMMON_GRANT` value: {"min": K, "rule": R, "value": V}."""
    where = f"{path}.value"
    spec = value if isinstance(value, dict) else {}
    rule, granted, least = spec.get("rule"), spec.get("value"), spec.get("min")
    if set(spec) - {"min", "rule", "value"} or not _count_of_cards(least):
        raise EncodingError(env.card, where, 'expected {"min": K, "rule": R, "value": V}')
    if rule == lasting.INDESTRUCTIBLE and granted not in _PROTECTIONS:
        raise EncodingError(env.card, where, "expected one of " + ", ".join(_PROTECTIONS))
    if rule == lasting.EXTRA_ATTACK and not _count_of_cards(granted):
        raise EncodingError(env.card, where, "expected a number of attacks")
    if rule not in lasting.SUMMON_GRANTS:
        raise EncodingError(env.card, where, "expected " + " or ".join(lasting.SUMMON_GRANTS))
    return lasting.SummonGrant(rule, granted, least, _summon_used(f, env, path))


_AGAINST_MONSTERS = ("battle", "monster", "opp_monster")
"""The protections a static may have against monsters of a kind only: from their battles, or
from their effects."""


def _count_of_cards(n: Any) -> bool:
    return isinstance(n, int) and not isinstance(n, bool) and n > 0


def _procedure_cost(spec: Any, env: _Env, path: str) -> ProcedureCost:
    """The cost of a Special Summon from the hand: cards moved, LP paid, or both."""
    f = _fields("procedure_cost", spec, env.card, path)
    source = f["from"]
    if not source:
        if any(key in spec for key in ("n", "filter", "to")):
            raise EncodingError(env.card, path, "cards of no source")
        if f["lp"] < 1:
            raise EncodingError(env.card, path, "a cost that pays nothing")
        return ProcedureCost(None, "", f["lp"])
    test = compile_filter(f["filter"], env.card, f"{path}.filter")
    blind = source in BLIND and asks_nothing(test)
    # A card in the hand is summoned from it: the cards of the hand it costs are others.
    pick = Pick(source, f["n"], test, not_self=source == "own_hand", blind=blind)
    return ProcedureCost(pick, f["to"], f["lp"])


_ALTERNATIVE_KINDS = ("spell", "ignition", "trap")


def _with_alternatives(
    spec: dict[str, Any], f: dict[str, Any], card: Any, index: int, path: str
) -> tuple[Effect, list[str]]:
    """An effect whose requirement is met one of several ways ("A, or B"): one whole effect per
    way, with the way's condition and cost after the effect's own, held by the effect itself
    (its own condition only, no cost: each way pays its own). Every pick is used by the
    effect or by a way."""
    where = f"{path}.alternatives"
    if f["kind"] not in _ALTERNATIVE_KINDS:
        raise EncodingError(card, where, "only a Spell, a Trap or an ignition effect has them")
    if f["choices"]:
        raise EncodingError(card, where, "a Multi-Choice effect has one requirement")
    alternatives = f["alternatives"]
    if not isinstance(alternatives, list) or len(alternatives) < 2:
        raise EncodingError(card, where, "expected two or more ways")
    used: set[int] = set()
    ways: list[Effect] = []
    hooks: list[str] = []
    for i, alternative in enumerate(alternatives):
        a = _fields("alternative", alternative, card, f"{where}[{i}]")
        if not isinstance(a["condition"], list) or not isinstance(a["cost"], list):
            raise EncodingError(card, f"{where}[{i}]", "expected lists of conditions and steps")
        if not a["condition"] and not a["cost"]:
            raise EncodingError(card, f"{where}[{i}]", "a way with neither condition nor cost")
        if any(isinstance(step, dict) and step.get("order") == "any" for step in a["cost"]):
            # (the order is chosen as the effect resolves: the effect of every way alike)
            raise EncodingError(card, f"{where}[{i}]", "an order chosen for one way's cost")
        one = {
            **spec,
            "condition": [*f["condition"], *a["condition"]],
            "cost": [*f["cost"], *a["cost"]],
            "alternatives": [],
        }
        way, hooks = compile_effect(one, card, index, f"{where}[{i}]", used)
        ways.append(way)
    for k in range(len(ways[0].picks)):
        if k not in used:
            raise EncodingError(card, f"{path}.picks[{k}]", "a pick no step uses")
    # The effect resolves as any of its ways does; what it asks before a way is chosen is its
    # own condition (each way checks the rest: its condition, the Deck and LP it needs).
    whole = replace(
        ways[0],
        alts=tuple(ways),
        plain=False,
        cond=_conditions(f["condition"], _Env(card, f["picks"]), f"{path}.condition"),
        cost=(),
        cost_picks=tuple(sorted({k for way in ways for k in way.cost_picks})),
        deck_need=0,
        lp_need=0,
    )
    return whole, hooks


def compile_effect(
    spec: Any, card: Any, index: int, path: str, used_picks: set[int] | None = None
) -> tuple[Effect, list[str]]:
    """One effect of a card; returns it and the hooks it calls. With `used_picks`, a pick no
    step uses is no error: the picks used are added to it (an alternative's effect)."""
    f = _fields("effect", spec, card, path)
    if f["alternatives"]:
        return _with_alternatives(spec, f, card, index, path)
    kind = f["kind"]
    picks_spec = f["picks"]
    if not isinstance(picks_spec, list):
        raise EncodingError(card, f"{path}.picks", "expected a list of picks")
    env = _Env(card, picks_spec)
    cond = _conditions(f["condition"], env, f"{path}.condition")
    trigger = None
    if kind in ("trap", "trigger"):
        if f["trigger"] is None:
            raise EncodingError(card, f"{path}.trigger", f"a {kind} effect needs its trigger")
        trigger = _trigger(f["trigger"], env, f"{path}.trigger")
        if trigger.by_self and (
            kind != "trigger" or trigger.event != "destroyed" or trigger.how != {"battle"}
        ):
            raise EncodingError(
                card, f"{path}.trigger.by_self", "only a triggered effect's destruction by battle"
            )
    elif f["trigger"] is not None:
        raise EncodingError(card, f"{path}.trigger", f"a {kind} effect has no trigger")

    cost = _Program(env)
    cost.paying = True
    cost.steps(f["cost"], f"{path}.cost", False)
    env.cost_picks = set(cost.all_picks)
    if f["choices"] and f["effect"]:
        raise EncodingError(card, f"{path}.choices", "give `effect` or `choices`, not both")
    bodies = [(c, f"{path}.choices[{i}].effect") for i, c in enumerate(f["choices"])]
    for i, choice in enumerate(f["choices"]):
        _fields("choice", choice, card, f"{path}.choices[{i}]")
    programs = []
    prefix: list[Instr] = []
    if kind in ("fusion", "ritual"):
        # The Summon itself: face-up Attack or Defense Position, chosen as it resolves.
        prefix = [(POSITION, None, None), (OP, extra_deck_summon(kind), 0)]
    for place, target in cost.reorders:
        if kind in ("field", "equip"):  # (activated without a resolution to choose in)
            raise EncodingError(card, f"{path}.cost", "an order chosen for a card's activation")
        prefix += [(ORDER, (None, target), None), (OP, _reordering(place, target), 0)]
    for body, where in (
        [(f["effect"], f"{path}.effect")]
        if not f["choices"]
        else [(c["effect"], w) for c, w in bodies]
    ):
        program = _Program(env)
        program.code.extend(prefix)
        program.steps(body, where, False)
        programs.append(program)
    cond = (*cond, *_opponents_zones(programs, env, f"{path}.effect"))

    for program in programs:
        for ways in program.fuses:
            if cost.fed & set(ways.places):
                # The activation check looks for materials before the cost is paid.
                raise EncodingError(card, f"{path}.cost", "it brings cards among the materials")
    cost_picks = tuple(cost.all_picks)
    for k, spec_k in enumerate(picks_spec):
        among = spec_k.get("among") if isinstance(spec_k, dict) else None
        if among and (k in cost_picks or (among == "cost" and "gy" not in cost.fed)):
            raise EncodingError(card, f"{path}.picks[{k}].among", "no cards sent so before it")
    used = set(cost_picks) | {k for program in programs for k in program.all_picks}
    if used_picks is not None:
        used_picks |= used
    else:
        for k in range(len(picks_spec)):
            if k not in used:
                raise EncodingError(card, f"{path}.picks[{k}]", "a pick no step uses")
    made: list[Pick] = []
    for k, p in enumerate(picks_spec):
        made.append(_pick(p, env, f"{path}.picks[{k}]", k, made))
    for k, pick in enumerate(made):
        if (
            pick.ref is not None
            and pick.relate[3] >= 0
            and all(k in program.mandatory for program in programs)
        ):
            # the card compared with is one that leaves this pick a card to take
            j = pick.relate[3]
            made[j] = replace(made[j], guides=k)
    picks = tuple(made)
    statics = tuple(
        _static(m, env, f"{path}.modifiers[{i}]") for i, m in enumerate(f["modifiers"] or [])
    )
    _check_procedure_atk(statics, card, f"{path}.modifiers")
    equip = None
    if kind == "equip":
        e = _fields("equip", f["equip"] or {}, card, f"{path}.equip")
        equip = Pick(e["to"], 1, compile_filter(e["filter"], card, f"{path}.equip.filter"))
    elif f["equip"] is not None:
        raise EncodingError(card, f"{path}.equip", "only an Equip Spell equips")
    ritual = None
    if kind == "ritual":
        r = _fields("ritual", f["ritual"] or {}, card, f"{path}.ritual")
        filt = compile_filter(r["filter"], card, f"{path}.ritual.filter") if r["filter"] else None
        monster = r["monster"]
        described = compile_filter(monster, card, f"{path}.ritual.monster") if monster else None
        if not r["field"] and not r["hand"]:
            raise EncodingError(card, f"{path}.ritual", "materials from neither hand nor field")
        placed = {
            key: compile_filter(r[key], card, f"{path}.ritual.{key}") if r[key] else None
            for key in ("hand_filter", "field_filter")
        }
        ritual = Ritual(r["hand"], r["facedown"], filt, r["field"], described, **placed)
    elif f["ritual"] is not None:
        raise EncodingError(card, f"{path}.ritual", "only a Ritual Spell has Ritual materials")
    # What paying and resolving need, whatever the text says besides: the LP a cost pays, and
    # the cards a cost or a mandatory step draws or sends from the Deck (docs/RULES.md 6).
    deck_need = cost.deck_need + max((p.deck_need for p in programs), default=0)
    cost_dest = tuple(cost.dest.get(k, "") for k in range(len(picks)))
    fed = tuple(
        not pick.source.startswith("opp_")
        and any(dest and dest in zone_of(pick.source) for dest in cost_dest)
        for pick in picks
    )
    bound_by_cost = tuple(
        isinstance(p, dict) and _reads_the_cost(p.get("level_at_most")) for p in picks_spec
    )
    shared = tuple(
        fed[k]
        or pick.per_cost
        or bound_by_cost[k]
        or any(overlap(pick.source, picks[k2].source) for k2 in cost_picks)
        for k, pick in enumerate(picks)
    )
    for p in programs:
        for k in p.mandatory:
            if picks[k].level_at_most is not None and not (bound_by_cost[k] and cost_picks):
                # read as it is made: never checked before (but once the cost is chosen)
                raise EncodingError(card, f"{path}.picks[{k}]", "a Level bound of a mandatory pick")
    effect = Effect(
        card=card,
        index=index,
        kind=kind,
        trigger=trigger,
        cond=cond,
        picks=picks,
        cost_picks=cost_picks,
        cost=tuple(cost.code),
        options=tuple(tuple(p.code) for p in programs),
        counted=tuple(_counted(p, picks, cost_picks, shared) for p in programs),
        needed=tuple(
            tuple(k for k in p.mandatory if k not in cost_picks and shared[k]) for p in programs
        ),
        deck_need=deck_need,
        lp_need=cost.lp_need,
        summons=tuple(p.summons for p in programs),
        summons_opp=tuple(p.summons_opp for p in programs),
        sets=tuple(p.sets for p in programs),
        cost_dest=cost_dest,
        fed=fed,
        shared=shared,
        frees_self=cost.frees_self,
        plain=kind in ("spell", "ignition", "field", "trap")
        and not cond
        and not picks
        and len(programs) == 1
        and not programs[0].summons
        and not programs[0].sets
        and not programs[0].affects
        and not programs[0].fuses,
        statics=statics,
        equip=equip,
        ritual=ritual,
        fuses=tuple(tuple(p.fuses) for p in programs),
        by_cost=tuple(tuple(p.by_cost) for p in programs),
        uncertain=tuple(
            bool(p.summons or p.fuses or p.sets or p.by_cost or p.summons_opp) for p in programs
        ),
    )
    return effect, env.hooks


def _counted(
    program: Any, picks: tuple[Pick, ...], cost_picks: tuple[int, ...], shared: tuple[bool, ...]
) -> tuple[tuple[Pick, int], ...]:
    """What an option needs that its cost cannot change, as (pick, how many): each "all"
    target of a mandatory step (one card; 2 for "all other" but a chosen one), then each
    mandatory pick no cost pick shares."""
    return (
        *((every, every.n) for every in program.affects),
        *(
            (picks[k], picks[k].least)
            for k in program.mandatory
            if k not in cost_picks and not shared[k]
        ),
    )


def compile_card(spec: Any, source: str, path: str = "") -> CardEffects:
    """A card's encoding compiled; EncodingError (naming the card and field) when malformed."""
    card = spec.get("card", "?") if isinstance(spec, dict) else "?"
    f = _fields("encoding", spec, card, path)
    effects_spec = f["effects"]
    if not isinstance(effects_spec, list):
        raise EncodingError(card, "effects", "expected a list of effects")
    effects, hooks = [], []
    for i, effect_spec in enumerate(effects_spec):
        effect, used = compile_effect(effect_spec, card, i, f"effects[{i}]")
        effects.append(effect)
        hooks += used
    activated = [e for e in effects if e.activated]
    if len(activated) > 1:
        raise EncodingError(card, "effects", "a card has at most one effect a player activates")
    return CardEffects(card, f["name"], source, tuple(effects), f["partial"], tuple(hooks))
