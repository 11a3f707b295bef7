// The page's sections, chosen by the URL fragment: #check, #cards, #regulation, #playtest,
// #replay, each with its options after a "?" (e.g. #check?ydke=ydke://…&date=2026-11-30).
import { initCards, routeCards } from "./cards.js";
import { initCheck, routeCheck } from "./check.js";
import { $ } from "./dom.js";
import { initPlaytest } from "./playtest.js";
import { initRegulation, routeRegulation } from "./regulation.js";
import { initReplay } from "./replay.js";

const ROUTES = { check: routeCheck, cards: routeCards, regulation: routeRegulation, playtest: () => {}, replay: () => {} };

function route() {
  const hash = decodeURIComponentSafe(location.hash.slice(1));
  const [name, query = ""] = hash.split(/\?(.*)/s);
  const view = ROUTES[name] ? name : "check";
  for (const section of document.querySelectorAll(".view")) section.hidden = section.id !== `view-${view}`;
  for (const link of document.querySelectorAll("nav a")) {
    if (link.dataset.view === view) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
  ROUTES[view](new URLSearchParams(query));
  return view;
}

function decodeURIComponentSafe(text) {
  // a fragment is kept encoded by the browser; only "?" matters before the parameters
  return text.replace(/%3F/i, "?");
}

initCheck();
initCards();
initRegulation();
initPlaytest();
initReplay();
window.addEventListener("hashchange", () => {
  const view = route();
  $(`#view-${view} h2`).focus();
});
route();
document.body.dataset.ready = "true";
