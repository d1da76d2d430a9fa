// view.js: from the engine to the screen. `sync` copies the engine's position into the board's
// state; `draw` redraws the SVG (render.js), the hidden grid (a11y.js) and fires go-position
// after a change; `measure` keeps thin lines on the device-pixel grid.

import { render } from "./render.js";
import { buildGrid, updateGrid } from "./a11y.js";
import { t } from "./i18n.js";
import { idx } from "./state.js";
import { fire } from "./messages.js";
import { recount, drawResult } from "./counting.js";

/** Copy the engine's position into the view state (after any change of position). */
export function sync(board, { keepDead = true } = {}) {
  const s = board.state;
  if (!board._game) return;
  s.snap = board._game.snapshot();
  if (!s.snap.lastMove && s.snap.moveNumber > 0) {
    // an engine build without lastMove: the widget's own record of what was played
    const m = s.history.moves[s.snap.moveNumber - 1];
    if (m) s.snap.lastMove = { color: m.color, point: m.point };
  }
  s.width = s.snap.width;
  s.height = s.snap.height;
  s.chains = board._game.chains(s.snap);
  if (!keepDead) s.dead = new Set();
  s.hoverVerdict = null;
  s.focusChain = null;
  s.pending = null;
  s.pendingVerdict = null;
  if (s.cursor && (s.cursor[0] >= s.width || s.cursor[1] >= s.height)) s.cursor = null;
  if (s.view.showOwnership || s.counting) recount(board, { estimate: false });
  else s.score = null;
  refreshHover(board);
  board._positionChanged = true;
}

/** Can the person at this board play the side to move now? */
export function canPlay(board) {
  const s = board.state;
  if (s.status !== "ready" || !board._game || !s.snap || s.snap.isOver || s.counting) return false;
  const who = s.view.interactive;
  return who === "both" || who === s.snap.toMove;
}

/** What the point under the pointer or cursor shows: a chain's liberties or a move's preview. */
export function refreshHover(board) {
  const s = board.state;
  const p = s.hover;
  s.hoverVerdict = null;
  s.focusChain = null;
  if (!p || !s.snap || !board._game) return;
  const i = idx(s, p);
  if (s.snap.board[i]) {
    const chain = s.chains && s.chains[i];
    if (chain) s.focusChain = { ...chain, anchor: p };
  } else if (canPlay(board)) {
    try { s.hoverVerdict = board._game.preview(p); } catch { s.hoverVerdict = null; }
  }
}

/** Redraw everything that changed. */
export function draw(board) {
  const s = board.state;
  const ui = board._ui;
  const g = render(ui.svg, s, board._game, board._uid, board._layers);
  const ratio = `${g.vbW} / ${g.vbH}`;
  if (board._ratio !== ratio) {
    board._ratio = ratio;
    ui.board.style.aspectRatio = ratio;
    board._measured = true;
    measure(board);
  }
  s.labelOverride = board.getAttribute("aria-label") || referencedText(board, "aria-labelledby");
  // aria-describedby on <go-board> names elements of the page, which the grid inside the
  // shadow root cannot point at: their text is copied next to the grid instead.
  const desc = referencedText(board, "aria-describedby");
  if (ui.hostDesc.textContent !== desc) ui.hostDesc.textContent = desc;
  const describedBy = desc ? "host-desc kbd-help" : "kbd-help";
  if (ui.grid.getAttribute("aria-describedby") !== describedBy) ui.grid.setAttribute("aria-describedby", describedBy);
  buildGrid(ui.grid, s);
  if (s.snap) updateGrid(ui.grid, s);
  else ui.grid.setAttribute("aria-label", t(s.lang, "boardLabel", { w: s.width, h: s.height }));
  if (s.labelOverride) ui.grid.setAttribute("aria-label", s.labelOverride);
  if (!s.cursor) ui.grid.removeAttribute("aria-activedescendant");
  drawResult(board);
  if (board._positionChanged && s.snap) {
    board._positionChanged = false;
    fire(board, "go-position", {
      moveNumber: s.snap.moveNumber, totalMoves: s.history.total, toMove: s.snap.toMove,
      isOver: s.snap.isOver, captures: { ...s.snap.captures }, comment: board.comment,
    });
  }
}

/** The text of the elements an aria-*by attribute of the host names ("" when none). */
function referencedText(board, attr) {
  const ids = (board.getAttribute(attr) || "").trim();
  if (!ids) return "";
  const root = board.getRootNode();
  return ids.split(/\s+/)
    .map((id) => (root.getElementById ? root.getElementById(id) : document.getElementById(id))?.textContent.trim() || "")
    .filter(Boolean).join(" ");
}

/**
 * Lines of a whole number of device pixels (at least one), placed on the pixel grid by
 * render.js, so that thin lines are sharp and all alike at any size and zoom.
 */
export function measure(board) {
  const { svg, board: box } = board._ui;
  const rect = box.getBoundingClientRect();
  const vb = svg.viewBox.baseVal;
  if (!rect.width || !vb || !vb.width) return;
  const dpr = globalThis.devicePixelRatio || 1;
  const upp = vb.width / rect.width / dpr; // board units per device pixel
  const line = parseFloat(getComputedStyle(board).getPropertyValue("--go-board-line-width")) || 0.75;
  const lineDevicePx = Math.max(1, Math.round(line / upp));
  let borderDevicePx = Math.max(lineDevicePx + 1, Math.round((line * 1.8) / upp));
  if ((borderDevicePx - lineDevicePx) % 2) borderDevicePx += 1; // same parity: both on the pixel grid
  const frac = (v) => v * dpr - Math.floor(v * dpr);
  const pixel = { upp, lineDevicePx, offX: frac(rect.left), offY: frac(rect.top) };
  const old = board.state.pixel;
  const style = svg.style;
  style.setProperty("--go-board-px", upp.toFixed(4));
  style.setProperty("--go-board-snap-line", (lineDevicePx * upp).toFixed(4));
  style.setProperty("--go-board-snap-border", (borderDevicePx * upp).toFixed(4));
  svg.classList.add("snapped");
  if (old && old.upp.toFixed(5) === upp.toFixed(5) && old.lineDevicePx === lineDevicePx &&
      Math.abs(old.offX - pixel.offX) < 0.01 && Math.abs(old.offY - pixel.offY) < 0.01) return;
  board.state.pixel = pixel;
  if (board._measured) draw(board);
}
