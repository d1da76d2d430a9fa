// Types of `tengen/board`: the <go-board> custom element (www/board/go-board.js).
//
// Written by hand from www/board/README.md, which is the reference for what each attribute,
// method and event means; tests/types/board.ts checks them with `tsc --strict` in the package
// suite. Importing "tengen/board" registers the element (once) and adds it to
// HTMLElementTagNameMap, so document.querySelector("go-board") is a GoBoard.

/** A point: "D4" (letters without I, rows from the bottom), "dd" (SGF), or [x, y] from the top left. */
export type Vertex = string | readonly [number, number];
export type Color = "black" | "white";
/** Where an action came from. */
export type Source = "pointer" | "keyboard" | "api" | "estimate";
/** The engine's codes for a refused move. */
export type IllegalReason = "occupied" | "suicide" | "ko" | "superko" | "gameOver" | (string & {});

/** The `code` of every `go-error` and of every Error a method throws (README, "Error codes"). */
export type GoBoardErrorCode =
  | "badSize" | "badKomi" | "badHandicap" | "badMove" | "badInteractive" | "badPosition"
  | "badMarkup" | "badSgf" | "badSrc" | "badOptions" | "badView" | "badCountPoints"
  | "badEngine" | "engineLoad" | "engineLocked" | "badVertex" | "badDeadStones"
  | "badArgument" | "notReady";

/** The engine's verdict on a move. */
export type Verdict =
  | { legal: true; captures: [number, number][] }
  | { legal: false; reason: IllegalReason; message?: string; messageZh?: string; captures?: [number, number][] };

/** `preview()`: the verdict plus what the move would do. */
export type Preview = Verdict & { ataris: [number, number][]; liberties: number | null; selfAtari: boolean };

export interface Chain {
  color: Color;
  stones: string[];
  liberties: string[];
}

export interface GameResult {
  winner: Color | null;
  sgf: string;
  en: string;
  zh: string;
  reason?: string;
}

export type Markup =
  | { type: "triangle" | "square" | "circle" | "cross" | "selected" | "dimmed"; at: Vertex | Vertex[] }
  | { type: "label"; at: Vertex | Vertex[]; text: string }
  | { type: "line" | "arrow"; from: Vertex; to: Vertex };

export interface Ghost {
  at: Vertex;
  color: Color;
}

export interface SideCount {
  stones: number | null;
  area: number | null;
  /** the half points of the shared points */
  shared: number | null;
  total: number | null;
}

export interface GoMoveDetail {
  vertex: string;
  point: [number, number];
  color: Color;
  captures: string[];
  capturePoints: [number, number][];
  moveNumber: number;
  source: Source;
}

export interface GoIllegalDetail {
  vertex: string;
  point: [number, number];
  color: Color;
  reason: IllegalReason;
  /** in the board's language */
  message: string;
  messageEn: string;
  messageZh: string;
}

export interface GoPassDetail {
  color: Color;
  moveNumber: number;
  source: Source;
}

export interface GoGameOverDetail {
  result: GameResult | null;
  winner: Color | null;
  reason: string | null;
  message: string;
  text: string;
}

export interface GoScoreDetail {
  /** totals before komi */
  black: number | null;
  white: number | null;
  counts: { black: SideCount | null; white: SideCount | null };
  shared: string[];
  sharedPoints: number;
  komi: number | null;
  handicapCompensation: number;
  marginPoints: number | null;
  /** the margin in stones (子) */
  marginStones: number | null;
  winner: Color | null;
  result: GameResult | null;
  resultSgf: string;
  resultEn: string;
  resultZh: string;
  message: string;
  /** 1 Black, −1 White, 0 neither, row-major from the top left */
  ownership: Int8Array | null;
  dead: string[];
  /** the engine's own score object (docs/js-api.md) */
  score: unknown;
}

export interface GoPointDetail {
  vertex: string;
  point: [number, number];
  source: Source;
}

export interface GoDeadDetail {
  dead: string[];
  changed: string[];
  source: Source;
}

export interface GoErrorDetail {
  code: GoBoardErrorCode;
  message: string;
  attribute: string | null;
  value: string | null;
}

export interface GoPositionDetail {
  moveNumber: number;
  totalMoves: number;
  toMove: Color | null;
  isOver: boolean;
  captures: { black: number; white: number };
  comment: string | null;
}

export interface GoLoadDetail {
  width: number;
  height: number;
  moveNumber: number;
  totalMoves: number;
}

export interface GoUndoDetail {
  moveNumber: number;
  source?: Source;
}

export interface GoAnnounceDetail {
  text: string;
  lang: "zh" | "en";
}

/** "go-move" → "GoMove", "go-lesson-solved" → "GoLessonSolved": an event's name as frameworks
 * write its prop (React's `onGoMove`, what vue-tsc looks up for `@go-move`). */
export type EventPropName<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Capitalize<Head>}${EventPropName<Tail>}` : Capitalize<S>;

/** Every event <go-board> fires (CustomEvents that bubble and leave shadow roots). */
export interface GoBoardEventMap {
  "go-move": CustomEvent<GoMoveDetail>;
  "go-illegal": CustomEvent<GoIllegalDetail>;
  "go-pass": CustomEvent<GoPassDetail>;
  "go-gameover": CustomEvent<GoGameOverDetail>;
  "go-score": CustomEvent<GoScoreDetail>;
  "go-point": CustomEvent<GoPointDetail>;
  "go-dead": CustomEvent<GoDeadDetail>;
  "go-error": CustomEvent<GoErrorDetail>;
  "go-position": CustomEvent<GoPositionDetail>;
  "go-load": CustomEvent<GoLoadDetail>;
  "go-undo": CustomEvent<GoUndoDetail>;
  "go-redo": CustomEvent<GoUndoDetail>;
  "go-announce": CustomEvent<GoAnnounceDetail>;
}

/** The settings configure() takes: the attributes' properties (README, "Attributes and properties"). */
export interface GoBoardOptions {
  size?: number | string;
  width?: number;
  height?: number;
  rules?: string;
  komi?: number;
  handicap?: number;
  sgf?: string;
  src?: string;
  position?: string;
  toMoveSetup?: Color;
  move?: number | "last";
  interactive?: "both" | "black" | "white" | "none";
  coordinates?: boolean | "chinese" | "gtp" | "none";
  showLiberties?: boolean;
  showAtari?: boolean;
  showOwnership?: boolean;
  moveNumbers?: boolean | number;
  markup?: string | Markup[];
  ghosts?: Ghost[];
  theme?: string;
  proportions?: "square" | "real";
  confirm?: "auto" | "always" | "never";
  noUndo?: boolean;
  noLastMove?: boolean;
  view?: string;
  countPoints?: Color;
  manualCount?: boolean;
  engine?: string;
  lang?: "zh" | "en";
}

/** The engine module (`tengen`), as `GoBoard.useEngine` takes it. */
export type EngineModule = typeof import("../pkg/tengen.js");

export class GoBoard extends HTMLElement {
  /** The URL of tengen.js for boards without an `engine` attribute; setting it locks it for the page. */
  static engineUrl: string;
  /** Give every board an engine module the page has already imported (initialised or not); locks the engine. */
  static useEngine(module: EngineModule | Promise<EngineModule>): void;

  // attributes reflected as properties (read back in their parsed form)
  size: number | string | null;
  width: number | null;
  height: number | null;
  rules: string | null;
  komi: number | null;
  handicap: number | null;
  sgf: string | null;
  src: string | null;
  position: string | null;
  toMoveSetup: string | null;
  move: number | null;
  interactive: string;
  coordinates: "none" | "gtp" | "chinese";
  showLiberties: boolean;
  showAtari: boolean;
  showOwnership: boolean;
  moveNumbers: string | null;
  markup: string | null;
  theme: string | null;
  proportions: string | null;
  confirm: string | null;
  noUndo: boolean;
  noLastMove: boolean;
  view: string | null;
  countPoints: string | null;
  manualCount: boolean;
  engine: string | null;
  ghosts: Ghost[];

  // read-only state
  readonly ready: Promise<this>;
  readonly moveNumber: number;
  readonly totalMoves: number;
  readonly toMove: Color | null;
  readonly isOver: boolean;
  readonly result: GameResult | null;
  readonly captures: { black: number; white: number };
  /** row-major from the top left: 1 black, −1 white, 0 empty */
  readonly boardState: Int8Array | null;
  readonly comment: string | null;
  readonly scoreState: unknown;
  readonly counting: boolean;
  readonly dead: string[];
  /** the engine wrapper, for advanced use; call refresh() after changing it */
  readonly engineGame: unknown;

  /** Resolves when applied; rejects with an Error whose `code` is the go-error code. */
  configure(options: GoBoardOptions): Promise<unknown>;
  setup(options: GoBoardOptions): Promise<unknown>;
  play(vertex: Vertex): Verdict;
  pass(options?: { source?: string }): Verdict;
  resign(): Verdict;
  undo(options?: { source?: string }): boolean;
  redo(): boolean;
  goTo(moveNumber: number): number;
  check(vertex: Vertex): Verdict;
  preview(vertex: Vertex): Preview;
  chainAt(vertex: Vertex): Chain | null;
  score(dead?: Vertex[]): GoScoreDetail | null;
  setDead(dead: Vertex[]): GoScoreDetail | null;
  enterCounting(options?: { dead?: Vertex[]; estimate?: boolean }): GoScoreDetail | null;
  leaveCounting(): void;
  resume(): boolean;
  setMarkup(list: Markup[]): void;
  clearMarkup(): void;
  toSgf(): string;
  describe(vertex: Vertex): string;
  refresh(): void;

  addEventListener<K extends keyof GoBoardEventMap>(type: K, listener: (this: GoBoard, ev: GoBoardEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: GoBoard, ev: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof GoBoardEventMap>(type: K, listener: (this: GoBoard, ev: GoBoardEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: GoBoard, ev: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** An Error with the code of the problem (thrown by the methods). */
export class GoBoardError extends Error {
  code: GoBoardErrorCode;
}
export class EngineError extends Error {
  code: string;
  url?: string;
}
export class ConfigError extends Error {
  code: GoBoardErrorCode;
}
/** Same as setting GoBoard.engineUrl. */
export function setEngineUrl(url: string | null): void;
/** Same as GoBoard.useEngine. */
export function useEngine(module: EngineModule | Promise<EngineModule> | null): void;
export default GoBoard;

declare global {
  interface HTMLElementTagNameMap {
    "go-board": GoBoard;
  }
  interface HTMLElementEventMap extends GoBoardEventMap {}
}
