#!/usr/bin/env node
// The static ES-module graph of a page's entry script: every module the browser must fetch
// before the entry runs (static `import … from`, `import "…"`, `export … from`; dynamic
// `import()` is left out: it is fetched when called). www/index.html lists this graph as
// `<link rel="modulepreload">`, so the browser fetches it in one round instead of one round
// per level of imports (eight from school/app.js to board/render.js); tests/e2e/preload.test.mjs
// holds the list to the graph.
//
//   node scripts/module-graph.mjs www/school/app.js     # prints the graph, paths from www/

import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const STATIC_IMPORT = /^\s*(?:import|export)\s(?:[^;'"]*?\sfrom\s*)?["']([^"']+)["']/gm;

/** The specifiers a module's source imports statically, in source order. */
export function staticImports(source) {
  const found = [];
  for (const m of source.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(STATIC_IMPORT)) found.push(m[1]);
  return found;
}

/** Every module reached from `entry` by relative static imports, entry first, as absolute paths. */
export function staticGraph(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of staticImports(readFileSync(file, "utf8"))) {
      if (spec.startsWith("./") || spec.startsWith("../")) visit(resolve(dirname(file), spec));
    }
  };
  visit(resolve(entry));
  return [...seen];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const entry = process.argv[2];
  if (!entry) {
    console.error("usage: node scripts/module-graph.mjs ENTRY.js [ROOT]");
    process.exit(2);
  }
  const root = resolve(process.argv[3] ?? join(dirname(fileURLToPath(import.meta.url)), "..", "www"));
  for (const file of staticGraph(entry)) console.log(relative(root, file));
}
