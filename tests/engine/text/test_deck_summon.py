"""The deck_summon productions: a Special Summon of a monster whose Level is at most the dice's
total, and what follows an optional Special Summon reading the monster it summoned; Dicemite
Gyame Double-Up Chirori compiled from its text and played on a board with the dice fixed."""

from __future__ import annotations

import pytest

from tests.engine.cards.card_support import choices, play, verbs
from tests.engine.text.test_chance import _fix
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.effects.compile import compile_card
from validator.engine.effects.declare import EncodingError
from validator.engine.lasting import atk_of
from validator.engine.state import ATK, DEF, SUMMONED_SPECIAL, SUMMONED_THIS_TURN

CHIRORI = 20991  # Dicemite Gyame Double-Up Chirori: a LIGHT Fusion Monster, 3000 ATK
CARAMAIL = 19962  # Dice Key Caramail: Level 3 LIGHT, 300 ATK
BEWD = 15184  # Blue-Eyes White Dragon: Level 8 LIGHT, 3000 ATK
SKULL = 15781  # Summoned Skull: Level 6 DARK

REQUIREMENT = "During your Main Phase that you Special Summoned this card."
EFFECT = (
    "Roll a six-sided die twice. You can Special Summon 1 LIGHT Attribute monster with a Level "
    "equal to or lower than [the total result] from either Graveyard face-up to your field. "
    "Then, you can make this card gain ATK equal to [the original ATK of the monster Special "
    "Summoned by this effect] until the end of this turn."
)


def _chirori(*dice: int):
    board = board_playing(compiled(CHIRORI, EFFECT, REQUIREMENT))
    s = board.game(cards=([BEWD, SKULL], [CARAMAIL]), extra=([CHIRORI], []))
    chirori = board.monster(s, 0, CHIRORI)
    s.flags[chirori] |= SUMMONED_SPECIAL | SUMMONED_THIS_TURN
    bewd, skull, caramail = board.gy(s, 0, BEWD), board.gy(s, 0, SKULL), board.gy(s, 1, CARAMAIL)
    _fix(s, *dice)
    return s, chirori, bewd, skull, caramail


def test_a_monster_of_a_level_up_to_the_total_then_its_original_atk() -> None:
    encoding = compiled(CHIRORI, EFFECT, REQUIREMENT)
    assert encoding["effects"][0]["picks"] == [
        {
            "from": "all_gy",
            "filter": {"kind": "monster", "attribute": "LIGHT"},
            "level_at_most": {"per": 1, "count": {"counter": "die"}},
        }
    ]
    assert first_effect(encoding)[1] == {
        "op": "may",
        "then": [
            {"op": "special_summon", "target": {"pick": 0}, "position": "faceup"},
            {
                "op": "may",
                "then": [
                    {
                        "op": "gain_atk",
                        "target": "self",
                        "amount": {
                            "per": 1,
                            "count": {"counter": "stat", "stat": "original_atk", "of": "moved"},
                        },
                        "until": "end_of_turn",
                    }
                ],
            },
        ],
    }
    s, chirori, bewd, _, caramail = _chirori(1, 2)  # 3: Level 3 or lower
    play(s, f"act {chirori}")
    assert choices(s) == [(caramail,)] and "decline" in verbs(s)
    play(s, f"pick {caramail}", "position 2", "accept")
    assert s.pos[caramail] == DEF and s.mzone[0].count(caramail) == 1
    assert atk_of(s, chirori) == 3300 and bewd in s.gy[0]


def test_a_higher_total_offers_more_and_each_part_is_optional() -> None:
    s, chirori, bewd, skull, caramail = _chirori(4, 4)  # 8: both LIGHT monsters, not the DARK one
    play(s, f"act {chirori}")
    assert sorted(choices(s)) == sorted([(bewd,), (caramail,)])
    play(s, f"pick {bewd}", "position 1", "decline")
    assert s.pos[bewd] == ATK and atk_of(s, chirori) == 3000 and skull in s.gy[0]
    s, chirori, *_ = _chirori(1, 1)  # 2: nothing to summon, nothing to read
    play(s, f"act {chirori}")
    assert s.resolving is None and atk_of(s, chirori) == 3000


def test_a_level_bound_only_for_an_optional_choice() -> None:
    encoding = compiled(CHIRORI, EFFECT, REQUIREMENT)
    effect = encoding["effects"][0]
    effect["effect"][1] = effect["effect"][1]["then"][0]  # the summon made mandatory
    with pytest.raises(EncodingError):
        compile_card(encoding, "compiled")
    assert unread(
        CHIRORI,
        "Roll a six-sided die twice. Then, you can make this card gain ATK equal to [the original "
        "ATK of the monster Special Summoned by this effect] until the end of this turn.",
    )
