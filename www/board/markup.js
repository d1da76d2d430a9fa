// markup.js: board markup (triangle, square, circle, cross, label, selected, dimmed, line,
// arrow) as a list of plain objects, read from the `markup` attribute, from the API, or from
// the markup properties of an SGF record's main line. Display only: no rules here.
//
// An item is one of
//   {type: "triangle"|"square"|"circle"|"cross"|"selected"|"dimmed", at: [x, y]}
//   {type: "label", at: [x, y], text: "a"}
//   {type: "line"|"arrow", from: [x, y], to: [x, y]}
// Points may be given as "D4", "dd" or [x, y]; normalize() turns them into [x, y].

import { parseVertex } from "./coords.js";
import { expandPoints } from "./config.js";

export const POINT_TYPES = ["triangle", "square", "circle", "cross", "selected", "dimmed"];
const SGF_TO_TYPE = { TR: "triangle", SQ: "square", CR: "circle", MA: "cross", SL: "selected", DD: "dimmed", LB: "label", LN: "line", AR: "arrow" };
export const TYPE_TO_SGF = Object.fromEntries(Object.entries(SGF_TO_TYPE).map(([k, v]) => [v, k]));

export class MarkupError extends Error {
  constructor(detail) {
    super(detail);
    this.code = "badMarkup";
    this.detail = detail;
  }
}

/** Items from SGF-style properties `TR[D4][E5] LB[C3:a] AR[A1:C3]`. */
export function parseMarkupText(text, width, height) {
  const items = [];
  const s = String(text || "").trim();
  if (!s) return items;
  const re = /\s*([A-Za-z]+)\s*((?:\[(?:\\.|[^\]\\])*\]\s*)+)/gy;
  let m;
  let last = 0;
  while ((m = re.exec(s))) {
    last = re.lastIndex;
    const id = m[1].toUpperCase();
    const values = [...m[2].matchAll(/\[((?:\\.|[^\]\\])*)\]/g)].map((v) => v[1].replace(/\\(.)/g, "$1"));
    addProperty(items, id, values, width, height, true);
  }
  if (s.slice(last).trim() !== "") throw new MarkupError(`cannot read “${s.slice(last).trim().slice(0, 20)}”`);
  return items;
}

function addProperty(items, id, values, width, height, strict) {
  const type = SGF_TO_TYPE[id];
  if (!type) {
    if (strict) throw new MarkupError(`unknown markup ${id}`);
    return;
  }
  for (const raw of values) {
    const v = raw.trim();
    if (type === "label") {
      const i = v.indexOf(":");
      const at = parseVertex(i < 0 ? v : v.slice(0, i), width, height);
      if (!at) { if (strict) throw new MarkupError(`“${v}” is not a point`); continue; }
      items.push({ type, at, text: i < 0 ? "" : v.slice(i + 1) });
    } else if (type === "line" || type === "arrow") {
      const [a, b] = v.split(":");
      const from = parseVertex(a || "", width, height);
      const to = parseVertex(b || "", width, height);
      if (!from || !to) { if (strict) throw new MarkupError(`“${v}” is not two points`); continue; }
      items.push({ type, from, to });
    } else {
      for (const at of expandPoints(v, width, height)) {
        if (!at) { if (strict) throw new MarkupError(`“${v}” is not a point`); continue; }
        items.push({ type, at });
      }
    }
  }
}

/** Items given through the API, with points in any accepted notation, as [x, y]. */
export function normalizeMarkup(list, width, height) {
  if (typeof list === "string") return parseMarkupText(list, width, height);
  const out = [];
  for (const item of list || []) {
    const type = String(item.type || "").toLowerCase();
    if (type === "line" || type === "arrow") {
      const from = parseVertex(item.from, width, height);
      const to = parseVertex(item.to, width, height);
      if (!from || !to) throw new MarkupError(`${type} needs two points`);
      out.push({ type, from, to });
    } else if (type === "label" || POINT_TYPES.includes(type)) {
      const points = Array.isArray(item.at) && Array.isArray(item.at[0]) ? item.at : [item.at];
      for (const p of points) {
        const at = parseVertex(p, width, height);
        if (!at) throw new MarkupError(`“${p}” is not a point`);
        out.push(type === "label" ? { type, at, text: String(item.text ?? "") } : { type, at });
      }
    } else {
      throw new MarkupError(`unknown markup type “${item.type}”`);
    }
  }
  return out;
}

/**
 * The markup of an SGF record's main line, per move number: result[n] is the markup of the
 * node that holds move n (n = 0: the nodes before the first move) and of the move-less nodes
 * that follow it. Also returns the comments the same way. A record that does not tokenize
 * gives empty lists: the engine is the judge of whether the record is valid.
 */
export function sgfMainLineMarkup(text, width, height) {
  const markup = [[]];
  const comments = [""];
  let nodes;
  try {
    nodes = mainLineNodes(String(text));
  } catch {
    return { markup, comments };
  }
  let n = 0;
  for (const props of nodes) {
    if (props.B || props.W) {
      n += 1;
      markup[n] = [];
      comments[n] = "";
    }
    for (const [id, values] of Object.entries(props)) {
      if (id === "C") comments[n] = (comments[n] ? comments[n] + "\n" : "") + values.join("\n");
      else if (SGF_TO_TYPE[id]) addProperty(markup[n], id, values, width, height, false);
    }
  }
  return { markup, comments };
}

/** The nodes of the main line (the first variation at every branch), as {ID: [values]}. */
function mainLineNodes(s) {
  const nodes = [];
  let i = 0;
  const len = s.length;
  // Find the first game tree.
  while (i < len && s[i] !== "(") i++;
  if (i >= len) return nodes;
  i++;
  let depth = 1; // depth of the tree we are reading along the main line
  let current = null;
  while (i < len) {
    const c = s[i];
    if (c === ";") {
      current = {};
      nodes.push(current);
      i++;
    } else if (c === "(") {
      // the first variation continues the main line
      depth++;
      i++;
    } else if (c === ")") {
      // end of the main line's variation: the rest are siblings, not main line
      break;
    } else if (/[A-Za-z]/.test(c)) {
      let j = i;
      while (j < len && /[A-Za-z]/.test(s[j])) j++;
      const id = s.slice(i, j).replace(/[a-z]/g, ""); // FF[3] lower-case letters are ignored
      i = j;
      const values = [];
      for (;;) {
        while (i < len && /\s/.test(s[i])) i++;
        if (s[i] !== "[") break;
        i++;
        let v = "";
        while (i < len && s[i] !== "]") {
          if (s[i] === "\\") { i++; if (s[i] === "\n" || s[i] === "\r") { i++; continue; } }
          v += s[i++];
        }
        if (i >= len) throw new Error("unterminated value");
        i++;
        values.push(v);
      }
      if (current) current[id] = (current[id] || []).concat(values);
    } else {
      i++;
    }
  }
  void depth;
  return nodes;
}
