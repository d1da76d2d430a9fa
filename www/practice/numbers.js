// numbers.js: reading the numbers a learner types (counts in 子 with halves and quarters) and
// writing the engine's numbers the way a Chinese teacher writes them (40½, 3¾). Arithmetic on
// what was typed only; the values compared against always come from the engine.

const FRACTIONS = { "¼": 0.25, "½": 0.5, "¾": 0.75 };
const GLYPH = { 0.25: "¼", 0.5: "½", 0.75: "¾" };

/**
 * Reads "45", "45.5", "45½", "45 1/2", "45又1/2", "¾", "3又3/4", full-width digits, a comma
 * decimal. Returns a number, or null when it is not a number a count could be.
 */
export function readCount(text) {
  let s = String(text ?? "")
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[．，]/g, ".").replace(/／/g, "/")
    .replace(/[子点目個个]/g, "")
    .trim().replace(",", ".");
  if (!s) return null;
  let m = /^(\d+)?\s*([¼½¾])$/.exec(s);
  if (m) return Number(m[1] || 0) + FRACTIONS[m[2]];
  m = /^(?:(\d+)\s*(?:又|\s|\+)\s*)?(\d+)\s*\/\s*(\d+)$/.exec(s);
  if (m) {
    const den = Number(m[3]);
    if (!den || Number(m[2]) >= den) return null;
    return Number(m[1] || 0) + Number(m[2]) / den;
  }
  if (/^\d+(\.\d+)?$/.test(s)) return Number(s);
  return null;
}

/** 40.5 → "40½", 3.75 → "3¾", 0.75 → "¾", 12 → "12". */
export function writeCount(n) {
  const whole = Math.floor(n + 1e-9);
  const frac = Math.round((n - whole) * 4) / 4;
  if (frac === 0) return String(whole);
  return (whole ? String(whole) : "") + GLYPH[frac];
}

export const sameCount = (a, b) => a !== null && b !== null && Math.abs(a - b) < 1e-6;
