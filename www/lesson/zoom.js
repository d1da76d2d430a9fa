// zoom.js: which part of a large board a figure or exercise needs (a 19×19 position on a
// phone is unreadable whole). Pure layout, no rules: the box around every stone, mark and
// answer or hint point, with two lines of margin, pushed out to the board's edge when it comes
// near it (a corner stays a corner). The widget shows it larger with its `view` attribute.

import { parseVertex, vertexName } from "../board/coords.js";

const MIN_SIZE = 14; // smaller boards are shown whole
const MARGIN = 2;
const SNAP = 3; // a box this close to an edge reaches it

/** Points [x, y] of the stones in a view's diagram ("X . O\n. . ."). */
export function diagramStones(diagram) {
  const pts = [];
  String(diagram || "").split("\n").forEach((row, y) => {
    [...row.replace(/\s+/g, "")].forEach((c, x) => { if (c !== "." && c !== "+" && c !== ",") pts.push([x, y]); });
  });
  return pts;
}

/** Points of author data: "D4", ["D4", "E5"], [x, y] and "pass" (ignored). */
export function namedPoints(values, width, height) {
  const out = [];
  const add = (v) => {
    if (Array.isArray(v) && v.length === 2 && v.every(Number.isInteger)) out.push(v);
    else if (Array.isArray(v)) v.forEach(add);
    else if (typeof v === "string") {
      const p = parseVertex(v, width, height);
      if (p) out.push(p);
    }
  };
  add(values);
  return out;
}

/**
 * The region to show ("A13:G19"), or null for the whole board: only for boards of 14 lines or
 * more, and only when the region is at most two thirds of the board each way.
 */
export function regionFor(width, height, points) {
  if (Math.max(width, height) < MIN_SIZE || !points.length) return null;
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const [x, y] of points) {
    x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
  }
  x0 = Math.max(0, x0 - MARGIN); y0 = Math.max(0, y0 - MARGIN);
  x1 = Math.min(width - 1, x1 + MARGIN); y1 = Math.min(height - 1, y1 + MARGIN);
  if (x0 <= SNAP) x0 = 0;
  if (y0 <= SNAP) y0 = 0;
  if (x1 >= width - 1 - SNAP) x1 = width - 1;
  if (y1 >= height - 1 - SNAP) y1 = height - 1;
  if (x1 - x0 + 1 > (2 * width) / 3 || y1 - y0 + 1 > (2 * height) / 3) return null;
  return `${vertexName([x0, y1], height)}:${vertexName([x1, y0], height)}`;
}
