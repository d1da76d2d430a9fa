// events.js: pointer input (mouse, pen, touch). Hovering shows a translucent stone where a move
// would go; a click plays. With touch (or confirm="always"), a first tap previews and a second
// tap on the same point confirms. The board itself (go-board.js) decides what a point means.

import { pointFromEvent } from "./render.js";

/**
 * Wire pointer events on `surface` (the element over the SVG) to the board controller:
 *   controller.hover(point|null), controller.tap(point, {confirm}), controller.state, .svg
 */
export function attachPointer(surface, controller) {
  let downType = "mouse";
  let downPoint = null;

  const pointOf = (ev) => pointFromEvent(controller.svg, controller.state, ev);

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
