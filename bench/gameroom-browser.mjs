#!/usr/bin/env node
// The game room's engine in headless Chromium (issue 14): how long the engine's move takes at
// each strength on 9×9, 13×13 and 19×19, and how long the page's main thread is ever blocked
// while the engine thinks in its worker (www/engine-worker.js).
//
//   bash scripts/build-wasm.sh        # the site build in www/pkg/
//   node bench/gameroom-browser.mjs [runs]
//
// Move times: `engineMoveAt(game, strength, seed)` called in the page on a middle-game position
// (the engine playing itself at beginner strength for a fifth of the board's points), `runs`
// seeds each (default 5), median and slowest in milliseconds. Main thread: play.html against
// the engine at each strength on 19×19, the longest gap between two 0-ms timers while the
// worker answers five moves (a blocked main thread shows as a long gap), and the longest
// `longtask` entry (tasks of 50 ms or more) in that time.
import { chromium } from "playwright-core";
import { fileURLToPath } from "node:url";
import { startServer } from "../scripts/serve.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const runs = Number(process.argv[2] ?? 5);
const server = await startServer({ root: `${root}/www`, port: 0, host: "127.0.0.1" });
const base = `http://127.0.0.1:${server.port}/`;
const browser = await chromium.launch({ executablePath: process.env.TENGEN_CHROMIUM ?? "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage();
await page.goto(`${base}play.html#seed=1`);
await page.waitForSelector('body[data-ready="true"]');

console.log(`engine move times in Chromium ${browser.version()} (ms, median / slowest of ${runs})`);
for (const size of [9, 13, 19]) {
  const row = await page.evaluate(async ({ size, runs }) => {
    const m = await import("/pkg/tengen.js");
    const game = new m.Game({ size, rules: "chinese" });
    for (let i = 0; i < Math.round((size * size) / 5); i++) {
      const v = m.engineMoveAt(game, "beginner", i);
      if (v) game.play(v); else game.pass();
    }
    const out = {};
    for (const strength of ["beginner", "casual", "strong"]) {
      const times = [];
      for (let seed = 0; seed < runs; seed++) {
        const t0 = performance.now();
        m.engineMoveAt(game, strength, seed);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      out[strength] = `${times[Math.floor(times.length / 2)].toFixed(1)} / ${times[times.length - 1].toFixed(1)}`;
    }
    game.free();
    return { moves: Math.round((size * size) / 5), ...out };
  }, { size, runs });
  console.log(`${size}×${size} after ${row.moves} moves: beginner ${row.beginner}, casual ${row.casual}, strong ${row.strong}`);
}

console.log("main thread while the engine thinks in the worker (19×19, five engine moves)");
for (const strength of ["beginner", "casual", "strong"]) {
  const p = await browser.newPage();
  await p.goto(`${base}play.html#seed=2&fast`);
  await p.waitForSelector('body[data-ready="true"]');
  await p.evaluate(() => localStorage.clear());
  await p.selectOption("#size", "19");
  await p.selectOption("#opponent", strength);
  await p.selectOption("#colours", "black");
  await p.click("#start");
  await p.waitForFunction(() => document.body.dataset.phase === "play");
  const result = await p.evaluate(async () => {
    const board = document.querySelector("#board");
    const long = [];
    new PerformanceObserver((l) => long.push(...l.getEntries().map((e) => e.duration))).observe({ type: "longtask" });
    let maxGap = 0;
    let last = performance.now();
    let running = true;
    const spin = () => {
      const t = performance.now();
      maxGap = Math.max(maxGap, t - last);
      last = t;
      if (running) setTimeout(spin, 0);
    };
    spin();
    const L = "ABCDEFGHJKLMNOPQRST";
    const t0 = performance.now();
    for (let i = 0; i < 5; i++) {
      const target = board.moveNumber + 2;
      // Black plays along the third line; the engine answers in its worker.
      board.play(`${L[2 + i * 3]}3`);
      await new Promise((resolve) => {
        const check = () => (board.moveNumber >= target ? resolve() : setTimeout(check, 5));
        check();
      });
    }
    running = false;
    return { maxGap, longest: long.length ? Math.max(...long) : 0, ms: (performance.now() - t0) / 5 };
  });
  console.log(`${strength}: ${result.ms.toFixed(0)} ms a move; longest main-thread gap ${result.maxGap.toFixed(1)} ms; longest long task ${result.longest ? result.longest.toFixed(0) + " ms" : "none (no task ≥ 50 ms)"}`);
  await p.close();
}
await browser.close();
await server.close();
