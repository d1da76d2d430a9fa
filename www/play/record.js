// record.js: the game record. Download: the engine's SGF of the moves, with the room's
// information written in by the engine (`roomSgf`: PB/PW, DT, TM/OT, BL/WL, RE, the
// referee's rulings as comments). Open: a record is read by the engine (`readRoomInfo`, then
// the board's `sgf`), to step through it or to play on from its end.

import { h } from "../school/i18n.js";
import { tx, hx } from "./text.js";
import { now } from "./clock.js";

/** The record of the game on the board, as SGF text. */
export function roomRecord(room) {
  const e = room.engine;
  const clock = room.clock ?? new e.Clock({ kind: "unlimited" });
  const info = {
    black: room.names?.black || "",
    white: room.names?.white || "",
    date: new Date(now()).toISOString().slice(0, 10),
    result: room.result?.sgf ?? null,
    // Every ruling on the node where it was given: a lost turn on the pass played for it.
    comments: (room.referee?.rulings ?? []).map((r) => [r.moveNumber + (r.effect === "loseTurn" ? 1 : 0), `${r.zh} ${r.en}`]),
  };
  const club = room.settings?.club;
  if (club) Object.assign(info, { event: club.name || club.event, round: `${club.round} (table ${club.table})` });
  try {
    return e.roomSgf(room.board.toSgf(), info, clock, now());
  } finally {
    if (!room.clock) clock.free();
  }
}

export function recordPanel(room, { onOpen, onPlayOn }) {
  const download = hx("button", { type: "button", id: "download-sgf" }, "downloadSgf");
  const file = h("input", { type: "file", accept: ".sgf,application/x-go-sgf,text/plain", id: "open-sgf" });
  const error = h("p", { class: "error", role: "alert", id: "sgf-error", hidden: true });
  const review = h("div", { class: "review", id: "review", hidden: true });
  const position = h("p", { id: "review-position", "aria-live": "polite" });
  const step = (key, id, f) => {
    const b = hx("button", { type: "button", id, class: "small" }, key);
    b.addEventListener("click", () => { f(); draw(); });
    return b;
  };
  const board = () => room.board;
  const playOn = hx("button", { type: "button", id: "play-on" }, "playOnFromHere");
  playOn.addEventListener("click", () => onPlayOn());
  review.append(hx("p", {}, "loadedReview"),
    h("div", { class: "steps" },
      step("first", "review-first", () => board().goTo(0)),
      step("prev", "review-prev", () => board().goTo(Math.max(0, board().moveNumber - 1))),
      step("next", "review-next", () => board().goTo(board().moveNumber + 1)),
      step("last", "review-last", () => board().goTo(Infinity))),
    position, playOn);

  download.addEventListener("click", () => {
    const text = roomRecord(room);
    const url = URL.createObjectURL(new Blob([text], { type: "application/x-go-sgf" }));
    const a = h("a", { href: url, download: `tengen-${new Date(now()).toISOString().slice(0, 10)}.sgf` });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  });

  async function open(text) {
    error.hidden = true;
    try {
      const info = room.engine.readRoomInfo(text);
      await onOpen(text, info);
    } catch (e) {
      error.textContent = tx("badSgf", { message: e?.message || String(e) });
      error.hidden = false;
    }
    draw();
  }
  file.addEventListener("change", async () => {
    const f = file.files?.[0];
    if (f) await open(await f.text());
    file.value = "";
  });

  function draw() {
    review.hidden = room.phase !== "review";
    if (!review.hidden) position.textContent = tx("moveOf", { n: board().moveNumber, total: board().totalMoves });
    download.disabled = room.phase === "setup" || room.phase === "nigiri";
  }

  const el = h("section", { class: "record", "aria-labelledby": "record-title" },
    hx("h2", { id: "record-title" }, "recordTitle"),
    h("p", {}, download),
    h("p", {}, hx("label", { for: "open-sgf" }, "loadSgf"), " ", file),
    error, review);
  return { el, draw, open };
}
