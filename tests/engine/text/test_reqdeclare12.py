"""Requirements with one more word of their own: a Field Spell activated by sending cards from
the Deck while a condition holds, a cost of a monster of an Attribute or of a Type, an Equip
Spell for a monster with little ATK (read as it is activated), and a cost of cards from two of
your places ("from your field and 1 card from your hand"): compiled from made-up clauses and
played."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, choices, play, verbs
from tests.engine.conftest import Board
from tests.engine.text.text_support import (
    board_playing,
    compiled,
    round_trip,
    table_playing,
    unread,
)
from validator.engine import field, lasting
from validator.engine.lasting import atk_of
from validator.engine.state import ATK, DEF, FACEDOWN, FACEUP, SET, SUMMONED_FROM_GY

MAGICIAN = 15150  # Sevens Road Magician: Level 7 DARK Spellcaster Effect Monster, 2100 ATK
MOUNTAIN = 15228  # a Field Spell
RUSH_HORN = 18273  # an Equip Spell
URABY = 16580  # Level 4 EARTH Dinosaur Normal Monster
OUTFIELDER = 16970  # Gagaga Outfielder: Level 4 FIRE Warrior Normal Monster, 1200 ATK
CATCHER = 16971  # Achacha Catcher: Level 4 FIRE Warrior Normal Monster, 1400 ATK
BATTER = 16972  # Zubaba Batter: Level 4 FIRE Warrior Normal Monster, 1500 ATK
COSMOSCALLION = 15938  # Level 4 DARK Pyro Normal Monster
ARMA_KNIGHT = 15219  # Level 4 WATER Aqua Normal Monster
LIZARD = 17280  # Armored Lizard: Level 4 EARTH Reptile Normal Monster
OVERLORD = (15898, 15897, 15899)  # Supreme Machine Magnum Overlord, MAXIMUM ATK 3500; [L], [R]

OASIS = (
    "Activate this card by sending the top 2 cards of your Deck to the GY while you have a "
    "face-up Dinosaur Type monster on your field."
)
FIELD_GAIN = (
    "While this card is face-up in the Field Zone, face-up monsters on the field gain 100 ATK."
)


def test_a_field_spell_activated_by_sending_cards_while_a_condition_holds() -> None:
    encoding = compiled(MOUNTAIN, FIELD_GAIN, requirement=OASIS)
    effect = encoding["effects"][0]
    assert effect["cost"] == [{"op": "mill", "count": 2}]
    assert effect["condition"] == [
        {"cond": "has", "from": "own_faceup", "filter": {"kind": "monster", "race": "Dinosaur"}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MOUNTAIN, URABY], []))
    uraby = board.monster(s, 0, URABY, pos=FACEDOWN)
    mountain = board.hand(s, 0, MOUNTAIN)
    assert activations(s, mountain) == []  # a face-down Dinosaur: not yet
    s.pos[uraby] = ATK  # flipped face-up
    deck = len(s.deck[0])
    play(s, f"act {mountain}")
    assert s.fzone[0] == mountain and len(s.deck[0]) == deck - 2 and len(s.gy[0]) == 2
    assert atk_of(s, uraby) == s.infos[uraby].atk + 100
    assert round_trip("requirement", OASIS) == OASIS[:-1]


ATTRIBUTE_OR_TYPE = "Send 1 FIRE Attribute or Pyro Type monster from your hand to the GY."


def test_a_cost_of_a_monster_of_an_attribute_or_of_a_type() -> None:
    encoding = compiled(MAGICIAN, "Draw 1 card.", requirement=ATTRIBUTE_OR_TYPE)
    effect = encoding["effects"][0]
    assert effect["picks"] == [
        {
            "from": "own_hand",
            "filter": {"kind": "monster", "any_of": [{"attribute": "FIRE"}, {"race": "Pyro"}]},
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, OUTFIELDER, COSMOSCALLION, ARMA_KNIGHT], []))
    magician = board.monster(s, 0, MAGICIAN)
    fire, pyro = board.hand(s, 0, OUTFIELDER), board.hand(s, 0, COSMOSCALLION)
    board.hand(s, 0, ARMA_KNIGHT)  # an Aqua: never chosen
    assert sorted(activations(s, magician)) == sorted([(fire,), (pyro,)])
    play(s, f"act {magician} {pyro}")
    assert pyro in s.gy[0] and len(s.hand[0]) == 3
    s = board.game(cards=([MAGICIAN, ARMA_KNIGHT], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.hand(s, 0, ARMA_KNIGHT)
    assert activations(s, magician) == []  # neither FIRE nor Pyro in the hand
    assert round_trip("requirement", ATTRIBUTE_OR_TYPE) == ATTRIBUTE_OR_TYPE[:-1]


def test_an_equip_spell_for_a_monster_with_little_atk_stays_once_it_gains_more() -> None:
    encoding = compiled(
        RUSH_HORN,
        "The equipped monster gains 900 ATK.",
        requirement="Equip to 1 face-up Normal Monster with 1400 or less ATK on your field.",
    )
    assert encoding["effects"][0]["equip"] == {
        "filter": {"kind": "monster", "normal": True, "atk_max": 1400}
    }
    board = board_playing(encoding)
    s = board.game(cards=([RUSH_HORN, CATCHER, BATTER, MAGICIAN], []))
    catcher = board.monster(s, 0, CATCHER)
    board.monster(s, 0, BATTER)  # 1500 ATK: too much
    board.monster(s, 0, MAGICIAN)  # an Effect Monster
    horn = board.hand(s, 0, RUSH_HORN)
    assert activations(s, horn) == [(catcher,)]
    play(s, f"act {horn} {catcher}")
    # Its ATK is read as the Equip Spell is activated: equipped, the monster keeps it.
    assert atk_of(s, catcher) == 2300 and s.equip[horn] == catcher and s.pos[horn] == FACEUP


FIELD_AND_HAND = (
    "Shuffle 2 other face-up Reptile Type monsters from your field and 1 card from your hand "
    "into the Deck."
)


def test_a_cost_of_cards_from_your_field_and_from_your_hand() -> None:
    encoding = compiled(MAGICIAN, "Draw 1 card.", requirement=FIELD_AND_HAND)
    effect = encoding["effects"][0]
    assert effect["picks"] == [
        {
            "from": "own_faceup",
            "n": 2,
            "filter": {"kind": "monster", "race": "Reptile"},
            "not_self": True,
        },
        {"from": "own_hand"},
    ]
    assert effect["cost"] == [{"op": "to_deck", "target": {"and": [{"pick": 0}, {"pick": 1}]}}]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, LIZARD, LIZARD, ARMA_KNIGHT], []))
    magician = board.monster(s, 0, MAGICIAN)
    lizards = (board.monster(s, 0, LIZARD), board.monster(s, 0, LIZARD))
    knight = board.hand(s, 0, ARMA_KNIGHT)
    assert activations(s, magician) == [(*lizards, knight)]
    play(s, f"act {magician} {lizards[0]} {lizards[1]} {knight}")
    assert all(c in s.deck[0] for c in (*lizards, knight))
    assert len(s.hand[0]) == 1  # the card drawn
    s = board.game(cards=([MAGICIAN, LIZARD, ARMA_KNIGHT], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 0, LIZARD)
    board.hand(s, 0, ARMA_KNIGHT)
    assert activations(s, magician) == []  # one other Reptile only
    assert round_trip("requirement", FIELD_AND_HAND) == FIELD_AND_HAND[:-1]


DESTROYED_THIS_TURN = (
    "During your Main Phase that a card on your field was destroyed by a card effect."
)


def test_activated_once_a_card_on_your_field_was_destroyed_by_a_card_effect() -> None:
    encoding = compiled(MAGICIAN, "Draw 1 card.", requirement=DESTROYED_THIS_TURN)
    assert encoding["effects"][0]["condition"] == [
        {"cond": "did", "what": "card_destroyed_by_effect"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, LIZARD, RUSH_HORN], [LIZARD]))
    magician = board.monster(s, 0, MAGICIAN)
    lizard, theirs = board.monster(s, 0, LIZARD), board.monster(s, 1, LIZARD)
    horn = board.spell(s, 0, RUSH_HORN, SET)
    assert activations(s, magician) == []
    field.destroy(s, theirs, "effect", 0)  # the opponent's card: not on your field
    field.destroy(s, lizard, "battle", 1)  # by battle: no card effect
    assert activations(s, magician) == []
    field.destroy(s, horn, "effect", 1)  # a Set Spell of yours, by your opponent's effect
    assert activations(s, magician) == [()]
    play(s, f"act {magician}")
    assert len(s.hand[0]) == 1
    play(s, "end")
    assert s.history[0] == 0  # this turn only: the history is the turn's
    assert round_trip("requirement", DESTROYED_THIS_TURN) == DESTROYED_THIS_TURN[:-1]


HAND_AND_GY = (
    "Place 1 card from your hand and 1 Reptile Type monster from your GY on the bottom of the "
    "Deck in any order."
)


def test_cards_of_your_hand_and_gy_placed_on_the_bottom_of_the_deck_in_any_order() -> None:
    encoding = compiled(MAGICIAN, "Draw 1 card.", requirement=HAND_AND_GY)
    effect = encoding["effects"][0]
    assert effect["picks"] == [
        {"from": "own_hand"},
        {"from": "own_gy", "filter": {"kind": "monster", "race": "Reptile"}},
    ]
    assert effect["cost"] == [
        {
            "op": "to_deck",
            "target": {"and": [{"pick": 0}, {"pick": 1}]},
            "place": "bottom",
            "order": "any",
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, ARMA_KNIGHT, LIZARD, LIZARD], []))
    magician = board.monster(s, 0, MAGICIAN)
    knight, lizard = board.hand(s, 0, ARMA_KNIGHT), board.gy(s, 0, LIZARD)
    board.hand(s, 0, LIZARD)  # a Reptile in the hand: the GY's is the one asked for
    assert sorted(activations(s, magician)) == sorted(
        [(knight, lizard), (next(c for c in s.hand[0] if c != knight), lizard)]
    )
    play(s, f"act {magician} {knight} {lizard}")
    assert sorted(choices(s)) == sorted([(knight,), (lizard,)])  # which goes first
    play(s, f"pick {lizard}")
    assert s.deck[0][:2] == [knight, lizard]  # each below the last
    assert len(s.hand[0]) == 2  # the Reptile left, and the card drawn
    s = board.game(cards=([MAGICIAN, ARMA_KNIGHT], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.hand(s, 0, ARMA_KNIGHT)
    assert activations(s, magician) == []  # no Reptile in the GY
    assert round_trip("requirement", HAND_AND_GY) == HAND_AND_GY[:-1]


ARGENT_F = 23240  # Rising HERO Argent F: "Rising HERO Argent O" + a Level 8 or lower Warrior
ARGENT_O = 23239  # Rising HERO Argent O: a LIGHT Warrior Fusion Monster
RISING_UNIT = 23223  # a Level 7 LIGHT Warrior
RISING_LICENSE = 23250  # Fusion Summons a monster listing "Rising HERO Argent O" by its effect
FUSION = 16934  # "Fusion": the Fusion Summon of the rules
BY_EFFECT = 'Must be Special Summoned by the effect of "Rising License" or a Trap Card.'


def test_a_monster_special_summoned_only_by_the_effect_of_the_cards_named() -> None:
    encoding = compiled(ARGENT_F, "", summoning=BY_EFFECT)
    assert encoding["effects"] == [
        {
            "kind": "continuous",
            "modifiers": [
                {
                    "rule": "summon_only",
                    "value": "effect",
                    "filter": {"any_of": [{"ids": [RISING_LICENSE]}, {"kind": "trap"}]},
                }
            ],
        }
    ]
    board = board_playing(encoding)
    for spell, summoned in ((FUSION, False), (RISING_LICENSE, True)):
        s = board.game(cards=([spell, RISING_UNIT], []), extra=([ARGENT_F, ARGENT_O], []))
        argent_o, unit = board.monster(s, 0, ARGENT_O), board.monster(s, 0, RISING_UNIT)
        argent_f = s.extra[0][0]
        card = board.hand(s, 0, spell)
        if not summoned:  # "Fusion" is no card named: Argent F cannot be Fusion Summoned by it
            assert activations(s, card) == []
            continue
        play(s, f"act {card}", "position 1")  # its one way: Argent O and the Unit
        assert argent_f in s.mzone[0] and argent_o in s.gy[0] and unit in s.gy[0]
    assert round_trip("summoning", BY_EFFECT) == BY_EFFECT[:-1]
    # "Fusion" and Ritual Spells summon by no operation of an effect: not read
    assert unread(ARGENT_F, "", summoning='Must be Special Summoned by the effect of "Fusion".')


POT = 16372  # Pot of Greed, a Normal Spell
TRAP = 16768  # a Normal Trap
REVIVE = "Special Summon 1 monster from your GY face-up to your field."


def _boards(*encodings: dict) -> Board:
    """A board whose card table plays each of these encodings for its card."""
    table = table_playing(encodings[0])
    for encoding in encodings[1:]:
        table._infos[encoding["card"]] = table_playing(encoding)._infos[encoding["card"]]
    return Board(table)


def test_from_the_gy_too_only_by_the_effect_of_the_cards_named() -> None:
    argent = compiled(ARGENT_F, "", summoning=BY_EFFECT)
    spell = compiled(POT, REVIVE)
    trap = compiled(TRAP, REVIVE, requirement="When an opponent's monster declares an attack.")
    board = _boards(argent, spell, trap)
    s = board.game(cards=([POT, RISING_UNIT], [TRAP]), extra=([ARGENT_F], [ARGENT_F]))
    board.gy(s, 0, ARGENT_F)
    assert activations(s, board.hand(s, 0, POT)) == []  # a Spell's effect: not named
    set_trap = board.spell(s, 1, TRAP, SET)
    theirs = board.gy(s, 1, ARGENT_F)
    attacker = board.monster(s, 0, RISING_UNIT)
    play(s, "battle", f"attack {attacker}", f"act {set_trap}", "position 1")
    assert theirs in s.mzone[1]  # a Trap Card's effect: summoned


ATK_CHANGED = (
    "A face-up monster whose current ATK is different from its original ATK is on the field."
)


def test_activated_while_a_monster_s_atk_differs_from_its_original_atk() -> None:
    encoding = compiled(MAGICIAN, "Draw 1 card.", requirement=ATK_CHANGED)
    assert encoding["effects"][0]["condition"] == [{"cond": "atk_changed"}]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [LIZARD, LIZARD]))
    magician = board.monster(s, 0, MAGICIAN)
    lizard = board.monster(s, 1, LIZARD)
    facedown = board.monster(s, 1, LIZARD, pos=FACEDOWN)

    def change(m: int, by: int) -> None:
        lasting.add(s, lasting.Modifier(lasting.ATK_CHANGE, by, m, 1, m, "end_of_turn", s.turn))

    assert activations(s, magician) == []
    change(facedown, 500)  # a face-down monster: not looked at
    change(lizard, 500)
    change(lizard, -500)  # back to its original ATK
    assert activations(s, magician) == []
    change(lizard, -100)  # an opponent's monster too: either field
    assert activations(s, magician) == [()]
    play(s, f"act {magician}")
    assert len(s.hand[0]) == 1
    assert round_trip("requirement", ATK_CHANGED) == ATK_CHANGED[:-1]
    # In Maximum Mode its MAXIMUM ATK is its original ATK: no change
    s = board.game(cards=([MAGICIAN, *OVERLORD], []))
    magician = board.monster(s, 0, MAGICIAN)
    centre = board.hand(s, 0, OVERLORD[0])
    board.hand(s, 0, OVERLORD[1])
    board.hand(s, 0, OVERLORD[2])
    play(s, f"max {centre}")
    assert atk_of(s, centre) == 3500 and activations(s, magician) == []


FROM_HAND_OR_GY = (
    "You have 2 or more Dragon Type monsters in your GY during your Main Phase that you Special "
    "Summoned this card from your hand or the GY."
)
DRAGORITE = 15168  # Dragorite: Level 4 EARTH Dragon Normal Monster


def test_activated_the_turn_this_card_was_special_summoned_from_the_hand_or_gy() -> None:
    encoding = compiled(MAGICIAN, "Draw 1 card.", requirement=FROM_HAND_OR_GY)
    assert encoding["effects"][0]["condition"][1] == {
        "cond": "summoned",
        "how": "special",
        "came": ["hand", "gy"],
    }
    board = _boards(encoding, compiled(POT, REVIVE))
    for revived in (True, False):
        s = board.game(cards=([MAGICIAN, POT, *[DRAGORITE] * 4], []))
        board.gy(s, 0, DRAGORITE)
        board.gy(s, 0, DRAGORITE)
        if revived:  # Special Summoned from the GY by an effect
            magician = board.gy(s, 0, MAGICIAN)
            play(s, f"act {board.hand(s, 0, POT)}", f"pick {magician}", "position 1")
            assert s.flags[magician] & SUMMONED_FROM_GY
        else:  # Normal Summoned
            magician = board.hand(s, 0, MAGICIAN)
            board.monster(s, 0, DRAGORITE)
            board.monster(s, 0, DRAGORITE)
            play(s, f"summon {magician} {s.mzone[0][0]} {s.mzone[0][1]}")
        assert activations(s, magician) == ([()] if revived else [])
    assert round_trip("requirement", FROM_HAND_OR_GY) == FROM_HAND_OR_GY[:-1]


INCLUDING = (
    "Shuffle up to 3 monsters from your GY into the Deck, including a Dragon Type Normal Monster."
)


def test_cards_shuffled_into_the_deck_including_one_of_a_kind() -> None:
    encoding = compiled(MAGICIAN, "Draw 1 card.", requirement=INCLUDING)
    dragon = {"kind": "monster", "normal": True, "race": "Dragon"}
    assert encoding["effects"][0]["picks"] == [
        {
            "from": "own_gy",
            "n": 3,
            "upto": True,
            "filter": {"any_of": [dragon, {"kind": "monster"}, {"kind": "monster"}]},
            "one_each": True,
            "including": True,
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, DRAGORITE, LIZARD, LIZARD], []))
    magician = board.monster(s, 0, MAGICIAN)
    dragorite = board.gy(s, 0, DRAGORITE)
    lizards = (board.gy(s, 0, LIZARD), board.gy(s, 0, LIZARD))
    ways = {tuple(sorted(way[1:])) for way in activations(s, magician)}
    assert all(dragorite in way for way in ways)  # never the Reptiles alone
    assert tuple(sorted((dragorite, *lizards))) in ways and (dragorite,) in ways
    play(s, f"act {magician} 2 {dragorite} {lizards[0]}")
    assert dragorite in s.deck[0] and lizards[0] in s.deck[0] and s.gy[0] == [lizards[1]]
    s = board.game(cards=([MAGICIAN, LIZARD], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.gy(s, 0, LIZARD)
    assert activations(s, magician) == []  # no Dragon Normal Monster to include
    assert round_trip("requirement", INCLUDING) == INCLUDING[:-1]


NO_ATTACK_ON = (
    "This turn, you cannot declare an attack on Attack Position monsters with 1200 or less ATK."
)


def test_no_attack_declared_on_attack_position_monsters_with_little_atk() -> None:
    encoding = compiled(POT, NO_ATTACK_ON)
    assert encoding["effects"][0]["effect"] == [
        {
            "op": "restrict",
            "rule": "no_attack_on",
            "filter": {"kind": "monster", "atk_max": 1200},
            "position": "attack",
            "until": "end_of_turn",
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([POT, MAGICIAN], [OUTFIELDER, OUTFIELDER, CATCHER]))
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 1, OUTFIELDER)  # 1200 ATK in Attack Position: not attacked
    guard = board.monster(s, 1, OUTFIELDER, pos=DEF)  # in Defense Position: attacked
    catcher = board.monster(s, 1, CATCHER)  # 1400 ATK: attacked
    play(s, f"act {board.hand(s, 0, POT)}", "battle")
    attacks = {a for a in verbs(s) if a.startswith("attack")}
    assert attacks == {f"attack {magician} {guard}", f"attack {magician} {catcher}"}
    s = board.game(cards=([POT, MAGICIAN], [OUTFIELDER]))
    magician = board.monster(s, 0, MAGICIAN)
    weak = board.monster(s, 1, OUTFIELDER)
    play(s, "battle")
    assert f"attack {magician} {weak}" in verbs(s)  # without the Spell: attacked
    s = board.game(cards=([POT, MAGICIAN], [OUTFIELDER]))
    board.monster(s, 0, MAGICIAN)
    board.monster(s, 1, OUTFIELDER)
    play(s, f"act {board.hand(s, 0, POT)}", "battle")
    assert not any(a.startswith("attack") for a in verbs(s))  # and no direct attack past it
    assert round_trip("sentence", NO_ATTACK_ON) == NO_ATTACK_ON[:-1]
