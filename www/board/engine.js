// engine.js: the only module that talks to the tengen wasm API (docs/js-api.md).
//
// The wasm module is imported and initialised once per page and per URL, and shared by every
// board on the page. Its URL comes from one place, in this order:
//   1. engineModule given to useEngine(module) (an already imported and initialised package);
//   2. the board's `engine` attribute;
//   3. setEngineUrl(url) / GoBoard.engineUrl = url;
//   4. globalThis.TENGEN_ENGINE_URL;
//   5. the default. In the npm package, its entry modules (entry/board.js, entry/lesson.js)
//      name the build inside the package with preferPackagedEngine() before any board loads,
//      so an installed package asks for nothing that is not there; the lesson build wins over
//      the engine build (it is a superset: one wasm for every board and lesson of the page).
//      Without an entry: ../pkg/tengen.js next to this folder (the repository's www/pkg/,
//      which the dev server serves as /pkg/tengen.js), then ../../pkg/tengen.js (the npm
//      package's layout, www/board/ and pkg/ side by side, for a page that loads
//      www/board/go-board.js itself).
//
// Every rule decision (legality, captures, liberties, score) comes from the engine; this
// module only converts its values to what the widget draws.

// Paths in variables, not literals: a bundler (Vite) would otherwise copy tengen.js as a raw
// asset. The package's entry modules import the engine with a literal import(), which bundlers
// follow and bundle properly.
const REPOSITORY_LAYOUT = "../pkg/tengen.js";
const PACKAGE_LAYOUT = "../../pkg/tengen.js";
export const DEFAULT_ENGINE_URL = new URL(REPOSITORY_LAYOUT, import.meta.url).href;
const PACKAGE_LAYOUT_URL = new URL(PACKAGE_LAYOUT, import.meta.url).href;

/** What the package's entry modules named: {importer, lessons, label} (preferPackagedEngine). */
let packaged = null;
let packagedLessons = null; // the lesson build's importer, if an entry named one

/**
 * For the npm package's entry modules: the default engine is `importer()` (a function doing a
 * literal `import("../pkg/tengen.js")`, so that bundlers include it), tried first and alone:
 * no request for the repository's layout. `lessons: true` marks the lesson build, which
 * replaces the engine build as the default (it has everything the boards need). Locks
 * nothing: useEngine, the `engine` attribute, engineUrl and TENGEN_ENGINE_URL still come first.
 */
export function preferPackagedEngine(importer, { lessons = false, label = "tengen" } = {}) {
  if (typeof importer !== "function") {
    throw new EngineError("badEngine", "preferPackagedEngine(importer) takes a function that imports the engine module");
  }
  if (lessons) packagedLessons = { importer, lessons, label };
  if (!packaged || (lessons && !packaged.lessons)) packaged = { importer, lessons, label };
}

let overrideUrl = null;
let locked = false;
let injected = null;
const loads = new Map(); // absolute URL → Promise<module>

/**
 * Use this URL for every board on the page. Setting it locks it: from then on the `engine`
 * attribute is ignored (an HTML sanitizer that lets <go-board> attributes through cannot make
 * the page import another script), and setting another URL throws `engineLocked`.
 */
export function setEngineUrl(url) {
  const next = url ? String(url) : null;
  if (locked && next !== overrideUrl) {
    throw new EngineError("engineLocked", `the engine's URL is fixed for this page (${overrideUrl}); it cannot be changed to ${next}`);
  }
  overrideUrl = next;
  locked = next !== null;
}

export const engineLocked = () => locked || !!injected;

/** The page's own origin (where an `engine` attribute may point). */
const pageOrigin = () => new URL(globalThis.document?.baseURI ?? import.meta.url).origin;

/**
 * Whether the board's `engine` attribute may be used: not once the page fixed the engine
 * (setEngineUrl / useEngine), and only for a URL of the page's own origin (where the page's
 * script-src 'self' would allow it anyway). Returns null, or the reason it is ignored.
 */
export function engineAttributeRefused(attr) {
  if (!attr) return null;
  if (engineLocked()) return "locked";
  try {
    if (new URL(attr, globalThis.document?.baseURI ?? import.meta.url).origin !== pageOrigin()) return "origin";
  } catch {
    return "origin";
  }
  return null;
}

export function getEngineUrl(attr) {
  const fromAttr = attr && !engineAttributeRefused(attr) ? attr : null;
  // a string only: an element with id="TENGEN_ENGINE_URL" (DOM clobbering) is not a URL
  const fromGlobal = typeof globalThis.TENGEN_ENGINE_URL === "string" ? globalThis.TENGEN_ENGINE_URL : null;
  const chosen = fromAttr || overrideUrl || fromGlobal || DEFAULT_ENGINE_URL;
  try {
    return new URL(chosen, globalThis.document?.baseURI ?? import.meta.url).href;
  } catch {
    return String(chosen);
  }
}

/** Hand the widget an engine module the page already imported (and initialised, or not). */
export function useEngine(module) {
  injected = module ? Promise.resolve(module).then(initModule) : null;
}

async function initModule(mod) {
  if (!mod || typeof mod.Game !== "function") {
    throw new EngineError("engineLoad", "the module has no Game class");
  }
  // wasm-pack --target web: the default export initialises the module once (later calls return
  // the same instance, so a page that initialised it already shares it with the boards).
  if (typeof mod.default === "function") await mod.default();
  return mod;
}

/** The engine module for a board (shared, loaded once per URL). Rejects with an EngineError. */
export function loadEngine(attrUrl) {
  if (injected) return injected;
  const url = getEngineUrl(attrUrl);
  return url === DEFAULT_ENGINE_URL ? loadDefault() : loadUrl(url);
}

/** The module at `url`, shared; a failed load is forgotten so that a later board may retry. */
function loadUrl(url, load = () => importEngine(url)) {
  if (!loads.has(url)) {
    const p = load().catch((e) => {
      loads.delete(url);
      throw e instanceof EngineError ? Object.assign(e, { url: e.url ?? url }) : new EngineError("engineLoad", e?.message || String(e), url);
    });
    loads.set(url, p);
  }
  return loads.get(url);
}

/**
 * The default engine. Decided a microtask after the first board asks, so that every entry
 * module evaluated with the page's scripts has named its build by then.
 */
function loadDefault() {
  return loadUrl(DEFAULT_ENGINE_URL, () => Promise.resolve().then(() => {
    if (packaged) {
      const chosen = packaged;
      return chosen.importer().then(initModule).catch((e) => {
        throw new EngineError("engineLoad", e?.message || String(e), chosen.label);
      });
    }
    return importEngine(DEFAULT_ENGINE_URL).catch((e) => importEngine(PACKAGE_LAYOUT_URL).catch(() => Promise.reject(e)));
  }));
}

const hasLessons = (mod) => typeof mod?.Lesson === "function" && typeof mod?.LessonRun === "function";

/**
 * An engine module with the lesson bindings (`Lesson`, `LessonRun`), for <go-lesson>: the
 * boards' module when it has them (one wasm for the page: useEngine's module, the page's
 * engineUrl, or the default, which is the lesson build once entry/lesson.js named it), else
 * the package's lesson build beside it (when the boards had loaded the engine build before the
 * lesson entry was imported). Rejects with an EngineError `engineLoad` naming what is missing.
 */
export async function loadLessonEngine() {
  const mod = await loadEngine();
  if (hasLessons(mod)) return mod;
  if (packagedLessons) {
    const lessonBuild = await loadUrl(`packaged:${packagedLessons.label}`, () => packagedLessons.importer().then(initModule));
    if (hasLessons(lessonBuild)) return lessonBuild;
  }
  throw new EngineError(
    "engineLoad",
    "this engine build has no Lesson: <go-lesson> needs the lesson build (import \"tengen/lesson\", or give GoBoard.useEngine the lesson build)",
    injected ? "useEngine" : getEngineUrl(),
  );
}

const importEngine = (url) => import(url).then(initModule);

export class EngineError extends Error {
  constructor(code, message, url) {
    super(message);
    this.name = "EngineError";
    this.code = code || "internal";
    if (url) this.url = url;
  }
}

/** Turn whatever the engine threw into an EngineError with a code. */
function wrap(e, fallback = "internal") {
  if (e instanceof EngineError) return e;
  const code = (e && typeof e === "object" && e.code) || fallback;
  const message = (e && e.message) || String(e);
  return new EngineError(code, message);
}

const pt = (p) => (Array.isArray(p) ? [p[0], p[1]] : p && typeof p === "object" && "x" in p ? [p.x, p.y] : null);
const pts = (list) => (list ? Array.from(list, pt).filter(Boolean) : []);

function sgfLetter(n) {
  return "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"[n];
}

/** An SGF record for a setup position (the engine reads it; the widget places nothing). */
export function positionToSgf(position, options = {}) {
  const { width, height, black, white, toMove } = position;
  const p = ([x, y]) => `[${sgfLetter(x)}${sgfLetter(y)}]`;
  let s = `(;GM[1]FF[4]SZ[${width === height ? width : `${width}:${height}`}]`;
  if (options.komi !== undefined) s += `KM[${options.komi}]`;
  if (black.length) s += "AB" + black.map(p).join("");
  if (white.length) s += "AW" + white.map(p).join("");
  if (toMove) s += `PL[${toMove === "white" ? "W" : "B"}]`;
  return s + ")";
}

/**
 * One game in the engine, as the widget sees it. All methods keep the engine's state unchanged
 * when they throw (the engine guarantees that for misuse).
 */
export class EngineGame {
  /** Build a game: source = {kind: "new"|"sgf"|"position", options, text, position}. */
  static create(mod, source) {
    const { Game } = mod;
    let game;
    try {
      if (source.kind === "sgf") {
        const opts = {};
        if (source.options.rules !== undefined) opts.rules = source.options.rules;
        if (source.options.komi !== undefined) opts.komi = source.options.komi;
        game = Game.fromSgf(source.text, opts);
      }
      else if (source.kind === "position") {
        const opts = { ...source.options };
        delete opts.width; delete opts.height; delete opts.size; delete opts.handicap;
        game = Game.fromSgf(positionToSgf(source.position, source.options), opts);
      } else game = new Game({ ...source.options });
    } catch (e) {
      throw wrap(e, source.kind === "new" ? "badOptions" : source.kind === "position" ? "badPosition" : "badSgf");
    }
    return new EngineGame(game);
  }

  constructor(game) {
    this.game = game;
    this._chains = null; // per-position cache of chainAt results
    this._chainsKey = -1;
  }

  free() {
    try { this.game.free(); } catch { /* already freed */ }
    this.game = null;
  }

  /** Everything the view needs about the current position. */
  snapshot() {
    const g = this.game;
    const board = Int8Array.from(g.board());
    const lastMove = g.lastMove && g.lastMove.vertex !== undefined ? { color: g.lastMove.color, point: pt(g.lastMove.vertex) } : null;
    const caps = g.captures || { black: 0, white: 0 };
    return {
      width: g.width,
      height: g.height,
      board,
      toMove: g.toMove,
      moveNumber: g.moveNumber,
      captures: { black: caps.black | 0, white: caps.white | 0 },
      lastMove,
      isOver: !!g.isOver,
      result: g.result || null,
    };
  }

  /** A verdict for playing at p ([x, y]): {legal, reason?, message?, messageZh?, captures}. */
  play(p) {
    let v;
    try { v = this.game.play(p); } catch (e) { throw wrap(e, "badVertex"); }
    return normalizeVerdict(v);
  }

  check(p) {
    this._need("check");
    try { return normalizeVerdict(this.game.check(p)); } catch (e) { throw wrap(e, "badVertex"); }
  }

  /** Does this build of the engine have a method? (The facade grows method by method.) */
  has(name) {
    return typeof this.game[name] === "function";
  }

  _need(name) {
    if (!this.has(name)) throw new EngineError("unsupported", `this build of the engine has no ${name}()`);
  }

  /** What a move would do: {legal, reason?, captures, ataris, liberties}. */
  preview(p) {
    let v;
    try {
      const g = this.game;
      v = typeof g.preview === "function" ? g.preview(p) : typeof g.check === "function" ? g.check(p) : { legal: true, unknown: true };
    } catch (e) { throw wrap(e, "badVertex"); }
    const out = normalizeVerdict(v);
    out.ataris = pts(v && v.ataris);
    out.liberties = v && typeof v.liberties === "number" ? v.liberties : null;
    out.selfAtari = !!(v && v.selfAtari);
    return out;
  }

  pass() { this._need("pass"); try { return normalizeVerdict(this.game.pass()); } catch (e) { throw wrap(e); } }
  resign() { this._need("resign"); try { return normalizeVerdict(this.game.resign()); } catch (e) { throw wrap(e); } }
  undo() { if (!this.has("undo")) return false; try { return !!this.game.undo(); } catch (e) { throw wrap(e); } }
  redo() { if (!this.has("redo")) return false; try { return !!this.game.redo(); } catch (e) { throw wrap(e); } }
  resume() { this._need("resume"); try { return !!this.game.resume(); } catch (e) { throw wrap(e); } }
  toSgf() { this._need("toSgf"); try { return this.game.toSgf(); } catch (e) { throw wrap(e); } }

  /** {color, stones: [[x,y]...], liberties: [[x,y]...]} or null for an empty point. */
  chainAt(p) {
    if (!this.has("chainAt")) return null;
    let c;
    try { c = this.game.chainAt(p); } catch (e) { throw wrap(e, "badVertex"); }
    if (!c) return null;
    return { color: c.color, stones: pts(c.stones), liberties: pts(c.liberties) };
  }

  /**
   * Every chain of the position, from the engine's chainAt, as an array indexed by point
   * (y * width + x) → chain object (shared by the chain's stones). Cached per position.
   */
  chains(snapshot) {
    const key = snapshot.board.join(",") + "|" + snapshot.moveNumber;
    if (this._chains && this._chainsKey === key) return this._chains;
    const { width, board } = snapshot;
    const out = new Array(board.length).fill(null);
    if (!this.has("chainAt")) return out;
    for (let i = 0; i < board.length; i++) {
      if (board[i] === 0 || out[i]) continue;
      const chain = this.chainAt([i % width, Math.floor(i / width)]);
      if (!chain) continue;
      for (const [x, y] of chain.stones) out[y * width + x] = chain;
      if (!out[i]) out[i] = chain;
    }
    this._chains = out;
    this._chainsKey = key;
    return out;
  }

  /**
   * The moves of the game as the engine replays them: [{color, point|null}] for move numbers
   * 1..total, with the current move number. Walks undo/redo and comes back where it was.
   */
  history() {
    const g = this.game;
    const here = g.moveNumber;
    const moves = [];
    if (this.has("moves")) {
      let list;
      try { list = g.moves(); } catch (e) { throw wrap(e); }
      for (const m of list) moves.push({ color: m.color, point: pt(m.vertex) });
      // the moves after this one that redo would replay (a record shown at an earlier move)
      let ahead = 0;
      while (this.has("redo") && g.redo()) {
        ahead++;
        const m = g.lastMove;
        moves.push(m ? { color: m.color, point: pt(m.vertex) } : null);
      }
      for (let i = 0; i < ahead; i++) g.undo();
      if (g.moveNumber !== here) throw new EngineError("internal", "history walk did not return");
      return { moves, total: here + ahead };
    }
    if (!this.has("undo") || !this.has("redo")) return { moves, total: here };
    const record = () => {
      const m = g.lastMove;
      moves[g.moveNumber - 1] = m ? { color: m.color, point: pt(m.vertex) } : null;
    };
    let back = 0;
    while (g.moveNumber > 0) {
      record();
      if (!g.undo()) break;
      back++;
    }
    for (let i = 0; i < back; i++) g.redo();
    let ahead = 0;
    while (g.redo()) {
      ahead++;
      record();
    }
    for (let i = 0; i < ahead; i++) g.undo();
    if (g.moveNumber !== here) throw new EngineError("internal", "history walk did not return");
    return { moves, total: here + ahead };
  }

  /** Go to move number n (0 = the start), by undo/redo. Returns the move number reached. */
  goTo(n) {
    const g = this.game;
    while (g.moveNumber > n && g.undo()) { /* back */ }
    while (g.moveNumber < n && g.redo()) { /* forward */ }
    return g.moveNumber;
  }

  /**
   * The count with the given dead stones ([[x,y]...]): {black, white, result, ownership:
   * Int8Array (1 black, -1 white, 0 neither) | null, dead: [[x,y]...]}. Field names are read
   * leniently, since the scoring API (issue 4) gives them.
   */
  score(dead) {
    this._need("score");
    let s;
    try { s = this.game.score(dead && dead.length ? dead : []); } catch (e) { throw wrap(e); }
    return normalizeScore(s, this.game.width * this.game.height);
  }

  /**
   * Mark or unmark the stones at p as dead, given the dead stones so far ([[x,y]...]): the
   * engine's toggleDead (which takes related chains of a region together) where it has one,
   * else the chain through p. Returns the new list.
   */
  toggleDead(dead, p) {
    if (this.has("toggleDead")) {
      try { return pts(this.game.toggleDead(dead, p)); } catch (e) { throw wrap(e); }
    }
    const chain = this.chainAt(p);
    if (!chain) return dead;
    const key = ([x, y]) => `${x},${y}`;
    const set = new Set(dead.map(key));
    const isDead = set.has(key(chain.stones[0]));
    for (const q of chain.stones) isDead ? set.delete(key(q)) : set.add(key(q));
    return [...set].map((k) => k.split(",").map(Number));
  }

  /** The engine's estimate of the dead stones ([[x,y]...]), if it offers one. */
  estimateDead() {
    const g = this.game;
    for (const name of ["estimateDead", "deadStones", "guessDead", "estimate"]) {
      if (typeof g[name] === "function") {
        let out;
        try { out = g[name](); } catch (e) { throw wrap(e); }
        return pts(Array.isArray(out) ? out : out && (out.dead || out.deadStones));
      }
    }
    return [];
  }
}

function normalizeVerdict(v) {
  if (v === undefined || v === null || v === true) return { legal: true, captures: [] };
  const out = {
    legal: !!v.legal,
    captures: pts(v.captures),
  };
  if (!out.legal) {
    out.reason = v.reason || "illegal";
    out.message = v.message || v.reason || "illegal move";
    out.messageZh = v.messageZh || v.message_zh || "";
  }
  return out;
}

/** 1 black, -1 white, 0 neither, from the many ways an owner can be written. */
function ownerSign(o) {
  const v = o && typeof o === "object" ? o.owner ?? o.color ?? o.value : o;
  if (v === "black" || v === "Black" || v === "b" || v === "B") return 1;
  if (v === "white" || v === "White" || v === "w" || v === "W") return -1;
  if (typeof v === "number") return v > 0 ? 1 : v < 0 ? -1 : 0;
  return 0;
}

const total = (side) => (side && typeof side === "object" ? side.total ?? side.score ?? null : side ?? null);

/** One side's count as the engine gives it: {stones, area, shared (half-points), total}. */
function sideCount(side) {
  if (!side || typeof side !== "object") return null;
  return { stones: side.stones ?? null, area: side.area ?? null, shared: side.dameShare ?? null, total: side.total ?? null };
}

function normalizeScore(s, n) {
  if (!s) return null;
  let ownership = s.ownership || s.owners || s.area || null;
  let shared = null;
  if (ownership) {
    const list = Array.from(ownership);
    ownership = list.map(ownerSign);
    // points between both sides (dame, seki): the engine's "shared" owner
    shared = list.map((o) => (o && typeof o === "object" && o.owner === "shared" ? 1 : 0));
    if (ownership.length !== n) ownership = shared = null;
  }
  let result = s.result && typeof s.result === "object" && (s.result.en || s.result.sgf) ? s.result : null;
  if (!result && (s.resultEn || s.resultSgf)) {
    result = { winner: s.winner ?? null, sgf: s.resultSgf || "", en: s.resultEn || s.resultSgf || "", zh: s.resultZh || s.resultSgf || "" };
  }
  if (!result && typeof s.result === "string") result = { sgf: s.result, en: s.result, zh: s.result, winner: s.winner ?? null };
  return {
    black: total(s.black) ?? s.blackPoints ?? s.blackScore ?? null,
    white: total(s.white) ?? s.whitePoints ?? s.whiteScore ?? null,
    counts: { black: sideCount(s.black), white: sideCount(s.white) },
    komi: s.komi ?? null,
    handicapCompensation: s.handicapCompensation ?? 0,
    marginPoints: s.marginPoints ?? null,
    marginStones: s.marginStones ?? null,
    winner: s.winner ?? result?.winner ?? null,
    result,
    ownership,
    shared,
    dead: pts(s.dead || s.deadStones),
    raw: s,
  };
}
