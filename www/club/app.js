// app.js: the club page (www/club.html), a class or club tournament run by the engine's
// `Tournament` (src/tournament/, through src/wasm/tournament.rs):
//
//   the event (setup.js) → players (players.js) → rounds: pairing, results, warnings
//   (rounds.js) → standings, crosstable, promotions (standings.js); the event file (file.js)
//
// No tournament rule lives here: who meets whom, colours, byes, points, tie-breaks and
// withdrawals are the engine's. This module keeps the one event in hand, saves it after every
// change (store.js), takes results the game room sends back (the `tengen-club-inbox`), and
// draws the sections again, keeping the keyboard focus where it was.

import { startChrome } from "../practice/chrome.js";
import { h, onLangChange } from "../school/i18n.js";
import { tx, hx, engineMessage, RESULT_KEYS } from "./text.js";
import { loadEvent, saveEvent, takeInbox, newEventId, idOf, INBOX, KEY_NAME } from "./store.js";
import { eventSection } from "./setup.js";
import { playersSection } from "./players.js";
import { roundsSection } from "./rounds.js";
import { standingsSection } from "./standings.js";
import { fileSection } from "./file.js";

const main = document.getElementById("main");

/** The page's state: the engine's Tournament class, the event in hand and its id. */
export const club = {
  Tournament: null,
  event: null,
  id: null,
  /** The players by id, from the engine (refreshed on every draw). */
  players: new Map(),
  nameOf(id) { return this.players.get(id)?.name ?? String(id); },
};

const ui = {};
const notices = []; // [{key, vars, kind}]: shown until dismissed or the next change

async function start() {
  let engine;
  try {
    ({ engine } = await startChrome({ current: "club", title: () => tx("title") }));
  } catch (e) {
    main.replaceChildren(hx("h1", { tabindex: "-1" }, "title"),
      h("p", { class: "error", role: "alert", text: () => tx("engineFailed", { detail: e?.message || String(e) }) }));
    return;
  }
  club.Tournament = engine.Tournament ?? null;
  if (!club.Tournament) {
    main.replaceChildren(hx("h1", { tabindex: "-1" }, "title"), hx("p", { class: "error", role: "alert" }, "noTournament"));
    return;
  }
  const saved = loadEvent(club.Tournament);
  if (saved.damaged) notices.push({ key: "storageDamaged", vars: { detail: saved.damaged }, kind: "error" });
  club.event = saved.event;
  club.id = saved.id ?? null;
  build();
  takeResults();
  // The game room's "back to the club page" names its event: another one than this page's
  // keeps its results in the inbox until that event's file is imported here.
  const linked = new URLSearchParams(location.hash.slice(1)).get("event");
  if (linked && linked !== club.id) notices.push({ key: "otherEvent", vars: { id: linked }, kind: "info" });
  draw();
  // The game room may finish a game in another tab while this page is open.
  window.addEventListener("storage", (e) => {
    // Another tab of this page changed the event: this one follows it rather than overwrite it.
    if (e.key === KEY_NAME) {
      const saved = loadEvent(club.Tournament);
      if (saved.event || e.newValue === null) {
        club.event?.free();
        club.event = saved.event;
        club.id = saved.id ?? null;
      }
    }
    if (e.key === INBOX || e.key === KEY_NAME || e.key === null) { takeResults(); draw(); }
  });
  onLangChange(() => draw());
  document.body.dataset.ready = "true";
}

function build() {
  ui.notices = h("div", { id: "notices", class: "notices" });
  ui.status = h("p", { id: "status", class: "visually-hidden", role: "status", "aria-live": "polite" });
  ui.event = h("section", { id: "event", class: "card", "aria-labelledby": "event-title" });
  ui.players = h("section", { id: "players", class: "card", "aria-labelledby": "players-title" });
  ui.rounds = h("section", { id: "rounds", class: "card", "aria-labelledby": "rounds-title" });
  ui.standings = h("section", { id: "standings", class: "card", "aria-labelledby": "standings-title" });
  ui.file = h("section", { id: "file", class: "card no-print", "aria-labelledby": "file-title" });
  main.replaceChildren(
    hx("h1", { id: "title", tabindex: "-1" }, "title"),
    hx("p", { class: "lead no-print" }, "lead"),
    ui.notices, ui.status, ui.event, ui.players, ui.rounds, ui.standings, ui.file);
}

/** Enters the game room's results for this event (each through `setResult`). */
function takeResults() {
  if (!club.event || !club.id) return;
  const entries = takeInbox(club.id);
  if (!entries.length) return;
  for (const entry of entries) {
    try {
      club.event.setResult(entry.round, entry.table, entry.result);
      const key = RESULT_KEYS[entry.result];
      notices.push({ key: "inboxTaken", vars: () => ({ round: entry.round, table: entry.table, result: key ? tx(key) : String(entry.result) }), kind: "good" });
    } catch (e) {
      notices.push({ key: "inboxRefused", vars: () => ({ round: entry.round, table: entry.table, message: engineMessage(e) }), kind: "error" });
    }
  }
  persist();
}

function persist() {
  if (!club.event) { saveEvent(null); return; }
  const failed = saveEvent(club.event, club.id);
  const i = notices.findIndex((n) => n.key === "storageFull");
  if (failed && i < 0) notices.push({ key: "storageFull", vars: { detail: failed }, kind: "error" });
  if (!failed && i >= 0) notices.splice(i, 1);
}

/**
 * Called by the sections after every change they make through the engine: saves the event,
 * draws everything again and announces `message` ([key, vars]) to screen readers.
 */
export function changed(message) {
  for (let i = notices.length - 1; i >= 0; i--) if (notices[i].transient) notices.splice(i, 1);
  persist();
  draw();
  if (message) say(...message);
}

/** Replaces the event (a new one, or an imported file); the old one is freed. */
export function replaceEvent(event, message, { keepId = false } = {}) {
  if (club.event && club.event !== event) club.event.free();
  club.event = event;
  // The event file's own id when it has one (created here, or imported); else one of ours.
  if (!event) club.id = null;
  else if (idOf(event)) club.id = idOf(event);
  else if (!keepId) club.id = newEventId(event.settings().name);
  notices.length = 0;
  takeResults(); // (an imported event may have games finished in the game room waiting)
  changed(message);
}

/** Shows what the engine said when it refused something (kept until the next change). */
export function complain(err) {
  notices.push({ key: "engineSaid", vars: () => ({ message: engineMessage(err) }), kind: "error", transient: true });
  drawNotices();
}

/** Announces a short message in the live region. */
export function say(key, vars) {
  ui.status.textContent = "";
  // (a change of text a moment later is announced even when the text is the same)
  setTimeout(() => { ui.status.textContent = tx(key, vars); }, 30);
}

function drawNotices() {
  ui.notices.replaceChildren(...notices.map((n, i) => {
    const close = hx("button", { type: "button", class: "small" }, "dismiss");
    close.addEventListener("click", () => { notices.splice(i, 1); drawNotices(); document.getElementById("title").focus(); });
    return h("div", { class: `notice ${n.kind}`, role: n.kind === "error" ? "alert" : "status" },
      h("p", { text: () => tx(n.key, typeof n.vars === "function" ? n.vars() : n.vars) }), close);
  }));
}

/** Draws every section from the engine's current answers, keeping the focused control. */
export function draw() {
  const focusId = document.activeElement?.id || null;
  club.players = new Map((club.event ? club.event.players() : []).map((p) => [p.id, p]));
  drawNotices();
  ui.event.replaceChildren(...eventSection(club));
  const sections = [[ui.players, playersSection], [ui.rounds, roundsSection], [ui.standings, standingsSection]];
  for (const [el, render] of sections) {
    el.hidden = !club.event;
    el.replaceChildren(...(club.event ? render(club) : []));
  }
  ui.file.replaceChildren(...fileSection(club));
  if (focusId && document.activeElement?.id !== focusId) document.getElementById(focusId)?.focus();
}

start();
