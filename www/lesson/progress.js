// progress.js: how each exercise went, kept in localStorage under a key the page chooses
// (`progress-key`; none: kept in memory for this visit only).
//
// Stored as {"v": 1, "done": {"unit/exercise": 1}, "stars": {"unit/exercise": 0–3},
// "finished": {"unit": 1}}: solved exercises; their stars (three for a clean solve, one less
// per hint or wrong try, at least one, none when the answer was shown; the best is kept); and
// the units whose every exercise has been solved. `stars` and `finished` are optional (older
// values have neither). Anything else under the key (an old format, a damaged or foreign value,
// storage that throws) is ignored: the page starts with no progress rather than breaking, says
// so once (`damaged`), and the bad value is replaced on the next save. One store per key per
// page, shared by every element and page module that opens it.

const ID = /^[a-z0-9-]{1,64}\/[A-Za-z0-9_-]{1,64}$/;
const UNIT = /^[a-z0-9-]{1,64}$/;
const stores = new Map();

/** Reads a stored or imported value: { done, stars, finished, dropped }, or null when it is not ours. */
export function parseProgress(data) {
  if (!data || typeof data !== "object" || data.v !== 1 || !data.done || typeof data.done !== "object" || Array.isArray(data.done)) return null;
  const keys = Object.keys(data.done);
  const done = new Set(keys.filter((k) => ID.test(k) && data.done[k] === 1));
  const stars = new Map();
  if (data.stars && typeof data.stars === "object" && !Array.isArray(data.stars)) {
    for (const [k, n] of Object.entries(data.stars)) if (done.has(k) && Number.isInteger(n) && n >= 0 && n <= 3) stars.set(k, n);
  }
  const finished = new Set();
  if (data.finished && typeof data.finished === "object" && !Array.isArray(data.finished)) {
    for (const [u, v] of Object.entries(data.finished)) if (UNIT.test(u) && v === 1) finished.add(u);
  }
  return { done, stars, finished, dropped: done.size !== keys.length };
}

/** The store for `key` (a string: localStorage; null: memory only, a new one each call). */
export function openProgress(key) {
  if (key && stores.has(key)) return stores.get(key);
  const store = createStore(key || null);
  if (key) stores.set(key, store);
  return store;
}

function createStore(key) {
  let done = new Set();
  let stars = new Map();
  let finished = new Set();
  let damaged = false;
  const listeners = new Set();
  const k = (unit, exercise) => `${unit}/${exercise}`;

  function read() {
    damaged = false;
    done = new Set();
    stars = new Map();
    finished = new Set();
    if (!key) return;
    try {
      const raw = localStorage.getItem(key);
      if (!raw) return;
      const p = parseProgress(JSON.parse(raw));
      if (!p || p.dropped) damaged = true;
      if (p) ({ done, stars, finished } = p);
    } catch {
      damaged = true;
    }
  }

  function value() {
    const obj = {};
    for (const x of done) obj[x] = 1;
    const fin = {};
    for (const u of finished) fin[u] = 1;
    return { v: 1, done: obj, stars: Object.fromEntries(stars), finished: fin };
  }

  function save() {
    if (!key) return;
    try {
      localStorage.setItem(key, JSON.stringify(value()));
    } catch { /* storage full or unavailable: progress lasts for this visit */ }
  }

  function changed(detail) {
    for (const f of listeners) f(detail);
  }

  read();
  const store = {
    key,
    /** Reads the stored value again (a page that cleared or replaced it). */
    reload() {
      read();
      changed({});
    },
    /** Whether the stored value was damaged (and ignored) when it was last read. */
    get damaged() {
      return damaged;
    },
    isDone: (unit, exercise) => done.has(k(unit, exercise)),
    /** The stars of a solved exercise (0–3), or null. */
    starsOf(unit, exercise) {
      const x = k(unit, exercise);
      return done.has(x) ? (stars.get(x) ?? 3) : null;
    },
    countDone: (unit, ids) => ids.filter((id) => done.has(k(unit, id))).length,
    /** The stars earned in a unit and the most it can give. */
    unitStars(unit, ids) {
      let got = 0;
      for (const id of ids) got += store.starsOf(unit, id) ?? 0;
      return { got, max: 3 * ids.length };
    },
    /** The exercises of a unit to review: not solved, or solved with fewer than three stars. */
    missed: (unit, ids) => ids.filter((id) => (store.starsOf(unit, id) ?? 0) < 3),
    /** Marks an exercise solved with a number of stars (the best so far is kept). */
    markDone(unit, exercise, n = 3) {
      const x = k(unit, exercise);
      if (!ID.test(x)) return;
      if (done.has(x) && (stars.get(x) ?? 3) >= n) return;
      done.add(x);
      stars.set(x, n);
      save();
      changed({ unit, exercise });
    },
    /** "Start again": the exercise is no longer solved. */
    unmarkDone(unit, exercise) {
      if (!done.delete(k(unit, exercise))) return;
      stars.delete(k(unit, exercise));
      save();
      changed({ unit, exercise });
    },
    /** Records that every exercise of a unit has been solved. */
    markFinished(unit) {
      if (!UNIT.test(unit) || finished.has(unit)) return;
      finished.add(unit);
      save();
      changed({ unit });
    },
    /** The units whose every exercise has been solved, in the order they were finished. */
    finishedUnits: () => [...finished],
    reset() {
      done = new Set();
      stars = new Map();
      finished = new Set();
      if (key) {
        try { localStorage.removeItem(key); } catch { /* ignore */ }
      }
      changed({});
    },
    /** The progress as a short code (base64 of the stored JSON) to carry to another device. */
    exportCode() {
      const bytes = new TextEncoder().encode(JSON.stringify(value()));
      let bin = "";
      for (const b of bytes) bin += String.fromCharCode(b);
      return btoa(bin);
    },
    /** Adds the progress of a code (or of an exported file's JSON text); returns how many solved
     * exercises it holds, or throws an Error with `code: "badProgress"`. */
    importCode(text) {
      let data = null;
      const trimmed = String(text || "").trim();
      try {
        data = JSON.parse(trimmed.startsWith("{") ? trimmed : new TextDecoder().decode(Uint8Array.from(atob(trimmed), (c) => c.charCodeAt(0))));
      } catch { /* not a code */ }
      const p = parseProgress(data);
      if (!p) throw Object.assign(new Error("not a progress code"), { code: "badProgress" });
      for (const x of p.done) {
        done.add(x);
        stars.set(x, Math.max(stars.get(x) ?? 0, p.stars.get(x) ?? 3));
      }
      for (const u of p.finished) finished.add(u);
      save();
      changed({});
      return p.done.size;
    },
    onChange(f) {
      listeners.add(f);
      return () => listeners.delete(f);
    },
  };
  return store;
}
