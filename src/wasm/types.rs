//! The TypeScript types of the values the facade takes and returns. wasm-bindgen writes them
//! into `pkg/tengen.d.ts` next to the classes; the methods name them through
//! `unchecked_param_type` / `unchecked_return_type`. `tests/types/` type-checks an example
//! against the built package with `tsc --strict`.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** A player's colour. */
export type Color = "black" | "white";
/** A point of the board as tengen returns it: 0-based column and row, row 0 at the top. */
export type Vertex = [x: number, y: number];
/** A point as tengen accepts it: `[x, y]`, `{ x, y }`, GTP `"D4"`, SGF `"dd"` or `"x,y"`. */
export type VertexInput = Vertex | readonly [number, number] | { x: number; y: number } | string;

/** The rule presets (aliases such as `"AGA"`, `"nz"`, `"new_zealand"` are accepted too). */
export type RuleSetName =
  | "chinese" | "chinese-simple-ko" | "japanese" | "korean" | "aga" | "new-zealand" | "tromp-taylor" | "ing";

/** Options of `new Game(options)`. Every field is optional: 19×19, Chinese rules, komi 7.5. */
export interface GameOptions {
  /** A square board, 2 to 25. */
  size?: number;
  width?: number;
  height?: number;
  rules?: RuleSetName;
  /** Komi in points (7.5 is 3¾ stones under the Chinese rules). */
  komi?: number;
  /** Stones on the traditional points (2 to 9), or the points of a free placement. */
  handicap?: number | VertexInput[];
}

/** Options of `Game.fromSgf(text, options)`. */
export interface SgfOptions {
  /** Replay under this preset instead of the record's `RU`. */
  rules?: RuleSetName;
  /** Komi instead of the record's `KM`. */
  komi?: number;
  /** Read exactly FF[4] (default: lenient, repairing common damage). */
  strict?: boolean;
}

/** Options of `Game.fromDiagram(diagram, options)`. */
export interface DiagramOptions {
  toMove?: Color;
  rules?: RuleSetName;
  komi?: number;
}

/** Options of `game.estimate(options)`. */
export interface EstimateOptions {
  /** Random playouts (default 200, up to as many again while some chain is still close to even; 0 for Benson's unconditional life alone; at most 100000). */
  playouts?: number;
  /** A 32-bit seed: the same seed gives the same answer. */
  seed?: number;
}

/** Why a move is illegal. */
export type IllegalReason = "occupied" | "offBoard" | "suicide" | "ko" | "superko" | "gameOver" | "notYourTurn";

/** A legal move: the opponent stones it captures. */
export interface LegalVerdict {
  legal: true;
  captures: Vertex[];
}
/** A move the rules forbid, explained in English and Chinese. Nothing was changed. */
export interface IllegalVerdict {
  legal: false;
  reason: IllegalReason;
  message: string;
  messageZh: string;
}
/** The rules' verdict on a move (`play`, `check`, `pass`, `resign`). */
export type MoveVerdict = LegalVerdict | IllegalVerdict;

/** What a legal move would do. */
export interface LegalPreview {
  legal: true;
  /** Opponent stones it would capture. */
  captures: Vertex[];
  /** Opponent stones it would leave in atari (one liberty). */
  ataris: Vertex[];
  /** Liberties of the mover's chain after the move. */
  liberties: number;
  /** The mover's chain would have a single liberty. */
  selfAtari: boolean;
}
export type MovePreview = LegalPreview | IllegalVerdict;

/** A move of the game's history; `vertex` is `null` for a pass. */
export interface MoveRecord {
  color: Color;
  vertex: Vertex | null;
  captures: Vertex[];
}

/** Stones captured by each colour. */
export interface Captures {
  black: number;
  white: number;
}

export interface Chain {
  color: Color;
  stones: Vertex[];
  liberties: Vertex[];
}

export interface Eye {
  color: Color;
  kind: "real" | "false";
}

/** How a game ended. */
export type GameEnd =
  | { kind: "twoPasses" }
  | { kind: "noResult" }
  | { kind: "resignation" | "timeout" | "forfeit"; winner: Color };

/** A result decided by the way the game ended (a counted result comes from `score()`). */
export interface GameResultView {
  winner: Color | null;
  reason: "resignation" | "time" | "forfeit" | "void" | "counted" | "win" | "draw" | "unknown";
  /** SGF `RE`: `"B+R"`, `"W+T"`, `"Void"`. */
  sgf: string;
  en: string;
  zh: string;
}

export type KoRule = "simple" | "positional-superko" | "situational-superko";
export type ScoringMethod = "area" | "territory";

export interface RulesView {
  /** The preset these rules are (komi aside), or `null`. */
  name: RuleSetName | null;
  ko: KoRule;
  suicideAllowed: boolean;
  scoring: ScoringMethod;
  handicapCompensation: "none" | "per-stone" | "per-stone-less-one";
  komi: number;
  deadStoneRemoval: boolean;
}

/** One side's count. */
export interface SideCount {
  /** Live stones on the board. */
  stones: number;
  /** Empty points (and points of removed dead stones) this side alone surrounds. */
  area: number;
  /** Half of each shared point (area counting). */
  dameShare: number;
  /** Territory counting: surrounded points that count. */
  territory: number;
  /** Stones captured during the game. */
  captures: number;
  /** The opponent's dead stones removed at the end. */
  deadRemoved: number;
  /** The count under the scoring method, before komi. */
  total: number;
}

export type Owner = "black" | "white" | "shared" | "nobody";
export type PointReason = "blackStone" | "whiteStone" | "blackArea" | "whiteArea" | "dame" | "deadBlack" | "deadWhite";

/** One point of a count's ownership map. */
export interface PointInfo {
  vertex: Vertex;
  owner: Owner;
  reason: PointReason;
  /** Part of a seki. */
  seki: boolean;
}

export interface Unsettled {
  kind: "dame" | "openBorder" | "needsConnection" | "noOwner";
  points: Vertex[];
}

/** A result as the core models it. */
export type GameResult =
  | { kind: "counted"; winner: Color; points: number; scoring: ScoringMethod }
  | { kind: "win" | "resignation" | "time" | "forfeit"; winner: Color }
  | { kind: "draw" | "void" | "unknown" };

/** A counted position (`game.score(dead)`). */
export interface Score {
  scoring: ScoringMethod;
  width: number;
  height: number;
  /** Points on the board. */
  points: number;
  /** Half the points (归本数): 180.5 on 19×19. */
  base: number;
  komi: number;
  handicap: number;
  /** Points White receives for the handicap under the rules. */
  handicapCompensation: number;
  black: SideCount;
  white: SideCount;
  /** Black's total minus White's, komi and compensation included: positive when Black wins. */
  marginPoints: number;
  /** The margin in stones (子): half the points. */
  marginStones: number;
  winner: Color | null;
  result: GameResult;
  /** `"B+1.5"`, `"W+0.5"`, `"0"`. */
  resultSgf: string;
  /** 黑胜¾子. */
  resultZh: string;
  /** "Black wins by 1.5 points (¾ stone)". */
  resultEn: string;
  /** Nothing is left to settle (no open dame, gaps or connections). */
  settled: boolean;
  /** One entry per point, row by row from the top left. */
  ownership: PointInfo[];
  /** The dead stones removed, row by row. */
  dead: Vertex[];
  /** Shared liberties of chains in seki. */
  seki: Vertex[];
  unsettled: Unsettled[];
}

/** The estimator's suggestion (`game.estimate()`). */
export interface Estimate {
  /** Stones suggested dead (whole chains). */
  dead: Vertex[];
  /** Expected owner of each point, row by row: from 1 (Black) to -1 (White). */
  ownership: number[];
  /** Stones Benson's algorithm proves alive. */
  unconditionallyAlive: Vertex[];
  playouts: number;
}

/** Codes of the errors tengen throws (an illegal move is a verdict, never an error). */
export type ErrorCode =
  | "badOptions" | "badVertex" | "badColor" | "badSgf" | "badPosition" | "badDeadStones"
  | "badLesson" | "unknownExercise" | "badAttempt" | "badClock" | "badArgument" | "internal";

/** An `Error` thrown by tengen for misuse; the game is unchanged. */
export interface TengenError extends Error {
  code: ErrorCode;
  /** `badSgf`: 1-based line and column, 0 when unknown. */
  line?: number;
  column?: number;
  /** `badSgf` for an illegal move in the record: its number. */
  moveNumber?: number;
  /** `badSgf`: the illegal move's reason; `badDeadStones`: `offBoard`, `emptyPoint`. */
  reason?: string;
  messageZh?: string;
  /** `badLesson`: every problem found, with the field at fault. */
  errors?: { path: string; message: string }[];
}

/** Time controls for `new Clock(control)`; times in milliseconds. */
export type TimeControl =
  | { kind: "unlimited" }
  | { kind: "absolute"; mainMs: number }
  | { kind: "byoyomi"; mainMs: number; periods: number; periodMs: number }
  | { kind: "canadian"; mainMs: number; stones: number; periodMs: number; carryOver?: boolean }
  | { kind: "fischer"; mainMs: number; incrementMs: number };

/** One player's time. */
export interface PlayerTime {
  mainMs: number;
  /** Byo-yomi periods left, or Canadian stones still to play in this period. */
  periods: number;
  /** Time left in the current overtime period. */
  periodMs: number;
  inOvertime: boolean;
  flagged: boolean;
}

/** Something the referee says aloud, with its text in both languages. */
export type Callout = (
  | { kind: "seconds"; seconds: number }
  | { kind: "count"; n: number }
  | { kind: "periodUsed"; seconds: number }
  | { kind: "periodsLeft"; periods: number; periodSeconds: number }
  | { kind: "timeUp" }
) & { en: string; zh: string };
"#;

// The school's types (lessons and exercises): only in the build with `--features lessons`,
// so each package's `.d.ts` declares exactly what it exports.
#[cfg(feature = "lessons")]
#[wasm_bindgen(typescript_custom_section)]
const LESSON_TYPES: &'static str = r#"
/** A text in both languages of the school. */
export interface Text {
  en: string;
  zh: string;
}

/** A mark on the board (`at` is `[x, y]`). */
export interface Mark {
  type: "triangle" | "square" | "circle" | "cross" | "label" | "selected" | "dimmed";
  at: Vertex;
  text?: string;
}

export interface Frame {
  width: number;
  height: number;
  /** The stones as a diagram: rows from the top, `X` black, `O` white, `.` empty. */
  position: string;
  toMove: Color;
  /** The position with its history as SGF, for `<go-board sgf>`. */
  sgf: string;
  lastMove: Vertex | null;
  marks: Mark[];
  caption: Text;
  dead: Vertex[];
  /** 1 Black, -1 White, 0 neither, per point, when the frame shows a count. */
  ownership?: number[];
  /** The values the engine computed for the caption. */
  values: Record<string, Text>;
}

export interface Figure {
  id: string;
  frames: Frame[];
}

export type ExerciseKind = "play" | "clickAll" | "count" | "choose";

export interface ExerciseView {
  id: string;
  kind: ExerciseKind;
  prompt: Text;
  width: number;
  height: number;
  position: string;
  sgf: string;
  toMove: Color;
  /** The colour the learner plays. */
  learner: Color;
  stages: { prompt?: Text }[];
  options: { value: string; label: Text }[];
  marks: Mark[];
  hintCount: number;
}

export type LessonBlockView = { text: Text } | { figure: Figure };

/** Everything a page shows of a lesson. */
export interface LessonView {
  id: string;
  unit: number;
  title: Text;
  summary: Text;
  intro: LessonBlockView[];
  exercises: ExerciseView[];
}

/** A lesson file (`lessons/*.json`; the format is documented in `lessons/README.md`). */
export interface LessonFile {
  format: number;
  id: string;
  unit: number;
  title: Text;
  summary: Text;
  intro?: ({ text: Text } | { figure: Record<string, unknown> })[];
  exercises?: Record<string, unknown>[];
}

/** What the learner did in an exercise. */
export type Attempt =
  | "pass"
  | { pass: true }
  | { play: VertexInput }
  | { points: VertexInput[] }
  | { answer: string | number };

/** The engine's judgement of an attempt. */
export interface LessonVerdict {
  /** False for a move the rules forbid (`reason` says which rule). */
  legal: boolean;
  /** The attempt achieved the goal of the current stage. */
  correct: boolean;
  /** The whole exercise is done. */
  solved: boolean;
  /** The stage reached after this attempt. */
  stage: number;
  reason?: IllegalReason;
  /** Why the attempt is right or wrong, from the engine. */
  explanation: Text;
  /** The opponent's reply the engine played after a correct move. */
  reply?: Vertex;
  replyPass: boolean;
  /** An opponent move the explanation talks about (shown, not played). */
  refutation?: Vertex;
  marks: Mark[];
  /** clickAll: points of the set not clicked. */
  missing: number;
  /** clickAll: points clicked that are not in the set. */
  wrong: Vertex[];
}

export interface Hint {
  text: Text;
  points: Vertex[];
  /** This hint is the answer itself. */
  isAnswer: boolean;
}
"#;
