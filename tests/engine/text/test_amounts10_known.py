"""Amounts read from cards already known (the monsters chosen, the card of the event, the card
the effect sent), counts of different facts, and totals in more words: each compiled from a
made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, on_top, play
from tests.engine.conftest import FILLER
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.lasting import atk_of, def_of
from validator.engine.state import FACEDOWN, SET, SUMMONED_NS

MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster, 2100 ATK
WOLFANG = 15156  # Magical Beast Wolfang: Level 3 FIRE Spellcaster 1100/100
ARCHER = 15157  # Spell Archer: Level 3 WIND Spellcaster 1000/400
BLUE_EYES = 15184  # Blue-Eyes White Dragon: a Level 8 LIGHT Dragon, 3000 ATK
SPELL = 15160  # a Normal Spell
TRAP = 23077  # a Normal Trap
COST = "Pay 100 LP."


def test_the_total_levels_of_the_monsters_chosen() -> None:
    encoding = compiled(
        MAGICIAN,
        "Choose up to 3 DARK Attribute monsters in your GY. Inflict damage to your opponent "
        "equal to [the total Levels of the monsters chosen] x 100, and this card gains ATK equal "
        "to [the number of chosen monsters] x 100 until the end of this turn. Then, shuffle the "
        "chosen monsters into the Deck.",
        COST,
    )
    steps = first_effect(encoding)
    assert steps[0]["amount"]["count"] == {"counter": "total", "stat": "level", "of": {"pick": 0}}
    assert steps[1]["amount"]["count"] == {"counter": "number", "of": {"pick": 0}}
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, FILLER, FILLER, WOLFANG], []))
    magician = board.monster(s, 0, MAGICIAN)
    dark = [board.gy(s, 0, FILLER), board.gy(s, 0, FILLER)]
    board.gy(s, 0, WOLFANG)  # FIRE: not chosen
    lp = s.lp[1]
    play(s, f"act {magician}", f"pick {dark[0]} {dark[1]}")
    assert s.lp[1] == lp - (4 + 4) * 100
    assert atk_of(s, magician) == 2100 + 2 * 100
    assert all(c in s.deck[0] for c in dark)


def test_the_chosen_monsters_need_a_choice_before() -> None:
    damage = "Inflict damage to your opponent equal to [the number of chosen monsters] x 100."
    assert unread(MAGICIAN, damage)
    # the cards the requirement chose are no choice of the effect
    assert unread(MAGICIAN, damage, "Send 2 monsters from your hand to the GY.")


def test_the_level_of_the_opponents_normal_summoned_monster() -> None:
    encoding = compiled(
        TRAP,
        "Make 1 face-up monster on your field gain ATK/DEF equal to [the Level of that "
        "opponent's Normal Summoned monster] x 100 until the end of this turn.",
        "When your opponent Normal Summons a monster.",
    )
    assert first_effect(encoding)[0]["amount"]["count"] == {
        "counter": "stat",
        "stat": "level",
        "of": "subject",
    }
    board = board_playing(encoding)
    s = board.game(cards=([FILLER], [TRAP, ARCHER]))
    trap = board.spell(s, 1, TRAP, SET)
    archer = board.monster(s, 1, ARCHER)
    summoned = board.hand(s, 0, FILLER)
    play(s, f"summon {summoned}", f"act {trap}")
    assert atk_of(s, archer) == 1000 + 4 * 100 and def_of(s, archer) == 400 + 4 * 100
    # the card of an event the Trap does not answer is not read
    assert unread(
        TRAP,
        "Make 1 face-up monster on your field gain ATK equal to [the Level of that opponent's "
        "Normal Summoned monster] x 100 until the end of this turn.",
        "When an opponent's monster declares an attack.",
    )


SEND_ONE = "Then, you can send 1 Level 7 or higher monster from your hand to the GY."
DAMAGE = (
    "Then, inflict damage to your opponent equal to [the Level of the monster sent to the GY by "
    "this effect] x 200."
)


def test_the_level_of_the_monster_sent_by_this_effect() -> None:
    encoding = compiled(SPELL, f"Draw 1 card. {SEND_ONE} {DAMAGE}")
    assert first_effect(encoding)[2] == {
        "op": "damage",
        "amount": {"per": 200, "count": {"counter": "stat", "stat": "level", "of": "sent"}},
    }
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, BLUE_EYES], []))
    spell = board.hand(s, 0, SPELL)
    blue_eyes = board.hand(s, 0, BLUE_EYES)
    lp = s.lp[1]
    play(s, f"act {spell}", f"pick {blue_eyes}")
    assert blue_eyes in s.gy[0] and s.lp[1] == lp - 8 * 200
    # declined: nothing sent, no damage
    s = board.game(cards=([SPELL, BLUE_EYES], []))
    spell = board.hand(s, 0, SPELL)
    board.hand(s, 0, BLUE_EYES)
    play(s, f"act {spell}", "decline")
    assert s.lp[1] == lp


def test_the_monster_sent_is_one_card_sent_by_one_step() -> None:
    assert unread(SPELL, f"Send the top 2 cards of your Deck to the GY. {DAMAGE}")
    assert unread(SPELL, f"Send the top card of your Deck to the GY. {SEND_ONE} {DAMAGE}")


def test_different_attributes_face_up_on_your_field() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card gains ATK equal to [the number of different Attributes face-up on your field] "
        "x 200 until the end of this turn.",
        COST,
    )
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, WOLFANG, ARCHER], [BLUE_EYES]))
    magician = board.monster(s, 0, MAGICIAN)  # DARK
    board.monster(s, 0, WOLFANG)  # FIRE
    board.monster(s, 0, ARCHER, FACEDOWN)  # face-down: not counted
    board.monster(s, 1, BLUE_EYES)  # the opponent's: not counted
    play(s, f"act {magician}")
    assert atk_of(s, magician) == 2100 + 2 * 200


def test_described_monsters_with_different_levels() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card gains ATK equal to [the number of DARK Attribute Spellcaster Type monsters "
        "with different Levels in your GY] x 400 until the end of this turn.",
        COST,
    )
    assert first_effect(encoding)[0]["amount"]["count"] == {
        "counter": "distinct",
        "fact": "level",
        "from": "own_gy",
        "filter": {"kind": "monster", "attribute": "DARK", "race": "Spellcaster"},
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, MAGICIAN, FILLER, FILLER, WOLFANG], []))
    magician = board.monster(s, 0, MAGICIAN)
    for card in (MAGICIAN, FILLER, FILLER, WOLFANG):  # Levels 7, 4, 4; a FIRE one
        board.gy(s, 0, card)
    play(s, f"act {magician}")
    assert atk_of(s, magician) == 2100 + 2 * 400


def test_the_total_atk_on_their_field() -> None:
    encoding = compiled(
        SPELL,
        "Inflict damage to your opponent equal to [the total ATK of the face-up monsters on "
        "their field].",
    )
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, MAGICIAN], [BLUE_EYES, ARCHER, WOLFANG]))
    spell = board.hand(s, 0, SPELL)
    board.monster(s, 0, MAGICIAN)  # yours: not counted
    board.monster(s, 1, BLUE_EYES)
    board.monster(s, 1, ARCHER)
    board.monster(s, 1, WOLFANG, FACEDOWN)  # face-down: not counted
    lp = s.lp[1]
    play(s, f"act {spell}")
    assert s.lp[1] == lp - 4000


def test_the_total_original_levels_as_a_condition() -> None:
    text = (
        "Gain 300 LP. Then, if the total original Levels of the face-up monsters on your "
        "opponent's field is 10 or higher, you can gain 3000 LP."
    )
    encoding = compiled(SPELL, text)
    assert first_effect(encoding)[1]["condition"][0]["count"]["stat"] == "original_level"
    board = board_playing(encoding)
    for theirs, gained in (([BLUE_EYES, WOLFANG], 3300), ([BLUE_EYES], 300)):
        s = board.game(cards=([SPELL], theirs))
        spell = board.hand(s, 0, SPELL)
        for card in theirs:
            board.monster(s, 1, card)
        lp = s.lp[0]
        play(s, f"act {spell}")
        if s.resolving is not None:
            play(s, "accept")
        assert s.lp[0] == lp + gained


def test_the_level_of_the_top_card_of_your_deck_sent() -> None:
    encoding = compiled(
        SPELL,
        "Send the top card of your Deck to the GY. Then, inflict damage to your opponent equal "
        "to [the Level of the monster sent to the GY by this effect] x 100.",
    )
    assert first_effect(encoding)[1]["amount"]["count"]["of"] == "sent"
    board = board_playing(encoding)
    for top, damage in ((BLUE_EYES, 800), (SPELL, 0)):
        s = board.game(cards=([SPELL, SPELL, BLUE_EYES], []))
        spell = board.hand(s, 0, SPELL)
        on_top(s, 0, top)
        lp = s.lp[1]
        play(s, f"act {spell}")
        assert s.lp[1] == lp - damage


def test_the_atk_of_the_monster_with_the_lowest_atk() -> None:
    encoding = compiled(
        SPELL,
        "Make 1 face-up monster on your field gain ATK equal to [the ATK of the face-up Level 8 "
        "or lower monster with the lowest ATK on your opponent's field] until the end of this "
        "turn.",
    )
    assert first_effect(encoding)[0]["amount"]["count"] == {
        "counter": "highest",
        "stat": "atk",
        "from": "opp_faceup",
        "filter": {"kind": "monster", "level_max": 8},
        "lowest": True,
    }
    board = board_playing(encoding)
    for theirs, gained in (([BLUE_EYES, ARCHER], 1000), ([], 0)):
        s = board.game(cards=([SPELL, MAGICIAN], theirs))
        spell = board.hand(s, 0, SPELL)
        magician = board.monster(s, 0, MAGICIAN)
        for card in theirs:
            board.monster(s, 1, card)
        play(s, f"act {spell}")
        assert atk_of(s, magician) == 2100 + gained


def test_destroy_all_monsters_with_the_highest_level() -> None:
    encoding = compiled(
        SPELL, "Destroy all face-up monsters with the highest Level on your opponent's field."
    )
    assert first_effect(encoding) == [
        {
            "op": "destroy",
            "target": {
                "all": {"from": "opp_faceup", "highest": "level", "filter": {"kind": "monster"}}
            },
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [WOLFANG, ARCHER, FILLER]))
    spell = board.hand(s, 0, SPELL)
    wolfang, archer = board.monster(s, 1, WOLFANG), board.monster(s, 1, ARCHER)  # Level 3 each
    hidden = board.monster(s, 1, FILLER, FACEDOWN)  # Level 4, face-down: not among them
    play(s, f"act {spell}")
    assert wolfang in s.gy[1] and archer in s.gy[1] and hidden in s.mzone[1]


def test_all_monsters_with_the_highest_atk_lose_atk() -> None:
    encoding = compiled(
        MAGICIAN,
        "All face-up monsters with the highest ATK on your opponent's field lose ATK equal to "
        "[the DEF of the face-up monster with the highest DEF on your field] until the end of "
        "this turn.",
        COST,
    )
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, ARCHER], [BLUE_EYES, WOLFANG]))
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 0, ARCHER)  # 400 DEF: lower than this card's
    blue_eyes, wolfang = board.monster(s, 1, BLUE_EYES), board.monster(s, 1, WOLFANG)
    highest = def_of(s, magician)
    play(s, f"act {magician}")
    assert highest > 400
    assert atk_of(s, blue_eyes) == 3000 - highest and atk_of(s, wolfang) == 1100


def test_the_monsters_among_the_cards_sent_to_meet_the_requirement() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card gains ATK equal to [the number of monsters sent to the GY to meet the "
        "requirement] x 1000 until the end of this turn.",
        "Send up to 3 cards from your hand to the GY.",
    )
    assert first_effect(encoding)[0]["amount"]["count"] == {
        "counter": "number",
        "of": "cost",
        "filter": {"kind": "monster"},
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, WOLFANG, SPELL], []))
    magician = board.monster(s, 0, MAGICIAN)
    sent = (board.hand(s, 0, WOLFANG), board.hand(s, 0, SPELL))  # a monster and a Spell
    play(s, f"act {magician} {' '.join(map(str, max(activations(s, magician), key=len)))}")
    assert all(c in s.gy[0] for c in sent)
    assert atk_of(s, magician) == 2100 + 1000


def test_it_after_a_condition_about_how_this_card_was_summoned() -> None:
    encoding = compiled(
        MAGICIAN,
        "Change 1 face-up monster on your opponent's field to face-up Defense Position. Then, if "
        "you activated this effect during the turn you Normal Summoned this card, it gains 500 "
        "ATK until the end of this turn.",
        COST,
    )
    assert first_effect(encoding)[1]["then"][0]["target"] == "self"
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [BLUE_EYES]))
    magician = board.monster(s, 0, MAGICIAN)
    s.flags[magician] |= SUMMONED_NS
    blue_eyes = board.monster(s, 1, BLUE_EYES)
    play(s, f"act {magician}")
    assert atk_of(s, magician) == 2100 + 500 and atk_of(s, blue_eyes) == 3000


def test_its_level_of_the_card_excavated() -> None:
    encoding = compiled(
        MAGICIAN,
        "Your opponent excavates the top card of their Deck. If that card is a monster, inflict "
        "damage to your opponent equal to [its Level] x 100. Your opponent places the excavated "
        "card on the top of their Deck.",
        COST,
    )
    assert first_effect(encoding)[1]["then"][0]["amount"]["count"] == {
        "counter": "stat",
        "stat": "level",
        "of": "moved",
    }
    board = board_playing(encoding)
    for top, damage in ((BLUE_EYES, 800), (SPELL, 0)):
        s = board.game(cards=([MAGICIAN], [BLUE_EYES, SPELL]))
        magician = board.monster(s, 0, MAGICIAN)
        on_top(s, 1, top)
        lp = s.lp[1]
        play(s, f"act {magician}")
        assert s.lp[1] == lp - damage and s.deck[1][-1] == next(
            c for c in s.deck[1] if s.infos[c].id == top
        )


def test_the_difference_between_the_chosen_monsters_atk_and_this_cards() -> None:
    encoding = compiled(
        MAGICIAN,
        "Choose 1 face-up monster on your opponent's field. Inflict damage to your opponent equal "
        "to [the difference between the chosen monster's ATK and this card's].",
        COST,
    )
    assert first_effect(encoding)[0]["amount"]["count"] == {
        "counter": "difference",
        "count": {"counter": "stat", "stat": "atk", "of": {"pick": 0}},
        "other": {"counter": "stat", "stat": "atk", "of": "self"},
    }
    board = board_playing(encoding)
    for theirs, damage in ((BLUE_EYES, 3000 - 2100), (WOLFANG, 2100 - 1100)):
        s = board.game(cards=([MAGICIAN], [theirs]))
        magician = board.monster(s, 0, MAGICIAN)
        board.monster(s, 1, theirs)
        lp = s.lp[1]
        play(s, f"act {magician}")
        assert s.lp[1] == lp - damage
    # a Spell has no ATK of its own
    assert unread(
        SPELL,
        "Choose 1 face-up monster on your opponent's field. Inflict damage to your opponent equal "
        "to [the difference between the chosen monster's ATK and this card's].",
    )


SAME_DAMAGE = (
    "Send the top card of your Deck to the GY. Then, if a monster is sent to the GY by this "
    "effect, 1 face-up monster on your field gains ATK equal to [the Level of the monster sent "
    "to the GY by this effect] x 300 until the end of this turn and you take the same amount of "
    "damage."
)


def test_you_take_the_same_amount_of_damage() -> None:
    encoding = compiled(SPELL, SAME_DAMAGE)
    gain, damage = first_effect(encoding)[1]["then"]
    assert damage == {"op": "damage", "amount": gain["amount"], "to": "own"}
    board = board_playing(encoding)
    for top, amount in ((BLUE_EYES, 8 * 300), (SPELL, 0)):
        s = board.game(cards=([SPELL, SPELL, MAGICIAN, BLUE_EYES], []))
        spell = board.hand(s, 0, SPELL)
        magician = board.monster(s, 0, MAGICIAN)
        on_top(s, 0, top)
        lp = s.lp[0]
        play(s, f"act {spell}")
        assert atk_of(s, magician) == 2100 + amount and s.lp[0] == lp - amount


def test_the_same_amount_is_one_the_change_leaves_as_it_is() -> None:
    # the ATK of the monster changed is altered by the change: not the same amount again
    assert unread(
        SPELL,
        "1 face-up monster on your field gains ATK equal to [the ATK of the face-up monster with "
        "the highest ATK on your field] until the end of this turn and you take the same amount "
        "of damage.",
    )


def test_all_monsters_on_their_field_lose_an_amount() -> None:
    hand = "[the number of cards in your hand] x 100"
    encoding = compiled(
        SPELL,
        f"Inflict damage to your opponent equal to {hand}, and all face-up monsters on their "
        f"field lose ATK/DEF equal to {hand} until the end of this turn.",
    )
    assert first_effect(encoding)[1]["op"] == "lose_atk_def"
    assert first_effect(encoding)[1]["target"] == {
        "all": {"from": "opp_faceup", "filter": {"kind": "monster"}}
    }
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, SPELL, SPELL, MAGICIAN], [BLUE_EYES, WOLFANG]))
    spell = board.hand(s, 0, SPELL)
    board.hand(s, 0, SPELL)
    board.hand(s, 0, SPELL)
    magician = board.monster(s, 0, MAGICIAN)  # yours: unchanged
    blue_eyes = board.monster(s, 1, BLUE_EYES)
    hidden = board.monster(s, 1, WOLFANG, FACEDOWN)  # face-down: unchanged
    lp = s.lp[1]
    play(s, f"act {spell}")  # 2 cards left in your hand
    assert s.lp[1] == lp - 200
    assert atk_of(s, blue_eyes) == 3000 - 200 and def_of(s, blue_eyes) == 2500 - 200
    assert atk_of(s, magician) == 2100 and s.pos[hidden] == FACEDOWN


def test_if_a_monster_was_sent_to_meet_the_requirement() -> None:
    encoding = compiled(
        MAGICIAN,
        "Shuffle up to 3 cards from your opponent's GY into the Deck. If a Level 8 or higher "
        "monster was sent to the GY to meet the requirement, this card gains ATK equal to [the "
        "number of cards shuffled by this effect] x 300 until the end of this turn.",
        "Send 1 monster from your hand to the GY.",
    )
    assert first_effect(encoding)[1]["condition"] == [
        {
            "cond": "count",
            "count": {
                "counter": "number",
                "of": "cost",
                "filter": {"kind": "monster", "level_min": 8},
            },
            "min": 1,
        }
    ]
    board = board_playing(encoding)
    for sent, gained in ((BLUE_EYES, 2 * 300), (WOLFANG, 0)):
        s = board.game(cards=([MAGICIAN, sent], [SPELL, FILLER]))
        magician = board.monster(s, 0, MAGICIAN)
        card = board.hand(s, 0, sent)
        gy = [board.gy(s, 1, SPELL), board.gy(s, 1, FILLER)]
        play(s, f"act {magician} {card}", f"pick {gy[0]} {gy[1]}")
        assert atk_of(s, magician) == 2100 + gained and s.gy[1] == []


def test_choose_up_to_and_gain_the_total_atk_of_the_chosen_monsters() -> None:
    encoding = compiled(
        SPELL,
        "Choose up to 2 face-up Level 3 or lower monsters on your field, and gain LP equal to "
        "[the total ATK of the chosen monsters].",
    )
    assert first_effect(encoding) == [
        {
            "op": "gain_lp",
            "amount": {"per": 1, "count": {"counter": "total", "stat": "atk", "of": {"pick": 0}}},
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, WOLFANG, ARCHER, MAGICIAN], []))
    spell = board.hand(s, 0, SPELL)
    wolfang, archer = board.monster(s, 0, WOLFANG), board.monster(s, 0, ARCHER)
    board.monster(s, 0, MAGICIAN)  # Level 7: not chosen
    lp = s.lp[0]
    play(s, f"act {spell}", f"pick {wolfang} {archer}")
    assert s.lp[0] == lp + 1100 + 1000
    # an operation that does not read the chosen cards: a choice for nothing
    assert unread(
        SPELL,
        "Choose up to 2 face-up monsters on your field, and gain LP equal to [the number of cards "
        "in your hand] x 100.",
    )
