"""Trap timings: the event a Trap answers, what must hold then and the cost paid, each compiled
from a made-up clause and played on a board; and the effect's words for the event's cards
("the attacking monster", "the attack target", "that monster" after a summon)."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, play
from tests.engine.conftest import Board
from tests.engine.text.text_support import board_playing, compiled, missing, round_trip
from validator.engine import actor
from validator.engine.lasting import atk_of
from validator.engine.state import ATK, DEF, FACEDOWN, OFF, SET, State

TRAP = 16768  # a Normal Trap: the card that plays each made-up text
FILLER = 15154  # Dark Sorcerer: DARK Spellcaster, Level 4, 1500/0
DM = 15410  # Dark Magician: DARK Spellcaster, Level 7, 2500/2100
CAT = 15159  # Straynge Cat: EARTH Spellcaster, Level 1, 0/1400
SKULL = 15781  # Summoned Skull: DARK Fiend, Level 6, 2500/1200
BEWD = 15184  # Blue-Eyes White Dragon: LIGHT Dragon, Level 8, 3000/2500
DARK_HOLE = 18398  # Spell: destroy every monster on the field


def trap_of(text: str, requirement: str) -> dict:
    """The one effect of a Trap compiled from its requirement and effect."""
    encoding = compiled(TRAP, text, requirement=requirement)
    (effect,) = encoding["effects"]
    assert effect["kind"] == "trap"
    return encoding


def trap_set(
    encoding: dict, mine: list[int], theirs: list[int] = (), owner: int = 1
) -> tuple[Board, State, int]:
    """A game with the Trap Set on `owner`'s field (player 0 the turn player) and these cards
    left in the Decks: the board, the state and the Trap."""
    board = board_playing(encoding)
    cards = ([*mine], [*theirs])
    cards[owner].insert(0, TRAP)
    s = board.game(cards=cards)
    return board, s, board.spell(s, owner, TRAP, SET)


def attack(s, attacker, target=None) -> None:
    play(s, "battle", f"attack {attacker}" + ("" if target is None else f" {target}"))


# ------------------------------------------------------------------------------ attacks


def test_an_attack_by_a_described_monster_opens_the_timing_and_names_the_attacker() -> None:
    encoding = trap_of(
        "Destroy the attacking monster.",
        "When an opponent's Level 7 or higher monster declares an attack.",
    )
    effect = encoding["effects"][0]
    assert effect["trigger"] == {"event": "attack", "whose": "opp", "filter": {"level_min": 7}}
    assert effect["effect"] == [{"op": "destroy", "target": "subject"}]
    board, s, trap = trap_set(encoding, [FILLER, DM])
    low, high = board.monster(s, 0, FILLER), board.monster(s, 0, DM)
    attack(s, low)
    assert s.window is None and s.lp[1] == 8000 - 1500  # a Level 4 attacker: no timing
    play(s, f"attack {high}")
    assert actor(s) == 1 and activations(s, trap) == [()]
    play(s, f"act {trap}")
    assert s.pos[high] == OFF and high in s.gy[0] and s.lp[1] == 8000 - 1500


def test_an_attack_targeting_a_face_up_monster_reads_the_target_when_activated() -> None:
    encoding = trap_of(
        "The attack target gains 1200 ATK until the end of this turn.",
        "When your opponent's monster declares an attack targeting your face-up Spellcaster "
        "Type monster.",
    )
    effect = encoding["effects"][0]
    assert effect["trigger"] == {"event": "attack", "whose": "opp", "how": ["monster"]}
    assert effect["condition"] == [
        {"cond": "attack_target", "filter": {"kind": "monster", "race": "Spellcaster"}}
    ]
    assert effect["effect"] == [
        {"op": "gain_atk", "target": "attack_target", "amount": 1200, "until": "end_of_turn"}
    ]
    board, s, trap = trap_set(encoding, [DM, DM], [FILLER, FILLER])
    a, b = board.monster(s, 0, DM), board.monster(s, 0, DM)
    hidden = board.monster(s, 1, FILLER, FACEDOWN)
    shown = board.monster(s, 1, FILLER)
    attack(s, a, hidden)
    assert s.window is None  # a face-down monster: no Type to read
    assert s.pos[hidden] == OFF
    play(s, f"attack {b} {shown}")
    play(s, f"act {trap}")
    assert atk_of(s, shown) == 2700 and s.pos[b] == OFF and s.lp[0] == 8000 - 200
    play(s, "end")
    assert atk_of(s, shown) == 1500


def test_a_direct_attack_with_a_cost_paid_on_activation() -> None:
    encoding = trap_of(
        "Negate the attack.", "When an opponent's monster declares a direct attack, pay 700 LP."
    )
    effect = encoding["effects"][0]
    assert effect["trigger"] == {"event": "attack", "whose": "opp", "how": ["direct"]}
    assert effect["cost"] == [{"op": "pay_lp", "amount": 700}]
    board, s, trap = trap_set(encoding, [DM])
    a = board.monster(s, 0, DM)
    attack(s, a)
    play(s, f"act {trap}")
    assert s.lp == [8000, 8000 - 700] and trap in s.gy[1]


# ------------------------------------------------------------------------------ summons


def test_a_normal_summon_is_a_normal_or_tribute_summon_and_that_monster_is_the_summoned_one():
    encoding = trap_of(
        "Destroy that monster.",
        "When your opponent Normal Summons a monster with 2000 or more ATK, send 1 card from "
        "your hand to the GY.",
    )
    effect = encoding["effects"][0]
    assert effect["trigger"] == {
        "event": "summon",
        "whose": "opp",
        "how": ["normal", "tribute"],
        "filter": {"atk_min": 2000},
    }
    assert effect["picks"] == [{"from": "own_hand"}]
    assert effect["cost"] == [{"op": "send", "target": {"pick": 0}}]
    assert effect["effect"] == [{"op": "destroy", "target": "subject"}]  # not the card sent
    board, s, trap = trap_set(encoding, [FILLER, SKULL], [CAT])
    sent = board.hand(s, 1, CAT)
    low = board.hand(s, 0, FILLER)
    play(s, f"summon {low}")
    assert s.window is None  # 1500 ATK
    skull = board.hand(s, 0, SKULL)
    play(s, f"summon {skull} {low}")
    assert actor(s) == 1 and activations(s, trap) == [(sent,)]
    play(s, f"act {trap} {sent}")
    assert s.pos[skull] == OFF and sent in s.gy[1]


def test_a_summon_while_they_have_no_other_monsters() -> None:
    encoding = trap_of(
        "Change that monster to face-down Defense Position.",
        "When your opponent Normal or Special Summons a Level 4 or lower monster while they "
        "have no other monsters on their field.",
    )
    effect = encoding["effects"][0]
    assert effect["trigger"] == {"event": "summon", "whose": "opp", "filter": {"level_max": 4}}
    assert effect["condition"] == [{"cond": "subject_alone"}]
    board, s, trap = trap_set(encoding, [FILLER, CAT])
    first = board.hand(s, 0, FILLER)
    play(s, f"summon {first}")
    assert activations(s, trap) == [()]
    play(s, "pass")
    cat = board.hand(s, 0, CAT)
    play(s, f"summon {cat}")
    assert s.window is None or activations(s, trap) == []  # another monster is there
    s2 = board.game(cards=([CAT], [TRAP]))
    trap = board.spell(s2, 1, TRAP, SET)
    cat = board.hand(s2, 0, CAT)
    play(s2, f"summon {cat}")
    play(s2, f"act {trap}")
    assert s2.pos[cat] == FACEDOWN


def test_a_face_up_summon_and_a_player_summon_render_back() -> None:
    encoding = trap_of(
        "Draw 1 card.",
        "When your opponent Normal or Special Summons a Level 7 or higher monster(s) face-up.",
    )
    effect = encoding["effects"][0]
    assert effect["trigger"] == {"event": "summon", "whose": "opp", "filter": {"level_min": 7}}
    assert effect["condition"] == [{"cond": "subject", "filter": {"kind": "monster"}}]
    for text in (
        "When your opponent Special Summons a monster(s) with 1000 or more ATK face-up",
        "When a player Normal or Special Summons a monster",
        "When a Spell/Trap Card(s) on your field is destroyed by an opponent's card effect",
    ):
        assert round_trip("timing", text) == text


# ------------------------------------------------------------------------------ destruction


def test_destroyed_by_an_opponents_attack_is_not_destroyed_attacking() -> None:
    encoding = trap_of(
        "Draw 1 card.",
        "When a Spellcaster Type monster on your field is destroyed by an opponent's attack.",
    )
    effect = encoding["effects"][0]
    assert effect["trigger"] == {
        "event": "destroyed",
        "whose": "own",
        "how": ["battle"],
        "attacker": "opp",
        "filter": {"kind": "monster", "race": "Spellcaster"},
    }
    board = board_playing(encoding)
    # The turn player's monster attacks and is destroyed: its own Trap does not answer.
    s = board.game(cards=([FILLER, TRAP], [DM]))
    mine = board.monster(s, 0, FILLER)
    theirs = board.monster(s, 1, DM)
    own_trap = board.spell(s, 0, TRAP, SET)
    attack(s, mine, theirs)
    assert s.pos[mine] == OFF and s.window is None and s.pos[own_trap] == SET
    # The opponent attacks and destroys the monster: the Trap answers.
    s = board.game(cards=([DM], [FILLER, TRAP]))
    a = board.monster(s, 0, DM)
    target = board.monster(s, 1, FILLER)
    trap = board.spell(s, 1, TRAP, SET)
    attack(s, a, target)
    assert s.pos[target] == OFF and actor(s) == 1 and activations(s, trap) == [()]
    hand = len(s.hand[1])
    play(s, f"act {trap}")
    assert len(s.hand[1]) == hand + 1


def test_destroyed_by_an_opponents_card_effect_answers_their_spell() -> None:
    encoding = trap_of(
        "Draw 1 card.",
        "When a monster(s) on your field is destroyed by an opponent's attack or their card "
        "effect.",
    )
    effect = encoding["effects"][0]
    assert effect["trigger"] == {
        "event": "destroyed",
        "whose": "own",
        "by": "opp",
        "attacker": "opp",
        "filter": {"kind": "monster"},
    }
    board, s, trap = trap_set(encoding, [DARK_HOLE], [FILLER])
    board.monster(s, 1, FILLER)
    hole = board.hand(s, 0, DARK_HOLE)
    play(s, f"act {hole}")
    assert actor(s) == 1 and activations(s, trap) == [()]


# ------------------------------------------------------------------------------ others


def test_after_an_opponent_activates_a_spell() -> None:
    encoding = trap_of("Draw 1 card.", "After your opponent activates a Spell Card.")
    effect = encoding["effects"][0]
    assert effect["trigger"] == {"event": "activate", "whose": "opp", "how": ["spell"]}
    board, s, trap = trap_set(encoding, [DARK_HOLE], [FILLER])
    board.monster(s, 1, FILLER)
    hole = board.hand(s, 0, DARK_HOLE)
    play(s, f"act {hole}")
    assert activations(s, trap) == [()]


def test_a_timing_with_a_condition_after_and() -> None:
    encoding = trap_of(
        "The attacking monster loses 600 ATK until the end of this turn.",
        "When an opponent's monster declares an attack and you have 2 or more Dragon Type "
        "monsters in your GY.",
    )
    effect = encoding["effects"][0]
    assert effect["condition"] == [
        {"cond": "has", "from": "own_gy", "filter": {"kind": "monster", "race": "Dragon"}, "min": 2}
    ]
    board, s, trap = trap_set(encoding, [DM], [BEWD, BEWD])
    a = board.monster(s, 0, DM)
    board.gy(s, 1, BEWD)
    attack(s, a)
    assert s.window is None or activations(s, trap) == []
    assert s.pos[a] == ATK


def test_an_attack_targeting_an_attack_position_monster() -> None:
    encoding = trap_of(
        "Negate the attack.",
        "When an opponent's monster declares an attack targeting your Attack Position "
        "Spellcaster Type monster.",
    )
    effect = encoding["effects"][0]
    assert effect["condition"] == [
        {
            "cond": "attack_target",
            "filter": {"kind": "monster", "race": "Spellcaster"},
            "position": "attack",
        }
    ]
    board, s, trap = trap_set(encoding, [DM, DM], [FILLER, CAT])
    a, b = board.monster(s, 0, DM), board.monster(s, 0, DM)
    guard = board.monster(s, 1, CAT, DEF)
    target = board.monster(s, 1, FILLER)
    attack(s, a, guard)
    assert s.window is None and s.pos[guard] == OFF  # in Defense Position
    play(s, f"attack {b} {target}")
    play(s, f"act {trap}")
    assert s.pos[target] == ATK and s.lp == [8000, 8000]


def test_a_normal_draw_in_the_draw_phase() -> None:
    encoding = trap_of(
        "Gain 300 LP.", "When your opponent conducts a normal draw during the Draw Phase."
    )
    effect = encoding["effects"][0]
    assert effect["trigger"] == {"event": "draw", "whose": "opp", "how": ["normal"]}
    _, s, trap = trap_set(encoding, [], owner=0)
    play(s, "end")
    assert s.tp == 1 and actor(s) == 0 and activations(s, trap) == [()]
    play(s, f"act {trap}")
    assert s.lp[0] == 8300


def test_a_summon_during_their_turn_and_a_timing_during_your_opponents_turn() -> None:
    for requirement in (
        "When your opponent Normal or Special Summons a monster during their turn.",
        "During your opponent's turn, when your opponent Normal or Special Summons a monster.",
    ):
        encoding = trap_of("Gain 300 LP.", requirement)
        effect = encoding["effects"][0]
        assert effect["trigger"] == {"event": "summon", "whose": "opp"}
        assert effect["condition"] == [{"cond": "turn", "whose": "opp"}]
        assert round_trip("timing", requirement) == requirement.rstrip(".")
        board, s, trap = trap_set(encoding, [FILLER])
        low = board.hand(s, 0, FILLER)
        play(s, f"summon {low}")
        assert activations(s, trap) == [()]


# ------------------------------------------------------------------------------ that battle


def _answering_an_attack(encoding: dict) -> tuple[State, int, int, int]:
    """The Trap activated against the first of two attacking Dark Magicians, attacking the
    Trap player's Dark Magician: the state, the two attackers and the attack target."""
    board, s, trap = trap_set(encoding, [DM, DM], [DM])
    a, b = board.monster(s, 0, DM), board.monster(s, 0, DM)
    mine = board.monster(s, 1, DM)
    attack(s, a, mine)
    play(s, f"act {trap}")
    return s, a, b, mine


def test_monsters_cannot_be_destroyed_by_that_battle_only() -> None:
    encoding = trap_of(
        "Monsters cannot be destroyed by that battle.",
        "When an opponent's monster declares an attack targeting your face-up Level 7 or "
        "higher monster.",
    )
    assert encoding["effects"][0]["effect"] == [
        {"op": "protect", "target": "subject", "from": "battle", "until": "end_of_battle"},
        {"op": "protect", "target": "attack_target", "from": "battle", "until": "end_of_battle"},
    ]
    s, a, b, mine = _answering_an_attack(encoding)
    assert s.pos[a] == s.pos[mine] == ATK  # 2500 against 2500, neither destroyed
    play(s, f"attack {b} {mine}")  # another battle: no protection left
    assert s.pos[b] == s.pos[mine] == OFF and s.pos[a] == ATK


def test_that_battle_ends_when_its_attack_is_negated() -> None:
    encoding = trap_of(
        "The attack target cannot be destroyed by that battle. Then, negate the attack.",
        "When an opponent's monster declares an attack.",
    )
    s, _, b, mine = _answering_an_attack(encoding)
    assert s.lasting  # the protection waits for a battle that never comes
    play(s, f"attack {b} {mine}")
    assert s.pos[b] == s.pos[mine] == OFF and not s.lasting


def test_that_battle_is_only_the_battle_of_an_attack_answered() -> None:
    unread = missing(
        TRAP,
        "Monsters cannot be destroyed by that battle.",
        "When your opponent Normal Summons a monster.",
    )
    assert [m["clause"] for m in unread] == [1]


def test_you_choose_the_monster_your_opponent_attacks() -> None:
    encoding = trap_of(
        "You choose which of your monsters becomes the attack target for your opponent's attack.",
        "When an opponent's monster declares an attack.",
    )
    effect = encoding["effects"][0]
    assert effect["picks"] == [{"from": "own_monsters"}]
    assert effect["effect"] == [{"op": "redirect_attack", "target": {"pick": 0}}]
    board, s, trap = trap_set(encoding, [FILLER], [CAT, DM])
    a = board.monster(s, 0, FILLER)
    cat = board.monster(s, 1, CAT, DEF)
    dm = board.monster(s, 1, DM)
    attack(s, a, cat)
    play(s, f"act {trap}", f"pick {dm}")
    assert s.pos[a] == OFF and s.pos[cat] == DEF and s.lp == [7000, 8000]
