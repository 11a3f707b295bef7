"""The turn this card was Normal Summoned by Tributing monsters of a kind: compiled from the
text of real cards and played on a board, the Tributes judged as they stood on the field."""

from __future__ import annotations

from tests.engine.cards.card_support import play, verbs
from tests.engine.conftest import FILLER
from tests.engine.text.text_support import board_playing, compiled, round_trip, unread
from validator.engine.state import FACEDOWN, TRIBUTES_MET

PROGROCK = 19761  # Royal Rebel's Progrock: a Level 8 monster (2 Tributes)
WYVERN = 20613  # Contact Dark Matter Wyvern: a Level 5 monster (1 Tribute)
MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster
HYDRO = 15153  # Hydro Magician: a Level 5 Spellcaster Normal Monster
FIEND = 15154  # Dark Sorcerer: a Level 4 monster (the filler)

DRAW = "Draw 1 card."


def _summoned(card: int, requirement: str, tributes: list[int], down: tuple[int, ...] = ()):
    """A game in which `card` was just Tribute Summoned with these monsters (those numbered in
    `down` face-down); the state and the summoned instance."""
    encoding = compiled(card, DRAW, requirement)
    board = board_playing(encoding)
    s = board.game(cards=([card, *tributes], []))
    placed = [board.monster(s, 0, t, FACEDOWN if i in down else 1) for i, t in enumerate(tributes)]
    summoned = board.hand(s, 0, card)
    play(s, f"summon {summoned} {' '.join(map(str, placed))}")
    return s, summoned


def test_by_tributing_a_level_5_or_higher_monster() -> None:
    text = "During the turn you Normal Summoned this card by Tributing a Level 5 or higher monster."
    assert round_trip("requirement", text) == text[:-1]
    assert compiled(PROGROCK, DRAW, text)["effects"][0]["condition"] == [
        {"cond": "tributed", "filter": {"level_min": 5}}
    ]
    s, summoned = _summoned(PROGROCK, text, [MAGICIAN, FILLER])
    assert s.flags[summoned] & TRIBUTES_MET  # one of the two was Level 5 or higher
    assert f"act {summoned}" in verbs(s)
    s, summoned = _summoned(PROGROCK, text, [FILLER, FILLER])
    assert f"act {summoned}" not in verbs(s)


def test_two_monsters_of_a_kind_and_a_name() -> None:
    text = (
        "During the turn you Normal Summoned this card by Tributing 2 Level 5 or higher "
        "Spellcaster Type monsters."
    )
    assert compiled(PROGROCK, DRAW, text)["effects"][0]["condition"] == [
        {"cond": "tributed", "filter": {"level_min": 5, "race": "Spellcaster"}, "count": 2}
    ]
    s, summoned = _summoned(PROGROCK, text, [MAGICIAN, HYDRO])
    assert f"act {summoned}" in verbs(s)
    s, summoned = _summoned(PROGROCK, text, [MAGICIAN, FILLER])
    assert f"act {summoned}" not in verbs(s)  # only one of them
    named = 'During the turn you Normal Summoned this card by Tributing "Hydro Magician".'
    s, summoned = _summoned(PROGROCK, named, [HYDRO, MAGICIAN])
    assert f"act {summoned}" in verbs(s)
    s, summoned = _summoned(PROGROCK, named, [MAGICIAN, MAGICIAN])
    assert f"act {summoned}" not in verbs(s)


def test_by_tributing_a_face_down_monster_with_a_cost() -> None:
    text = (
        "During the turn you Normal Summoned this card by Tributing a face-down monster, send "
        "the top card of your Deck to the GY."
    )
    encoding = compiled(WYVERN, DRAW, text)
    assert encoding["effects"][0]["condition"] == [{"cond": "tributed", "facedown": True}]
    s, summoned = _summoned(WYVERN, text, [FILLER], down=(0,))
    hand = len(s.hand[0])
    play(s, f"act {summoned}")
    assert len(s.hand[0]) == hand + 1
    s, summoned = _summoned(WYVERN, text, [FILLER])
    assert f"act {summoned}" not in verbs(s)  # a face-up Tribute


def test_the_next_turn_and_a_set_do_not_count() -> None:
    text = "During the turn you Normal Summoned this card by Tributing a face-down monster."
    s, summoned = _summoned(WYVERN, text, [FILLER], down=(0,))
    s.flags[summoned] = 0  # (what the end of the turn does)
    assert f"act {summoned}" not in verbs(s)
    encoding = compiled(WYVERN, DRAW, text)
    board = board_playing(encoding)
    s = board.game(cards=([WYVERN, FILLER], []))
    tribute = board.monster(s, 0, FILLER, FACEDOWN)
    wyvern = board.hand(s, 0, WYVERN)
    play(s, f"set {wyvern} {tribute}")
    assert not s.flags[wyvern] & TRIBUTES_MET  # a Set is no summon


def test_near_misses_do_not_compile() -> None:
    # a Spell is never Normal Summoned; a Tribute "up to" or of "all" is no description of one
    assert unread(
        15160, DRAW, "During the turn you Normal Summoned this card by Tributing a monster."
    )
    assert unread(
        PROGROCK,
        DRAW,
        "During the turn you Normal Summoned this card by Tributing up to 2 monsters.",
    )
    # an effect's own "if" is no requirement
    assert unread(
        PROGROCK,
        "If you Normal Summoned this card by Tributing a face-down monster, draw 1 card.",
    )


# ------------------------------------------------------------- Tribute Summon with 3 Tributes

GILFORD = 18582  # Gilford the Lightning: a Level 8 monster
JAR = 20108  # Magnet Citadel Jar: a Level 8 monster
ROCK = 19441  # Destroyer Golem: a Level 4 Rock Type Normal Monster
THREE = "You can Tribute Summon this card in Attack Position by Tributing 3 monsters."
ABOVE = "During the turn you Normal Summoned this card the above way."


def _three_tributes(card: int, summoning: str, tributes: list[int]):
    encoding = compiled(card, DRAW, ABOVE, summoning=summoning)
    board = board_playing(encoding)
    s = board.game(cards=([card, *tributes], []))
    placed = [board.monster(s, 0, t) for t in tributes]
    return s, board.hand(s, 0, card), placed


def test_three_tributes_and_the_above_way() -> None:
    assert round_trip("summoning", THREE) == THREE[:-1]
    encoding = compiled(GILFORD, DRAW, ABOVE, summoning=THREE)
    assert encoding["effects"][0]["condition"] == [{"cond": "tributed", "count": 3}]
    assert encoding["effects"][1]["modifiers"] == [
        {"rule": "many_tributes", "value": 3, "zone": "hand"}
    ]
    s, gilford, (a, b, c) = _three_tributes(GILFORD, THREE, [FILLER, FILLER, FILLER])
    actions = verbs(s)
    assert f"summon {gilford} {a} {b} {c}" in actions
    assert f"set {gilford} {a} {b} {c}" not in actions  # never a Set
    assert f"summon {gilford} {a} {b}" in actions  # the usual 2 Tributes still
    play(s, f"summon {gilford} {a} {b} {c}")
    assert [a, b, c] == s.gy[0][-3:]
    hand = len(s.hand[0])
    play(s, f"act {gilford}")
    assert len(s.hand[0]) == hand + 1
    s, gilford, (a, b, c) = _three_tributes(GILFORD, THREE, [FILLER, FILLER, FILLER])
    play(s, f"summon {gilford} {a} {b}")
    assert f"act {gilford}" not in verbs(s)  # summoned the usual way


def test_three_tributes_of_a_kind() -> None:
    text = "You can Tribute Summon this card in Attack Position by Tributing 3 Rock Type monsters."
    s, jar, (a, b, c) = _three_tributes(JAR, text, [ROCK, ROCK, FILLER])
    assert f"summon {jar} {a} {b} {c}" not in verbs(s)  # one is not a Rock
    s, jar, (a, b, c) = _three_tributes(JAR, text, [ROCK, ROCK, ROCK])
    play(s, f"summon {jar} {a} {b} {c}")
    assert f"act {jar}" in verbs(s)


def test_three_tributes_near_misses() -> None:
    # a Level 4 monster needs no Tribute; "the above way" names a procedure said above
    assert unread(FILLER, DRAW, summoning=THREE)
    assert unread(GILFORD, DRAW, ABOVE)
    assert unread(
        GILFORD,
        DRAW,
        summoning="You can Tribute Summon this card in Attack Position by Tributing 3 monsters "
        "with the same Attribute.",
    )


# ------------------------------------------------------------------- cannot be Tributed

LOCK_CORE = 23056  # Lock Core the Mad Fiend of Despair: a Level 8 monster
DEAD_LOCK = 23060  # Dead Lock the Mad Fiend of Despair: a Level 3 monster
BACHIKA, ICHIKA = 20957, 20956  # Dice Key Bachika, Dice Key Ichika
CONTINUOUS = ("Continuous",)


def _tributing(card: int, text: str, others: list[int]):
    """A board where `card` (playing `text`) and `others` stand face-up on player 0's field
    and Hydro Magician (Level 5) is in hand; the state, the instances and Hydro Magician."""
    encoding = compiled(card, text, effect_types=CONTINUOUS)
    board = board_playing(encoding)
    s = board.game(cards=([card, HYDRO, *others], []))
    placed = [board.monster(s, 0, c) for c in (card, *others)]
    return s, placed, board.hand(s, 0, HYDRO)


def test_cannot_be_tributed_for_a_tribute_summon_nor_a_set() -> None:
    text = "This card cannot be Tributed for a Tribute Summon."
    assert compiled(LOCK_CORE, text, effect_types=CONTINUOUS)["effects"][0]["modifiers"] == [
        {"rule": "untributable"}
    ]
    s, (lock, filler), hydro = _tributing(LOCK_CORE, text, [FILLER])
    actions = verbs(s)
    assert f"summon {hydro} {lock}" not in actions and f"set {hydro} {lock}" not in actions
    assert f"summon {hydro} {filler}" in actions and f"set {hydro} {filler}" in actions
    s.pos[lock] = FACEDOWN  # face-down, its effect is not in force
    assert f"summon {hydro} {lock}" in verbs(s)


def test_cannot_be_tributed_for_a_summon_in_attack_position() -> None:
    text = "This card cannot be Tributed for the Tribute Summon of a monster in Attack Position."
    assert compiled(DEAD_LOCK, text, effect_types=CONTINUOUS)["effects"][0]["modifiers"] == [
        {"rule": "untributable", "value": "attack"}
    ]
    s, (dead,), hydro = _tributing(DEAD_LOCK, text, [])
    actions = verbs(s)
    assert f"summon {hydro} {dead}" not in actions
    assert f"set {hydro} {dead}" in actions  # a Tribute Set may take it


def test_this_card_and_face_up_monsters_of_a_name() -> None:
    text = (
        'This card and face-up "Dice Key Ichika" on your field cannot be Tributed for a Tribute '
        "Summon."
    )
    assert round_trip("static", text) == text[:-1]
    s, (bachika, ichika, filler), hydro = _tributing(BACHIKA, text, [ICHIKA, FILLER])
    actions = verbs(s)
    for tribute in (bachika, ichika):
        assert f"summon {hydro} {tribute}" not in actions
        assert f"set {hydro} {tribute}" not in actions
    assert f"summon {hydro} {filler}" in actions
    assert unread(15160, text)  # a Spell has no Tribute of its own
