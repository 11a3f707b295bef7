// SVG charts with labelled axes: bars with an interval, grouped bars, and lines by turn.
const NS = "http://www.w3.org/2000/svg";
let serial = 0;

function svg(tag, attrs = {}, text) {
  const el = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  if (text !== undefined) el.textContent = text;
  return el;
}

function frame(title, width, height) {
  const id = `chart-${++serial}`;
  const root = svg("svg", { viewBox: `0 0 ${width} ${height}`, role: "img", "aria-labelledby": id, class: "chart" });
  root.append(svg("title", { id }, title));
  return root;
}

const pct = (v) => `${Math.round(v * 100)}%`;

/** The y axis from 0 to 100% with grid lines, and the axis titles. */
function axes(root, box, xLabel, yLabel) {
  const { left, top, width, height } = box;
  for (let t = 0; t <= 1.0001; t += 0.25) {
    const y = top + height * (1 - t);
    root.append(svg("line", { x1: left, x2: left + width, y1: y, y2: y, class: "grid" }));
    root.append(svg("text", { x: left - 6, y: y + 4, class: "tick", "text-anchor": "end" }, pct(t)));
  }
  root.append(svg("line", { x1: left, x2: left, y1: top, y2: top + height, class: "axis" }));
  root.append(svg("line", { x1: left, x2: left + width, y1: top + height, y2: top + height, class: "axis" }));
  root.append(svg("text", { x: left + width / 2, y: top + height + 40, class: "axis-title", "text-anchor": "middle" }, xLabel));
  root.append(svg("text", { x: 14, y: top + height / 2, class: "axis-title", "text-anchor": "middle",
    transform: `rotate(-90 14 ${top + height / 2})` }, yLabel));
}

const short = (name, n = 18) => (name.length > n ? `${name.slice(0, n - 1)}…` : name);

/**
 * Bars of rates (0..1) by category, each series a bar per category, with optional intervals.
 * series: [{name, values: [..], low?: [..], high?: [..]}]
 */
export function barChart({ title, categories, series, xLabel, yLabel }) {
  const W = 480, H = 280;
  const top = series.length > 1 ? 16 + 16 * series.length : 16; // room for the legend
  const box = { left: 56, top, width: W - 72, height: H - 64 - top };
  const root = frame(title, W, H);
  axes(root, box, xLabel, yLabel);
  const group = box.width / categories.length;
  const bar = Math.min(48, (group * 0.7) / series.length);
  categories.forEach((category, c) => {
    const x0 = box.left + group * c + (group - bar * series.length) / 2;
    series.forEach((s, k) => {
      const v = s.values[c];
      const x = x0 + bar * k;
      const y = box.top + box.height * (1 - v);
      const rect = svg("rect", { x, y, width: bar - 2, height: box.top + box.height - y, class: `bar s${k}` });
      rect.append(svg("title", {}, `${category}, ${s.name}: ${pct(v)}`));
      root.append(rect);
      if (s.low && s.high) {
        const cx = x + (bar - 2) / 2;
        const [yl, yh] = [s.low[c], s.high[c]].map((r) => box.top + box.height * (1 - r));
        root.append(svg("line", { x1: cx, x2: cx, y1: yl, y2: yh, class: "whisker" }));
        for (const yy of [yl, yh]) root.append(svg("line", { x1: cx - 6, x2: cx + 6, y1: yy, y2: yy, class: "whisker" }));
      }
    });
    root.append(svg("text", { x: box.left + group * (c + 0.5), y: box.top + box.height + 18, class: "tick", "text-anchor": "middle" }, short(category)));
  });
  if (series.length > 1) legend(root, series.map((s) => s.name), W - 8, 12);
  return root;
}

function legend(root, names, right, top) {
  names.forEach((name, k) => {
    const y = top + k * 16;
    root.append(svg("rect", { x: right - 110, y: y - 9, width: 10, height: 10, class: `bar s${k}` }));
    root.append(svg("text", { x: right - 96, y, class: "legend" }, short(name, 16)));
  });
}

/** Lines of rates (0..1) by turn: series [{name, values}] over turns 1..n; the legend under
 * the plot, one series a line. */
export function lineChart({ title, series, xLabel, yLabel }) {
  const turns = Math.max(...series.map((s) => s.values.length));
  const W = 520;
  const box = { left: 56, top: 16, width: W - 80, height: 200 };
  const H = box.top + box.height + 56 + 16 * series.length;
  const root = frame(title, W, H);
  axes(root, box, xLabel, yLabel);
  const x = (i) => box.left + (turns === 1 ? box.width / 2 : (box.width * i) / (turns - 1));
  for (let i = 0; i < turns; i++) {
    root.append(svg("text", { x: x(i), y: box.top + box.height + 18, class: "tick", "text-anchor": "middle" }, String(i + 1)));
  }
  series.forEach((s, k) => {
    const points = s.values.map((v, i) => `${x(i)},${box.top + box.height * (1 - v)}`).join(" ");
    root.append(svg("polyline", { points, class: `line s${k % 8}`, fill: "none" }));
    s.values.forEach((v, i) => {
      const dot = svg("circle", { cx: x(i), cy: box.top + box.height * (1 - v), r: 3.5, class: `dot s${k % 8}` });
      dot.append(svg("title", {}, `${s.name}, turn ${i + 1}: ${pct(v)}`));
      root.append(dot);
    });
    const y = box.top + box.height + 62 + 16 * k;
    root.append(svg("line", { x1: box.left, x2: box.left + 22, y1: y - 4, y2: y - 4, class: `line s${k % 8}` }));
    root.append(svg("text", { x: box.left + 28, y, class: "legend" }, short(s.name, 70)));
  });
  return root;
}
