// clock.js: the game room's clock panel. The engine's Clock (src/clock.rs) keeps the time and
// decides every call-out and every time loss; this module only reads the time (Date.now, so
// the clock keeps running in the background and across a reload, and tests can fake it),
// forwards ticks, shows both players' time, shows and speaks the referee's call-outs, and
// answers "how much time is left?" (第十六条一).

import { h, getLang, onLangChange } from "../school/i18n.js";
import { tx, hx } from "./text.js";

export const now = () => Date.now();
const TICK_MS = 200;
const MUTE_KEY = "tengen-play-mute";

/** m:ss (or h:mm:ss), rounding up as a clock face does. */
export function formatMs(ms) {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, "0");
  return hh ? `${hh}:${String(mm).padStart(2, "0")}:${ss}` : `${mm}:${ss}`;
}

function speak(text) {
  try {
    if (localStorage.getItem(MUTE_KEY) === "1" || !globalThis.speechSynthesis) return;
    const u = new SpeechSynthesisUtterance(text);
    u.lang = getLang() === "zh" ? "zh-CN" : "en";
    speechSynthesis.speak(u);
  } catch { /* no speech: the call-out is still shown */ }
}

/**
 * The panel for `room` (which holds `clock`, the engine Clock, or null for no clock).
 * `onFlag(color)` is called once when a player runs out of time.
 */
export function clockPanel(room, { onFlag, onPauseChange }) {
  const faces = {};
  const section = h("section", { class: "clock", "aria-labelledby": "clock-title" },
    hx("h2", { id: "clock-title" }, "clockTitle"),
    hx("p", { class: "clock-side" }, "clockSide"));
  const row = h("div", { class: "faces" });
  for (const color of ["white", "black"]) {
    const name = hx("span", { class: "face-name" }, color);
    // The player's name under the colour (a club game's players, or the names in the setup).
    const player = h("span", { class: "face-player", "data-color": color });
    const time = h("span", { class: "face-time", "data-color": color });
    const extra = h("span", { class: "face-extra" });
    faces[color] = { player, time, extra, box: h("div", { class: `face ${color}` }, name, player, time, extra) };
    row.append(faces[color].box);
  }
  const calls = h("ol", { class: "callouts", "aria-labelledby": "callouts-title", id: "callouts" });
  const latest = h("p", { class: "callout-latest", role: "status", "aria-live": "assertive", id: "callout" });
  const report = h("p", { class: "time-report", role: "status", "aria-live": "polite", id: "time-report" });
  const ask = hx("button", { type: "button", id: "ask-time" }, "askTime");
  const pause = h("button", { type: "button", id: "pause", text: () => tx(room.clock?.paused ? "resumeClock" : "pause") });
  const mute = h("input", { type: "checkbox", id: "speak" });
  try { mute.checked = localStorage.getItem(MUTE_KEY) !== "1"; } catch { mute.checked = true; }
  mute.addEventListener("change", () => {
    try { localStorage.setItem(MUTE_KEY, mute.checked ? "0" : "1"); } catch { /* ignore */ }
    if (!mute.checked) globalThis.speechSynthesis?.cancel();
  });
  const controls = h("div", { class: "clock-controls" }, ask, pause,
    h("label", { class: "check" }, mute, hx("span", {}, "mute")));
  section.append(row, controls, latest, report);
  // The list of every call-out so far stands apart from the clock (below the board on a
  // phone), so that a new line in it never moves the board under a player's finger.
  const history = h("section", { class: "callout-history", "aria-labelledby": "callouts-title" },
    hx("h2", { id: "callouts-title" }, "calloutsTitle"), calls);

  let last = now();
  let flaggedSeen = false;

  function draw() {
    const clock = room.clock;
    section.hidden = !clock;
    history.hidden = !clock;
    if (!clock) return;
    const t = now();
    const control = clock.control;
    for (const color of ["black", "white"]) {
      const left = clock.timeLeft(color, t);
      const f = faces[color];
      f.player.textContent = room.displayName(color);
      f.box.classList.toggle("running", clock.running === color);
      if (left.flagged) {
        f.time.textContent = "0:00";
        f.extra.textContent = tx("flagged");
      } else if (control.kind === "byoyomi") {
        f.time.textContent = formatMs(left.inOvertime ? left.periodMs : left.mainMs);
        f.extra.textContent = tx("byoyomiLeft", { periods: left.periods, period: formatMs(control.periodMs) });
      } else if (control.kind === "canadian" && left.inOvertime) {
        f.time.textContent = formatMs(left.periodMs);
        f.extra.textContent = tx("canadianLeft", { stones: left.periods, time: formatMs(left.periodMs) });
      } else {
        f.time.textContent = formatMs(left.mainMs);
        f.extra.textContent = "";
      }
    }
    pause.textContent = tx(clock.paused ? "resumeClock" : "pause");
    pause.disabled = !clock.running && !clock.paused;
  }

  /** One tick: the call-outs since the last one, shown and spoken in order; a time loss. */
  function tick() {
    const clock = room.clock;
    const t = now();
    if (clock && clock.running && !room.over) {
      const color = clock.running;
      for (const c of clock.callouts(color, last, t)) announce(color, c);
      if (clock.timeLeft(color, t).flagged && !flaggedSeen) {
        flaggedSeen = true;
        onFlag(color);
      }
    }
    last = t;
    draw();
  }

  function announce(color, callout) {
    const text = getLang() === "zh" ? callout.zh : callout.en;
    const item = h("li", { "data-kind": callout.kind, "data-color": color, lang: getLang() === "zh" ? "zh-CN" : "en" }, text);
    calls.append(item);
    while (calls.children.length > 200) calls.firstElementChild.remove();
    latest.textContent = `${tx(color)}: ${text}`;
    speak(text);
  }

  ask.addEventListener("click", () => {
    const clock = room.clock;
    if (!clock) return;
    const color = clock.running || clock.paused || room.toMove();
    const left = clock.timeLeft(color, now());
    const control = clock.control;
    let detail;
    if (control.kind === "byoyomi" && left.inOvertime) {
      detail = tx("detailOvertime", { periods: left.periods, minutes: formatMs(left.periodMs) });
    } else if (control.kind === "byoyomi") {
      detail = tx("detailMain", { time: formatMs(left.mainMs), over: tx("byoyomiLeft", { periods: left.periods, period: formatMs(control.periodMs) }) });
    } else {
      detail = tx("detailPlain", { time: formatMs(left.inOvertime ? left.periodMs : left.mainMs) });
    }
    const text = tx("timeReport", { color: tx(color), detail });
    report.textContent = text;
    speak(text);
  });

  pause.addEventListener("click", () => {
    const clock = room.clock;
    if (!clock) return;
    if (clock.paused) clock.resume(now());
    else if (clock.running) clock.pause(now());
    last = now();
    onPauseChange?.(!!clock.paused);
    draw();
  });

  const timer = setInterval(tick, TICK_MS);
  onLangChange(draw);
  return {
    el: section,
    history,
    draw,
    /** Forget the call-outs of an earlier game; the next tick starts from now. */
    reset() {
      calls.replaceChildren();
      latest.textContent = "";
      report.textContent = "";
      last = now();
      flaggedSeen = false;
      draw();
    },
    stop() { clearInterval(timer); },
    tick,
  };
}
