// Playtests between two decks (progress while they run, then charts and tables), and goldfish
// curves of one deck played alone.
import { post, postStream } from "./api.js";
import { barChart, lineChart } from "./chart.js";
import { deckBox, deckField } from "./deckinput.js";
import { $, fill, h, percent, showError, table } from "./dom.js";
import { openReplay } from "./replay.js";
import { sortableTable } from "./sorttable.js";

const SAMPLES = ["sevens", "dragons"];
const ENDINGS = { lp: "LP reached 0", deck_out: "could not draw", turn_limit: "turn limit" };
const sides = {};

export function initPlaytest() {
  for (const fieldset of document.querySelectorAll("#pt-form .side")) {
    const name = fieldset.dataset.side;
    const select = h("select", { name: `${name}-source` },
      SAMPLES.map((s) => h("option", { value: s }, `Bundled sample: ${s}`)),
      h("option", { value: "" }, "My deck (paste below)"));
    select.value = name === "deck" ? "sevens" : "dragons";
    const box = deckBox(name === "deck" ? "Deck 1 list" : "Deck 2 list", name);
    const sync = () => { box.box.hidden = select.value !== ""; };
    select.addEventListener("change", sync);
    sync();
    fieldset.append(h("label", {}, "Play ", select), box.box);
    sides[name] = { select, area: box.area };
  }
  $("#pt-form").addEventListener("submit", (e) => { e.preventDefault(); run(); });
  $("#gf-run").addEventListener("click", goldfish);
}

function side(name) {
  const { select, area } = sides[name];
  if (select.value) return select.value;
  const field = deckField(area.value);
  if (!field) throw new Error(`Deck ${name === "deck" ? 1 : 2} is empty: paste a deck or choose a sample.`);
  return field;
}

function options() {
  const f = $("#pt-form").elements;
  const body = { seed: Number(f.seed.value), agent: f.agent.value };
  if (f.date.value) body.date = f.date.value;
  return body;
}

async function run() {
  const f = $("#pt-form").elements;
  showError($("#pt-error"), null);
  fill($("#pt-result"));
  let body;
  try {
    body = { ...options(), deck: side("deck"), opponent: side("opponent"),
      games: Number(f.games.value), opponent_agent: f.opponent_agent.value, logs: true };
  } catch (e) { showError($("#pt-error"), e); return; }
  const bar = h("progress", { max: body.games, value: 0, "aria-label": "Games played" });
  const label = h("span", {}, `Played 0 of ${body.games} games`);
  fill($("#pt-progress"), bar, " ", label);
  const play = $("#pt-form").querySelector("button[type=submit]");
  play.disabled = true;
  try {
    await postStream("/v1/playtest/stream", body, (line) => {
      if (line.played !== undefined) {
        bar.value = line.played;
        label.textContent = `Played ${line.played} of ${line.games} games`;
      } else if (line.report) {
        fill($("#pt-result"), report(line.report, line.logs || []));
      }
    });
    label.textContent = `Done: ${body.games} games played`;
  } catch (e) {
    fill($("#pt-progress"));
    showError($("#pt-error"), e);
  } finally {
    play.disabled = false;
  }
}

function legality(checks) {
  const notes = checks.filter((c) => !c.report.legal).map((c) =>
    h("li", {}, `${c.name} is not legal on ${c.report.date}: `,
      c.report.violations.map((v) => v.code).join(", "), " (it played anyway)."));
  return notes.length ? h("ul", { class: "warnings" }, notes) : null;
}

function report(r, logs) {
  const decks = r.decks;
  const names = decks.map((d) => d.name);
  const winChart = barChart({
    title: "Win rate of each deck with its 95% interval",
    categories: names, xLabel: "Deck", yLabel: "Win rate",
    series: [{ name: "win rate", values: decks.map((d) => d.win_rate),
      low: decks.map((d) => d.win_rate_95[0]), high: decks.map((d) => d.win_rate_95[1]) }],
  });
  const splitChart = barChart({
    title: "Win rate going first and going second",
    categories: names, xLabel: "Deck", yLabel: "Win rate",
    series: [{ name: "going first", values: decks.map((d) => d.win_rate_first) },
      { name: "going second", values: decks.map((d) => d.win_rate_second) }],
  });
  const cards = decks.flatMap((d) => d.cards.map((c) => ({ deck: d.name, ...c })));
  const noEffect = decks.flatMap((d) => d.played_without_effect.map((c) => `${c.name} (${d.name}, ${c.games} games)`));
  return h("div", { class: "report" },
    h("h3", {}, "Results"),
    h("p", { class: "summary" }, `${r.games} games, seed ${r.seed}, average ${r.average_turns} turns, ${r.draws} draws.`),
    legality(r.legality),
    h("div", { class: "charts" }, h("figure", {}, winChart, h("figcaption", {}, "Win rate, the whisker is the 95% (Wilson) interval")),
      h("figure", {}, splitChart, h("figcaption", {}, "Win rate going first and going second"))),
    table("Win rates", [{ label: "Deck" }, { label: "Agent" }, { label: "Wins", numeric: true },
      { label: "Win rate", numeric: true }, { label: "95% interval", numeric: true },
      { label: "Going first", numeric: true }, { label: "Going second", numeric: true }],
      decks.map((d) => [d.name, d.agent, d.wins, percent(d.win_rate),
        `${percent(d.win_rate_95[0])}–${percent(d.win_rate_95[1])}`, percent(d.win_rate_first), percent(d.win_rate_second)])),
    table("How games ended", [{ label: "Ending" }, { label: "Games", numeric: true }, { label: "Share", numeric: true }],
      Object.entries(r.endings).map(([k, n]) => [ENDINGS[k] || k, n, percent(n / r.games)])),
    sortableTable("Per card (select a heading to sort)", [
      { key: "deck", label: "Deck" }, { key: "name", label: "Card" },
      { key: "copies", label: "Copies", numeric: true },
      { key: "drawn_rate", label: "Drawn", numeric: true, format: percent },
      { key: "played_per_game", label: "Played per game", numeric: true, format: (v) => v.toFixed(2) },
      { key: "win_rate_when_drawn", label: "Win rate when drawn", numeric: true, format: percent },
      { key: "in_winners_deck", label: "In the winner's deck", numeric: true, format: percent },
    ], cards),
    noEffect.length ? h("p", {}, "Played without their effect (not encoded yet): ", noEffect.join(", "), ".") : null,
    logs.length ? games(logs) : null);
}

/** The games just played, each to replay or save: `texts` are the logs as JSON text. */
function games(texts) {
  const replay = (text, i) => () => {
    history.pushState(null, "", "#replay");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    openReplay(text, `Game ${i + 1}`);
  };
  const save = (text, i) => h("a", { download: `game-${String(i).padStart(5, "0")}.json`,
    href: URL.createObjectURL(new Blob([text], { type: "application/json" })) }, "Save log");
  return h("details", { class: "games" }, h("summary", {}, `Replay a game (${texts.length})`),
    table(null, [{ label: "Game" }, { label: "First" }, { label: "Winner" }, { label: "Ending" },
      { label: "Actions", numeric: true }, { label: "" }],
    texts.map((text, i) => {
      const log = JSON.parse(text);
      return [String(i + 1), log.names[log.first] || "", log.winner === null ? "draw" : log.names[log.winner],
        ENDINGS[log.reason] || log.reason, log.actions.length,
        h("span", { class: "row" }, h("button", { type: "button", onclick: replay(text, i) }, `Replay game ${i + 1}`), save(text, i))];
    })));
}

async function goldfish() {
  showError($("#pt-error"), null);
  const box = $("#gf-result");
  let body;
  try {
    body = { ...options(), deck: side("deck"), hands: Number($("#gf-hands").value), turns: Number($("#gf-turns").value) };
  } catch (e) { showError($("#pt-error"), e); return; }
  fill(box, h("p", { class: "busy" }, `Playing ${body.hands} hands alone…`));
  try {
    fill(box, goldfishReport(await post("/v1/goldfish", body)));
  } catch (e) {
    fill(box);
    showError($("#pt-error"), e);
  }
}

function goldfishReport(r) {
  const series = [{ name: "Tribute Summon possible", values: r.tribute_summon_possible_by_turn },
    ...Object.entries(r.maximum_set_by_turn).map(([name, values]) => ({ name: `Maximum: ${name}`, values })),
    ...Object.entries(r.fusion_ready_by_turn).map(([name, values]) => ({ name: `Fusion: ${name}`, values }))];
  const turns = Array.from({ length: r.turns }, (_, i) => ({ label: `Turn ${i + 1}`, numeric: true }));
  return h("div", { class: "report" },
    h("h3", {}, `Goldfish: ${r.deck}`),
    h("p", { class: "summary" }, `${r.hands} hands going first, ${r.agent} agent, seed ${r.seed}; `,
      `${r.monsters_after_turn_1} monsters on the field after turn 1 on average.`),
    legality(r.legality),
    h("figure", {}, lineChart({ title: "Chance by own turn of a Tribute Summon, a Maximum set and a Fusion", series, xLabel: "Own turn", yLabel: "Chance" }),
      h("figcaption", {}, "Chance by own turn (start of the turn, after the draw)")),
    table("Chance by own turn", [{ label: "" }, ...turns], series.map((s) => [s.name, ...s.values.map((v) => percent(v))])),
    table("Damage dealt by the start of own turn", [{ label: "" }, ...turns], [["Average damage", ...r.damage_dealt_by_turn]]),
    sortableTable("In the opening hand (select a heading to sort)", [
      { key: "name", label: "Card" }, { key: "copies", label: "Copies", numeric: true },
      { key: "rate", label: "In the opening hand", numeric: true, format: percent }], r.opening_hand));
}
