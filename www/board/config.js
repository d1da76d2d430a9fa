// config.js: the widget's attributes, their defaults, and how each is read and checked.
//
// Only the form of a value is checked here (is the size a whole number, is komi a number).
// Whether the engine accepts it (a size of 60, an unknown rule set) is the engine's decision,
// made when the game is built (engine.js).

import { parseVertex } from "./coords.js";

/** A value the widget cannot use. `code` is the go-error code. */
export class ConfigError extends Error {
  constructor(code, attribute, value, detail = "") {
    super(`${code}: ${attribute}=${JSON.stringify(value)}${detail ? ` (${detail})` : ""}`);
    this.name = "ConfigError";
    this.code = code;
    this.attribute = attribute;
    this.value = value;
    this.detail = detail;
  }
}

const isAbsent = (v) => v === null || v === undefined;

/** Attributes that are on when present (any value but "false"/"off"/"no"). */
export function parseBool(v) {
  if (isAbsent(v) || v === false) return false;
  if (v === true) return true;
  return !/^(false|off|no|0)$/i.test(String(v).trim());
}

function parseIntStrict(v) {
  const s = String(v).trim();
  return /^[+]?\d+$/.test(s) ? Number(s) : NaN;
}

/** size="19", "13x9" or "13:9" → {width, height}. */
export function parseSize(v) {
  const s = String(v).trim();
  let m = /^(\d+)\s*(?:[x×:]\s*(\d+))?$/i.exec(s);
  if (!m) throw new ConfigError("badSize", "size", v);
  const width = Number(m[1]);
  const height = m[2] === undefined ? width : Number(m[2]);
  if (width < 1 || height < 1) throw new ConfigError("badSize", "size", v);
  return { width, height };
}

export function parseDimension(name, v) {
  const n = parseIntStrict(v);
  if (!Number.isInteger(n) || n < 1) throw new ConfigError("badSize", name, v);
  return n;
}

export function parseKomi(v) {
  const s = String(v).trim();
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(s)) throw new ConfigError("badKomi", "komi", v);
  return Number(s);
}

export function parseHandicap(v) {
  const n = parseIntStrict(v);
  if (!Number.isInteger(n)) throw new ConfigError("badHandicap", "handicap", v);
  return n;
}

/** move="12", "0", "last"/"end" (→ Infinity: the end of the record). */
export function parseMove(v) {
  const s = String(v).trim().toLowerCase();
  if (s === "last" || s === "end" || s === "") return Infinity;
  const n = parseIntStrict(s);
  if (!Number.isInteger(n)) throw new ConfigError("badMove", "move", v);
  return n;
}

export const INTERACTIVE = ["none", "black", "white", "both"];
export function parseInteractive(v) {
  if (isAbsent(v)) return "both";
  const s = String(v).trim().toLowerCase();
  if (s === "" || s === "true") return "both";
  if (s === "false") return "none";
  if (!INTERACTIVE.includes(s)) throw new ConfigError("badInteractive", "interactive", v);
  return s;
}

/** coordinates: absent → "none"; present → "gtp"; "chinese" → Chinese style. */
export function parseCoordinates(v) {
  if (isAbsent(v) || v === false) return "none";
  const s = String(v).trim().toLowerCase();
  if (/^(none|false|off|no)$/.test(s)) return "none";
  if (/^(chinese|zh|cn)$/.test(s)) return "chinese";
  return "gtp";
}

/** move-numbers: absent → 0 (none); present → Infinity (all); "5" → the last 5 moves. */
export function parseMoveNumbers(v) {
  if (isAbsent(v) || v === false) return 0;
  const s = String(v).trim().toLowerCase();
  if (s === "" || s === "true" || s === "all") return Infinity;
  if (/^(false|off|none|no)$/.test(s)) return 0;
  const n = parseIntStrict(s);
  return Number.isInteger(n) ? n : Infinity;
}

export function parseConfirm(v) {
  const s = isAbsent(v) ? "auto" : String(v).trim().toLowerCase();
  if (s === "" || s === "true" || s === "always" || s === "on") return "always";
  if (s === "false" || s === "never" || s === "off") return "never";
  return "auto";
}

/** count-points="black" | "white": that side's points numbered in the counting view. */
export function parseCountPoints(v) {
  if (isAbsent(v)) return null;
  const s = String(v).trim().toLowerCase();
  if (s === "" || /^(none|off|false|no)$/.test(s)) return null;
  if (/^(b|black)$/.test(s)) return "black";
  if (/^(w|white)$/.test(s)) return "white";
  throw new ConfigError("badCountPoints", "count-points", v);
}

/**
 * view="A1:K10": the part of the board to show, two opposite corners ("D4"-style names, or
 * SGF letters "aa:kj"). Absent or empty: the whole board. Returns {from, to} as written; the
 * corners are checked against the board's size when it is drawn (view-region in render.js).
 */
export function parseView(v) {
  if (isAbsent(v) || String(v).trim() === "") return null;
  // a corner: letters and a row from 1 ("D4"; no I), or two SGF letters ("dd")
  const corner = "([A-HJ-Za-hj-z]{1,2}[1-9]\\d?|[a-zA-Z]{2})";
  const m = new RegExp(`^\\s*${corner}\\s*[:\\-–]\\s*${corner}\\s*$`).exec(String(v));
  if (!m) throw new ConfigError("badView", "view", v);
  return { from: m[1], to: m[2] };
}

/**
 * The attributes of <go-board>: name → {prop, kind, parse, rebuild}.
 * `rebuild`: a change needs a new game from the engine; otherwise only the view changes.
 */
export const ATTRIBUTES = {
  size: { prop: "size", kind: "string", rebuild: true },
  width: { prop: "width", kind: "number", rebuild: true },
  height: { prop: "height", kind: "number", rebuild: true },
  rules: { prop: "rules", kind: "string", rebuild: true },
  komi: { prop: "komi", kind: "number", rebuild: true },
  handicap: { prop: "handicap", kind: "number", rebuild: true },
  sgf: { prop: "sgf", kind: "string", rebuild: true },
  src: { prop: "src", kind: "string", rebuild: true },
  position: { prop: "position", kind: "string", rebuild: true },
  "to-move": { prop: "toMoveSetup", kind: "string", rebuild: true },
  move: { prop: "move", kind: "move", rebuild: false },
  interactive: { prop: "interactive", kind: "string", rebuild: false },
  coordinates: { prop: "coordinates", kind: "string", rebuild: false },
  "show-liberties": { prop: "showLiberties", kind: "bool", rebuild: false },
  "show-atari": { prop: "showAtari", kind: "bool", rebuild: false },
  "show-ownership": { prop: "showOwnership", kind: "bool", rebuild: false },
  "move-numbers": { prop: "moveNumbers", kind: "string", rebuild: false },
  markup: { prop: "markup", kind: "string", rebuild: false },
  theme: { prop: "theme", kind: "string", rebuild: false },
  proportions: { prop: "proportions", kind: "string", rebuild: false },
  confirm: { prop: "confirm", kind: "string", rebuild: false },
  "no-undo": { prop: "noUndo", kind: "bool", rebuild: false },
  "no-last-move": { prop: "noLastMove", kind: "bool", rebuild: false },
  view: { prop: "view", kind: "string", rebuild: false },
  "count-points": { prop: "countPoints", kind: "string", rebuild: false },
  "manual-count": { prop: "manualCount", kind: "bool", rebuild: false },
  engine: { prop: "engine", kind: "string", rebuild: false },
  lang: { prop: "lang", kind: "string", rebuild: false },
};

/** camelCase property → attribute name, for configure({...}). */
export const PROP_TO_ATTR = Object.fromEntries(
  Object.entries(ATTRIBUTES).map(([attr, d]) => [d.prop, attr]),
);

/**
 * Read the options that decide which game the engine builds, from raw attribute values
 * (`get(name)` → string | null). Throws ConfigError on the first bad value.
 * Returns {kind: "src"|"sgf"|"position"|"new", options, text, url, position, key}.
 */
export function readGameSource(get) {
  const options = {};
  const sizeAttr = get("size");
  if (!isAbsent(sizeAttr)) Object.assign(options, parseSize(sizeAttr));
  if (!isAbsent(get("width"))) options.width = parseDimension("width", get("width"));
  if (!isAbsent(get("height"))) options.height = parseDimension("height", get("height"));
  if (options.width !== undefined && options.height === undefined) options.height = options.width;
  if (options.height !== undefined && options.width === undefined) options.width = options.height;
  if (!isAbsent(get("rules")) && get("rules").trim() !== "") options.rules = get("rules").trim();
  if (!isAbsent(get("komi"))) options.komi = parseKomi(get("komi"));
  if (!isAbsent(get("handicap"))) options.handicap = parseHandicap(get("handicap"));

  const src = get("src");
  const sgf = get("sgf");
  const position = get("position");
  let source;
  if (!isAbsent(src) && src.trim() !== "") source = { kind: "src", url: src.trim(), options };
  else if (!isAbsent(sgf) && sgf.trim() !== "") source = { kind: "sgf", text: sgf, options };
  else if (!isAbsent(position) && position.trim() !== "") {
    const toMove = get("to-move");
    const parsed = parsePosition(position, options.width, options.height);
    if (!isAbsent(toMove) && /^(w|white)$/i.test(toMove.trim())) parsed.toMove = "white";
    else if (!isAbsent(toMove) && /^(b|black)$/i.test(toMove.trim())) parsed.toMove = "black";
    source = { kind: "position", position: parsed, options };
  } else source = { kind: "new", options };
  source.key = JSON.stringify([source.kind, src, sgf, position, get("to-move"), options]);
  return source;
}

/**
 * A setup position for diagrams, in one of two forms:
 *  - SGF-style property lists: `AB[D4][E5] AW[C3] PL[W]` (points as "D4" or "dd"), on the board
 *    that `size` gives (19×19 when none);
 *  - a diagram, one line per row from the top: `X`/`x`/`B`/`#`/`●` black, `O`/`o`/`W`/`○` white,
 *    `.`/`+`/`,`/`-` empty (spaces between points are ignored); its shape gives the board size.
 * Returns {width, height, black: [[x,y]...], white: [...], toMove?}.
 */
export function parsePosition(text, width, height) {
  const s = String(text).trim();
  if (s.includes("[")) {
    const w = width ?? 19;
    const h = height ?? w;
    const out = { width: w, height: h, black: [], white: [] };
    const re = /\s*([A-Za-z]+)\s*((?:\[[^\]]*\]\s*)+)/gy;
    let m;
    let last = 0;
    while ((m = re.exec(s))) {
      last = re.lastIndex;
      const id = m[1].toUpperCase();
      const values = [...m[2].matchAll(/\[([^\]]*)\]/g)].map((v) => v[1].trim());
      if (id === "PL") {
        out.toMove = /^w/i.test(values[0] || "") ? "white" : "black";
        continue;
      }
      if (id !== "AB" && id !== "AW") throw new ConfigError("badPosition", "position", text, `unknown property ${id}`);
      for (const v of values) {
        for (const p of expandPoints(v, w, h)) {
          if (!p) throw new ConfigError("badPosition", "position", text, `“${v}” is not a point on a ${w}×${h} board`);
          (id === "AB" ? out.black : out.white).push(p);
        }
      }
    }
    if (s.slice(last).trim() !== "") throw new ConfigError("badPosition", "position", text, `cannot read “${s.slice(last).trim().slice(0, 20)}”`);
    return out;
  }
  const rows = s.split(/\r?\n/).map((l) => l.replace(/\s+/g, "")).filter((l) => l.length);
  if (!rows.length) throw new ConfigError("badPosition", "position", text, "empty");
  const w = [...rows[0]].length;
  const out = { width: w, height: rows.length, black: [], white: [] };
  rows.forEach((row, y) => {
    const chars = [...row];
    if (chars.length !== w) throw new ConfigError("badPosition", "position", text, `row ${y + 1} has ${chars.length} points, not ${w}`);
    chars.forEach((c, x) => {
      if ("XxB#●".includes(c)) out.black.push([x, y]);
      else if ("OoW○".includes(c)) out.white.push([x, y]);
      else if (!".+,-·".includes(c)) throw new ConfigError("badPosition", "position", text, `unknown character “${c}” in row ${y + 1}`);
    });
  });
  if ((width !== undefined && width !== out.width) || (height !== undefined && height !== out.height)) {
    throw new ConfigError("badPosition", "position", text, `the diagram is ${out.width}×${out.height} but size says ${width}×${height}`);
  }
  return out;
}

/** A point, or an SGF compressed rectangle "aa:cc" / "A1:C3", as a list of [x, y] (null = bad). */
export function expandPoints(v, w, h) {
  const parts = v.split(":");
  if (parts.length === 2) {
    const a = parseVertex(parts[0], w, h);
    const b = parseVertex(parts[1], w, h);
    if (!a || !b) return [null];
    const pts = [];
    for (let y = Math.min(a[1], b[1]); y <= Math.max(a[1], b[1]); y++)
      for (let x = Math.min(a[0], b[0]); x <= Math.max(a[0], b[0]); x++) pts.push([x, y]);
    return pts;
  }
  return [parseVertex(v, w, h)];
}
