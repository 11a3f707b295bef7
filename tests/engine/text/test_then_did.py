"""The then_did productions: a part that applies when the cards the last operation sent,
destroyed, returned or placed were so many, of an original fact, or of either of two
descriptions; each compiled from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import choices, on_top, play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.lasting import atk_of
from validator.engine.state import State

MAGICIAN = 15150  # Sevens Road Magician: the monster whose (made-up) effect is played
SPELL = 15160  # a Normal Spell
FILLER = 15154  # Dark Sorcerer: DARK Spellcaster, Level 4
CAT = 15159  # Straynge Cat: EARTH Spellcaster, Level 1
SKULL = 15781  # Summoned Skull: DARK Fiend, Level 6
BEWD = 15184  # Blue-Eyes White Dragon: LIGHT Dragon, Level 8
BLAST = 15353  # Inferno Fire Blast: a Spell

MILL_3 = (
    "Send the top 3 cards of your Deck to the GY. Then, if you sent 3 Spellcaster Type monsters "
    "to the GY by this effect, draw 1 card."
)


def _milled(*top: int) -> tuple[State, int]:
    encoding = compiled(MAGICIAN, MILL_3)
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, FILLER, CAT, SKULL, BLAST], []))
    magician = board.monster(s, 0, MAGICIAN)
    on_top(s, 0, *top)
    play(s, f"act {magician}")
    return s, magician


def test_a_number_of_cards_sent_of_a_kind() -> None:
    encoding = compiled(MAGICIAN, MILL_3)
    assert first_effect(encoding) == [
        {"op": "mill", "count": 3},
        {
            "op": "if",
            "condition": [
                {"cond": "moved", "filter": {"kind": "monster", "race": "Spellcaster"}, "min": 3}
            ],
            "then": [{"op": "draw", "count": 1}],
        },
    ]
    s, _ = _milled(FILLER, CAT, FILLER)
    assert len(s.gy[0]) == 3 and len(s.hand[0]) == 1
    s, _ = _milled(FILLER, SKULL, CAT)  # a Fiend among them
    assert len(s.gy[0]) == 3 and s.hand[0] == []


def test_a_monster_of_an_original_level_destroyed() -> None:
    encoding = compiled(
        MAGICIAN,
        "Destroy 1 monster on your opponent's field. Then, if you destroyed a monster whose "
        "original Level is 6 by this effect, you can inflict 600 damage to your opponent.",
    )
    assert first_effect(encoding)[1]["condition"] == [
        {"cond": "moved", "filter": {"kind": "monster", "original_level": 6}}
    ]
    for victim, lp in ((SKULL, 7400), (CAT, 8000)):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN], [victim]))
        magician = board.monster(s, 0, MAGICIAN)
        board.monster(s, 1, victim)
        play(s, f"act {magician}")
        if lp != 8000:
            play(s, "accept")
        assert s.resolving is None and s.lp[1] == lp


def test_a_monster_of_an_original_level_returned() -> None:
    encoding = compiled(
        MAGICIAN,
        "Return 1 face-up monster from your opponent's field to the owner's hand. Then, if you "
        "returned a monster whose original Level is 8 by this effect, draw 1 card.",
    )
    for returned, drawn in ((BEWD, 1), (CAT, 0)):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN], [returned]))
        magician = board.monster(s, 0, MAGICIAN)
        card = board.monster(s, 1, returned)
        play(s, f"act {magician}")
        assert s.resolving is None and card in s.hand[1] and len(s.hand[0]) == drawn


def test_a_card_of_either_description_placed_on_top_of_the_deck() -> None:
    encoding = compiled(
        MAGICIAN,
        "Place 1 monster from your GY on top of the Deck. Then, if you placed a Fiend Type "
        'monster or "Blue-Eyes White Dragon" by this effect, you can draw 1 card.',
    )
    assert first_effect(encoding)[1]["condition"] == [
        {
            "cond": "moved",
            "filter": {"any_of": [{"kind": "monster", "race": "Fiend"}, {"ids": [BEWD]}]},
        }
    ]
    for placed, draws in ((SKULL, True), (BEWD, True), (CAT, False)):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN, placed], []))
        magician = board.monster(s, 0, MAGICIAN)
        card = board.gy(s, 0, placed)
        play(s, f"act {magician}")
        if choices(s):
            play(s, f"pick {card}")
        if draws:
            play(s, "accept")
            assert s.hand[0] == [card]
        else:
            assert s.deck[0][-1] == card and s.hand[0] == []
        assert s.resolving is None


def test_so_many_cards_placed_on_the_bottom_of_the_deck() -> None:
    encoding = compiled(
        MAGICIAN,
        "Excavate the top 2 cards of your Deck. You can add 1 excavated Fiend Type monster to "
        "your hand. Place the other cards on the bottom of your Deck in any order. Then, if you "
        "placed 2 cards on the bottom of your Deck by this effect, you can gain 600 LP.",
    )
    assert first_effect(encoding)[-1]["condition"] == [{"cond": "moved", "min": 2}]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SKULL, BLAST], []))
    magician = board.monster(s, 0, MAGICIAN)
    skull, _ = on_top(s, 0, SKULL, BLAST)
    play(s, f"act {magician}", f"pick {skull}")  # one added: one placed only
    assert s.resolving is None and s.lp[0] == 8000
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SKULL, BLAST], []))
    magician = board.monster(s, 0, MAGICIAN)
    skull, _ = on_top(s, 0, SKULL, BLAST)
    play(s, f"act {magician}", "decline", f"pick {skull}", "accept")
    assert s.resolving is None and s.lp[0] == 8600


def test_near_misses_are_not_read() -> None:
    # Destroyed cards are not "sent" (they go to the GY by the destruction).
    assert unread(
        MAGICIAN,
        "Destroy 1 monster on your opponent's field. Then, if you sent 2 monsters to the GY by "
        "this effect, draw 1 card.",
    )
    # Cards shuffled into the Deck were not "placed".
    assert unread(
        MAGICIAN,
        "Shuffle 1 monster from your GY into the Deck. Then, if you placed a Fiend Type monster "
        "by this effect, draw 1 card.",
    )


def test_that_monster_counted_after_what_was_sent_is_the_card_sent() -> None:
    encoding = compiled(
        MAGICIAN,
        "Send the top card of your Deck to the GY. Then, if you sent a monster to the GY by this "
        "effect, inflict damage to your opponent equal to [that monster's Level] x 100.",
    )
    damage = first_effect(encoding)[1]["then"][0]
    assert damage["amount"] == {
        "per": 100,
        "count": {"counter": "stat", "stat": "level", "of": "moved"},
    }
    for top, lp in ((SKULL, 7400), (BLAST, 8000)):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN, SKULL, BLAST], []))
        magician = board.monster(s, 0, MAGICIAN)
        on_top(s, 0, top)
        play(s, f"act {magician}")
        assert s.resolving is None and s.lp[1] == lp


def test_if_you_destroyed_by_this_effect() -> None:
    encoding = compiled(
        MAGICIAN,
        "Draw 1 card. Then, you can destroy 1 face-up monster on your opponent's field. Then, if "
        "you destroyed by this effect, this card gains 600 ATK until the end of this turn.",
    )
    optional = first_effect(encoding)[1]["then"]
    assert optional[1]["condition"] == [{"cond": "moved"}]
    for destroys, atk in ((True, 2700), (False, 2100)):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN], [CAT]))
        magician, cat = board.monster(s, 0, MAGICIAN), board.monster(s, 1, CAT)
        play(s, f"act {magician}", f"pick {cat}" if destroys else "decline")
        assert s.resolving is None and atk_of(s, magician) == atk


def test_the_original_name_of_the_card_returned() -> None:
    encoding = compiled(
        MAGICIAN,
        "Return 1 face-up monster from the field to the owner's hand. Then, if the original name "
        'of the card you returned to the hand by this effect was "Summoned Skull", you can draw '
        "1 card.",
    )
    assert first_effect(encoding)[1]["condition"] == [{"cond": "moved", "filter": {"ids": [SKULL]}}]
    for returned, drawn in ((SKULL, 1), (CAT, 0)):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN], [returned]))
        magician = board.monster(s, 0, MAGICIAN)
        card = board.monster(s, 1, returned)
        play(s, f"act {magician}", f"pick {card}")
        if drawn:
            play(s, "accept")
        assert s.resolving is None and card in s.hand[1] and len(s.hand[0]) == drawn


def test_either_of_two_among_the_cards_sent() -> None:
    encoding = compiled(
        MAGICIAN,
        "Send the top card of your Deck to the GY. Then, if a Fiend Type monster or Spell Card is "
        "among the cards sent, draw 1 card.",
    )
    sent = {
        "counter": "sent",
        "filter": {"any_of": [{"kind": "monster", "race": "Fiend"}, {"kind": "spell"}]},
    }
    assert first_effect(encoding)[1]["condition"] == [{"cond": "count", "count": sent, "min": 1}]
    for top, drawn in ((SKULL, 1), (BLAST, 1), (CAT, 0)):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN, SKULL, BLAST, CAT], []))
        magician = board.monster(s, 0, MAGICIAN)
        on_top(s, 0, top)
        play(s, f"act {magician}")
        assert s.resolving is None and len(s.hand[0]) == drawn


def test_the_original_atk_of_the_monster_sent() -> None:
    text = (
        "Send 1 monster from your hand to the GY. Then, you can make 1 face-up monster on your "
        "opponent's field lose ATK equal to [the original ATK of the monster sent to the GY by "
        "this effect] until the end of this turn."
    )
    encoding = compiled(SPELL, text)
    assert first_effect(encoding)[-1]["then"][0]["amount"] == {
        "per": 1,
        "count": {"counter": "stat", "stat": "original_atk", "of": {"pick": 0}},
    }
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, SKULL], [BEWD]))
    spell, skull = board.hand(s, 0, SPELL), board.hand(s, 0, SKULL)
    bewd = board.monster(s, 1, BEWD)
    play(s, f"act {spell}", f"pick {bewd}")  # the one monster in hand is sent
    assert s.resolving is None and skull in s.gy[0] and atk_of(s, bewd) == 3000 - 2500
    # A monster sent only if the player chose to: what the effect sent (none: no damage),
    # never the choice itself (it would be asked for anyway).
    encoding = compiled(
        SPELL,
        "Draw 1 card. Then, you can send 1 monster from your hand to the GY. Then, inflict damage "
        "to your opponent equal to [the Level of the monster sent to the GY by this effect] x 200.",
    )
    assert first_effect(encoding)[-1]["amount"]["count"] == {
        "counter": "stat",
        "stat": "level",
        "of": "sent",
    }


def test_the_total_levels_of_the_monsters_just_sent() -> None:
    encoding = compiled(
        MAGICIAN,
        "Send the top 3 cards of your Deck to the GY. Then, if a monster(s) is among the cards "
        "sent, you can inflict damage to your opponent equal to [the total Levels of the monsters "
        "sent to the GY by this effect] x 100.",
    )
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SKULL, CAT, BLAST], []))
    magician = board.monster(s, 0, MAGICIAN)
    on_top(s, 0, SKULL, CAT, BLAST)
    play(s, f"act {magician}", "accept")
    assert s.resolving is None and s.lp[1] == 8000 - (6 + 1) * 100
    # Sent by a step before the one just done: not read.
    assert unread(
        MAGICIAN,
        "Send the top 3 cards of your Deck to the GY. Then, draw 1 card. Then, inflict damage to "
        "your opponent equal to [the total Levels of the monsters sent to the GY by this effect] "
        "x 100.",
    )
