// api.js: the element's public methods and read-only properties (www/board/README.md). Each
// checks its input before anything changes: a bad argument throws a GoBoardError with a code
// (and, where the board shows it, fires go-error), and the board stays as it was.

import { ATTRIBUTES, PROP_TO_ATTR } from "./config.js";
import { parseVertex, vertexName } from "./coords.js";
import { normalizeMarkup } from "./markup.js";
import { pointLabel, cellId } from "./a11y.js";
import { t, resultText } from "./i18n.js";
import { GoBoardError, fireError } from "./messages.js";
import { schedule, afterApply } from "./configure.js";
import { sync } from "./view.js";
import { playAt, pass, resign } from "./moves.js";
import { goTo, undo, redo, loadHistory } from "./history.js";
import { scoreDetail, setDeadSet, enterCounting, leaveCounting, isCounting } from "./counting.js";

function requireGame(board) {
  if (!board._game) throw new GoBoardError("notReady", "the board has no game yet (await board.ready)");
}

function badArgument(method, what) {
  return new GoBoardError("badArgument", `${method}: ${what}`);
}

const isPlainObject = (o) => o !== null && typeof o === "object" && !Array.isArray(o);

/** The dead-stone list given to a method, as point indices, checked by the engine first. */
function deadIndices(board, method, list) {
  if (!Array.isArray(list)) throw badArgument(method, "give a list of points, e.g. [\"D4\", \"E5\"]");
  const points = list.map((v) => point(board, v));
  // the engine refuses an empty point (badDeadStones) before anything changes here
  try { board._game.score(points); } catch (e) { throw new GoBoardError(e.code || "badDeadStones", e.message); }
  return points.map(([x, y]) => y * board.state.width + x);
}

function checkedMarkup(board, list) {
  try {
    return normalizeMarkup(list || [], board.state.width, board.state.height);
  } catch (e) {
    const err = new GoBoardError("badMarkup", e.message);
    fireError(board, err, "markup", list);
    throw err;
  }
}

function checkedGhosts(board, list) {
  if (list !== null && list !== undefined && !Array.isArray(list)) throw badArgument("ghosts", "give a list like [{at: \"D4\", color: \"black\"}]");
  const out = [];
  for (const g of list || []) {
    if (!isPlainObject(g)) throw badArgument("ghosts", "each ghost is {at, color}");
    const at = parseVertex(g.at, board.state.width, board.state.height);
    if (!at) throw new GoBoardError("badVertex", `“${g.at}” is not a point on this board`);
    if (g.color !== undefined && g.color !== "black" && g.color !== "white") throw badArgument("ghosts", `color is "black" or "white", not “${g.color}”`);
    out.push({ at, color: g.color === "white" ? "white" : "black" });
  }
  return out;
}

function point(board, v) {
  const p = parseVertex(v, board.state.width, board.state.height);
  if (!p) throw new GoBoardError("badVertex", t(board.state.lang, "err_badVertex", { value: Array.isArray(v) ? `[${v}]` : String(v) }));
  return p;
}

/** Set an attribute from a property value (null/undefined/false removes a boolean). */
export function setAttr(board, attr, value) {
  const kind = ATTRIBUTES[attr].kind;
  if (value === null || value === undefined || (kind === "bool" && value === false)) board.removeAttribute(attr);
  else if (kind === "bool" && value === true) board.setAttribute(attr, "");
  else if (kind === "move" && value === Infinity) board.setAttribute(attr, "last");
  else board.setAttribute(attr, String(value));
}

/** The methods and getters/setters put on GoBoard.prototype. */
export const api = {
  /**
   * Apply many settings at once: {size, komi, sgf, position, move, interactive, ...}. Every
   * key is checked before any is set: an unknown one throws (badOptions) and changes nothing.
   */
  configure(options = {}) {
    if (!isPlainObject(options)) throw new GoBoardError("badOptions", "configure() takes an object of settings, e.g. {size: 9}");
    const attrs = [];
    const later = {}; // markup and ghosts: for the board these settings make
    for (const [key, value] of Object.entries(options)) {
      if ((key === "markup" && typeof value !== "string" && value !== null) || key === "ghosts") later[key] = value;
      else {
        const attr = PROP_TO_ATTR[key] || (ATTRIBUTES[key] ? key : null);
        if (!attr) throw new GoBoardError("badOptions", `unknown option “${key}”`);
        attrs.push([attr, value]);
      }
    }
    // A new game clears the markup and ghosts of the old one, so they are placed after the
    // settings are applied, on the board those settings build.
    const rebuilds = attrs.some(([attr]) => ATTRIBUTES[attr].rebuild);
    const place = () => {
      const markup = "markup" in later ? checkedMarkup(this, later.markup) : null;
      const ghosts = "ghosts" in later ? checkedGhosts(this, later.ghosts) : null;
      if (markup) this.state.markupApi = markup;
      if (ghosts) this.state.ghosts = ghosts;
      if (markup || ghosts) this._draw();
      return this;
    };
    if (!rebuilds) place(); // checked (and thrown) before any attribute is set
    for (const [attr, value] of attrs) setAttr(this, attr, value);
    schedule(this);
    return rebuilds ? afterApply(this).then(place) : afterApply(this);
  },

  /** Same as configure(). */
  setup(options) { return this.configure(options); },

  /** Resolves when the settings given so far are applied (whether or not they were valid). */
  get ready() { return afterApply(this).then(() => this, () => this); },

  /** The move number shown now (moves and passes played from the start). */
  get moveNumber() { return this.state.snap ? this.state.snap.moveNumber : 0; },
  /** How many moves the loaded record or game has (including ones undone). */
  get totalMoves() { return this.state.history.total; },
  /** "black" | "white" | null. */
  get toMove() { return this.state.snap ? this.state.snap.toMove : null; },
  get isOver() { return !!(this.state.snap && this.state.snap.isOver); },
  get result() { return this.state.snap ? this.state.snap.result : null; },
  get captures() { return this.state.snap ? { ...this.state.snap.captures } : { black: 0, white: 0 }; },
  /** A copy of the board: Int8Array, row-major from the top left, 1 black, -1 white, 0 empty. */
  get boardState() { return this.state.snap ? Int8Array.from(this.state.snap.board) : null; },
  /** The engine's game (engine.js EngineGame wrapper), for advanced use; call refresh() after. */
  get engineGame() { return this._game; },
  /** The comment of the SGF record at the move shown ("" when none). */
  get comment() {
    const s = this.state;
    return (s.sgfMarkup && s.snap ? s.sgfMarkup.comments[s.snap.moveNumber] : "") || "";
  },
  /** The current score object (with ownership), when show-ownership is on or score() ran. */
  get scoreState() { return this.state.score; },

  get markup() { return this.getAttribute("markup"); },
  set markup(value) {
    if (typeof value === "string" || value === null || value === undefined) setAttr(this, "markup", value ?? null);
    else this.setMarkup(value);
  },

  /** Markup from the API: [{type, at|from/to, text}], points as "D4", "dd" or [x, y]. */
  setMarkup(list) {
    this.state.markupApi = checkedMarkup(this, list);
    this._draw();
  },
  clearMarkup() { this.setMarkup([]); },

  get ghosts() { return this.state.ghosts.map((g) => ({ ...g })); },
  /** Translucent stones for hints and variations: [{at: "D4", color: "black"}]. */
  set ghosts(list) {
    this.state.ghosts = checkedGhosts(this, list);
    this._draw();
  },

  /** Play a move for the side to move (whatever `interactive` says). Returns the verdict. */
  play(v) {
    requireGame(this);
    const p = point(this, v);
    const s = this.state;
    if (s.snap.isOver) {
      return {
        legal: false, reason: "gameOver",
        message: t("en", "gameOver", { result: resultText("en", s.snap.result) }),
        messageZh: t("zh", "gameOver", { result: resultText("zh", s.snap.result) }),
      };
    }
    return playAt(this, p, "api");
  },

  /** The engine's verdict for a move, without playing it. */
  check(v) {
    requireGame(this);
    return this._game.check(point(this, v));
  },

  /** What a move would do: {legal, captures, ataris, liberties}. */
  preview(v) {
    requireGame(this);
    return this._game.preview(point(this, v));
  },

  /** The chain at a point: {color, stones: ["D4"...], liberties: ["D5"...]} or null. */
  chainAt(v) {
    requireGame(this);
    const c = this._game.chainAt(point(this, v));
    if (!c) return null;
    const h = this.state.height;
    return { color: c.color, stones: c.stones.map((p) => vertexName(p, h)), liberties: c.liberties.map((p) => vertexName(p, h)) };
  },

  /** Pass for the side to move. `opts.source` is passed on in go-pass. */
  pass(opts = {}) {
    if (!isPlainObject(opts)) throw badArgument("pass", "takes no argument, or {source}");
    requireGame(this);
    return pass(this, typeof opts.source === "string" ? opts.source : "api");
  },

  resign() {
    requireGame(this);
    return resign(this);
  },

  undo(opts = {}) {
    if (!isPlainObject(opts)) throw badArgument("undo", "takes no argument, or {source}");
    requireGame(this);
    return undo(this, typeof opts.source === "string" ? opts.source : "api");
  },

  redo() {
    requireGame(this);
    return redo(this);
  },

  /**
   * Show move n of the game or record: a whole number from 0 (the start); past the end (or
   * Infinity) shows the end. Anything else throws badMove and changes nothing.
   */
  goTo(n) {
    requireGame(this);
    if (n !== Infinity && !(Number.isInteger(n) && n >= 0)) {
      throw new GoBoardError("badMove", t(this.state.lang, "err_badMove", { value: String(n) }));
    }
    return goTo(this, Math.min(n, Math.max(this.state.history.total, this.moveNumber)));
  },

  /** Reopen a game ended by two passes (play on to settle a disputed count). */
  resume() {
    requireGame(this);
    if (!this.state.snap.isOver || !this._game.resume()) return false;
    leaveCounting(this);
    sync(this, { keepDead: false });
    this._draw();
    return true;
  },

  /** Is the counting view on (counting mode, or show-ownership after the end)? */
  get counting() { return isCounting(this); },

  /**
   * Counting mode: play stops and the board shows the count; clicks mark groups dead or
   * alive. options: {dead: [points]} to start from, else the engine's estimate (none with
   * manual-count, or with {estimate: false}).
   */
  enterCounting(options = {}) {
    if (!isPlainObject(options)) throw badArgument("enterCounting", "takes {dead, estimate}");
    requireGame(this);
    let dead = options.dead === undefined ? null : deadIndices(this, "enterCounting", options.dead);
    if (!dead && options.estimate === false) dead = [];
    enterCounting(this, dead);
    return scoreDetail(this);
  },

  leaveCounting() {
    requireGame(this);
    leaveCounting(this);
  },

  /** The stones marked dead, as ["D4", …]. */
  get dead() {
    const s = this.state;
    return [...s.dead].sort((a, b) => a - b).map((i) => vertexName([i % s.width, Math.floor(i / s.width)], s.height));
  },

  /** Mark stones dead for counting (a list of points; each must hold a stone) and recount. */
  setDead(list) {
    requireGame(this);
    setDeadSet(this, deadIndices(this, "setDead", list));
    return scoreDetail(this);
  },

  /** Count the position with the dead stones marked (or the given ones). Fires go-score. */
  score(deadList) {
    requireGame(this);
    setDeadSet(this, deadList === undefined ? [...this.state.dead] : deadIndices(this, "score", deadList));
    return scoreDetail(this);
  },

  /** The game as SGF text (from the engine). */
  toSgf() {
    requireGame(this);
    return this._game.toSgf();
  },

  /** Redraw from the engine after changing the game through `engineGame`. */
  refresh() {
    if (!this._game) return;
    loadHistory(this);
    sync(this);
    this._draw();
  },

  /** The screen-reader label of a point, as the hidden grid has it. */
  describe(v) {
    const [x, y] = point(this, v);
    const cell = this._ui.root.getElementById(cellId(x, y));
    return cell && cell.textContent ? cell.textContent : pointLabel(this.state, [x, y]);
  },
};
