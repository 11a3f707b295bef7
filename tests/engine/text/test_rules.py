"""The `rules` productions: rules over players said by an effect (who cannot declare an
attack, who may Special Summon what, the monster effects no one may activate but those of some
monsters) and the effects of one monster that cannot be activated this turn; each compiled
from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, play, verbs
from tests.engine.conftest import FILLER
from tests.engine.text.text_support import board_playing, compiled, first_effect
from validator.engine.lasting import activation_allowed, attack_allowed, special_summon_allowed
from validator.engine.state import SET

MAGICIAN = 15150  # Sevens Road Magician: Level 7 DARK Spellcaster, an ignition effect
CAT = 15159  # Straynge Cat: Level 1 EARTH Spellcaster
SPELL = 15160  # a Normal Spell: the card that plays each made-up text
TRAP = 16768  # a Normal Trap
GALAXY = 22251  # Marsphlox the Planetairy: a Galaxy Type monster
DM = 15410  # Dark Magician: Level 7 DARK Spellcaster Normal Monster

COST = "Send the top card of your Deck to the GY."


def _played(text: str, opp: list[int] = (), requirement: str = ""):
    encoding = compiled(SPELL, text, requirement)
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, MAGICIAN, CAT, GALAXY], list(opp)))
    play(s, f"act {board.hand(s, 0, SPELL)}")
    return encoding, board, s


# ----------------------------------------------------------------------------- attacks


def test_the_opponent_cannot_declare_an_attack_this_turn() -> None:
    encoding, board, s = _played("This turn, your opponent cannot declare an attack.", [DM])
    assert first_effect(encoding) == [
        {"op": "restrict", "rule": "no_attack_with", "who": "opp", "until": "end_of_turn"}
    ]
    dm = board.monster(s, 1, DM)
    mine = board.monster(s, 0, CAT)
    assert not attack_allowed(s, dm) and attack_allowed(s, mine)


def test_neither_player_can_declare_an_attack() -> None:
    encoding, board, s = _played("Neither player can declare an attack until the end of this turn.")
    assert first_effect(encoding)[0]["who"] == "each"
    assert not attack_allowed(s, board.monster(s, 0, CAT))


# ------------------------------------------------------------------------ Special Summons


def test_you_can_only_special_summon_a_type_until_the_end_of_this_turn() -> None:
    encoding, board, s = _played(
        "You can only Special Summon Galaxy Type monsters until the end of this turn."
    )
    assert first_effect(encoding) == [
        {
            "op": "restrict",
            "rule": "only_special_summon",
            "filter": {"race": "Galaxy"},
            "until": "end_of_turn",
        }
    ]
    galaxy, cat = board.hand(s, 0, GALAXY), board.hand(s, 0, CAT)
    assert special_summon_allowed(s, 0, galaxy) and not special_summon_allowed(s, 0, cat)
    assert special_summon_allowed(s, 1, cat)  # the opponent is not bound
    play(s, "end")
    assert special_summon_allowed(s, 0, cat)


def test_you_cannot_special_summon_nor_activate_a_named_card() -> None:
    encoding, board, s = _played(
        'This turn, you cannot Special Summon monsters, nor activate "Sevens Road Magician".'
    )
    assert first_effect(encoding) == [
        {"op": "restrict", "rule": "no_special_summon", "until": "end_of_turn"},
        {
            "op": "restrict",
            "rule": "no_activation",
            "filter": {"ids": [MAGICIAN]},
            "until": "end_of_turn",
        },
    ]
    cat, magician = board.hand(s, 0, CAT), board.monster(s, 0, MAGICIAN)
    assert not special_summon_allowed(s, 0, cat)
    assert not activation_allowed(s, 0, magician, "monster")


def test_neither_player_can_special_summon_a_kind_of_monster() -> None:
    encoding, board, s = _played(
        "This turn, neither player can Special Summon Level 7 or 8 monsters."
    )
    assert first_effect(encoding)[0]["filter"] == {"level": [7, 8]}
    magician, cat = board.hand(s, 0, MAGICIAN), board.hand(s, 0, CAT)
    assert not special_summon_allowed(s, 0, magician) and not special_summon_allowed(s, 1, magician)
    assert special_summon_allowed(s, 0, cat)


# ------------------------------------------------------------- monster effects, but some


def test_no_monster_effects_except_those_of_a_kind() -> None:
    encoding, board, s = _played(
        "You cannot activate monster effects until the end of this turn, except those of "
        "EARTH Attribute Spellcaster Type monsters."
    )
    assert first_effect(encoding) == [
        {
            "op": "restrict",
            "rule": "no_activation",
            "filter": {
                "none_of": [{"kind": "monster", "attribute": "EARTH", "race": "Spellcaster"}]
            },
            "kind": "monster",
            "until": "end_of_turn",
        }
    ]
    magician, cat = board.monster(s, 0, MAGICIAN), board.monster(s, 0, CAT)
    assert not activation_allowed(s, 0, magician, "monster")
    assert activation_allowed(s, 0, cat, "monster")  # an EARTH Spellcaster is spared
    play(s, "end")
    assert activation_allowed(s, 0, magician, "monster")


def test_no_monster_effects_except_those_of_two_kinds_or_a_name() -> None:
    encoding, board, s = _played(
        "This turn, you cannot activate monster effects, except those of DARK Attribute "
        "Spellcaster Type or EARTH Attribute Galaxy Type monsters."
    )
    assert first_effect(encoding)[0]["filter"] == {
        "none_of": [
            {"kind": "monster", "attribute": "DARK", "race": "Spellcaster"},
            {"kind": "monster", "attribute": "EARTH", "race": "Galaxy"},
        ]
    }
    magician, cat = board.monster(s, 0, MAGICIAN), board.monster(s, 0, CAT)
    assert activation_allowed(s, 0, magician, "monster")
    assert not activation_allowed(s, 0, cat, "monster")
    named = compiled(
        SPELL,
        "You cannot activate monster effects until the end of this turn, except those of "
        '"Straynge Cat".',
    )
    assert first_effect(named)[0]["filter"] == {"not_ids": [CAT]}


# ------------------------------------------------ the effects of one monster, this turn


def test_the_effects_of_a_monster_taken_cannot_be_activated_this_turn() -> None:
    encoding = compiled(
        MAGICIAN,
        "Take control of 1 face-up monster on your opponent's field that is not in Maximum "
        "Mode until the End Phase. "
        "This turn, you cannot activate that monster's effects.",
    )
    assert first_effect(encoding)[1] == {
        "op": "grant",
        "target": {"pick": 0},
        "ability": "cannot_activate",
        "until": "end_of_turn",
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [MAGICIAN]))
    mine = board.monster(s, 0, MAGICIAN)
    theirs = board.monster(s, 1, MAGICIAN)
    board.gy(s, 0, FILLER)  # the magician's own requirement: a monster in the GY
    play(s, f"act {mine}")
    assert s.mzone[0].count(theirs) == 1
    assert not activation_allowed(s, 0, theirs, "monster")
    assert activations(s, theirs) == []


def test_the_opponent_cannot_activate_the_effects_of_the_monster_it_summoned() -> None:
    encoding = compiled(
        TRAP,
        "This turn, your opponent cannot activate that monster's effects.",
        "When your opponent Normal Summons a monster.",
    )
    assert first_effect(encoding) == [
        {"op": "grant", "target": "subject", "ability": "cannot_activate", "until": "end_of_turn"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([CAT], [TRAP]))
    trap = board.spell(s, 1, TRAP, SET)
    cat = board.hand(s, 0, CAT)
    play(s, f"summon {cat}", f"act {trap}")
    assert not activation_allowed(s, 0, cat, "monster")
    play(s, "end")
    assert activation_allowed(s, 0, cat, "monster")


# ------------------------------------------------------------------- one of two ways

ADD_OR_SUMMON = (
    "Select 1 Level 7 DARK Attribute monster in your GY and add it to your hand or Special "
    "Summon it face-up to your field."
)


def _add_or_summon():
    encoding = compiled(SPELL, ADD_OR_SUMMON)
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, DM, CAT], []))
    return encoding, board, s, board.hand(s, 0, SPELL)


def test_add_or_summon_is_one_way_or_the_other() -> None:
    encoding, board, s, spell = _add_or_summon()
    level7 = {"kind": "monster", "level": 7, "attribute": "DARK"}
    assert encoding["effects"][0]["picks"] == [
        {"from": "own_gy", "filter": level7},
        {"from": "own_gy", "filter": level7},
    ]
    assert first_effect(encoding) == [
        {
            "op": "may",
            "then": [{"op": "special_summon", "target": {"pick": 0}, "position": "faceup"}],
            "else": [{"op": "to_hand", "target": {"pick": 1}}],
        }
    ]
    dm = board.gy(s, 0, DM)
    board.gy(s, 0, CAT)  # a Level 1: no choice
    play(s, f"act {spell}")
    assert verbs(s) == ["decline", f"pick {dm}"]
    play(s, f"pick {dm}", "position 1")
    assert dm in s.mzone[0] and dm not in s.gy[0]


def test_add_or_summon_declined_adds_the_card() -> None:
    _, board, s, spell = _add_or_summon()
    dm = board.gy(s, 0, DM)
    play(s, f"act {spell}", "decline")
    assert dm in s.hand[0] and dm not in s.mzone[0]


def test_add_or_summon_adds_when_no_monster_zone_is_free_and_needs_a_card() -> None:
    _, board, s, spell = _add_or_summon()
    assert activations(s, spell) == []  # nothing in the GY to select
    dm = board.gy(s, 0, DM)
    for _ in range(3):
        board.monster(s, 0, FILLER)
    play(s, f"act {spell}")  # no free Monster Zone: no Special Summon to choose
    assert s.resolving is None and dm in s.hand[0]


# ---------------------------------------------------------------------- attacks counted


def test_you_can_only_declare_up_to_a_number_of_attacks() -> None:
    encoding = compiled(SPELL, "This turn, you can only declare up to 2 attacks.")
    assert first_effect(encoding) == [
        {"op": "restrict", "rule": "attack_limit", "count": 2, "until": "end_of_turn"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], []))
    first, second, third = (board.monster(s, 0, FILLER) for _ in range(3))
    play(s, f"act {board.hand(s, 0, SPELL)}", "battle", f"attack {first}", f"attack {second}")
    assert not attack_allowed(s, third) and f"attack {third}" not in verbs(s)
    play(s, "end", "end")  # the opponent's turn goes by; the limit is over
    assert attack_allowed(s, third)


def test_the_opponent_can_only_declare_a_number_of_attacks_during_their_next_turn() -> None:
    encoding = compiled(
        SPELL,
        "During your opponent's next turn, your opponent can only declare up to 1 attacks.",
    )
    assert first_effect(encoding) == [
        {
            "op": "restrict",
            "rule": "attack_limit",
            "who": "opp",
            "count": 1,
            "until": "end_of_opp_next_turn",
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], []))
    first, second = board.monster(s, 1, FILLER), board.monster(s, 1, FILLER)
    play(s, f"act {board.hand(s, 0, SPELL)}", "end")
    play(s, "battle", f"attack {first}")
    assert not attack_allowed(s, second)
    play(s, "end", "end")  # (a rule over the opponent: it ends with a turn of yours)
    assert attack_allowed(s, second)
    trap = compiled(
        TRAP,
        "This turn, your opponent can only declare an attack once.",
        "When an opponent's monster declares an attack.",
    )
    assert first_effect(trap)[0]["count"] == 1


def test_an_attack_limit_counts_the_attacks_declared_this_turn_already() -> None:
    encoding = compiled(
        TRAP,
        "This turn, your opponent can only declare up to 2 attacks.",
        "When an opponent's monster declares an attack.",
    )
    board = board_playing(encoding)
    s = board.game(cards=([], [TRAP]))
    monsters = [board.monster(s, 0, FILLER) for _ in range(3)]
    trap = board.spell(s, 1, TRAP, SET)
    play(s, "battle", f"attack {monsters[0]}", f"act {trap}")  # 1 attack declared, 1 left
    assert attack_allowed(s, monsters[1])
    play(s, f"attack {monsters[1]}")
    assert not attack_allowed(s, monsters[2])
