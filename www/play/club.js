// club.js: games of a club event. The club page (www/club.html) opens a pairing here with
//
//   play.html#club=<eventId>&name=<event name>&round=<n>&table=<t>&black=<name>&white=<name>&size=19
//
// (values URL-encoded; `name` optional: shown instead of the id, and the record's EV); the room starts that game between those two players, and when it
// ends appends { event, round, table, result, score, sgf } to the JSON array in localStorage
// `tengen-club-inbox`, where the club page takes it (the format: /work/coord/tournament-api.md
// and docs/tournament-format.md). `result` is as the tournament's setResult takes it.

const INBOX = "tengen-club-inbox";
const MAX_NAME = 40; // as the setup form's name fields
const MAX_EVENT = 100;

/**
 * The club game a location hash names, `{ event, name, round, table, black, white, size }`, or
 * `{ error }` naming the first bad or missing field, or null when the hash names no club game.
 */
export function readClubLink(hash) {
  const params = new URLSearchParams(String(hash).replace(/^#/, ""));
  if (!params.has("club")) return null;
  const get = (k) => (params.get(k) ?? "").trim();
  const event = get("club");
  if (!event || event.length > MAX_EVENT) return { error: "club" };
  const name = get("name").slice(0, MAX_EVENT) || event;
  const round = get("round");
  if (!/^[1-9]\d{0,3}$/.test(round)) return { error: "round" };
  const table = get("table");
  if (!/^[1-9]\d{0,3}(\.[1-9]\d{0,2})?$/.test(table)) return { error: "table" };
  const black = get("black");
  if (!black || black.length > MAX_NAME) return { error: "black" };
  const white = get("white");
  if (!white || white.length > MAX_NAME) return { error: "white" };
  const sizeText = get("size") || "19";
  const size = Number(sizeText);
  if (!/^\d{1,2}$/.test(sizeText) || size < 5 || size > 25) return { error: "size" };
  // A team match's board is "3.2" (match 3, board 2): kept as text; a plain table a number.
  return { event, name, round: Number(round), table: table.includes(".") ? table : Number(table), black, white, size };
}

/** The same club game (a saved game is resumed only for the link that started it). */
export const sameClubGame = (a, b) => !!a && !!b && a.event === b.event && a.round === b.round && a.table === b.table;

/**
 * The tournament result of a finished game: `room.result` (its `sgf`, the SGF `RE`, and its
 * `key`) as setResult names it. A referee's ruling that loses the game (two warnings,
 * 连走二步) is that player's forfeit; a loss on time, a resignation or a count is a win for
 * the other side; `0` (jigo) is a draw.
 */
export function clubResult(result) {
  const re = String(result?.sgf ?? "");
  if (result?.key === "resultRuling") {
    if (re.startsWith("W+")) return "blackForfeit";
    if (re.startsWith("B+")) return "whiteForfeit";
  }
  if (re.startsWith("B+")) return "black";
  if (re.startsWith("W+")) return "white";
  if (re === "0" || /^draw$/i.test(re)) return "draw";
  return null;
}

/** Appends one finished game to the inbox; a damaged inbox value is replaced. */
export function postToInbox(entry) {
  let list;
  try { list = JSON.parse(localStorage.getItem(INBOX) || "[]"); } catch { list = []; }
  if (!Array.isArray(list)) list = [];
  list.push(entry);
  localStorage.setItem(INBOX, JSON.stringify(list));
}

/** The club page's address for an event. */
export const clubPageUrl = (event) => `club.html#event=${encodeURIComponent(event)}`;
