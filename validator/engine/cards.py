"""Card facts as the engine reads them: one small slotted record per card id, built once."""

from __future__ import annotations

from typing import Any

from validator.cards import Card, CardDB

MONSTER, SPELL, TRAP = 0, 1, 2
_KINDS = {"monster": MONSTER, "spell": SPELL, "trap": TRAP}

# How a card in hand can be played from there (`CardInfo.from_hand`), decided once per card so
# listing the legal actions of a Main Phase tests one number per card in hand.
EXTRA_MONSTER, LOW_MONSTER, TRIBUTE_MONSTER, HAND_SPELL, HAND_TRAP = range(5)


class CardInfo:
    """The facts of one card the rules need, as plain attributes (no validation on the hot path)."""

    __slots__ = (
        "atk",
        "attribute",
        "centre",
        "def_",
        "effect",
        "extra",
        "from_hand",
        "fusion_generic",
        "fusion_materials",
        "id",
        "ignition",
        "implemented",
        "kind",
        "level",
        "maximum_atk",
        "maximum_part",
        "maximum_set",
        "name",
        "normal",
        "race",
        "ritual_spells",
        "subtype",
    )

    def __init__(self, card: Card) -> None:
        self.id = card.id
        self.name = card.name
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
        self.extra = card.extra_deck
        self.normal = card.kind == "monster" and card.subtype == "normal"
        self.fusion_materials = tuple(card.fusion_materials)
        self.fusion_generic = card.fusion_generic_materials
        self.ritual_spells = tuple(card.ritual_spells)
        if self.kind == MONSTER:
            self.from_hand = (
                EXTRA_MONSTER if self.extra else LOW_MONSTER if self.level <= 4 else TRIBUTE_MONSTER
            )
        else:
            self.from_hand = HAND_SPELL if self.kind == SPELL else HAND_TRAP
        # Set by CardTable from the effect registry (kept here so the rules look it up once).
        self.effect: Any = None
        self.ignition = False  # an ignition effect the turn player can use in the Main Phase
        self.implemented = True

    def __repr__(self) -> str:
        return f"CardInfo({self.id}, {self.name!r})"


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
            from validator.engine.effects.registry import effect_for, implemented

            info.effect = effect_for(info)
            info.ignition = info.effect is not None and info.effect.kind == "ignition"
            info.implemented = implemented(info)
        return info

    def fusion_spell_id(self) -> int | None:
        """The id of the Spell named "Fusion" (the generic Fusion Summon spell)."""
        card = self.db.by_name("Fusion")
        return card.id if card is not None and card.kind == "spell" else None
