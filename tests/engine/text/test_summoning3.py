"""Summoning procedures with a cost: a Special Summon from the hand paid by sending cards from
the hand or the field to the GY, placing them on the bottom of the Deck, or paying LP; each
compiled from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play, verbs
from tests.engine.conftest import Board
from tests.engine.text.text_support import card_text, compiled, table_playing
from validator.engine.effects.text.compiler import compile_card
from validator.engine.state import ATK, DEF, FACEDOWN, SUMMONED_SPECIAL

MAGICIAN = 15150  # Sevens Road Magician: Level 7 DARK Spellcaster, 2100 ATK
SORCERER = 15154  # Dark Sorcerer: Level 4 DARK Spellcaster Normal Monster
DRAGORITE = 15168  # Dragorite: Level 4 EARTH Dragon Normal Monster

_BY = "You can Special Summon this card from your hand face-up to your field by "


def missing(card_id: int, **more: object) -> list[str]:
    result = compile_card(card_text(card_id, "", **more), {})  # type: ignore[arg-type]
    return [m["template"] for m in result.missing]


def _procedure(encoding: dict) -> dict:
    (effect,) = [e for e in encoding["effects"] if e["kind"] == "continuous"]
    (mod,) = effect["modifiers"]
    return mod


def _specials(s) -> list[str]:
    return [v for v in verbs(s) if v.startswith("special")]


def test_special_summon_by_sending_other_cards_from_the_hand() -> None:
    encoding = compiled(
        MAGICIAN, "", summoning=_BY + "sending 1 other card from your hand to the GY."
    )
    assert _procedure(encoding) == {
        "rule": "hand_special",
        "zone": "hand",
        "cost": {"from": "own_hand"},
    }
    board = Board(table_playing(encoding))
    s = board.game(cards=([MAGICIAN, MAGICIAN, SORCERER], []))
    magician = board.hand(s, 0, MAGICIAN)
    assert not _specials(s)  # nothing else in the hand to send
    sorcerer = board.hand(s, 0, SORCERER)
    other = board.hand(s, 0, MAGICIAN)
    assert set(_specials(s)) == {
        f"special {magician} {position} {sent}"
        for position in (ATK, DEF)
        for sent in (sorcerer, other)  # another copy of the card may be sent
    }
    play(s, f"special {magician} {DEF} {sorcerer}")
    assert s.pos[magician] == DEF and s.flags[magician] & SUMMONED_SPECIAL
    assert s.gy[0] == [sorcerer] and s.hand[0] == [other]


def test_special_summon_by_sending_two_cards_needs_a_free_zone() -> None:
    encoding = compiled(
        MAGICIAN,
        "",
        summoning="You can Special Summon this card from your hand to your field in face-up "
        "Defense Position by sending 2 other cards from your hand to the GY.",
    )
    mod = _procedure(encoding)
    assert mod["value"] == "defense" and mod["cost"] == {"from": "own_hand", "n": 2}
    board = Board(table_playing(encoding))
    s = board.game(cards=([MAGICIAN, SORCERER, DRAGORITE, *[SORCERER] * 3], []))
    magician = board.hand(s, 0, MAGICIAN)
    sorcerer, dragorite = board.hand(s, 0, SORCERER), board.hand(s, 0, DRAGORITE)
    assert _specials(s) == [f"special {magician} {DEF} {sorcerer} {dragorite}"]
    for _ in range(3):
        board.monster(s, 0, SORCERER)
    assert not _specials(s)  # the cards sent from the hand free no Monster Zone


def test_special_summon_by_sending_a_monster_from_the_field() -> None:
    encoding = compiled(
        MAGICIAN, "", summoning=_BY + "sending 1 monster from your field to the GY."
    )
    assert _procedure(encoding)["cost"] == {"from": "own_monsters", "filter": {"kind": "monster"}}
    board = Board(table_playing(encoding))
    s = board.game(cards=([MAGICIAN, *[SORCERER] * 3], []))
    magician = board.hand(s, 0, MAGICIAN)
    hidden = board.monster(s, 0, SORCERER, FACEDOWN)
    board.monster(s, 0, SORCERER)
    board.monster(s, 0, SORCERER)
    # the zones are full: the monster sent frees one; a face-down monster may be sent
    assert f"special {magician} {ATK} {hidden}" in _specials(s)
    play(s, f"special {magician} {ATK} {hidden}")
    assert s.gy[0] == [hidden] and s.pos[magician] == ATK and magician in s.mzone[0]


def test_a_named_monster_sent_from_the_field_is_face_up() -> None:
    encoding = compiled(
        MAGICIAN, "", summoning=_BY + 'sending 1 "Dark Sorcerer" from your field to the GY.'
    )
    assert _procedure(encoding)["cost"] == {"from": "own_monsters", "filter": {"ids": [SORCERER]}}
    board = Board(table_playing(encoding))
    s = board.game(cards=([MAGICIAN, SORCERER, SORCERER, DRAGORITE], []))
    magician = board.hand(s, 0, MAGICIAN)
    board.monster(s, 0, SORCERER, FACEDOWN)
    board.monster(s, 0, DRAGORITE)
    assert not _specials(s)  # a face-down card's name is hidden
    sorcerer = board.monster(s, 0, SORCERER)
    assert _specials(s) == [f"special {magician} {p} {sorcerer}" for p in (ATK, DEF)]


def test_special_summon_by_placing_a_face_up_monster_on_the_bottom_of_the_deck() -> None:
    encoding = compiled(
        MAGICIAN,
        "",
        summoning=_BY + "placing 1 face-up Dragon Type monster from your field on the bottom of "
        "the Deck.",
    )
    assert _procedure(encoding)["cost"] == {
        "from": "own_faceup",
        "filter": {"kind": "monster", "race": "Dragon"},
        "to": "deck_bottom",
    }
    board = Board(table_playing(encoding))
    s = board.game(cards=([MAGICIAN, DRAGORITE, DRAGORITE, SORCERER], []))
    magician = board.hand(s, 0, MAGICIAN)
    board.monster(s, 0, DRAGORITE, FACEDOWN)
    board.monster(s, 0, SORCERER)
    assert not _specials(s)
    dragorite = board.monster(s, 0, DRAGORITE)
    play(s, f"special {magician} {ATK} {dragorite}")
    assert s.deck[0][0] == dragorite and not s.gy[0]


def test_cards_placed_from_the_gy_on_the_bottom_of_the_deck_in_any_order() -> None:
    text = "placing 2 Dragon Type monsters from your GY on the bottom of the Deck"
    assert missing(MAGICIAN, summoning=_BY + text + ".")  # in which order?
    encoding = compiled(MAGICIAN, "", summoning=_BY + text + " in any order.")
    assert _procedure(encoding)["cost"] == {
        "from": "own_gy",
        "n": 2,
        "filter": {"kind": "monster", "race": "Dragon"},
        "to": "deck_bottom",
    }
    board = Board(table_playing(encoding))
    s = board.game(cards=([MAGICIAN, DRAGORITE, DRAGORITE], []))
    magician = board.hand(s, 0, MAGICIAN)
    first, second = board.gy(s, 0, DRAGORITE), board.gy(s, 0, DRAGORITE)
    assert f"special {magician} {ATK} {first} {second}" in _specials(s)
    assert f"special {magician} {ATK} {second} {first}" in _specials(s)
    play(s, f"special {magician} {ATK} {second} {first}")
    assert s.deck[0][:2] == [first, second]  # each below the last
    assert not s.gy[0]


def test_special_summon_by_paying_lp_under_a_condition() -> None:
    encoding = compiled(
        MAGICIAN,
        "",
        summoning='If you have no "Dark Sorcerer" face-up on your field, you can Special Summon '
        "this card from your hand to your field in face-up Defense Position by paying 500 LP.",
    )
    assert _procedure(encoding) == {
        "rule": "hand_special",
        "zone": "hand",
        "value": "defense",
        "condition": [
            {
                "cond": "not",
                "condition": {"cond": "has", "from": "own_faceup", "filter": {"ids": [SORCERER]}},
            }
        ],
        "cost": {"lp": 500},
    }
    board = Board(table_playing(encoding))
    s = board.game(cards=([MAGICIAN, SORCERER, SORCERER], []))
    magician = board.hand(s, 0, MAGICIAN)
    board.monster(s, 0, SORCERER, FACEDOWN)
    assert _specials(s) == [f"special {magician} {DEF}"]
    sorcerer = board.monster(s, 0, SORCERER)
    assert not _specials(s)
    s.mzone[0][s.mzone[0].index(sorcerer)] = -1
    s.lp[0] = 499
    assert not _specials(s)
    s.lp[0] = 1500
    play(s, f"special {magician} {DEF}")
    assert s.lp[0] == 1000 and s.pos[magician] == DEF


def test_a_cost_that_could_be_the_card_itself_is_not_read() -> None:
    assert missing(MAGICIAN, summoning=_BY + "sending 1 card from your hand to the GY.")
    assert missing(
        MAGICIAN, summoning=_BY + "sending 1 Attack Position monster from your field to the GY."
    )


def test_special_summon_while_one_count_exceeds_another() -> None:
    encoding = compiled(
        MAGICIAN,
        "",
        summoning="If the number of face-up Level 7 or higher monsters on your opponent's field "
        "exceeds the number of monsters on your field, you can Special Summon this card from "
        "your hand face-up to your field.",
    )
    assert _procedure(encoding)["condition"] == [
        {
            "cond": "exceeds",
            "count": {
                "counter": "cards",
                "from": "opp_faceup",
                "filter": {"kind": "monster", "level_min": 7},
            },
            "than": {"counter": "cards", "from": "own_monsters", "filter": {"kind": "monster"}},
        }
    ]
    board = Board(table_playing(encoding))
    s = board.game(cards=([MAGICIAN, SORCERER], [MAGICIAN, MAGICIAN, SORCERER]))
    magician = board.hand(s, 0, MAGICIAN)
    assert not _specials(s)
    board.monster(s, 1, MAGICIAN)
    board.monster(s, 1, SORCERER)  # not Level 7 or higher
    assert _specials(s) == [f"special {magician} {p}" for p in (ATK, DEF)]
    board.monster(s, 0, SORCERER, FACEDOWN)  # a face-down monster counts: 1 is not more than 1
    assert not _specials(s)
    board.monster(s, 1, MAGICIAN, FACEDOWN)  # a face-down monster of theirs does not
    assert not _specials(s)
    s.pos[s.mzone[1][2]] = ATK
    play(s, f"special {magician} {ATK}")
    assert s.pos[magician] == ATK


def test_tribute_summon_by_tributing_one_monster_of_either_description() -> None:
    encoding = compiled(
        MAGICIAN,
        "",
        summoning="You can Tribute Summon this card in Attack Position by Tributing 1 EARTH "
        "Attribute Dragon Type monster or 1 Level 7 monster.",
    )
    assert _procedure(encoding) == {
        "rule": "one_tribute",
        "zone": "hand",
        "filter": {
            "any_of": [
                {"kind": "monster", "attribute": "EARTH", "race": "Dragon"},
                {"kind": "monster", "level": 7},
            ]
        },
    }
    board = Board(table_playing(encoding))
    s = board.game(cards=([MAGICIAN, MAGICIAN, DRAGORITE, SORCERER], []))
    magician = board.hand(s, 0, MAGICIAN)
    dragon = board.monster(s, 0, DRAGORITE)
    other = board.monster(s, 0, MAGICIAN)
    sorcerer = board.monster(s, 0, SORCERER)
    singles = [v for v in verbs(s) if v.startswith(f"summon {magician} ") and v.count(" ") == 2]
    assert sorted(singles) == sorted(f"summon {magician} {t}" for t in (dragon, other))
    play(s, f"summon {magician} {other}")
    assert s.pos[magician] == ATK and other in s.gy[0] and sorcerer in s.mzone[0]
    assert missing(
        SORCERER,
        summoning="You can Tribute Summon this card in Attack Position by Tributing 1 Dragon "
        "Type monster or 1 Level 7 monster.",
    )  # a Level 4 monster needs no Tribute
