// progress.js: the school's progress, the store of the lesson element (www/lesson/progress.js)
// under the school's key. Every <go-lesson> of the school has progress-key="tengen-school-progress",
// so the unit list, the lesson element and the practice page read and write one value.
//
// Stored as {"v": 1, "done": {"unitId/exerciseId": 1}, "stars": {...}, "finished": {"unitId": 1}}
// (see www/lesson/progress.js). Damaged or foreign values are ignored with a notice.
//
// For other pages (the practice page's mixed review): `finishedUnits()` lists the units whose
// every exercise the learner has solved; `isDone`, `starsOf`, `onProgress` as below.

import { openProgress } from "../lesson/progress.js";

export const PROGRESS_KEY = "tengen-school-progress";
const store = () => openProgress(PROGRESS_KEY);

export const key = (unit, exercise) => `${unit}/${exercise}`;

/** Reads the stored progress again. */
export function loadProgress() {
  store().reload();
}

/** Whether the stored progress was damaged (and ignored) when it was read. */
export const hadDamagedProgress = () => store().damaged;
export const starsOf = (unit, exercise) => store().starsOf(unit, exercise);
export const unitStars = (unit, ids) => store().unitStars(unit, ids);
export const missed = (unit, ids) => store().missed(unit, ids);
export const isDone = (unit, exercise) => store().isDone(unit, exercise);
export const markDone = (unit, exercise, n = 3) => store().markDone(unit, exercise, n);
export const unmarkDone = (unit, exercise) => store().unmarkDone(unit, exercise);
export const countDone = (unit, ids) => store().countDone(unit, ids);
export const resetProgress = () => store().reset();
export const exportCode = () => store().exportCode();
export const importCode = (text) => store().importCode(text);
export const onProgress = (f) => store().onChange(f);

/** The ids of the units whose every exercise has been solved (in the order they were finished). */
export const finishedUnits = () => store().finishedUnits();
