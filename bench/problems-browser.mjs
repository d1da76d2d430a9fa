#!/usr/bin/env node
// Times `Problems.generate()` in headless Chromium (issue 13's browser target: a problem in
// under 20 ms), with the school's build as `bash scripts/build-wasm.sh` leaves it in www/pkg/
// (the `practice` feature). Also times the same calls under Node, which runs the same wasm.
//
//   bash scripts/build-wasm.sh          # once, after any change to the engine
//   node bench/problems-browser.mjs [seeds]
//
// Default: 40 seeds for every kind and difficulty 1–5 on 9×9 (after one warm-up problem of
// each kind). Prints per kind the median, 95th percentile and slowest problem, in
// milliseconds, over all its difficulties. Needs /usr/bin/chromium and playwright-core.
// The server, the page and the Node run are bench/lib/wasm-bench.mjs (shared with the other
// browser benchmarks).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { machine, measureInChromiumAndNode, requireBuild } from "./lib/wasm-bench.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const seeds = Number(process.argv[2] ?? 40);

/** Runs in the page and in Node alike. */
function timeProblems(Problems, [seeds], now) {
  const out = [];
  for (const { id } of Problems.kinds()) {
    Problems.generate({ kind: id, size: 9, difficulty: 1, seed: 1_000_000 });
    const times = [];
    for (let difficulty = 1; difficulty <= 5; difficulty++) {
      for (let seed = 0; seed < seeds; seed++) {
        const t0 = now();
        Problems.generate({ kind: id, size: 9, difficulty, seed });
        times.push(now() - t0);
      }
    }
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
    out.push({ id, n: times.length, median: at(0.5), p95: at(0.95), max: times[times.length - 1] });
  }
  return out;
}

function print(where, rows) {
  console.log(`\n${where}`);
  for (const r of rows) {
    console.log(`  ${r.id.padEnd(14)} ${String(r.n).padStart(4)} problems  median ${r.median.toFixed(2)} ms  p95 ${r.p95.toFixed(2)}  max ${r.max.toFixed(2)}`);
  }
}

const pkg = path.join(root, "www/pkg");
requireBuild(pkg, "bash scripts/build-wasm.sh");
const { chromium, node } = await measureInChromiumAndNode({
  pkgDir: pkg,
  exportName: "Problems",
  measure: timeProblems,
  args: [seeds],
});
print(`Chromium ${chromium.version} (headless), wasm from www/pkg/`, chromium.result);
print(`Node ${node.version}`, node.result);
console.log(`\n${machine()}`);
