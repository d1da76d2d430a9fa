// standings.js: the standings, the crosstable and, in a rank event, the promotions. Every
// number is the engine's (`standings()`, `crosstable()`, `promotions()`): this module only
// chooses the columns' headings and lays the values out. A column is shown when the engine
// gives it for this event (the team columns appear in team events).

import { h } from "../school/i18n.js";
import { tx, hx } from "./text.js";
import { rankText } from "./players.js";
import { printPart } from "./rounds.js";

// The engine's standings keys and their headings, in the order the rules rank by.
const COLUMNS = [
  ["matchPoints", "colMatchPoints"],
  ["gamePoints", "colGamePoints"],
  ["points", "colPoints"],
  ["total", "colTotal"],
  ["opponentPoints", "colOpponentPoints"],
  ["warnings", "colWarnings"],
  ["games", "colGames"],
  ["wins", "colWins"],
  ["draws", "colDraws"],
  ["losses", "colLosses"],
];
const NOT_COLUMNS = new Set(["place", "shared", "id", "name", "team", "club", "rank"]);

/** A number as the engine gave it (long fractions cut to three places for the eye). */
export function shown(v) {
  if (typeof v !== "number") return String(v ?? "");
  return Number.isInteger(v) ? String(v) : String(Number(v.toFixed(3)));
}

function columnsOf(rows) {
  const present = (key) => rows.some((r) => typeof r[key] === "number");
  const cols = COLUMNS.filter(([key]) => present(key)).map(([key, label]) => ({ key, label: () => tx(label) }));
  // Columns the table above does not name (e.g. each board's points): shown under the
  // engine's own key, so no value the engine gives is hidden.
  const known = new Set(COLUMNS.map(([k]) => k));
  for (const key of Object.keys(rows[0] ?? {})) {
    if (known.has(key) || NOT_COLUMNS.has(key) || !present(key)) continue;
    const board = /^board(\d+)(?:Points)?$/.exec(key);
    cols.push({ key, label: () => (board ? tx("colBoardPoints", { n: board[1] }) : key) });
  }
  return cols;
}

function standingsTable(club, rows) {
  const cols = columnsOf(rows);
  const lang = document.documentElement.lang.startsWith("zh") ? "zh" : "en";
  const head = h("tr", {}, hx("th", { scope: "col" }, "place"), hx("th", { scope: "col" }, "player"),
    ...cols.map((c) => h("th", { scope: "col", class: "num", "data-key": c.key, text: c.label })));
  const body = rows.map((r) => {
    const p = club.players.get(r.id);
    return h("tr", { "data-id": r.id },
      h("td", { class: "num place" }, r.shared ? tx("placeShared", { place: r.place }) : String(r.place)),
      h("th", { scope: "row" }, r.name ?? p?.name ?? String(r.id), p?.rank ? h("span", { class: "rank" }, ` ${rankText(p.rank, lang)}`) : ""),
      ...cols.map((c) => h("td", { class: "num", "data-key": c.key }, shown(r[c.key]))));
  });
  return h("div", { class: "table-wrap", role: "region", tabindex: "0", "aria-labelledby": "standings-title" },
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

/** The children of the standings section. */
export function standingsSection(club) {
  const out = [hx("h2", { id: "standings-title", tabindex: "-1" }, "standingsTitle")];
  if (!club.event.rounds().length) {
    out.push(hx("p", { id: "no-standings" }, "noStandings"));
    return out;
  }
  const rows = club.event.standings();
  const print = hx("button", { type: "button", id: "print-crosstable", class: "no-print" }, "printCrosstable");
  print.addEventListener("click", () => printPart("print-crosstable"));
  out.push(standingsTable(club, rows), hx("p", { class: "hint" }, "standingsNote"),
    hx("h3", { id: "crosstable-title" }, "crosstableTitle"), crosstable(club, rows), hx("p", { class: "hint" }, "crosstableKey"),
    ...promotions(club), h("p", {}, print));
  return out;
}
