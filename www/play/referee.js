// referee.js: the referee's panel (referee mode: warnings, two of which lose the game) and
// adjournment with a sealed move (封棋, 第十四条). The engine's Referee rules and records; the
// engine seals the move and opens it (an occupied sealed point loses the turn). The sealed
// point is written like a move on the record sheet ("D4", or "pass") and never shown until
// the game resumes.

import { h, getLang } from "../school/i18n.js";
import { tx, hx } from "./text.js";
import { now } from "./clock.js";
import { vertexName } from "../board/coords.js";

const REASONS = ["clockBeforeMove", "movedStone", "wrongCapture", "other"];
const reasonKey = (r) => `reason${r[0].toUpperCase()}${r.slice(1)}`;

export function refereePanel(room, { onRuling }) {
  const reason = h("select", { id: "warn-reason" });
  for (const r of REASONS) reason.append(h("option", { value: r, text: () => tx(reasonKey(r)) }));
  const warn = (color) => {
    const b = h("button", { type: "button", id: `warn-${color}`, text: () => tx("warn", { color: tx(color) }) });
    b.addEventListener("click", () => onRuling(room.referee.warn(color, reason.value, room.board.moveNumber)));
    return b;
  };
  // On a real board a player can move twice in a row (连走二步); the referee records it.
  const twice = (color) => {
    const b = h("button", { type: "button", id: `twice-${color}`, text: () => tx("playedTwice", { color: tx(color) }) });
    b.addEventListener("click", () => onRuling(room.referee.playedTwice(color, room.board.moveNumber)));
    return b;
  };
  const log = h("ol", { class: "rulings", id: "rulings" });
  const el = h("section", { class: "referee", "aria-labelledby": "referee-title" },
    hx("h2", { id: "referee-title" }, "refereeTitle"),
    h("p", {}, hx("label", { for: "warn-reason" }, "warnReason"), " ", reason),
    h("p", { class: "buttons" }, warn("black"), warn("white")),
    h("p", { class: "buttons" }, twice("black"), twice("white")),
    log);
  function draw() {
    el.hidden = !room.settings?.referee || room.phase === "setup";
    const playing = room.phase === "play";
    el.querySelectorAll("button").forEach((b) => { b.disabled = !playing; });
    const rulings = room.referee ? room.referee.rulings : [];
    log.replaceChildren(...rulings.map((r) => h("li", { "data-kind": r.kind, lang: "zh-CN" }, r.zh, " ", h("span", { lang: "en" }, r.en))));
  }
  return { el, draw };
}

export function sealPanel(room, { onSealed, onOpened }) {
  const input = h("input", { type: "text", id: "seal-point", autocomplete: "off", maxlength: 8, spellcheck: "false" });
  const prompt = h("p", { id: "seal-prompt" });
  const error = h("p", { class: "error", id: "seal-error", role: "alert", hidden: true });
  const sealBtn = hx("button", { type: "button", class: "primary", id: "seal" }, "seal");
  const form = h("div", { class: "seal-form", hidden: true }, prompt,
    h("p", {}, hx("label", { for: "seal-point" }, "sealPoint"), " ", input, " ", sealBtn), error);
  const adjourn = hx("button", { type: "button", id: "adjourn" }, "adjourn");
  const notice = h("p", { id: "sealed-notice", role: "status" });
  const resume = hx("button", { type: "button", class: "primary", id: "resume-game" }, "resumeGame");

  const engineGame = () => room.engine.Game.fromSgf(room.board.toSgf());

  adjourn.addEventListener("click", () => {
    form.hidden = false;
    prompt.textContent = tx("sealPrompt", { color: tx(room.board.toMove) });
    input.value = "";
    input.focus();
  });
  sealBtn.addEventListener("click", () => {
    const text = input.value.trim();
    const game = engineGame();
    try {
      const at = /^pass$/i.test(text) ? null : text.toUpperCase();
      if (at === "") throw new Error(tx("badSeal"));
      room.sealed = room.engine.sealMove(game, at);
    } catch (e) {
      error.textContent = `${tx("badSeal")} ${e?.message ?? ""}`;
      error.hidden = false;
      return;
    } finally {
      game.free();
    }
    error.hidden = true;
    form.hidden = true;
    input.value = "";
    // Play stops for the adjournment: no time counts until the seal is opened.
    if (room.clock?.running) room.clock.pause(now());
    onSealed();
  });
  resume.addEventListener("click", () => {
    const sealed = room.sealed;
    const game = engineGame();
    let opened;
    try { opened = room.referee.openSeal(game, sealed); } finally { game.free(); }
    room.sealed = null;
    if (room.clock?.paused) room.clock.resume(now());
    onOpened();
    if (opened.ruling) {
      room.comments.push([room.board.moveNumber + 1, `${opened.ruling.zh} ${opened.ruling.en}`]);
      room.board.pass({ source: "referee" });
      notice.textContent = getLang() === "zh" ? opened.ruling.zh : opened.ruling.en;
    } else if (opened.pass) {
      room.board.pass({ source: "seal" });
      notice.textContent = tx("sealedPlayed", { point: "pass" });
    } else {
      const height = Math.round(Math.sqrt(room.board.boardState.length)); // the room's boards are square
      notice.textContent = tx("sealedPlayed", { point: vertexName(opened.play, height) });
      room.board.play(opened.play);
    }
  });

  const el = h("section", { class: "adjourn", "aria-labelledby": "adjourn-title" },
    hx("h2", { id: "adjourn-title" }, "adjournTitle"), h("p", {}, adjourn), form, notice, h("p", {}, resume));
  function draw() {
    el.hidden = room.phase !== "play" && room.phase !== "adjourned";
    adjourn.hidden = room.phase !== "play";
    adjourn.disabled = room.thinking || (room.settings?.opponent === "engine" && room.board.toMove !== room.human);
    resume.hidden = room.phase !== "adjourned";
    if (room.phase === "adjourned") notice.textContent = tx("sealed", { color: tx(room.sealed?.color ?? "black") });
    else if (room.phase !== "play") notice.textContent = "";
  }
  return { el, draw };
}
