// A table whose columns sort on a click (or Enter) of their header button.
import { fill, h } from "./dom.js";

/** columns: [{key, label, numeric, format}]; rows: plain objects. */
export function sortableTable(caption, columns, rows) {
  let key = null;
  let ascending = true;
  const tbody = h("tbody");
  const headers = columns.map((column) => {
    const button = h("button", { type: "button", class: "sort" }, column.label);
    const th = h("th", { scope: "col", class: column.numeric ? "num" : null, "aria-sort": "none" }, button);
    button.addEventListener("click", () => {
      ascending = key === column.key ? !ascending : !column.numeric;
      key = column.key;
      headers.forEach((other) => other.setAttribute("aria-sort", "none"));
      th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
      draw();
    });
    return th;
  });
  function draw() {
    const sorted = [...rows];
    if (key !== null) {
      sorted.sort((a, b) => {
        const [x, y] = [a[key], b[key]];
        const order = typeof x === "number" ? x - y : String(x).localeCompare(String(y));
        return ascending ? order : -order;
      });
    }
    fill(tbody, sorted.map((row) => h("tr", {}, columns.map((column, i) =>
      h(i === 0 ? "th" : "td", { scope: i === 0 ? "row" : null, class: column.numeric ? "num" : null },
        column.format ? column.format(row[column.key]) : row[column.key])))));
  }
  draw();
  return h("div", { class: "table-wrap" },
    h("table", { class: "sortable" }, h("caption", {}, caption), h("thead", {}, h("tr", {}, headers)), tbody));
}
