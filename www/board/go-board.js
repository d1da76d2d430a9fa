// go-board.js: the <go-board> custom element. Import this one module to get the element:
//
//   <script type="module" src="/board/go-board.js"></script>
//   <go-board size="9"></go-board>
//
// This file is only the element: its lifecycle and the reflection of attributes to
// properties. The work is done by one module per concern (README.md, "Files"): state, the
// attributes applied (configure), the drawing (view, render), input (events, keyboard), the
// public methods (api), the counting view, messages and the history. The element holds no Go
// rules: every legality check, capture, liberty count and score comes from the engine.

import { ATTRIBUTES, ConfigError, parseBool, parseMove, parseInteractive, parseCoordinates } from "./config.js";
import { setEngineUrl, getEngineUrl, useEngine, EngineError } from "./engine.js";
import { createState } from "./state.js";
import { buildShell } from "./shell.js";
import { schedule, park, unpark } from "./configure.js";
import { draw, measure } from "./view.js";
import { attachPointer } from "./events.js";
import { attachKeyboard } from "./keyboard.js";
import { langOf, t } from "./i18n.js";
import { dismissMessage, showProblems, GoBoardError } from "./messages.js";
import { api, setAttr } from "./api.js";
import { eventName } from "./event-names.js";

let uidCounter = 0;
const ARIA = ["aria-label", "aria-labelledby", "aria-describedby"];

export class GoBoard extends HTMLElement {
  static get observedAttributes() { return [...Object.keys(ATTRIBUTES), ...ARIA]; }

  /** The URL of the engine module (tengen.js) for boards without an `engine` attribute. */
  static get engineUrl() { return getEngineUrl(); }
  static set engineUrl(url) { setEngineUrl(url); }
  /** Give every board an engine module the page has already imported. */
  static useEngine(module) { useEngine(module); }

  // `onGoMove` in React 19 listens to "GoMove": read as go-move (event-names.js)
  addEventListener(type, listener, options) { super.addEventListener(eventName(type), listener, options); }
  removeEventListener(type, listener, options) { super.removeEventListener(eventName(type), listener, options); }

  constructor() {
    super();
    this._uid = "gb" + ++uidCounter;
    this.state = createState();
    this._layers = {}; // render.js: the last string of each SVG layer
    this._game = null; // engine.js EngineGame
    this._sourceKey = null; // which settings built the game
    this._problems = new Map(); // cause → GoBoardError (messages.js)
    this._chain = Promise.resolve(); // configure.js: passes run one after another
    this._lastApply = Promise.resolve([]);
    this._ui = buildShell(this, this._uid);
    this.svg = this._ui.svg;
    this._ui.dismiss.addEventListener("click", () => dismissMessage(this));
    attachPointer(this);
    attachKeyboard(this);
    // Keep grid lines at least one device pixel wide on small boards.
    if (globalThis.ResizeObserver) new ResizeObserver(() => measure(this)).observe(this._ui.board);
  }

  connectedCallback() {
    // the page's language (html lang) may change at any time
    this._langObserver?.disconnect();
    this._langObserver = new MutationObserver(() => this._langChanged());
    this._langObserver.observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
    this._langChanged(false);
    unpark(this);
    schedule(this);
  }

  disconnectedCallback() {
    this._langObserver?.disconnect();
    this._langObserver = null;
    clearTimeout(this._tipTimer);
    // Moved within the page (disconnected, then connected again at once): keep the game.
    // Removed: free the engine's memory now; connectedCallback rebuilds it.
    queueMicrotask(() => {
      if (!this.isConnected) this._chain = this._chain.then(() => { if (!this.isConnected) park(this); });
    });
  }

  attributeChangedCallback(name, oldValue, value) {
    if (oldValue === value) return;
    if (name === "lang") return this._langChanged();
    if (ARIA.includes(name)) return this._draw();
    schedule(this);
  }

  /** Redraw (the other modules call this after a change). */
  _draw() { draw(this); }

  _langChanged(rerender = true) {
    const lang = langOf(this);
    if (lang === this.state.lang && rerender) return;
    this.state.lang = lang;
    const ui = this._ui;
    ui.dismiss.setAttribute("aria-label", t(lang, "dismiss"));
    ui.dismiss.textContent = "×";
    ui.help.textContent = t(lang, "keyboardHelp");
    if (this.state.message?.code === "loading") showProblems(this);
    if (rerender) this._draw();
  }
}

Object.defineProperties(GoBoard.prototype, Object.getOwnPropertyDescriptors(api));

// Reflect the other attributes to properties (camelCase), read back in their parsed form.
for (const [attr, def] of Object.entries(ATTRIBUTES)) {
  if (attr === "lang" || Object.prototype.hasOwnProperty.call(GoBoard.prototype, def.prop)) continue;
  Object.defineProperty(GoBoard.prototype, def.prop, {
    configurable: true,
    enumerable: true,
    get() { return readProperty(attr, def.kind, this.getAttribute(attr)); },
    set(value) { setAttr(this, attr, value); },
  });
}

function readProperty(attr, kind, raw) {
  if (kind === "bool") return parseBool(raw);
  if (attr === "coordinates") return parseCoordinates(raw);
  if (attr === "interactive") { try { return parseInteractive(raw); } catch { return raw; } }
  if (raw === null) return null;
  if (kind === "number") return Number.isFinite(Number(raw)) ? Number(raw) : null;
  if (kind === "move") { try { return parseMove(raw); } catch { return null; } }
  if (attr === "size" && /^\s*\d+\s*$/.test(raw)) return Number(raw);
  return raw;
}

export { ConfigError, EngineError, GoBoardError, setEngineUrl, useEngine };

if (!customElements.get("go-board")) customElements.define("go-board", GoBoard);
export default GoBoard;
