// The school's build (`--features lessons`, pkg-school/ from scripts/build-wasm.sh, served as
// www/pkg/): the engine's API plus `Lesson` and `LessonRun`. tests/package/ type-checks this
// file with `tsc --strict` against pkg-school/tengen.d.ts (the npm package has no lessons).

import init, { Game, Lesson, LessonRun, type LessonFile, type LessonView, type LessonVerdict, type Hint, type Text } from "tengen";

export async function main(): Promise<number> {
  await init();
  const file: LessonFile = {
    format: 1, id: "x", unit: 1,
    title: { en: "t", zh: "t" }, summary: { en: "s", zh: "s" },
  };
  const lesson = new Lesson(file);
  const view: LessonView = lesson.view();
  const title: Text = view.title;
  const run: LessonRun | null = view.exercises.length ? lesson.run(view.exercises[0].id) : null;
  const lv: LessonVerdict | undefined = run?.attempt({ play: "D4" });
  const solved: boolean = lv?.solved ?? false;
  const hint: Hint | undefined = run?.hint();
  const game = new Game({ size: 9 });
  game.free();

  // @ts-expect-error: an attempt is a pass, a move, points or an answer
  run?.attempt({ move: "D4" });
  // @ts-expect-error: a text has both languages
  const half: Text = { en: "only English" };

  void [title, solved, hint, half];
  return view.exercises.length;
}
