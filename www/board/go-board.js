// go-board.js: the <go-board> custom element. Import this one module to get the element:
//
//   <script type="module" src="/board/go-board.js"></script>
//   <go-board size="9"></go-board>
//
// The element holds no Go rules: every legality check, capture, liberty count and score comes
// from the tengen engine (engine.js). See www/board/README.md for attributes, properties,
// methods and events.

import { ATTRIBUTES, PROP_TO_ATTR, ConfigError, readGameSource, parseMove, parseInteractive,
  parseCoordinates, parseBool, parseMoveNumbers, parseConfirm, parseSize } from "./config.js";
import { loadEngine, setEngineUrl, getEngineUrl, useEngine, EngineGame, EngineError } from "./engine.js";
import { createState, idx, samePoint } from "./state.js";
import { createSvg, render, animateCaptures, percentOf } from "./render.js";
import { attachPointer } from "./events.js";
import { attachKeyboard } from "./keyboard.js";
import { updateGrid, announce, moveAnnouncement, buildGrid, pointLabel } from "./a11y.js";
import { langOf, t, colorName, verdictMessage, resultText } from "./i18n.js";
import { parseVertex, vertexName } from "./coords.js";
import { normalizeMarkup, parseMarkupText, sgfMainLineMarkup, MarkupError } from "./markup.js";

const STYLE_URL = new URL("./board.css", import.meta.url).href;
let uidCounter = 0;

const TIP_MS = 3500;

/** An Error with a `code`, as thrown by the element's methods and passed to go-error. */
export class GoBoardError extends Error {
  constructor(code, message, extra = {}) {
    super(message);
    this.name = "GoBoardError";
    this.code = code;
    Object.assign(this, extra);
  }
}

export class GoBoard extends HTMLElement {
  static get observedAttributes() {
    return [...Object.keys(ATTRIBUTES), "aria-label", "aria-labelledby", "aria-describedby"];
  }

  /** The URL of the engine module (tengen.js) for boards without an `engine` attribute. */
  static get engineUrl() { return getEngineUrl(); }
  static set engineUrl(url) { setEngineUrl(url); }
  /** Give every board an engine module the page has already imported. */
  static useEngine(module) { useEngine(module); }

  constructor() {
    super();
    this._uid = "gb" + ++uidCounter;
    this.state = createState();
    this._layers = {};
    this._game = null; // EngineGame
    this._sourceKey = null;
    this._errors = new Map(); // attribute → error shown
    this._applyScheduled = false;
    this._chain = Promise.resolve();
    this._lastApply = Promise.resolve([]);
    this._tipTimer = 0;
    this._srcAbort = null;
    this._build();
  }

  // ------------------------------------------------------------------ DOM

  _build() {
    const root = this.attachShadow({ mode: "open", delegatesFocus: true });
    const style = document.createElement("style");
    // Until board.css arrives: keep the hidden grid hidden and the box the right shape.
    style.textContent = `:host{display:block;position:relative}.sr-only,.sr-row{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}.board{position:relative;width:100%}svg{position:absolute;inset:0;width:100%;height:100%}.tip[hidden],.message[hidden]{display:none}`;
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = STYLE_URL;
    const wrap = document.createElement("div");
    wrap.className = "wrap";
    wrap.setAttribute("part", "wrap");
    wrap.innerHTML = `
      <div class="board" part="board">
        <div class="aria-grid" role="grid" tabindex="0" aria-describedby="kbd-help"></div>
        <div class="tip" aria-hidden="true" hidden></div>
      </div>
      <div class="message" part="message" hidden>
        <p class="message-text" role="alert"></p>
        <button type="button" class="dismiss"></button>
      </div>
      <p class="sr-only" id="host-desc"></p>
      <p class="sr-only" id="kbd-help"></p>
      <div class="sr-only live" role="status" aria-live="polite" aria-atomic="true"></div>`;
    root.append(style, link, wrap);
    this.svg = createSvg(this._uid);
    this._board = wrap.querySelector(".board");
    this._board.prepend(this.svg);
    this._grid = wrap.querySelector(".aria-grid");
    this._tip = wrap.querySelector(".tip");
    this._message = wrap.querySelector(".message");
    this._messageText = wrap.querySelector(".message-text");
    this._dismiss = wrap.querySelector(".dismiss");
    this._help = wrap.querySelector("#kbd-help");
    this._hostDesc = wrap.querySelector("#host-desc");
    this._live = wrap.querySelector(".live");
    this._dismiss.addEventListener("click", () => this._clearMessage());
    attachPointer(this._board, this);
    // Keep grid lines at least one device pixel wide on small boards: board units per pixel.
    if (globalThis.ResizeObserver) {
      this._resize = new ResizeObserver(() => this._measure());
      this._resize.observe(this._board);
    }
    attachKeyboard(this._grid, this);
    this._grid.addEventListener("pointerdown", () => {
      this.state.keyboard = false;
    });
  }

  connectedCallback() {
    this._langObserver?.disconnect();
    this._langObserver = new MutationObserver(() => this._langChanged());
    // the page's language (html lang) may change at any time
    this._langObserver.observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
    this._langChanged(false);
    this._schedule();
  }

  disconnectedCallback() {
    this._langObserver?.disconnect();
    this._langObserver = null;
    clearTimeout(this._tipTimer);
  }

  attributeChangedCallback(name, oldValue, value) {
    if (oldValue === value) return;
    if (name === "lang") return this._langChanged();
    if (name === "aria-label" || name === "aria-labelledby" || name === "aria-describedby") {
      this._render();
      return;
    }
    this._schedule();
  }

  // ------------------------------------------------------------------ properties

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
      this._setAttr(attr, value);
    }
    this._schedule();
    return this._afterApply();
  }

  /** Same as configure(). */
  setup(options) { return this.configure(options); }

  /** Resolves when the settings given so far are applied (whether or not they were valid). */
  get ready() {
    return this._afterApply().then(() => this, () => this);
  }

  _afterApply() {
    return new Promise((resolve) => queueMicrotask(resolve))
      .then(() => this._lastApply)
      .then((errors) => {
        if (errors.length) throw errors[0];
        return this;
      });
  }

  _setAttr(attr, value) {
    const kind = ATTRIBUTES[attr].kind;
    if (value === null || value === undefined || (kind === "bool" && value === false)) this.removeAttribute(attr);
    else if (kind === "bool" && value === true) this.setAttribute(attr, "");
    else if (kind === "move" && value === Infinity) this.setAttribute(attr, "last");
    else this.setAttribute(attr, String(value));
  }

  /** The move number shown now (moves and passes played from the start). */
  get moveNumber() { return this.state.snap ? this.state.snap.moveNumber : 0; }
  /** How many moves the loaded record or game has (including ones undone). */
  get totalMoves() { return this.state.history.total; }
  /** "black" | "white" | null. */
  get toMove() { return this.state.snap ? this.state.snap.toMove : null; }
  get isOver() { return !!(this.state.snap && this.state.snap.isOver); }
  get result() { return this.state.snap ? this.state.snap.result : null; }
  get captures() { return this.state.snap ? { ...this.state.snap.captures } : { black: 0, white: 0 }; }
  /** A copy of the board: Int8Array, row-major from the top left, 1 black, -1 white, 0 empty. */
  get boardState() { return this.state.snap ? Int8Array.from(this.state.snap.board) : null; }
  /** The engine's game (engine.js EngineGame wrapper), for advanced use; call refresh() after. */
  get engineGame() { return this._game; }
  /** The comment of the SGF record at the move shown ("" when none). */
  get comment() {
    const c = this.state.sgfMarkup && this.state.snap ? this.state.sgfMarkup.comments[this.state.snap.moveNumber] : "";
    return c || "";
  }
  /** The current score object (with ownership), when show-ownership is on or score() ran. */
  get scoreState() { return this.state.score; }

  get markup() {
    const v = this.getAttribute("markup");
    return v;
  }
  set markup(value) {
    if (typeof value === "string" || value === null || value === undefined) this._setAttr("markup", value ?? null);
    else this.setMarkup(value);
  }

  /** Markup from the API: [{type, at|from/to, text}], points as "D4", "dd" or [x, y]. */
  setMarkup(list) {
    try {
      this.state.markupApi = normalizeMarkup(list || [], this.state.width, this.state.height);
    } catch (e) {
      const err = new GoBoardError(e.code || "badMarkup", e.message);
      this._fireError(err, "markup", list);
      throw err;
    }
    this._render();
  }
  clearMarkup() { this.setMarkup([]); }

  get ghosts() { return this.state.ghosts.map((g) => ({ ...g })); }
  /** Translucent stones for hints and variations: [{at: "D4", color: "black"}]. */
  set ghosts(list) {
    const out = [];
    for (const g of list || []) {
      const at = parseVertex(g.at, this.state.width, this.state.height);
      if (!at) throw new GoBoardError("badVertex", `“${g.at}” is not a point on this board`);
      out.push({ at, color: g.color === "white" ? "white" : "black" });
    }
    this.state.ghosts = out;
    this._render();
  }

  // ------------------------------------------------------------------ applying attributes

  _schedule() {
    if (this._applyScheduled) return;
    this._applyScheduled = true;
    queueMicrotask(() => {
      this._applyScheduled = false;
      const run = this._chain.then(() => this._apply());
      this._lastApply = run.catch((e) => [e]);
      this._chain = this._lastApply.then(() => undefined);
    });
  }

  _get(name) { return this.getAttribute(name); }

  /** Read every attribute and bring the board in line. Returns the errors it met. */
  async _apply() {
    const errors = [];
    const fail = (err, attribute) => {
      errors.push(err);
      this._errors.set(attribute, err);
      this._fireError(err, attribute, this._get(attribute));
    };
    const ok = (attribute) => this._errors.delete(attribute);

    // view options (never touch the game)
    const v = this.state.view;
    try { v.interactive = parseInteractive(this._get("interactive")); ok("interactive"); }
    catch (e) { fail(this._configError(e), "interactive"); }
    v.coordinates = parseCoordinates(this._get("coordinates"));
    v.showLiberties = parseBool(this._get("show-liberties"));
    v.showAtari = parseBool(this._get("show-atari"));
    const showOwnership = parseBool(this._get("show-ownership"));
    const ownershipChanged = showOwnership !== v.showOwnership;
    v.showOwnership = showOwnership;
    v.moveNumbers = parseMoveNumbers(this._get("move-numbers"));
    v.proportions = /^real$/i.test((this._get("proportions") || "").trim()) ? "real" : "square";
    v.confirm = parseConfirm(this._get("confirm"));
    v.noUndo = parseBool(this._get("no-undo"));
    this._measure();

    // The board's shape before the engine answers (for the placeholder grid).
    if (!this._game) {
      try {
        const s = this._get("size");
        if (s !== null) Object.assign(this.state, parseSize(s));
        const w = Number(this._get("width"));
        const h = Number(this._get("height"));
        if (Number.isInteger(w) && w > 0) this.state.width = w;
        if (Number.isInteger(h) && h > 0) this.state.height = h;
        else if (Number.isInteger(w) && w > 0) this.state.height = w;
        if (this.state.width > 52 || this.state.height > 52) { this.state.width = this.state.height = 19; }
      } catch { /* reported below */ }
    }

    // The engine (shared by every board on the page).
    let mod;
    if (this.state.status !== "ready") {
      this._render();
      if (this.state.status === "loading") this._showMessage(t(this.state.lang, "loading"), "info", "loading");
      try {
        mod = await loadEngine(this._get("engine"));
        this._engineModule = mod;
        this.state.status = "ready";
        if (this._messageCode === "loading" || this._messageCode === "engineLoad") this._clearMessage();
      } catch (e) {
        this.state.status = "failed";
        const err = new GoBoardError("engineLoad", t(this.state.lang, "err_engineLoad", { url: e.url || getEngineUrl(this._get("engine")), detail: e.message }), { url: e.url });
        this._showMessage(err.message, "error", "engineLoad");
        this._fireError(err, "engine", this._get("engine"));
        this.state.status = "loading"; // a later change may try again
        this._render();
        return [err];
      }
    }
    mod = this._engineModule;

    // Which game: a record, a setup position or a new game.
    let source = null;
    try {
      source = readGameSource((n) => this._get(n));
      for (const a of ["size", "width", "height", "komi", "handicap", "position", "to-move"]) ok(a);
    } catch (e) {
      fail(this._configError(e), e.attribute || "size");
    }
    this._justBuilt = false;
    if (source && source.key !== this._sourceKey) {
      const built = await this._buildGame(mod, source);
      if (built.error) fail(built.error, built.attribute);
      else {
        for (const a of ["src", "sgf", "position", "rules", "komi", "handicap", "size", "width", "height"]) ok(a);
      }
    }

    // Jump to a move of the record.
    if (this._game) {
      const moveAttr = this._get("move");
      if (moveAttr !== null && moveAttr !== this._appliedMove) {
        try {
          const n = parseMove(moveAttr);
          this._game.goTo(n === Infinity ? Number.MAX_SAFE_INTEGER : n);
          this._appliedMove = moveAttr;
          ok("move");
          this._afterPositionChange({ keepDead: false });
        } catch (e) {
          fail(this._configError(e), "move");
        }
      } else if (moveAttr === null) this._appliedMove = null;
    }

    // Markup from the attribute.
    try {
      this.state.markupAttr = parseMarkupText(this._get("markup"), this.state.width, this.state.height);
      ok("markup");
    } catch (e) {
      fail(new GoBoardError("badMarkup", t(this.state.lang, "err_badMarkup", { detail: e.detail || e.message })), "markup");
    }

    if (ownershipChanged && this._game && !this._justBuilt) this._updateScore({ estimate: this.state.snap?.isOver });

    // Show the most recent problem, or clear a problem that went away.
    if (errors.length) {
      const last = errors[errors.length - 1];
      const kept = this._game ? " " + t(this.state.lang, "keptGame") : "";
      this._showMessage(last.message + kept, "error", last.code);
    } else if (this._messageKind === "error" && this._messageCode !== "engineLoad" && this._errors.size === 0) {
      this._clearMessage();
    }
    this._render();
    return errors;
  }

  _configError(e) {
    if (e instanceof GoBoardError) return e;
    const code = e.code || "internal";
    const key = "err_" + code;
    const message = t(this.state.lang, key, { value: e.value ?? "", detail: e.detail || e.message });
    return new GoBoardError(code, message, { attribute: e.attribute, value: e.value });
  }

  /** Build a new game; on failure keep the old one. */
  async _buildGame(mod, source) {
    const lang = this.state.lang;
    let text = source.text;
    if (source.kind === "src") {
      this._srcAbort?.abort();
      const ctrl = (this._srcAbort = new AbortController());
      try {
        const res = await fetch(new URL(source.url, document.baseURI), { signal: ctrl.signal });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        text = await res.text();
      } catch (e) {
        if (e.name === "AbortError") return {};
        return {
          attribute: "src",
          error: new GoBoardError("badSrc", t(lang, "err_badSrc", { value: source.url, detail: e.message }), { attribute: "src", value: source.url }),
        };
      }
    }
    let game;
    try {
      game = EngineGame.create(mod, source.kind === "src" ? { ...source, kind: "sgf", text } : source);
    } catch (e) {
      const code = e.code === "badOptions" || e.code === "badSgf" || e.code === "badPosition" ? e.code : source.kind === "new" ? "badOptions" : source.kind === "position" ? "badPosition" : "badSgf";
      const attribute = source.kind === "new" ? guessAttribute(e.message) : source.kind;
      const message = code === "badOptions"
        ? t(lang, "err_badOptions", { detail: e.message })
        : t(lang, source.kind === "src" ? "err_badSrc" : code === "badPosition" ? "err_badPosition" : "err_badSgf", { value: source.url || "", detail: e.message });
      return { attribute, error: new GoBoardError(source.kind === "src" ? "badSgf" : code, message, { attribute, value: this._get(attribute) }) };
    }
    const old = this._game;
    this._game = game;
    this._justBuilt = true;
    this._sourceKey = source.key;
    this._appliedMove = null;
    if (old) old.free();
    this.state.dead = new Set();
    this.state.score = null;
    this.state.pending = null;
    this.state.markupApi = [];
    this.state.ghosts = [];
    const snap = game.snapshot();
    this.state.width = snap.width;
    this.state.height = snap.height;
    try {
      this.state.history = game.history();
    } catch {
      this.state.history = { moves: [], total: snap.moveNumber };
    }
    this.state.sgfMarkup = source.kind === "sgf" || source.kind === "src" ? sgfMainLineMarkup(text, snap.width, snap.height) : null;
    this.state.cursor = null;
    this._afterPositionChange({ keepDead: false });
    this.dispatchEvent(new CustomEvent("go-load", { bubbles: true, composed: true, detail: { width: snap.width, height: snap.height, moveNumber: snap.moveNumber, totalMoves: this.state.history.total } }));
    return {};
  }

  // ------------------------------------------------------------------ language

  _langChanged(rerender = true) {
    const lang = langOf(this);
    if (lang === this.state.lang && rerender) return;
    this.state.lang = lang;
    this._dismiss.setAttribute("aria-label", t(lang, "dismiss"));
    this._dismiss.textContent = "×";
    this._help.textContent = t(lang, "keyboardHelp");
    if (this._messageCode === "loading") this._showMessage(t(lang, "loading"), "info", "loading");
    if (rerender) this._render();
  }

  // ------------------------------------------------------------------ engine → view

  /** Copy the engine's position into the view state. */
  _afterPositionChange({ keepDead = true } = {}) {
    const s = this.state;
    if (!this._game) return;
    s.snap = this._game.snapshot();
    if (!s.snap.lastMove && s.snap.moveNumber > 0) {
      // an engine build without lastMove: the widget's own record of what was played
      const m = s.history.moves[s.snap.moveNumber - 1];
      if (m) s.snap.lastMove = { color: m.color, point: m.point };
    }
    s.width = s.snap.width;
    s.height = s.snap.height;
    s.chains = this._game.chains(s.snap);
    if (!keepDead) s.dead = new Set();
    s.hoverVerdict = null;
    s.focusChain = null;
    s.pending = null;
    s.pendingVerdict = null;
    if (s.cursor && (s.cursor[0] >= s.width || s.cursor[1] >= s.height)) s.cursor = null;
    if (s.view.showOwnership) this._updateScore({ estimate: false });
    else s.score = null;
    this._refreshHover();
    this._positionChanged = true;
  }

  _refreshHover() {
    const s = this.state;
    const p = s.hover;
    s.hoverVerdict = null;
    s.focusChain = null;
    if (!p || !s.snap || !this._game) return;
    const i = idx(s, p);
    if (s.snap.board[i]) {
      const chain = s.chains && s.chains[i];
      if (chain) s.focusChain = { ...chain, anchor: p };
    } else if (this._canPlay()) {
      try { s.hoverVerdict = this._game.preview(p); } catch { s.hoverVerdict = null; }
    }
  }

  _updateScore({ estimate = false, quiet = false } = {}) {
    const s = this.state;
    if (!this._game) return;
    try {
      if (estimate && s.dead.size === 0) {
        for (const [x, y] of this._game.estimateDead()) s.dead.add(y * s.width + x);
      }
      const dead = [...s.dead].map((i) => [i % s.width, Math.floor(i / s.width)]);
      s.score = this._game.score(dead);
    } catch (e) {
      s.score = null;
      return;
    }
    if (!quiet) this._fire("go-score", this._scoreDetail());
  }

  _scoreDetail() {
    const sc = this.state.score;
    if (!sc) return null;
    const dead = [...this.state.dead].map((i) => vertexName([i % this.state.width, Math.floor(i / this.state.width)], this.state.height));
    return {
      black: sc.black, white: sc.white, result: sc.result,
      message: resultText(this.state.lang, sc.result),
      ownership: sc.ownership ? Int8Array.from(sc.ownership) : null,
      dead,
      score: sc.raw,
    };
  }

  _measure() {
    const rect = this._board.getBoundingClientRect();
    const vb = this.svg.viewBox.baseVal;
    if (!rect.width || !vb || !vb.width) return;
    const dpr = globalThis.devicePixelRatio || 1;
    const upp = vb.width / rect.width / dpr; // board units per device pixel
    // Lines of a whole number of device pixels (at least one), placed on the pixel grid by
    // render.js, so that thin lines are sharp and all alike at any size and zoom.
    const line = parseFloat(getComputedStyle(this).getPropertyValue("--go-board-line-width")) || 0.75;
    const lineDevicePx = Math.max(1, Math.round(line / upp));
    let borderDevicePx = Math.max(lineDevicePx + 1, Math.round((line * 1.8) / upp));
    if ((borderDevicePx - lineDevicePx) % 2) borderDevicePx += 1; // same parity: both on the pixel grid
    const frac = (v) => v * dpr - Math.floor(v * dpr);
    const pixel = { upp, lineDevicePx, offX: frac(rect.left), offY: frac(rect.top) };
    const old = this.state.pixel;
    const style = this.svg.style;
    style.setProperty("--go-board-px", upp.toFixed(4));
    style.setProperty("--go-board-snap-line", (lineDevicePx * upp).toFixed(4));
    style.setProperty("--go-board-snap-border", (borderDevicePx * upp).toFixed(4));
    this.svg.classList.add("snapped");
    if (old && old.upp.toFixed(5) === upp.toFixed(5) && old.lineDevicePx === lineDevicePx &&
        Math.abs(old.offX - pixel.offX) < 0.01 && Math.abs(old.offY - pixel.offY) < 0.01) return;
    this.state.pixel = pixel;
    if (this._measured) this._render();
  }

  _render() {
    const s = this.state;
    const g = render(this.svg, s, this._game, this._uid, this._layers);
    const ratio = `${g.vbW} / ${g.vbH}`;
    if (this._ratio !== ratio) {
      this._ratio = ratio;
      this._board.style.aspectRatio = ratio;
      this._measured = true;
      this._measure();
    }
    s.labelOverride = this.getAttribute("aria-label") || this._referencedText("aria-labelledby");
    // aria-describedby on <go-board> names elements of the page, which the grid inside the
    // shadow root cannot point at: their text is copied next to the grid instead.
    const desc = this._referencedText("aria-describedby");
    if (this._hostDesc.textContent !== desc) this._hostDesc.textContent = desc;
    const describedBy = desc ? "host-desc kbd-help" : "kbd-help";
    if (this._grid.getAttribute("aria-describedby") !== describedBy) this._grid.setAttribute("aria-describedby", describedBy);
    buildGrid(this._grid, s);
    if (s.snap) updateGrid(this._grid, s);
    else this._grid.setAttribute("aria-label", t(s.lang, "boardLabel", { w: s.width, h: s.height }));
    if (s.labelOverride) this._grid.setAttribute("aria-label", s.labelOverride);
    if (!s.cursor) this._grid.removeAttribute("aria-activedescendant");
    if (this._positionChanged && s.snap) {
      this._positionChanged = false;
      this._fire("go-position", {
        moveNumber: s.snap.moveNumber, totalMoves: s.history.total, toMove: s.snap.toMove,
        isOver: s.snap.isOver, captures: { ...s.snap.captures }, comment: this.comment,
      });
    }
  }

  /** The text of the elements an aria-*by attribute of the host names ("" when none). */
  _referencedText(attr) {
    const ids = (this.getAttribute(attr) || "").trim();
    if (!ids) return "";
    const root = this.getRootNode();
    return ids.split(/\s+/)
      .map((id) => (root.getElementById ? root.getElementById(id) : document.getElementById(id))?.textContent.trim() || "")
      .filter(Boolean).join(" ");
  }

  // ------------------------------------------------------------------ messages

  _showMessage(text, kind, code) {
    this._messageText.textContent = text;
    this._messageText.setAttribute("role", kind === "error" ? "alert" : "status");
    this._message.className = "message " + kind + (this.state.snap ? "" : " overlay");
    this._message.hidden = false;
    this._messageKind = kind;
    this._messageCode = code;
  }

  _clearMessage() {
    this._message.hidden = true;
    this._messageText.textContent = "";
    this._messageKind = null;
    this._messageCode = null;
    this._errors.clear();
  }

  _showTip(p, text, kind = "") {
    clearTimeout(this._tipTimer);
    const { left, top } = percentOf(this.state, p);
    const tip = this._tip;
    tip.textContent = text;
    tip.className = "tip" + (kind ? " " + kind : "") + (top < 22 ? " below" : "") + (left < 22 ? " left" : left > 78 ? " right" : "");
    tip.style.left = left + "%";
    tip.style.top = top + "%";
    tip.hidden = false;
    this._tipTimer = setTimeout(() => { tip.hidden = true; }, TIP_MS);
  }

  _hideTip() {
    clearTimeout(this._tipTimer);
    this._tip.hidden = true;
  }

  /** Say something in the live region (and tell the page, with go-announce). */
  _say(text) {
    if (!text) return;
    announce(this._live, text);
    this._fire("go-announce", { text, lang: this.state.lang });
  }

  _fire(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }));
  }

  _fireError(err, attribute, value) {
    this._fire("go-error", { code: err.code, message: err.message, attribute, value: value ?? null });
  }

  // ------------------------------------------------------------------ input (events.js, keyboard.js)

  /** Can the person at this board play the side to move now? */
  _canPlay() {
    const s = this.state;
    if (s.status !== "ready" || !this._game || !s.snap || s.snap.isOver) return false;
    const who = s.view.interactive;
    return who === "both" || who === s.snap.toMove;
  }

  _counting() {
    return this.state.view.showOwnership && this.state.snap && this.state.snap.isOver;
  }

  /** Pointer over a point (or null). */
  hover(p) {
    const s = this.state;
    if (samePoint(p, s.hover) || (!p && !s.hover)) return;
    s.hover = p;
    this._refreshHover();
    this._render();
  }

  /** A click or tap on a point. */
  tap(p, { confirm = false, pointerType = "mouse" } = {}) {
    const s = this.state;
    s.cursor = p;
    if (this._counting()) return this._toggleDead(p);
    if (!this._canPlay()) return this._explainNoPlay(p);
    if (confirm) {
      if (s.pending && samePoint(s.pending, p)) return this._playAt(p, "pointer");
      let verdict;
      try { verdict = this._game.preview(p); } catch { return; }
      if (!verdict.legal) {
        s.pending = null;
        this._illegal(p, verdict, s.snap.toMove);
        this._render();
        return;
      }
      s.pending = p;
      s.pendingVerdict = verdict;
      const vertex = vertexName(p, s.height);
      this._showTip(p, t(s.lang, pointerType === "touch" ? "pending" : "pendingClick"), "pending");
      this._say(t(s.lang, "confirmTap", { vertex }));
      this._render();
      return;
    }
    this._playAt(p, "pointer");
  }

  _explainNoPlay(p) {
    const s = this.state;
    if (!s.snap || s.status !== "ready") return;
    if (s.snap.isOver) {
      const text = t(s.lang, "gameOver", { result: resultText(s.lang, s.snap.result) });
      this._showTip(p, text);
      this._say(text);
    } else if (s.view.interactive !== "none") {
      const text = t(s.lang, "notYourTurn", { color: colorName(s.lang, s.snap.toMove) });
      this._showTip(p, text);
      this._say(text);
    }
  }

  _illegal(p, verdict, color) {
    const s = this.state;
    const vertex = vertexName(p, s.height);
    const message = verdictMessage(s.lang, verdict);
    this._showTip(p, message, "illegal");
    this._say(t(s.lang, "illegal", { vertex, message }));
    this._fire("go-illegal", {
      vertex, point: [...p], color, reason: verdict.reason, message,
      messageEn: verdict.message, messageZh: verdict.messageZh,
    });
  }

  _playAt(p, source) {
    const s = this.state;
    const color = s.snap.toMove;
    let verdict;
    try {
      verdict = this._game.play(p);
    } catch (e) {
      throw new GoBoardError(e.code || "badVertex", e.message);
    }
    s.pending = null;
    if (!verdict.legal) {
      this._illegal(p, verdict, color);
      this._render();
      return verdict;
    }
    this._hideTip();
    this._recordMove({ color, point: p });
    this._afterPositionChange();
    const captured = verdict.captures;
    animateCaptures(this.svg, s, captured, color === "black" ? "white" : "black", this._uid);
    const vertex = vertexName(p, s.height);
    this._say(moveAnnouncement(s.lang, color, vertex, captured.length));
    this._render();
    this._fire("go-move", {
      vertex, point: [...p], color,
      captures: captured.map((c) => vertexName(c, s.height)),
      capturePoints: captured.map((c) => [...c]),
      moveNumber: s.snap.moveNumber, source,
    });
    this._checkOver();
    return verdict;
  }

  _recordMove(move) {
    const h = this.state.history;
    const n = this.state.snap ? this.state.snap.moveNumber : 0;
    h.moves.length = n;
    h.moves.push(move);
    h.total = n + 1;
  }

  _checkOver() {
    const s = this.state;
    if (!s.snap.isOver) return;
    let result = s.snap.result;
    if (!result) {
      // ended by two passes: the engine counts it, with its estimate of the dead stones
      this._updateScore({ estimate: true, quiet: !s.view.showOwnership });
      if (s.score && s.score.result) result = { ...s.score.result, reason: s.score.result.reason || "counted" };
      if (!s.view.showOwnership) s.score = null;
    }
    const message = result ? t(s.lang, "gameOver", { result: resultText(s.lang, result) }) : "";
    if (message) this._say(message);
    this._fire("go-gameover", { result, winner: result?.winner ?? null, reason: result?.reason ?? null, message });
    this._render();
  }

  _toggleDead(p) {
    const s = this.state;
    if (!s.snap || !s.snap.board[idx(s, p)]) return;
    const dead = [...s.dead].map((i) => [i % s.width, Math.floor(i / s.width)]);
    let next;
    try { next = this._game.toggleDead(dead, p); } catch { return; }
    s.dead = new Set(next.map((q) => idx(s, q)));
    this._updateScore();
    this._render();
    const sc = this._scoreDetail();
    if (sc && sc.message) this._say(sc.message);
  }

  // keyboard controller

  focusChanged(focused) {
    const s = this.state;
    if (focused) {
      const visible = this._grid.matches(":focus-visible");
      if (!s.cursor) {
        const last = s.snap && s.snap.lastMove && s.snap.lastMove.point;
        s.cursor = last ? [...last] : [Math.floor(s.width / 2), Math.floor(s.height / 2)];
      }
      if (visible) {
        s.keyboard = true;
        s.hover = s.cursor;
        this._refreshHover();
      }
    } else {
      s.keyboard = false;
      if (s.hover && samePoint(s.hover, s.cursor)) {
        s.hover = null;
        this._refreshHover();
      }
    }
    this._render();
  }

  setCursor(p) {
    const s = this.state;
    s.cursor = [Math.max(0, Math.min(s.width - 1, p[0])), Math.max(0, Math.min(s.height - 1, p[1]))];
    s.keyboard = true;
    s.hover = s.cursor;
    this._refreshHover();
    this._render();
  }

  moveCursor(dx, dy) {
    const c = this.state.cursor || [Math.floor(this.state.width / 2), Math.floor(this.state.height / 2)];
    this.setCursor([c[0] + dx, c[1] + dy]);
  }

  keyPlay() {
    const s = this.state;
    if (!s.cursor) return this.moveCursor(0, 0);
    if (this._counting()) return this._toggleDead(s.cursor);
    if (!this._canPlay()) return this._explainNoPlay(s.cursor);
    this._playAt(s.cursor, "keyboard");
  }

  cancel() {
    const s = this.state;
    if (s.pending || !this._tip.hidden) {
      s.pending = null;
      this._hideTip();
      this._render();
      return true;
    }
    if (!this._message.hidden && this._messageKind === "error") {
      this._clearMessage();
      return true;
    }
    return false;
  }

  // ------------------------------------------------------------------ public methods

  _requireGame() {
    if (!this._game) throw new GoBoardError("notReady", "the board has no game yet (await board.ready)");
  }

  _point(v) {
    const p = parseVertex(v, this.state.width, this.state.height);
    if (!p) throw new GoBoardError("badVertex", t(this.state.lang, "err_badVertex", { value: Array.isArray(v) ? `[${v}]` : v }));
    return p;
  }

  /** Play a move for the side to move (whatever `interactive` says). Returns the verdict. */
  play(v) {
    this._requireGame();
    const p = this._point(v);
    if (this.state.snap.isOver) return { legal: false, reason: "gameOver", message: t("en", "gameOver", { result: resultText("en", this.state.snap.result) }), messageZh: t("zh", "gameOver", { result: resultText("zh", this.state.snap.result) }) };
    return this._playAt(p, "api");
  }

  /** The engine's verdict for a move, without playing it. */
  check(v) {
    this._requireGame();
    return this._game.check(this._point(v));
  }

  /** What a move would do: {legal, captures, ataris, liberties}. */
  preview(v) {
    this._requireGame();
    return this._game.preview(this._point(v));
  }

  /** The chain at a point: {color, stones: ["D4"...], liberties: ["D5"...]} or null. */
  chainAt(v) {
    this._requireGame();
    const c = this._game.chainAt(this._point(v));
    if (!c) return null;
    const h = this.state.height;
    return { color: c.color, stones: c.stones.map((p) => vertexName(p, h)), liberties: c.liberties.map((p) => vertexName(p, h)) };
  }

  /** Pass for the side to move. `opts.source` is passed on in go-pass. */
  pass(opts = {}) {
    this._requireGame();
    const s = this.state;
    if (opts.source === "keyboard" && !this._canPlay()) return this._explainNoPlay(s.cursor || [0, 0]);
    if (s.snap.isOver) return { legal: false, reason: "gameOver" };
    const color = s.snap.toMove;
    const verdict = this._game.pass();
    if (!verdict.legal) return verdict;
    this._recordMove({ color, point: null });
    this._afterPositionChange();
    this._hideTip();
    this._say(t(s.lang, "passed", { color: colorName(s.lang, color) }));
    this._render();
    this._fire("go-pass", { color, moveNumber: s.snap.moveNumber, source: opts.source || "api" });
    this._checkOver();
    return verdict;
  }

  resign() {
    this._requireGame();
    const s = this.state;
    if (s.snap.isOver) return { legal: false, reason: "gameOver" };
    const color = s.snap.toMove;
    const verdict = this._game.resign();
    this._afterPositionChange();
    this._say(t(s.lang, "resigned", { color: colorName(s.lang, color) }));
    this._render();
    this._checkOver();
    return verdict;
  }

  /**
   * Take back a move. From the keyboard (U) only where the board allows it (interactive, no
   * `no-undo`); on a board that plays one colour it goes back to that colour's turn.
   */
  undo(opts = {}) {
    this._requireGame();
    const s = this.state;
    if (opts.source === "keyboard") {
      if (s.view.noUndo || s.view.interactive === "none") return false;
    }
    const before = s.snap.moveNumber;
    if (!this._game.undo()) return false;
    if (opts.source === "keyboard" && (s.view.interactive === "black" || s.view.interactive === "white")) {
      const snap = this._game.snapshot();
      if (snap.toMove !== s.view.interactive && !this._game.undo()) this._game.redo();
    }
    this._afterPositionChange({ keepDead: false });
    this._hideTip();
    this._say(t(s.lang, "undone", { n: before }));
    this._render();
    this._fire("go-undo", { moveNumber: s.snap.moveNumber, source: opts.source || "api" });
    return true;
  }

  redo() {
    this._requireGame();
    if (!this._game.redo()) return false;
    this._afterPositionChange({ keepDead: false });
    this._say(t(this.state.lang, "redone", { n: this.state.snap.moveNumber }));
    this._render();
    this._fire("go-redo", { moveNumber: this.state.snap.moveNumber });
    return true;
  }

  /** Show move n of the game or record (0: the start; Infinity: the end). */
  goTo(n) {
    this._requireGame();
    const reached = this._game.goTo(n === Infinity ? Number.MAX_SAFE_INTEGER : Math.max(0, n | 0));
    this._afterPositionChange({ keepDead: false });
    this._render();
    return reached;
  }

  stepBack() {
    if (!this._game || this.state.view.noUndo) return;
    if (this.goTo(this.moveNumber - 1) >= 0) this._announcePosition();
  }

  stepForward() {
    if (!this._game || this.state.view.noUndo) return;
    this.goTo(this.moveNumber + 1);
    this._announcePosition();
  }

  _announcePosition() {
    const s = this.state;
    const n = s.snap.moveNumber;
    let text = n === 0 ? t(s.lang, "atStart") : t(s.lang, "atMove", { n, total: s.history.total });
    const last = s.snap.lastMove;
    if (n > 0 && last) {
      text += (s.lang === "zh" ? "：" : ": ") + (last.point
        ? t(s.lang, "played", { color: colorName(s.lang, last.color), vertex: vertexName(last.point, s.height) })
        : t(s.lang, "passed", { color: colorName(s.lang, last.color) }));
    }
    this._say(text);
  }

  /** Mark stones dead for counting (points in any notation) and recount. */
  setDead(list) {
    this._requireGame();
    this.state.dead = new Set((list || []).map((v) => idx(this.state, this._point(v))));
    this._updateScore();
    this._render();
    return this._scoreDetail();
  }

  /** Count the position with the dead stones marked (or the given ones). Fires go-score. */
  score(deadList) {
    this._requireGame();
    if (deadList) this.state.dead = new Set(deadList.map((v) => idx(this.state, this._point(v))));
    this._updateScore();
    this._render();
    return this._scoreDetail();
  }

  /** The game as SGF text (from the engine). */
  toSgf() {
    this._requireGame();
    return this._game.toSgf();
  }

  /** Redraw from the engine after changing the game through `engineGame`. */
  refresh() {
    if (!this._game) return;
    try { this.state.history = this._game.history(); } catch { /* keep */ }
    this._afterPositionChange();
    this._render();
  }

  /** The screen-reader label of a point, as the hidden grid has it. */
  describe(v) {
    return pointLabel(this.state, this._point(v));
  }
}

function guessAttribute(message) {
  const m = /\b(komi|handicap|rules|size|width|height)\b/i.exec(message || "");
  return m ? m[1].toLowerCase() : "size";
}

// Reflect attributes to properties.
for (const [attr, def] of Object.entries(ATTRIBUTES)) {
  if (attr === "lang" || attr === "markup") continue; // lang: HTMLElement's own; markup: above
  if (Object.prototype.hasOwnProperty.call(GoBoard.prototype, def.prop)) continue;
  Object.defineProperty(GoBoard.prototype, def.prop, {
    configurable: true,
    enumerable: true,
    get() {
      const raw = this.getAttribute(attr);
      switch (def.kind) {
        case "bool": return parseBool(raw);
        case "number": {
          if (raw === null) return null;
          const n = Number(raw);
          return Number.isFinite(n) ? n : null;
        }
        case "move": {
          if (raw === null) return null;
          try { return parseMove(raw); } catch { return null; }
        }
        default:
          if (attr === "interactive") { try { return parseInteractive(raw); } catch { return raw; } }
          if (attr === "coordinates") return parseCoordinates(raw);
          if (attr === "size" && raw !== null && /^\s*\d+\s*$/.test(raw)) return Number(raw);
          return raw;
      }
    },
    set(value) {
      this._setAttr(attr, value);
    },
  });
}

export { ConfigError, EngineError, setEngineUrl, useEngine };

if (!customElements.get("go-board")) customElements.define("go-board", GoBoard);
export default GoBoard;
