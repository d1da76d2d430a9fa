// counting.js: the counting view. The engine counts (score), suggests the dead stones
// (estimate) and decides which stones a click marks dead together (toggleDead: the group of
// the stone clicked, as src/score/dead.rs defines it); this module keeps the dead set, asks
// for a recount after every change, fires go-dead and go-score, and writes the result line.
//
// The view is on in counting mode (enterCounting()) and, with show-ownership, once the game
// is over. It shades each side's area, marks shared points, crosses dead stones and, with
// count-points="black" (or "white"), numbers that side's points 1, 2, 3… in reading order.

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
const names = (s, points) => points.map((p) => vertexName(p, s.height));

/**
 * Count the position with the dead stones marked (after asking the engine for its estimate
 * when `estimate` is set, none are marked and the board is not on manual-count) and fire
 * go-score unless `quiet`.
 */
export function recount(board, { estimate = false, quiet = false } = {}) {
  const s = board.state;
  if (!board._game) return;
  try {
    if (estimate && s.dead.size === 0 && !s.view.manualCount) {
      const guess = board._game.estimateDead();
      for (const [x, y] of guess) s.dead.add(y * s.width + x);
      if (guess.length) fireDead(board, guess, "estimate");
    }
    s.score = board._game.score(deadPoints(s));
  } catch {
    s.score = null;
    return;
  }
  if (!quiet) fire(board, "go-score", scoreDetail(board));
}

function fireDead(board, changed, source) {
  const s = board.state;
  fire(board, "go-dead", { dead: names(s, deadPoints(s)), changed: names(s, changed), source });
}

/**
 * Mark or unmark the group at p (the engine decides the group) and recount. Nothing happens
 * on an empty point, or on a board with interactive="none" (a read-only count).
 */
export function toggleDead(board, p, source = "pointer") {
  const s = board.state;
  if (!s.snap || !s.snap.board[idx(s, p)] || s.view.interactive === "none") return;
  let next;
  try { next = board._game.toggleDead(deadPoints(s), p); } catch { return; }
  const before = s.dead;
  s.dead = new Set(next.map((q) => idx(s, q)));
  const changed = [...new Set([...before, ...s.dead])].filter((i) => before.has(i) !== s.dead.has(i)).sort((a, b) => a - b);
  fireDead(board, changed.map((i) => [i % s.width, Math.floor(i / s.width)]), source);
  recount(board);
  board._draw();
  const sc = scoreDetail(board);
  if (sc && sc.message && !s.view.manualCount) say(board, sc.message);
}

/** Replace the dead set (already checked points) and recount; fires go-dead if it changed. */
export function setDeadSet(board, indices, source = "api") {
  const s = board.state;
  const next = new Set(indices);
  const changed = [...new Set([...s.dead, ...next])].filter((i) => s.dead.has(i) !== next.has(i));
  s.dead = next;
  if (changed.length) fireDead(board, changed.sort((a, b) => a - b).map((i) => [i % s.width, Math.floor(i / s.width)]), source);
  recount(board);
  board._draw();
}

/** Counting mode on: play stops, the view shows the count. `dead`: indices, or the estimate. */
export function enterCounting(board, dead) {
  const s = board.state;
  s.counting = true;
  s.pending = null;
  s.hoverVerdict = null;
  if (dead) setDeadSet(board, dead);
  else {
    s.dead = new Set();
    recount(board, { estimate: true });
    board._draw();
  }
}

export function leaveCounting(board) {
  const s = board.state;
  if (!s.counting) return;
  s.counting = false;
  if (!s.view.showOwnership) s.score = null;
  board._draw();
}

/** Everything the engine said about the count, for go-score and score(). */
export function scoreDetail(board) {
  const s = board.state;
  const sc = s.score;
  if (!sc) return null;
  const shared = [];
  if (sc.shared) sc.shared.forEach((v, i) => { if (v) shared.push([i % s.width, Math.floor(i / s.width)]); });
  return {
    black: sc.black, white: sc.white,
    counts: sc.counts,
    shared: names(s, shared),
    sharedPoints: shared.length,
    komi: sc.komi,
    handicapCompensation: sc.handicapCompensation,
    marginPoints: sc.marginPoints,
    marginStones: sc.marginStones,
    winner: sc.winner,
    result: sc.result,
    resultSgf: sc.result?.sgf ?? "",
    resultEn: sc.result?.en ?? "",
    resultZh: sc.result?.zh ?? "",
    message: resultText(s.lang, sc.result),
    ownership: sc.ownership ? Int8Array.from(sc.ownership) : null,
    dead: names(s, deadPoints(s)),
    score: sc.raw,
  };
}

/**
 * The numbers of count-points: the side's points (its live stones and the points it alone
 * surrounds, dead stones' points among them, as the engine's ownership says) numbered 1, 2,
 * 3… row by row from the top left. Map from point index to number.
 */
export function countNumbers(state) {
  const out = new Map();
  const side = state.view.countPoints;
  const own = state.score && state.score.ownership;
  if (!side || !own) return out;
  const sign = side === "white" ? -1 : 1;
  let n = 0;
  for (let i = 0; i < own.length; i++) if (own[i] === sign) out.set(i, ++n);
  return out;
}

/** The result line under the board: the latest count while the counting view is on. */
export function drawResult(board) {
  const line = board._ui.result;
  const s = board.state;
  const text = isCounting(board) && s.score && !s.view.manualCount ? resultText(s.lang, s.score.result) : "";
  if (line.textContent !== text) line.textContent = text;
  line.hidden = !text;
}
