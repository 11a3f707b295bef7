"""Cards compared with another card, compiled and played on a board: every card compared with
the monster the effect chose ("Destroy all face-up monsters on your opponent's field with DEF
less than or equal to that monster's ATK"; "Destroy that monster and all ...": an "all"
target's `relate`) or with this card; a monster with the same name as a face-up monster on your
field; all other cards but the chosen one (an "all" target's `except`); a monster with ATK less
than or equal to the monster a Trap's event summoned (`of_subject`)."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, choices, offered, play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.state import FACEDOWN, SET

SPELL = 15160  # a Normal Spell: the card that plays each made-up text
MAGICIAN = 15150  # Sevens Road Magician: DARK Spellcaster, 2100/1500, an effect monster
SORCERER = 15154  # Dark Sorcerer: DARK Spellcaster, 1500/0
ARCHER = 15157  # Spell Archer: WIND Spellcaster, 1000/400
CAT = 15159  # Straynge Cat: EARTH Spellcaster, 0/1400
DM = 15410  # Dark Magician: DARK Spellcaster, 2500/2100
FANG = 15220  # Silver Fang: EARTH Beast, 1200/800
DRACO = 15173  # Draco the Tiny: WIND Dragon, 0/1400

ALL_OF_THEM = (
    "Choose 1 face-up Spellcaster Type monster on your field. Destroy all face-up monsters on "
    "your opponent's field with DEF less than or equal to that monster's ATK."
)
THAT_AND_ALL = (
    "Choose 1 face-up WIND Attribute monster on your field. Destroy that monster and all "
    "face-up monsters on the field with DEF less than or equal to [that monster's ATK]."
)


def test_all_compared_with_the_chosen_monster() -> None:
    encoding = compiled(SPELL, ALL_OF_THEM)
    assert first_effect(encoding) == [
        {
            "op": "destroy",
            "target": {
                "all": {
                    "from": "opp_faceup",
                    "relate": {"fact": "def", "rel": "at_most", "of_fact": "atk", "of_pick": 0},
                    "filter": {"kind": "monster"},
                }
            },
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, SORCERER, ARCHER], [CAT, MAGICIAN, DM]))
    sorcerer, archer = board.monster(s, 0, SORCERER), board.monster(s, 0, ARCHER)
    cat, magician, dm = (board.monster(s, 1, c) for c in (CAT, MAGICIAN, DM))
    spell = board.hand(s, 0, SPELL)
    play(s, f"act {spell}")
    assert sorted(choices(s)) == sorted([(sorcerer,), (archer,)])
    play(s, f"pick {sorcerer}")  # 1500 ATK: DEF 1400 and 1500 are destroyed, not 2100
    assert sorted(s.gy[1]) == sorted([cat, magician]) and dm in s.mzone[1]
    assert sorcerer in s.mzone[0] and archer in s.mzone[0]


def test_the_chosen_monster_decides_which() -> None:
    board = board_playing(compiled(SPELL, ALL_OF_THEM))
    s = board.game(cards=([SPELL, SORCERER, ARCHER], [FANG, CAT]))
    archer = board.monster(s, 0, ARCHER)
    board.monster(s, 0, SORCERER)
    fang, cat = board.monster(s, 1, FANG), board.monster(s, 1, CAT)
    play(s, f"act {board.hand(s, 0, SPELL)}", f"pick {archer}")  # 1000 ATK: only DEF 800
    assert s.gy[1] == [fang] and cat in s.mzone[1]


def test_not_activated_with_nothing_to_destroy() -> None:
    board = board_playing(compiled(SPELL, ALL_OF_THEM))
    s = board.game(cards=([SPELL, ARCHER], [DM, CAT]))
    board.monster(s, 0, ARCHER)  # 1000 ATK, against DEF 2100 and 1400
    board.monster(s, 1, DM)
    board.monster(s, 1, CAT)
    assert activations(s, board.hand(s, 0, SPELL)) == []


def test_that_monster_and_all_compared_with_it() -> None:
    encoding = compiled(MAGICIAN, THAT_AND_ALL)
    assert first_effect(encoding)[0]["target"]["and"][0] == {"pick": 0}
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, ARCHER], [FANG, DM]))
    magician, archer = board.monster(s, 0, MAGICIAN), board.monster(s, 0, ARCHER)
    fang, dm = board.monster(s, 1, FANG), board.monster(s, 1, DM)
    play(s, f"act {magician}")  # Archer, 1000 ATK: itself (400) and Fang (800)
    assert s.gy[0] == [archer] and s.gy[1] == [fang]
    assert magician in s.mzone[0] and dm in s.mzone[1]


def test_that_monster_alone_when_none_compares() -> None:
    board = board_playing(compiled(MAGICIAN, THAT_AND_ALL))
    s = board.game(cards=([MAGICIAN, DRACO], [DM]))
    magician, draco = board.monster(s, 0, MAGICIAN), board.monster(s, 0, DRACO)
    dm = board.monster(s, 1, DM)
    assert activations(s, magician) == [()]  # no card has DEF 0 or less: Draco alone
    play(s, f"act {magician}")  # (Draco, the one WIND monster)
    assert s.gy[0] == [draco] and magician in s.mzone[0] and dm in s.mzone[1]


def test_near_misses_are_not_read() -> None:
    # no monster chosen before "that monster"
    assert unread(SPELL, ALL_OF_THEM.split(". ", 1)[1])
    # "that monster and" a chosen card, not all of them
    assert unread(MAGICIAN, THAT_AND_ALL.replace("and all face-up monsters", "and 1 monster"))


def test_all_compared_with_this_card() -> None:
    text = "Destroy all face-up monsters on the field with higher ATK than this card."
    encoding = compiled(SORCERER, text)
    assert first_effect(encoding)[0]["target"]["all"]["relate"] == {"fact": "atk", "rel": "higher"}
    board = board_playing(encoding)
    s = board.game(cards=([SORCERER, DM], [MAGICIAN, FANG]))
    sorcerer, dm = board.monster(s, 0, SORCERER), board.monster(s, 0, DM)
    magician, fang = board.monster(s, 1, MAGICIAN), board.monster(s, 1, FANG)
    play(s, f"act {sorcerer}")  # 1500 ATK: 2500 and 2100 are higher, 1200 is not
    assert s.gy[0] == [dm] and s.gy[1] == [magician]
    assert sorcerer in s.mzone[0] and fang in s.mzone[1]
    s = board.game(cards=([SORCERER], [FANG]))
    sorcerer = board.monster(s, 0, SORCERER)
    board.monster(s, 1, FANG)
    assert activations(s, sorcerer) == []  # no monster with higher ATK


COPY = (
    "Special Summon 1 Normal Monster with the same name as a face-up monster on your field from "
    "your GY face-up to your field."
)


def test_the_same_name_as_a_face_up_monster() -> None:
    encoding = compiled(SPELL, COPY)
    assert encoding["effects"][0]["picks"][0]["relate"] == {
        "fact": "name",
        "rel": "same",
        "of_any": {"from": "own_faceup", "filter": {"kind": "monster"}},
    }
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, SORCERER, SORCERER, FANG, ARCHER, ARCHER], []))
    board.monster(s, 0, SORCERER)
    board.monster(s, 0, ARCHER, FACEDOWN)  # face-down: no name to copy
    copy, fang = board.gy(s, 0, SORCERER), board.gy(s, 0, FANG)
    archer = board.gy(s, 0, ARCHER)
    play(s, f"act {board.hand(s, 0, SPELL)}", "position 1")  # the Sorcerer, the one such card
    assert copy in s.mzone[0] and fang in s.gy[0] and archer in s.gy[0]


def test_no_monster_of_that_name() -> None:
    board = board_playing(compiled(SPELL, COPY))
    s = board.game(cards=([SPELL, DM, SORCERER], []))
    board.monster(s, 0, DM)
    board.gy(s, 0, SORCERER)
    assert activations(s, board.hand(s, 0, SPELL)) == []


KNOCK = (
    "Choose 1 Spell/Trap Card on your opponent's field, and destroy all other Spell/Trap Cards "
    "on their field."
)


def test_all_other_cards_than_the_chosen_one() -> None:
    encoding = compiled(SPELL, KNOCK)
    assert first_effect(encoding) == [
        {"op": "destroy", "target": {"all": {"from": "opp_spelltraps", "except": {"pick": 0}}}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [SPELL, SPELL, SPELL]))
    theirs = [board.spell(s, 1, SPELL, SET) for _ in range(3)]
    play(s, f"act {board.hand(s, 0, SPELL)}", f"pick {theirs[1]}")
    assert theirs[1] in s.szone[1] and theirs[0] in s.gy[1] and theirs[2] in s.gy[1]


def test_not_activated_without_another_card() -> None:
    board = board_playing(compiled(SPELL, KNOCK))
    s = board.game(cards=([SPELL], [SPELL]))
    board.spell(s, 1, SPELL, SET)  # the one card chosen: none other to destroy
    assert activations(s, board.hand(s, 0, SPELL)) == []


def test_all_other_cards_of_your_own_are_not_read() -> None:
    # "other" may be other than this card there
    assert unread(
        SPELL, KNOCK.replace("your opponent's field", "your field").replace("their", "your")
    )


TRAP = 23077  # a Normal Trap
RIDING = (
    "Special Summon 1 monster with ATK less than or equal to that monster from your GY to your "
    "field in face-up Attack Position."
)
SUMMONED = "When your opponent Normal Summons a monster."


def _answering(summoned_id: int):
    encoding = compiled(TRAP, RIDING, SUMMONED)
    board = board_playing(encoding)
    s = board.game(cards=([summoned_id], [TRAP, DM, FANG]))
    trap = board.spell(s, 1, TRAP, SET)
    dm, fang = board.gy(s, 1, DM), board.gy(s, 1, FANG)
    summoned = board.hand(s, 0, summoned_id)
    play(s, f"summon {summoned}")
    return encoding, s, trap, dm, fang


def test_compared_with_the_summoned_monster() -> None:
    encoding, s, trap, dm, fang = _answering(SORCERER)  # 1500 ATK
    assert encoding["effects"][0]["picks"][0]["relate"] == {
        "fact": "atk",
        "rel": "at_most",
        "of_subject": True,
    }
    play(s, f"act {trap}")  # Silver Fang, 1200 ATK: the one monster with 1500 or less
    assert fang in s.mzone[1] and dm in s.gy[1]


def test_not_activated_without_a_monster_with_as_little_atk() -> None:
    _, s, trap, _, _ = _answering(CAT)  # 0 ATK
    assert not offered(s, trap)


def test_that_monster_of_no_event_is_not_read() -> None:
    assert unread(SPELL, RIDING)
