// How strong the first game's opponent is (www/first-game/opponent.js LEVELS), against a
// stand-in for a beginner: `engineMove({ playouts: 0 })`, which takes stones in atari and
// saves its own, otherwise plays a random sensible point. Whole 9×9 games to two passes,
// Black the beginner with 0, 2, 4 or 5 handicap stones (komi 7.5 even, 0 with stones, the
// Chinese rules' compensation), counted with the engine's estimate of the dead stones.
// Prints Black's wins per level and handicap and the engine's time per move.
//
//   bash scripts/build-wasm.sh && node bench/first-game-strength.mjs [games per cell, 10]

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const PKG = fileURLToPath(new URL("../www/pkg/", import.meta.url));
const { initSync, Game, engineMoveAt } = await import(`${PKG}tengen.js`);
initSync({ module: readFileSync(`${PKG}tengen_bg.wasm`) });
const { LEVELS } = await import("../www/first-game/opponent.js");

const GAMES = Number(process.argv[2] || 10);
const HANDICAPS = [0, 2, 4, 5];

function play(level, handicap, seed) {
  const game = new Game(handicap ? { size: 9, handicap, komi: 0 } : { size: 9, komi: 7.5 });
  let ms = 0, engineMoves = 0;
  for (let n = 0; !game.isOver && n < 300; n++) {
    const s = (seed * 1009 + n) >>> 0;
    let v;
    if (game.toMove === "black") v = game.engineMove({ playouts: 0, seed: s });
    else {
      const t0 = performance.now();
      const { playouts, strength } = LEVELS[level];
      v = strength ? engineMoveAt(game, strength, s) : game.engineMove({ playouts, seed: s });
      ms += performance.now() - t0;
      engineMoves++;
    }
    if (v === null) game.pass();
    else game.play(v);
  }
  const score = game.score(game.estimate({ playouts: 400, seed }).dead);
  game.free();
  return { blackWins: score.winner === "black", ms: ms / Math.max(1, engineMoves) };
}

console.log(`| level | ${HANDICAPS.map((h) => (h ? `${h} stones` : "even")).join(" | ")} | engine ms/move |`);
console.log(`|---|${HANDICAPS.map(() => "---|").join("")}---|`);
for (const level of Object.keys(LEVELS)) {
  const cells = [];
  let ms = 0, n = 0;
  for (const h of HANDICAPS) {
    let wins = 0;
    for (let i = 1; i <= GAMES; i++) {
      const r = play(level, h, i);
      wins += r.blackWins;
      ms += r.ms;
      n++;
    }
    cells.push(`${wins}/${GAMES}`);
  }
  console.log(`| ${level} | ${cells.join(" | ")} | ${(ms / n).toFixed(1)} |`);
}
