// keyboard.js: keyboard play. The board is one tab stop (the ARIA grid); arrow keys move a
// cursor, Home/End go to the ends of a row (Ctrl: of the board), Enter or Space plays at the
// cursor (in the counting view: marks the group there dead or alive), P passes, U undoes where
// the board allows it, PageUp/PageDown step through the record, Escape cancels a pending move
// or a message.

import { samePoint } from "./state.js";
import { regionOf, inRegion } from "./render.js";
import { refreshHover, canPlay } from "./view.js";
import { playAt, explainNoPlay, pass } from "./moves.js";
import { undo, step } from "./history.js";
import { isCounting, toggleDead } from "./counting.js";
import { pointChosen } from "./events.js";
import { hideTip, dismissMessage } from "./messages.js";

/** Keep the cursor on the part of the board shown (view=…, else the whole board). */
function setCursor(board, p) {
  const s = board.state;
  const r = regionOf(s);
  s.cursor = [Math.max(r.x0, Math.min(r.x1, p[0])), Math.max(r.y0, Math.min(r.y1, p[1]))];
  s.keyboard = true;
  s.hover = s.cursor;
  refreshHover(board);
  board._draw();
}

const centre = (s) => {
  const r = regionOf(s);
  return [Math.floor((r.x0 + r.x1) / 2), Math.floor((r.y0 + r.y1) / 2)];
};

function moveCursor(board, dx, dy) {
  const s = board.state;
  const c = s.cursor || centre(s);
  setCursor(board, [c[0] + dx, c[1] + dy]);
}

function keyPlay(board) {
  const s = board.state;
  if (!s.cursor) return moveCursor(board, 0, 0);
  if (isCounting(board) && s.view.interactive !== "none") return toggleDead(board, s.cursor, "keyboard");
  if (!canPlay(board)) {
    pointChosen(board, s.cursor, "keyboard");
    return explainNoPlay(board, s.cursor);
  }
  playAt(board, s.cursor, "keyboard");
}

function keyPass(board) {
  const s = board.state;
  if (!board._game || !s.snap) return;
  if (!canPlay(board)) return explainNoPlay(board, s.cursor || [0, 0]);
  pass(board, "keyboard");
}

/** Escape: a pending move, a tooltip, then an error message. Returns whether it did anything. */
function cancel(board) {
  const s = board.state;
  if (s.pending || !board._ui.tip.hidden) {
    s.pending = null;
    hideTip(board);
    board._draw();
    return true;
  }
  if (s.message && s.message.kind === "error") {
    dismissMessage(board);
    return true;
  }
  return false;
}

function focusChanged(board, focused) {
  const s = board.state;
  if (focused) {
    const visible = board._ui.grid.matches(":focus-visible");
    if (!s.cursor) {
      const last = s.snap && s.snap.lastMove && s.snap.lastMove.point;
      s.cursor = last && inRegion(regionOf(s), last) ? [...last] : centre(s);
    }
    if (visible) {
      s.keyboard = true;
      s.hover = s.cursor;
      refreshHover(board);
    }
  } else {
    s.keyboard = false;
    if (s.hover && samePoint(s.hover, s.cursor)) {
      s.hover = null;
      refreshHover(board);
    }
  }
  board._draw();
}

/** Wire the keyboard to the board's grid (its one tab stop). */
export function attachKeyboard(board) {
  const grid = board._ui.grid;
  const onKey = (ev) => {
    if (ev.altKey || ev.metaKey) return;
    const s = board.state;
    let handled = true;
    switch (ev.key) {
      case "ArrowLeft": moveCursor(board, -1, 0); break;
      case "ArrowRight": moveCursor(board, 1, 0); break;
      case "ArrowUp": moveCursor(board, 0, -1); break;
      case "ArrowDown": moveCursor(board, 0, 1); break;
      case "Home":
        setCursor(board, ev.ctrlKey ? [0, 0] : [0, (s.cursor || centre(s))[1]]);
        break;
      case "End":
        setCursor(board, ev.ctrlKey ? [s.width - 1, s.height - 1] : [s.width - 1, (s.cursor || centre(s))[1]]);
        break;
      case "Enter":
      case " ":
      case "Spacebar":
        if (ev.ctrlKey) { handled = false; break; }
        keyPlay(board);
        break;
      case "p": case "P":
        if (ev.ctrlKey) { handled = false; break; }
        keyPass(board);
        break;
      case "u": case "U":
        if (ev.ctrlKey) { handled = false; break; }
        if (board._game) undo(board, "keyboard");
        break;
      case "z": case "Z":
        if (!ev.ctrlKey) { handled = false; break; }
        if (board._game) undo(board, "keyboard");
        break;
      case "PageUp": step(board, -1); break;
      case "PageDown": step(board, 1); break;
      case "Escape": handled = cancel(board); break;
      default: handled = false;
    }
    if (handled) {
      ev.preventDefault();
      ev.stopPropagation();
    }
  };
  grid.addEventListener("keydown", onKey);
  grid.addEventListener("focus", () => focusChanged(board, true));
  grid.addEventListener("blur", () => focusChanged(board, false));
  grid.addEventListener("pointerdown", () => { board.state.keyboard = false; });
}
