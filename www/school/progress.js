// progress.js: which exercises the learner has solved, kept in localStorage.
//
// Stored as {"v": 1, "done": {"unitId/exerciseId": 1, ...}, "stars": {"unitId/exerciseId": 0–3}}
// (stars: three for a clean solve, fewer with hints or wrong tries, none when the answer was
// shown). Anything else found under the key (an old format, a damaged or foreign value, storage
// that throws) is ignored: the page starts with no progress rather than breaking, says so once
// (`hadDamagedProgress`), and the bad value is replaced on the next save. Progress moves to
// another device as a short code (`exportCode` / `importCode`).

const KEY = "tengen-school-progress";
const ID = /^[a-z0-9-]{1,64}\/[A-Za-z0-9_-]{1,64}$/;
let done = new Set();
let stars = new Map();
let damaged = false;
const listeners = new Set();

/** Reads a stored or imported value: { done, stars }, or null when it is not ours. */
function parse(data) {
  if (!data || typeof data !== "object" || data.v !== 1 || !data.done || typeof data.done !== "object" || Array.isArray(data.done)) return null;
  const keys = Object.keys(data.done);
  const d = new Set(keys.filter((k) => ID.test(k) && data.done[k] === 1));
  const s = new Map();
  if (data.stars && typeof data.stars === "object" && !Array.isArray(data.stars)) {
    for (const [k, n] of Object.entries(data.stars)) if (d.has(k) && Number.isInteger(n) && n >= 0 && n <= 3) s.set(k, n);
  }
  return { done: d, stars: s, dropped: d.size !== keys.length };
}

function read() {
  damaged = false;
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return { done: new Set(), stars: new Map() };
    const p = parse(JSON.parse(raw));
    if (!p || p.dropped) damaged = true;
    return p || { done: new Set(), stars: new Map() };
  } catch {
    damaged = true;
    return { done: new Set(), stars: new Map() };
  }
}

function value() {
  const obj = {};
  for (const k of done) obj[k] = 1;
  return { v: 1, done: obj, stars: Object.fromEntries(stars) };
}

function save() {
  try {
    localStorage.setItem(KEY, JSON.stringify(value()));
  } catch { /* storage full or unavailable: progress lasts for this visit */ }
}

function changed() {
  for (const f of listeners) f();
}

export function loadProgress() {
  ({ done, stars } = read());
}

/** Whether the stored progress was damaged (and ignored) when it was read. */
export function hadDamagedProgress() {
  return damaged;
}

/** The stars of a solved exercise (0–3), or null. */
export function starsOf(unit, exercise) {
  const k = key(unit, exercise);
  return done.has(k) ? (stars.get(k) ?? 3) : null;
}

/** The stars earned in a unit and the most it can give. */
export function unitStars(unit, exerciseIds) {
  let got = 0;
  for (const id of exerciseIds) got += starsOf(unit, id) ?? 0;
  return { got, max: 3 * exerciseIds.length };
}

/** The solved exercises of a unit with fewer than three stars (for review). */
export function missed(unit, exerciseIds) {
  return exerciseIds.filter((id) => !isDone(unit, id) || (starsOf(unit, id) ?? 0) < 3);
}

/** The progress as a short code (base64 of the stored JSON) to carry to another device. */
export function exportCode() {
  const bytes = new TextEncoder().encode(JSON.stringify(value()));
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

/** Adds the progress of a code (or of the JSON text of an exported file); returns how many
 * solved exercises it holds, or throws an Error with `code: "badProgress"`. */
export function importCode(text) {
  let data = null;
  const trimmed = String(text || "").trim();
  try {
    data = JSON.parse(trimmed.startsWith("{") ? trimmed : new TextDecoder().decode(Uint8Array.from(atob(trimmed), (c) => c.charCodeAt(0))));
  } catch { /* not a code */ }
  const p = parse(data);
  if (!p) throw Object.assign(new Error("not a progress code"), { code: "badProgress" });
  for (const k of p.done) {
    done.add(k);
    const n = p.stars.get(k) ?? 3;
    stars.set(k, Math.max(stars.get(k) ?? 0, n));
  }
  save();
  changed();
  return p.done.size;
}

export const key = (unit, exercise) => `${unit}/${exercise}`;

export function isDone(unit, exercise) {
  return done.has(key(unit, exercise));
}

/** Marks an exercise solved with a number of stars (kept at the best so far). */
export function markDone(unit, exercise, n = 3) {
  const k = key(unit, exercise);
  if (!ID.test(k)) return;
  if (done.has(k) && (stars.get(k) ?? 3) >= n) return;
  done.add(k);
  stars.set(k, n);
  save();
  changed();
}

/** "Start again": the exercise is no longer solved. */
export function unmarkDone(unit, exercise) {
  const k = key(unit, exercise);
  if (!done.delete(k)) return;
  stars.delete(k);
  save();
  changed();
}

export function countDone(unit, exerciseIds) {
  return exerciseIds.filter((id) => done.has(key(unit, id))).length;
}

export function resetProgress() {
  done = new Set();
  stars = new Map();
  try { localStorage.removeItem(KEY); } catch { /* ignore */ }
  changed();
}

export function onProgress(f) {
  listeners.add(f);
  return () => listeners.delete(f);
}
