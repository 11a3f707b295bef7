"""The monster Special Summoned by this effect, after an optional Special Summon nested in a
condition or followed by steps on the Deck (`productions/cond_summoned.py`); each compiled from
made-up clauses and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import on_top, play, verbs
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.lasting import attack_allowed
from validator.engine.state import ATK, OFF

SPELL = 15160  # a Normal Spell: the card that plays each made-up text
MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster, 2100 ATK
FILLER = 15154  # Dark Sorcerer: DARK Spellcaster, Level 4, 1500/0
SKULL = 15781  # Summoned Skull: DARK Fiend, Level 6, 2500/1200
RED_EYES = 15351  # Red-Eyes Black Dragon: a Level 7 Dragon
BLAST = 15353  # Inferno Fire Blast: a Spell

NESTED = (
    "Destroy 1 card on your opponent's field. Then, if you destroyed a monster by this effect, "
    "you can Special Summon 1 Level 4 monster from your hand face-up to your field. This turn, "
    "the monster Special Summoned by this effect cannot attack."
)


def test_summoned_in_a_conditional_optional_part() -> None:
    encoding = compiled(SPELL, NESTED)
    (summon,) = first_effect(encoding)[1]["then"]
    assert summon["then"] == [
        {"op": "special_summon", "target": {"pick": 1}, "position": "faceup"},
        {"op": "grant", "target": "moved", "ability": "cannot_attack", "until": "end_of_turn"},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, FILLER], [SKULL]))
    spell, sorcerer = board.hand(s, 0, SPELL), board.hand(s, 0, FILLER)
    skull = board.monster(s, 1, SKULL)
    play(s, f"act {spell}", f"pick {sorcerer}", f"position {ATK}")
    assert skull in s.gy[1] and s.pos[sorcerer] == ATK
    assert not attack_allowed(s, sorcerer)


def test_declined_summon_changes_nothing() -> None:
    encoding = compiled(SPELL, NESTED)
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, FILLER, FILLER], [SKULL]))
    spell = board.hand(s, 0, SPELL)
    board.hand(s, 0, FILLER)
    mine = board.monster(s, 0, FILLER)
    board.monster(s, 1, SKULL)
    play(s, f"act {spell}", "decline")
    assert s.resolving is None
    assert attack_allowed(s, mine)  # no monster summoned: no other monster is changed


def test_summoned_from_the_excavated_cards_before_they_are_shuffled_back() -> None:
    encoding = compiled(
        MAGICIAN,
        "Excavate the top 3 cards of your Deck. You can Special Summon 1 excavated Level 4 "
        "monster face-up to your field. Shuffle the other cards into the Deck. This turn, the "
        "monster Special Summoned by this effect cannot attack.",
    )
    effect = first_effect(encoding)
    assert [step["op"] for step in effect] == ["excavate", "may", "place_excavated"]
    assert effect[1]["then"][1]["ability"] == "cannot_attack"
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, RED_EYES, BLAST], []))
    magician = board.monster(s, 0, MAGICIAN)
    red_eyes, _blast, sorcerer = on_top(s, 0, RED_EYES, BLAST, FILLER)
    play(s, f"act {magician}", f"pick {sorcerer}", f"position {ATK}")
    assert s.pos[sorcerer] == ATK and s.pos[red_eyes] == OFF and red_eyes in s.deck[0]
    assert not attack_allowed(s, sorcerer) and attack_allowed(s, magician)
    play(s, "battle")
    assert f"attack {sorcerer}" not in " ".join(verbs(s))


def test_no_nesting_past_other_steps() -> None:
    """A step between the Special Summon and the sentence that is not the Deck's own: the
    sentence is not read into the optional part."""
    assert unread(
        SPELL,
        "You can Special Summon 1 Level 4 monster from your hand face-up to your field. Destroy "
        "1 card on your opponent's field. This turn, the monster Special Summoned by this effect "
        "cannot attack.",
    )
