// tengen/lesson from TypeScript, as a site author writes it; type-checked with `tsc --strict`
// by tests/package/lesson.test.mjs against the packed package's types/lesson.d.ts.
import { GoLesson, LessonLoadError } from "tengen/lesson";
import type { GoLessonSolvedDetail, GoLessonProgressDetail, GoLessonErrorDetail, LessonView } from "tengen/lesson";

const lesson = document.querySelector("go-lesson");
if (lesson) {
  const isLesson: GoLesson = lesson;
  void isLesson;
  lesson.addEventListener("go-lesson-solved", (e) => {
    const d: GoLessonSolvedDetail = e.detail;
    const summary: string = `${d.id} in ${d.unit}: ${d.tries} tries, ${d.hints} hints, ${d.stars} stars${d.shown ? " (answer shown)" : ""}`;
    void summary;
  });
  lesson.addEventListener("go-lesson-progress", (e) => {
    const d: GoLessonProgressDetail = e.detail;
    const screen: "intro" | "exercise" | "complete" = d.screen;
    const done: number = d.done;
    void screen, done;
  });
  lesson.addEventListener("go-error", (e) => {
    const d: GoLessonErrorDetail = e.detail;
    for (const problem of d.errors) console.log(`${d.file}: ${problem.path}: ${problem.message}`);
  });
  void lesson.ready.then(() => {
    const view: LessonView | null = lesson.view;
    if (view) console.log(view.title.en, view.exercises.length);
    lesson.goTo(0);
    lesson.next();
  });
}

const made = document.createElement("go-lesson");
made.src = "/lessons/my-unit.json";
made.exercise = "capture-one";
made.progressKey = "my-site-progress";
made.review = false;
document.body.append(made);

const err: unknown = new Error();
if (err instanceof LessonLoadError) console.log(err.code, err.file, err.errors.length);
void GoLesson;
