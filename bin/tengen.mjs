#!/usr/bin/env node
// bin/tengen.mjs: the package's command line (`npx tengen ...`).
//
//   tengen check-lessons FILE...   checks lesson files (the school's format, lessons/README.md)
//                                  with the engine's own checker, as `cargo test --test lessons`
//                                  does: every position legal, every stated answer achieving its
//                                  goal, every hint pointing at a move that works. Each problem
//                                  is printed as `FILE: FIELD: REASON`; the exit code is 1 if any
//                                  file has one, 2 for a wrong command line.
//   tengen --version | --help
//
// The checker is the Rust one, run in Node from the package's lesson build
// (pkg-lesson/tengen_bg.wasm, `--features lessons`), so an author gets the same messages the
// school's test and <go-lesson> give.

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const USAGE = `usage: tengen check-lessons FILE.json [FILE.json ...]
  Checks lesson files (the format of the tengen school, see docs/authors-guide.md) with the
  engine's checker. Prints each problem as FILE: FIELD: REASON; exits with 1 if there is any.
       tengen --version`;

const args = process.argv.slice(2);
const command = args.shift();

if (command === "--help" || command === "-h" || command === "help") {
  console.log(USAGE);
  process.exit(0);
}
if (command === "--version" || command === "-v") {
  const meta = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
  console.log(meta.version);
  process.exit(0);
}
if (command !== "check-lessons") {
  console.error(command ? `tengen: unknown command ${JSON.stringify(command)}\n${USAGE}` : USAGE);
  process.exit(2);
}
const files = args.filter((a) => a !== "--");
if (files.length === 0 || files.some((f) => f.startsWith("-"))) {
  console.error(USAGE);
  process.exit(2);
}

const engine = await import("../pkg-lesson/tengen.js");
engine.initSync({ module: readFileSync(fileURLToPath(new URL("../pkg-lesson/tengen_bg.wasm", import.meta.url))) });

/** JSON.parse's complaint, with the line and column of its position. */
function jsonProblem(text, error) {
  const at = /position (\d+)/.exec(error.message);
  if (!at || /line \d+/.test(error.message)) return error.message;
  const before = text.slice(0, Number(at[1]));
  const line = before.split("\n").length;
  const column = before.length - before.lastIndexOf("\n");
  return `line ${line} column ${column}: ${error.message}`;
}

/** The problems of one file, each "FIELD: REASON" (or "REASON" for the file as a whole). */
function check(file) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    return { problems: [`cannot read the file (${e.code || e.message})`] };
  }
  let data;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { problems: [`not JSON: ${jsonProblem(text, e)}`] };
  }
  let lesson;
  try {
    lesson = new engine.Lesson(data);
  } catch (e) {
    if (e?.code === "badLesson" && Array.isArray(e.errors) && e.errors.length) {
      return { problems: e.errors.map((err) => (err.path ? `${err.path}: ${err.message}` : err.message)) };
    }
    return { problems: [e?.message || String(e)] };
  }
  try {
    const view = lesson.view();
    return { problems: [], summary: `unit ${view.unit} "${view.id}", ${view.exercises.length} exercise${view.exercises.length === 1 ? "" : "s"}` };
  } finally {
    lesson.free();
  }
}

let broken = 0;
let problems = 0;
for (const file of files) {
  const got = check(file);
  if (got.problems.length) {
    broken++;
    problems += got.problems.length;
    for (const p of got.problems) console.log(`${file}: ${p}`);
  } else {
    console.log(`${file}: ok (${got.summary})`);
  }
}
const n = files.length;
console.log(broken
  ? `${broken} of ${n} lesson file${n === 1 ? "" : "s"} with problems (${problems} in all)`
  : `${n} lesson file${n === 1 ? "" : "s"} checked, no problem`);
process.exit(broken ? 1 : 0);
