// Card search (English or Japanese names, the filters of /v1/cards) and one card's facts,
// Limit Regulation history and effect as the engine plays it.
import { get } from "./api.js";
import { $, cardLink, fill, h, showError, table } from "./dom.js";

const PAGE = 25;
const STATUS = { forbidden: "Forbidden", limited: "Limited", semi_limited: "Semi-Limited", unlimited: "Unlimited" };
const form = () => $("#cards-form");

export function initCards() {
  form().addEventListener("submit", (e) => {
    e.preventDefault();
    const params = new URLSearchParams();
    for (const name of ["q", "kind", "legend"]) {
      const value = form().elements[name].value.trim();
      if (value) params.set(name, value);
    }
    history.pushState(null, "", `#cards?${params}`);
    search(params, 0);
  });
}

/** `#cards?q=…&kind=…&legend=…&offset=…&id=…` */
export function routeCards(params) {
  for (const name of ["q", "kind", "legend"]) form().elements[name].value = params.get(name) || "";
  if (params.has("q") || params.has("kind") || params.has("legend")) {
    search(params, Number(params.get("offset")) || 0);
  }
  if (params.has("id")) show(params.get("id"));
}

async function search(params, offset) {
  const box = $("#cards-results");
  showError($("#cards-error"), null);
  try {
    const page = await get("/v1/cards", {
      q: params.get("q"), kind: params.get("kind"), legend: params.get("legend"),
      limit: PAGE, offset,
    });
    fill(box, results(page, params));
  } catch (e) {
    fill(box);
    showError($("#cards-error"), e);
  }
}

function stats(card) {
  if (card.kind !== "monster") return "";
  const max = card.maximum_atk ? ` MAXIMUM ${card.maximum_atk}` : "";
  return `Lv${card.level ?? "?"} ${card.atk ?? "?"}/${card.def ?? "?"}${max}`;
}

function kindOf(card) {
  return card.subtype ? `${card.subtype} ${card.kind}` : card.kind;
}

function results(page, params) {
  if (!page.total) return h("p", {}, "No card matches.");
  const last = Math.min(page.offset + page.cards.length, page.total);
  const turn = (offset) => () => {
    const next = new URLSearchParams(params);
    next.set("offset", offset);
    next.delete("id");
    history.pushState(null, "", `#cards?${next}`);
    search(next, offset);
  };
  return [
    h("p", {}, `${page.total} card${page.total === 1 ? "" : "s"} (showing ${page.offset + 1}–${last})`),
    table(null, [{ label: "Name" }, { label: "Japanese" }, { label: "Kind" }, { label: "Stats" }],
      page.cards.map((card) => [
        h("a", { href: `#cards?${withId(params, card.id)}`, class: "card-result" }, card.name, card.legend ? " [Legend]" : ""),
        card.name_ja || "", kindOf(card), stats(card),
      ])),
    h("div", { class: "row" },
      page.offset > 0 ? h("button", { type: "button", onclick: turn(Math.max(0, page.offset - PAGE)) }, "Previous page") : null,
      last < page.total ? h("button", { type: "button", onclick: turn(page.offset + PAGE) }, "Next page") : null),
  ];
}

function withId(params, id) {
  const next = new URLSearchParams(params);
  next.set("id", id);
  return next;
}

async function show(id) {
  const box = $("#card-detail");
  fill(box, h("p", { class: "busy" }, "Loading the card…"));
  try {
    const [card, history, effect] = await Promise.all([
      get(`/v1/cards/${encodeURIComponent(id)}`),
      get(`/v1/cards/${encodeURIComponent(id)}/regulations`),
      get(`/v1/cards/${encodeURIComponent(id)}/effect`),
    ]);
    const ids = [...new Set([card.fusion_materials, card.ritual_spells, card.maximum_set].flat())];
    const names = new Map(await Promise.all(ids.map(async (i) =>
      [i, (await get(`/v1/cards/${i}`)).name])));
    fill(box, detail(card, history, effect, names));
    box.querySelector("h3").focus();
  } catch (e) {
    fill(box);
    showError($("#cards-error"), e);
  }
}

function facts(card) {
  const rows = [
    ["Konami id", card.id], ["Japanese name", card.name_ja], ["Kind", kindOf(card)],
    ["Maximum part", card.maximum_part], ["Level", card.level], ["Attribute", card.attribute],
    ["Type", card.race], ["ATK", card.atk], ["DEF", card.def], ["MAXIMUM ATK", card.maximum_atk],
    ["Legend", card.legend ? "yes" : null], ["Extra Deck", card.extra_deck ? "yes" : null],
    ["Official", card.official ? null : "no: cannot be used in official duels"],
    ["Passcodes", card.passcodes.length ? card.passcodes.join(", ") : "none known"],
  ];
  return h("dl", { class: "facts" }, rows.filter(([, v]) => v !== null && v !== undefined && v !== "")
    .map(([k, v]) => [h("dt", {}, k), h("dd", {}, String(v))]));
}

function related(label, ids, names) {
  if (!ids || !ids.length) return null;
  return h("p", {}, `${label}: `, ids.map((id, i) => [i ? ", " : "", cardLink(id, names.get(id) || String(id))]));
}

function effectPart(effect) {
  let body;
  if (effect.source === "no_effect") body = h("p", {}, "No effect: played as it is.");
  else if (effect.clauses.length) body = h("ol", { class: "clauses" }, effect.clauses.map((c) => h("li", {}, c)));
  else if (effect.source === "missing") body = h("p", {}, "Played without its effect. ", h("span", { class: "hint" }, effect.note));
  else body = h("p", {}, effect.note[0].toUpperCase() + effect.note.slice(1) + ".");
  return h("section", {}, h("h4", {}, "Effect as the engine plays it"), body);
}

function detail(card, history, effect, names) {
  return [
    h("h3", { tabindex: "-1" }, card.name),
    facts(card),
    related("Fusion materials", card.fusion_materials, names),
    related("Ritual Spells", card.ritual_spells, names),
    related("Maximum set", card.maximum_set, names),
    effectPart(effect),
    h("section", {}, h("h4", {}, "Limit Regulation history"),
      table(null, [{ label: "List of" }, { label: "Status" }, { label: "Copies", numeric: true }],
        history.map((row) => [row.effective_date, STATUS[row.status], row.copies]))),
  ];
}
