// lessons.js: the school's catalogue of units. lessons/index.json lists the files in order; a
// unit page needs only that list (the <go-lesson> element fetches and checks its own file when
// the unit opens), the unit list reads each file's title, summary and exercise ids as plain
// JSON, with no engine. `checkAll` then has the engine check every file's structure
// (Lesson.fromProvedFile: the answers are proved by `cargo test --test lessons`), off the
// first screen's path, so a broken file is reported in its place on the list too.

const BASE = new URL("./lessons/", import.meta.url);

/**
 * The units the practice page has problems for: those some kind of the problem generator
 * drills (`Problems.kinds()[i].units` in the site build, docs/problems.md "Which kinds a unit
 * practises"). Written out so that a unit page needs no engine for it; tests/e2e/school.test.mjs
 * checks it against the engine's list.
 */
export const PRACTISED_UNITS = new Set([
  "liberties", "atari", "capture", "escape", "connect", "double-atari", "ladder", "snapback", "forbidden", "eyes", "eye-shapes",
  "life-death", "race", "ko", "seki", "end", "counting", "komi", "handicap", "together",
]);

/** The URL of a lesson file, relative to the page (for <go-lesson src>). */
export const lessonUrl = (file) => new URL(file, BASE).href;

/** The unit id a file name carries: "05-capture.json" → "capture". */
export const idOfFile = (file) => file.replace(/^\d+-|\.json$/g, "");

let filesPromise = null;
/** The files lessons/index.json lists, in order (rejects with a message). */
export function unitFiles() {
  filesPromise ??= (async () => {
    const res = await fetch(new URL("index.json", BASE));
    if (!res.ok) throw new Error(`lessons/index.json: HTTP ${res.status}`);
    const index = await res.json();
    if (!index || !Array.isArray(index.units) || !index.units.every((f) => typeof f === "string")) {
      throw new Error("lessons/index.json has no list of units");
    }
    return index.units;
  })();
  filesPromise.catch(() => { filesPromise = null; });
  return filesPromise;
}

let catalogPromise = null;
/**
 * Every unit: {file, id, unit, title, summary, exerciseIds, data, error}. A file that cannot
 * be fetched or read becomes an entry with an `error`, so the list reports it in its place.
 */
export function catalog() {
  catalogPromise ??= (async () => {
    let files;
    try {
      files = await unitFiles();
    } catch (e) {
      return [{ file: "index.json", id: "index", unit: 0, title: null, summary: null, exerciseIds: [], data: null, error: e.message || String(e) }];
    }
    const entries = await Promise.all(files.map((file, i) => readOne(file, i + 1)));
    return entries.sort((a, b) => a.unit - b.unit);
  })();
  return catalogPromise;
}

/** One unit's entry, as in the catalogue (the catalogue's, if it was read). */
export async function unitEntry(file) {
  if (catalogPromise) return (await catalogPromise).find((u) => u.file === file) ?? readOne(file, 0);
  return readOne(file, 0);
}

async function readOne(file, position) {
  const entry = { file, id: idOfFile(file), unit: position, title: null, summary: null, exerciseIds: [], data: null, error: null };
  try {
    const res = await fetch(new URL(file, BASE));
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const text = await res.text();
    try {
      entry.data = JSON.parse(text);
    } catch (e) {
      throw new Error(`${file} is not valid JSON (${e.message})`);
    }
  } catch (e) {
    entry.error = `${file}: ${e.message || e}`;
    return entry;
  }
  const d = entry.data;
  if (d && typeof d === "object") {
    if (typeof d.id === "string") entry.id = d.id;
    if (Number.isInteger(d.unit)) entry.unit = d.unit;
    if (d.title && typeof d.title === "object") entry.title = d.title;
    if (d.summary && typeof d.summary === "object") entry.summary = d.summary;
    if (Array.isArray(d.exercises)) entry.exerciseIds = d.exercises.map((x) => x?.id).filter((x) => typeof x === "string");
  }
  return entry;
}

/**
 * Has the engine check every unit's structure (not its answers: see above); a unit it refuses
 * gets an `error` naming the file and the fields. `noLessons` when the build has no Lesson.
 */
export function checkAll(engine, entries) {
  for (const entry of entries) {
    if (entry.error || !entry.data) continue;
    if (typeof engine?.Lesson !== "function") {
      entry.error = "noLessons";
      continue;
    }
    try {
      const lesson = engine.Lesson.fromProvedFile(entry.data);
      lesson.free?.();
    } catch (e) {
      const detail = Array.isArray(e?.errors) && e.errors.length
        ? e.errors.slice(0, 3).map((x) => `${x.path}: ${x.message}`).join("; ")
        : e?.message || String(e);
      entry.error = `${entry.file}: ${detail}`;
    }
  }
  return entries;
}
