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
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

const root = fileURLToPath(new URL("..", import.meta.url));
// Arguments: an optional number of runs, then optional corpus file names.
const args = process.argv.slice(2);
const runs = /^\d+$/.test(args[0] ?? "") ? Number(args.shift()) : 30;
const names = args.length > 0 ? args
  : ["ogs-10821000.txt", "ogs-12257987.txt", "gnugo-19-011.txt", "ogs-14020931.txt"];

/** A corpus file as the diagram `Game.fromDiagram` reads (dead stones are still stones). */
function diagramOf(name) {
  const text = fs.readFileSync(path.join(root, "tests/data/games", name), "utf8");
  let toMove = "black";
  const rows = [];
  for (const line of text.split("\n").map((l) => l.trim())) {
    if (!line || line.startsWith("#")) continue;
    if (line.startsWith("to_move ")) toMove = line.slice(8).trim();
    else rows.push(line.toUpperCase());
  }
  return { name, size: rows.length, diagram: rows.join("\n"), toMove };
}
const games = names.map(diagramOf);

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
const types = { ".js": "text/javascript", ".wasm": "application/wasm", ".html": "text/html" };
const page = `<!doctype html><meta charset="utf-8"><title>estimate bench</title>
<script type="module">
import init, { Game } from "/pkg/tengen.js";
await init();
window.Game = Game;
document.body.dataset.ready = "true";
</script><body></body>`;
const server = http.createServer((req, res) => {
  const url = new URL(req.url, "http://localhost");
  if (url.pathname === "/") {
    res.writeHead(200, { "content-type": types[".html"] });
    res.end(page);
    return;
  }
  const file = path.join(pkg, path.basename(url.pathname));
  if (!url.pathname.startsWith("/pkg/") || !fs.existsSync(file)) {
    res.writeHead(404);
    res.end();
    return;
  }
  res.writeHead(200, { "content-type": types[path.extname(file)] ?? "application/octet-stream" });
  fs.createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${server.address().port}/`;

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  const tab = await browser.newPage();
  await tab.goto(base);
  await tab.waitForSelector('body[data-ready="true"]', { state: "attached" });
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
