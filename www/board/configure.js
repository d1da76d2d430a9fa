// configure.js: bringing the board in line with its attributes. Changes are batched (one pass
// per microtask), passes run one after another, and each pass reads every attribute afresh:
// a problem is reported under its cause and forgotten as soon as the cause is fixed or
// removed (messages.js), and a game in progress is kept whenever a new one cannot be built.

import { ConfigError, readGameSource, parseMove, parseInteractive, parseCoordinates, parseBool,
  parseMoveNumbers, parseConfirm, parseSize, parseView, parseCountPoints } from "./config.js";
import { loadEngine, getEngineUrl, EngineGame, engineAttributeRefused } from "./engine.js";
import { t } from "./i18n.js";
import { parseVertex } from "./coords.js";
import { sgfMainLineMarkup, parseMarkupText } from "./markup.js";
import { GoBoardError, report, resolve, showProblems, fire } from "./messages.js";
import { sync, measure } from "./view.js";
import { loadHistory } from "./history.js";
import { recount } from "./counting.js";

/** Ask for a pass over the attributes (at most one per microtask). */
export function schedule(board) {
  if (board._applyScheduled) return;
  board._applyScheduled = true;
  queueMicrotask(() => {
    board._applyScheduled = false;
    const run = board._chain.then(() => apply(board));
    board._lastApply = run.catch((e) => [e]);
    board._chain = board._lastApply.then(() => undefined);
  });
}

/** Resolves with the board once the pending pass is done; rejects with its first error. */
export function afterApply(board) {
  return new Promise((resolve) => queueMicrotask(resolve))
    .then(() => board._lastApply)
    .then((errors) => {
      if (errors.length) throw errors[0];
      return board;
    });
}

/** A ConfigError (or anything thrown while reading settings) as a GoBoardError. */
export function configError(board, e) {
  if (e instanceof GoBoardError) return e;
  const code = e.code || "internal";
  const message = t(board.state.lang, "err_" + code, { value: e.value ?? "", detail: e.detail || e.message });
  return new GoBoardError(code, message, { attribute: e.attribute, value: e.value });
}

/** Read every attribute and bring the board in line. Returns the errors this pass met. */
async function apply(board) {
  const errors = [];
  const get = (name) => board.getAttribute(name);
  const fail = (cause, err, attribute = cause) => {
    errors.push(err);
    report(board, cause, err, attribute, get(attribute));
  };
  const s = board.state;

  // view options (never touch the game)
  const v = s.view;
  try { v.interactive = parseInteractive(get("interactive")); resolve(board, "interactive"); }
  catch (e) { fail("interactive", configError(board, e)); }
  try { v.region = parseView(get("view")); resolve(board, "view"); }
  catch (e) { v.region = null; fail("view", configError(board, e)); }
  try { v.countPoints = parseCountPoints(get("count-points")); resolve(board, "count-points"); }
  catch (e) { v.countPoints = null; fail("count-points", configError(board, e)); }
  v.manualCount = parseBool(get("manual-count"));
  v.coordinates = parseCoordinates(get("coordinates"));
  v.showLiberties = parseBool(get("show-liberties"));
  v.showAtari = parseBool(get("show-atari"));
  const showOwnership = parseBool(get("show-ownership"));
  const ownershipChanged = showOwnership !== v.showOwnership;
  v.showOwnership = showOwnership;
  v.moveNumbers = parseMoveNumbers(get("move-numbers"));
  v.lastMoveMark = !parseBool(get("no-last-move"));
  v.proportions = /^real$/i.test((get("proportions") || "").trim()) ? "real" : "square";
  v.confirm = parseConfirm(get("confirm"));
  v.noUndo = parseBool(get("no-undo"));
  measure(board);

  // The board's shape before the engine answers (for the placeholder grid).
  if (!board._game) placeholderShape(s, get);

  // The engine (shared by every board on the page). An `engine` attribute the page does not
  // allow is ignored, and said so (engine.js, engineAttributeRefused).
  const refused = engineAttributeRefused(get("engine"));
  if (refused) fail("engine-attribute", new GoBoardError("badEngine", t(s.lang, refused === "locked" ? "err_badEngine" : "err_badEngineOrigin", { value: get("engine") })), "engine");
  else resolve(board, "engine-attribute");
  if (s.status !== "ready") {
    board._loadingShown = true;
    showProblems(board);
    board._draw();
    try {
      board._engineModule = await loadEngine(get("engine"));
      s.status = "ready";
      resolve(board, "engine");
      showProblems(board);
    } catch (e) {
      const err = new GoBoardError("engineLoad", t(s.lang, "err_engineLoad", { url: e.url || getEngineUrl(get("engine")), detail: e.message }), { url: e.url });
      fail("engine", err);
      board._draw();
      return errors; // a later change may try again
    }
  }

  // A board put back into the document: its game again, from the record it left with.
  if (board._parked && !board._game) unpark(board);

  // Which game: a record, a setup position or a new game. A source equal to the game's own is
  // no change (a bad value put back to what it was): its problem is gone.
  let justBuilt = false;
  let source = null;
  try {
    source = readGameSource(get);
  } catch (e) {
    const err = configError(board, e);
    fail("game", err, e.attribute || "size");
  }
  if (source && source.key === board._sourceKey) resolve(board, "game");
  else if (source) {
    const built = await buildGame(board, source);
    if (built.error) fail("game", built.error, built.attribute);
    else if (!built.aborted) {
      resolve(board, "game");
      justBuilt = true;
    }
  }

  // Jump to a move of the record.
  if (board._game) {
    const moveAttr = get("move");
    if (moveAttr === null) {
      board._appliedMove = null;
      resolve(board, "move");
    } else if (moveAttr !== board._appliedMove) {
      try {
        const n = parseMove(moveAttr);
        board._game.goTo(n === Infinity ? Number.MAX_SAFE_INTEGER : n);
        board._appliedMove = moveAttr;
        resolve(board, "move");
        sync(board, { keepDead: false });
      } catch (e) {
        fail("move", configError(board, e));
      }
    }
  }

  // The corners of view= must be points of this board (known once the game is built).
  if (v.region && board._game) {
    const bad = [v.region.from, v.region.to].find((c) => !parseVertex(c, s.width, s.height));
    if (bad) {
      fail("view", configError(board, new ConfigError("badView", "view", get("view"), `“${bad}” is not a point on a ${s.width}×${s.height} board`)));
      v.region = null;
    }
  }

  // Markup from the attribute.
  try {
    s.markupAttr = parseMarkupText(get("markup"), s.width, s.height);
    resolve(board, "markup");
  } catch (e) {
    s.markupAttr = [];
    fail("markup", new GoBoardError("badMarkup", t(s.lang, "err_badMarkup", { detail: e.detail || e.message })));
  }

  if (ownershipChanged && board._game && !justBuilt) recount(board, { estimate: s.snap?.isOver });
  board._draw();
  return errors;
}

function placeholderShape(s, get) {
  try {
    const size = get("size");
    if (size !== null) Object.assign(s, parseSize(size));
    const w = Number(get("width"));
    const h = Number(get("height"));
    if (Number.isInteger(w) && w > 0) s.width = w;
    if (Number.isInteger(h) && h > 0) s.height = h;
    else if (Number.isInteger(w) && w > 0) s.height = w;
    if (s.width > 52 || s.height > 52) { s.width = s.height = 19; }
  } catch { /* reported when the game is built */ }
}

function guessAttribute(message) {
  const m = /\b(komi|handicap|rules|size|width|height)\b/i.exec(message || "");
  return m ? m[1].toLowerCase() : "size";
}

async function fetchRecord(board, url) {
  board._srcAbort?.abort();
  const ctrl = (board._srcAbort = new AbortController());
  const res = await fetch(new URL(url, document.baseURI), { signal: ctrl.signal });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.text();
}

/** Build a new game; on failure keep the old one. Returns {error, attribute} | {aborted} | {}. */
async function buildGame(board, source) {
  const lang = board.state.lang;
  let text = source.text;
  if (source.kind === "src") {
    try {
      text = await fetchRecord(board, source.url);
    } catch (e) {
      if (e.name === "AbortError") return { aborted: true };
      const error = new GoBoardError("badSrc", t(lang, "err_badSrc", { value: source.url, detail: e.message }), { attribute: "src", value: source.url });
      return { attribute: "src", error };
    }
  }
  let game;
  try {
    game = EngineGame.create(board._engineModule, source.kind === "src" ? { ...source, kind: "sgf", text } : source);
  } catch (e) {
    const fallback = source.kind === "new" ? "badOptions" : source.kind === "position" ? "badPosition" : "badSgf";
    const code = ["badOptions", "badSgf", "badPosition"].includes(e.code) ? e.code : fallback;
    const attribute = source.kind === "new" ? guessAttribute(e.message) : source.kind;
    const message = code === "badOptions"
      ? t(lang, "err_badOptions", { detail: e.message })
      : t(lang, source.kind === "src" ? "err_badSrc" : code === "badPosition" ? "err_badPosition" : "err_badSgf", { value: source.url || "", detail: e.message });
    return { attribute, error: new GoBoardError(source.kind === "src" ? "badSgf" : code, message, { attribute, value: board.getAttribute(attribute) }) };
  }
  installGame(board, game, source.key, source.kind === "sgf" || source.kind === "src" ? text : null);
  return {};
}

/** Make `game` the board's game (freeing the old one) and reset the view state for it. */
export function installGame(board, game, key, sgfText) {
  const s = board.state;
  const old = board._game;
  board._game = game;
  board._sourceKey = key;
  board._appliedMove = null;
  if (old && old !== game) old.free();
  s.dead = new Set();
  s.score = null;
  s.counting = false;
  s.pending = null;
  s.markupApi = [];
  s.ghosts = [];
  const snap = game.snapshot();
  s.width = snap.width;
  s.height = snap.height;
  s.snap = snap;
  loadHistory(board);
  s.sgfMarkup = sgfText !== null ? sgfMainLineMarkup(sgfText, snap.width, snap.height) : null;
  s.sgfText = sgfText;
  s.cursor = null;
  sync(board, { keepDead: false });
  fire(board, "go-load", { width: snap.width, height: snap.height, moveNumber: snap.moveNumber, totalMoves: s.history.total });
}

/**
 * The board left the document: free its engine game now (not at garbage collection), keeping
 * the record (SGF, from the engine) and the move shown, so that a board put back is rebuilt
 * where it was. The view state (markup, dead stones, …) stays as it is.
 */
export function park(board) {
  const game = board._game;
  if (!game) return;
  const moveNumber = game.snapshot().moveNumber;
  let sgf = null;
  try {
    game.goTo(Number.MAX_SAFE_INTEGER); // the whole record, moves undone or not yet shown included
    sgf = game.toSgf();
  } catch { /* an engine without toSgf: rebuilt from the attributes instead */ }
  board._parked = sgf ? { sgf, moveNumber, key: board._sourceKey } : null;
  if (!sgf) board._sourceKey = null;
  game.free();
  board._game = null;
}

/** Back in the document: rebuild the parked game (at once, so that methods work right away). */
export function unpark(board) {
  if (!board._parked || board._game || !board._engineModule) return;
  const { sgf, moveNumber, key } = board._parked;
  board._parked = null;
  let game;
  try {
    game = EngineGame.create(board._engineModule, { kind: "sgf", text: sgf, options: {} });
  } catch {
    board._sourceKey = null; // rebuilt from the attributes
    return;
  }
  game.goTo(moveNumber);
  board._game = game;
  board._sourceKey = key;
  const s = board.state;
  const dead = s.dead;
  loadHistory(board);
  sync(board, { keepDead: true });
  s.dead = dead;
}

export { ConfigError };
