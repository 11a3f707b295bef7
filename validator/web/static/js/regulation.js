// The Limit Regulation list in force on a date, and what changed between two dates.
import { get } from "./api.js";
import { $, cardLink, fill, h, showError, table, today } from "./dom.js";

const STATUS = ["Forbidden", "Limited", "Semi-Limited", "Unlimited"];

export function initRegulation() {
  $("#reg-date").value = today();
  $("#reg-form").addEventListener("submit", (e) => {
    e.preventDefault();
    history.pushState(null, "", `#regulation?date=${$("#reg-date").value}`);
    showList($("#reg-date").value);
  });
  $("#diff-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const params = new URLSearchParams({ from: $("#diff-from").value, to: $("#diff-to").value });
    history.pushState(null, "", `#regulation?${params}`);
    showDiff(params.get("from"), params.get("to"));
  });
  get("/v1/regulations").then((lists) => {
    fill($("#reg-dates"), lists.map((l) => h("option", { value: l.effective_date })));
    if (lists.length > 1) {
      $("#diff-from").value = lists[lists.length - 2].effective_date;
      $("#diff-to").value = lists[lists.length - 1].effective_date;
    }
  }).catch((e) => showError($("#reg-error"), e));
}

/** `#regulation?date=…` or `#regulation?from=…&to=…` */
export function routeRegulation(params) {
  if (params.has("from") && params.has("to")) {
    $("#diff-from").value = params.get("from");
    $("#diff-to").value = params.get("to");
    showDiff(params.get("from"), params.get("to"));
  } else if (params.has("date")) {
    $("#reg-date").value = params.get("date");
    showList(params.get("date"));
  }
}

async function load(render) {
  showError($("#reg-error"), null);
  try {
    fill($("#reg-result"), await render());
  } catch (e) {
    fill($("#reg-result"));
    showError($("#reg-error"), e);
  }
}

function showList(date) {
  return load(async () => {
    const list = await get(`/v1/regulations/${encodeURIComponent(date)}/cards`);
    const part = (title, cards) => h("section", { class: "status-list" },
      h("h4", {}, `${title} (${cards.length})`),
      cards.length ? h("ul", {}, cards.map((c) => h("li", {}, cardLink(c.id, c.name)))) : h("p", {}, "none"));
    return [
      h("h3", {}, `In force on ${date}: the list of ${list.effective_date}`),
      h("div", { class: "columns" }, part("Forbidden", list.forbidden), part("Limited", list.limited),
        part("Semi-Limited", list.semi_limited)),
    ];
  });
}

function showDiff(from, to) {
  return load(async () => {
    const diff = await get("/v1/regulations/diff", { from, to });
    const title = `${diff.from} → ${diff.to}: ${diff.changes.length} change${diff.changes.length === 1 ? "" : "s"}`;
    if (!diff.changes.length) return [h("h3", {}, title), h("p", {}, "The two lists are the same.")];
    return [h("h3", {}, title),
      table(null, [{ label: "Card" }, { label: "Before" }, { label: "After" }],
        diff.changes.map((c) => [cardLink(c.id, c.name), STATUS[c.from],
          h("span", { class: c.to < c.from ? "stricter" : "looser" }, STATUS[c.to])]))];
  });
}
