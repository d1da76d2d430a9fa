// The package in the two frameworks site authors use most, as they would set them up: the
// packed tarball installed into a fresh temporary project, built with Vite, run in Chromium.
//   React 19 + TypeScript: <go-board size={9} onGoMove={…}> in JSX, typed by tengen/react and
//     checked with `tsc --strict` (and wrong uses refused); built with @vitejs/plugin-react.
//   Vue 3: <go-board :size="9" @go-move="…"> in a single-file component, built with
//     @vitejs/plugin-vue (go-* tags declared custom elements, as docs/authors-guide.md says);
//     its templates typed by tengen/vue and checked with vue-tsc --noEmit (and wrong uses
//     refused on their lines).
// In each built page: the board renders, a click plays a stone, a click on it fires go-illegal,
// nothing fails to load and the console stays clean.
// No network: react, react-dom, vue, their types and the Vite plugins are devDependencies of
// this repository; the temporary projects link them from its node_modules.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import {
  BIN, ROOT, CSP, run, installPackedPackage, launchBrowser, boardPage, assertBoardPlays, failed, served,
  lessonPage, assertLessonWorks, writeUnits,
} from "./helpers.mjs";

// where the frameworks come from (this repository's devDependencies)
const DEPS = process.env.TENGEN_TEST_NODE_MODULES ?? join(ROOT, "node_modules");

let dir;
let browser;

before(async () => {
  ({ dir } = installPackedPackage("tengen-frameworks-"));
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/**
 * A project folder inside the temporary one, `deps` linked into the node_modules that holds
 * tengen (so that they are its siblings, as in a real project: tengen/react finds "react").
 */
function project(name, deps, files) {
  const app = join(dir, name);
  for (const dep of deps) {
    const from = join(DEPS, dep);
    assert.ok(existsSync(from), `${dep} is installed (a devDependency: npm ci)`);
    const to = join(dir, "node_modules", dep);
    if (existsSync(to)) continue;
    mkdirSync(dirname(to), { recursive: true });
    symlinkSync(from, to, "dir");
  }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(app, path)), { recursive: true });
    writeFileSync(join(app, path), text);
  }
  return app;
}

// base "./": the lesson pages are served from the temporary project's root (see lessonPage)
const viteBuild = (plugin, options = "") => `
  import { build } from "vite";
  import plugin from "${plugin}";
  await build({
    root: import.meta.dirname, configFile: false, logLevel: "error", base: "./",
    plugins: [plugin(${options})], build: { outDir: "dist", target: "es2022" },
  });
`;

/** Records what lessonPage reads: every lesson's and its boards' events, in window.events. */
const RECORD = (types, ts = false) => `
  window.events = [];
  for (const type of ${JSON.stringify(types)}) {
    document.addEventListener(type, (e) => window.events.push({
      type,
      lesson: (e.target${ts ? " as Element" : ""}).closest("go-lesson")?.id ?? null,
      detail: JSON.parse(JSON.stringify((e${ts ? " as CustomEvent" : ""}).detail)),
    }));
  }
`;

/** A built lesson page: the learner solves the guide's exercise; the broken unit shows its error. */
async function assertLessonPage(app) {
  const got = await lessonPage(browser, dir, `${app}/dist/index.html`);
  assertLessonWorks(got);
  const wasm = served(got).filter((r) => r.path.endsWith(".wasm"));
  assert.equal(wasm.length, 1, "one wasm: the lesson build, shared by the lessons' boards");
  assert.deepEqual(failed(got), [], "no failed request");
  assert.deepEqual(got.problems, [], "no console error");
}

const INDEX = (title, entry) => `<!doctype html><html lang="en"><meta charset="utf-8">${CSP}<title>${title}</title>
  <div id="root"></div><script type="module" src="${entry}"></script></html>`;

// ---- React 19 + TypeScript ----

const REACT_APP = `
import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";
import { GoBoard } from "tengen/board";
import type {} from "tengen/react";
import type { GoIllegalDetail, GoErrorDetail } from "tengen/board";

declare global {
  interface Window {
    events: { type: string; vertex?: string; reason?: string; code?: string }[];
    boardReady?: { registered: boolean; isBoard: boolean; width: number | null };
  }
}
window.events = [];

function onIllegal(e: CustomEvent<GoIllegalDetail>): void {
  window.events.push({ type: "go-illegal", vertex: e.detail.vertex, reason: e.detail.reason, code: undefined });
}

function App() {
  const [last, setLast] = useState<string>("");
  return (
    <main>
      <go-board
        size={9}
        interactive="both"
        ref={(board) => {
          if (board) void board.ready.then(() => {
            window.boardReady = { registered: customElements.get("go-board") === GoBoard, isBoard: board instanceof GoBoard, width: board.width ?? board.boardState?.length ?? null };
          });
        }}
        onGoMove={(e) => {
          const vertex: string = e.detail.vertex;
          window.events.push({ type: "go-move", vertex, reason: undefined, code: undefined });
          setLast(vertex);
        }}
        onGoIllegal={onIllegal}
        onGoError={(e) => { const d: GoErrorDetail = e.detail; window.events.push({ type: "go-error", code: d.code }); }}
      />
      <p id="last">{last}</p>
    </main>
  );
}

createRoot(document.getElementById("root")!).render(<StrictMode><App /></StrictMode>);
`;

const REACT_TSCONFIG = {
  compilerOptions: {
    strict: true, noEmit: true, target: "ES2022", module: "ESNext", moduleResolution: "Bundler",
    jsx: "react-jsx", lib: ["ES2022", "ESNext.Disposable", "DOM", "DOM.Iterable"], types: [], skipLibCheck: false,
  },
  include: ["src"],
};

test("React 19 + TypeScript: <go-board size={9} onGoMove={…}> type-checks with tsc --strict, and wrong uses do not", () => {
  const app = project("react-types", ["react", "react-dom", "@types/react", "@types/react-dom"], {
    "tsconfig.json": JSON.stringify(REACT_TSCONFIG),
    "src/main.tsx": REACT_APP,
  });
  const tsc = () => run(join(BIN, "tsc"), ["-p", join(app, "tsconfig.json")], { cwd: app });
  try {
    tsc();
  } catch (e) {
    assert.fail(`tsc --strict failed:\n${e.stdout}${e.stderr}`);
  }
  // Wrong uses, one per line of one file (one tsc run): each must be reported on its line.
  const wrong = [
    // go-move's detail has no reason
    [`<go-board onGoMove={(e) => e.detail.reason} />`, /Property 'reason' does not exist/],
    // a property the element does not have
    [`<go-board sise={9} />`, /Property 'sise' does not exist/],
    // interactive takes who may play
    [`<go-board interactive="everyone" />`, /Type '"everyone"' is not assignable/],
    // go-illegal's reason is a string
    [`<go-board onGoIllegal={(e) => { const n: number = e.detail.reason; void n; }} />`, /not assignable to type 'number'/],
  ];
  const HEAD = 2;
  writeFileSync(join(app, "src/main.tsx"), `import "tengen/board";\nimport type {} from "tengen/react";\n${wrong.map(([jsx], i) => `export const x${i} = ${jsx};`).join("\n")}\n`);
  let out = "";
  assert.throws(tsc, (e) => ((out = String(e.stdout)), true));
  wrong.forEach(([jsx, error], i) => {
    // a diagnostic is its first line and the indented lines under it
    const here = out.split(/\n(?=\S)/).filter((d) => d.startsWith(`src/main.tsx(${HEAD + i + 1},`));
    assert.ok(here.some((l) => error.test(l)), `${jsx}\nexpected ${error} on line ${HEAD + i + 1}, got:\n${out}`);
  });
});

test("React 19: a Vite build with @vitejs/plugin-react; the board renders, a click plays, an illegal click fires go-illegal", async () => {
  const app = project("react-app", ["react", "react-dom", "vite", "@vitejs/plugin-react"], {
    "package.json": JSON.stringify({ name: "react-app", private: true, type: "module" }),
    "index.html": INDEX("react", "./src/main.tsx"),
    "src/main.tsx": REACT_APP,
    "build.mjs": viteBuild("@vitejs/plugin-react"),
  });
  run(process.execPath, ["build.mjs"], { cwd: app });
  const got = await boardPage(browser, join(app, "dist"), "index.html");
  assertBoardPlays(got);
  assert.deepEqual(failed(got), [], "no failed request");
  assert.deepEqual(got.problems, [], "no console error");
});

// ---- Vue 3 ----

const VUE_APP = `<script setup>
import { onMounted, ref } from "vue";
import { GoBoard } from "tengen/board";

const board = ref(null);
const last = ref("");
window.events = [];
function onMove(e) {
  window.events.push({ type: "go-move", vertex: e.detail.vertex, reason: undefined, code: undefined });
  last.value = e.detail.vertex;
}
function onIllegal(e) {
  window.events.push({ type: "go-illegal", vertex: e.detail.vertex, reason: e.detail.reason, code: undefined });
}
function onError(e) {
  window.events.push({ type: "go-error", code: e.detail.code });
}
onMounted(async () => {
  const b = board.value;
  await b.ready;
  window.boardReady = { registered: customElements.get("go-board") === GoBoard, isBoard: b instanceof GoBoard, width: b.boardState?.length ?? null };
});
</script>

<template>
  <main>
    <go-board ref="board" :size="9" interactive="both" @go-move="onMove" @go-illegal="onIllegal" @go-error="onError"></go-board>
    <p id="last">{{ last }}</p>
  </main>
</template>
`;

test("Vue 3: a Vite build with @vitejs/plugin-vue; the board renders, a click plays, an illegal click fires go-illegal", async () => {
  const app = project("vue-app", ["vue", "vite", "@vitejs/plugin-vue"], {
    "package.json": JSON.stringify({ name: "vue-app", private: true, type: "module" }),
    "index.html": INDEX("vue", "./src/main.js"),
    "src/main.js": `import { createApp } from "vue";\nimport App from "./App.vue";\ncreateApp(App).mount("#root");\n`,
    "src/App.vue": VUE_APP,
    "build.mjs": viteBuild("@vitejs/plugin-vue", `{ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith("go-") } } }`),
  });
  run(process.execPath, ["build.mjs"], { cwd: app });
  const got = await boardPage(browser, join(app, "dist"), "index.html");
  assertBoardPlays(got);
  assert.deepEqual(failed(got), [], "no failed request");
  assert.deepEqual(got.problems, [], "no console error");
});

// vue-tsc over single-file components: tengen/vue types <go-board> and <go-lesson> in templates.
const VUE_TYPED_APP = `<script setup lang="ts">
import { ref } from "vue";
import "tengen/board";
import type { GoBoard, GoBoardEventMap } from "tengen/board";
import type {} from "tengen/vue";

const board = ref<GoBoard | null>(null);
const last = ref("");
function onMove(e: GoBoardEventMap["go-move"]) {
  last.value = e.detail.vertex;
}
</script>

<template>
  <main>
    <go-board ref="board" :size="9" interactive="both" show-liberties coordinates="chinese" @go-move="onMove" @go-illegal="(e) => (last = e.detail.reason)"></go-board>
    <go-lesson src="my-unit.json" exercise="capture-one" progress-key="my-site" @go-lesson-solved="(e) => (last = e.detail.id)"></go-lesson>
    <p>{{ last }}</p>
  </main>
</template>
`;

test("Vue 3 + TypeScript: vue-tsc --noEmit type-checks <go-board> and <go-lesson> in templates (tengen/vue), and wrong uses do not", () => {
  const app = project("vue-types", ["vue", "@vue", "vue-tsc", "typescript"], {
    "tsconfig.json": JSON.stringify({
      compilerOptions: { strict: true, noEmit: true, target: "ES2022", module: "ESNext", moduleResolution: "Bundler", lib: ["ES2022", "ESNext.Disposable", "DOM", "DOM.Iterable"], types: [], skipLibCheck: false },
      // unknown attributes are errors too (without it Vue passes them through to the element)
      vueCompilerOptions: { strictTemplates: true },
      include: ["src/**/*.ts", "src/**/*.vue"],
    }),
    "src/App.vue": VUE_TYPED_APP,
  });
  const vueTsc = () => run(join(BIN, "vue-tsc"), ["--noEmit", "-p", join(app, "tsconfig.json")], { cwd: app });
  try {
    vueTsc();
  } catch (e) {
    assert.fail(`vue-tsc failed:\n${e.stdout}${e.stderr}`);
  }
  // Wrong uses, one per line of a template (one vue-tsc run): each must be reported on its line.
  const wrong = [
    [`<go-board interactive="everyone"></go-board>`, /Type '"everyone"' is not assignable/],
    [`<go-board :size="{ n: 9 }"></go-board>`, /is not assignable to type 'string \| number \| undefined'/],
    [`<go-board @go-move="(e) => (last = e.detail.reason)"></go-board>`, /Property 'reason' does not exist on type 'GoMoveDetail'/],
    [`<go-board sise="9"></go-board>`, /'sise' does not exist/],
    [`<go-lesson :review="'yes'"></go-lesson>`, /Type 'string' is not assignable to type 'boolean \| undefined'/],
  ];
  const head = `<script setup lang="ts">\nimport { ref } from "vue";\nimport type {} from "tengen/vue";\nconst last = ref("");\n</script>\n<template>\n`;
  const HEAD = head.split("\n").length - 1;
  writeFileSync(join(app, "src/App.vue"), `${head}${wrong.map(([tag]) => `  ${tag}`).join("\n")}\n</template>\n`);
  let out = "";
  assert.throws(vueTsc, (e) => ((out = String(e.stdout)), true));
  wrong.forEach(([tag, error], i) => {
    const here = out.split(/\n(?=\S)/).filter((d) => d.startsWith(`src/App.vue(${HEAD + i + 1},`));
    assert.ok(here.some((l) => error.test(l)), `${tag}\nexpected ${error} on line ${HEAD + i + 1}, got:\n${out}`);
  });
});

// ---- <go-lesson> in React and Vue ----

const REACT_LESSON_APP = `
import { createRoot } from "react-dom/client";
import "tengen/lesson";
import type {} from "tengen/react";
import type { GoLessonSolvedDetail } from "tengen/lesson";

// go-lesson-load and the boards' go-move, from the document (what lessonPage waits for)
${RECORD(["go-lesson-load", "go-move"], true)}
const record = (type: string, lesson: string, detail: unknown) => window.events.push({ type, lesson, detail: JSON.parse(JSON.stringify(detail)) });

declare global {
  interface Window { events: { type: string; lesson: string | null; detail: unknown }[] }
}

function Lessons() {
  return (
    <main>
      <go-lesson id="good" src="my-unit.json" exercise="capture-one" lang="en"
        onGoLessonSolved={(e) => { const d: GoLessonSolvedDetail = e.detail; record("go-lesson-solved", "good", d); }}
        onGoError={(e) => record("go-error", "good", e.detail)} />
      <go-lesson id="broken" src="broken.json" lang="en"
        onGoError={(e) => { const file: string = e.detail.file; record("go-error", "broken", { ...e.detail, file }); }} />
    </main>
  );
}

createRoot(document.getElementById("root")!).render(<Lessons />);
`;

test("React 19: <go-lesson> with onGoLessonSolved in JSX (tsc --strict, Vite build): a learner solves the exercise, a broken unit shows its error", async () => {
  const app = project("react-lesson", ["react", "react-dom", "@types/react", "@types/react-dom", "vite", "@vitejs/plugin-react"], {
    "package.json": JSON.stringify({ name: "react-lesson", private: true, type: "module" }),
    "tsconfig.json": JSON.stringify(REACT_TSCONFIG),
    "index.html": INDEX("react lesson", "./src/main.tsx"),
    "src/main.tsx": REACT_LESSON_APP,
    "build.mjs": viteBuild("@vitejs/plugin-react"),
  });
  mkdirSync(join(app, "public"), { recursive: true });
  writeUnits(join(app, "public"));
  try {
    run(join(BIN, "tsc"), ["-p", join(app, "tsconfig.json")], { cwd: app });
  } catch (e) {
    assert.fail(`tsc --strict failed:\n${e.stdout}${e.stderr}`);
  }
  run(process.execPath, ["build.mjs"], { cwd: app });
  await assertLessonPage("react-lesson");
});

const VUE_LESSON_APP = `<script setup>
${RECORD(["go-lesson-load", "go-move"])}
const record = (type, lesson, detail) => window.events.push({ type, lesson, detail: JSON.parse(JSON.stringify(detail)) });
</script>

<template>
  <main>
    <go-lesson id="good" src="my-unit.json" exercise="capture-one" lang="en"
      @go-lesson-solved="(e) => record('go-lesson-solved', 'good', e.detail)"
      @go-error="(e) => record('go-error', 'good', e.detail)"></go-lesson>
    <go-lesson id="broken" src="broken.json" lang="en" @go-error="(e) => record('go-error', 'broken', e.detail)"></go-lesson>
  </main>
</template>
`;

test("Vue 3: <go-lesson> with @go-lesson-solved (Vite build): a learner solves the exercise, a broken unit shows its error", async () => {
  const app = project("vue-lesson", ["vue", "vite", "@vitejs/plugin-vue"], {
    "package.json": JSON.stringify({ name: "vue-lesson", private: true, type: "module" }),
    "index.html": INDEX("vue lesson", "./src/main.js"),
    "src/main.js": `import { createApp } from "vue";\nimport "tengen/lesson";\nimport App from "./App.vue";\ncreateApp(App).mount("#root");\n`,
    "src/App.vue": VUE_LESSON_APP,
    "build.mjs": viteBuild("@vitejs/plugin-vue", `{ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith("go-") } } }`),
  });
  mkdirSync(join(app, "public"), { recursive: true });
  writeUnits(join(app, "public"));
  run(process.execPath, ["build.mjs"], { cwd: app });
  await assertLessonPage("vue-lesson");
});
