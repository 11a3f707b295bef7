"""The ifyou12_sent productions: a part that applies when this effect sent cards to the GY, said
after a Fusion Summon, after other steps, or after an optional mill; each compiled from a
made-up clause and played on a board, where it applies and where it must not."""

from __future__ import annotations

from tests.engine.cards.card_support import on_top, play
from tests.engine.text.text_support import (
    activated_with_top,
    board_playing,
    compiled,
    first_effect,
    unread,
)

MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster
WITCH = 15178  # Sevens Road Witch: a Level 6 DARK Spellcaster
MASTER = 17308  # Master of the Sevens Road: "Sevens Road Magician" + "Sevens Road Witch"
SPELL = 22030  # Miracle Secret Arts, a Normal Spell (its text made up here)
CAT = 15159  # Straynge Cat: EARTH Spellcaster, Level 1
SKULL = 15781  # Summoned Skull: DARK Fiend, Level 6
BLAST = 15353  # Inferno Fire Blast: a Spell

FUSION = (
    "Fusion Summon by sending face-up Spellcaster Type monsters on your field to the GY as "
    "material."
)


def _fused(named: str) -> tuple[int, int]:
    """The Fusion Spell played with the Magician and the Witch as materials: LP, cards drawn."""
    encoding = compiled(
        SPELL, f'{FUSION} If you sent "{named}" to the GY by this effect, you can also draw 1 card.'
    )
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, MAGICIAN, WITCH], []), extra=([MASTER], []))
    spell = board.hand(s, 0, SPELL)
    board.monster(s, 0, MAGICIAN)
    board.monster(s, 0, WITCH)
    play(s, f"act {spell}", "position 1")
    if s.resolving is not None:
        play(s, "accept")
    assert s.resolving is None and s.extra[0] == []
    return len(s.hand[0]), len(s.gy[0])


def test_a_material_of_the_fusion_summon_sent() -> None:
    encoding = compiled(
        SPELL, f'{FUSION} If you sent "Sevens Road Witch" to the GY by this effect, draw 1 card.'
    )
    assert first_effect(encoding)[1] == {
        "op": "if",
        "condition": [{"cond": "materials", "filter": {"ids": [WITCH]}}],
        "then": [{"op": "draw", "count": 1}],
    }
    assert _fused("Sevens Road Witch") == (1, 3)
    assert _fused("Summoned Skull") == (0, 3)  # no such material: nothing drawn


def _excavated(top: int) -> tuple[list[int], int]:
    encoding = compiled(
        MAGICIAN,
        "Excavate the top 2 cards of your Deck. You can send 1 excavated monster to the GY. "
        'Shuffle the other cards into the Deck. If you sent "Summoned Skull" to the GY by this '
        "effect, you can destroy 1 face-up card on your opponent's field.",
    )
    assert first_effect(encoding)[-1]["condition"] == [
        {"cond": "count", "count": {"counter": "sent", "filter": {"ids": [SKULL]}}, "min": 1}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SKULL, CAT], [CAT]))
    magician = board.monster(s, 0, MAGICIAN)
    victim = board.monster(s, 1, CAT)
    cards = on_top(s, 0, SKULL, CAT)
    chosen = cards[[SKULL, CAT].index(top)]
    play(s, f"act {magician}", f"pick {chosen}")
    if s.resolving is not None:
        play(s, f"pick {victim}")
    assert s.resolving is None and chosen in s.gy[0]
    return s.gy[1], victim


def test_a_card_sent_by_an_earlier_step() -> None:
    gy, victim = _excavated(SKULL)
    assert gy == [victim]
    gy, victim = _excavated(CAT)  # the Cat sent, not the Skull
    assert gy == []


def test_so_many_cards_of_a_kind_sent() -> None:
    encoding = compiled(
        MAGICIAN,
        "Send the top 3 cards of your Deck to the GY. If you sent 2 or more Spellcaster Type "
        "monsters to the GY by this effect, gain 500 LP.",
    )
    assert first_effect(encoding)[1]["condition"] == [
        {
            "cond": "count",
            "count": {"counter": "sent", "filter": {"kind": "monster", "race": "Spellcaster"}},
            "min": 2,
        }
    ]
    for top, lp in (((CAT, SKULL, CAT), 8500), ((CAT, SKULL, BLAST), 8000)):
        s = activated_with_top(encoding, [MAGICIAN, CAT, CAT, SKULL, BLAST], top)
        assert s.resolving is None and len(s.gy[0]) == 3 and s.lp[0] == lp


def test_a_card_sent_from_the_deck_by_an_optional_mill() -> None:
    encoding = compiled(
        MAGICIAN,
        "Draw 1 card. You can send 2 cards from the top of your Deck to the GY. If you sent a "
        "card from the Deck to the GY, you can also send 2 cards from the top of your "
        "opponent's Deck to the GY.",
    )
    assert first_effect(encoding)[1]["then"][1] == {
        "op": "if",
        "condition": [{"cond": "moved"}],
        "then": [{"op": "may", "then": [{"op": "mill", "count": 2, "who": "opp"}]}],
    }
    for accept, sent in ((True, 2), (False, 0)):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN], []))
        magician = board.monster(s, 0, MAGICIAN)
        play(s, f"act {magician}", "accept" if accept else "decline")
        if accept:
            play(s, "accept")
        assert s.resolving is None and len(s.gy[0]) == sent and len(s.gy[1]) == sent


def test_near_misses_are_not_read() -> None:
    # Destroyed cards go to the GY too, but were not sent.
    assert unread(
        MAGICIAN,
        'Destroy 1 monster on your opponent\'s field. Draw 1 card. If you sent "Summoned Skull" '
        "to the GY by this effect, draw 1 card.",
    )
    # Nothing sent at all.
    assert unread(
        MAGICIAN, 'Draw 1 card. If you sent "Summoned Skull" to the GY by this effect, draw 1 card.'
    )
    # The opponent's Deck, not "the Deck" of yours.
    assert unread(
        MAGICIAN,
        "You can send 2 cards from the top of your opponent's Deck to the GY. If you sent a card "
        "from the Deck to the GY, draw 1 card.",
    )


def test_so_many_monsters_of_a_type_named_alone() -> None:
    encoding = compiled(
        MAGICIAN,
        "Send the top 2 cards of your Deck to the GY. If you sent 2 or more Spellcaster "
        "monsters to the GY by this effect, you can also draw 1 card.",
    )
    sent = {"counter": "sent", "filter": {"kind": "monster", "race": "Spellcaster"}}
    assert first_effect(encoding)[1]["condition"] == [{"cond": "count", "count": sent, "min": 2}]
    for top, drawn in (((CAT, CAT), 1), ((CAT, SKULL), 0)):
        s = activated_with_top(encoding, [MAGICIAN, CAT, CAT, SKULL], top)
        if drawn:
            play(s, "accept")
        assert s.resolving is None and len(s.hand[0]) == drawn
