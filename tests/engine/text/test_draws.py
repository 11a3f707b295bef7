"""The draws family: this turn's history (Special Summons, draws in the Main Phase), drawing and
showing cards and what the shown cards decide, and draws of a computed number of cards; each
compiled from made-up clauses and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, on_top, play
from tests.engine.conftest import FILLER, Board
from tests.engine.text.text_support import compiled, round_trip, table_playing
from validator.engine.lasting import atk_of
from validator.engine.position import dump, load
from validator.engine.state import (
    DREW,
    DREW_IN_MAIN,
    FUSION_SUMMONED,
    SPECIAL_FROM_EXTRA,
    SPECIAL_FROM_GY,
    SPECIAL_SUMMONED,
    State,
)

MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster, 2100 ATK
WITCH = 15178  # Sevens Road Witch: a Level 6 Spellcaster
MASTER = 17308  # Master of the Sevens Road: a Fusion of "Sevens Road Magician" + "Witch"
RED_EYES = 15351  # Red-Eyes Black Dragon: a Level 7 Dragon, 2400 ATK
BLAST = 15353  # Inferno Fire Blast: a Normal Spell
POT = 16372  # Pot of Greed, a Normal Spell (its text made up here)


class _Board(Board):
    """A board whose game starts with no history this turn (the game's first turn drew)."""

    def game(self, *args, **kwargs) -> State:
        s = super().game(*args, **kwargs)
        s.history = [0] * len(s.history)
        return s


def _board(encoding: dict) -> _Board:
    return _Board(table_playing(encoding))


# ------------------------------------------------------------------- the engine's history


def test_special_summons_and_draws_are_recorded_per_player_and_cleared_each_turn() -> None:
    encoding = compiled(
        MAGICIAN, "Special Summon 1 Level 6 monster from your GY face-up to your field."
    )
    board = _board(encoding)
    s = board.game(cards=([MAGICIAN, WITCH], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.gy(s, 0, WITCH)
    assert s.history == [0, 0]
    play(s, f"act {magician}", "position 1")
    assert s.history == [SPECIAL_SUMMONED | SPECIAL_FROM_GY, 0]
    # Saved in a position and read back.
    data = dump(s)
    assert data["players"][0]["history"] == ["special_summoned", "special_summoned_from_gy"]
    assert load(data, board.table).history == s.history
    play(s, "end")
    # The next turn: the normal draw is a draw, not one during the Main Phase.
    assert s.history == [0, DREW]


def test_a_fusion_summon_is_a_special_summon_from_the_extra_deck() -> None:
    encoding = compiled(
        POT,
        'Fusion Summon "Master of the Sevens Road" by sending monsters from your hand or field '
        "to the GY as material.",
    )
    board = _board(encoding)
    s = board.game(cards=([POT, MAGICIAN, WITCH], []), extra=([MASTER], []))
    pot = board.hand(s, 0, POT)
    board.monster(s, 0, MAGICIAN)
    board.hand(s, 0, WITCH)
    play(s, f"act {pot}", "position 1")
    assert s.history[0] == SPECIAL_SUMMONED | SPECIAL_FROM_EXTRA | FUSION_SUMMONED


def test_a_draw_by_an_effect_in_the_main_phase() -> None:
    encoding = compiled(MAGICIAN, "Draw 1 card.")
    board = _board(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {magician}")
    assert s.history == [DREW | DREW_IN_MAIN, 0]


# ------------------------------------------------------------------ history requirements


def test_during_a_turn_you_have_not_special_summoned() -> None:
    for words, bit in (
        ("", SPECIAL_SUMMONED),
        (" from the GY", SPECIAL_FROM_GY),
        (" from the Extra Deck", SPECIAL_FROM_EXTRA),
    ):
        encoding = compiled(
            MAGICIAN,
            "Draw 1 card.",
            f"During a turn you have not Special Summoned a monster{words}.",
        )
        what = "special_summoned" + words.replace(" from the GY", "_from_gy").replace(
            " from the Extra Deck", "_from_extra"
        )
        assert encoding["effects"][0]["condition"] == [
            {"cond": "not", "condition": {"cond": "did", "what": what}}
        ]
        board = _board(encoding)
        s = board.game(cards=([MAGICIAN], []))
        magician = board.monster(s, 0, MAGICIAN)
        s.history[1] = SPECIAL_SUMMONED | SPECIAL_FROM_GY | SPECIAL_FROM_EXTRA  # the opponent's
        assert activations(s, magician) == [()]
        s.history[0] = SPECIAL_SUMMONED  # from the hand
        assert activations(s, magician) == ([] if bit == SPECIAL_SUMMONED else [()])
        s.history[0] = SPECIAL_SUMMONED | bit
        assert activations(s, magician) == []


def test_a_summon_of_this_turn_forbids_the_activation() -> None:
    encoding = compiled(
        MAGICIAN,
        "Special Summon 1 Level 6 monster from your GY face-up to your field.",
        "During a turn you have not Special Summoned a monster.",
    )
    board = _board(encoding)
    s = board.game(cards=([MAGICIAN, MAGICIAN, WITCH, WITCH], []))
    first = board.monster(s, 0, MAGICIAN)
    second = board.monster(s, 0, MAGICIAN)
    board.gy(s, 0, WITCH)
    board.gy(s, 0, WITCH)
    assert activations(s, second) == [()]
    play(s, f"act {first}", "position 1")
    assert activations(s, second) == []


def test_then_if_you_have_not_special_summoned_this_turn() -> None:
    encoding = compiled(
        MAGICIAN,
        "Send the top card of your Deck to the GY. Then, if you have not Special Summoned a "
        "monster this turn, you can Special Summon 1 Level 6 monster from your GY face-up to "
        "your field.",
    )
    assert encoding["effects"][0]["effect"][1]["condition"] == [
        {"cond": "not", "condition": {"cond": "did", "what": "special_summoned"}}
    ]
    assert round_trip("condition", "you haven't Special Summoned a monster this turn")
    board = _board(encoding)
    s = board.game(cards=([MAGICIAN, WITCH], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.gy(s, 0, WITCH)
    s.history[0] = SPECIAL_SUMMONED
    play(s, f"act {magician}")
    assert s.resolving is None  # no offer to summon


def test_if_you_have_not_drawn_during_this_main_phase() -> None:
    encoding = compiled(
        MAGICIAN,
        "Gain 300 LP. Then, if you have not drawn a card during this Main Phase, you can draw "
        "1 card.",
    )
    assert encoding["effects"][0]["effect"][1] == {
        "op": "if",
        "condition": [{"cond": "not", "condition": {"cond": "did", "what": "drew_in_main_phase"}}],
        "then": [{"op": "may", "then": [{"op": "draw", "count": 1}]}],
    }
    board = _board(encoding)
    s = board.game(cards=([MAGICIAN, MAGICIAN], []))
    first = board.monster(s, 0, MAGICIAN)
    second = board.monster(s, 0, MAGICIAN)
    s.history[0] = DREW  # the normal draw of the Draw Phase does not count
    hand = len(s.hand[0])
    play(s, f"act {first}", "accept")
    assert len(s.hand[0]) == hand + 1
    play(s, f"act {second}")
    assert s.resolving is None and len(s.hand[0]) == hand + 1  # drawn already: no draw


def test_requirements_on_draws() -> None:
    encoding = compiled(
        MAGICIAN, "Draw 1 card.", "You have not drawn a card during this Main Phase."
    )
    board = _board(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    assert activations(s, magician) == [()]
    s.history[0] = DREW_IN_MAIN
    assert activations(s, magician) == []
    encoding = compiled(
        MAGICIAN,
        "Draw 1 card.",
        "If your opponent has drawn a card this turn, send the top card of your Deck to the GY.",
    )
    assert encoding["effects"][0]["condition"] == [{"cond": "did", "what": "drew", "who": "opp"}]
    board = _board(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    assert activations(s, magician) == []
    s.history[1] = DREW
    assert activations(s, magician) == [()]


# ------------------------------------------------------------------------ draw and show


def test_draw_one_and_show_it_then_a_test_of_that_card() -> None:
    encoding = compiled(
        MAGICIAN,
        "Draw 1 card and show it. If it is a monster, you can also destroy 1 card on your "
        "opponent's field.",
    )
    effect = encoding["effects"][0]["effect"]
    assert effect == [
        {"op": "draw", "count": 1},
        {"op": "reveal", "target": "moved"},
        {
            "op": "if",
            "condition": [{"cond": "moved", "filter": {"kind": "monster"}}],
            "then": [{"op": "may", "then": [{"op": "destroy", "target": {"pick": 0}}]}],
        },
    ]
    for top, destroyed in ((RED_EYES, True), (BLAST, False)):
        board = _board(encoding)
        s = board.game(cards=([MAGICIAN, RED_EYES, BLAST], [FILLER]))
        magician = board.monster(s, 0, MAGICIAN)
        target = board.monster(s, 1, FILLER)
        (drawn,) = on_top(s, 0, top)
        play(s, f"act {magician}")
        assert drawn in s.hand[0]
        if destroyed:
            play(s, f"pick {target}")
            assert target in s.gy[1]
        else:
            assert s.resolving is None and target in s.mzone[1]


def test_that_card_by_name_and_the_opponent_shows_a_card() -> None:
    encoding = compiled(
        MAGICIAN,
        'Draw 1 card and show it to your opponent. If that card is "Red-Eyes Black Dragon", '
        "inflict 500 damage to your opponent.",
    )
    board = _board(encoding)
    s = board.game(cards=([MAGICIAN, RED_EYES], []))
    magician = board.monster(s, 0, MAGICIAN)
    on_top(s, 0, RED_EYES)
    lp = s.lp[1]
    play(s, f"act {magician}")
    assert s.lp[1] == lp - 500
    encoding = compiled(
        MAGICIAN,
        "Your opponent draws 1 card and shows it. If it was a monster, this card gains ATK "
        "equal to [the shown monster's ATK] until the end of this turn.",
    )
    assert encoding["effects"][0]["effect"][2]["then"][0]["amount"] == {
        "per": 1,
        "count": {"counter": "stat", "stat": "atk", "of": "moved"},
    }
    board = _board(encoding)
    s = board.game(cards=([MAGICIAN], [RED_EYES]))
    magician = board.monster(s, 0, MAGICIAN)
    (drawn,) = on_top(s, 1, RED_EYES)
    play(s, f"act {magician}")
    assert drawn in s.hand[1]
    assert atk_of(s, magician) == 2100 + 2400


def test_draw_several_and_count_those_among_them() -> None:
    encoding = compiled(
        MAGICIAN,
        "Draw 3 cards and show them. If 2 or more Level 7 monsters are among them, gain LP "
        "equal to [the number of those Level 7 monsters] x 1500.",
    )
    level7 = {"kind": "monster", "level": 7}
    assert encoding["effects"][0]["effect"][2] == {
        "op": "if",
        "condition": [{"cond": "moved", "filter": level7, "min": 2}],
        "then": [
            {
                "op": "gain_lp",
                "amount": {
                    "per": 1500,
                    "count": {"counter": "number", "of": "moved", "filter": level7},
                },
            }
        ],
    }
    for top, gained in (((RED_EYES, MAGICIAN, BLAST), 3000), ((RED_EYES, BLAST, FILLER), 0)):
        board = _board(encoding)
        s = board.game(cards=([MAGICIAN, RED_EYES, MAGICIAN, BLAST], []))
        magician = board.monster(s, 0, MAGICIAN)
        on_top(s, 0, *top)
        lp = s.lp[0]
        play(s, f"act {magician}")
        assert s.lp[0] == lp + gained


def test_the_shown_card_of_a_trap_negates_the_attack_or_gains_lp() -> None:
    assert round_trip("op", "you also gain 1000 LP") == "You also gain 1000 LP"
    encoding = compiled(
        MAGICIAN,
        "Draw 1 card and show it. If it was a Normal Spell Card, you also gain 1000 LP.",
    )
    board = _board(encoding)
    s = board.game(cards=([MAGICIAN, BLAST], []))
    magician = board.monster(s, 0, MAGICIAN)
    on_top(s, 0, BLAST)
    lp = s.lp[0]
    play(s, f"act {magician}")
    assert s.lp[0] == lp + 1000


# ----------------------------------------------------------------------- computed draws


def test_draw_cards_equal_to_the_cards_sent_to_meet_the_requirement() -> None:
    encoding = compiled(
        MAGICIAN,
        "Draw cards equal to [the number of cards sent to the GY to meet the requirement].",
        "Send up to 2 cards from your hand to the GY.",
    )
    assert encoding["effects"][0]["effect"] == [
        {"op": "draw", "count": {"per": 1, "count": {"counter": "number", "of": "cost"}}}
    ]
    board = _board(encoding)
    s = board.game(cards=([MAGICIAN, BLAST, BLAST], []))
    magician = board.monster(s, 0, MAGICIAN)
    a, b = board.hand(s, 0, BLAST), board.hand(s, 0, BLAST)
    play(s, f"act {magician} 2 {a} {b}")
    assert len(s.hand[0]) == 2 and a in s.gy[0] and b in s.gy[0]


def test_the_opponent_draws_cards_equal_to_their_monsters() -> None:
    encoding = compiled(
        MAGICIAN, "Your opponent draws cards equal to [the number of monsters on their field]."
    )
    board = _board(encoding)
    s = board.game(cards=([MAGICIAN], [FILLER, FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 1, FILLER)
    board.monster(s, 1, FILLER)
    hand = len(s.hand[1])
    play(s, f"act {magician}")
    assert len(s.hand[1]) == hand + 2
    assert s.history[1] == DREW | DREW_IN_MAIN


# ------------------------------------------------------- what this effect sent to the GY


def test_among_the_cards_sent_and_their_number() -> None:
    encoding = compiled(
        MAGICIAN,
        "Send the top 3 cards of your Deck to the GY. Then, if a Dragon Type monster(s) is "
        "among the cards sent, inflict damage to your opponent equal to [the number of "
        "monsters sent to the GY by this effect] x 100.",
    )
    assert encoding["effects"][0]["effect"][1] == {
        "op": "if",
        "condition": [
            {
                "cond": "count",
                "count": {"counter": "sent", "filter": {"kind": "monster", "race": "Dragon"}},
                "min": 1,
            }
        ],
        "then": [
            {
                "op": "damage",
                "amount": {
                    "per": 100,
                    "count": {"counter": "sent", "filter": {"kind": "monster"}},
                },
            }
        ],
    }
    for top, damage in (((RED_EYES, WITCH, BLAST), 200), ((WITCH, FILLER, BLAST), 0)):
        board = _board(encoding)
        s = board.game(cards=([MAGICIAN, RED_EYES, WITCH, BLAST], []))
        magician = board.monster(s, 0, MAGICIAN)
        on_top(s, 0, *top)
        lp = s.lp[1]
        play(s, f"act {magician}")
        assert s.lp[1] == lp - damage


def test_the_cost_is_not_sent_by_this_effect() -> None:
    encoding = compiled(
        MAGICIAN,
        "Send the top card of your Deck to the GY. Then, inflict damage to your opponent equal "
        "to [the number of cards sent to the GY by this effect] x 100.",
        "Send the top 2 cards of your Deck to the GY.",
    )
    board = _board(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    lp = s.lp[1]
    play(s, f"act {magician}")
    assert len(s.gy[0]) == 3 and s.lp[1] == lp - 100


def test_some_sent_they_sent_and_an_exact_count() -> None:
    encoding = compiled(
        MAGICIAN,
        "Send the top 3 cards of your Deck to the GY. If 2 or more Level 7 monsters were sent "
        "to the GY by this effect, you can also draw 1 card.",
    )
    assert encoding["effects"][0]["effect"][1]["condition"][0]["min"] == 2
    board = _board(encoding)
    s = board.game(cards=([MAGICIAN, RED_EYES, MAGICIAN, BLAST], []))
    magician = board.monster(s, 0, MAGICIAN)
    on_top(s, 0, RED_EYES, BLAST, MAGICIAN)
    play(s, f"act {magician}", "accept")
    assert len(s.hand[0]) == 1
    encoding = compiled(
        MAGICIAN,
        "Your opponent sends the top card of their Deck to the GY. Then, if they sent a Spell "
        "Card to the GY by this effect, you can draw 1 card.",
    )
    board = _board(encoding)
    s = board.game(cards=([MAGICIAN], [BLAST]))
    magician = board.monster(s, 0, MAGICIAN)
    on_top(s, 1, BLAST)
    play(s, f"act {magician}", "accept")
    assert len(s.hand[0]) == 1
    encoding = compiled(
        MAGICIAN,
        "Send the top 2 cards of your Deck to the GY. If you sent 2 cards to the GY by this "
        "effect, draw 1 card.",
    )
    assert encoding["effects"][0]["effect"][1]["condition"] == [
        {"cond": "count", "count": {"counter": "sent"}, "min": 2, "max": 2}
    ]
    board = _board(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {magician}")
    assert len(s.hand[0]) == 1 and len(s.gy[0]) == 2


def test_what_was_sent_is_kept_in_a_position() -> None:
    encoding = compiled(
        MAGICIAN,
        "Send the top 2 cards of your Deck to the GY. Then, if a monster was sent to the GY by "
        "this effect, you can draw 1 card.",
    )
    board = _board(encoding)
    s = board.game(cards=([MAGICIAN, RED_EYES], []))
    magician = board.monster(s, 0, MAGICIAN)
    (red_eyes,) = on_top(s, 0, RED_EYES)
    play(s, f"act {magician}")
    assert s.resolving is not None and red_eyes in s.resolving.sent
    data = dump(s)
    again = load(data, board.table)
    assert again.resolving.sent == s.resolving.sent
    play(again, "accept")
    assert len(again.hand[0]) == 1
