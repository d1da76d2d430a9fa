// Moves per second through tengen's JavaScript API against the JavaScript Go libraries on npm,
// each playing the same recorded games with its own legality checks.
//
//   npm run bench                 (builds nothing: run scripts/build-wasm.sh first for pkg/)
//   node bench/js-api.mjs 9       (board side; 19 by default)
//   TENGEN_BENCH_PKG=dir          another build of the package instead of pkg/
//   TENGEN_BENCH_BASE=dir         a second build timed in the same run, round for round (its
//                                 contestants are marked [base]): two builds under one load
//   TENGEN_BENCH_CLOCK=cpu        time by this process's CPU time (process.cpuUsage) instead of
//                                 the wall clock: steadier on a loaded machine
//   TENGEN_BENCH_ONLY=text        only the contestants whose name contains the text (and WGo.js)
//   TENGEN_BENCH_ROUNDS=n         rounds per contestant's process, after a warm-up (15)
//   TENGEN_BENCH_BATCHES=n        how many times each contestant's process runs (3)
//
// The games are random but legal under situational superko, so every library accepts every
// move (a move legal under superko is legal under simple ko). After replaying, each library's
// final board is compared with tengen's, so all of them really played the same game. Times
// are the best of several rounds of replaying every game from the empty board.
//
// Each contestant is timed in a process of its own (this script again, with
// TENGEN_BENCH_CONTESTANT set), several times in turn, the order turning each time, so that all
// of them see the same load. In one shared process a library was charged for the others'
// garbage: by the wall clock, collections the others left due ran in its time, and by the CPU
// clock, V8's background threads collecting it counted too (about 20 ns of a 9×9 tengen move,
// session 8). Every contestant reads a move as `v[0], v[1]`: Node 20 does not optimise
// `for (const [x, y] of moves)`, which cost 14 ns a move of harness (session 9).

import { readFileSync, existsSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { randomGame } from "./lib/random-games.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);
const pkgDir = path.resolve(process.env.TENGEN_BENCH_PKG ?? path.join(root, "pkg"));
const wasmPath = path.join(pkgDir, "tengen_bg.wasm");
if (!existsSync(wasmPath)) {
  console.error("pkg/tengen_bg.wasm is missing: run `bash scripts/build-wasm.sh` first.");
  process.exit(1);
}
/** A wasm package of tengen, loaded. */
async function load(dir) {
  const mod = await import(path.join(dir, "tengen.js"));
  mod.initSync({ module: readFileSync(path.join(dir, "tengen_bg.wasm")) });
  return mod;
}
const tengen = await load(pkgDir);
const baseDir = process.env.TENGEN_BENCH_BASE && path.resolve(process.env.TENGEN_BENCH_BASE);
const base = baseDir ? await load(baseDir) : null;
const cpuClock = process.env.TENGEN_BENCH_CLOCK === "cpu";
/** Milliseconds, by the wall clock or by this process's CPU time. */
const now = cpuClock
  ? () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1000;
    }
  : () => performance.now();

const side = Number(process.argv[2] ?? 19);
const gameCount = side >= 19 ? 20 : 60;

const games = Array.from({ length: gameCount }, (_, i) => randomGame(tengen.Game, side, 1000 + i));
const totalMoves = games.reduce((n, g) => n + g.moves.length, 0);

/**
 * tengen's board as a plain array, copied by a loop as the other contestants' boards are read
 * point by point (`Array.from` of the `Int8Array` cost V8 about 1.5 µs on 9×9, 15 ns a move
 * of a 101-move game, more than reading the board itself: harness time charged to tengen).
 */
function plainBoard(game) {
  const signs = game.board();
  const out = [];
  for (let i = 0; i < signs.length; i++) out.push(signs[i]);
  return out;
}

/** Each contestant replays one game and returns its final board as 1 / −1 / 0 row by row. */
/** tengen's contestants for one build: `play(vertex)`, the numeric `playAt(x, y)`, `replay`. */
function tengenContestants(mod, mark) {
  const contestant = (name, rules, playMove) => ({
    name: name + mark,
    replay(moves) {
      const game = new mod.Game({ size: side, rules });
      for (const v of moves) playMove(game, v);
      const board = plainBoard(game);
      game.free();
      return board;
    },
  });
  return [
    contestant("tengen Game.play (situational superko)", "chinese", (game, v) => game.play(v)),
    contestant("tengen Game.play (simple ko)", "chinese-simple-ko", (game, v) => game.play(v)),
    contestant("tengen Game.playAt (situational superko)", "chinese", (game, v) => {
      if (game.playAt(v[0], v[1]) < 0) throw new Error(`tengen refused ${v}`);
    }),
    {
      // A whole game in one call (issue 19, item 1): not a per-move API, so not compared with
      // the others' per-move figures in RESULTS, but the fastest way to load a record.
      name: "tengen Game.replay (the whole game in one call; situational superko)" + mark,
      replay(moves) {
        const game = new mod.Game({ size: side, rules: "chinese" });
        if (game.replay(moves) !== moves.length) throw new Error("tengen's replay stopped early");
        const board = plainBoard(game);
        game.free();
        return board;
      },
    },
  ];
}

const contestants = [
  ...tengenContestants(tengen, ""),
  ...(base ? tengenContestants(base, ` [base: ${path.relative(root, baseDir) || baseDir}]`) : []),
  {
    name: "@sabaki/go-board makeMove (simple ko, suicide and overwrite checks)",
    replay(moves) {
      const GoBoard = require("@sabaki/go-board");
      let board = GoBoard.fromDimensions(side, side);
      let sign = 1;
      for (const v of moves) {
        board = board.makeMove(sign, v, { preventSuicide: true, preventOverwrite: true, preventKo: true });
        sign = -sign;
      }
      return board.signMap.flat();
    },
  },
  {
    name: "tenuki Game.playAt (situational superko)",
    replay(moves) {
      const { Game } = require("tenuki");
      const game = new Game({ boardSize: side, koRule: "situational-superko" });
      for (const v of moves) {
        if (!game.playAt(v[1], v[0], { render: false })) throw new Error(`tenuki refused ${v}`);
      }
      const state = game.currentState();
      const out = [];
      for (let y = 0; y < side; y++) {
        for (let x = 0; x < side; x++) {
          const v = state.intersectionAt(y, x).value;
          out.push(v === "black" ? 1 : v === "white" ? -1 : 0);
        }
      }
      return out;
    },
  },
  {
    name: "WGo.js Game.play (ko: no return to the previous position)",
    replay(moves) {
      const WGo = require("wgo");
      const game = new WGo.Game(side, WGo.goRules.Japanese);
      for (const v of moves) {
        if (!game.play(v[0], v[1])) throw new Error(`WGo refused ${v}`);
      }
      const out = [];
      for (let y = 0; y < side; y++) {
        for (let x = 0; x < side; x++) out.push(game.position.get(x, y));
      }
      return out;
    },
  },
  {
    name: "godash addMove (immutable; suicide check, no ko)",
    slow: true,
    replay(moves) {
      const godash = require("godash");
      let board = godash.Board(side);
      let color = godash.BLACK;
      for (const v of moves) {
        board = godash.addMove(board, godash.Move(godash.Coordinate(v[0], v[1]), color));
        color = godash.oppositeColor(color);
      }
      const out = [];
      for (let y = 0; y < side; y++) {
        for (let x = 0; x < side; x++) {
          const v = board.moves.get(godash.Coordinate(x, y), godash.EMPTY);
          out.push(v === godash.BLACK ? 1 : v === godash.WHITE ? -1 : 0);
        }
      }
      return out;
    },
  },
];

function agrees(a, b) {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/** Checks a contestant's final boards, then times its rounds: the best, in milliseconds. */
function measure(contestant) {
  const sample = contestant.slow ? games.slice(0, 2) : games;
  for (const g of sample) {
    if (!agrees(contestant.replay(g.moves), g.final)) {
      throw new Error(`${contestant.name} ended a game on a different board than tengen`);
    }
  }
  const moves = sample.reduce((n, g) => n + g.moves.length, 0);
  // Warmed up first, for a quarter of a second: a round of tengen's is under a millisecond, so
  // a handful of rounds in a new process would be timed before V8 had compiled the hot code
  // with its optimising tiers (JavaScript and wasm alike).
  const warm = performance.now() + (contestant.slow ? 0 : 250);
  while (performance.now() < warm) for (const g of sample) contestant.replay(g.moves);
  const rounds = contestant.slow ? 2 : Number(process.env.TENGEN_BENCH_ROUNDS ?? 15);
  let best = Infinity;
  for (let round = 0; round < rounds; round++) {
    const start = now();
    for (const g of sample) contestant.replay(g.moves);
    best = Math.min(best, now() - start);
  }
  return { moves, best };
}

const childOf = process.env.TENGEN_BENCH_CONTESTANT;
if (childOf !== undefined) {
  // A contestant's own process: one line of JSON for the parent.
  const contestant = contestants.find((c) => c.name === childOf);
  if (!contestant) throw new Error(`no contestant named ${childOf}`);
  console.log(JSON.stringify(measure(contestant)));
  process.exit(0);
}

/** Runs each contestant's process `TENGEN_BENCH_BATCHES` times, the order turning each time. */
function measureAll(list) {
  const kept = new Map(list.map((c) => [c.name, { moves: 0, best: Infinity }]));
  const batches = Number(process.env.TENGEN_BENCH_BATCHES ?? 3);
  for (let batch = 0; batch < batches; batch++) {
    for (let k = 0; k < list.length; k++) {
      const contestant = list[(k + batch) % list.length];
      // The slow ones (godash: seconds a game) once: their figure is far from the others'.
      if (contestant.slow && batch > 0) continue;
      const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url), String(side)], {
        env: { ...process.env, TENGEN_BENCH_CONTESTANT: contestant.name },
        encoding: "utf8",
        stdio: ["ignore", "pipe", "inherit"],
      });
      const run = JSON.parse(out.trim().split("\n").pop());
      const entry = kept.get(contestant.name);
      entry.moves = run.moves;
      entry.best = Math.min(entry.best, run.best);
    }
  }
  return list.map((c) => ({ name: c.name, movesPerSecond: (kept.get(c.name).moves / kept.get(c.name).best) * 1000 }));
}

console.log(`${side}×${side}: ${gameCount} random games, ${totalMoves} moves (${(totalMoves / gameCount).toFixed(0)} a game); Node ${process.version}; ${cpuClock ? "CPU time" : "wall clock"}; each contestant in its own process`);
const only = process.env.TENGEN_BENCH_ONLY;
const chosen = only ? contestants.filter((c) => c.name.includes(only) || c.name.startsWith("WGo")) : contestants;
const results = measureAll(chosen);
const fastestJs = Math.max(...results.filter((r) => !r.name.startsWith("tengen")).map((r) => r.movesPerSecond));
for (const r of results) {
  const rate = Math.round(r.movesPerSecond).toLocaleString("en");
  const ratio = (r.movesPerSecond / fastestJs).toFixed(1);
  console.log(`${rate.padStart(12)} moves/s  ${ratio.padStart(5)}× the fastest JS library  ${r.name}`);
}
console.log(`load average ${(await import("node:os")).loadavg().map((l) => l.toFixed(2)).join(" ")}`);
