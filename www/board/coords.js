// coords.js: names of points. Pure notation (no rules): [x, y] with x from the left and y from
// the top (0-based, as the engine returns them), "D4" style names (letters skip I, rows count up
// from the bottom), SGF letters ("dd"), and the Chinese style (1–19 across, 一–十九 down).

const LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"; // 25 letters, no I

/** Column letter(s) for x: A..Z without I, then AA, AB, ... for very wide boards. */
export function columnName(x) {
  if (x < LETTERS.length) return LETTERS[x];
  const first = Math.floor(x / LETTERS.length) - 1;
  return LETTERS[first] + LETTERS[x % LETTERS.length];
}

/** Column index of a letter name, or -1. */
export function columnIndex(name) {
  const s = name.toUpperCase();
  if (s.length === 1) return LETTERS.indexOf(s);
  if (s.length === 2) {
    const a = LETTERS.indexOf(s[0]);
    const b = LETTERS.indexOf(s[1]);
    if (a < 0 || b < 0) return -1;
    return (a + 1) * LETTERS.length + b;
  }
  return -1;
}

/** "D4" for [3, height - 4]. */
export function vertexName([x, y], height) {
  return columnName(x) + String(height - y);
}

const SGF_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

export function sgfPoint([x, y]) {
  return SGF_LETTERS[x] + SGF_LETTERS[y];
}

/**
 * Parse a point given as "D4" (case-insensitive), "dd" (SGF) or [x, y] into [x, y].
 * Returns null when it does not name a point on a width × height board.
 */
export function parseVertex(v, width, height) {
  let x, y;
  if (Array.isArray(v) && v.length === 2) {
    [x, y] = v;
  } else if (v && typeof v === "object" && "x" in v && "y" in v) {
    ({ x, y } = v);
  } else if (typeof v === "string") {
    const s = v.trim();
    let m;
    if ((m = /^([A-HJ-Za-hj-z]{1,2})(\d{1,2})$/.exec(s))) {
      x = columnIndex(m[1]);
      y = height - Number(m[2]);
    } else if ((m = /^([a-zA-Z])([a-zA-Z])$/.exec(s))) {
      x = SGF_LETTERS.indexOf(m[1]);
      y = SGF_LETTERS.indexOf(m[2]);
    } else {
      return null;
    }
  } else {
    return null;
  }
  if (!Number.isInteger(x) || !Number.isInteger(y)) return null;
  if (x < 0 || y < 0 || x >= width || y >= height) return null;
  return [x, y];
}

const ZH_DIGITS = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九"];

/** 1 → 一, 10 → 十, 13 → 十三, 19 → 十九, 20 → 二十, 25 → 二十五. */
export function chineseNumeral(n) {
  if (n < 10) return ZH_DIGITS[n];
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  return (tens === 1 ? "" : ZH_DIGITS[tens]) + "十" + ZH_DIGITS[ones];
}

/**
 * Labels of the coordinate rulers. style "gtp": letters across, numbers up from the bottom.
 * style "chinese": Arabic numbers across from the left, Chinese numerals down from the top.
 */
export function rulerLabels(style, width, height) {
  if (style === "chinese") {
    return {
      columns: Array.from({ length: width }, (_, x) => String(x + 1)),
      rows: Array.from({ length: height }, (_, y) => chineseNumeral(y + 1)),
    };
  }
  return {
    columns: Array.from({ length: width }, (_, x) => columnName(x)),
    rows: Array.from({ length: height }, (_, y) => String(height - y)),
  };
}

/** Star points (hoshi) for drawing: the usual 4-4/3-3 points and the centre. Purely visual. */
export function starPoints(width, height) {
  const pts = [];
  const edge = (n) => (n >= 13 ? 3 : n >= 7 ? 2 : -1);
  const ex = edge(width);
  const ey = edge(height);
  const xs = [];
  const ys = [];
  if (ex >= 0) xs.push(ex, width - 1 - ex);
  if (ey >= 0) ys.push(ey, height - 1 - ey);
  const cx = width % 2 === 1 ? (width - 1) / 2 : -1;
  const cy = height % 2 === 1 ? (height - 1) / 2 : -1;
  for (const x of xs) for (const y of ys) pts.push([x, y]);
  if (cx >= 0 && cy >= 0) pts.push([cx, cy]);
  // side stars on large boards (19×19 and the like)
  if (width >= 15 && height >= 15 && cx >= 0 && cy >= 0) {
    for (const x of xs) pts.push([x, cy]);
    for (const y of ys) pts.push([cx, y]);
  }
  return pts;
}
