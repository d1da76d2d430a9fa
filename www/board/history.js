// history.js: moving through the game's record. The engine keeps the moves (undo and redo
// walk them); the board keeps a copy of the list for move numbers and the last-move mark, and
// announces where it is after each step.

import { vertexName } from "./coords.js";
import { t, colorName } from "./i18n.js";
import { fire, say, hideTip } from "./messages.js";
import { sync } from "./view.js";

/** Note a move just played at the current move number (moves after it are dropped). */
export function recordMove(board, move) {
  const h = board.state.history;
  const n = board.state.snap ? board.state.snap.moveNumber : 0;
  h.moves.length = n;
  h.moves.push(move);
  h.total = n + 1;
}

/** Read the record back from the engine (after a new game, or a change through engineGame). */
export function loadHistory(board) {
  const s = board.state;
  try {
    s.history = board._game.history();
  } catch {
    s.history = { moves: [], total: s.snap ? s.snap.moveNumber : 0 };
  }
}

/** Show move n (a whole number from 0; clamped to the record). Returns the move reached. */
export function goTo(board, n) {
  const reached = board._game.goTo(n);
  sync(board, { keepDead: false });
  board._draw();
  return reached;
}

/**
 * Take back a move. From the keyboard (U) only where the board allows it (interactive, no
 * `no-undo`); on a board that plays one colour it goes back to that colour's turn.
 */
export function undo(board, source) {
  const s = board.state;
  if (source === "keyboard" && (s.view.noUndo || s.view.interactive === "none")) return false;
  const before = s.snap.moveNumber;
  if (!board._game.undo()) return false;
  if (source === "keyboard" && (s.view.interactive === "black" || s.view.interactive === "white")) {
    const snap = board._game.snapshot();
    if (snap.toMove !== s.view.interactive && !board._game.undo()) board._game.redo();
  }
  sync(board, { keepDead: false });
  hideTip(board);
  say(board, t(s.lang, "undone", { n: before }));
  board._draw();
  fire(board, "go-undo", { moveNumber: s.snap.moveNumber, source });
  return true;
}

export function redo(board) {
  if (!board._game.redo()) return false;
  sync(board, { keepDead: false });
  say(board, t(board.state.lang, "redone", { n: board.state.snap.moveNumber }));
  board._draw();
  fire(board, "go-redo", { moveNumber: board.state.snap.moveNumber });
  return true;
}

/** PageUp / PageDown: one move back or forward through the record, announced. */
export function step(board, delta) {
  if (!board._game || board.state.view.noUndo) return;
  const n = board.state.snap.moveNumber + delta;
  if (n < 0) return;
  goTo(board, n);
  announcePosition(board);
}

function announcePosition(board) {
  const s = board.state;
  const n = s.snap.moveNumber;
  let text = n === 0 ? t(s.lang, "atStart") : t(s.lang, "atMove", { n, total: s.history.total });
  const last = s.snap.lastMove;
  if (n > 0 && last) {
    text += (s.lang === "zh" ? "：" : ": ") + (last.point
      ? t(s.lang, "played", { color: colorName(s.lang, last.color), vertex: vertexName(last.point, s.height) })
      : t(s.lang, "passed", { color: colorName(s.lang, last.color) }));
  }
  say(board, text);
}
