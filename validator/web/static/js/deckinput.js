// A deck box: paste a deck in any form or drop a file; read as the API's deck fields.
import { h } from "./dom.js";

/** The API's deck field for pasted text: ydke URL, .ydk, JSON deck or a text list. */
export function deckField(raw) {
  const text = raw.trim();
  if (!text) return null;
  if (/^ydke:\/\//i.test(text)) return { ydke: text };
  if (text.startsWith("{")) {
    try { return { deck: JSON.parse(text) }; } catch { return { text: raw } }
  }
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  const ydk = lines.every((l) => /^(#|!|\d+$)/.test(l));
  return ydk ? { ydk: raw } : { text: raw };
}

/** A labelled textarea that accepts dropped files, with a file picker. */
export function deckBox(label, name) {
  const area = h("textarea", { name, rows: 10, spellcheck: "false", "aria-label": label,
    placeholder: "3 Sevens Road Magician\n…" });
  const picker = h("input", { type: "file", accept: ".ydk,.ydke,.txt,.json,text/plain",
    "aria-label": `Open a deck file for ${label}` });
  const load = async (file) => { if (file) area.value = await file.text(); };
  picker.addEventListener("change", () => load(picker.files[0]));
  area.addEventListener("dragover", (e) => { e.preventDefault(); area.classList.add("drop"); });
  area.addEventListener("dragleave", () => area.classList.remove("drop"));
  area.addEventListener("drop", (e) => {
    e.preventDefault();
    area.classList.remove("drop");
    load(e.dataTransfer.files[0]);
  });
  const box = h("div", { class: "deck-box" }, h("label", {}, label, area), picker);
  return { box, area };
}
