"""The deck_choose productions and the words they need: a card chosen "with the lowest Level",
read by what follows ("Choose 1 ..., and this card gains ATK equal to [that monster's ATK]")
and named after ("Destroy that chosen monster"); Royal Rebel's Heavy Metal compiled from its
text and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, choices, play
from tests.engine.text.text_support import board_playing, compiled, round_trip, unread
from validator.engine.lasting import atk_of
from validator.engine.state import FACEDOWN, OFF

HEAVY_METAL = 15441  # Royal Rebel's Heavy Metal: Level 8, 2500 ATK
SKULL = 15781  # Summoned Skull: Level 6, 2500 ATK
FILLER = 15154  # Dark Sorcerer: Level 4, 1500 ATK
CAT = 15159  # Straynge Cat: Level 1, 0 ATK
BEWD = 15184  # Blue-Eyes White Dragon: Level 8, 3000 ATK

REQUIREMENT = (
    "During the turn you Normal Summoned this card by Tributing a Level 5 or higher monster."
)
EFFECT = (
    "Choose 1 face-up Level 8 or lower monster with the lowest Level on your opponent's field, "
    "and this card gains ATK equal to [that monster's ATK] until the end of this turn. Destroy "
    "that chosen monster."
)


def _summoned(theirs: list[int], facedown: int | None = None):
    """Heavy Metal Tribute Summoned with Summoned Skull and Dark Sorcerer, the opponent's
    monsters face-up (and one face-down)."""
    board = board_playing(compiled(HEAVY_METAL, EFFECT, REQUIREMENT))
    extra = [facedown] if facedown else []
    s = board.game(cards=([HEAVY_METAL, SKULL, FILLER], [*theirs, *extra]))
    tributes = [board.monster(s, 0, SKULL), board.monster(s, 0, FILLER)]
    placed = [board.monster(s, 1, card) for card in theirs]
    if facedown:
        placed.append(board.monster(s, 1, facedown, FACEDOWN))
    metal = board.hand(s, 0, HEAVY_METAL)
    play(s, f"summon {metal} {' '.join(map(str, tributes))}")
    return s, metal, placed


def test_the_monster_with_the_lowest_level_is_chosen_read_and_destroyed() -> None:
    encoding = compiled(HEAVY_METAL, EFFECT, REQUIREMENT)
    effect = encoding["effects"][0]
    assert effect["picks"] == [
        {"from": "opp_faceup", "lowest": "level", "filter": {"kind": "monster", "level_max": 8}}
    ]
    assert effect["effect"] == [
        {
            "op": "gain_atk",
            "target": "self",
            "amount": {"per": 1, "count": {"counter": "stat", "stat": "atk", "of": {"pick": 0}}},
            "until": "end_of_turn",
        },
        {"op": "destroy", "target": {"pick": 0}},
    ]
    s, metal, (skull, cat, hidden) = _summoned([SKULL, CAT], facedown=FILLER)
    play(s, f"act {metal}")  # the one with the lowest Level, the only one to choose
    assert s.pos[cat] == OFF and atk_of(s, metal) == 2500  # it had 0 ATK
    assert s.pos[skull] != OFF and s.pos[hidden] == FACEDOWN


def test_monsters_of_the_same_lowest_level_are_each_offered() -> None:
    s, metal, (_, filler, other) = _summoned([SKULL, FILLER, FILLER])
    play(s, f"act {metal}")
    assert sorted(choices(s)) == sorted([(filler,), (other,)])
    play(s, f"pick {other}")
    assert s.pos[other] == OFF and atk_of(s, metal) == 4000 and s.pos[filler] != OFF


def test_level_9_or_higher_monsters_are_left_out() -> None:
    s, metal, _ = _summoned([BEWD])  # Level 8: chosen, the only one
    play(s, f"act {metal}")
    assert atk_of(s, metal) == 5500
    s, metal, _ = _summoned([], facedown=FILLER)  # no face-up monster: nothing to choose
    assert activations(s, metal) == []


def test_the_words_render_back_and_need_a_reading_of_the_choice() -> None:
    for text in (
        "Destroy 1 face-up monster with the lowest ATK on your opponent's field",
        "Destroy that chosen monster",
    ):
        assert round_trip("sentence", text) == text
    assert unread(
        HEAVY_METAL,
        "Choose 1 face-up monster on your opponent's field, and this card gains 500 ATK until "
        "the end of this turn.",
    )
