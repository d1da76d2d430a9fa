// load.js: reading an author's unit and having the engine check it. The file comes from the
// `src` URL or from a child <script type="application/json">; the engine's Lesson checks it
// (`new Lesson(file)`: every position legal, every answer, hint and refutation played out; or,
// for files already proved by `cargo test --test lessons` such as the school's own, with the
// `proved` attribute, `Lesson.fromProvedFile`, which checks all but the playing out). Every
// failure is a LessonLoadError naming the file, the field and the reason, as the checker
// prints them: `my-unit.json: exercises[1].answer: A5 does not achieve the goal: …`.

import { loadLessonEngine } from "../board/engine.js";

export class LessonLoadError extends Error {
  /** `code`: noSource, fetch, json, engineLoad, noLessons, badLesson, unknownExercise. */
  constructor(code, file, errors, message) {
    super(message || errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join("; "));
    this.name = "LessonLoadError";
    this.code = code;
    this.file = file;
    this.errors = errors; // [{ path, message }]
  }
}

/** The unit's text and the name to report it by: { file, data }. */
export async function readSource(el) {
  const src = el.getAttribute("src");
  if (src) {
    let res;
    try {
      res = await fetch(new URL(src, document.baseURI));
    } catch (e) {
      throw new LessonLoadError("fetch", src, [{ path: "", message: e?.message || String(e) }], null);
    }
    if (!res.ok) throw new LessonLoadError("fetch", src, [{ path: "", message: `HTTP ${res.status}` }]);
    return { file: src, data: parse(src, await res.text()) };
  }
  const script = el.querySelector(':scope > script[type="application/json"]');
  if (script) {
    const file = script.id ? `#${script.id}` : "inline JSON";
    return { file, data: parse(file, script.textContent) };
  }
  throw new LessonLoadError("noSource", "", [{ path: "", message: "no src attribute and no child <script type=\"application/json\">" }]);
}

function parse(file, text) {
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new LessonLoadError("json", file, [{ path: "", message: `not valid JSON (${e.message})` }]);
  }
}

/**
 * The engine module with lessons, found the widget's way (loadLessonEngine: the boards' module
 * when it has Lesson, else the package's lesson build). `engineLoad` when none can be loaded.
 */
export async function lessonEngine() {
  try {
    return await loadLessonEngine();
  } catch (e) {
    throw new LessonLoadError("engineLoad", e?.url || "", [{ path: "", message: e?.message || String(e) }]);
  }
}

/** The engine's Lesson for the file, and its view; throws LessonLoadError. */
export function checkLesson(engine, file, data, { proved = false } = {}) {
  let lesson;
  try {
    lesson = proved ? engine.Lesson.fromProvedFile(data) : new engine.Lesson(data);
  } catch (e) {
    const errors = Array.isArray(e?.errors) && e.errors.length
      ? e.errors.map((x) => ({ path: String(x.path ?? ""), message: String(x.message ?? "") }))
      : [{ path: "", message: e?.message || String(e) }];
    throw new LessonLoadError(e?.code || "badLesson", file, errors);
  }
  return { lesson, view: lesson.view() };
}
