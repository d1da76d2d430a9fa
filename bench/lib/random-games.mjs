// Reproducible random play for the benchmarks and the tests of the JavaScript API: the same
// seed gives the same numbers, the same attempts and the same games on every run.
//
//   import { seeded, randomGame } from "../bench/lib/random-games.mjs";

/** A small seeded generator (mulberry32): numbers in [0, 1), the same for a seed every run. */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A random game played by tengen's `Game` (the class of a wasm package): uniformly among the
 * legal moves that do not fill one of the mover's single-point eyes (all four sides its own
 * stones or the edge), until neither side has one. The eye test is the harness's, to make
 * games end; it is not a rule. Returns the moves as `[x, y]` and the final board (1 black,
 * −1 white, 0 empty, row by row).
 */
export function randomGame(Game, side, seed, rules = "chinese") {
  const random = seeded(seed);
  const game = new Game({ size: side, rules });
  const moves = [];
  while (moves.length < side * side * 3) {
    const board = game.board();
    const own = game.toMove === "black" ? 1 : -1;
    const ownEye = ([x, y]) =>
      [[x - 1, y], [x + 1, y], [x, y - 1], [x, y + 1]].every(
        ([nx, ny]) => nx < 0 || ny < 0 || nx >= side || ny >= side || board[ny * side + nx] === own,
      );
    const candidates = game.legalMoves().filter((v) => !ownEye(v));
    if (candidates.length === 0) {
      // Stop rather than pass: the Go libraries disagree on whether a pass clears a ko.
      break;
    }
    const v = candidates[Math.floor(random() * candidates.length)];
    game.play(v);
    moves.push(v);
  }
  const final = Array.from(game.board());
  game.free();
  return { moves, final };
}
