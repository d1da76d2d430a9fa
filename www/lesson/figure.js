// figure.js: an illustration from a lesson. The engine drew it (Lesson.view(): frames of real
// positions, with the marks and caption values it computed); this module only puts each frame
// on a <go-board> and lets the reader step through the frames. A 19×19 figure is zoomed to the
// part its frames use (zoom.js), the same part for every frame.

import { diagramStones, regionFor } from "./zoom.js";

let uid = 0;

export function figureView(texts, fig, onBoard = null) {
  const { h, ht, t, pick, bindText } = texts;
  const id = `gl-fig-${fig.id}-${++uid}`;
  const frames = fig.frames;
  const { width, height } = frames[0];
  const board = document.createElement("go-board");
  board.setAttribute("interactive", "none");
  board.setAttribute("coordinates", "");
  onBoard?.(board);
  const region = regionFor(width, height, frames.flatMap((f) => diagramStones(f.position).concat((f.marks || []).map((m) => m.at))));
  if (region) board.setAttribute("view", region);
  board.className = "gl-board gl-figure-board" + (Math.max(width, height) > 13 && !region ? " gl-large" : "");
  const caption = h("p", { class: "gl-caption", id: `${id}-caption`, "aria-live": "polite" });
  board.setAttribute("aria-describedby", `${id}-caption`);
  let index = 0;
  let shown = -1;

  const counter = h("span", { class: "gl-frame-count" });
  const prev = ht("button", { type: "button", class: "gl-small" }, "prevFrame");
  const next = ht("button", { type: "button", class: "gl-small" }, "nextFrame");
  const nav = frames.length > 1 ? h("div", { class: "gl-frame-nav" }, prev, counter, next) : null;
  bindText(counter, () => t("frameOf", { n: index + 1, total: frames.length }));
  bindText(caption, () => pick(frames[index].caption));

  async function show(i) {
    index = Math.max(0, Math.min(frames.length - 1, i));
    const f = frames[index];
    prev.disabled = index === 0;
    next.disabled = index === frames.length - 1;
    counter.textContent = t("frameOf", { n: index + 1, total: frames.length });
    caption.textContent = pick(f.caption);
    if (shown === index) return;
    shown = index;
    board.setAttribute("sgf", f.sgf);
    board.setAttribute("move", "last");
    try {
      await board.ready;
      board.setMarkup(f.marks || []);
      if (f.ownership) {
        board.setAttribute("show-ownership", "");
        await board.ready;
        board.setDead?.(f.dead || []);
      } else board.removeAttribute("show-ownership");
    } catch { /* the board shows its own error */ }
  }

  prev.addEventListener("click", () => show(index - 1));
  next.addEventListener("click", () => show(index + 1));
  show(0);
  return h("figure", { class: "gl-figure", "data-figure": fig.id }, board, h("figcaption", {}, caption, nav));
}
