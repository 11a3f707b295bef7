"""The `rules2` productions: rules over what a player may play from the hand (no Normal
Summon, no Set, only some monsters Normal or Special Summoned) and "for the rest of the turn";
each compiled from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play, verbs
from tests.engine.conftest import FILLER, Board
from tests.engine.text.text_support import compiled, table_playing
from validator.engine.lasting import attack_allowed, special_summon_allowed

SPELL = 15160  # a Normal Spell: the card that plays each made-up text
TRAP = 16768  # a Normal Trap
SHAMAN = 15158  # Shining Shaman: a Level 2 Effect Monster (Spellcaster)
ANSLER = 15152  # Ansler the Magical Swordsman: a Level 6 Normal Monster
RANDI = 15425  # Vishwar Randi: a Level 3 Warrior Normal Monster
GAIA = 18298  # Gaia the Dragon Champion: a Fusion Monster without an effect


def _effect(encoding: dict) -> list:
    return encoding["effects"][0]["effect"]


def _played(text: str, hand: list[int], field: list[int] = ()):
    """The Spell's text compiled, the Spell activated with `hand` and `field` in place."""
    encoding = compiled(SPELL, text)
    board = Board(table_playing(encoding))
    s = board.game(cards=([SPELL, *hand, *field], []))
    cards = {card_id: board.hand(s, 0, card_id) for card_id in hand}
    for card_id in field:
        cards[card_id] = board.monster(s, 0, card_id)
    play(s, f"act {board.hand(s, 0, SPELL)}")
    return encoding, s, cards


def _hand_verbs(s, card: int) -> set[str]:
    """What the hand card may do now: "summon", "set" (the Tribute ones included)."""
    return {a.split()[0] for a in verbs(s) if a.split()[1:2] == [str(card)]}


def test_no_normal_summon_or_set_from_the_hand_this_turn() -> None:
    encoding, s, cards = _played(
        "You cannot Normal Summon/Set monsters from your hand until the end of this turn.",
        [SHAMAN, ANSLER, TRAP],
        [FILLER],
    )
    assert _effect(encoding) == [
        {"op": "restrict", "rule": "no_normal_summon", "until": "end_of_turn"},
        {
            "op": "restrict",
            "rule": "no_set",
            "filter": {"kind": "monster"},
            "until": "end_of_turn",
        },
    ]
    assert _hand_verbs(s, cards[SHAMAN]) == set()
    assert _hand_verbs(s, cards[ANSLER]) == set()  # no Tribute Summon or Set either
    assert _hand_verbs(s, cards[TRAP]) == {"set"}  # a Trap is still Set


def test_no_normal_summon_of_a_kind_and_no_set_this_turn() -> None:
    encoding, s, cards = _played(
        "Until the end of this turn, you cannot Normal Summon Level 5 or lower monsters, nor "
        "Set monsters from your hand.",
        [SHAMAN, ANSLER],
        [FILLER],
    )
    assert _effect(encoding)[0]["filter"] == {"level_max": 5}
    assert _hand_verbs(s, cards[SHAMAN]) == set()
    assert _hand_verbs(s, cards[ANSLER]) == {"summon"}  # Level 6: summoned, never Set


def test_no_normal_summon_of_level_2_effect_monsters() -> None:
    _, s, cards = _played(
        "You cannot Normal Summon Level 2 Effect Monsters until the end of this turn.",
        [SHAMAN, RANDI],
    )
    assert _hand_verbs(s, cards[SHAMAN]) == {"set"}
    assert _hand_verbs(s, cards[RANDI]) == {"summon", "set"}


def test_no_normal_or_special_summon_after_a_destruction() -> None:
    encoding, s, cards = _played(
        "Destroy all monsters on your field. If you destroyed any monster by this effect, you "
        "cannot Normal or Special Summon monsters until the end of this turn.",
        [SHAMAN],
        [FILLER],
    )
    assert _effect(encoding)[1]["op"] == "if"
    assert _hand_verbs(s, cards[SHAMAN]) == {"set"}
    assert not special_summon_allowed(s, 0, cards[SHAMAN])


def test_only_normal_summon_a_type_for_the_rest_of_the_turn() -> None:
    encoding, s, cards = _played(
        "You can only Normal Summon Warrior Type monsters for the rest of the turn.",
        [SHAMAN, RANDI],
    )
    assert _effect(encoding) == [
        {
            "op": "restrict",
            "rule": "no_normal_summon",
            "filter": {"none_of": [{"race": "Warrior"}]},
            "until": "end_of_turn",
        }
    ]
    assert _hand_verbs(s, cards[SHAMAN]) == {"set"}
    assert _hand_verbs(s, cards[RANDI]) == {"summon", "set"}


def test_only_normal_or_special_summon_some_types() -> None:
    _, s, cards = _played(
        "You can only Normal or Special Summon Warrior and/or Fairy Type monsters until the "
        "end of this turn.",
        [SHAMAN, RANDI],
    )
    assert _hand_verbs(s, cards[SHAMAN]) == {"set"}
    assert not special_summon_allowed(s, 0, cards[SHAMAN])
    assert special_summon_allowed(s, 0, cards[RANDI])
    assert _hand_verbs(s, cards[RANDI]) == {"summon", "set"}


def test_no_set_of_spells_and_traps_from_the_hand() -> None:
    encoding, s, cards = _played(
        "You cannot Set Spell/Trap Cards from the hand until the end of this turn.",
        [TRAP, SHAMAN],
    )
    assert _effect(encoding)[0]["filter"] == {"kind": ["spell", "trap"]}
    assert _hand_verbs(s, cards[TRAP]) == set()
    assert _hand_verbs(s, cards[SHAMAN]) == {"summon", "set"}


def test_only_attack_with_two_kinds_of_monster() -> None:
    encoding = compiled(SPELL, "This turn, you can only attack with Fusion or Normal Monsters.")
    assert _effect(encoding) == [
        {
            "op": "restrict",
            "rule": "only_attack_with",
            "filter": {"any_of": [{"subtype": "fusion"}, {"normal": True}]},
            "until": "end_of_turn",
        }
    ]
    board = Board(table_playing(encoding))
    s = board.game(cards=([SPELL, SHAMAN, RANDI], []), extra=([GAIA], []))
    gaia = board.monster(s, 0, GAIA)
    shaman = board.monster(s, 0, SHAMAN)
    randi = board.monster(s, 0, RANDI)
    play(s, f"act {board.hand(s, 0, SPELL)}")
    assert attack_allowed(s, gaia) and attack_allowed(s, randi)
    assert not attack_allowed(s, shaman)


def test_an_effect_sets_no_card_from_the_hand_under_the_rule() -> None:
    encoding = {
        "card": SPELL,
        "name": "Made-up Spell",
        "effects": [
            {
                "kind": "spell",
                "picks": [{"from": "own_hand", "filter": {"kind": "trap"}}],
                "effect": [
                    {"op": "restrict", "rule": "no_set", "filter": {"kind": ["spell", "trap"]}},
                    {"op": "set_spell_trap", "target": {"pick": 0}},
                ],
            }
        ],
    }
    board = Board(table_playing(encoding))
    s = board.game(cards=([SPELL, TRAP], []))
    trap = board.hand(s, 0, TRAP)
    play(s, f"act {board.hand(s, 0, SPELL)}")
    if s.resolving is not None:
        play(s, f"pick {trap}")
    assert trap in s.hand[0]
