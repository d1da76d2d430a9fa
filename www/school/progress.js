// progress.js: which exercises the learner has solved, kept in localStorage.
//
// Stored as {"v": 1, "done": {"unitId/exerciseId": 1, ...}}. Anything else found under the key
// (an old format, a damaged or foreign value, storage that throws) is ignored: the page starts
// with no progress rather than breaking, and the bad value is replaced on the next save.

const KEY = "tengen-school-progress";
const ID = /^[a-z0-9-]{1,64}\/[A-Za-z0-9_-]{1,64}$/;
let done = new Set();
const listeners = new Set();

function read() {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return new Set();
    const data = JSON.parse(raw);
    if (!data || typeof data !== "object" || data.v !== 1 || !data.done || typeof data.done !== "object" || Array.isArray(data.done)) {
      return new Set();
    }
    return new Set(Object.keys(data.done).filter((k) => ID.test(k) && data.done[k] === 1));
  } catch {
    return new Set();
  }
}

function save() {
  try {
    const obj = {};
    for (const k of done) obj[k] = 1;
    localStorage.setItem(KEY, JSON.stringify({ v: 1, done: obj }));
  } catch { /* storage full or unavailable: progress lasts for this visit */ }
}

export function loadProgress() {
  done = read();
}

export const key = (unit, exercise) => `${unit}/${exercise}`;

export function isDone(unit, exercise) {
  return done.has(key(unit, exercise));
}

export function markDone(unit, exercise) {
  const k = key(unit, exercise);
  if (done.has(k) || !ID.test(k)) return;
  done.add(k);
  save();
  for (const f of listeners) f();
}

export function countDone(unit, exerciseIds) {
  return exerciseIds.filter((id) => done.has(key(unit, id))).length;
}

export function resetProgress() {
  done = new Set();
  try { localStorage.removeItem(KEY); } catch { /* ignore */ }
  for (const f of listeners) f();
}

export function onProgress(f) {
  listeners.add(f);
  return () => listeners.delete(f);
}
