"""Type lists joined by slashes ("Fish/Sea Serpent/Aqua/Thunder Type monster"): a monster of any
of the listed Types; Shape of Aqua's Special Summon from the GY compiled from a paraphrase and
played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import choices, offered, play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.state import ATK

SHAPE = 17011  # Shape of Aqua: a Normal Spell
BARRACUDA = 15422  # Jet Barracuda: Level 3 WATER Fish
SHARK = 15198  # Battle Shark Samegalon: a Fish
RANDI = 15425  # Vishwar Randi: a Level 3 Warrior Normal Monster

EFFECT = (
    "Special Summon 1 Fish/Sea Serpent/Aqua/Thunder Type monster from your GY face-up to your "
    "field."
)


def test_a_slashed_type_list_picks_a_monster_of_any_of_them() -> None:
    encoding = compiled(SHAPE, EFFECT)
    assert encoding["effects"][0]["picks"] == [
        {
            "from": "own_gy",
            "filter": {"kind": "monster", "race": ["Fish", "Sea Serpent", "Aqua", "Thunder"]},
        }
    ]
    assert first_effect(encoding) == [
        {"op": "special_summon", "target": {"pick": 0}, "position": "faceup"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SHAPE, BARRACUDA, SHARK, RANDI], []))
    shape = board.hand(s, 0, SHAPE)
    barracuda, shark = board.gy(s, 0, BARRACUDA), board.gy(s, 0, SHARK)
    randi = board.gy(s, 0, RANDI)
    play(s, f"act {shape}")
    assert sorted(choices(s)) == [(barracuda,), (shark,)]  # the Warrior is of none of them
    play(s, f"pick {barracuda}", f"position {ATK}")
    assert s.pos[barracuda] == ATK and randi in s.gy[0]


def test_no_listed_type_in_the_gy_nothing_to_summon() -> None:
    board = board_playing(compiled(SHAPE, EFFECT))
    s = board.game(cards=([SHAPE, RANDI], []))
    shape = board.hand(s, 0, SHAPE)
    board.gy(s, 0, RANDI)
    assert not offered(s, shape)


def test_slashes_do_not_mix_with_words() -> None:
    assert unread(
        SHAPE,
        "Special Summon 1 Fish/Aqua or Thunder Type monster from your GY face-up to your field.",
    )
