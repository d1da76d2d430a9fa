// lessons.js: loads the lesson files (lessons/index.json lists them in order) and has the
// engine prepare each one (checked, its answers proved by cargo test). A file that cannot be
// fetched, read or checked becomes an entry with an `error`, so the page reports it in its
// place and every other unit still works.

const BASE = new URL("./lessons/", import.meta.url);

/**
 * Every unit: {file, id, unit, title, summary, lesson, view, error}. `lesson` is the engine's
 * Lesson object (null on error), `view` its plain description.
 */
export async function loadLessons(engine) {
  let files;
  try {
    const res = await fetch(new URL("index.json", BASE));
    if (!res.ok) throw new Error(`lessons/index.json: HTTP ${res.status}`);
    const index = await res.json();
    if (!index || !Array.isArray(index.units) || !index.units.every((f) => typeof f === "string")) {
      throw new Error("lessons/index.json has no list of units");
    }
    files = index.units;
  } catch (e) {
    return [{ file: "index.json", id: "index", unit: 0, title: null, summary: null, lesson: null, view: null, error: e.message || String(e) }];
  }
  return Promise.all(files.map((file, i) => loadOne(engine, file, i + 1)));
}

async function loadOne(engine, file, position) {
  const entry = { file, id: file.replace(/^\d+-|\.json$/g, ""), unit: position, title: null, summary: null, lesson: null, view: null, error: null };
  let data;
  try {
    const res = await fetch(new URL(file, BASE));
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const text = await res.text();
    try {
      data = JSON.parse(text);
    } catch (e) {
      throw new Error(`${file} is not valid JSON (${e.message})`);
    }
  } catch (e) {
    entry.error = `${file}: ${e.message || e}`;
    return entry;
  }
  if (data && typeof data === "object") {
    if (typeof data.id === "string") entry.id = data.id;
    if (Number.isInteger(data.unit)) entry.unit = data.unit;
    if (data.title && typeof data.title === "object") entry.title = data.title;
    if (data.summary && typeof data.summary === "object") entry.summary = data.summary;
  }
  if (typeof engine?.Lesson !== "function") {
    entry.error = "noLessons";
    return entry;
  }
  try {
    // The school's own files are proved by `cargo test --test lessons`; playing out every
    // reading goal again here took seconds per unit before the page could show anything.
    entry.lesson = engine.Lesson.fromProvedFile(data);
    entry.view = entry.lesson.view();
    entry.id = entry.view.id;
    entry.unit = entry.view.unit;
    entry.title = entry.view.title;
    entry.summary = entry.view.summary;
  } catch (e) {
    const detail = Array.isArray(e?.errors) && e.errors.length
      ? e.errors.slice(0, 3).map((x) => `${x.path}: ${x.message}`).join("; ")
      : e?.message || String(e);
    entry.error = `${file}: ${detail}`;
    entry.lesson = null;
  }
  return entry;
}
