"""Card facts as the engine reads them: one small slotted record per card id, built once."""

from __future__ import annotations

from typing import Any

from validator.cards import Card, CardDB

MONSTER, SPELL, TRAP = 0, 1, 2
_KINDS = {"monster": MONSTER, "spell": SPELL, "trap": TRAP}

# How a card in hand can be played from there (`CardInfo.from_hand`), decided once per card so
# listing the legal actions of a Main Phase tests one number per card in hand.
# A Field Spell goes to the Field Zone, so a full Spell & Trap Zone does not stop it.
EXTRA_MONSTER, LOW_MONSTER, TRIBUTE_MONSTER, HAND_SPELL, HAND_TRAP, HAND_FIELD = range(6)
# A monster with a summoning procedure of its own from the hand (`procedures.py`): summoned as
# usual, and by its procedures.
PROCEDURE_MONSTER = 6


class CardInfo:
    """The facts of one card the rules need, as plain attributes (no validation on the hot path)."""

    # The slots the listing of legal actions reads for every card come first, so that they
    # share the record's first memory lines (a game reads them hundreds of times).
    __slots__ = (  # noqa: RUF023 (in that order on purpose)
        "from_hand",
        "kind",
        "effect",
        "ignition",
        "centre",
        "statics",
        "static_bits",
        "zone_facts",
        "id",
        "name_id",
        "level",
        "atk",
        "def_",
        "maximum_atk",
        "race",
        "attribute",
        "subtype",
        "extra",
        "static_rules",
        "listens",
        "triggered",
        "fusion_materials",
        "fusion_generic",
        "fusion_described",
        "fusion_known",
        "ritual_spells",
        "maximum_part",
        "maximum_set",
        "normal",
        "effect_monster",
        "legend",
        "name",
        "effects",
        "implemented",
        "summon_only",
        "summon_by",
        "procedures",
        "contact",
        "dice",
        "procedure_atk",
        "printed_level",
        "printed_race",
        "tribute_test",
        "double_material",
        "no_material_for",
        "printed_kind",
        "as_equip",
        "summon_gains",
    )

    def __init__(self, card: Card) -> None:
        self.id = card.id
        self.name_id = card.id  # the name it has now (a lasting change may give another)
        self.name = card.name
        self.legend = card.legend
        self.kind = _KINDS[card.kind]
        self.subtype = card.subtype or ""
        self.level = card.level or 0
        self.atk = card.atk or 0
        self.def_ = card.def_ or 0
        self.maximum_atk = card.maximum_atk or 0
        self.maximum_part = card.maximum_part or ""
        self.centre = self.maximum_part == "center"
        self.maximum_set = tuple(card.maximum_set)
        self.attribute = card.attribute or ""
        self.race = card.race or ""
        # Its original Level and Type, kept by the copies with changed facts (`changed`).
        self.printed_level, self.printed_race = self.level, self.race
        self.extra = card.extra_deck
        self.normal = card.kind == "monster" and card.subtype == "normal"
        self.effect_monster = card.effect_monster
        self.fusion_materials = tuple(card.fusion_materials)
        self.fusion_generic = card.fusion_generic_materials
        # The materials it describes by properties, as plain data (`summons.materials_of`).
        self.fusion_described = tuple(
            part if isinstance(part, dict) else part.model_dump() for part in card.fusion_described
        )
        # Whether every material is known (named, or described and read): only then can it be
        # Fusion Summoned.
        self.fusion_known = (
            self.subtype == "fusion"
            and bool(self.fusion_materials or self.fusion_described)
            and (bool(self.fusion_described) or not self.fusion_generic)
        )
        self.ritual_spells = tuple(card.ritual_spells)
        if self.kind == MONSTER:
            self.from_hand = (
                EXTRA_MONSTER if self.extra else LOW_MONSTER if self.level <= 4 else TRIBUTE_MONSTER
            )
        else:
            field = self.kind == SPELL and self.subtype == "field"
            self.from_hand = (
                HAND_FIELD if field else HAND_SPELL if self.kind == SPELL else HAND_TRAP
            )
        # Set by CardTable from the effect registry (kept here so the rules look it up once).
        self.effects: Any = None  # the card's CardEffects, None without an encoding
        self.effect: Any = None  # the effect a player activates, if any
        self.statics: tuple[Any, ...] = ()  # changes it makes while on the field
        self.static_rules: frozenset[str] = frozenset()  # the rules those changes are of
        self.static_bits = 0  # their bits (`lasting.BIT`)
        self.triggered: tuple[Any, ...] = ()  # effects that apply by themselves on an event
        self.listens: frozenset[str] = frozenset()  # the events its Trap or triggers answer
        self.zone_facts: dict[str, CardInfo] | None = None  # its facts in the hand or GY
        self.summon_only = ""  # its summoning condition: "normal", "fusion", "effect" (lasting)
        self.summon_by: Any = None  # for "effect": the cards whose effect may summon it (a filter)
        self.procedures: tuple[Any, ...] = ()  # its summoning procedures from the hand
        # How it can be Contact Fusioned (`procedures.py`): "shuffle" its materials into the
        # Deck, "union" (a Union Fusion) placing them on its bottom; "" not at all.
        self.contact = ""
        # (Tributes, original ATK): Normal Summoned by its procedure with that many Tributes,
        # its original ATK becomes that (`lasting.PROCEDURE_ATK`); None without one.
        self.procedure_atk: tuple[int, int] | None = None
        # What its effect asks of the monsters Tributed for its Normal Summon (the condition
        # `tributed`): met or not is noted as it is summoned; None when it asks nothing.
        self.tribute_test: Any = None
        # (Fusion Monster id, (name, name)): for that Fusion Summon it can be treated as the
        # 2 materials of those names (`lasting.DOUBLE_MATERIAL`); None when it cannot.
        self.double_material: tuple[int, tuple[int, int]] | None = None
        # The Fusion Monsters it cannot be a material of (a compiled filter of them, from a
        # `lasting.NO_FUSION_MATERIAL` of this card naming them), wherever it is; None: any.
        self.no_material_for: Any = None
        # What it gains by the monsters its summon used (`lasting.SUMMON_ATK`,
        # `lasting.SUMMON_GRANT`: each a `lasting.SummonAtk` or `lasting.SummonGrant`); none
        # for most cards.
        self.summon_gains: tuple[Any, ...] = ()
        self.ignition = False  # an ignition effect the turn player can use in the Main Phase
        self.implemented = True
        self.dice = False  # it has an effect that requires a die roll (set with its effects)
        self.printed_kind = self.kind  # a Monster Card stays one as an Equip Spell Card
        # A Union monster's facts while it stands in a Spell & Trap Zone as an Equip Spell Card
        # (`lasting.facts`): a Spell Card without Level, Attribute, Type, ATK or DEF.
        self.as_equip: CardInfo | None = None
        if self.kind == MONSTER and self.subtype == "union":
            self.as_equip = self.changed(
                kind=SPELL, subtype="equip", level=0, attribute="", race="", atk=0, def_=0
            )

    def __repr__(self) -> str:
        return f"CardInfo({self.id}, {self.name!r})"

    def changed(self, **facts: Any) -> CardInfo:
        """This card with some facts changed (Level, name, Type, Attribute), one shared copy
        per change: filters remember their answers per facts object."""
        key = (self.id, *sorted(facts.items()))
        known = _CHANGED.get(key)
        if known is None:
            known = object.__new__(CardInfo)
            for slot in CardInfo.__slots__:
                setattr(known, slot, getattr(self, slot))
            for name, value in facts.items():
                setattr(known, name, value)
            _CHANGED[key] = known
        return known


_CHANGED: dict[tuple[Any, ...], CardInfo] = {}


class CardTable:
    """CardInfo by card id, made on first use; shared by every game of a process."""

    def __init__(self, db: CardDB) -> None:
        self.db = db
        self._infos: dict[int, CardInfo] = {}

    def __getitem__(self, card_id: int) -> CardInfo:
        info = self._infos.get(card_id)
        if info is None:
            card = self.db.get(card_id)
            if card is None:
                raise KeyError(f"unknown card id {card_id}")
            info = self._infos[card_id] = CardInfo(card)
            # Imported here: the registry itself is built on CardInfo.
            from validator.engine.effects.registry import attach_effects

            attach_effects(info)
        return info

    def fusion_spell_id(self) -> int | None:
        """The id of the Spell named "Fusion" (the generic Fusion Summon spell)."""
        card = self.db.by_name("Fusion")
        return card.id if card is not None and card.kind == "spell" else None
