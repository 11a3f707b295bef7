"""The harm family: additional draws and draws up to a hand size, damage and LP (to the
opponent, to yourself, written with thousands separators, two LP changes in one sentence),
this card destroyed, cards on "their field", and the conditions those sentences are read with
(the cards sent to meet the requirement, how this card was summoned, the opponent's LP and
GY, two names in the GY); each compiled from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, play
from tests.engine.conftest import Board
from tests.engine.text.text_support import (
    board_playing,
    compiled,
    first_effect,
    missing,
    round_trip,
)
from validator.engine.effects.text.grammar import read_each
from validator.engine.state import DEF, OFF, OVER, SET, SUMMONED_FUSION, SUMMONED_NS, State

SPELL = 15160  # a Normal Spell: the card that plays each made-up text
TRAP = 16768  # a Normal Trap
MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster, 2100 ATK
WITCH = 15178  # Sevens Road Witch: a Level 6 Spellcaster
FILLER = 15154  # Dark Sorcerer: DARK Spellcaster, Level 4, 1500/0
CAT = 15159  # Straynge Cat
FORTUNATE = 19551  # Furtunate Cat
BEWD = 15184  # Blue-Eyes White Dragon: LIGHT Dragon, Level 8, 3000/2500

SEND_MONSTER = "Send 1 monster from your hand to the GY."


# ------------------------------------------------------------------------------- draws


def test_an_additional_card_is_drawn_when_the_requirement_sent_the_described_monster() -> None:
    text = (
        "Draw 1 card. If you sent a Level 7 monster to the GY to meet the requirement, "
        "draw 1 additional card."
    )
    encoding = compiled(SPELL, text, SEND_MONSTER)
    sent = {"counter": "number", "of": "cost", "filter": {"kind": "monster", "level": 7}}
    assert first_effect(encoding) == [
        {"op": "draw", "count": 1},
        {
            "op": "if",
            "condition": [{"cond": "count", "count": sent, "min": 1}],
            "then": [{"op": "draw", "count": 1}],
        },
    ]
    board = board_playing(encoding)
    for sent_card, drawn in ((MAGICIAN, 2), (WITCH, 1)):
        s = board.game(cards=([SPELL, sent_card], []))
        spell, monster = board.hand(s, 0, SPELL), board.hand(s, 0, sent_card)
        play(s, f"act {spell} {monster}")
        assert monster in s.gy[0] and len(s.hand[0]) == drawn


def test_additional_cards_follow_a_draw_and_the_requirement_only_sends() -> None:
    assert round_trip("op", "draw 2 additional cards") == "Draw 2 additional cards"
    # no draw before: nothing to be additional to
    assert missing(SPELL, "If you have no monsters in your GY, draw 1 additional card.")
    # "to meet the requirement" without "to the GY"; a requirement that shuffles sends nothing
    encoding = compiled(
        SPELL,
        "Draw 1 card. Then, if you sent a Level 7 monster to meet the requirement, you can draw "
        "1 additional card.",
        SEND_MONSTER,
    )
    assert first_effect(encoding)[1]["then"] == [
        {"op": "may", "then": [{"op": "draw", "count": 1}]}
    ]
    shuffle = "Shuffle 1 monster from your GY into the Deck."
    text = (
        "Draw 1 card. If you sent a Level 7 monster to the GY to meet the requirement, draw 1 card."
    )
    assert missing(SPELL, text, shuffle)


def test_draw_until_the_hand_holds_that_many_cards(board: Board) -> None:
    assert round_trip("op", "draw until you have 5 cards in your hand") == (
        "Draw until you have 5 cards in your hand"
    )
    encoding = compiled(MAGICIAN, "Draw until you have 5 cards in your hand.")
    assert first_effect(encoding) == [{"op": "draw_to", "count": 5}]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, CAT, CAT], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.hand(s, 0, CAT), board.hand(s, 0, CAT)
    play(s, f"act {magician}")
    assert len(s.hand[0]) == 5
    # a hand of 6 draws nothing
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    for _ in range(6):
        s.hand[0].append(s.deck[0].pop())
    deck = len(s.deck[0])
    play(s, f"act {magician}")
    assert len(s.hand[0]) == 6 and len(s.deck[0]) == deck


# ------------------------------------------------------------------------- damage and LP


def test_damage_to_the_opponent_and_an_amount_with_thousands_separators() -> None:
    text = (
        "Inflict 700 damage to the opponent. Then, if your opponent's LP are 700 or lower, "
        "inflict 700,000,000 damage to your opponent."
    )
    assert round_trip("sentence", "Inflict 700,000,000 damage to your opponent") == (
        "Inflict 700,000,000 damage to your opponent"
    )
    encoding = compiled(SPELL, text)
    assert first_effect(encoding) == [
        {"op": "damage", "amount": 700},
        {
            "op": "if",
            "condition": [{"cond": "not", "condition": {"cond": "opp_lp_min", "amount": 701}}],
            "then": [{"op": "damage", "amount": 700_000_000}],
        },
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], []))
    play(s, f"act {board.hand(s, 0, SPELL)}")
    assert s.lp[1] == 7300 and s.phase != OVER
    s = board.game(cards=([SPELL], []))
    s.lp[1] = 1400
    play(s, f"act {board.hand(s, 0, SPELL)}")
    assert s.phase == OVER and s.winner == 0


def test_you_take_damage(board: Board) -> None:
    encoding = compiled(
        SPELL,
        "Then, if your LP are 3000 or higher, you take 2000 damage. Take damage equal to "
        "[the number of monsters in your opponent's GY] x 100.",
    )
    counted = {"counter": "cards", "from": "opp_gy", "filter": {"kind": "monster"}}
    assert first_effect(encoding) == [
        {
            "op": "if",
            "condition": [{"cond": "lp_min", "amount": 3000}],
            "then": [{"op": "damage", "amount": 2000, "to": "own"}],
        },
        {"op": "damage", "amount": {"per": 100, "count": counted}, "to": "own"},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [FILLER, FILLER]))
    board.gy(s, 1, FILLER), board.gy(s, 1, FILLER)
    play(s, f"act {board.hand(s, 0, SPELL)}")
    assert s.lp == [8000 - 2000 - 200, 8000]


def test_two_lp_changes_in_one_sentence(board: Board) -> None:
    encoding = compiled(SPELL, "Gain 800 LP, and inflict 800 damage to your opponent.")
    assert first_effect(encoding) == [
        {"op": "gain_lp", "amount": 800},
        {"op": "damage", "amount": 800},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], []))
    play(s, f"act {board.hand(s, 0, SPELL)}")
    assert s.lp == [8800, 7200]
    # ", and" between other operations is not read as two LP changes
    text = "draw 1 card, and inflict 800 damage to your opponent"
    assert not [p for p in read_each("steps", text) if p.production == "harm_lp_and"]


# -------------------------------------------------------------------------- destructions


def test_this_card_destroyed_on_your_field(board: Board) -> None:
    encoding = compiled(MAGICIAN, "Draw 1 card. Then, you can destroy this card on your field.")
    assert first_effect(encoding)[1] == {"op": "may", "then": [{"op": "destroy", "target": "self"}]}
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {magician}", "accept")
    assert s.pos[magician] == OFF and magician in s.gy[0]
    # a Spell resolving goes to the GY anyway: not read so
    assert missing(SPELL, "Destroy this card on your field.")


def test_a_card_on_their_field_after_the_opponents_gy(board: Board) -> None:
    encoding = compiled(
        SPELL,
        "If your opponent has 2 or more Spell Cards in their GY, destroy 1 Spell/Trap Card on "
        "their field.",
    )
    assert encoding["effects"][0]["picks"] == [{"from": "opp_spelltraps"}]
    assert first_effect(encoding) == [
        {
            "op": "if",
            "condition": [{"cond": "has", "from": "opp_gy", "filter": {"kind": "spell"}, "min": 2}],
            "then": [{"op": "destroy", "target": {"pick": 0}}],
        }
    ]
    board = board_playing(encoding)
    for spells, left in ((1, SET), (2, OFF)):
        s = board.game(cards=([SPELL], [SPELL, SPELL, TRAP]))
        trap = board.spell(s, 1, TRAP, SET)
        for _ in range(spells):
            board.gy(s, 1, SPELL)
        play(s, f"act {board.hand(s, 0, SPELL)}")
        assert s.pos[trap] == left


# ---------------------------------------------------------------------------- conditions


def test_how_this_card_was_summoned_the_turn_it_activated(board: Board) -> None:
    text = (
        "Draw 1 card. Then, if you activated this effect during your Main Phase that you "
        "Fusion Summoned this card, draw 1 additional card."
    )
    encoding = compiled(MAGICIAN, text)
    assert first_effect(encoding)[1]["condition"] == [{"cond": "summoned", "how": "fusion"}]
    board = board_playing(encoding)
    for flags, drawn in ((SUMMONED_FUSION, 2), (SUMMONED_NS, 1), (0, 1)):
        s = board.game(cards=([MAGICIAN], []))
        magician = board.monster(s, 0, MAGICIAN)
        s.flags[magician] |= flags
        play(s, f"act {magician}")
        assert len(s.hand[0]) == drawn
    encoding = compiled(
        MAGICIAN,
        "Draw 1 card. Then, if you activated this effect during the turn you Normal or Special "
        "Summoned this card, draw 1 additional card.",
    )
    assert first_effect(encoding)[1]["condition"] == [{"cond": "summoned", "how": "any"}]
    # a Spell's effect is not "this effect" of a summoned card
    assert missing(SPELL, text)


def test_two_named_cards_in_your_gy(board: Board) -> None:
    encoding = compiled(
        SPELL, 'If you have "Straynge Cat" and "Furtunate Cat" in your GY, gain 1000 LP.'
    )
    assert first_effect(encoding)[0]["condition"] == [
        {"cond": "has", "from": "own_gy", "filter": {"ids": [CAT]}},
        {"cond": "has", "from": "own_gy", "filter": {"ids": [FORTUNATE]}},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, CAT, FORTUNATE], []))
    board.gy(s, 0, CAT)
    spell = board.hand(s, 0, SPELL)
    assert activations(s, spell)
    play(s, f"act {spell}")
    assert s.lp[0] == 8000
    s = board.game(cards=([SPELL, CAT, FORTUNATE], []))
    board.gy(s, 0, CAT), board.gy(s, 0, FORTUNATE)
    play(s, f"act {board.hand(s, 0, SPELL)}")
    assert s.lp[0] == 9000


# --------------------------------------------------------------------------- Maximum Mode

CENTRE, LEFT, RIGHT = 15898, 15897, 15899  # Supreme Machine Magnum Overlord: MAXIMUM ATK 3500
EQUIP = 18896  # Legendary Sword: an Equip Spell


def _maximum(board: Board, s: State, p: int) -> int:
    """p Maximum Summons the Overlord (in p's turn); its centre."""
    centre, _, _ = (board.hand(s, p, x) for x in (CENTRE, LEFT, RIGHT))
    play(s, f"max {centre}")
    return centre


def test_a_monster_in_maximum_mode_on_your_field(board: Board) -> None:
    text = (
        "Draw 1 card. If you have a monster in Maximum Mode on your field, draw 1 additional card."
    )
    encoding = compiled(SPELL, text)
    assert first_effect(encoding)[1]["condition"] == [
        {"cond": "in_maximum_mode", "of": {"all": {"from": "own_monsters"}}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, CENTRE, LEFT, RIGHT], []))
    spell = board.hand(s, 0, SPELL)
    play(s, f"act {spell}")
    assert len(s.hand[0]) == 1
    s = board.game(cards=([SPELL, CENTRE, LEFT, RIGHT], []))
    spell = board.hand(s, 0, SPELL)
    _maximum(board, s, 0)
    play(s, f"act {spell}")
    assert len(s.hand[0]) == 2
    # or a card as described
    encoding = compiled(
        SPELL,
        "Draw 1 card. If you have a monster in Maximum Mode or a face-up Equip Spell Card on "
        "your field, you can also draw 1 additional card.",
    )
    assert first_effect(encoding)[1]["condition"] == [
        {
            "cond": "any",
            "conditions": [
                {"cond": "in_maximum_mode", "of": {"all": {"from": "own_monsters"}}},
                {
                    "cond": "has",
                    "from": "own_faceup_spelltraps",
                    "filter": {"kind": "spell", "subtype": "equip"},
                },
            ],
        }
    ]


def test_the_attack_target_in_maximum_mode(board: Board) -> None:
    encoding = compiled(
        TRAP,
        "Gain 500 LP. Then, if the attack target is in Maximum Mode, gain 1000 LP.",
        requirement="When an opponent's monster declares an attack.",
    )
    assert first_effect(encoding)[1] == {
        "op": "if",
        "condition": [{"cond": "in_maximum_mode", "of": "attack_target"}],
        "then": [{"op": "gain_lp", "amount": 1000}],
    }
    board = board_playing(encoding)
    for maximum, gained in ((False, 500), (True, 1500)):
        s = board.game(cards=([BEWD], [TRAP, CENTRE, LEFT, RIGHT, FILLER]), tp=1)
        target = _maximum(board, s, 1) if maximum else board.monster(s, 1, FILLER, DEF)
        trap = board.spell(s, 1, TRAP, SET)
        play(s, "end")
        attacker = board.monster(s, 0, BEWD)
        play(s, "battle", f"attack {attacker} {target}", f"act {trap}")
        assert s.lp[1] == 8000 + gained
    # no attack answered: no attack target
    assert missing(SPELL, "Then, if the attack target is in Maximum Mode, gain 1000 LP.")


# ------------------------------------------------------------- one more card, "also" ...


def test_one_additional_card_destroyed_and_also(board: Board) -> None:
    encoding = compiled(
        MAGICIAN,
        "Destroy 1 monster on your opponent's field. If this card is in Maximum Mode, you can "
        "also destroy 1 additional monster on your opponent's field. Also inflict 300 damage to "
        "your opponent.",
    )
    effect = encoding["effects"][0]
    assert effect["picks"] == [
        {"from": "opp_monsters", "filter": {"kind": "monster"}},
        {"from": "opp_monsters", "filter": {"kind": "monster"}},
    ]
    assert effect["effect"] == [
        {"op": "destroy", "target": {"pick": 0}},
        {
            "op": "if",
            "condition": [{"cond": "maximum_mode"}],
            "then": [{"op": "may", "then": [{"op": "destroy", "target": {"pick": 1}}]}],
        },
        {"op": "damage", "amount": 300},
    ]
    assert round_trip("op", "destroy 2 additional Spell/Trap Cards on your opponent's field") == (
        "Destroy 2 additional Spell/Trap Cards on your opponent's field"
    )
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [FILLER, FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    a, b = board.monster(s, 1, FILLER), board.monster(s, 1, FILLER)
    play(s, f"act {magician}", f"pick {a}")
    assert s.pos[a] == OFF and s.pos[b] != OFF and s.lp[1] == 7700  # not in Maximum Mode
    # no destruction before: no additional card
    assert missing(MAGICIAN, "Destroy 1 additional monster on your opponent's field.")
    # "also" comes before this family's operations only
    assert missing(SPELL, "Also add 1 monster from your GY to your hand.")


def test_a_fact_of_the_monster_sent_to_meet_the_requirement(board: Board) -> None:
    encoding = compiled(
        SPELL,
        "Inflict damage to your opponent equal to [the Level of the monster sent to the GY to "
        "meet the requirement] x 100.",
        SEND_MONSTER,
    )
    assert first_effect(encoding) == [
        {
            "op": "damage",
            "amount": {"per": 100, "count": {"counter": "stat", "stat": "level", "of": "cost"}},
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, MAGICIAN], []))
    spell, magician = board.hand(s, 0, SPELL), board.hand(s, 0, MAGICIAN)
    play(s, f"act {spell} {magician}")
    assert s.lp[1] == 8000 - 700
    # several monsters sent: which one's Level is not said
    two = "Send 2 monsters from your hand to the GY."
    text = (
        "Inflict damage to your opponent equal to [the Level of the monster sent to the GY to "
        "meet the requirement] x 100."
    )
    assert missing(SPELL, text, two)


# ------------------------------------------------------------- more that holds, or not

FIELD_SPELL = 15228  # a Field Spell


def test_a_card_in_your_gy_and_a_face_up_card_on_either_field(board: Board) -> None:
    encoding = compiled(
        SPELL,
        'Draw 1 card. If a "Straynge Cat" is in your GY, also draw 1 card. If there is a face-up '
        "Field Spell Card on the field, you can also draw 1 card.",
    )
    effect = first_effect(encoding)
    assert effect[1]["condition"] == [{"cond": "has", "from": "own_gy", "filter": {"ids": [CAT]}}]
    assert effect[2]["condition"] == [
        {
            "cond": "has",
            "from": "all_faceup_spelltraps",
            "filter": {"kind": "spell", "subtype": "field"},
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, CAT], [FIELD_SPELL]))
    board.gy(s, 0, CAT)
    board.field_spell(s, 1, FIELD_SPELL)  # the opponent's
    play(s, f"act {board.hand(s, 0, SPELL)}", "accept")
    assert len(s.hand[0]) == 3


def test_counts_in_the_gys_and_the_hand(board: Board) -> None:
    encoding = compiled(
        MAGICIAN,
        "If there are 2 or more Spellcaster Type monsters in your GY, gain 100 LP. If your "
        "opponent has 1 or less cards in their GY, gain 200 LP. If you have 0 cards in your "
        "hand, gain 400 LP. If you only have 1 card in your hand, gain 800 LP.",
    )
    conditions = [step["condition"] for step in first_effect(encoding)]
    assert conditions == [
        [
            {
                "cond": "has",
                "from": "own_gy",
                "filter": {"kind": "monster", "race": "Spellcaster"},
                "min": 2,
            }
        ],
        [{"cond": "has", "from": "opp_gy", "min": 0, "max": 1}],
        [{"cond": "not", "condition": {"cond": "hand_min", "count": 1}}],
        [
            {"cond": "hand_min", "count": 1},
            {"cond": "not", "condition": {"cond": "hand_min", "count": 2}},
        ],
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, CAT, CAT], [CAT, CAT]))
    magician = board.monster(s, 0, MAGICIAN)
    board.gy(s, 0, CAT), board.gy(s, 0, CAT), board.gy(s, 1, CAT), board.gy(s, 1, CAT)
    play(s, f"act {magician}")
    assert s.lp[0] == 8000 + 100 + 400
    s = board.game(cards=([MAGICIAN, CAT, FILLER], [CAT]))
    magician = board.monster(s, 0, MAGICIAN)
    board.gy(s, 0, CAT), board.gy(s, 1, CAT), board.hand(s, 0, FILLER)
    play(s, f"act {magician}")
    assert s.lp[0] == 8000 + 200 + 800


def test_damage_to_them_and_their_gy(board: Board) -> None:
    encoding = compiled(
        SPELL,
        "Inflict damage to your opponent equal to [the number of Spell/Trap Cards in their GY] "
        "x 100. Then, if your opponent has 2 or more Spell Cards in their GY, inflict 1000 damage "
        "to them.",
    )
    counted = {"counter": "cards", "from": "opp_gy", "filter": {"kind": ["spell", "trap"]}}
    assert first_effect(encoding)[0] == {"op": "damage", "amount": {"per": 100, "count": counted}}
    assert first_effect(encoding)[1]["then"] == [{"op": "damage", "amount": 1000}]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [SPELL, SPELL, TRAP]))
    board.gy(s, 1, SPELL), board.gy(s, 1, SPELL), board.gy(s, 1, TRAP)
    play(s, f"act {board.hand(s, 0, SPELL)}")
    assert s.lp[1] == 8000 - 300 - 1000


def test_invisible_marks_in_the_text_are_dropped() -> None:
    assert round_trip(
        "sentence", 'If you have "Straynge Cat"\u200e face-up on your field, draw 1 card'
    ) == ('If you have "Straynge Cat" face-up on your field, draw 1 card')


# ------------------------------------------------- what the effect changed or drew just now

CHANGE = "Change 1 Defense Position monster on your opponent's field to face-up Attack Position."


def test_the_monster_changed_to_attack_position(board: Board) -> None:
    encoding = compiled(
        SPELL,
        CHANGE + " If you changed a monster to face-up Attack Position by this effect, gain LP "
        "equal to [that monster's original ATK].",
    )
    assert first_effect(encoding)[1] == {
        "op": "if",
        "condition": [{"cond": "moved"}],
        "then": [
            {
                "op": "gain_lp",
                "amount": {
                    "per": 1,
                    "count": {"counter": "stat", "stat": "original_atk", "of": {"pick": 0}},
                },
            }
        ],
    }
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [MAGICIAN]))
    board.monster(s, 1, MAGICIAN, DEF)
    play(s, f"act {board.hand(s, 0, SPELL)}")
    assert s.lp[0] == 8000 + 2100
    encoding = compiled(
        SPELL,
        CHANGE + " If the monster changed to face-up Attack Position by this effect was a Normal "
        "Monster, draw 1 card.",
    )
    assert first_effect(encoding)[1]["condition"] == [
        {"cond": "moved", "filter": {"kind": "monster", "normal": True}}
    ]
    board = board_playing(encoding)
    for card_id, drawn in ((FILLER, 1), (MAGICIAN, 0)):
        s = board.game(cards=([SPELL], [card_id]))
        board.monster(s, 1, card_id, DEF)
        play(s, f"act {board.hand(s, 0, SPELL)}")
        assert len(s.hand[0]) == drawn
    # an Attribute an effect may have changed is read as it is now (`moved`: a face-up
    # monster's current facts, `positions10_then.py`)
    text = (
        CHANGE + " If the monster changed to face-up Attack Position by this effect was EARTH "
        "Attribute, draw 1 card."
    )
    assert first_effect(compiled(SPELL, text))[1]["condition"] == [
        {"cond": "moved", "filter": {"attribute": "EARTH"}}
    ]


def test_the_cards_the_opponent_drew(board: Board) -> None:
    encoding = compiled(
        SPELL,
        "Your opponent draws 2 cards. Then, you gain LP equal to [the number of cards they drew "
        "by this effect] x 300.",
    )
    assert first_effect(encoding)[1] == {
        "op": "gain_lp",
        "amount": {"per": 300, "count": {"counter": "moved"}},
    }
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], []))
    play(s, f"act {board.hand(s, 0, SPELL)}")
    assert len(s.hand[1]) == 2 and s.lp[0] == 8600
    # no draw by the opponent just before
    assert missing(
        SPELL,
        "Draw 2 cards. Then, you gain LP equal to [the number of cards they "
        "drew by this effect] x 300.",
    )
