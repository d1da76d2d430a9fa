// moves.js: playing on the board. Every move goes to the engine, which answers with a verdict
// (legal, what it captures, or why not); this module passes the verdict on: the drawing, the
// live region, the events (go-move, go-illegal, go-pass, go-gameover) and the game's end.

import { vertexName } from "./coords.js";
import { animateCaptures } from "./render.js";
import { moveAnnouncement } from "./a11y.js";
import { t, colorName, verdictMessage, resultText } from "./i18n.js";
import { fire, say, showTip, hideTip, GoBoardError } from "./messages.js";
import { sync, canPlay } from "./view.js";
import { recordMove } from "./history.js";
import { recount } from "./counting.js";

/** Why a click or key did nothing (the game is over, or it is not this side's turn). */
export function explainNoPlay(board, p) {
  const s = board.state;
  if (!s.snap || s.status !== "ready") return;
  let text = "";
  if (s.snap.isOver) text = t(s.lang, "gameOver", { result: resultText(s.lang, s.snap.result) });
  else if (s.view.interactive !== "none") text = t(s.lang, "notYourTurn", { color: colorName(s.lang, s.snap.toMove) });
  if (!text) return;
  showTip(board, p, text);
  say(board, text);
}

/** The engine refused a move: explain it by the point, say it, fire go-illegal. */
export function illegal(board, p, verdict, color) {
  const s = board.state;
  const vertex = vertexName(p, s.height);
  const message = verdictMessage(s.lang, verdict);
  showTip(board, p, message, "illegal");
  say(board, t(s.lang, "illegal", { vertex, message }));
  fire(board, "go-illegal", {
    vertex, point: [...p], color, reason: verdict.reason, message,
    messageEn: verdict.message, messageZh: verdict.messageZh,
  });
}

/** Play at p for the side to move; `source` is "pointer", "keyboard" or "api". */
export function playAt(board, p, source) {
  const s = board.state;
  const color = s.snap.toMove;
  let verdict;
  try {
    verdict = board._game.play(p);
  } catch (e) {
    throw new GoBoardError(e.code || "badVertex", e.message);
  }
  s.pending = null;
  if (!verdict.legal) {
    illegal(board, p, verdict, color);
    board._draw();
    return verdict;
  }
  hideTip(board);
  recordMove(board, { color, point: p });
  sync(board);
  const captured = verdict.captures;
  animateCaptures(board._ui.svg, s, captured, color === "black" ? "white" : "black", board._uid);
  const vertex = vertexName(p, s.height);
  say(board, moveAnnouncement(s.lang, color, vertex, captured.length));
  board._draw();
  fire(board, "go-move", {
    vertex, point: [...p], color,
    captures: captured.map((c) => vertexName(c, s.height)),
    capturePoints: captured.map((c) => [...c]),
    moveNumber: s.snap.moveNumber, source,
  });
  checkOver(board);
  return verdict;
}

/** A tap (or a key) that asks to confirm first: the first shows the move, the second plays it. */
export function previewOrPlay(board, p, pointerType) {
  const s = board.state;
  if (s.pending && s.pending[0] === p[0] && s.pending[1] === p[1]) return playAt(board, p, "pointer");
  let verdict;
  try { verdict = board._game.preview(p); } catch { return; }
  if (!verdict.legal) {
    s.pending = null;
    illegal(board, p, verdict, s.snap.toMove);
    board._draw();
    return;
  }
  s.pending = p;
  s.pendingVerdict = verdict;
  const vertex = vertexName(p, s.height);
  showTip(board, p, t(s.lang, pointerType === "touch" ? "pending" : "pendingClick"), "pending");
  say(board, t(s.lang, "confirmTap", { vertex }));
  board._draw();
}

export function pass(board, source) {
  const s = board.state;
  if (s.snap.isOver) return { legal: false, reason: "gameOver" };
  const color = s.snap.toMove;
  const verdict = board._game.pass();
  if (!verdict.legal) return verdict;
  recordMove(board, { color, point: null });
  sync(board);
  hideTip(board);
  say(board, t(s.lang, "passed", { color: colorName(s.lang, color) }));
  board._draw();
  fire(board, "go-pass", { color, moveNumber: s.snap.moveNumber, source });
  checkOver(board);
  return verdict;
}

export function resign(board) {
  const s = board.state;
  if (s.snap.isOver) return { legal: false, reason: "gameOver" };
  const color = s.snap.toMove;
  const verdict = board._game.resign();
  sync(board);
  say(board, t(s.lang, "resigned", { color: colorName(s.lang, color) }));
  board._draw();
  checkOver(board);
  return verdict;
}

/**
 * After a move: if the game is over, say the result once and fire go-gameover. A game ended
 * by two passes is counted by the engine, with its estimate of the dead stones.
 */
export function checkOver(board) {
  const s = board.state;
  if (!s.snap.isOver) return;
  let result = s.snap.result;
  let message = "";
  if (!result && s.view.manualCount) {
    // a learner counts: no estimate, no result (the count starts with no dead stones)
    if (s.view.showOwnership) recount(board);
    message = t(s.lang, "gameOverPasses");
  } else if (!result) {
    recount(board, { estimate: true, quiet: !s.view.showOwnership });
    if (s.score && s.score.result) result = { ...s.score.result, reason: s.score.result.reason || "counted" };
    if (!s.view.showOwnership) s.score = null;
  }
  const text = result ? resultText(s.lang, result) : "";
  if (text) message = t(s.lang, "gameOver", { result: text });
  if (message) say(board, message);
  // message: "Game over: Black wins by …"; text: the result alone, for a page's own sentence
  fire(board, "go-gameover", { result, winner: result?.winner ?? null, reason: result?.reason ?? (s.view.manualCount ? "passes" : null), message, text });
  board._draw();
}

export { canPlay };
