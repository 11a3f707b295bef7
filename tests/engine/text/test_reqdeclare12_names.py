"""Card names declared to meet a requirement (one listed as material on a revealed Fusion
Monster, or one of the names given) and the name a monster takes from the declaration:
compiled from made-up clauses and played, the declaration a decision of the player."""

from __future__ import annotations

import pytest

from tests.engine.cards.card_support import activations, on_top, play, verbs
from tests.engine.text.text_support import board_playing, compiled, round_trip, unread
from validator.engine import lasting, legal_actions
from validator.engine.cards import MONSTER, SPELL, TRAP
from validator.engine.describe import describe
from validator.engine.effects.compile import compile_card as check_encoding
from validator.engine.effects.declare import EncodingError
from validator.engine.lasting import facts
from validator.engine.position import dump, load
from validator.engine.rules import actor
from validator.engine.state import SET

PRISMA = 21016  # Elemental HERO Prisma: a Level 4 Warrior Effect Monster
SUPPORTER = 23442  # Union Supporter: a Level 4 Machine Effect Monster
X_HEAD, Y_HEAD, Z_TANK = 23469, 23470, 23471
XY = 23436  # XY-Dragon Cannon: "X-Head Cannon" + "Y-Dragon Head"
FIVE_HEADED = 18681  # Five-Headed Dragon: 5 Dragon Type monsters, no name listed
POT = 16372  # Pot of Greed, a Normal Spell
TRAP_CARD = 16768  # a Normal Trap

REVEAL = (
    "Reveal 1 Fusion Monster in your Extra Deck, and declare 1 card name listed as material on "
    "that monster."
)
BECOMES = "This turn, this card's name becomes the name declared to meet the requirement."


def test_a_name_listed_on_the_revealed_fusion_monster_becomes_this_cards_name() -> None:
    encoding = compiled(PRISMA, BECOMES, requirement=REVEAL)
    effect = encoding["effects"][0]
    assert effect["picks"] == [
        {
            "from": "own_extra",
            "filter": {"kind": "monster", "subtype": "fusion", "named_materials": True},
        }
    ]
    assert effect["cost"] == [{"op": "reveal", "target": {"pick": 0}}]
    assert effect["effect"] == [
        {"op": "declare", "listed_on": {"pick": 0}},
        {"op": "declared_name", "target": "self", "until": "end_of_turn"},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([PRISMA], []), extra=([XY, FIVE_HEADED], []))
    prisma = board.monster(s, 0, PRISMA)
    xy = next(c for c in s.extra[0] if s.infos[c].id == XY)
    assert activations(s, prisma) == [(xy,)]  # the Five-Headed Dragon lists no name
    play(s, f"act {prisma} {xy}")
    assert sorted(verbs(s)) == [f"declare {X_HEAD}", f"declare {Y_HEAD}"]
    declaring = next(a for a in legal_actions(s) if a.args == (Y_HEAD,))
    assert describe(s, declaring) == 'declares "Y-Dragon Head"'
    play(s, f"declare {Y_HEAD}")
    assert facts(s, prisma).name_id == Y_HEAD and xy in s.extra[0]
    play(s, "end")
    assert facts(s, prisma).name_id == PRISMA  # "this turn" only


def test_no_name_to_declare_no_activation() -> None:
    board = board_playing(compiled(PRISMA, BECOMES, requirement=REVEAL))
    s = board.game(cards=([PRISMA], []), extra=([FIVE_HEADED], []))
    prisma = board.monster(s, 0, PRISMA)
    assert activations(s, prisma) == []


def test_a_position_waiting_for_a_declaration_loads_back() -> None:
    board = board_playing(compiled(PRISMA, BECOMES, requirement=REVEAL))
    s = board.game(cards=([PRISMA], []), extra=([XY], []))
    prisma = board.monster(s, 0, PRISMA)
    play(s, f"act {prisma} {s.extra[0][0]}")
    data = dump(s)
    assert data["resolving"]["waiting"] == "declare"
    assert data["resolving"]["ways"] == [[X_HEAD], [Y_HEAD]]
    loaded = load(data, board.table)
    assert dump(loaded) == data
    play(loaded, f"declare {X_HEAD}")
    assert facts(loaded, prisma).name_id == X_HEAD


AMONG = (
    'Send the top card of your Deck to the GY, and declare 1 card name from among "X-Head '
    'Cannon", "Y-Dragon Head", and "Z-Metal Tank".'
)


def test_one_of_the_names_given_becomes_this_cards_name() -> None:
    encoding = compiled(SUPPORTER, BECOMES, requirement=AMONG)
    effect = encoding["effects"][0]
    assert effect["cost"] == [{"op": "mill", "count": 1}]
    assert effect["effect"][0] == {"op": "declare", "names": [X_HEAD, Y_HEAD, Z_TANK]}
    board = board_playing(encoding)
    s = board.game(cards=([SUPPORTER], []))
    supporter = board.monster(s, 0, SUPPORTER)
    play(s, f"act {supporter}")
    assert len(s.gy[0]) == 1
    assert sorted(verbs(s)) == [f"declare {n}" for n in (X_HEAD, Y_HEAD, Z_TANK)]
    play(s, f"declare {Z_TANK}")
    assert facts(s, supporter).name_id == Z_TANK
    assert round_trip("requirement", AMONG) == AMONG[:-1]


def test_a_name_is_declared_only_to_meet_a_requirement() -> None:
    assert unread(PRISMA, BECOMES)  # no name declared
    assert unread(PRISMA, f"Draw 1 card. {REVEAL}")  # a declaration in an effect sentence
    # A Spell names a monster on the field: "that monster's card name becomes ...".
    that = (
        "Choose 1 face-up monster on your field. This turn, that monster's card name becomes "
        "the monster's card name that was declared to meet the requirement."
    )
    mentioned = REVEAL.replace(
        "1 card name listed as material on that monster",
        "1 monster that is mentioned on that monster as material",
    )
    encoding = compiled(POT, that, requirement=mentioned)
    assert encoding["effects"][0]["effect"][1] == {
        "op": "declared_name",
        "target": {"pick": 1},
        "until": "end_of_turn",
    }
    board = board_playing(encoding)
    s = board.game(cards=([POT, PRISMA], []), extra=([XY], []))
    prisma = board.monster(s, 0, PRISMA)
    pot = board.hand(s, 0, POT)
    play(s, f"act {pot} {s.extra[0][0]}", f"declare {X_HEAD}")
    assert facts(s, prisma).name_id == X_HEAD  # the only face-up monster: chosen


# ------------------------------------------------------------------------------ a card type

DECLARE_TYPE = "Declare a card type (Monster, Spell, or Trap)."
EXCAVATE_ONE = (
    "Your opponent excavates the top card of their Deck and places it on top of their Deck. "
    "If it was the declared card type, gain 400 LP."
)
MAGICIAN = 15150  # Sevens Road Magician: a Level 7 Effect Monster
FILLER = 15154  # Dark Sorcerer: a Normal Monster


def _excavate_one(declared: int, text: str = EXCAVATE_ONE) -> int:
    """The LP gained by the Magician's made-up effect, a Spell on top of the opponent's Deck,
    with this card type declared."""
    board = board_playing(compiled(MAGICIAN, text, requirement=DECLARE_TYPE))
    s = board.game(cards=([MAGICIAN], [POT]))
    magician = board.monster(s, 0, MAGICIAN)
    on_top(s, 1, POT)
    before = s.lp[0]
    play(s, f"act {magician}")
    assert sorted(verbs(s)) == [f"declare {kind}" for kind in (MONSTER, SPELL, TRAP)]
    declaring = next(a for a in legal_actions(s) if a.args == (SPELL,))
    assert describe(s, declaring) == "declares Spell"
    play(s, f"declare {declared}")
    assert s.deck[1][-1] == next(c for c in s.deck[1] if s.infos[c].id == POT)  # placed back
    return s.lp[0] - before


def test_a_card_type_declared_and_the_excavated_card_of_it() -> None:
    encoding = compiled(MAGICIAN, EXCAVATE_ONE, requirement=DECLARE_TYPE)
    effect = encoding["effects"][0]["effect"]
    assert effect[0] == {"op": "declare", "what": "card_type"}
    assert effect[-1] == {
        "op": "if",
        "condition": [{"cond": "moved", "declared": True}],
        "then": [{"op": "gain_lp", "amount": 400}],
    }
    assert _excavate_one(SPELL) == 400
    assert _excavate_one(MONSTER) == 0
    not_it = EXCAVATE_ONE.replace("it was the", "it was not the")
    assert _excavate_one(TRAP, not_it) == 400
    assert _excavate_one(SPELL, not_it) == 0
    assert round_trip("requirement", DECLARE_TYPE) == DECLARE_TYPE[:-1]


COUNTED = (
    "Your opponent excavates the top 2 cards of their Deck and places them on top of their Deck "
    "in the same order. Draw cards equal to [the number of cards of the declared card type "
    "among the excavated cards]."
)


def test_the_excavated_cards_of_the_declared_card_type_counted() -> None:
    encoding = compiled(POT, COUNTED, requirement=DECLARE_TYPE)
    assert encoding["effects"][0]["effect"][-1] == {
        "op": "draw",
        "count": {
            "per": 1,
            "count": {"counter": "number", "of": "moved", "declared": True},
        },
    }
    for declared, drawn in ((SPELL, 1), (MONSTER, 1), (TRAP, 0)):
        board = board_playing(encoding)
        s = board.game(cards=([POT], [POT]))
        pot = board.hand(s, 0, POT)
        on_top(s, 1, POT, FILLER)
        play(s, f"act {pot}", f"declare {declared}")
        assert len(s.hand[0]) == drawn
    assert unread(POT, COUNTED)  # no card type declared


OPP_DECLARES = (
    "Your opponent declares 1 card type (Monster, Spell, or Trap) and sends the top card of "
    "their Deck to the GY."
)
DIRECT = (
    "If it was not the declared card type, all face-up monsters on your field can attack "
    "directly this turn."
)


def test_the_opponent_declares_a_card_type_and_sends_the_top_card() -> None:
    encoding = compiled(POT, f"{OPP_DECLARES} {DIRECT}")
    effect = encoding["effects"][0]["effect"]
    assert effect[:2] == [
        {"op": "declare", "what": "card_type", "who": "opp"},
        {"op": "mill", "count": 1, "who": "opp"},
    ]
    assert effect[2]["condition"] == [
        {"cond": "moved"},
        {"cond": "not", "condition": {"cond": "moved", "declared": True}},
    ]
    for declared, direct in ((SPELL, False), (TRAP, True)):
        board = board_playing(encoding)
        s = board.game(cards=([POT, MAGICIAN], [POT]))
        magician = board.monster(s, 0, MAGICIAN)
        top = on_top(s, 1, POT)[0]
        play(s, f"act {board.hand(s, 0, POT)}")
        assert actor(s) == 1  # the opponent declares
        play(s, f"declare {declared}")
        assert top in s.gy[1] and actor(s) == 0
        assert lasting.has(s, magician, lasting.DIRECT_ATTACK) == direct


def test_the_attack_negated_unless_the_sent_card_is_of_the_declared_type() -> None:
    text = (
        f"{OPP_DECLARES} If it was not the declared card type, negate the attack, and inflict "
        "300 damage to the opponent."
    )
    encoding = compiled(
        TRAP_CARD, text, requirement="When an opponent's monster declares an attack."
    )
    assert encoding["effects"][0]["effect"][2]["then"] == [
        {"op": "negate_attack"},
        {"op": "damage", "amount": 300},
    ]
    for declared, negated in ((MONSTER, True), (SPELL, False)):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN, POT], [TRAP_CARD]))
        trap = board.spell(s, 1, TRAP_CARD, SET)
        magician = board.monster(s, 0, MAGICIAN)
        on_top(s, 0, POT)  # the attacking player's top card: a Spell
        play(s, "battle", f"attack {magician}", f"act {trap}", f"declare {declared}")
        assert s.lp == ([8000 - 300, 8000] if negated else [8000, 8000 - 2100])


def test_a_declaration_is_of_names_or_a_card_type_made_as_the_effect_resolves() -> None:
    def effect(**parts: object) -> dict:
        return {"card": PRISMA, "name": "Elemental HERO Prisma", "effects": [parts]}

    with pytest.raises(EncodingError, match="made as the effect resolves"):
        check_encoding(effect(kind="ignition", cost=[{"op": "declare", "names": [X_HEAD]}]), "x")
    both = {"op": "declare", "names": [X_HEAD], "what": "card_type"}
    with pytest.raises(EncodingError, match="a name among"):
        check_encoding(effect(kind="ignition", effect=[both]), "x")
    check_encoding(effect(kind="ignition", effect=[{"op": "declare", "what": "card_type"}]), "x")
