// Small DOM helpers: build elements, show errors, format numbers.

/** An element: h("p", {class: "x", onclick: fn}, "text", child, [more]). */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on")) el.addEventListener(key.slice(2), value);
    else if (key === "dataset") Object.assign(el.dataset, value);
    else el.setAttribute(key, value === true ? "" : value);
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : String(child));
  }
}

/** Replace an element's children. */
export function fill(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

export const $ = (selector, root = document) => root.querySelector(selector);

/** Show an error sentence in a view's alert box (or clear it). */
export function showError(box, error) {
  fill(box, error ? h("p", {}, error.message || String(error)) : null);
}

export const percent = (rate, digits = 1) => `${(rate * 100).toFixed(digits)}%`;

export function today() {
  const d = new Date();
  const pad = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A table in a scrolling wrapper: columns [{label, numeric}], rows of cells. */
export function table(caption, columns, rows) {
  return h("div", { class: "table-wrap" },
    h("table", {},
      caption ? h("caption", {}, caption) : null,
      h("thead", {}, h("tr", {}, columns.map((c) =>
        h("th", { scope: "col", class: c.numeric ? "num" : null }, c.label)))),
      h("tbody", {}, rows.map((row) => h("tr", {}, row.map((cell, i) =>
        h(i === 0 ? "th" : "td", { scope: i === 0 ? "row" : null,
          class: columns[i].numeric ? "num" : null }, cell)))))));
}

/** A link to a card in the Cards view. */
export function cardLink(id, name) {
  if (id === null || id === undefined) return h("span", { class: "unknown" }, name);
  return h("a", { href: `#cards?id=${id}` }, name);
}
