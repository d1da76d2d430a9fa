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
//   TENGEN_BENCH_ROUNDS=n         rounds per contestant (7; more for a CPU profile)
//
// The games are random but legal under situational superko, so every library accepts every
// move (a move legal under superko is legal under simple ko). After replaying, each library's
// final board is compared with tengen's, so all of them really played the same game. Times
// are the best of several rounds of replaying every game from the empty board; each round runs
// every contestant once, so that all of them see the same load.

import { readFileSync, existsSync } from "node:fs";
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
    contestant("tengen Game.playAt (situational superko)", "chinese", (game, [x, y]) => {
      if (game.playAt(x, y) < 0) throw new Error(`tengen refused ${x},${y}`);
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
      for (const [x, y] of moves) {
        if (!game.playAt(y, x, { render: false })) throw new Error(`tenuki refused ${x},${y}`);
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
      for (const [x, y] of moves) {
        if (!game.play(x, y)) throw new Error(`WGo refused ${x},${y}`);
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
      for (const [x, y] of moves) {
        board = godash.addMove(board, godash.Move(godash.Coordinate(x, y), color));
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

/** Checks every contestant's final boards, then times rounds of all of them in turn. */
function measureAll(chosen) {
  const runs = chosen.map((contestant) => {
    const sample = contestant.slow ? games.slice(0, 2) : games;
    for (const g of sample) {
      if (!agrees(contestant.replay(g.moves), g.final)) {
        throw new Error(`${contestant.name} ended a game on a different board than tengen`);
      }
    }
    const moves = sample.reduce((n, g) => n + g.moves.length, 0);
    const rounds = contestant.slow ? 2 : Number(process.env.TENGEN_BENCH_ROUNDS ?? 7);
    return { contestant, sample, moves, rounds, best: Infinity };
  });
  const mostRounds = Math.max(...runs.map((r) => r.rounds));
  for (let round = 0; round < mostRounds; round++) {
    for (const run of runs) {
      if (round >= run.rounds) continue;
      const start = now();
      for (const g of run.sample) run.contestant.replay(g.moves);
      run.best = Math.min(run.best, now() - start);
    }
  }
  return runs.map((r) => ({ name: r.contestant.name, movesPerSecond: (r.moves / r.best) * 1000 }));
}

console.log(`${side}×${side}: ${gameCount} random games, ${totalMoves} moves (${(totalMoves / gameCount).toFixed(0)} a game); Node ${process.version}; ${cpuClock ? "CPU time" : "wall clock"}`);
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
