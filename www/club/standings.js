// standings.js: the standings, the crosstable and, in a rank event, the promotions. Every
// number is the engine's (`standings()`, `crosstable()`, `promotions()`): this module only
// chooses the columns' headings and lays the values out. A column is shown when the engine
// gives it for this event (the team columns appear in team events).

import { h } from "../school/i18n.js";
import { tx, hx, engineMessage } from "./text.js";
import { changed } from "./app.js";
import { rankText } from "./players.js";
import { printPart } from "./rounds.js";
import { isTeamSystem } from "./setup.js";

// The engine's standings keys and their headings, in the order the rules rank by: player
// rows (individual events) and team rows (team events: `points` is then 场分).
const PLAYER_COLUMNS = [
  ["points", "colPoints"], ["total", "colTotal"], ["opponentPoints", "colOpponentPoints"], ["warnings", "colWarnings"],
  ["games", "colGames"], ["wins", "colWins"], ["draws", "colDraws"], ["losses", "colLosses"], ["byes", "colByes"],
];
const TEAM_COLUMNS = [
  ["points", "colMatchPoints"], ["total", "colTotal"], ["gamePoints", "colGamePoints"], ["boardPoints", null],
  ["matches", "colMatches"], ["wins", "colWins"], ["draws", "colDraws"], ["losses", "colLosses"],
];
// Keys that are not columns of numbers: shown in the place and name cells.
const NOT_COLUMNS = new Set(["place", "shared", "undecided", "id", "name", "team", "club", "rank", "withdrawn"]);

/** A number as the engine gave it (long fractions cut to three places for the eye). */
export function shown(v) {
  if (typeof v !== "number") return String(v ?? "");
  return Number.isInteger(v) ? String(v) : String(Number(v.toFixed(3)));
}

/** The columns to show: [{key, label, value(row)}], each only if the engine gives it. */
function columnsOf(rows, team, swiss) {
  // (outside a Swiss event the engine's total is the points again: not shown twice)
  const present = (key) => (key !== "total" || swiss) && rows.some((r) => typeof r[key] === "number" || Array.isArray(r[key]));
  const table = team ? TEAM_COLUMNS : PLAYER_COLUMNS;
  const cols = [];
  for (const [key, label] of table) {
    if (!present(key)) continue;
    if (key === "boardPoints") {
      // One column for each board, the first board first (the tie-breaks after 局分).
      const boards = Math.max(...rows.map((r) => r.boardPoints?.length ?? 0));
      for (let b = 0; b < boards; b++) cols.push({ key: `boardPoints.${b + 1}`, label: () => tx("colBoardPoints", { n: b + 1 }), value: (r) => r.boardPoints?.[b] });
    } else cols.push({ key, label: () => tx(label), value: (r) => r[key] });
  }
  // A number the table above does not name is still shown, under the engine's own key.
  const known = new Set(table.map(([k]) => k));
  for (const key of Object.keys(rows[0] ?? {})) {
    if (known.has(key) || NOT_COLUMNS.has(key) || typeof rows[0][key] !== "number") continue;
    cols.push({ key, label: () => key, value: (r) => r[key] });
  }
  return cols;
}

function standingsTable(club, rows, team, swiss) {
  const cols = columnsOf(rows, team, swiss);
  const lang = document.documentElement.lang.startsWith("zh") ? "zh" : "en";
  const head = h("tr", {}, hx("th", { scope: "col" }, "place"), hx("th", { scope: "col" }, team ? "team" : "player"),
    ...cols.map((c) => h("th", { scope: "col", class: "num", "data-key": c.key, text: c.label })));
  const body = rows.map((r) => {
    const p = club.players.get(r.id);
    return h("tr", { "data-id": r.id },
      h("td", { class: "num place" }, r.undecided ? tx("placeUndecided", { place: r.place }) : r.shared ? tx("placeShared", { place: r.place }) : String(r.place)),
      h("th", { scope: "row" }, r.name ?? p?.name ?? String(r.id),
        !team && p?.rank ? h("span", { class: "rank" }, ` ${rankText(p.rank, lang)}`) : "",
        r.withdrawn !== null && r.withdrawn !== undefined ? h("span", { class: "tag" }, ` ${tx("withdrawnFrom", { round: r.withdrawn })}`) : ""),
      ...cols.map((c) => h("td", { class: "num", "data-key": c.key }, shown(c.value(r)))));
  });
  return h("div", { class: "table-wrap", role: "region", tabindex: "0", "aria-label": tx("standingsTable") },
    h("table", { class: "standings-table", id: "standings-table" }, h("thead", {}, head), h("tbody", {}, ...body)));
}

const CELL_KEYS = { win: "cellWin", loss: "cellLoss", draw: "cellDraw", bye: "cellBye", forfeitWin: "cellForfeitWin", forfeitLoss: "cellForfeitLoss" };

function crosstable(club, rows) {
  const table = club.event.crosstable();
  const placeOf = new Map(rows.map((r) => [r.id, r.place]));
  const order = new Map(rows.map((r, i) => [r.id, i]));
  table.sort((a, b) => (order.get(a.id) ?? 1e9) - (order.get(b.id) ?? 1e9));
  const rounds = club.event.rounds().map((r) => r.round);
  const head = h("tr", {}, hx("th", { scope: "col" }, "place"), hx("th", { scope: "col" }, "player"),
    ...rounds.map((n) => h("th", { scope: "col", class: "num" }, tx("roundShort", { n }))));
  const body = table.map((row) => {
    const cells = rounds.map((n) => {
      const cell = row.cells.find((c) => c.round === n);
      if (!cell) return h("td", { class: "num" }, "");
      const opp = cell.opponent === null || cell.opponent === undefined ? "" : String(placeOf.get(cell.opponent) ?? cell.opponent);
      const colour = cell.colour === "black" ? tx("colourBlack") : cell.colour === "white" ? tx("colourWhite") : "";
      const res = cell.result ? (CELL_KEYS[cell.result] ? tx(CELL_KEYS[cell.result]) : String(cell.result)) : tx("cellPending");
      return h("td", { class: "num cell", title: club.nameOf(cell.opponent) }, `${opp}${colour}${res}`);
    });
    return h("tr", {}, h("td", { class: "num" }, String(placeOf.get(row.id) ?? "")), h("th", { scope: "row" }, club.nameOf(row.id)), ...cells);
  });
  return h("div", { class: "table-wrap", role: "region", tabindex: "0", "aria-labelledby": "crosstable-title" },
    h("table", { class: "crosstable", id: "crosstable" }, h("thead", {}, head), h("tbody", {}, ...body)));
}

function promotions(club) {
  if (typeof club.event.promotions !== "function") return [];
  const list = club.event.promotions();
  if (!list.length) return [];
  const lang = document.documentElement.lang.startsWith("zh") ? "zh" : "en";
  return [hx("h3", { id: "promotions-title" }, "promotionsTitle"),
    h("ul", { id: "promotions" }, ...list.map((p) => h("li", {},
      tx("promotionLine", { name: club.nameOf(p.id), from: rankText(p.from, lang), to: rankText(p.to, lang), wins: p.wins }))))];
}

/**
 * Where places may not be shared (第二十八条 D), the players the engine leaves undecided on
 * the same place: a form to record the order a play-off or lot gave (`decideTie`).
 */
function tieForms(club, rows) {
  if (typeof club.event.decideTie !== "function") return [];
  const groups = new Map();
  for (const r of rows.filter((r) => r.undecided)) groups.set(r.place, [...(groups.get(r.place) ?? []), r]);
  return [...groups.entries()].filter(([, g]) => g.length > 1).map(([place, group]) => {
    const selects = group.map((_, i) => {
      const s = h("select", { id: `tie-${place}-${i}` });
      for (const r of group) s.append(h("option", { value: r.id }, r.name ?? club.nameOf(r.id)));
      s.value = String(group[i].id);
      return h("div", { class: "field" }, h("label", { for: `tie-${place}-${i}`, text: () => tx("tiePosition", { n: place + i }) }), s);
    });
    const error = h("p", { class: "error", role: "alert", hidden: true });
    const form = h("form", { class: "tie no-print", id: `tie-${place}`, "aria-labelledby": `tie-${place}-title` },
      h("h3", { id: `tie-${place}-title`, text: () => tx("tieTitle") }), hx("p", { class: "hint" }, "tieHelp"),
      h("div", { class: "grid" }, ...selects), error,
      h("p", {}, hx("button", { type: "submit", id: `tie-${place}-submit` }, "tieRecord")));
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      const order = selects.map((f) => Number(f.querySelector("select").value));
      try { club.event.decideTie(order); } catch (err) {
        error.textContent = engineMessage(err);
        error.hidden = false;
        return;
      }
      changed(["tieRecorded"]);
    });
    return form;
  });
}

/** The children of the standings section. */
export function standingsSection(club) {
  const out = [hx("h2", { id: "standings-title", tabindex: "-1" }, "standingsTitle")];
  if (!club.event.rounds().length) {
    out.push(hx("p", { id: "no-standings" }, "noStandings"));
    return out;
  }
  const rows = club.event.standings();
  const team = isTeamSystem(club.event.settings().system);
  // In a team event the crosstable is the players' own (each player's games).
  const playerRows = team && typeof club.event.playerStandings === "function" ? club.event.playerStandings() : rows;
  const print = hx("button", { type: "button", id: "print-crosstable", class: "no-print" }, "printCrosstable");
  print.addEventListener("click", () => printPart("print-crosstable"));
  const swiss = /swiss/i.test(club.event.settings().system);
  out.push(hx("p", { class: "hint scroll-hint no-print" }, "scrollHint"), standingsTable(club, rows, team, swiss),
    hx("p", { class: "hint" }, team ? "teamStandingsNote" : "standingsNote"), ...tieForms(club, rows),
    hx("h3", { id: "crosstable-title" }, "crosstableTitle"), crosstable(club, playerRows), hx("p", { class: "hint" }, "crosstableKey"),
    ...promotions(club), h("p", {}, print));
  return out;
}
