// Types of `tengen/lesson`: the <go-lesson> custom element (www/lesson/go-lesson.js, the
// school's own lesson runner), which runs a unit of the school's lesson format, or one of its
// exercises, on any page.
//
// Written by hand from the element's header and docs/authors-guide.md; tests/types/lesson.ts
// checks them with `tsc --strict` in the package suite. Importing "tengen/lesson" registers
// <go-lesson> (and <go-board>) and adds them to HTMLElementTagNameMap.

import type { LessonFile, LessonView, Text } from "../pkg-lesson/tengen.js";

export type { LessonFile, LessonView, Text };

/** `lesson.mode`: the whole unit, the exercises missed so far (`review`), or one (`exercise`). */
export type GoLessonMode = "unit" | "review" | "single";

/** The codes of <go-lesson>'s `go-error`. */
export type GoLessonErrorCode =
  | "noSource" | "fetch" | "json" | "engineLoad" | "noLessons" | "badLesson" | "unknownExercise"
  | (string & {});

/** One problem of an author's file: the field (`exercises[1].answer`, or "" for the file) and the reason. */
export interface GoLessonProblem {
  path: string;
  message: string;
}

export interface GoLessonLoadDetail {
  /** the unit's id */
  unit: string;
  /** the `src` as written, or "inline JSON" / "#id" of the inline script */
  file: string;
  title: Text;
  summary: Text;
  exercises: string[];
}

export interface GoLessonSolvedDetail {
  /** the exercise's id */
  id: string;
  unit: string;
  /** attempts made, the solving one included */
  tries: number;
  /** hints used */
  hints: number;
  mistakes: number;
  /** whether the answer was shown */
  shown: boolean;
  /** stars won for this exercise: 0 to 3 */
  stars: number;
}

/** Stars of a unit: those won and the most there are. */
export interface GoLessonStars {
  got: number;
  max: number;
}

export interface GoLessonProgressDetail {
  unit: string;
  mode: GoLessonMode;
  screen: "intro" | "exercise" | "complete";
  /** the exercise shown, if one is */
  id: string | null;
  index: number | null;
  /** exercises in this run (all, the missed ones, or one) */
  total: number;
  /** exercises of the unit solved so far */
  done: number;
  /** exercises in the unit */
  exercises: number;
  stars: GoLessonStars;
  finished: boolean;
}

export interface GoLessonCompleteDetail {
  unit: string;
  mode: GoLessonMode;
  stars: GoLessonStars;
  done: number;
  exercises: number;
  missed: string[];
}

export interface GoLessonErrorDetail {
  code: GoLessonErrorCode;
  /** every problem, one per line: `FILE: FIELD: REASON` */
  message: string;
  file: string;
  errors: GoLessonProblem[];
}

/** Every event <go-lesson> fires (CustomEvents that bubble and leave shadow roots). */
export interface GoLessonEventMap {
  "go-lesson-load": CustomEvent<GoLessonLoadDetail>;
  "go-lesson-solved": CustomEvent<GoLessonSolvedDetail>;
  "go-lesson-progress": CustomEvent<GoLessonProgressDetail>;
  "go-lesson-complete": CustomEvent<GoLessonCompleteDetail>;
  "go-error": CustomEvent<GoLessonErrorDetail>;
}

/** What the element's attributes are called as properties (for JSX and frameworks). */
export interface GoLessonAttributes {
  /** URL of the unit's JSON file (else a child <script type="application/json">) */
  src?: string;
  /** run only this exercise of the unit */
  exercise?: string;
  /** run only the exercises not solved yet */
  review?: boolean;
  lang?: "zh" | "en";
  /** the boards' theme too */
  theme?: string;
  /** localStorage key for progress; none: nothing is stored */
  progressKey?: string;
}

export class GoLesson extends HTMLElement {
  src: string;
  exercise: string;
  review: boolean;
  progressKey: string;
  /** Resolves when the file is loaded and checked (or its error shown). */
  readonly ready: Promise<void>;
  /** The unit as the engine describes it, once loaded. */
  readonly view: LessonView | null;
  /** The exercise ids in the order shown. */
  readonly exercises: string[];
  /** The screen shown: -1 the explanation, 0… an exercise, `exercises.length` the end. */
  readonly position: number | null;
  goTo(position: number): void;
  next(): void;
  previous(): void;

  addEventListener<K extends keyof GoLessonEventMap>(type: K, listener: (this: GoLesson, ev: GoLessonEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: GoLesson, ev: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof GoLessonEventMap>(type: K, listener: (this: GoLesson, ev: GoLessonEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: GoLesson, ev: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The error behind `go-error`: the file, and every problem with its field. */
export class LessonLoadError extends Error {
  code: GoLessonErrorCode;
  file: string;
  errors: GoLessonProblem[];
}

export default GoLesson;


declare global {
  interface HTMLElementTagNameMap {
    "go-lesson": GoLesson;
  }
}
