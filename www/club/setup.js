// setup.js: the event's settings. Before an event exists: the form that creates it
// (`Tournament.create`). Afterwards: its name and system, the "new event" button, and, until
// round 1 is paired, the same form to change the settings.
//
// The systems offered are the ones this build of the engine accepts: each is tried once with
// `Tournament.create` and kept if the engine does not refuse it.

import { h } from "../school/i18n.js";
import { tx, hx, engineMessage, SYSTEM_KEYS } from "./text.js";
import { changed, replaceEvent } from "./app.js";
import { newEventId } from "./store.js";

// Which options each system takes (the engine refuses an option a system does not take).
const TEAM_SYSTEMS = new Set(["teamRoundRobin", "teamSwiss", "teamAllPlay", "challenge"]);
const SWISS = new Set(["swiss", "teamSwiss"]);
const BOARDS = new Set(["teamRoundRobin", "teamSwiss"]);
const MATCH_GAMES = [3, 5, 7, 10];
let offered = null;

let ENGINE_IDS = false; // whether this engine keeps an event id in the file (`create({id})`, `t.id()`)
let OPTIONS = null; // system -> the options it takes, as `Tournament.systems()` says

/** The systems the engine takes, in its order. */
export function offeredSystems(Tournament) {
  if (offered) return offered;
  ENGINE_IDS = typeof Tournament.prototype?.id === "function";
  if (typeof Tournament.systems === "function") {
    const rows = Tournament.systems().map((row) => (typeof row === "string" ? { system: row } : row));
    offered = rows.map((r) => r.system).filter((s) => s in SYSTEM_KEYS);
    if (rows.every((r) => Array.isArray(r.options))) {
      OPTIONS = new Map(rows.map((r) => [r.system, new Set(r.options)]));
      for (const r of rows) if (r.team) TEAM_SYSTEMS.add(r.system); else TEAM_SYSTEMS.delete(r.system);
    }
    return offered;
  }
  offered = Object.keys(SYSTEM_KEYS).filter((system) => {
    try {
      Tournament.create({ name: "probe", system, ...(SWISS.has(system) ? { rounds: 5 } : {}) }).free();
      return true;
    } catch {
      return false;
    }
  });
  return offered;
}

export const isTeamSystem = (system) => TEAM_SYSTEMS.has(system);

function numberField(id, key, value, min, max) {
  const input = h("input", { type: "number", id, min, max, step: 1, value, inputmode: "numeric" });
  return { input, field: h("div", { class: "field" }, hx("label", { for: id }, key), input) };
}

/** The settings form, filled from `current` (the engine's settings) when it is given. */
function settingsForm(club, current) {
  const systems = offeredSystems(club.Tournament);
  const name = h("input", { type: "text", id: "event-name", maxlength: 80, autocomplete: "off", value: current?.name ?? "" });
  name.placeholder = tx("eventNamePlaceholder");
  const system = h("select", { id: "event-system" });
  for (const s of systems) {
    const o = h("option", { value: s, text: () => tx(SYSTEM_KEYS[s]) });
    if (s === (current?.system ?? "swiss")) o.selected = true;
    system.append(o);
  }
  const rounds = numberField("event-rounds", "rounds", current?.rounds ?? 5, 1, 30);
  const games = h("select", { id: "event-games" });
  for (const n of MATCH_GAMES) {
    const o = h("option", { value: n }, String(n));
    if (n === (current?.gamesPerMatch ?? 3)) o.selected = true;
    games.append(o);
  }
  const gamesField = h("div", { class: "field" }, hx("label", { for: "event-games" }, "gamesPerMatch"), games);
  const boards = numberField("event-boards", "boards", current?.boards ?? 4, 1, 20);
  const lives = numberField("event-lives", "lives", current?.lives ?? 1, 1, 9);
  const rankEvent = h("input", { type: "checkbox", id: "event-rank" });
  rankEvent.checked = !!current?.rankEvent;
  const wins = numberField("event-promotion-wins", "promotionWins", current?.rankEvent?.promotion?.wins ?? 2, 1, 99);
  const steps = numberField("event-promotion-steps", "promotionSteps", current?.rankEvent?.promotion?.steps ?? 1, 1, 9);
  const promotion = h("div", { class: "grid" }, wins.field, steps.field);
  const shared = h("input", { type: "checkbox", id: "event-shared" });
  shared.checked = current?.shareds ?? true;
  const error = h("p", { class: "error", id: "event-error", role: "alert", hidden: true });

  const takes = (option, fallback) => (OPTIONS ? OPTIONS.get(system.value)?.has(option) ?? false : fallback);
  const showFields = () => {
    rounds.field.hidden = !takes("rounds", SWISS.has(system.value));
    gamesField.hidden = !takes("gamesPerMatch", system.value === "match");
    boards.field.hidden = !takes("boards", BOARDS.has(system.value));
    // (a double knockout is two lives by definition: the engine's default, not asked)
    lives.field.hidden = system.value === "doubleKnockout" || !takes("lives", system.value === "knockout");
    promotion.hidden = !rankEvent.checked;
  };
  system.addEventListener("change", showFields);
  rankEvent.addEventListener("change", showFields);
  showFields();

  const submit = hx("button", { type: "submit", class: "primary", id: "event-submit" }, current ? "changeSettings" : "createEvent");
  const form = h("form", { id: "event-form", class: "event-form", novalidate: true },
    h("div", { class: "grid" },
      h("div", { class: "field" }, hx("label", { for: "event-name" }, "eventName"), name),
      h("div", { class: "field" }, hx("label", { for: "event-system" }, "system"), system),
      rounds.field, gamesField, boards.field, lives.field),
    h("label", { class: "check" }, shared, hx("span", {}, "shared")),
    h("label", { class: "check" }, rankEvent, hx("span", {}, "rankEvent")),
    promotion,
    error,
    h("p", {}, submit));

  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const settings = { name: name.value.trim(), system: system.value, shareds: shared.checked };
    if (!rounds.field.hidden) settings.rounds = Number(rounds.input.value);
    if (!gamesField.hidden) settings.gamesPerMatch = Number(games.value);
    if (!boards.field.hidden) settings.boards = Number(boards.input.value);
    if (!lives.field.hidden) settings.lives = Number(lives.input.value);
    if (rankEvent.checked) settings.rankEvent = { promotion: { wins: Number(wins.input.value), steps: Number(steps.input.value) } };
    let event;
    try {
      if (current && typeof club.event.updateSettings === "function") {
        // Before round 1 the engine takes new settings and keeps the players.
        club.event.updateSettings(settings);
        changed(null);
        document.getElementById("event-title")?.focus();
        return;
      }
      // The event's id goes into its file (the game room sends it back with each result).
      event = club.Tournament.create(ENGINE_IDS ? { ...settings, id: current ? club.id : newEventId(settings.name) } : settings);
      // (an engine without updateSettings: the same players entered again in order)
      if (current) for (const p of club.event.players()) event.addPlayer({ name: p.name, rank: p.rank, club: p.club, team: p.team });
    } catch (err) {
      event?.free();
      error.textContent = engineMessage(err);
      error.hidden = false;
      return;
    }
    // (new settings keep the event's id: it is the same event for the game room)
    replaceEvent(event, null, { keepId: !!current });
    document.getElementById(current ? "event-title" : "players-title")?.focus();
  });
  return form;
}

/** How far the event is, by the engine's plan (`roundsPlanned()`: null where the field decides). */
function progress(event) {
  const n = event.rounds().length;
  const planned = typeof event.roundsPlanned === "function" ? event.roundsPlanned() : null;
  return typeof planned === "number" ? tx("roundsOf", { n, of: planned }) : tx("roundsSoFar", { n });
}

/** The children of the event section. */
export function eventSection(club) {
  if (!club.event) {
    return [hx("h2", { id: "event-title", tabindex: "-1" }, "newEventTitle"), settingsForm(club, null)];
  }
  const settings = club.event.settings();
  const started = club.event.rounds().length > 0;
  const newEvent = hx("button", { type: "button", id: "new-event", class: "no-print" }, "newEvent");
  newEvent.addEventListener("click", () => {
    if (!confirm(tx("confirmNewEvent"))) return;
    replaceEvent(null, null);
    document.getElementById("event-title")?.focus();
  });
  const summary = h("p", { class: "event-summary", id: "event-summary" },
    h("strong", {}, settings.name || tx("unnamed")), " · ",
    tx(SYSTEM_KEYS[settings.system] ?? settings.system),
    typeof settings.rounds === "number" && !started ? ` · ${tx("roundsN", { n: settings.rounds })}` : "",
    started ? ` · ${progress(club.event)}` : "");
  const out = [hx("h2", { id: "event-title", tabindex: "-1" }, "eventTitle"), summary];
  if (started) out.push(hx("p", { class: "hint no-print" }, "settingsLocked"));
  else {
    const more = h("details", { class: "no-print", id: "event-change" },
      h("summary", { text: () => tx("changeSettings") }), settingsForm(club, settings));
    out.push(more);
  }
  out.push(h("p", { class: "no-print" }, newEvent));
  return out;
}
