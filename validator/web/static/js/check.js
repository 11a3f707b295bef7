// Check a deck, a WRGP team or a party table; the decks and options live in the URL.
import { get, post } from "./api.js";
import { deckBox, deckField } from "./deckinput.js";
import { $, cardLink, fill, h, showError, today } from "./dom.js";

const SIZES = { deck: 1, team: 3, party: 4 };
const SECTIONS = [["main", "Main Deck"], ["extra", "Extra Deck"], ["side", "Side Deck"]];
let boxes = [];
let spellBox = null;

const form = () => $("#check-form");
const mode = () => form().elements.mode.value;

function layout(keep = true) {
  const values = keep ? boxes.map((b) => b.area.value) : [];
  const n = SIZES[mode()];
  const label = (i) => (n === 1 ? "Deck" : mode() === "team" ? `Duelist ${i + 1}` : `Player ${i + 1}`);
  boxes = Array.from({ length: n }, (_, i) => deckBox(label(i), `deck${i + 1}`));
  boxes.forEach((b, i) => { b.area.value = values[i] || ""; });
  fill($("#check-decks"), boxes.map((b) => b.box));
  $("#check-decks").classList.toggle("many", n > 1);
  $("#check-spell").hidden = mode() !== "party";
}

export function initCheck() {
  $("#check-date").value = today();
  spellBox = deckBox("Spell Deck", "spell");
  fill($("#check-spell .deck-input"), spellBox.box);
  for (const radio of form().elements.mode) radio.addEventListener("change", () => layout());
  layout(false);
  form().addEventListener("submit", (e) => { e.preventDefault(); run(true); });
  $("#check-copy").addEventListener("click", async () => {
    await navigator.clipboard?.writeText(location.href).catch(() => {});
  });
}

/** Open the view from a URL: `#check?ydke=…&date=…&format=…` (`text=` for other forms;
 * `mode=team|party` with one `ydke`/`text` per deck in order, `spell=` for a Spell Deck). */
export function routeCheck(params) {
  // a "+" of base64 written by hand in a link reads as a space: a ydke URL has no spaces
  const decks = [...params].filter(([k]) => k === "ydke" || k === "text")
    .map(([k, v]) => (k === "ydke" ? v.replace(/ /g, "+") : v));
  if (!decks.length) return;
  const m = SIZES[params.get("mode")] ? params.get("mode") : "deck";
  for (const radio of form().elements.mode) radio.checked = radio.value === m;
  layout(false);
  boxes.forEach((b, i) => { b.area.value = decks[i] || ""; });
  spellBox.area.value = params.get("spell") || "";
  $("#check-date").value = params.get("date") || today();
  $("#check-format").value = params.get("format") || "";
  run(false);
}

async function run(remember) {
  const error = $("#check-error");
  const result = $("#check-result");
  showError(error, null);
  const raw = boxes.map((b) => b.area.value);
  const fields = raw.map(deckField);
  const empty = fields.findIndex((f) => f === null);
  if (empty >= 0) {
    showError(error, new Error(boxes.length > 1 ? `Deck ${empty + 1} is empty: paste a deck or drop a file.` : "The deck is empty: paste a deck or drop a file."));
    return;
  }
  const date = $("#check-date").value || today();
  const format = $("#check-format").value || undefined;
  const spell = mode() === "party" ? deckField(spellBox.area.value) : null;
  fill(result, h("p", { class: "busy" }, "Checking…"));
  try {
    const read = await Promise.all(fields.map((f) => post("/v1/read", f)));
    let report;
    if (mode() === "deck") report = await post("/v1/validate", { ...fields[0], date, format });
    else {
      const body = { decks: fields, date, format };
      if (spell) body.spell_deck = spell;
      report = await post(`/v1/validate/${mode()}`, body);
    }
    if (remember) rememberInUrl(read, raw, date, format);
    fill(result, mode() === "deck" ? deckReport(report, read[0]) : groupReport(report, read));
  } catch (e) {
    fill(result);
    showError(error, e);
  }
}

function rememberInUrl(read, raw, date, format) {
  const params = new URLSearchParams();
  if (mode() !== "deck") params.set("mode", mode());
  params.set("date", date);
  if (format) params.set("format", format);
  read.forEach((deck, i) => params.append(deck.ydke ? "ydke" : "text", deck.ydke || raw[i]));
  if (mode() === "party" && spellBox.area.value.trim()) params.set("spell", spellBox.area.value);
  history.pushState(null, "", `#check?${params}`);
}

const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;

function verdict(report, what) {
  const n = report.violations.length;
  return h("p", { class: `verdict ${report.legal ? "legal" : "illegal"}` },
    h("strong", { class: "verdict-word" }, report.legal ? "Legal" : "Illegal"),
    report.legal ? ` — ${what} can be played` : ` — ${plural(n, "problem")}`);
}

function meta(report) {
  const list = report.regulation ? `Limit Regulation ${report.regulation}` : "no Limit Regulation list";
  return h("p", { class: "meta" }, `${report.format}, ${report.date}, ${list}`);
}

function problems(violations, title) {
  if (!violations.length) return null;
  return h("div", {}, h("h3", {}, title),
    h("ul", { class: "violations" }, violations.map((v) =>
      h("li", {}, h("code", { class: "code" }, v.code), " ", v.message))));
}

const keyOf = (id, name) => (id === null || id === undefined ? `?${name}` : String(id));

/** Which codes mark each card: {key: [{code, section}]}. */
function marksOf(violations) {
  const marks = new Map();
  for (const v of violations) {
    const cards = [v.card, ...(v.cards || [])].filter(Boolean);
    for (const c of cards) {
      const key = keyOf(c.id, c.name);
      if (!marks.has(key)) marks.set(key, []);
      marks.get(key).push({ code: v.code, section: v.section });
    }
  }
  return marks;
}

function deckList(read, marks, violations) {
  return h("div", { class: "deck-list" }, SECTIONS.map(([section, title]) => {
    const entries = read[section];
    // a problem of the whole section (its size) marks its heading
    const whole = violations.filter((v) => !v.card && !(v.cards || []).length && v.section === section);
    if (!entries.length && !whole.length) return null;
    const total = entries.reduce((n, e) => n + e.count, 0);
    return h("div", {}, h("h4", { class: whole.length ? "problem" : null }, `${title} (${total})`,
      whole.map((v) => [" ", h("code", { class: "code" }, v.code)])),
      h("ul", {}, entries.map((e) => {
        const codes = (marks.get(keyOf(e.id, e.written || e.name)) || [])
          .filter((m) => !m.section || m.section === section).map((m) => m.code);
        const unique = [...new Set(codes)];
        return h("li", { class: unique.length ? "problem" : null },
          h("span", { class: "count" }, `${e.count}×`), " ", cardLink(e.id, e.name),
          e.suggestion ? h("span", { class: "hint" }, ` (did you mean ${e.suggestion.name}?)`) : null,
          unique.map((code) => [" ", h("code", { class: "code", title: "problem" }, code)]),
          unique.length ? h("span", { class: "sr-only" }, " (has a problem)") : null);
      })));
  }));
}

function counts(report) {
  return h("dl", { class: "counts" }, SECTIONS.map(([section, title]) =>
    [h("dt", {}, title), h("dd", {}, report.counts[section])]));
}

function deckReport(report, read, extraMarks = []) {
  return h("div", { class: "report" },
    verdict(report, "the deck"), meta(report), counts(report),
    problems(report.violations, "Problems"),
    problems(report.warnings || [], "Warnings"),
    deckList(read, marksOf([...report.violations, ...extraMarks]), report.violations));
}

function groupReport(report, read) {
  const what = mode() === "team" ? "the team" : "the table";
  const label = (i) => (mode() === "team" ? `Duelist ${i + 1}` : `Player ${i + 1}`);
  return h("div", { class: "report" },
    verdict(report, what), meta(report),
    problems(report.violations, mode() === "team" ? "Team problems" : "Table problems"),
    h("div", { class: "group" }, report.decks.map((deck, i) =>
      h("section", { class: "member" }, h("h3", {}, label(i), read[i].name ? `: ${read[i].name}` : ""),
        deckReport(deck, read[i], report.violations)))));
}

/** Regulation dates for the date pickers. */
export const regulationDates = () => get("/v1/regulations");
