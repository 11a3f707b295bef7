"""The ifyou12_chose productions: a part that applies when the card this effect chose, selected,
added or Special Summoned, or the card its requirement placed, was of some kind; each compiled
from a made-up clause and played on a board, where it applies and where it must not."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, choices, on_top, play, verbs
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.state import FACEDOWN, State

MAGICIAN = 15150  # Sevens Road Magician: the monster whose (made-up) effect is played
SPELL = 15160  # a Normal Spell (its text made up here)
CAT = 15159  # Straynge Cat: EARTH Spellcaster, Level 1
WITCH = 15178  # Sevens Road Witch: DARK Spellcaster, Level 6
SKULL = 15781  # Summoned Skull: a Legend Normal Monster, DARK Fiend, Level 6
BLAST = 15353  # Inferno Fire Blast: a Spell
FUSION = 16934  # Fusion: a Spell


def _finish(s: State) -> None:
    """Answer what the resolution still asks: accept an optional part, else the first choice
    offered (the order of the cards placed)."""
    while s.resolving is not None:
        play(s, "accept" if "accept" in verbs(s) else verbs(s)[0])


def test_the_one_card_the_effect_chose() -> None:
    encoding = compiled(
        MAGICIAN,
        "Excavate the top 3 cards of your Deck. You can add 1 excavated monster to your hand. "
        "Place the other cards on the bottom of your Deck in any order. If you chose a Fiend "
        "Type monster by this effect, you can also gain 1000 LP.",
    )
    assert first_effect(encoding)[-1]["condition"] == [
        {"cond": "pick_is", "pick": 0, "filter": {"kind": "monster", "race": "Fiend"}}
    ]
    for chosen, lp in ((SKULL, 9000), (CAT, 8000), (None, 8000)):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN, SKULL, CAT, BLAST], []))
        magician = board.monster(s, 0, MAGICIAN)
        cards = dict(zip((SKULL, CAT, BLAST), on_top(s, 0, SKULL, CAT, BLAST), strict=True))
        play(s, f"act {magician}", f"pick {cards[chosen]}" if chosen else "decline")
        _finish(s)
        assert s.lp[0] == lp and len(s.hand[0]) == (1 if chosen else 0)


def test_one_of_the_cards_chosen_of_a_kind() -> None:
    encoding = compiled(
        SPELL,
        "Change the battle position of up to 2 face-up monsters on your opponent's field to "
        "face-down Defense Position. If you choose a monster with 2500 or higher original ATK, "
        "you also gain 1000 LP.",
    )
    assert first_effect(encoding)[0] == {"op": "to_facedown", "target": {"pick": 0}}
    assert first_effect(encoding)[1]["condition"] == [
        {"cond": "pick_is", "pick": 0, "filter": {"kind": "monster", "original_atk_min": 2500}}
    ]
    for chosen, lp in (((SKULL, CAT), 9000), ((CAT,), 8000)):
        board = board_playing(encoding)
        s = board.game(cards=([SPELL], [SKULL, CAT]))
        spell = board.hand(s, 0, SPELL)
        cards = {card: board.monster(s, 1, card) for card in (SKULL, CAT)}
        play(s, f"act {spell}")
        (way,) = [c for c in choices(s) if set(c) == {cards[card] for card in chosen}]
        play(s, f"pick {' '.join(map(str, way))}")
        assert s.resolving is None and s.lp[0] == lp
        assert all(s.pos[cards[card]] == FACEDOWN for card in chosen)


def test_a_monster_chosen_on_either_field_is_left_unread() -> None:
    # Whose monster counts is left unsaid in English (the Japanese text says the opponent's).
    assert unread(
        SPELL,
        "Change the battle position of up to 2 face-up monsters on either field to face-down "
        "Defense Position. If you choose a monster with 2500 or higher original ATK, you also "
        "gain 1000 LP.",
    ) == ["If you choose a monster with N or higher original ATK, you also gain N LP"]


def test_the_card_selected_either_way() -> None:
    encoding = compiled(
        MAGICIAN,
        "Select 1 Spellcaster Type monster in your GY and add it to your hand or Special Summon "
        'it face-up to your field. If you selected "Straynge Cat" by this effect, you can draw '
        "1 card.",
    )
    assert first_effect(encoding)[1]["condition"] == [
        {
            "cond": "any",
            "conditions": [
                {"cond": "pick_is", "pick": 0, "filter": {"ids": [CAT]}},
                {"cond": "pick_is", "pick": 1, "filter": {"ids": [CAT]}},
            ],
        }
    ]
    for selected, summon, drawn in ((CAT, True, 1), (CAT, False, 1), (WITCH, True, 0)):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN, selected], []))
        magician = board.monster(s, 0, MAGICIAN)
        card = board.gy(s, 0, selected)
        play(s, f"act {magician}")
        play(s, f"pick {card}" if summon else "decline")
        if not summon and choices(s):
            play(s, f"pick {card}")
        if s.resolving is not None and "position 1" in verbs(s):
            play(s, "position 1")
        _finish(s)
        assert (card in s.hand[0]) != summon
        assert len(s.hand[0]) == drawn + (0 if summon else 1)


def test_as_many_cards_added_as_the_choice_allowed() -> None:
    encoding = compiled(
        MAGICIAN,
        "Excavate the top 3 cards of your Deck. You can add 1 excavated Fiend Type monster "
        'and/or 1 "Fusion" to your hand. Place the other cards on the bottom of your Deck in any '
        "order. If you added 2 cards to your hand by this effect, send 1 card from your hand to "
        "the GY.",
    )
    added = {"counter": "number", "of": {"pick": 0}}
    assert first_effect(encoding)[-1]["condition"] == [{"cond": "count", "count": added, "min": 2}]
    for both in (True, False):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN, SKULL, FUSION, BLAST], []))
        magician = board.monster(s, 0, MAGICIAN)
        skull, fusion, _ = on_top(s, 0, SKULL, FUSION, BLAST)
        play(s, f"act {magician}")
        (taken,) = [c for c in choices(s) if set(c) == ({skull, fusion} if both else {skull})]
        play(s, f"pick {' '.join(map(str, taken))}")
        if both:  # one card left to place; a card just added may be the one sent
            assert sorted(choices(s)) == sorted([(skull,), (fusion,)])
            play(s, f"pick {fusion}")
        _finish(s)  # the order of the other cards
        assert s.resolving is None
        assert s.hand[0] == [skull] and s.gy[0] == ([fusion] if both else [])


def _summoned(text: str, summoned: int) -> int:
    encoding = compiled(
        SPELL,
        f"Special Summon 1 monster from your GY face-up to your field. If you Special Summoned "
        f"{text} by this effect, draw 1 card.",
    )
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, summoned], []))
    spell = board.hand(s, 0, SPELL)
    card = board.gy(s, 0, summoned)
    play(s, f"act {spell}")
    if s.resolving is not None and "position 1" in verbs(s):
        play(s, "position 1")
    assert s.resolving is None and card not in s.gy[0]
    return len(s.hand[0])


def test_a_monster_other_than_a_name_special_summoned() -> None:
    encoding = compiled(
        SPELL,
        "Special Summon 1 monster from your GY face-up to your field. If you Special Summoned a "
        'monster other than "Straynge Cat" by this effect, draw 1 card.',
    )
    assert first_effect(encoding)[1]["condition"] == [
        {"cond": "moved", "filter": {"kind": "monster", "not_ids": [CAT]}}
    ]
    assert _summoned('a monster other than "Straynge Cat"', WITCH) == 1
    assert _summoned('a monster other than "Straynge Cat"', CAT) == 0


def test_a_monster_of_either_description_special_summoned() -> None:
    either = '"Straynge Cat" or a Legend Normal Monster'
    encoding = compiled(
        SPELL,
        f"Special Summon 1 monster from your GY face-up to your field. If you Special Summoned "
        f"{either} by this effect, draw 1 card.",
    )
    assert first_effect(encoding)[1]["condition"] == [
        {
            "cond": "moved",
            "filter": {
                "any_of": [{"ids": [CAT]}, {"kind": "monster", "normal": True, "legend": True}]
            },
        }
    ]
    assert _summoned(either, CAT) == 1
    assert _summoned(either, SKULL) == 1
    assert _summoned(either, WITCH) == 0


def test_the_card_placed_to_meet_the_requirement() -> None:
    encoding = compiled(
        MAGICIAN,
        'Draw 1 card. If you placed "Inferno Fire Blast" or "Fusion" on the top or bottom of your '
        "Deck to meet the requirement, you can also draw 1 card.",
        "Place 1 Spell Card from your GY on either the top or bottom of your Deck.",
    )
    placed = {"counter": "number", "of": "cost", "filter": {"ids": [BLAST, FUSION]}}
    assert first_effect(encoding)[1]["condition"] == [{"cond": "count", "count": placed, "min": 1}]
    for spell, drawn in ((BLAST, 2), (FUSION, 2), (SPELL, 1)):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN, spell], []))
        magician = board.monster(s, 0, MAGICIAN)
        board.gy(s, 0, spell)
        way = activations(s, magician)[0]
        play(s, f"act {magician} {' '.join(map(str, way))}")
        _finish(s)
        assert len(s.hand[0]) == drawn and s.gy[0] == []


def test_near_misses_are_not_read() -> None:
    # Two choices: which one "you chose" is not said.
    assert unread(
        MAGICIAN,
        "Add 1 monster from your GY to your hand. You can add 1 Spell Card from your GY to your "
        "hand. If you chose a Fiend Type monster by this effect, gain 1000 LP.",
    )
    # A requirement that sends, not places.
    assert unread(
        MAGICIAN,
        'Draw 1 card. If you placed "Fusion" on the top or bottom of your Deck to meet the '
        "requirement, draw 1 card.",
        "Send 1 card from your hand to the GY.",
    )
