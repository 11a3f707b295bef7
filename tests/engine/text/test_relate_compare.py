"""Descriptions compared with this card ("1 face-up monster on your opponent's field with the
same ATK with this card", "with higher ATK than this card", "with a Level lower than this
card's Level"): a pick whose `relate` reads this card's fact as the pick is made, compiled from
real cards' text and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, choices, play
from tests.engine.text.text_support import board_playing, compiled, unread
from validator.engine import lasting
from validator.engine.effects.text.describe import read_desc, render_desc
from validator.engine.lasting import atk_of

WIZ = 16671  # Sevens Road Wiz: Level 1, 1000 ATK
FREED = 20464  # Freed the Brave Wanderer: 1700 ATK
THUNDER_GIANT = 20455  # Elemental HERO Thunder Giant: Fusion, 2400 ATK
WHIP = 21282  # Animagica Whip: Level 7
SPELL = 15160  # a Normal Spell
SORCERER = 15154  # Dark Sorcerer: Level 4, 1500 ATK
ARCHER = 15157  # Spell Archer: Level 3, 1000 ATK
CAT = 15159  # Straynge Cat: Level 1, 0 ATK
DM = 15410  # Dark Magician: Level 7, 2500 ATK
CURSE = 17838  # Curse of Dragon: Level 5, 2000 ATK
SOLJERSEY = 18238  # Black Luster Soljersey: Level 8, 2500 ATK
LAMOON = 15215  # LaMoon: LIGHT
CHAIN = 15223  # Binding Chain: LIGHT

WIZ_TEXT = (
    "Change the original ATK of 1 face-up Level 8 or lower monster on your opponent's field "
    "with the same ATK with this card to 0 until the end of this turn. Then, if you have "
    '"Sevens Road Magician" in your GY, you can draw 1 card.'
)
SEND_1 = "Send 1 card from your hand to the GY."


def _wiz_game(*opponents: int):
    encoding = compiled(WIZ, WIZ_TEXT, SEND_1)
    board = board_playing(encoding)
    s = board.game(cards=([WIZ, SORCERER], list(opponents)))
    wiz = board.monster(s, 0, WIZ)
    cost = board.hand(s, 0, SORCERER)
    placed = [board.monster(s, 1, card) for card in opponents]
    return encoding, s, wiz, cost, placed


def test_sevens_road_wiz_reads_the_same_atk_as_this_card() -> None:
    encoding, s, wiz, cost, (archer, sorcerer) = _wiz_game(ARCHER, SORCERER)
    assert encoding["effects"][0]["picks"][1] == {
        "from": "opp_faceup",
        "relate": {"fact": "atk", "rel": "same"},
        "filter": {"kind": "monster", "level_max": 8},
    }
    assert activations(s, wiz) == [(cost,)]
    play(s, f"act {wiz} {cost}")  # the one monster with 1000 ATK: chosen
    assert atk_of(s, archer) == 0 and atk_of(s, sorcerer) == 1500


def test_not_activated_without_a_monster_of_the_same_atk() -> None:
    _, s, wiz, _, _ = _wiz_game(SORCERER, DM)
    assert activations(s, wiz) == []


def test_this_cards_current_atk_counts() -> None:
    _, s, wiz, cost, (archer, sorcerer) = _wiz_game(ARCHER, SORCERER)
    lasting.add(s, lasting.card_modifier(s, lasting.ATK_CHANGE, 500, wiz, wiz, "end_of_turn"))
    play(s, f"act {wiz} {cost}")  # now 1500 ATK: the Dark Sorcerer
    assert atk_of(s, sorcerer) == 0 and atk_of(s, archer) == 1000


def test_higher_atk_than_this_card_on_either_field() -> None:
    encoding = compiled(
        FREED,
        "Destroy 1 face-up monster on the field with higher ATK than this card.",
        "Place 2 LIGHT Attribute monsters from your GY on the bottom of the Deck in any order.",
    )
    board = board_playing(encoding)
    s = board.game(cards=([FREED, DM, LAMOON, CHAIN], [SORCERER, CURSE]))
    freed, dm = board.monster(s, 0, FREED), board.monster(s, 0, DM)
    board.gy(s, 0, LAMOON), board.gy(s, 0, CHAIN)
    board.monster(s, 1, SORCERER)
    curse = board.monster(s, 1, CURSE)
    (args,) = activations(s, freed)
    play(s, f"act {freed} {' '.join(map(str, args))}")
    while s.resolving is not None and s.resolving.waiting == "order":
        play(s, f"pick {choices(s)[0][0]}")
    assert sorted(choices(s)) == sorted([(dm,), (curse,)])  # 2500 and 2000, not 1500
    play(s, f"pick {curse}")
    assert curse in s.gy[1]


def test_a_lower_original_atk_than_this_cards_atk() -> None:
    encoding = compiled(
        THUNDER_GIANT,
        "Destroy 1 face-up monster with a lower original ATK than this card on either field.",
        SEND_1,
    )
    assert encoding["effects"][0]["picks"][1]["relate"] == {
        "fact": "original_atk",
        "rel": "lower",
        "of_fact": "atk",
    }
    board = board_playing(encoding)
    s = board.game(cards=([SORCERER], [DM, CAT]), extra=([THUNDER_GIANT], []))
    giant = board.monster(s, 0, THUNDER_GIANT)
    cost = board.hand(s, 0, SORCERER)
    dm, cat = board.monster(s, 1, DM), board.monster(s, 1, CAT)
    # Dark Magician's ATK lowered: its original ATK (2500) is what is compared
    lasting.add(s, lasting.card_modifier(s, lasting.ATK_CHANGE, -2000, dm, cat, "end_of_turn"))
    play(s, f"act {giant} {cost}")  # the Straynge Cat alone (0): chosen
    assert cat in s.gy[1] and dm in s.mzone[1]


def test_a_level_lower_than_this_cards_level() -> None:
    encoding = compiled(
        WHIP,
        "Make 1 face-up monster on your opponent's field with a Level lower than this card's "
        "Level lose 2000 ATK until the end of this turn.",
        "Place 1 Beast Type monster from your GY on the bottom of the Deck.",
    )
    board = board_playing(encoding)
    s = board.game(cards=([WHIP, 15220], [SORCERER, DM, CAT]))
    whip = board.monster(s, 0, WHIP)
    fang = board.gy(s, 0, 15220)  # Silver Fang: a Beast
    sorcerer, _, cat = (board.monster(s, 1, c) for c in (SORCERER, DM, CAT))
    play(s, f"act {whip} {fang}")
    assert sorted(choices(s)) == sorted([(sorcerer,), (cat,)])  # Level 4 and 1, not 7
    play(s, f"pick {sorcerer}")
    assert atk_of(s, sorcerer) == 0


def test_the_words_render_back() -> None:
    for words in (
        "1 face-up monster with higher ATK than this card",
        "up to 3 monsters with the same Type as this card",
        "1 face-up monster with a Level lower than this card's Level",
    ):
        assert render_desc(read_desc(words)) == words


def test_near_misses_are_not_read() -> None:
    # a Spell is no card with ATK to compare with
    assert unread(SPELL, "Destroy 1 face-up monster on the field with higher ATK than this card.")
    # every such monster, for a Spell (played for a monster in test_amountsother12_relate.py)
    assert unread(
        SPELL, "Destroy all face-up monsters on the field with higher ATK than this card."
    )
    assert not unread(
        FREED, "Destroy all face-up monsters on the field with higher ATK than this card."
    )
    assert unread(FREED, "Destroy 1 face-up monster on the field with higher ATK than that card.")


# ------------------------------------------------------------- compared with "that monster"

LOWER_THAN_THAT = (
    "Choose 1 face-up Spellcaster Type monster on your field. Destroy up to 2 face-up monsters "
    "on your opponent's field with a lower Level than that monster's Level."
)


def _that_game(own: list[int], opp: list[int]):
    encoding = compiled(SPELL, LOWER_THAN_THAT)
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, *own], opp))
    mine = [board.monster(s, 0, c) for c in own]
    theirs = [board.monster(s, 1, c) for c in opp]
    return encoding, s, board.hand(s, 0, SPELL), mine, theirs


def test_a_lower_level_than_the_chosen_monsters() -> None:
    encoding, s, spell, (dm, sorcerer, _), (archer, soljersey, fang) = _that_game(
        [DM, SORCERER, CAT], [ARCHER, SOLJERSEY, 15220]
    )
    assert encoding["effects"][0]["picks"][1]["relate"] == {
        "fact": "level",
        "rel": "lower",
        "of_pick": 0,
    }
    play(s, f"act {spell}")
    # the Straynge Cat (Level 1) leaves nothing lower to destroy: not offered
    assert sorted(choices(s)) == sorted([(dm,), (sorcerer,)])
    play(s, f"pick {sorcerer}")  # Level 4: the Level 3 monsters, not the Level 8
    assert sorted(choices(s)) == sorted([(archer,), (fang,), (archer, fang)])
    play(s, f"pick {archer} {fang}")
    assert archer in s.gy[1] and fang in s.gy[1] and soljersey in s.mzone[1]


def test_not_activated_unless_a_chosen_monster_has_a_higher_level() -> None:
    _, s, spell, _, _ = _that_game([CAT], [ARCHER])
    assert activations(s, spell) == []  # Level 1: no lower Level on their field
    _, s, spell, _, _ = _that_game([SORCERER], [SOLJERSEY])
    assert activations(s, spell) == []
    _, s, spell, _, _ = _that_game([SORCERER, CAT], [ARCHER])
    assert activations(s, spell) == [()]


def test_that_monster_names_an_earlier_choice() -> None:
    assert unread(SPELL, LOWER_THAN_THAT.split(". ", 1)[1])


# --------------------------------------------------- compared with any card of a place

SAME_TYPE_AS_GY = (
    "Destroy 1 face-up monster on your opponent's field with the same Type as a Normal Monster "
    "in your GY."
)


def test_the_same_type_as_a_normal_monster_in_your_gy() -> None:
    encoding = compiled(SPELL, SAME_TYPE_AS_GY)
    assert encoding["effects"][0]["picks"][0]["relate"] == {
        "fact": "race",
        "rel": "same",
        "of_any": {"from": "own_gy", "filter": {"kind": "monster", "normal": True}},
    }
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, WIZ, ARCHER], [DM, 15220]))
    board.gy(s, 0, WIZ)  # a Spellcaster, not a Normal Monster
    dm, _ = board.monster(s, 1, DM), board.monster(s, 1, 15220)
    spell = board.hand(s, 0, SPELL)
    assert activations(s, spell) == []
    board.gy(s, 0, ARCHER)  # a Spellcaster Normal Monster: Dark Magician, not the Beast
    play(s, f"act {spell}")
    assert dm in s.gy[1]
