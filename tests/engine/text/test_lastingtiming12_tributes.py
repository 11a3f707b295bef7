"""An opponent's monster lent for a Tribute Summon ("you can Tribute that opponent's monster
instead of 1 monster on your field"): compiled from made-up clauses and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play, verbs
from tests.engine.text.text_support import board_playing, compiled, first_effect, missing
from validator.engine import lasting

SPELL = 15160  # Wind Spirit's Protection, a Normal Spell: the card that plays each made-up text
SORCERER = 15154  # Dark Sorcerer: DARK Spellcaster, Level 4, 1500 ATK
DM = 15410  # Dark Magician: DARK Spellcaster, Level 7, 2500/2100
BLUE_EYES = 15184  # Blue-Eyes White Dragon: a Level 8 LIGHT Dragon
SKULL = 15781  # Summoned Skull: DARK Fiend, Level 6, 2500/1200
FIRE_GUARDIAN = 15166  # Level 6 FIRE Dragon 2100/400

FIEND_LENT = (
    "Choose 1 monster on your opponent's field. This turn, if you would Tribute Summon a Fiend "
    "Type monster in Attack Position, you can Tribute that opponent's monster instead of 1 "
    "monster on your field."
)


def test_an_opponent_s_monster_lent_for_the_tribute_summon_of_a_kind_of_monster(board) -> None:
    encoding = compiled(SPELL, FIEND_LENT)
    assert first_effect(encoding) == [
        {
            "op": "grant",
            "target": {"pick": 0},
            "ability": "lent_tribute",
            "filter": {"race": "Fiend"},
            "until": "end_of_turn",
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, SKULL, FIRE_GUARDIAN], [SORCERER]))
    skull, guardian = board.hand(s, 0, SKULL), board.hand(s, 0, FIRE_GUARDIAN)
    theirs = board.monster(s, 1, SORCERER)
    assert not any(v.startswith("summon") for v in verbs(s))  # no monster of yours to Tribute
    play(s, f"act {board.hand(s, 0, SPELL)}")
    legal = verbs(s)
    assert f"summon {skull} {theirs}" in legal
    assert f"set {skull} {theirs}" not in legal  # a Tribute Set is no summon
    assert f"summon {guardian} {theirs}" not in legal  # a Dragon
    play(s, f"summon {skull} {theirs}")
    assert skull in s.mzone[0] and theirs in s.gy[1]


def test_a_face_up_monster_lent_with_one_of_yours_for_a_level_7_or_higher_monster(board) -> None:
    text = (
        "Choose 1 face-up monster on your opponent's field. This turn, if you would Tribute "
        "Summon a monster, you can Tribute that opponent's face-up monster instead of 1 monster "
        "on your field."
    )
    encoding = compiled(SPELL, text)
    assert encoding["effects"][0]["picks"] == [
        {"from": "opp_faceup", "filter": {"kind": "monster"}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, SORCERER, BLUE_EYES], [DM, SORCERER]))
    mine, blue_eyes = board.monster(s, 0, SORCERER), board.hand(s, 0, BLUE_EYES)
    dm, other = board.monster(s, 1, DM), board.monster(s, 1, SORCERER)
    play(s, f"act {board.hand(s, 0, SPELL)}", f"pick {dm}")
    legal = verbs(s)
    assert f"summon {blue_eyes} {mine} {dm}" in legal
    assert f"summon {blue_eyes} {dm}" not in legal  # Level 8: 2 Tributes
    assert f"summon {blue_eyes} {mine} {other}" not in legal  # not the chosen monster
    play(s, "end")
    assert not lasting.lent_tributes(s, 0, blue_eyes)  # the turn is over


def test_the_monster_lent_is_one_chosen_on_the_opponent_s_field() -> None:
    text = FIEND_LENT.replace("your opponent's field", "your field")
    assert [m["clause"] for m in missing(SPELL, text)] == [1]
    face_up = FIEND_LENT.replace("that opponent's monster", "that opponent's face-up monster")
    assert [m["clause"] for m in missing(SPELL, face_up)] == [1]  # any monster chosen
