// A TypeScript program using tengen as a package user would. tests/package/ installs the packed
// package into a temporary project and type-checks this file with `tsc --strict --noEmit`: it
// must compile, and every `@ts-expect-error` line must really be an error (so the main types —
// vertex, colour, verdict, score, options — are precise, not `any`). This is the npm engine
// package, without the school's `Lesson`/`LessonRun` (built with `--features lessons`, whose
// types tests/types/lessons.ts checks against pkg-school/).

import init, {
  Game,
  Clock,
  version,
  type Color,
  type Vertex,
  type VertexInput,
  type MoveVerdict,
  type MovePreview,
  type Score,
  type GameOptions,
  type Estimate,
  type IllegalReason,
  type TengenError,
} from "tengen";

export async function main(): Promise<string> {
  await init();
  const v: string = version();

  const options: GameOptions = { size: 9, rules: "chinese", komi: 7.5, handicap: 0 };
  using game = new Game(options);
  const other = new Game({ width: 13, height: 9, handicap: ["D4", [9, 2]] });
  other.free();

  const toMove: Color = game.toMove;
  const points: VertexInput[] = ["D4", "dd", [3, 3], { x: 3, y: 3 }];
  const verdict: MoveVerdict = game.play(points[0]);
  if (verdict.legal) {
    const captured: Vertex[] = verdict.captures;
    const [x, y] = captured[0] ?? [0, 0];
    void (x + y);
  } else {
    const why: IllegalReason = verdict.reason;
    const zh: string = verdict.messageZh;
    void [why, zh];
  }
  const preview: MovePreview = game.preview("E5");
  if (preview.legal) {
    const n: number = preview.liberties + preview.ataris.length;
    void n;
  }
  game.pass();
  game.pass();
  const score: Score = game.score([]);
  const winner: Color | null = score.winner;
  const total: number = score.black.total - score.white.total;
  const owner: "black" | "white" | "shared" | "nobody" = score.ownership[0].owner;
  const estimate: Estimate = game.estimate({ playouts: 10, seed: 1 });
  const board: Int8Array = game.board();
  const sgf: string = game.toSgf();
  const last = game.lastMove;
  const lastVertex: Vertex | null = last ? last.vertex : null;
  const again = Game.fromSgf(sgf, { komi: 6.5 });
  again.free();

  try {
    game.play("Z99");
  } catch (e) {
    const err = e as TengenError;
    const code: "badVertex" | string = err.code;
    void code;
  }

  const clock = new Clock({ kind: "byoyomi", mainMs: 60_000, periods: 5, periodMs: 30_000 });
  clock.start("black", 0);
  const left: number = clock.timeLeft("black", 1_000).mainMs;

  // @ts-expect-error: a vertex is not a number
  game.play(42);
  // @ts-expect-error: no such colour
  const red: Color = "red";
  // @ts-expect-error: a reason is a string code, not a number
  const bad: number = (verdict as { legal: false; reason: IllegalReason }).reason;
  // @ts-expect-error: options are checked
  new Game({ sise: 9 });
  // @ts-expect-error: rules are the preset names
  new Game({ rules: 3 });
  // @ts-expect-error: a score's winner is a colour or null
  const w: number = score.winner;
  // @ts-expect-error: a legal verdict has no reason
  const r: IllegalReason = (verdict as { legal: true; captures: Vertex[] }).reason;
  // @ts-expect-error: the estimate's ownership is numbers
  const o: string[] = estimate.ownership;

  void [toMove, winner, total, owner, board, lastVertex, left, red, bad, w, r, o];
  return v;
}
