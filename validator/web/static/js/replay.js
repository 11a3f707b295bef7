// Replay a saved game log turn by turn and action by action on a drawn board.
import { postText } from "./api.js";
import { $, fill, h, showError } from "./dom.js";

let game = null;
let at = 0;

export function initReplay() {
  $("#replay-file").addEventListener("change", async (e) => {
    const file = e.target.files[0];
    if (!file) return;
    const text = await file.text();
    try {
      JSON.parse(text);
    } catch {
      showError($("#replay-error"), new Error(`${file.name} is not JSON: open a game log saved by rushdeck playtest --save-logs.`));
      return;
    }
    openReplay(text, file.name);
  });
  $("#view-replay").addEventListener("keydown", (e) => {
    if (!game || e.target.matches("input, select, textarea")) return;
    const moves = { ArrowRight: () => go(at + 1), ArrowLeft: () => go(at - 1), PageDown: nextTurn,
      PageUp: previousTurn, Home: () => go(0), End: () => go(game.frames.length - 1) };
    if (moves[e.key]) { e.preventDefault(); moves[e.key](); }
  });
}

/** Replay a game log (its JSON text, as saved) in the Replay view. */
export async function openReplay(log, label) {
  showError($("#replay-error"), null);
  fill($("#replay-result"), h("p", { class: "busy" }, "Replaying…"));
  try {
    game = await postText("/v1/replay", log);
    game.label = label;
    at = 0;
    fill($("#replay-result"), controls(), h("div", { id: "board" }));
    go(0);
  } catch (e) {
    game = null;
    fill($("#replay-result"));
    showError($("#replay-error"), e);
  }
}

function nextTurn() {
  const turn = game.frames[at].turn;
  let i = at + 1;
  while (i < game.frames.length - 1 && game.frames[i].turn === turn) i++;
  go(i);
}

function previousTurn() {
  // to the first action of this turn, or of the turn before when already there
  let i = Math.max(0, at - 1);
  const turn = game.frames[i].turn;
  while (i > 0 && game.frames[i - 1].turn === turn) i--;
  go(i);
}

function controls() {
  const button = (label, action, key) => h("button", { type: "button", onclick: action, title: key }, label);
  const range = h("input", { type: "range", id: "replay-range", min: 0, max: game.frames.length - 1, value: 0, "aria-label": "Action number" });
  range.addEventListener("input", () => go(Number(range.value)));
  return h("div", { class: "replay-controls" },
    h("p", {}, `${game.label}: ${game.names.join(" vs ")} — ${game.frames.length - 1} actions. Keys: ← → action, PgUp PgDn turn, Home End.`),
    h("div", { class: "row" },
      button("« Start", () => go(0), "Home"), button("‹‹ Turn", previousTurn, "Page Up"),
      button("‹ Action", () => go(at - 1), "Left arrow"), button("Action ›", () => go(at + 1), "Right arrow"),
      button("Turn ››", nextTurn, "Page Down"), button("End »", () => go(game.frames.length - 1), "End")),
    range,
    h("p", { id: "replay-status", "aria-live": "polite" }));
}

function go(index) {
  at = Math.max(0, Math.min(game.frames.length - 1, index));
  const frame = game.frames[at];
  $("#replay-range").value = at;
  const last = at === game.frames.length - 1;
  fill($("#replay-status"), h("strong", {}, `Turn ${frame.turn}`), ` · action ${at} of ${game.frames.length - 1}: ${frame.text}`,
    last ? h("span", { class: "result" }, ` ${game.result}`) : null);
  fill($("#board"), board(frame.board));
}

function card(i, position = null, stats = null) {
  const c = game.cards[i];
  const place = position ? ` ${position.replace(/\W+/g, "-")}` : "";
  return h("div", { class: `card ${c.kind}${place}`, title: c.name },
    h("span", { class: "name" }, c.name),
    position ? h("span", { class: "pos" }, position) : null,
    stats ? h("span", { class: "stats" }, stats) : null);
}

function zone(slot) {
  if (!slot) return h("div", { class: "zone empty" }, h("span", { class: "sr-only" }, "empty"));
  const stats = slot.atk !== undefined ? `ATK ${slot.atk} / DEF ${slot.def}` : null;
  return h("div", { class: "zone" }, card(slot.i, slot.position, stats));
}

function pile(title, cards) {
  return h("details", { class: "pile" }, h("summary", {}, `${title} (${cards.length})`),
    cards.length ? h("div", { class: "cards" }, cards.map((i) => card(i))) : h("p", {}, "empty"));
}

function side(p, seat, b) {
  const active = b.turn_player === seat;
  return h("section", { class: `player${active ? " active" : ""}${p.alive ? "" : " out"}`, "aria-label": p.name },
    h("header", {}, h("h3", {}, p.name, active ? " (turn player)" : "", p.alive ? "" : " (out)"),
      h("span", { class: "lp", dataset: { seat } }, `LP ${p.lp}`),
      h("span", {}, `Deck ${p.deck}`), h("span", {}, `Extra ${p.extra.length}`),
      p.team ? h("span", {}, `Team ${p.team}, duelist ${p.order}`) : null,
      p.stand !== undefined ? h("span", {}, `Stand ${p.stand}`) : null),
    h("div", { class: "zones", "aria-label": "Monster Zones" }, h("span", { class: "label" }, "Monsters"), p.monsters.map(zone)),
    h("div", { class: "zones", "aria-label": "Spell & Trap Zones" }, h("span", { class: "label" }, "Spells & Traps"), p.spells_traps.map(zone),
      h("span", { class: "label" }, "Field"), zone(p.field)),
    h("div", { class: "hand", "aria-label": "Hand" }, h("span", { class: "label" }, `Hand (${p.hand.length})`), p.hand.map((i) => card(i))),
    h("div", { class: "piles" }, pile("GY", p.gy), pile("Banished", p.banished), pile("Extra Deck", p.extra)));
}

function board(b) {
  const seats = b.players.map((p, seat) => side(p, seat, b));
  // two players: the opponent (seat 2) across the table, on top
  const order = seats.length === 2 ? [seats[1], seats[0]] : seats;
  const counters = b.mode?.speed_counters ? h("p", {}, `Speed Counters: A ${b.mode.speed_counters.A}, B ${b.mode.speed_counters.B}`) : null;
  return h("div", { class: "table" }, h("p", { class: "phase" }, `Turn ${b.turn}, ${b.phase} phase`), counters, order);
}
