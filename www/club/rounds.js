// rounds.js: the rounds of the event. "Pair the next round" asks the engine for it
// (`pairNextRound`: who meets whom, colours, the bye are the engine's); each game has a
// result control (a <select>: keyboard and touch alike), a referee's warning for each player
// (tie-break B), and a link that opens the game in the game room, whose result comes back
// through the inbox (app.js). The last round's pairing can be undone while it has no result.

import { h } from "../school/i18n.js";
import { tx, hx, engineMessage, RESULT_KEYS } from "./text.js";
import { changed, complain } from "./app.js";
import { rankText } from "./players.js";

const open = new Set(); // rounds whose <details> the teacher opened (the last is always open)

/**
 * The referee's warnings as the engine keeps them: a set of "player:round". From
 * `warnings()` when the engine has it, else from the event file's own `warnings` list.
 */
function warningsOf(event) {
  let list = [];
  try {
    list = typeof event.warnings === "function" ? event.warnings() : JSON.parse(event.toJson()).warnings ?? [];
  } catch { /* none shown */ }
  return new Set(list.map((w) => `${w.player}:${w.round}`));
}

/** The part of an element id that names a table ("3" or, for board 2 of match 3, "3-2"). */
export const tableId = (table) => String(table).replace(/\./g, "-");

/** The game-room link for a game (tournament-api.md). */
export function roomLink(club, round, game) {
  const fields = {
    club: club.id, name: club.event.settings().name ?? "", round: round, table: game.table,
    black: club.nameOf(game.black), white: club.nameOf(game.white), size: 19,
  };
  // (encodeURIComponent, as the game room reads it: a space is %20, never "+")
  return `play.html#${Object.entries(fields).map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join("&")}`;
}

function playerCell(club, round, game, side, lang, warned) {
  const id = game[side];
  const p = club.players.get(id);
  const box = h("input", { type: "checkbox", id: `warn-r${round}-t${tableId(game.table)}-${side}` });
  box.checked = warned.has(`${id}:${round}`);
  box.addEventListener("change", () => {
    try {
      if (box.checked) club.event.warn(id, round);
      else club.event.unwarn(id, round);
    } catch (err) {
      box.checked = !box.checked;
      complain(err);
      return;
    }
    changed(null);
  });
  return h("div", { class: `side ${side}` },
    h("span", { class: "colour", text: () => tx(side === "black" ? "blackCol" : "whiteCol") }),
    h("span", { class: "who" }, h("strong", {}, p?.name ?? String(id)), p?.rank ? ` ${rankText(p.rank, lang)}` : ""),
    // (the box's name says whose warning in which round; the eye sees "warned" beside the name)
    h("label", { class: "warn no-print" },
      box, h("span", {}, tx("warned")), h("span", { class: "visually-hidden" }, `: ${tx("warnLabel", { name: p?.name ?? id, round })}`)));
}

function resultControl(club, round, game) {
  const id = `result-r${round}-t${tableId(game.table)}`;
  const select = h("select", { id, class: "result-select" });
  select.append(h("option", { value: "" }, tx("resNone")),
    ...Object.entries(RESULT_KEYS).map(([v, key]) => h("option", { value: v }, tx(key))));
  select.value = game.result ?? "";
  select.addEventListener("change", () => {
    const value = select.value || null;
    try {
      club.event.setResult(round, game.table, value);
    } catch (err) {
      select.value = game.result ?? "";
      complain(err);
      return;
    }
    changed(["resultSaved", { round, table: game.table, result: value ? tx(RESULT_KEYS[value]) : tx("resNone") }]);
  });
  return h("div", { class: "result" },
    h("label", { for: id, class: "result-label" }, tx("resultCol"),
      h("span", { class: "visually-hidden" }, `: ${tx("resultLabel", { round, table: game.table, black: club.nameOf(game.black), white: club.nameOf(game.white) })}`)),
    select);
}

function gameItem(club, round, game, lang, warned) {
  const bye = game.white === null || game.white === undefined;
  const item = h("li", { class: `game${bye ? " bye" : ""}`, id: `game-r${round}-t${tableId(game.table)}`, "data-table": String(game.table) },
    h("span", { class: "table-n" }, game.board ? tx("boardN", { n: game.board }) : tx("tableN", { n: game.table })));
  if (bye) {
    const p = club.players.get(game.black);
    item.append(h("div", { class: "side" }, h("strong", {}, p?.name ?? String(game.black)), p?.rank ? ` ${rankText(p.rank, lang)}` : ""),
      h("div", { class: "result" }, tx("bye")));
    return item;
  }
  item.append(playerCell(club, round, game, "black", lang, warned), playerCell(club, round, game, "white", lang, warned), resultControl(club, round, game));
  if (!game.result && club.id) {
    item.append(h("a", {
      class: "room-link no-print", id: `play-r${round}-t${tableId(game.table)}`, href: roomLink(club, round, game),
      "aria-label": tx("playHereLabel", { round, table: game.table }),
    }, tx("playHere")));
  }
  return item;
}

/** The children of the rounds section. */
export function roundsSection(club) {
  const rounds = club.event.rounds();
  const lang = document.documentElement.lang.startsWith("zh") ? "zh" : "en";
  const finished = typeof club.event.finished === "function" && club.event.finished();
  const warned = warningsOf(club.event);
  const pair = hx("button", { type: "button", class: "primary", id: "pair-next", "aria-describedby": finished ? "all-paired" : null }, "pairNext");
  pair.addEventListener("click", () => {
    let n;
    try { n = club.event.pairNextRound(); } catch (err) { complain(err); return; }
    changed(["roundPaired", { n }]);
    document.getElementById(`round-${n}-summary`)?.focus();
  });
  const buttons = h("div", { class: "buttons no-print" }, pair);
  if (rounds.length) {
    const last = rounds[rounds.length - 1].round;
    const unpair = hx("button", { type: "button", id: "unpair-last" }, "unpairLast");
    unpair.addEventListener("click", () => {
      if (!confirm(tx("confirmUnpair", { round: last }))) return;
      try { club.event.unpairLastRound(); } catch (err) { complain(err); return; }
      open.delete(last);
      changed(["roundUnpaired", { n: last }]);
      document.getElementById("pair-next")?.focus();
    });
    const print = hx("button", { type: "button", id: "print-pairings" }, "printPairings");
    print.addEventListener("click", () => printPart("print-pairings"));
    buttons.append(unpair, print);
  }
  const out = [hx("h2", { id: "rounds-title", tabindex: "-1" }, "roundsTitle"), buttons];
  const settings = club.event.settings();
  if (typeof settings.rounds === "number" && typeof club.event.setRounds === "function") out.push(roundsPlanned(club, settings.rounds));
  if (finished) out.push(hx("p", { class: "hint", id: "all-paired" }, "allPaired"));
  if (!rounds.length) out.push(hx("p", { id: "no-rounds" }, "noRounds"));
  rounds.forEach((r, i) => {
    const isLast = i === rounds.length - 1;
    const details = h("details", { class: `round${isLast ? " last-round" : ""}`, id: `round-${r.round}` },
      h("summary", { id: `round-${r.round}-summary` }, h("h3", { id: `round-${r.round}-title` }, tx("roundN", { n: r.round }))),
      ...gamesOfRound(club, r, lang, warned));
    details.open = isLast || open.has(r.round);
    // (the last round is open anyway; opening it here fires a toggle event too)
    details.addEventListener("toggle", () => { if (isLast) return; if (details.open) open.add(r.round); else open.delete(r.round); });
    out.push(details);
  });
  return out;
}

/** Swiss: the rounds planned, which 第二十七条三 lets the referee change (the engine checks). */
function roundsPlanned(club, planned) {
  const input = h("input", { type: "number", id: "planned-rounds", min: 1, max: 99, step: 1, value: planned, inputmode: "numeric" });
  const error = h("p", { class: "error", id: "planned-error", role: "alert", hidden: true });
  const form = h("form", { class: "planned no-print", id: "planned-form" },
    hx("label", { for: "planned-rounds" }, "plannedRounds"), input,
    hx("button", { type: "submit", class: "small", id: "planned-submit" }, "setRounds"), error);
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const n = Number(input.value);
    try { club.event.setRounds(n); } catch (err) {
      error.textContent = engineMessage(err);
      error.hidden = false;
      return;
    }
    changed(["roundsChanged", { n }]);
  });
  return form;
}

/** A round's games: one list, or in a team event one list for each team match. */
function gamesOfRound(club, r, lang, warned) {
  if (!r.matches?.length) return [h("ol", { class: "games" }, ...r.games.map((g) => gameItem(club, r.round, g, lang, warned)))];
  return r.matches.map((m) => {
    const boards = r.games.filter((g) => String(g.table).split(".")[0] === String(m.table));
    return h("div", { class: "team-match", id: `match-r${r.round}-t${m.table}` },
      h("h4", {}, tx(m.white === null || m.white === undefined ? "matchBye" : "matchN", { n: m.table, black: m.black, white: m.white ?? "" })),
      h("ol", { class: "games" }, ...boards.map((g) => gameItem(club, r.round, g, lang, warned))));
  });
}

/** Prints one part of the page (club.css's print rules show only it). */
export function printPart(cls) {
  document.body.classList.add(cls);
  const done = () => { document.body.classList.remove(cls); window.removeEventListener("afterprint", done); };
  window.addEventListener("afterprint", done);
  window.print();
  // (some browsers print without firing afterprint)
  setTimeout(done, 1000);
}
