// events.js: pointer input (mouse, pen, touch). Hovering shows a translucent stone where a move
// would go; a click plays. With touch (or confirm="always"), a first tap previews and a second
// tap on the same point confirms. In the counting view a click marks a group dead or alive.

import { pointFromEvent } from "./render.js";
import { samePoint } from "./state.js";
import { refreshHover, canPlay } from "./view.js";
import { playAt, previewOrPlay, explainNoPlay } from "./moves.js";
import { isCounting, toggleDead } from "./counting.js";
import { fire } from "./messages.js";
import { vertexName } from "./coords.js";

/** The pointer is over p (or null: it left the board). */
export function hover(board, p) {
  const s = board.state;
  if (samePoint(p, s.hover) || (!p && !s.hover)) return;
  s.hover = p;
  refreshHover(board);
  board._draw();
}

/** A click or tap on a point. */
export function tap(board, p, { confirm = false, pointerType = "mouse" } = {}) {
  const s = board.state;
  s.cursor = p;
  if (isCounting(board) && s.view.interactive !== "none") return toggleDead(board, p, "pointer");
  if (!canPlay(board)) {
    pointChosen(board, p, "pointer");
    return explainNoPlay(board, p);
  }
  if (confirm) return previewOrPlay(board, p, pointerType);
  playAt(board, p, "pointer");
}

/**
 * A point clicked (or Enter pressed on it) that the board does not play or toggle: go-point
 * tells the page, which may use it (a question "click the shared point", a board for viewing).
 */
export function pointChosen(board, p, source) {
  fire(board, "go-point", { vertex: vertexName(p, board.state.height), point: [...p], source });
}

/** Wire pointer events on the board's box (the element over the SVG). */
export function attachPointer(board) {
  const surface = board._ui.board;
  let downType = "mouse";
  let downPoint = null;
  const controller = {
    get state() { return board.state; },
    hover: (p) => hover(board, p),
    tap: (p, o) => tap(board, p, o),
  };

  const pointOf = (ev) => pointFromEvent(board._ui.svg, board.state, ev);

  const onMove = (ev) => {
    if (ev.pointerType === "touch") return; // no hover on touch screens
    controller.hover(pointOf(ev));
  };
  const onLeave = (ev) => {
    if (ev.pointerType === "touch") return;
    controller.hover(null);
  };
  const onDown = (ev) => {
    downType = ev.pointerType || "mouse";
    downPoint = pointOf(ev);
  };
  const onClick = (ev) => {
    if (ev.button !== undefined && ev.button !== 0) return;
    const type = ev.pointerType || downType;
    const p = pointOf(ev) || downPoint;
    downPoint = null;
    if (!p) return;
    controller.tap(p, { confirm: needsConfirm(controller.state.view.confirm, type), pointerType: type });
  };

  surface.addEventListener("pointermove", onMove);
  surface.addEventListener("pointerleave", onLeave);
  surface.addEventListener("pointerdown", onDown);
  surface.addEventListener("click", onClick);
  return () => {
    surface.removeEventListener("pointermove", onMove);
    surface.removeEventListener("pointerleave", onLeave);
    surface.removeEventListener("pointerdown", onDown);
    surface.removeEventListener("click", onClick);
  };
}

/** Does a tap from this kind of pointer need a confirming second tap? */
export function needsConfirm(mode, pointerType) {
  if (mode === "always") return true;
  if (mode === "never") return false;
  if (pointerType === "touch") return true;
  if (pointerType === "mouse") return false;
  return !!(globalThis.matchMedia && matchMedia("(pointer: coarse)").matches);
}
