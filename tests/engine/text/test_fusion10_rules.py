"""Who may attack directly ("This turn, you can only attack directly with Fusion Monsters"):
compiled from a made-up clause and played in the Battle Phase."""

from __future__ import annotations

from tests.engine.cards.card_support import play, verbs
from tests.engine.text.text_support import board_playing, compiled, first_effect, round_trip

MAGICIAN = 15150  # Sevens Road Magician: a Level 7 Effect Monster
MASTER = 17308  # Master of the Sevens Road: a Fusion Monster
FILLER = 15154  # Dark Sorcerer: a Level 4 monster
COST = "Send the top card of your Deck to the GY."
TEXT = "This turn, you can only attack directly with Fusion Monsters."


def _attacks(s, m: int) -> list[str]:
    return [v for v in verbs(s) if v == f"attack {m}" or v.startswith(f"attack {m} ")]


def test_only_fusion_monsters_attack_directly() -> None:
    encoding = compiled(MAGICIAN, TEXT, COST)
    assert first_effect(encoding) == [
        {
            "op": "restrict",
            "rule": "no_direct_attack",
            "filter": {"none_of": [{"kind": "monster", "subtype": "fusion"}]},
            "until": "end_of_turn",
        }
    ]
    assert round_trip("sentence", TEXT) == TEXT[:-1]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], []), extra=([MASTER], []))
    magician = board.monster(s, 0, MAGICIAN)
    master = board.monster(s, 0, MASTER)
    play(s, f"act {magician}", "battle")
    assert not _attacks(s, magician)  # no direct attack: no attack at all here
    assert _attacks(s, master) == [f"attack {master}"]
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, "battle")
    assert _attacks(s, magician) == [f"attack {magician}"]  # without the effect, it may


def test_monsters_still_attack_monsters() -> None:
    board = board_playing(compiled(MAGICIAN, TEXT, COST))
    s = board.game(cards=([MAGICIAN], [FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    filler = board.monster(s, 1, FILLER)
    play(s, f"act {magician}", "battle")
    assert _attacks(s, magician) == [f"attack {magician} {filler}"]
