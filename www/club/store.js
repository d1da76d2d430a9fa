// store.js: what the club page keeps in localStorage.
//
//   tengen-club          {"v": 1, "id": "<event id>", "event": "<the engine's toJson() text>"}
//   tengen-club-damaged  a saved value that could not be read, set aside untouched (never read
//                        back by the page; kept so that nothing the teacher typed is destroyed)
//   tengen-club-inbox    [{event, round, table, result, score, sgf}, …]: results written by the
//                        game room (www/play/) for games opened from this page
//
// The event itself is only ever read by the engine (`Tournament.fromJson`); this module
// checks the wrapper and hands the text over. Storage that throws (private mode, full) keeps
// the event for this visit only and says so.

const KEY = "tengen-club";
const DAMAGED = "tengen-club-damaged";
export const INBOX = "tengen-club-inbox";

/** A fresh event id (the game room sends it back with each result): the name's letters and a random tail. */
export function newEventId(name = "") {
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  // (the engine takes ids of ASCII letters, digits, - and _)
  const slug = String(name).toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 24);
  return `${slug || "event"}-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

function sideline(raw) {
  try { localStorage.setItem(DAMAGED, raw); localStorage.removeItem(KEY); } catch { /* nothing more to do */ }
}

/**
 * The saved event: {event, id} (event: a Tournament), {event: null} when none is saved, or
 * {event: null, damaged: detail} when the saved value could not be read (it is set aside).
 */
export const KEY_NAME = KEY;

/** The event's own id (kept in its file by the engine), or "" if it has none. */
export const idOf = (event) => (typeof event?.id === "function" ? event.id() : "") || "";

export function loadEvent(Tournament) {
  let raw;
  try { raw = localStorage.getItem(KEY); } catch { return { event: null }; }
  if (raw === null) return { event: null };
  let wrapper;
  try { wrapper = JSON.parse(raw); } catch (e) {
    sideline(raw);
    return { event: null, damaged: e.message };
  }
  if (!wrapper || typeof wrapper !== "object" || wrapper.v !== 1 || typeof wrapper.event !== "string" || typeof wrapper.id !== "string") {
    sideline(raw);
    return { event: null, damaged: "not a saved tengen event" };
  }
  try {
    const event = Tournament.fromJson(wrapper.event);
    return { event, id: idOf(event) || wrapper.id };
  } catch (e) {
    sideline(raw);
    return { event: null, damaged: e.field ? `${e.message} (${e.field})` : e.message };
  }
}

/** Saves the event; returns null, or the reason it could not be saved. */
export function saveEvent(event, id) {
  try {
    if (!event) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify({ v: 1, id, event: event.toJson() }));
    return null;
  } catch (e) {
    return e?.message || String(e);
  }
}

/**
 * Takes this event's entries out of the game room's inbox: returns them (well-formed ones
 * only) and writes back the inbox without them. Entries for other events stay for their page.
 * A damaged inbox is left alone (the game room owns its writing).
 */
export function takeInbox(id) {
  let list;
  try { list = JSON.parse(localStorage.getItem(INBOX) || "[]"); } catch { return []; }
  if (!Array.isArray(list) || !id) return [];
  const mine = [];
  const rest = [];
  for (const entry of list) {
    if (entry && typeof entry === "object" && entry.event === id) mine.push(entry);
    else rest.push(entry);
  }
  if (!mine.length) return [];
  try {
    if (rest.length) localStorage.setItem(INBOX, JSON.stringify(rest));
    else localStorage.removeItem(INBOX);
  } catch { /* taken for this visit; the game room's copy stays */ }
  return mine; // (each goes to setResult, which refuses a bad one with its reason)
}
