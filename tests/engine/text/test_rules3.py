"""The `rules3` productions: a monster treated as 2 Tributes said as a case, activations
counted, the effects of a summoned monster and of named cards, a rule that lasts while this
card is face-up, a face-down card looked at then moved, and the attack a Trap answers
(redirected, or negated before damage by the attacker's ATK); each compiled from a made-up
clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play, verbs
from tests.engine.conftest import FILLER, Board
from tests.engine.text.text_support import (
    board_playing,
    compiled,
    first_effect,
    missing,
    round_trip,
    table_playing,
)
from validator.engine import field
from validator.engine.lasting import (
    activation_allowed,
    special_summon_allowed,
    traps_allowed_on_attack,
)
from validator.engine.state import ATK, DEF, FACEDOWN, OFF, SET

SPELL = 15160  # Wind Spirit's Protection, a Normal Spell: the card that plays each made-up text
TRAP = 16768  # a Normal Trap
DM = 15410  # Dark Magician: DARK Spellcaster, Level 7, 2500/2100
CAT = 15159  # Straynge Cat: EARTH Spellcaster, Level 1, 0/1400
BLUE_EYES = 15184  # Blue-Eyes White Dragon: a Level 8 LIGHT Dragon
COST = "Send the top card of your Deck to the GY."


# ------------------------------------------------------------------------- 2 Tributes


def test_a_case_of_tribute_summon_in_which_this_card_is_two_tributes() -> None:
    text = (
        "This turn, if you Tribute Summon a Level 7 Spellcaster Type monster in Attack "
        "Position, this face-up card can be treated as 2 Tributes."
    )
    assert round_trip("sentence", text) == text[:-1]
    encoding = compiled(FILLER, text, COST)
    assert first_effect(encoding) == [
        {
            "op": "grant",
            "target": "self",
            "ability": "double_tribute",
            "filter": {"level": 7, "race": "Spellcaster"},
            "until": "end_of_turn",
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([DM, BLUE_EYES], []))
    sorcerer = board.monster(s, 0, FILLER)
    dm, blue_eyes = board.hand(s, 0, DM), board.hand(s, 0, BLUE_EYES)
    assert f"summon {dm} {sorcerer}" not in verbs(s)
    play(s, f"act {sorcerer}")
    assert f"summon {dm} {sorcerer}" in verbs(s)
    assert f"summon {blue_eyes} {sorcerer}" not in verbs(s)  # not that kind
    play(s, f"summon {dm} {sorcerer}")
    assert s.pos[dm] == ATK and sorcerer in s.gy[0]


def test_you_can_treat_this_card_as_two_tributes_for_named_monsters() -> None:
    text = (
        'This turn, if you would Tribute Summon "Dark Magician" in Attack Position, you can '
        "treat this face-up card as 2 Tributes."
    )
    assert round_trip("sentence", text) == text[:-1]
    (step,) = first_effect(compiled(FILLER, text, COST))
    assert step["ability"] == "double_tribute" and step["filter"] == {"ids": [DM]}
    # a number of monsters is no kind of monster to summon
    unread = missing(
        FILLER,
        "This turn, if you Tribute Summon 2 Dragon Type monsters in Attack Position, this "
        "face-up card can be treated as 2 Tributes.",
        COST,
    )
    assert [m["clause"] for m in unread] == [1]


# ------------------------------------------------------------------- activations counted


def test_only_up_to_a_number_of_activations_of_a_name_until_the_end_of_this_turn() -> None:
    text = (
        'Draw 1 card. You can only activate up to 1 "Wind Spirit\'s Protection" until the end '
        "of this turn."
    )
    encoding = compiled(SPELL, text)
    assert first_effect(encoding)[1] == {
        "op": "restrict",
        "rule": "activation_limit",
        "filter": {"ids": [SPELL]},
        "count": 1,
        "until": "end_of_turn",
    }
    board = Board(table_playing(encoding))
    s = board.game(cards=([SPELL, SPELL, SPELL], []))
    first, second, third = (board.hand(s, 0, SPELL) for _ in range(3))
    play(s, f"act {first}")
    assert activation_allowed(s, 0, second, "spell")  # one more activation
    play(s, f"act {second}")
    assert not activation_allowed(s, 0, third, "spell")
    assert activation_allowed(s, 1, third, "spell")  # the opponent is not bound


# ----------------------------------------------- effects of a summoned monster and names


def test_the_effects_of_the_summoned_monster_and_of_a_name_cannot_be_activated() -> None:
    text = (
        "Special Summon 1 Level 7 monster from your GY face-up to your field. This turn, you "
        'cannot activate the effects of the monster Special Summoned by this effect or "Dark '
        'Sorcerer".'
    )
    assert round_trip("sentence", text.split(". ")[1]) == text.split(". ")[1][:-1]
    encoding = compiled(SPELL, text)
    assert first_effect(encoding)[1:] == [
        {"op": "grant", "target": "moved", "ability": "cannot_activate", "until": "end_of_turn"},
        {
            "op": "restrict",
            "rule": "no_activation",
            "kind": "monster",
            "filter": {"ids": [FILLER]},
            "until": "end_of_turn",
        },
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, CAT, DM], []))
    dm = board.gy(s, 0, DM)
    sorcerer = board.monster(s, 0, FILLER)
    cat = board.monster(s, 0, CAT)
    play(s, f"act {board.hand(s, 0, SPELL)}", f"position {ATK}")
    assert s.pos[dm] == ATK
    assert not activation_allowed(s, 0, dm, "monster")
    assert not activation_allowed(s, 0, sorcerer, "monster")
    assert activation_allowed(s, 0, cat, "monster")


def test_only_special_summon_a_name_and_no_effects_of_a_kind() -> None:
    text = (
        'Until the end of this turn, you can only Special Summon "Dark Magician", and cannot '
        "activate the effects of DARK Attribute monsters."
    )
    assert round_trip("sentence", text) == text[:-1]
    encoding = compiled(SPELL, text)
    assert first_effect(encoding) == [
        {
            "op": "restrict",
            "rule": "only_special_summon",
            "filter": {"ids": [DM]},
            "until": "end_of_turn",
        },
        {
            "op": "restrict",
            "rule": "no_activation",
            "kind": "monster",
            "filter": {"attribute": "DARK"},
            "until": "end_of_turn",
        },
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, DM, BLUE_EYES, CAT], []))
    dm, blue_eyes = board.gy(s, 0, DM), board.gy(s, 0, BLUE_EYES)
    cat = board.monster(s, 0, CAT)
    sorcerer = board.monster(s, 0, FILLER)
    play(s, f"act {board.hand(s, 0, SPELL)}")
    assert special_summon_allowed(s, 0, dm) and not special_summon_allowed(s, 0, blue_eyes)
    assert not activation_allowed(s, 0, sorcerer, "monster")  # DARK
    assert activation_allowed(s, 0, cat, "monster")  # EARTH


# ------------------------------------------------ a rule while this card is face-up


def test_no_traps_on_your_attacks_while_this_card_is_face_up_this_turn() -> None:
    text = (
        "This turn, while this card is face-up, your opponent cannot activate Trap Cards when "
        "your DARK Attribute Spellcaster Type monsters declare attacks."
    )
    assert round_trip("sentence", text) == text[:-1]
    encoding = compiled(CAT, text, COST)
    assert first_effect(encoding) == [
        {
            "op": "restrict",
            "rule": "no_traps_on_attack",
            "filter": {"attribute": "DARK", "race": "Spellcaster"},
            "while": "faceup",
            "until": "end_of_turn",
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([CAT, CAT, DM], []))
    cat = board.monster(s, 0, CAT)
    dm = board.monster(s, 0, DM)
    other_cat = board.monster(s, 0, CAT)
    play(s, f"act {cat}")
    assert not traps_allowed_on_attack(s, dm)
    assert traps_allowed_on_attack(s, other_cat)  # EARTH: not that kind
    field.to_gy(s, cat)  # this card leaves the field: the rule ends
    assert traps_allowed_on_attack(s, dm)


def test_a_rule_while_this_card_is_face_up_is_a_monster_s_and_only_rules() -> None:
    rule = (
        "This turn, while this card is face-up, your opponent cannot activate Trap Cards when "
        "your DARK Attribute monsters declare attacks."
    )
    assert [m["clause"] for m in missing(SPELL, rule)] == [0]  # a Spell is face-up no while
    change = "Until the end of your opponent's next turn, while this card is face-up, "
    assert [m["clause"] for m in missing(CAT, change + "it gains 300 ATK.", COST)] == [1]
    encoding = compiled(CAT, change + "you cannot activate Trap Cards.", COST)
    assert first_effect(encoding) == [
        {
            "op": "restrict",
            "rule": "no_activation",
            "kind": "trap",
            "while": "faceup",
            "until": "end_of_opp_next_turn",
        }
    ]


# ------------------------------------------------------------------- look at, then ...


def test_look_at_a_face_down_card_and_place_it_on_top_of_the_deck() -> None:
    text = (
        "Look at 1 face-down card on your opponent's field, and place it on top of the owner's "
        "Deck."
    )
    assert round_trip("sentence", text) == text[:-1]
    encoding = compiled(SPELL, text)
    effect = encoding["effects"][0]
    assert effect["effect"] == [
        {"op": "look", "target": {"pick": 0}},
        {"op": "to_deck", "target": {"pick": 0}, "place": "top"},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [TRAP, DM]))
    hidden = board.monster(s, 1, DM, FACEDOWN)
    board.spell(s, 1, TRAP, SET)
    play(s, f"act {board.hand(s, 0, SPELL)}", f"pick {hidden}")
    assert s.pos[hidden] == OFF and s.deck[1][-1] == hidden


# ----------------------------------------------------------------- the attack answered


def _trap_set(encoding: dict, mine: list[int], theirs: list[int]):
    board = board_playing(encoding)
    s = board.game(cards=([*mine], [TRAP, *theirs]))
    return board, s, board.spell(s, 1, TRAP, SET)


def test_you_can_choose_the_monster_your_opponent_attacks() -> None:
    encoding = compiled(
        TRAP,
        "Then, you can choose which of your monsters becomes the attack target for your "
        "opponent's attack.",
        requirement="When an opponent's monster declares an attack.",
    )
    assert encoding["effects"][0]["effect"] == [
        {"op": "may", "then": [{"op": "redirect_attack", "target": {"pick": 0}}]}
    ]
    board, s, trap = _trap_set(encoding, [FILLER], [CAT, DM])
    a = board.monster(s, 0, FILLER)
    cat = board.monster(s, 1, CAT, DEF)
    dm = board.monster(s, 1, DM)
    play(s, "battle", f"attack {a} {cat}")
    play(s, f"act {trap}")
    assert "decline" in verbs(s)  # "you can": the player may leave the attack as it is
    play(s, f"pick {dm}")
    assert s.pos[a] == OFF and s.pos[cat] == DEF and s.lp == [7000, 8000]


def test_negate_the_attack_and_damage_by_the_attacker_s_atk() -> None:
    text = "Negate the attack, and inflict damage to your opponent equal to [that monster's ATK]."
    requirement = "When an opponent's monster declares an attack."
    assert round_trip("steps", text[:-1]) == text[:-1]
    encoding = compiled(TRAP, text, requirement=requirement)
    assert encoding["effects"][0]["effect"] == [
        {"op": "negate_attack"},
        {
            "op": "damage",
            "amount": {"per": 1, "count": {"counter": "stat", "stat": "atk", "of": "subject"}},
        },
    ]
    board, s, trap = _trap_set(encoding, [DM], [CAT])
    dm = board.monster(s, 0, DM)
    cat = board.monster(s, 1, CAT, DEF)
    play(s, "battle", f"attack {dm} {cat}", f"act {trap}")
    assert s.lp == [5500, 8000] and s.pos[cat] == DEF and s.pos[dm] == ATK
    # the attack answered only: a Trap of another timing has none
    unread = missing(TRAP, text, requirement="When your opponent Normal Summons a monster.")
    assert [m["clause"] for m in unread] == [1]


# ------------------------------------------------------------- Set cards that cannot be used


def test_a_chosen_set_card_cannot_be_activated_until_the_end_of_the_opponent_s_next_turn() -> None:
    text = (
        "Choose 1 face-down Spell/Trap Card on your opponent's field. That card cannot be "
        "activated until the end of your opponent's next turn."
    )
    encoding = compiled(SPELL, text)
    effect = encoding["effects"][0]
    assert effect["picks"] == [{"from": "opp_set"}]
    assert effect["effect"] == [
        {"op": "seal", "target": {"pick": 0}, "until": "end_of_opp_next_turn"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [TRAP, TRAP]))
    sealed = board.spell(s, 1, TRAP, SET)
    other = board.spell(s, 1, TRAP, SET)
    play(s, f"act {board.hand(s, 0, SPELL)}", f"pick {sealed}")
    assert not activation_allowed(s, 1, sealed, "trap")
    assert activation_allowed(s, 1, other, "trap")
    field.to_hand_from_field(s, sealed)  # a card that leaves the field is a new card
    assert activation_allowed(s, 1, sealed, "trap")


def test_a_set_card_described_cannot_be_activated_until_the_end_of_their_next_turn() -> None:
    text = (
        "1 face-down Spell/Trap Card on your opponent's field cannot be activated until the end "
        "of their next turn."
    )
    assert round_trip("sentence", text) == text[:-1]
    (step,) = first_effect(compiled(FILLER, text, COST))
    assert step == {"op": "seal", "target": {"pick": 0}, "until": "end_of_opp_next_turn"}
    # a face-up monster is no Set card
    unread = missing(
        SPELL,
        "Choose 1 face-up monster on your opponent's field. That card cannot be activated "
        "until the end of your opponent's next turn.",
    )
    assert [m["clause"] for m in unread] == [1]


# --------------------------------------------------------------- kinds of Spell Cards


def test_neither_player_can_activate_a_kind_of_spell_if_the_requirement_sent_two() -> None:
    text = (
        "Draw 1 card. Then, if you sent 2 Normal Spell Cards to the GY to meet the requirement, "
        "neither player can activate Normal Spell Cards until the end of your opponent's next "
        "turn."
    )
    encoding = compiled(FILLER, text, "Send 2 cards from your hand to the GY.")
    assert first_effect(encoding)[1] == {
        "op": "if",
        "condition": [
            {
                "cond": "count",
                "count": {
                    "counter": "number",
                    "of": "cost",
                    "filter": {"kind": "spell", "subtype": "normal"},
                },
                "min": 2,
            }
        ],
        "then": [
            {
                "op": "restrict",
                "rule": "no_activation",
                "kind": "spell",
                "who": "each",
                "filter": {"subtype": "normal"},
                "until": "end_of_opp_next_turn",
            }
        ],
    }
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, SPELL, TRAP], [SPELL]))
    sorcerer = board.monster(s, 0, FILLER)
    spells = [board.hand(s, 0, SPELL), board.hand(s, 0, SPELL)]
    trap = board.hand(s, 0, TRAP)
    theirs = board.hand(s, 1, SPELL)
    play(s, f"act {sorcerer} {spells[0]} {spells[1]}")
    assert not activation_allowed(s, 1, theirs, "spell")
    assert activation_allowed(s, 0, trap, "trap")
    # one Normal Spell sent and a Trap: no rule
    s = board.game(cards=([SPELL, SPELL, TRAP], [SPELL]))
    sorcerer = board.monster(s, 0, FILLER)
    spell, trap = board.hand(s, 0, SPELL), board.hand(s, 0, TRAP)
    other = board.hand(s, 0, SPELL)
    play(s, f"act {sorcerer} {spell} {trap}")
    assert activation_allowed(s, 0, other, "spell")


def test_a_kind_of_spell_cards_is_by_its_subtype_only() -> None:
    (step,) = first_effect(compiled(SPELL, "You cannot activate Field Spell Cards this turn."))
    assert step["filter"] == {"subtype": "field"} and step["kind"] == "spell"
    assert [m["clause"] for m in missing(SPELL, "You cannot activate 2 Spell Cards.")] == [0]


# ------------------------------------------------------ a rule after a conditional operation


def test_a_rule_if_you_did_an_operation_of_a_case() -> None:
    text = (
        'Draw 1 card. Then, if you have "Dark Magician" in your GY, you can draw 1 card. If you '
        'do, you cannot activate the effect of "Dark Sorcerer" this turn.'
    )
    encoding = compiled(FILLER, text, COST)
    rule = {
        "op": "restrict",
        "rule": "no_activation",
        "filter": {"ids": [FILLER]},
        "until": "end_of_turn",
    }
    (case,) = first_effect(encoding)[1:]
    assert case["then"] == [
        {
            "op": "may",
            "then": [
                {"op": "draw", "count": 1},
                {"op": "if", "condition": [{"cond": "moved"}], "then": [rule]},
            ],
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([DM], []))
    sorcerer = board.monster(s, 0, FILLER)
    board.gy(s, 0, DM)
    play(s, f"act {sorcerer}", "accept")
    assert not activation_allowed(s, 0, sorcerer, "monster")
    # no case: no draw, no rule
    s = board.game(cards=([DM], []))
    sorcerer = board.monster(s, 0, FILLER)
    play(s, f"act {sorcerer}")
    assert activation_allowed(s, 0, sorcerer, "monster")
