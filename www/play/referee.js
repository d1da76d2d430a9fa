// referee.js: the referee's panel (referee mode: warnings, two of which lose the game) and
// adjournment with a sealed move (封棋, 第十四条). The engine's Referee rules and records; the
// engine seals the move and opens it (an occupied sealed point loses the turn). The sealer
// clicks the point on the board (or seals a pass); once sealed it is never shown until the
// game resumes.

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

export function sealPanel(room, { onSealed, onOpened, onChoosing }) {
  // The player to move chooses the point by clicking it (or Enter on it) on the board, which
  // plays nothing meanwhile (the room makes it non-interactive: the widget's go-point); the
  // choice shows as a translucent stone for the sealer only until it is sealed.
  const prompt = h("p", { id: "seal-prompt" });
  const chosenLine = h("p", { id: "seal-chosen", "aria-live": "polite" });
  const error = h("p", { class: "error", id: "seal-error", role: "alert", hidden: true });
  const sealBtn = hx("button", { type: "button", class: "primary", id: "seal" }, "seal");
  const sealPass = hx("button", { type: "button", id: "seal-pass" }, "sealPass");
  const cancel = hx("button", { type: "button", id: "seal-cancel" }, "cancel");
  const form = h("div", { class: "seal-form", hidden: true }, prompt, chosenLine,
    h("p", { class: "buttons" }, sealBtn, sealPass, cancel), error);
  const adjourn = hx("button", { type: "button", id: "adjourn" }, "adjourn");
  const notice = h("p", { id: "sealed-notice", role: "status" });
  const resume = hx("button", { type: "button", class: "primary", id: "resume-game" }, "resumeGame");
  let chosen = null; // the vertex ("D4") while the sealer chooses

  const engineGame = () => room.engine.Game.fromSgf(room.board.toSgf());
  const choose = (vertex) => {
    chosen = vertex;
    room.board.ghosts = vertex ? [{ at: vertex, color: room.board.toMove }] : [];
    chosenLine.textContent = vertex ? tx("sealChosen", { point: vertex }) : tx("sealNone");
    sealBtn.disabled = !vertex;
  };
  const close = () => {
    choose(null);
    chosenLine.textContent = "";
    form.hidden = true;
    room.sealing = false;
    onChoosing(false);
  };

  adjourn.addEventListener("click", () => {
    form.hidden = false;
    error.hidden = true;
    room.sealing = true;
    prompt.textContent = tx("sealPrompt", { color: tx(room.board.toMove) });
    choose(null);
    onChoosing(true);
    room.board.focus?.();
  });
  room.board.addEventListener("go-point", (e) => {
    if (!room.sealing) return;
    choose(e.detail.vertex);
  });
  const seal = (at) => {
    const game = engineGame();
    try {
      room.sealed = room.engine.sealMove(game, at);
    } catch (e) {
      error.textContent = `${tx("badSeal")} ${e?.message ?? ""}`;
      error.hidden = false;
      return;
    } finally {
      game.free();
    }
    close();
    // Play stops for the adjournment: no time counts until the seal is opened.
    if (room.clock?.running) room.clock.pause(now());
    onSealed();
  };
  sealBtn.addEventListener("click", () => { if (chosen) seal(chosen); });
  sealPass.addEventListener("click", () => seal(null));
  cancel.addEventListener("click", close);
  resume.addEventListener("click", () => {
    const sealed = room.sealed;
    const game = engineGame();
    let opened;
    try { opened = room.referee.openSeal(game, sealed); } finally { game.free(); }
    room.sealed = null;
    if (room.clock?.paused) room.clock.resume(now());
    onOpened();
    if (opened.ruling) {
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
    if (room.sealing && room.phase !== "play") close();
    adjourn.hidden = room.phase !== "play" || !!room.sealing;
    adjourn.disabled = room.thinking || (room.settings?.opponent === "engine" && room.board.toMove !== room.human);
    resume.hidden = room.phase !== "adjourned";
    if (room.phase === "adjourned") notice.textContent = tx("sealed", { color: tx(room.sealed?.color ?? "black") });
    else if (room.phase !== "play") notice.textContent = "";
  }
  return { el, draw };
}
