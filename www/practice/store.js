// store.js: what the practice page remembers in localStorage (`tengen-practice`):
//   {"v": 1, "levels": {"capture": 3, ...}, "streak": 4, "best": 9,
//    "day": "2026-12-01", "today": 6, "goal": 10}
// levels: the difficulty (1–5) reached in each kind of problem; streak: problems right at the
// first try in a row (best: the longest); today: problems solved on `day` (the learner's local
// date), against the daily goal. A damaged or foreign value is ignored and replaced on the
// next save; storage that throws keeps everything for this visit only.

const KEY = "tengen-practice";
export const GOALS = [5, 10, 20, 30];
export const MIN_LEVEL = 1;
export const MAX_LEVEL = 5;
/** Right answers in a row (first try) at a level before the next problem is one harder. */
export const UP_AFTER = 2;

const fresh = () => ({ v: 1, levels: {}, runs: {}, streak: 0, best: 0, day: localDay(), today: 0, goal: 10 });
let data = fresh();
const listeners = new Set();

export function localDay(d = new Date()) {
  const pad = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const count = (n, max = 1e6) => (Number.isInteger(n) && n >= 0 && n <= max ? n : 0);

export function loadStore() {
  data = fresh();
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) || "null");
    if (!raw || raw.v !== 1 || typeof raw !== "object") return;
    for (const [k, n] of Object.entries(raw.levels || {})) {
      if (/^[a-z0-9-]{1,40}$/.test(k) && Number.isInteger(n) && n >= MIN_LEVEL && n <= MAX_LEVEL) data.levels[k] = n;
    }
    for (const [k, n] of Object.entries(raw.runs || {})) {
      if (/^[a-z0-9-]{1,40}$/.test(k)) data.runs[k] = count(n, UP_AFTER);
    }
    data.streak = count(raw.streak);
    data.best = Math.max(count(raw.best), data.streak);
    data.goal = GOALS.includes(raw.goal) ? raw.goal : 10;
    if (raw.day === localDay()) data.today = count(raw.today);
  } catch { /* ignored: start afresh */ }
}

function save() {
  try { localStorage.setItem(KEY, JSON.stringify(data)); } catch { /* this visit only */ }
  for (const f of listeners) f();
}

export const onStore = (f) => { listeners.add(f); return () => listeners.delete(f); };
export const levelOf = (kind) => data.levels[kind] ?? MIN_LEVEL;
export const streak = () => data.streak;
export const best = () => data.best;
export const goal = () => data.goal;
export function today() {
  if (data.day !== localDay()) { data.day = localDay(); data.today = 0; }
  return data.today;
}

export function setGoal(n) {
  if (!GOALS.includes(n)) return;
  data.goal = n;
  save();
}

/**
 * Records a problem's outcome: right at the first try or not. Returns the change of level
 * for that kind (+1, -1 or 0): UP_AFTER right in a row go up one, a miss goes down one.
 */
export function record(kind, firstTry) {
  today();
  const before = levelOf(kind);
  let level = before;
  if (firstTry) {
    data.streak++;
    data.best = Math.max(data.best, data.streak);
    data.today++;
    const run = (data.runs[kind] ?? 0) + 1;
    if (run >= UP_AFTER && level < MAX_LEVEL) { level++; data.runs[kind] = 0; } else data.runs[kind] = Math.min(run, UP_AFTER);
  } else {
    data.streak = 0;
    data.runs[kind] = 0;
    if (level > MIN_LEVEL) level--;
  }
  data.levels[kind] = level;
  save();
  return level - before;
}

/** A problem solved after a miss still counts toward today's goal. */
export function solvedLate() {
  today();
  data.today++;
  save();
}
