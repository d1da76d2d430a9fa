// The school's first load (issue 19, item 4): www/index.html names in its <head> what the
// first screen needs — the static module graph of school/app.js as modulepreloads, the lesson
// build's glue and wasm, the unit index — so the browser fetches it all at once instead of one
// level of imports at a time. These tests keep that list true: equal to the graph that
// scripts/module-graph.mjs reads from the sources (a new import, or one removed, fails here
// until the <head> follows), every entry a file that exists, and each preloaded URL fetched
// exactly once when a unit opens (a preload whose mode does not match its consumer's, such as
// a wasm preload without `crossorigin`, is fetched twice and wastes what it meant to save).
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { staticGraph } from "../../scripts/module-graph.mjs";
import { ROOT, useBrowserAndServer } from "./helpers.mjs";

const WWW = join(ROOT, "www");
const head = readFileSync(join(WWW, "index.html"), "utf8").split("</head>")[0];
const links = [...head.matchAll(/<link rel="(modulepreload|preload)" href="([^"]+)"([^>]*)>/g)]
  .map(([, rel, href, rest]) => ({ rel, href, rest }));
const ENGINE_GLUE = "pkg-lesson/tengen.js";

test("the modulepreloads are the static module graph of school/app.js, and the engine's glue", () => {
  const graph = staticGraph(join(WWW, "school", "app.js"))
    .map((f) => relative(WWW, f).split("\\").join("/"))
    .filter((f) => f !== "school/app.js");
  const preloaded = links.filter((l) => l.rel === "modulepreload").map((l) => l.href);
  assert.deepEqual([...preloaded].filter((h) => h !== ENGINE_GLUE).sort(), [...graph].sort());
  assert.ok(preloaded.includes(ENGINE_GLUE), "the lesson build's glue is preloaded");
  assert.ok(graph.length > 20, `the graph was read (${graph.length} modules)`);
});

test("every preloaded file exists, and fetch-mode preloads carry crossorigin", () => {
  for (const { rel, href, rest } of links) {
    assert.ok(existsSync(join(WWW, href)), `${href} exists (built by scripts/build-wasm.sh for pkg-lesson/)`);
    if (rel === "preload" && /as="fetch"/.test(rest)) assert.match(rest, /\bcrossorigin\b/, `${href}: fetch() asks in cors mode`);
  }
});

const env = useBrowserAndServer();

test("opening a unit fetches each preloaded URL once", async () => {
  const context = await env.browser.newContext({ viewport: { width: 375, height: 800 }, locale: "en-US" });
  const page = await context.newPage();
  const counts = new Map();
  page.on("request", (r) => {
    const path = r.url().replace(env.base, "");
    counts.set(path, (counts.get(path) || 0) + 1);
  });
  const problems = [];
  page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") problems.push(m.text()); });
  await page.goto(`${env.base}#/unit/board`);
  await page.waitForFunction(() => {
    const boards = [...document.querySelectorAll("go-lesson go-board")];
    return boards.length > 0 && boards.every((b) => b.state?.snap);
  });
  for (const { href } of links) assert.equal(counts.get(href), 1, `${href} requested once (${counts.get(href) ?? 0})`);
  assert.deepEqual(problems.filter((p) => /preload/i.test(p)), []);
  await context.close();
});
