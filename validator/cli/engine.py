"""`rushdeck engine`: the effects the engine plays, and positions (new, moves, play)."""

from __future__ import annotations

import json
from pathlib import Path

import click

from validator import jsontext
from validator.cards import load_cards
from validator.cli.app import emit_json, handles_input_errors, json_option, main
from validator.decks import load_deck, refuse_repeated_stdin
from validator.engine import Action, CardTable, State, actor, legal_actions, new_game, play
from validator.engine.coverage import (
    ClauseText,
    clause_reader,
    coverage_lines,
    deck_coverage,
    deck_coverage_lines,
)
from validator.engine.coverage import coverage as coverage_report
from validator.engine.describe import describe
from validator.engine.effects.text.source import card_id_of, english_fields
from validator.engine.events import Event, record_all
from validator.engine.narrate import board_lines, event_line, player
from validator.engine.position import dump, load
from validator.engine.state import PHASE_NAMES
from validator.errors import InputError
from validator.sources.text import card_text

STDIN = "-"


@main.group()
def engine() -> None:
    """The playtest engine: its coverage of card effects, and game positions as JSON."""


@engine.command()
@click.option("--deck", help="How faithfully this deck is played (a file, - or a ydke:// URL).")
@click.option(
    "--min",
    "floor",
    type=click.FloatRange(0, 1),
    help="Exit 1 when the share played exactly (of effect cards, or of the deck's copies) "
    "is below this rate.",
)
@click.option(
    "--text",
    "text_file",
    type=click.Path(dir_okay=False),
    help="A card aggregate (yaml-yugi rush.json) whose text names the missing clauses; "
    "by default the text kept by `rushdeck update --with-text`, if any.",
)
@click.option("--top", default=15, show_default=True, type=click.IntRange(0), help="Clauses.")
@json_option
@handles_input_errors
def coverage(
    deck: str | None, floor: float | None, text_file: str | None, top: int, as_json: bool
) -> None:
    """How many cards of each kind the engine plays exactly (with all their text), the clauses
    most often missing and the cards one clause short; or, with --deck, a deck's share."""
    db = load_cards()
    clause_text = clause_text_of(text_file)
    if deck is not None:
        report = deck_coverage(load_deck(deck, db), db, clause_text)
        rate, lines = report["rate"], deck_coverage_lines(report)
    else:
        report = coverage_report(db, clause_text, top)
        rate, lines = report["effect_rate"], coverage_lines(report)
    if as_json:
        emit_json(report)
    else:
        click.echo("\n".join(lines))
    if floor is not None and rate < floor:
        click.echo(f"below the floor: {rate:.1%} < {floor:.1%}", err=True)
        raise SystemExit(1)


def clause_text_of(text_file: str | None) -> ClauseText:
    """Where the words of missing clauses come from: a card aggregate, else the text cache."""
    if text_file is None:
        return clause_reader(card_text)
    try:
        records = jsontext.loads(Path(text_file).read_bytes(), text_file)
    except OSError as exc:
        raise InputError(f"not a card aggregate ({exc})", source=text_file) from None
    if not isinstance(records, list):
        raise InputError("not a card aggregate (expected a list of cards)", source=text_file)
    fields = {}
    for record in records:
        card_id = card_id_of(record) if isinstance(record, dict) else None
        if card_id is not None:
            fields[card_id] = english_fields(record)
    return clause_reader(lambda card_id: fields.get(card_id, {}))


# ----------------------------------------------------------------------------- positions


def read_position(arg: str, table: CardTable) -> State:
    """The state of a position file (or `-`: stdin); InputError naming the file and why."""
    source = "<stdin>" if arg == STDIN else arg
    with click.open_file(arg, encoding="utf-8") as handle:  # "-" opens stdin
        text = handle.read()
    data = jsontext.loads(text, source)
    try:
        return load(data, table)
    except InputError as exc:
        raise InputError(exc.detail, source=source) from None


@engine.command()
@click.argument("deck")
@click.option("--vs", "opponent", required=True, help="The opposing deck.")
@click.option("--seed", default=0, show_default=True, type=int, help="The game's seed.")
@click.option(
    "--first",
    default="1",
    show_default=True,
    type=click.Choice(["1", "2"]),
    help="Who plays first: DECK (1) or the --vs deck (2).",
)
@click.option(
    "--format",
    "fmt",
    default="rush",
    show_default=True,
    type=click.Choice(["rush"]),
    help="The format whose engine settings apply (today's rules).",
)
@handles_input_errors
def new(deck: str, opponent: str, seed: int, first: str, fmt: str) -> None:
    """Print the opening position of a game of DECK against --vs DECK2 as JSON.

    Each deck is a file, - for stdin, a ydke:// URL or sample:NAME (sample:sevens,
    sample:dragons). Player 1 (seat 0) plays DECK.
    """
    # Imported here: deck reading and format settings are the playtest command's.
    from validator.cli.playtest import read_deck
    from validator.playtest.modes import format_settings

    refuse_repeated_stdin((deck, opponent))
    db = load_cards()
    decks = [read_deck(deck, db)[1], read_deck(opponent, db)[1]]
    state = new_game(decks, seed, CardTable(db), format_settings(fmt), first=int(first) - 1)
    emit_json(dump(state))


@engine.command()
@click.argument("position", metavar="POSITION.json")
@json_option
@handles_input_errors
def moves(position: str, as_json: bool) -> None:
    """List every legal action of the player to act in POSITION.json (- for stdin).

    One action a line, in the form `rushdeck engine play` takes, with what it does.
    """
    s = read_position(position, CardTable(load_cards()))
    actions = legal_actions(s)
    rows = [{"action": str(a), "text": describe(s, a)} for a in actions]
    if as_json:
        emit_json({"to_act": actor(s), "actions": rows})
        return
    if not rows:
        click.echo(f"no legal action: {_where(s)}", err=True)
    width = max((len(row["action"]) for row in rows), default=0)
    for row in rows:
        click.echo(f"{row['action']:<{width}}  {row['text']}")


@engine.command(name="play")
@click.argument("position", metavar="POSITION.json")
@click.argument("actions", nargs=-1, required=True, metavar="ACTION...")
@click.option(
    "--out",
    "-o",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Also write the resulting position (JSON) to this file.",
)
@json_option
@handles_input_errors
def play_actions(position: str, actions: tuple[str, ...], out: Path | None, as_json: bool) -> None:
    """Play ACTIONs (each quoted, e.g. "summon 12") from POSITION.json (- for stdin).

    Each action must be legal where it is played. Prints the events each action raised and
    the board after them (--json: the resulting position and the events).
    """
    s = read_position(position, CardTable(load_cards()))
    record_all(s)
    steps = [_play_one(s, text, k) for k, text in enumerate(actions, 1)]
    result = dump(s)
    if out is not None:
        out.write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n", "utf-8")
    if as_json:
        emit_json({"position": result, "events": [[e.to_json() for e in ev] for _, ev in steps]})
        return
    for line, events in steps:
        click.echo(line)
        for event in events:
            click.echo(f"  {event_line(s, event)}")
    click.echo("")
    click.echo("\n".join(board_lines(s)))


class _Recorder(list):  # type: ignore[type-arg]
    """`State.events` that also keeps every event raised into it (the core clears the list
    once its events are answered, and again when a turn must end)."""

    def __init__(self, events: list[Event]) -> None:
        super().__init__(events)
        self.raised: list[Event] = []

    def append(self, event: Event) -> None:
        self.raised.append(event)
        super().append(event)


def _play_one(s: State, text: str, k: int) -> tuple[str, list[Event]]:
    """Play one action given as text, checked for legality; its line and the events it raised."""
    action = Action.parse(text)
    if action not in legal_actions(s):
        raise InputError(
            f"action {k}, {text!r}, is not legal here ({_where(s)}); "
            "`rushdeck engine moves` lists the legal ones"
        )
    line = f"{player(actor(s))} {describe(s, action)}  [{action}]"  # type: ignore[arg-type]
    recorder = _Recorder(s.events)
    s.events = recorder
    play(s, action)
    s.events = list(s.events)
    return line, recorder.raised


def _where(s: State) -> str:
    acting = actor(s)
    if acting is None:
        return f"the game is over: {s.reason}"
    return f"turn {s.turn}, {PHASE_NAMES[s.phase]} phase, {player(acting)} to act"
