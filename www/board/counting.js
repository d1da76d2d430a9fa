// counting.js: the counting view. The engine counts (score), suggests the dead stones
// (estimate) and decides which stones a click marks dead together (toggleDead: the group of
// the stone clicked, as src/score/dead.rs defines it); this module keeps the dead set, asks
// for a recount after every change, fires go-score, and writes the result line.

import { idx } from "./state.js";
import { vertexName } from "./coords.js";
import { resultText } from "./i18n.js";
import { fire, say } from "./messages.js";

/** Is the counting view on: counting mode, or show-ownership once the game is over? */
export function isCounting(board) {
  const s = board.state;
  return !!s.snap && (s.counting || (s.view.showOwnership && s.snap.isOver));
}

const deadPoints = (s) => [...s.dead].map((i) => [i % s.width, Math.floor(i / s.width)]);

/**
 * Count the position with the dead stones marked (after asking the engine for its estimate
 * when `estimate` is set and none are marked) and fire go-score unless `quiet`.
 */
export function recount(board, { estimate = false, quiet = false } = {}) {
  const s = board.state;
  if (!board._game) return;
  try {
    if (estimate && s.dead.size === 0) {
      for (const [x, y] of board._game.estimateDead()) s.dead.add(y * s.width + x);
    }
    s.score = board._game.score(deadPoints(s));
  } catch {
    s.score = null;
    return;
  }
  if (!quiet) fire(board, "go-score", scoreDetail(board));
}

/** Mark or unmark the group at p (the engine decides the group) and recount. */
export function toggleDead(board, p) {
  const s = board.state;
  if (!s.snap || !s.snap.board[idx(s, p)]) return;
  let next;
  try { next = board._game.toggleDead(deadPoints(s), p); } catch { return; }
  s.dead = new Set(next.map((q) => idx(s, q)));
  recount(board);
  board._draw();
  const sc = scoreDetail(board);
  if (sc && sc.message) say(board, sc.message);
}

/** Everything the engine said about the count, for go-score and score(). */
export function scoreDetail(board) {
  const s = board.state;
  const sc = s.score;
  if (!sc) return null;
  const dead = [...s.dead].map((i) => vertexName([i % s.width, Math.floor(i / s.width)], s.height));
  return {
    black: sc.black, white: sc.white, result: sc.result,
    message: resultText(s.lang, sc.result),
    ownership: sc.ownership ? Int8Array.from(sc.ownership) : null,
    dead,
    score: sc.raw,
  };
}

/** The result line under the board: the latest count while the counting view is on. */
export function drawResult(board) {
  const line = board._ui.result;
  const s = board.state;
  const text = isCounting(board) && s.score ? resultText(s.lang, s.score.result) : "";
  if (line.textContent !== text) line.textContent = text;
  line.hidden = !text;
}
