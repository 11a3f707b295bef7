"""The opponent acting in your effect (their choices, summons, Sets, draws), compiled from
made-up clauses and played on a board: the decisions are theirs (`actor`)."""

from __future__ import annotations

import pytest

from tests.engine.cards.card_support import activations, choices, on_top, play, verbs
from tests.engine.conftest import FILLER, Board
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.agents.greedy import GreedyAgent
from validator.engine import Action, State, actor, legal_actions
from validator.engine.battle import attack_actions
from validator.engine.effects.compile import EncodingError
from validator.engine.effects.compile import compile_card as check_encoding
from validator.engine.lasting import activation_allowed, attack_allowed, destructible
from validator.engine.position import dump, load
from validator.engine.state import ATK, DEF, FACEDOWN, SET, SPECIAL_SUMMONED
from validator.engine.summons import ritual_choices

LEO = 18401  # Jointech Leo: a monster with an ignition effect (its text made up)
SPELL = 15160  # a Normal Spell (its text made up)
POT = 16372  # Pot of Greed: another Normal Spell
TRAP = 16768  # a Normal Trap
DRAGORITE = 15168  # Dragorite: a Level 4 Normal Monster
MAGICIAN = 15150  # Sevens Road Magician: a Level 7 Effect Monster
FAMILIAR = 22643  # Sparkhearts Familiar: a Level 3 Effect Monster
LEGENDARY = 18685  # Legendary Magician: a Level 4 Effect Monster
BEWD = 15184  # Blue-Eyes White Dragon: a Level 8 Dragon Normal Monster


# ------------------------------------------------- their choice, then what you do with it


def test_your_opponent_chooses_a_card_on_their_field_and_you_destroy_it(board: Board) -> None:
    encoding = compiled(LEO, "Your opponent chooses 1 card on their field, and you destroy it.")
    assert encoding["effects"][0]["picks"] == [{"from": "opp_field", "by": "opp"}]
    assert first_effect(encoding) == [{"op": "destroy", "target": {"pick": 0}}]
    board = board_playing(encoding)
    s = board.game(cards=([LEO], [DRAGORITE, FILLER]))
    leo = board.monster(s, 0, LEO)
    dragorite, filler = board.monster(s, 1, DRAGORITE), board.monster(s, 1, FILLER)
    play(s, f"act {leo}")
    assert actor(s) == 1 and choices(s) == [(dragorite,), (filler,)]  # their choice
    again = load(dump(s), board.table)  # a position saved as they choose
    assert actor(again) == 1 and choices(again) == choices(s)
    play(s, f"pick {filler}")
    assert filler in s.gy[1] and dragorite in s.mzone[1] and s.resolving is None
    # nothing on their field: no activation
    s = board.game(cards=([LEO], []))
    leo = board.monster(s, 0, LEO)
    assert activations(s, leo) == []


def test_the_greedy_agent_looks_ahead_to_their_choice(board: Board) -> None:
    """It plays an effect whose gain comes after the opponent's choice, as they would choose."""
    encoding = compiled(LEO, "Your opponent chooses 1 card on their field, and you destroy it.")
    board = board_playing(encoding)
    s = board.game(cards=([LEO], [DRAGORITE, BEWD]))
    leo = board.monster(s, 0, LEO)
    board.monster(s, 1, DRAGORITE), board.monster(s, 1, BEWD)
    assert GreedyAgent(0).choose(s, legal_actions(s)) == Action("act", (leo,))
    play(s, f"act {leo}")
    dragorite = choices(s)[0][0]
    assert GreedyAgent(1).choose(s, legal_actions(s)) == Action("pick", (dragorite,))  # theirs


def test_you_destroy_a_card_other_than_the_one_they_chose(board: Board) -> None:
    text = "Your opponent chooses 1 card on their field, and you destroy 1 other card on the field."
    encoding = compiled(LEO, text)
    assert encoding["effects"][0]["picks"] == [
        {"from": "opp_field", "by": "opp"},
        {"from": "all_field", "besides": 0},
    ]
    assert first_effect(encoding) == [{"op": "destroy", "target": {"pick": 1}}]
    board = board_playing(encoding)
    s = board.game(cards=([LEO], [DRAGORITE, FILLER]))
    leo = board.monster(s, 0, LEO)
    dragorite, filler = board.monster(s, 1, DRAGORITE), board.monster(s, 1, FILLER)
    play(s, f"act {leo}", f"pick {dragorite}")  # they spare the Dragorite
    assert actor(s) == 0 and sorted(choices(s)) == sorted([(leo,), (filler,)])
    play(s, f"pick {filler}")
    assert filler in s.gy[1] and dragorite in s.mzone[1]
    # nothing on their field to choose: no activation
    s = board.game(cards=([LEO, FILLER], []))
    leo = board.monster(s, 0, LEO)
    board.monster(s, 0, FILLER)
    assert activations(s, leo) == []


def test_you_shuffle_one_of_the_cards_they_chose(board: Board) -> None:
    text = (
        "Your opponent chooses 2 cards on their field, and you shuffle 1 of them into the owner's "
        "Deck."
    )
    encoding = compiled(LEO, text)
    assert encoding["effects"][0]["picks"] == [
        {"from": "opp_field", "n": 2, "by": "opp"},
        {"from": "opp_field", "within": 0},
    ]
    assert first_effect(encoding) == [{"op": "to_deck", "target": {"pick": 1}}]
    board = board_playing(encoding)
    s = board.game(cards=([LEO], [DRAGORITE, FILLER, MAGICIAN]))
    leo = board.monster(s, 0, LEO)
    dragorite, filler = board.monster(s, 1, DRAGORITE), board.monster(s, 1, FILLER)
    magician = board.monster(s, 1, MAGICIAN)
    play(s, f"act {leo}")
    assert actor(s) == 1 and len(choices(s)) == 3  # their 2 of 3
    play(s, f"pick {dragorite} {magician}")
    assert actor(s) == 0 and sorted(choices(s)) == sorted([(dragorite,), (magician,)])
    play(s, f"pick {magician}")
    assert magician in s.deck[1] and dragorite in s.mzone[1] and filler in s.mzone[1]
    # 1 card on their field: not the 2 they choose
    s = board.game(cards=([LEO], [DRAGORITE]))
    leo = board.monster(s, 0, LEO)
    board.monster(s, 1, DRAGORITE)
    assert activations(s, leo) == []


def test_your_opponent_chooses_an_excavated_card_you_add_to_your_hand(board: Board) -> None:
    text = (
        "Excavate the top 3 cards of your Deck. Your opponent chooses 1 excavated card, and you "
        "add it to your hand. Send the other cards to the GY."
    )
    encoding = compiled(SPELL, text)
    assert encoding["effects"][0]["picks"] == [{"from": "own_excavated", "by": "opp"}]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, MAGICIAN, DRAGORITE, BEWD], []))
    spell = board.hand(s, 0, SPELL)
    magician, dragorite, bewd = on_top(s, 0, MAGICIAN, DRAGORITE, BEWD)
    play(s, f"act {spell}")
    assert actor(s) == 1 and len(choices(s)) == 3
    play(s, f"pick {dragorite}")
    assert dragorite in s.hand[0] and {magician, bewd} <= set(s.gy[0])
    # a Deck of 2 cards: not the 3 the effect excavates
    s = board.game(cards=([SPELL], []), deck_size=2)
    spell = board.hand(s, 0, SPELL)
    assert activations(s, spell) == []


def test_they_choose_only_what_you_then_act_on() -> None:
    """ "1 other card" chosen by you after their choice is no act on the card they chose."""
    assert unread(LEO, "Your opponent chooses 1 card on their field, and you destroy 1 card.")


# ------------------------------------------------------------------- their Special Summon


def test_your_opponent_special_summons_a_monster_from_their_gy(board: Board) -> None:
    text = (
        "Your opponent Special Summons 1 Level 6 or lower Effect Monster from their GY in face-up "
        "Defense Position to their field."
    )
    encoding = compiled(LEO, text)
    assert encoding["effects"][0]["picks"][0]["by"] == "opp"
    assert first_effect(encoding) == [
        {"op": "special_summon", "target": {"pick": 0}, "position": "defense"}
        | {"to": "opp", "by": "opp"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([LEO], [FAMILIAR, LEGENDARY, MAGICIAN]))
    leo = board.monster(s, 0, LEO)
    familiar, legendary = board.gy(s, 1, FAMILIAR), board.gy(s, 1, LEGENDARY)
    board.gy(s, 1, MAGICIAN)  # Level 7: not one they may summon
    play(s, f"act {leo}")
    assert actor(s) == 1 and choices(s) == [(familiar,), (legendary,)]
    play(s, f"pick {legendary}")
    assert legendary in s.mzone[1] and s.pos[legendary] == DEF
    assert s.history[1] & SPECIAL_SUMMONED and not s.history[0] & SPECIAL_SUMMONED  # theirs
    # no free Monster Zone of theirs: no activation
    s = board.game(cards=([LEO], [FAMILIAR, FILLER, FILLER, FILLER]))
    leo = board.monster(s, 0, LEO)
    board.gy(s, 1, FAMILIAR)
    for _ in range(3):
        board.monster(s, 1, FILLER)
    assert activations(s, leo) == []
    # no monster they may summon: no activation
    s = board.game(cards=([LEO], [MAGICIAN]))
    leo = board.monster(s, 0, LEO)
    board.gy(s, 1, MAGICIAN)
    assert activations(s, leo) == []


def test_your_opponent_can_special_summon_a_monster_from_their_hand(board: Board) -> None:
    text = (
        "Draw 1 card. Then, your opponent can Special Summon 1 monster from their hand in face-up "
        "Attack Position to their field."
    )
    encoding = compiled(SPELL, text)
    assert first_effect(encoding)[1] == {
        "op": "may",
        "by": "opp",
        "then": [
            {"op": "special_summon", "target": {"pick": 0}, "position": "attack"}
            | {"to": "opp", "by": "opp"}
        ],
    }
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [DRAGORITE, MAGICIAN]))
    spell = board.hand(s, 0, SPELL)
    dragorite, magician = board.hand(s, 1, DRAGORITE), board.hand(s, 1, MAGICIAN)
    play(s, f"act {spell}")
    assert actor(s) == 1 and "decline" in verbs(s)
    assert choices(s) == [(dragorite,), (magician,)]
    again = load(dump(s), board.table)  # a position saved as they decide
    assert actor(again) == 1 and verbs(again) == verbs(s)
    play(s, f"pick {magician}")
    assert magician in s.mzone[1] and s.pos[magician] == ATK and dragorite in s.hand[1]
    # they decline: nothing is summoned
    s = board.game(cards=([SPELL], [DRAGORITE]))
    spell = board.hand(s, 0, SPELL)
    board.hand(s, 1, DRAGORITE)
    play(s, f"act {spell}", "decline")
    assert s.mzone[1] == [-1, -1, -1] and s.resolving is None
    # no free Monster Zone of theirs: no choice offered to them
    s = board.game(cards=([SPELL], [DRAGORITE, FILLER, FILLER, FILLER]))
    spell = board.hand(s, 0, SPELL)
    board.hand(s, 1, DRAGORITE)
    for _ in range(3):
        board.monster(s, 1, FILLER)
    play(s, f"act {spell}")
    assert s.resolving is None and len(s.hand[0]) == 1


def test_they_can_summon_only_if_you_activated_it_during_that_turn(board: Board) -> None:
    text = (
        "Draw 1 card. Then, if you activated this card during your opponent's turn, your "
        "opponent can Special Summon 1 monster from their GY to their field in face-down "
        "Defense Position."
    )
    encoding = compiled(SPELL, text)
    assert first_effect(encoding)[1]["condition"] == [{"cond": "turn", "whose": "opp"}]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [DRAGORITE]))
    spell = board.hand(s, 0, SPELL)
    board.gy(s, 1, DRAGORITE)
    play(s, f"act {spell}")  # during your turn: they summon nothing
    assert s.resolving is None and s.mzone[1] == [-1, -1, -1]
    encoding = compiled(SPELL, text.replace("your opponent's turn", "your turn"))
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [DRAGORITE]))
    spell = board.hand(s, 0, SPELL)
    dragorite = board.gy(s, 1, DRAGORITE)
    play(s, f"act {spell}")
    assert actor(s) == 1
    play(s, f"pick {dragorite}")
    assert dragorite in s.mzone[1] and s.pos[dragorite] == FACEDOWN


def test_the_activation_is_read_in_a_spells_or_traps_effect_only() -> None:
    assert unread(
        LEO, "Draw 1 card. Then, if you activated this card during your turn, draw 1 card."
    )


# ------------------------------------------------------------------------- their Sets


def test_your_opponent_sets_a_spell_from_their_gy(board: Board) -> None:
    encoding = compiled(LEO, "Your opponent Sets 1 Spell Card from their GY to their field.")
    assert encoding["effects"][0]["picks"] == [
        {"from": "opp_gy", "filter": {"kind": "spell"}, "by": "opp"}
    ]
    assert first_effect(encoding) == [
        {"op": "set_spell_trap", "target": {"pick": 0}, "field": "owner"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([LEO], [SPELL, POT, TRAP]))
    leo = board.monster(s, 0, LEO)
    spell, pot = board.gy(s, 1, SPELL), board.gy(s, 1, POT)
    board.gy(s, 1, TRAP)  # a Trap: not theirs to Set
    play(s, f"act {leo}")
    assert actor(s) == 1 and choices(s) == [(spell,), (pot,)]
    play(s, f"pick {pot}")
    assert pot in s.szone[1] and s.pos[pot] == SET and spell in s.gy[1]
    # no free Spell & Trap Zone of theirs: no activation
    s = board.game(cards=([LEO], [SPELL, TRAP, TRAP, TRAP]))
    leo = board.monster(s, 0, LEO)
    board.gy(s, 1, SPELL)
    for _ in range(3):
        board.spell(s, 1, TRAP, SET)
    assert activations(s, leo) == []


def test_you_may_choose_a_card_they_set_if_a_monster_was_sent(board: Board) -> None:
    text = (
        "Send the top 2 cards of your Deck to the GY. If a Dragon Type monster(s) is among the "
        "cards sent, you can choose 1 Spell/Trap Card in your opponent's GY. Your opponent Sets "
        "that card to their field."
    )
    encoding = compiled(LEO, text)
    assert first_effect(encoding)[1]["then"] == [
        {"op": "may", "then": [{"op": "set_spell_trap", "target": {"pick": 0}, "field": "owner"}]}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([LEO, BEWD], [TRAP]))
    leo = board.monster(s, 0, LEO)
    trap = board.gy(s, 1, TRAP)
    on_top(s, 0, BEWD)
    play(s, f"act {leo}")
    assert actor(s) == 0  # your choice
    play(s, f"pick {trap}")
    assert trap in s.szone[1] and s.pos[trap] == SET
    # no Dragon sent: nothing to choose
    s = board.game(cards=([LEO], [TRAP]))
    leo = board.monster(s, 0, LEO)
    trap = board.gy(s, 1, TRAP)
    play(s, f"act {leo}")
    assert s.resolving is None and trap in s.gy[1]


def test_the_choice_and_their_set_end_the_card() -> None:
    assert unread(
        LEO,
        "If you have 3 cards in your hand, you can choose 1 Spell/Trap Card in your opponent's "
        "GY. Draw 1 card.",
    )


LOOK_CHOOSE = (
    "Look at your opponent's hand. You can choose up to 2 Spell/Trap Cards from it. Your "
    "opponent Sets those cards to their field, and they take damage equal to [the number of "
    "cards Set by this effect] x 300."
)


def test_they_set_the_cards_you_chose_in_their_hand_and_take_damage(board: Board) -> None:
    encoding = compiled(LEO, LOOK_CHOOSE)
    assert encoding["effects"][0]["picks"] == [
        {"from": "opp_hand", "n": 2, "upto": True, "filter": {"kind": ["spell", "trap"]}}
    ]
    assert first_effect(encoding) == [
        {
            "op": "may",
            "then": [
                {"op": "set_spell_trap", "target": {"pick": 0}, "field": "owner"},
                {
                    "op": "damage",
                    "amount": {"per": 300, "count": {"counter": "number", "of": "moved"}},
                },
            ],
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([LEO], [SPELL, TRAP, DRAGORITE, TRAP, TRAP]))
    leo = board.monster(s, 0, LEO)
    spell, trap = board.hand(s, 1, SPELL), board.hand(s, 1, TRAP)
    board.hand(s, 1, DRAGORITE)  # a monster: not chosen
    board.spell(s, 1, TRAP, SET), board.spell(s, 1, TRAP, SET)  # one zone of theirs left
    play(s, f"act {leo}")
    assert actor(s) == 0 and (spell, trap) in choices(s)
    play(s, f"pick {spell} {trap}")
    assert spell in s.szone[1] and s.pos[spell] == SET and trap in s.hand[1]  # one Set
    assert s.lp[1] == 8000 - 300
    # declined: nothing Set, no damage
    s = board.game(cards=([LEO], [SPELL]))
    leo = board.monster(s, 0, LEO)
    spell = board.hand(s, 1, SPELL)
    play(s, f"act {leo}", "decline")
    assert spell in s.hand[1] and s.lp[1] == 8000


def test_looking_at_their_hand_comes_before_a_choice_among_it() -> None:
    assert unread(LEO, "Look at your opponent's hand. Draw 1 card.")
    assert unread(LEO, LOOK_CHOOSE.replace("Look at your opponent's hand. ", ""))


# --------------------------------------------------------------------------- their draw


def test_they_can_draw_if_they_have_cards_in_their_hand(board: Board) -> None:
    text = (
        "Draw 1 card. Then, if your opponent has 2 or more cards in their hand, they can draw 1 "
        "card."
    )
    encoding = compiled(SPELL, text)
    assert first_effect(encoding)[1] == {
        "op": "if",
        "condition": [{"cond": "opp_hand", "min": 2}],
        "then": [{"op": "may", "by": "opp", "then": [{"op": "draw", "count": 1, "who": "opp"}]}],
    }
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [DRAGORITE, MAGICIAN]))
    spell = board.hand(s, 0, SPELL)
    board.hand(s, 1, DRAGORITE), board.hand(s, 1, MAGICIAN)
    play(s, f"act {spell}")
    assert actor(s) == 1 and verbs(s) == ["decline", "accept"]
    play(s, "accept")
    assert len(s.hand[1]) == 3 and len(s.hand[0]) == 1
    # 1 card in their hand: no draw offered
    s = board.game(cards=([SPELL], [DRAGORITE]))
    spell = board.hand(s, 0, SPELL)
    board.hand(s, 1, DRAGORITE)
    play(s, f"act {spell}")
    assert s.resolving is None and len(s.hand[1]) == 1


def test_they_are_the_opponent_a_condition_named() -> None:
    assert unread(
        SPELL, "Draw 1 card. Then, if you have 2 or more cards in your hand, they can draw 1 card."
    )


# ------------------------------------------------------------------ what they have, both


def test_your_opponent_has_few_monsters_and_a_monster_in_their_gy(board: Board) -> None:
    encoding = compiled(
        SPELL,
        "Draw 1 card.",
        requirement=(
            "Your opponent has 2 or less monsters on their field and a monster in their GY."
        ),
    )
    assert encoding["effects"][0]["condition"] == [
        {"cond": "has", "from": "opp_monsters", "filter": {"kind": "monster"}, "min": 0, "max": 2},
        {"cond": "has", "from": "opp_gy", "filter": {"kind": "monster"}},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [DRAGORITE, FILLER, FILLER]))
    spell = board.hand(s, 0, SPELL)
    board.gy(s, 1, DRAGORITE)
    board.monster(s, 1, FILLER), board.monster(s, 1, FILLER)
    assert activations(s, spell) == [()]
    board.monster(s, 1, FILLER)  # a third monster
    assert activations(s, spell) == []
    # no monster in their GY
    s = board.game(cards=([SPELL], []))
    spell = board.hand(s, 0, SPELL)
    assert activations(s, spell) == []


# ------------------------------------------------- a rule over their monsters like a chosen one


def test_their_monsters_of_the_chosen_monsters_type_cannot_attack(board: Board) -> None:
    text = (
        "Choose 1 face-up monster on your opponent's field. This turn, your opponent cannot "
        "attack with monsters with the same Type as that monster."
    )
    encoding = compiled(LEO, text)
    assert first_effect(encoding) == [
        {"op": "restrict", "rule": "no_attack_with", "who": "opp"}
        | {"like": {"pick": 0}, "fact": "race", "until": "end_of_turn"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([LEO], [DRAGORITE, BEWD, FILLER]))
    leo = board.monster(s, 0, LEO)
    dragorite, bewd = board.monster(s, 1, DRAGORITE), board.monster(s, 1, BEWD)
    filler = board.monster(s, 1, FILLER)  # a Spellcaster
    play(s, f"act {leo}", f"pick {dragorite}")
    assert not attack_allowed(s, dragorite) and not attack_allowed(s, bewd)  # Dragons
    assert attack_allowed(s, filler) and attack_allowed(s, leo)
    # a Spellcaster chosen: the Dragons may attack
    s = board.game(cards=([LEO], [DRAGORITE, FILLER]))
    leo = board.monster(s, 0, LEO)
    dragorite, filler = board.monster(s, 1, DRAGORITE), board.monster(s, 1, FILLER)
    play(s, f"act {leo}", f"pick {filler}")
    assert attack_allowed(s, dragorite) and not attack_allowed(s, filler)


JAGUAR = 17846  # Headhunters' Jaguar: a Level 6 Effect Monster

CHOOSE_UP_TO = (
    "Choose face-up Level 4 or higher Effect Monsters on your opponent's field, up to [the "
    "number of face-up Level 5 or higher monsters on your field]. This turn, your opponent "
    "cannot activate those monsters' effects, nor Tribute them for a Tribute Summon."
)


def test_their_monsters_chosen_up_to_a_count_are_barred_for_them(board: Board) -> None:
    encoding = compiled(LEO, CHOOSE_UP_TO)
    pick = encoding["effects"][0]["picks"][0]
    assert pick["from"] == "opp_faceup" and pick["upto"] and "as_many" in pick
    assert first_effect(encoding) == [
        {"op": "seal", "target": {"pick": 0}, "until": "end_of_turn", "who": "opp"},
        {"op": "bar_tribute", "target": {"pick": 0}, "who": "opp", "until": "end_of_turn"},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([LEO, MAGICIAN], [FAMILIAR, LEGENDARY, JAGUAR, JAGUAR]))
    leo = board.monster(s, 0, LEO)
    board.monster(s, 0, MAGICIAN)  # one Level 5 or higher monster: up to 1
    board.monster(s, 1, FAMILIAR)  # Level 3: not chosen
    legendary, jaguar = board.monster(s, 1, LEGENDARY), board.monster(s, 1, JAGUAR)
    in_hand = board.hand(s, 1, JAGUAR)
    play(s, f"act {leo}")
    assert choices(s) == [(legendary,), (jaguar,)]
    play(s, f"pick {legendary}")
    assert not activation_allowed(s, 1, legendary, "monster")  # theirs: barred
    assert activation_allowed(s, 0, legendary, "monster")  # you would not be
    assert activation_allowed(s, 1, jaguar, "monster")
    s.tp = 1  # their turn: the Jaguar in hand is Tribute Summoned, never with the chosen one
    summons = [v for v in verbs(s) if v.startswith(f"summon {in_hand} ")]
    assert f"summon {in_hand} {jaguar}" in summons
    assert f"summon {in_hand} {legendary}" not in summons
    # no Level 5 or higher monster of yours: nothing to choose, no activation
    s = board.game(cards=([LEO], [LEGENDARY]))
    leo = board.monster(s, 0, LEO)
    board.monster(s, 1, LEGENDARY)
    assert activations(s, leo) == []


BLACK_CHAOS = 21588  # Magician of Black Chaos: a Ritual Monster

CHANGED_RITUAL = (
    "Change the battle position of up to 2 monsters on your opponent's field. If you changed the "
    "battle position of a Ritual Monster by this effect, your opponent cannot activate the "
    "effects of monsters with the same original name as that Ritual Monster this turn."
)


def test_their_monsters_named_as_a_ritual_monster_changed_cannot_use_effects(board: Board) -> None:
    encoding = compiled(LEO, CHANGED_RITUAL)
    assert first_effect(encoding)[1] == {
        "op": "if",
        "condition": [{"cond": "moved", "filter": {"kind": "monster", "subtype": "ritual"}}],
        "then": [
            {"op": "restrict", "rule": "no_activation", "who": "opp", "kind": "monster"}
            | {"like": "moved", "fact": "original_name"}
            | {"like_only": {"kind": "monster", "subtype": "ritual"}, "until": "end_of_turn"}
        ],
    }
    board = board_playing(encoding)
    s = board.game(cards=([LEO], [LEGENDARY]), extra=([], [BLACK_CHAOS, BLACK_CHAOS]))
    leo = board.monster(s, 0, LEO)
    chaos, other_chaos = board.monster(s, 1, BLACK_CHAOS), board.monster(s, 1, BLACK_CHAOS)
    legendary = board.monster(s, 1, LEGENDARY)
    play(s, f"act {leo}", f"pick {chaos} {legendary}")
    assert s.pos[chaos] == DEF and s.pos[legendary] == DEF
    assert not activation_allowed(s, 1, other_chaos, "monster")  # its name: barred
    assert activation_allowed(s, 1, legendary, "monster")  # a changed monster, not a Ritual
    # no Ritual Monster changed: no rule
    s = board.game(cards=([LEO], [LEGENDARY]), extra=([], [BLACK_CHAOS]))
    leo = board.monster(s, 0, LEO)
    chaos, legendary = board.monster(s, 1, BLACK_CHAOS), board.monster(s, 1, LEGENDARY)
    play(s, f"act {leo}", f"pick {legendary}")
    assert activation_allowed(s, 1, chaos, "monster")


def test_a_ritual_monster_changed_is_said_right_after_the_change() -> None:
    assert unread(
        LEO,
        "Draw 1 card. If you changed the battle position of a Ritual Monster by this effect, "
        "draw 1 card.",
    )


BLACK_MAGIC_RITUAL = 21597  # a Ritual Spell for Magician of Black Chaos (Level 8)

BARRED_AS_MATERIAL = (
    "Change up to 2 Attack Position monsters on your opponent's field to face-up Defense "
    "Position. This turn, your opponent cannot Tribute those monsters for a Tribute Summon, nor "
    "use them as material for a Ritual Summon."
)


def test_the_monsters_changed_are_neither_their_tributes_nor_ritual_materials(
    board: Board,
) -> None:
    encoding = compiled(LEO, BARRED_AS_MATERIAL)
    assert first_effect(encoding)[1] == {
        "op": "bar_tribute",
        "target": {"pick": 0},
        "who": "opp",
        "ritual": True,
        "until": "end_of_turn",
    }
    board = board_playing(encoding)
    s = board.game(
        cards=([LEO], [BLACK_MAGIC_RITUAL, DRAGORITE, FILLER, JAGUAR]), extra=([], [BLACK_CHAOS])
    )
    leo = board.monster(s, 0, LEO)
    spell = board.hand(s, 1, BLACK_MAGIC_RITUAL)
    dragorite, filler = board.monster(s, 1, DRAGORITE), board.monster(s, 1, FILLER)
    in_hand = board.hand(s, 1, JAGUAR)
    ritual = s.infos[spell].effect.ritual
    assert any(dragorite in way for way in ritual_choices(s, 1, spell, ritual))
    play(s, f"act {leo}", f"pick {dragorite}")
    assert s.pos[dragorite] == DEF
    ways = ritual_choices(s, 1, spell, ritual)
    assert ways and all(dragorite not in way for way in ways)  # no material of theirs
    s.tp = 1
    summons = [v for v in verbs(s) if v.startswith(f"summon {in_hand} ")]
    assert summons == [f"summon {in_hand} {filler}"]  # nor their Tribute


def _tributes(s: State, monster: int) -> dict[str, list[list[str]]]:
    """The Tributes of each Tribute Summon and Tribute Set of this monster in hand now."""
    found: dict[str, list[list[str]]] = {"summon": [], "set": []}
    for v in verbs(s):
        verb, *args = v.split()
        if verb in found and args[0] == str(monster):
            found[verb].append(args[1:])
    return found


def test_their_face_down_monsters_are_no_tributes_this_turn(board: Board) -> None:
    text = "This turn, your opponent cannot use face-down monsters for a Tribute Summon."
    encoding = compiled(LEO, text)
    assert first_effect(encoding) == [
        {"op": "restrict", "rule": "no_facedown_tribute", "who": "opp", "until": "end_of_turn"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([LEO, JAGUAR, DRAGORITE], [DRAGORITE, FILLER, JAGUAR]))
    leo = board.monster(s, 0, LEO)
    facedown, faceup = board.monster(s, 1, DRAGORITE, FACEDOWN), board.monster(s, 1, FILLER)
    theirs = board.hand(s, 1, JAGUAR)
    own_facedown, yours = board.monster(s, 0, DRAGORITE, FACEDOWN), board.hand(s, 0, JAGUAR)
    s.tp = 1
    assert [str(facedown)] in _tributes(s, theirs)["summon"]  # before the effect
    s.tp = 0
    play(s, f"act {leo}")
    assert [str(own_facedown)] in _tributes(s, yours)["summon"]  # you are not bound
    s.tp = 1  # (their turn, the rule still in force)
    assert _tributes(s, theirs) == {"summon": [[str(faceup)]], "set": [[str(faceup)]]}


def test_they_can_only_attack_your_face_up_monster_with_the_lowest_level(board: Board) -> None:
    text = (
        "This turn, if your opponent attacks a face-up monster, they can only attack the monster "
        "with the lowest Level on your field."
    )
    encoding = compiled(LEO, text)
    assert first_effect(encoding) == [
        {"op": "only_attack_extreme", "stat": "level", "lowest": True, "until": "end_of_turn"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([LEO, FAMILIAR, FILLER], [DRAGORITE]))
    leo, familiar = board.monster(s, 0, LEO), board.monster(s, 0, FAMILIAR)  # Levels 4 and 3
    facedown = board.monster(s, 0, FILLER, FACEDOWN)
    attacker = board.monster(s, 1, DRAGORITE)

    def targets() -> set[int]:
        s.tp = 1  # (their attacks, the rule still in force)
        found = {a.args[1] for a in attack_actions(s) if a.args[0] == attacker}
        s.tp = 0
        return found

    assert targets() == {leo, familiar, facedown}
    play(s, f"act {leo}")
    assert targets() == {familiar, facedown}  # a face-down monster as ever


BLUEFIN = 19679  # Dark Hydro Cannon Neutron Bluefin: a Fusion Monster (its text made up)
MAXIMUM_L = 17665  # Supreme Beasteam Magnum Overlord [L]: a Maximum Monster (a piece)

BLUEFIN_TEXT = (
    "If the only face-up monsters on your field are Fusion Monsters, this card can attack "
    "directly. If your opponent has a face-up Maximum Monster on their field, they cannot "
    "activate monster effects."
)


def test_they_cannot_activate_monster_effects_while_they_have_a_maximum_monster(
    board: Board,
) -> None:
    encoding = compiled(BLUEFIN, BLUEFIN_TEXT, effect_types=("Continuous",))
    assert encoding["effects"][0]["modifiers"] == [
        {
            "rule": "direct_attack",
            "condition": [
                {"cond": "only", "from": "own_faceup", "filter": {"kind": "monster"}}
                | {"only": {"subtype": "fusion"}}
            ],
        },
        {
            "rule": "no_activation",
            "value": "monster",
            "side": "opp",
            "condition": [
                {"cond": "has", "from": "opp_faceup", "filter": {"kind": "monster"}}
                | {"filter": {"kind": "monster", "subtype": "maximum"}}
            ],
        },
    ]
    board = board_playing(encoding)
    s = board.game(cards=([FILLER], [LEGENDARY, MAXIMUM_L]), extra=([BLUEFIN], []))
    bluefin = board.monster(s, 0, BLUEFIN)
    legendary = board.monster(s, 1, LEGENDARY)
    board.monster(s, 1, MAXIMUM_L)
    assert not activation_allowed(s, 1, legendary, "monster")
    assert activation_allowed(s, 0, bluefin, "monster")  # yours as ever
    play(s, "battle")
    assert f"attack {bluefin}" in verbs(s)  # directly: only Fusion Monsters of yours
    # no Maximum Monster of theirs; a monster of yours not a Fusion Monster
    s = board.game(cards=([FILLER], [LEGENDARY]), extra=([BLUEFIN], []))
    bluefin = board.monster(s, 0, BLUEFIN)
    board.monster(s, 0, FILLER)
    legendary = board.monster(s, 1, LEGENDARY)
    assert activation_allowed(s, 1, legendary, "monster")
    play(s, "battle")
    assert f"attack {bluefin}" not in verbs(s)


def test_they_are_an_opponent_the_condition_named() -> None:
    assert unread(
        BLUEFIN,
        "If you have a face-up Maximum Monster on your field, they cannot activate monster "
        "effects.",
        effect_types=("Continuous",),
    )


PALADIN = 21496  # Dark Paladin: a Fusion Monster (its text made up)

PALADIN_TEXT = (
    "If you have cards in your hand, this card cannot be destroyed by your opponent's Spell Card "
    "effects, and your opponent cannot activate Legend Spell Cards."
)


def test_they_cannot_activate_legend_spells_while_you_have_cards_in_hand(board: Board) -> None:
    encoding = compiled(PALADIN, PALADIN_TEXT, effect_types=("Continuous",))
    held = [{"cond": "hand_min", "count": 1}]
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "indestructible", "value": "opp_spell", "condition": held},
        {"rule": "no_activation", "value": "spell", "side": "opp"}
        | {"filter": {"legend": True}, "condition": held},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([FILLER], [POT, SPELL]), extra=([PALADIN], []))
    paladin = board.monster(s, 0, PALADIN)
    in_hand = board.hand(s, 0, FILLER)
    pot, spell = board.hand(s, 1, POT), board.hand(s, 1, SPELL)  # a Legend Spell, and not one
    assert not activation_allowed(s, 1, pot, "spell") and activation_allowed(s, 1, spell, "spell")
    assert not destructible(s, paladin, "effect", 1, False, "spell")
    assert destructible(s, paladin, "effect", 1, True, "trap")
    # no card in your hand: neither holds
    s.hand[0].remove(in_hand)
    s.deck[0].append(in_hand)
    assert activation_allowed(s, 1, pot, "spell")
    assert destructible(s, paladin, "effect", 1, False, "spell")


# ------------------------------------------------------------------ the language's checks


def _encoding(effect: dict[str, object]) -> dict[str, object]:
    return {"card": LEO, "name": "Jointech Leo", "effects": [{"kind": "ignition", **effect}]}


def test_the_opponent_summons_to_their_own_field_in_a_given_position() -> None:
    pick = {"from": "opp_gy", "by": "opp"}
    summon = {"op": "special_summon", "target": {"pick": 0}, "by": "opp"}
    with pytest.raises(EncodingError, match="their field"):
        check_encoding(_encoding({"picks": [pick], "effect": [summon]}), "test")
    with pytest.raises(EncodingError, match="position the text gives"):
        check_encoding(_encoding({"picks": [pick], "effect": [summon | {"to": "opp"}]}), "test")


def test_the_opponents_optional_part_has_no_other_way() -> None:
    draw = {"op": "draw", "count": 1}
    may = {"op": "may", "by": "opp", "then": [draw | {"who": "opp"}], "else": [draw]}
    with pytest.raises(EncodingError, match="opponent's way only"):
        check_encoding(_encoding({"effect": [may]}), "test")


@pytest.mark.parametrize("key", ["besides", "within"])
def test_a_pick_leaves_out_or_chooses_among_the_cards_of_an_earlier_pick_only(key: str) -> None:
    picks = [{"from": "opp_field", key: 1}, {"from": "opp_field"}]
    effect = [{"op": "destroy", "target": {"and": [{"pick": 0}, {"pick": 1}]}}]
    with pytest.raises(EncodingError, match="an earlier pick"):
        check_encoding(_encoding({"picks": picks, "effect": effect}), "test")
