// api.js: the element's public methods and read-only properties (www/board/README.md). Each
// checks its input before anything changes: a bad argument throws a GoBoardError with a code
// (and, where the board shows it, fires go-error), and the board stays as it was.

import { ATTRIBUTES, PROP_TO_ATTR } from "./config.js";
import { parseVertex, vertexName } from "./coords.js";
import { normalizeMarkup } from "./markup.js";
import { pointLabel } from "./a11y.js";
import { t, resultText } from "./i18n.js";
import { GoBoardError, fireError } from "./messages.js";
import { schedule, afterApply } from "./configure.js";
import { sync } from "./view.js";
import { playAt, pass, resign } from "./moves.js";
import { goTo, undo, redo, loadHistory } from "./history.js";
import { recount, scoreDetail } from "./counting.js";

function requireGame(board) {
  if (!board._game) throw new GoBoardError("notReady", "the board has no game yet (await board.ready)");
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
  /** Apply many settings at once: {size, komi, sgf, position, move, interactive, ...}. */
  configure(options = {}) {
    for (const [key, value] of Object.entries(options)) {
      if (key === "markup" && typeof value !== "string" && value !== null) {
        this.setMarkup(value);
        continue;
      }
      if (key === "ghosts") { this.ghosts = value; continue; }
      const attr = PROP_TO_ATTR[key] || (ATTRIBUTES[key] ? key : null);
      if (!attr) throw new GoBoardError("badOptions", `unknown option “${key}”`);
      setAttr(this, attr, value);
    }
    schedule(this);
    return afterApply(this);
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
    try {
      this.state.markupApi = normalizeMarkup(list || [], this.state.width, this.state.height);
    } catch (e) {
      const err = new GoBoardError(e.code || "badMarkup", e.message);
      fireError(this, err, "markup", list);
      throw err;
    }
    this._draw();
  },
  clearMarkup() { this.setMarkup([]); },

  get ghosts() { return this.state.ghosts.map((g) => ({ ...g })); },
  /** Translucent stones for hints and variations: [{at: "D4", color: "black"}]. */
  set ghosts(list) {
    const out = [];
    for (const g of list || []) {
      const at = parseVertex(g.at, this.state.width, this.state.height);
      if (!at) throw new GoBoardError("badVertex", `“${g.at}” is not a point on this board`);
      out.push({ at, color: g.color === "white" ? "white" : "black" });
    }
    this.state.ghosts = out;
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
    requireGame(this);
    return pass(this, opts?.source || "api");
  },

  resign() {
    requireGame(this);
    return resign(this);
  },

  undo(opts = {}) {
    requireGame(this);
    return undo(this, opts?.source || "api");
  },

  redo() {
    requireGame(this);
    return redo(this);
  },

  /** Show move n of the game or record (0: the start; Infinity: the end). */
  goTo(n) {
    requireGame(this);
    return goTo(this, n === Infinity ? Number.MAX_SAFE_INTEGER : Math.max(0, n | 0));
  },

  /** Mark stones dead for counting (points in any notation) and recount. */
  setDead(list) {
    requireGame(this);
    this.state.dead = new Set((list || []).map((v) => pointIndex(this, v)));
    recount(this);
    this._draw();
    return scoreDetail(this);
  },

  /** Count the position with the dead stones marked (or the given ones). Fires go-score. */
  score(deadList) {
    requireGame(this);
    if (deadList) this.state.dead = new Set(deadList.map((v) => pointIndex(this, v)));
    recount(this);
    this._draw();
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
    return pointLabel(this.state, point(this, v));
  },
};

function pointIndex(board, v) {
  const [x, y] = point(board, v);
  return y * board.state.width + x;
}
