// go-lesson.js: <go-lesson>, a unit of the school's lesson format (lessons/README.md) on any
// page, one exercise at a time. The element alone: attributes, lifecycle, composition. The
// modules do the rest (chessground style): load.js reads the file and has the engine check it,
// runner.js shows the explanation, the exercises and the "unit complete" screen, exercise.js
// and figure.js put them on <go-board>s, progress.js keeps how each exercise went, i18n.js the
// two languages. No rules here: the engine (the widget's, found the widget's way) decides.
//
//   <go-lesson src="my-unit.json"></go-lesson>                     a unit
//   <go-lesson src="my-unit.json" exercise="capture-one">          one exercise
//   <go-lesson><script type="application/json">{…}</script></go-lesson>   inline
//
// Attributes: src, exercise, review (only the exercises missed), lang, theme (the boards'
// theme too), progress-key (localStorage key; none: nothing stored), proved (the file is
// proved by `cargo test --test lessons`: skip playing out its answers again), next-href and
// practice-href (links on the "unit complete" screen). The engine is found the widget's way
// (loadLessonEngine in ../board/engine.js).
// Events: go-lesson-load, go-lesson-solved {id, unit, tries, hints, mistakes, shown, stars},
// go-lesson-progress, go-lesson-complete, go-error {code, message, file, errors}.
// Styles: lesson.css, linked once into the document (CSP: style-src 'self').

import "../board/go-board.js";
import { eventName } from "../board/event-names.js";
import { checkLesson, lessonEngine, readSource, LessonLoadError } from "./load.js";
import { openProgress } from "./progress.js";
import { unitRunner } from "./runner.js";
import { textsFor, addStrings } from "./i18n.js";

const STYLESHEET = new URL("./lesson.css", import.meta.url).href;

function linkStylesheet() {
  if (document.querySelector(`link[rel="stylesheet"][href="${STYLESHEET}"]`)) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = STYLESHEET;
  document.head.append(link);
}

export class GoLesson extends HTMLElement {
  static observedAttributes = ["src", "exercise", "review", "lang", "theme", "progress-key", "proved", "next-href", "practice-href"];

  constructor() {
    super();
    this._texts = textsFor(this);
    this._generation = 0;
    this._runner = null;
    this._lesson = null;
    this.ready = Promise.resolve();
  }

  connectedCallback() {
    linkStylesheet();
    this._langObserver = new MutationObserver(() => this._relang());
    this._langObserver.observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
    if (!this._lesson && !this._loading) this._load();
  }

  disconnectedCallback() {
    this._langObserver?.disconnect();
    // Moved within the page (out and in at once): keep everything.
    queueMicrotask(() => { if (!this.isConnected) this._free(); });
  }

  attributeChangedCallback(name, old, value) {
    if (old === value || !this.isConnected) return;
    if (["src", "proved", "progress-key"].includes(name)) this._load();
    else if (name === "exercise" || name === "review") this._restart();
    else if (name === "lang") this._relang();
    else if (name === "theme") for (const b of this._runner?.boards() || []) this._decorate(b);
    else if (this._runner) this._restart(); // next-href, practice-href: shown on the last screen
  }

  // React 19 listens for a prop onGoLessonSolved as "GoLessonSolved": read as go-lesson-solved.
  addEventListener(type, listener, options) { super.addEventListener(eventName(type), listener, options); }
  removeEventListener(type, listener, options) { super.removeEventListener(eventName(type), listener, options); }

  // ----- properties
  get src() { return this.getAttribute("src") || ""; }
  set src(v) { this.setAttribute("src", v); }
  get exercise() { return this.getAttribute("exercise") || ""; }
  set exercise(v) { if (v) this.setAttribute("exercise", v); else this.removeAttribute("exercise"); }
  get review() { return this.hasAttribute("review"); }
  set review(v) { this.toggleAttribute("review", !!v); }
  get progressKey() { return this.getAttribute("progress-key") || ""; }
  set progressKey(v) { if (v) this.setAttribute("progress-key", v); else this.removeAttribute("progress-key"); }
  /** The unit as the engine describes it (LessonView), once loaded. */
  get view() { return this._view || null; }
  /** The exercise ids in the order shown (all, the missed ones in review, or one). */
  get exercises() { return this._runner?.order ?? []; }
  /** The screen shown: -1 the explanation, 0… an exercise, `exercises.length` the end. */
  get position() { return this._runner?.position ?? null; }
  /** The progress store (progress-key's, or this element's own in memory). */
  get progress() { return this._store || null; }
  goTo(position) { this._runner?.go(position); }
  next() { this._runner?.go(this._runner.position + 1); }
  previous() { this._runner?.go(this._runner.position - 1); }

  // ----- loading and showing
  _load() {
    const generation = ++this._generation;
    this._free();
    this._loading = true;
    this._show(this._texts.ht("p", { class: "gl-loading", role: "status" }, "loading"));
    this.ready = (async () => {
      try {
        const source = await readSource(this);
        const engine = await lessonEngine();
        if (generation !== this._generation) return;
        const { lesson, view } = checkLesson(engine, source.file, source.data, { proved: this.hasAttribute("proved") });
        if (generation !== this._generation) { lesson.free?.(); return; }
        this._lesson = lesson;
        this._view = view;
        this._data = source.data;
        this._file = source.file;
        this._store = openProgress(this.getAttribute("progress-key"));
        this._restart();
        this._emit("go-lesson-load", { unit: view.id, file: source.file, title: view.title, summary: view.summary, exercises: view.exercises.map((e) => e.id) });
      } catch (e) {
        if (generation === this._generation) this._showError(e);
      } finally {
        if (generation === this._generation) this._loading = false;
      }
    })();
  }

  _restart() {
    if (!this._lesson) return;
    const ex = this.getAttribute("exercise");
    if (ex && !this._view.exercises.some((e) => e.id === ex)) {
      this._showError(new LessonLoadError("unknownExercise", this._file, [{ path: "exercise", message: `there is no exercise "${ex}" in this unit` }]));
      return;
    }
    this._runner?.free();
    this._texts.forget();
    this._runner = unitRunner({
      texts: this._texts,
      store: this._store,
      lesson: this._lesson,
      view: this._view,
      data: this._data,
      mode: ex ? "single" : this.hasAttribute("review") ? "review" : "unit",
      exercise: ex,
      nextHref: this.getAttribute("next-href"),
      practiceHref: this.getAttribute("practice-href"),
      emit: (name, detail) => this._emit(name, detail),
      onBoard: (b) => this._decorate(b),
    });
    this._show(this._runner.root);
  }

  _decorate(board) {
    board.setAttribute("lang", this._texts.lang() === "zh" ? "zh-CN" : "en");
    const theme = this.getAttribute("theme");
    if (theme) board.setAttribute("theme", theme);
    else board.removeAttribute("theme");
  }

  _relang() {
    this._texts.refresh();
    for (const b of this._runner?.boards() || []) this._decorate(b);
  }

  /** The file, the field and the reason, in place of the lesson, and go-error. */
  _showError(e) {
    const { h, ht, t } = this._texts;
    const err = e instanceof LessonLoadError ? e : new LessonLoadError(e?.code || "internal", this._file || this.src, [{ path: "", message: e?.message || String(e) }]);
    const lines = err.errors.map((x) => [err.file, x.path, x.message].filter(Boolean).join(": "));
    const box = h("div", { class: "gl-error", role: "alert", "data-code": err.code },
      ht("p", { class: "gl-error-title" }, "errorTitle"),
      h("ul", {}, ...lines.slice(0, 8).map((l) => h("li", {}, h("code", {}, l)))),
      lines.length > 8 ? ht("p", {}, "errorMore", { n: lines.length - 8 }) : null);
    this._show(box);
    this._emit("go-error", { code: err.code, message: lines.join("\n"), file: err.file, errors: err.errors });
  }

  /** Replaces what the element shows, keeping an inline <script type="application/json">. */
  _show(node) {
    const script = this.querySelector(':scope > script[type="application/json"]');
    this.replaceChildren(...(script ? [script] : []), node);
  }

  _emit(name, detail) {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  _free() {
    this._runner?.free();
    this._runner = null;
    this._lesson?.free?.();
    this._lesson = null;
    this._texts.forget();
  }
}

if (!customElements.get("go-lesson")) customElements.define("go-lesson", GoLesson);

export { addStrings, openProgress, LessonLoadError };
export default GoLesson;
