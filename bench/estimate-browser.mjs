#!/usr/bin/env node
// Times `Game.estimate()` in headless Chromium (the browser target of issue 4: a 19×19
// estimate under 100 ms) on finished positions of the estimator corpus, with the engine
// package as `npm run build` leaves it in pkg/. Also times the same calls under Node, which
// runs the same wasm.
//
//   npm run build                      # once, after any change to the engine
//   node bench/estimate-browser.mjs [runs] [corpus file names…]
//
// Default: 30 timed runs (after 3 warm-up runs) of each of four corpus games, default options
// (the same seed every run, so every run does the same work). Prints the median, the fastest
// and the slowest run per game, in milliseconds. Needs /usr/bin/chromium and playwright-core
// (both installed by scripts/setup.sh).
//
//   node bench/estimate-browser.mjs --compare tests/data/heldout
//
// Compares tengen's estimator with @sabaki/deadstones (a devDependency) in Chromium on every
// game of a corpus folder: a game counts as agreeing when the estimate is exactly the set of
// dead stones of the file (its lowercase stones). tengen: `Game.estimate()` with its default
// options. @sabaki/deadstones: its wasm `guess(board, width, finished = true, iterations =
// 100, seed)` called directly (its JavaScript entry is CommonJS and seeds with Date.now()), for
// seeds 1 to 5, each seed counted on its own. Also the stones judged wrongly (either way) and
// the time of each call by board size (median, in ms; 3 runs of tengen, 1 per seed of the peer).
// `DEADSTONES_WASM=path` reads the peer's wasm from elsewhere than node_modules.
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { servePage } from "./lib/wasm-bench.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
// Arguments: an optional number of runs, then optional corpus file names.
const args = process.argv.slice(2);
const compareAt = args.indexOf("--compare");
const compareDir = compareAt >= 0 ? args.splice(compareAt, 2)[1] : null;
const runs = /^\d+$/.test(args[0] ?? "") ? Number(args.shift()) : 30;
const names = args.length > 0 ? args
  : ["ogs-10821000.txt", "ogs-12257987.txt", "gnugo-19-011.txt", "ogs-14020931.txt"];

/** A corpus file as the diagram `Game.fromDiagram` reads (dead stones are still stones). */
function diagramOf(name, dir = path.join(root, "tests/data/games")) {
  const text = fs.readFileSync(path.join(dir, name), "utf8");
  let toMove = "black";
  const rows = [];
  for (const line of text.split("\n").map((l) => l.trim())) {
    if (!line || line.startsWith("#")) continue;
    if (line.startsWith("to_move ")) toMove = line.slice(8).trim();
    else rows.push(line);
  }
  // The file's dead stones (its lowercase stones), [x, y] from the top left, as both
  // estimators answer.
  const dead = [];
  rows.forEach((row, y) => [...row].forEach((c, x) => { if (c === "x" || c === "o") dead.push([x, y]); }));
  return { name, size: rows.length, diagram: rows.map((r) => r.toUpperCase()).join("\n"), toMove, dead };
}
const games = compareDir
  ? fs.readdirSync(path.resolve(root, compareDir)).filter((f) => f.endsWith(".txt")).sort().map((f) => diagramOf(f, path.resolve(root, compareDir)))
  : names.map((n) => diagramOf(n));

/** In the page: both estimators on every game (see the header). */
async function compareEstimators(Game, peer, games) {
  const key = (list) => list.map(([x, y]) => `${x},${y}`).sort().join(" ");
  const wrong = (got, want) => {
    const a = new Set(got.map(([x, y]) => `${x},${y}`));
    const b = new Set(want.map(([x, y]) => `${x},${y}`));
    return [...a].filter((v) => !b.has(v)).length + [...b].filter((v) => !a.has(v)).length;
  };
  const out = [];
  for (const g of games) {
    const game = Game.fromDiagram(g.diagram, { toMove: g.toMove });
    const ours = { times: [] };
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      const e = game.estimate();
      ours.times.push(performance.now() - t0);
      ours.dead = e.dead;
    }
    game.free();
    // The peer's board: rows from the top, 1 black, -1 white, 0 empty (dead stones included).
    const cells = new Int8Array(g.size * g.size);
    g.diagram.split("\n").forEach((row, y) => [...row].forEach((c, x) => { cells[y * g.size + x] = c === "X" ? 1 : c === "O" ? -1 : 0; }));
    const seeds = [];
    for (let seed = 1; seed <= 5; seed++) {
      const t0 = performance.now();
      const dead = peer(cells, g.size, seed);
      seeds.push({ time: performance.now() - t0, agree: key(dead) === key(g.dead), wrong: wrong(dead, g.dead) });
    }
    out.push({ name: g.name, size: g.size, refDead: g.dead.length, ours: { agree: key(ours.dead) === key(g.dead), wrong: wrong(ours.dead, g.dead), times: ours.times }, peer: seeds });
  }
  return out;
}

/** The peer's wasm `guess` through its raw exports (no imports; results returned through a
 *  pointer pair written at address 8, freed after reading). Runs in the page. */
function peerFromInstance(exports) {
  return (cells, width, seed) => {
    const ptr = exports.__wbindgen_malloc(cells.length);
    new Int8Array(exports.memory.buffer, ptr, cells.length).set(cells);
    exports.guess(8, ptr, cells.length, width, true, 100, seed);
    const [at, len] = new Int32Array(exports.memory.buffer, 8, 2);
    const indices = Array.from(new Uint32Array(exports.memory.buffer, at, len));
    exports.__wbindgen_free(at, len * 4);
    return indices.map((i) => [i % width, Math.floor(i / width)]);
  };
}

function printComparison(where, rows) {
  const median = (a) => { const s = [...a].sort((x, y) => x - y); return s.length ? s[s.length >> 1] : NaN; };
  console.log(`\n${where}: ${rows.length} games`);
  for (const size of [...new Set(rows.map((r) => r.size))].sort((a, b) => a - b).concat(["all"])) {
    const set = rows.filter((r) => size === "all" || r.size === size);
    const ours = set.filter((r) => r.ours.agree).length;
    const perSeed = [0, 1, 2, 3, 4].map((i) => set.filter((r) => r.peer[i].agree).length);
    const oursWrong = set.reduce((n, r) => n + r.ours.wrong, 0);
    const peerWrong = set.reduce((n, r) => n + r.peer.reduce((m, p) => m + p.wrong, 0), 0) / 5;
    const label = size === "all" ? "all" : `${size}x${size}`;
    console.log(`  ${label.padEnd(6)} ${String(set.length).padStart(4)} games, ${set.reduce((n, r) => n + r.refDead, 0)} dead stones in the reference`);
    console.log(`         tengen            agrees in ${ours}/${set.length}; ${oursWrong} stones judged wrongly; median ${median(set.flatMap((r) => r.ours.times)).toFixed(2)} ms`);
    console.log(`         @sabaki/deadstones agrees in ${perSeed.join(", ")} (seeds 1-5; mean ${(perSeed.reduce((a, b) => a + b, 0) / 5).toFixed(1)}); ${peerWrong.toFixed(1)} stones wrongly a seed; median ${median(set.flatMap((r) => r.peer.map((p) => p.time))).toFixed(2)} ms`);
  }
  const missed = rows.filter((r) => !r.ours.agree).map((r) => `${r.name} (${r.ours.wrong})`);
  console.log(`  tengen disagrees on: ${missed.join(", ") || "none"}`);
}

/** Runs in the page and in Node alike: warm-up, then `runs` timed estimates per game. */
async function timeEstimates(Game, games, runs, now) {
  const out = [];
  for (const g of games) {
    const game = Game.fromDiagram(g.diagram, { toMove: g.toMove });
    for (let i = 0; i < 3; i++) game.estimate();
    const times = [];
    let dead = 0;
    for (let i = 0; i < runs; i++) {
      const t0 = now();
      const e = game.estimate();
      times.push(now() - t0);
      dead = e.dead.length;
    }
    game.free();
    times.sort((a, b) => a - b);
    out.push({ name: g.name, size: g.size, dead, median: times[times.length >> 1], min: times[0], max: times[times.length - 1] });
  }
  return out;
}

function print(where, rows) {
  console.log(`\n${where}`);
  for (const r of rows) {
    console.log(`  ${r.name.padEnd(20)} ${r.size}x${r.size}  median ${r.median.toFixed(1)} ms  (min ${r.min.toFixed(1)}, max ${r.max.toFixed(1)})  ${r.dead} dead`);
  }
}

const pkg = path.join(root, "pkg");
if (!fs.existsSync(path.join(pkg, "tengen_bg.wasm"))) {
  console.error("pkg/tengen_bg.wasm is missing: run `npm run build` first");
  process.exit(1);
}
const peerWasm = process.env.DEADSTONES_WASM || path.join(root, "node_modules/@sabaki/deadstones/wasm/deadstones_bg.wasm");
if (compareDir && !fs.existsSync(peerWasm)) {
  console.error(`${peerWasm} is missing: @sabaki/deadstones is a devDependency (npm install)`);
  process.exit(1);
}
const page = `<!doctype html><meta charset="utf-8"><title>estimate bench</title>
<script type="module">
import init, { Game } from "/pkg/tengen.js";
await init();
window.Game = Game;
if (${JSON.stringify(!!compareDir)}) {
  const { instance } = await WebAssembly.instantiateStreaming(fetch("/peer/${path.basename(peerWasm)}"), {});
  window.peerExports = instance.exports;
}
document.body.dataset.ready = "true";
</script><body></body>`;
const { server, base } = await servePage(page, { "/pkg/": pkg, "/peer/": path.dirname(peerWasm) });

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  const tab = await browser.newPage();
  await tab.goto(base);
  await tab.waitForSelector('body[data-ready="true"]', { state: "attached" });
  if (compareDir) {
    const rows = await tab.evaluate(([compare, peer, games]) => {
      const compareEstimators = new Function(`return (${compare})`)();
      const peerFromInstance = new Function(`return (${peer})`)();
      return compareEstimators(window.Game, peerFromInstance(window.peerExports), games);
    }, [compareEstimators.toString(), peerFromInstance.toString(), games]);
    printComparison(`Chromium ${browser.version()} (headless), ${compareDir}`, rows);
    console.log(`\n${os.cpus().length} × ${os.cpus()[0].model}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
    process.exit(0);
  }
  const inBrowser = await tab.evaluate(
    ([src, games, runs]) => {
      const timeEstimates = new Function(`return (${src})`)();
      return timeEstimates(window.Game, games, runs, () => performance.now());
    },
    [timeEstimates.toString(), games, runs],
  );
  const version = browser.version();
  print(`Chromium ${version} (headless), wasm from pkg/`, inBrowser);
} finally {
  await browser.close();
  server.close();
}

// Node: the same package, its wasm read from disk.
const mod = await import(pathToFileURL(path.join(pkg, "tengen.js")).href);
await mod.default({ module_or_path: fs.readFileSync(path.join(pkg, "tengen_bg.wasm")) });
print(`Node ${process.version}`, await timeEstimates(mod.Game, games, runs, () => performance.now()));
console.log(`\n${os.cpus().length} × ${os.cpus()[0].model}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
