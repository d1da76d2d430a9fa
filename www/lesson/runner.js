// runner.js: a unit, one screen at a time: the explanation (text and the engine's figures),
// then each exercise, then the "unit complete" screen (stars, the exercises to review, the next
// unit, "practise this"). Review mode goes through the exercises the learner missed (not
// solved, or solved with fewer than three stars); single mode shows one exercise.
// The exercise cards are kept while the element lives, so going back shows an exercise as it
// was left.

import { exerciseView } from "./exercise.js";
import { figureView } from "./figure.js";

/**
 * `ctx`: { texts, store, lesson, view, data (the file), mode: "unit" | "review" | "single",
 * exercise (single mode: its id), nextHref, practiceHref, emit(name, detail) }. Returns
 * { root, go(pos), review(), free() }.
 */
export function unitRunner(ctx) {
  const { texts, store, view, data, emit } = ctx;
  const { h, ht, t, pick, bindText, bindAttr } = texts;
  const unit = view.id;
  const allIds = view.exercises.map((e) => e.id);
  const specs = new Map((data.exercises || []).map((e) => [e.id, e]));
  const views = new Map(view.exercises.map((e) => [e.id, e]));
  const numbers = new Map(allIds.map((id, i) => [id, i + 1]));
  const cards = new Map();
  const hasIntro = () => mode === "unit" && view.intro.length > 0;

  let mode = ctx.mode;
  let order = [];
  let pos = 0;
  let introEl = null;

  const screen = h("div", { class: "gl-screen" });
  const steps = h("ol", { class: "gl-steps" });
  const stepsNav = h("nav", { class: "gl-steps-nav" }, steps);
  bindAttr(stepsNav, "aria-label", () => t("exerciseNav"));
  const prev = ht("button", { type: "button", class: "gl-prev", "data-action": "prev" }, "prevExercise");
  const next = h("button", { type: "button", class: "gl-next", "data-action": "next" });
  const where = h("span", { class: "gl-where", "aria-live": "polite" });
  let nextKey = "nextExercise";
  bindText(next, () => t(nextKey));
  bindText(where, () => (pos >= 0 && pos < order.length
    ? t(mode === "review" ? "reviewOf" : "exerciseOf", { n: pos + 1, total: order.length })
    : ""));
  const pager = h("div", { class: "gl-pager" }, prev, where, next);
  const root = h("div", { class: "gl-unit" }, stepsNav, screen, pager);

  prev.addEventListener("click", () => go(pos - 1));
  next.addEventListener("click", () => go(pos + 1));

  function start(newMode) {
    mode = newMode;
    if (mode === "single") order = [ctx.exercise];
    else if (mode === "review") order = store.missed(unit, allIds);
    else order = allIds.slice();
    stepsNav.hidden = mode === "single";
    pager.hidden = mode === "single";
    root.dataset.mode = mode;
    // Unit mode starts at the explanation for a new learner, else at the first exercise not
    // solved yet.
    let first = 0;
    if (mode === "unit") {
      const open = order.findIndex((id) => !store.isDone(unit, id));
      first = store.countDone(unit, allIds) === 0 ? (hasIntro() ? -1 : 0) : open < 0 ? 0 : open;
    }
    renderSteps();
    go(mode === "review" && !order.length ? 0 : first, { focus: false });
  }

  // ----- the step list: the explanation, each exercise (with how it went)
  function renderSteps() {
    steps.replaceChildren();
    if (hasIntro()) {
      const b = ht("button", { type: "button", class: "gl-step gl-step-intro", "data-step": "intro" }, "explanation");
      b.addEventListener("click", () => go(-1));
      steps.append(h("li", {}, b));
    }
    order.forEach((id, i) => {
      const b = h("button", { type: "button", class: "gl-step", "data-step": id, text: () => String(numbers.get(id)) });
      bindAttr(b, "aria-label", () => {
        const s = store.starsOf(unit, id);
        return t("goToExercise", { n: numbers.get(id), state: s === null ? t("stateOpen") : t("stateSolved", { n: s }) });
      });
      b.addEventListener("click", () => go(i));
      steps.append(h("li", {}, b));
    });
    markSteps();
  }

  function markSteps() {
    for (const b of steps.querySelectorAll(".gl-step")) {
      const id = b.dataset.step;
      const current = id === "intro" ? pos === -1 : order[pos] === id;
      if (current) b.setAttribute("aria-current", "step");
      else b.removeAttribute("aria-current");
      if (id === "intro") continue;
      const s = store.starsOf(unit, id);
      b.dataset.stars = s === null ? "" : String(s);
      b.classList.toggle("gl-solved", s !== null);
      b.setAttribute("aria-label", t("goToExercise", { n: numbers.get(id), state: s === null ? t("stateOpen") : t("stateSolved", { n: s }) }));
    }
  }

  // ----- screens
  function cardFor(id) {
    if (!cards.has(id)) {
      let card;
      try {
        card = exerciseView({ ...ctx, unit, onSolved, onReset }, views.get(id), specs.get(id), numbers.get(id));
      } catch (e) {
        card = h("p", { class: "gl-error", role: "alert" }, `${id}: ${e?.message || e}`);
      }
      cards.set(id, card);
    }
    return cards.get(id);
  }

  function intro() {
    if (!introEl) {
      introEl = h("section", { class: "gl-intro", "aria-labelledby": `gl-intro-${unit}` },
        ht("h2", { id: `gl-intro-${unit}`, tabindex: "-1" }, "explanation"));
      for (const block of view.intro) {
        if (block.text) introEl.append(texts.paragraphs(block.text, { class: "gl-text" }));
        else if (block.figure) introEl.append(figureView(texts, block.figure, ctx.onBoard));
      }
    }
    return introEl;
  }

  function go(p, { focus = true } = {}) {
    const min = hasIntro() ? -1 : 0;
    pos = Math.max(min, Math.min(order.length, p));
    if (mode === "single") pos = 0;
    let shown;
    if (pos === -1) shown = intro();
    else if (pos >= order.length) shown = complete();
    else shown = cardFor(order[pos]);
    screen.replaceChildren(shown);
    updatePager();
    markSteps();
    if (focus) shown.querySelector("h2")?.focus({ preventScroll: false });
    progress();
  }

  function updatePager() {
    prev.disabled = pos <= (hasIntro() ? -1 : 0);
    prev.hidden = pos >= order.length && !order.length;
    const last = pos === order.length - 1;
    nextKey = pos === -1 ? "startExercises" : last ? "finish" : "nextExercise";
    next.textContent = t(nextKey);
    next.hidden = pos >= order.length;
    const solved = pos >= 0 && pos < order.length && store.isDone(unit, order[pos]);
    next.classList.toggle("primary", pos === -1 || solved);
    where.textContent = pos >= 0 && pos < order.length
      ? t(mode === "review" ? "reviewOf" : "exerciseOf", { n: pos + 1, total: order.length })
      : "";
  }

  function onSolved(detail) {
    if (allIds.every((id) => store.isDone(unit, id))) store.markFinished(unit);
    updatePager();
    markSteps();
    emit("go-lesson-solved", detail);
    progress();
  }

  function onReset() {
    updatePager();
    markSteps();
    progress();
  }

  function progress() {
    const id = pos >= 0 && pos < order.length ? order[pos] : null;
    emit("go-lesson-progress", {
      unit,
      mode,
      screen: pos === -1 ? "intro" : id ? "exercise" : "complete",
      id,
      index: id ? pos : null,
      total: order.length,
      done: store.countDone(unit, allIds),
      exercises: allIds.length,
      stars: store.unitStars(unit, allIds),
      finished: store.finishedUnits().includes(unit),
    });
  }

  // ----- the end of the unit (or of the review)
  function complete() {
    const missed = store.missed(unit, allIds);
    const st = store.unitStars(unit, allIds);
    const done = store.countDone(unit, allIds);
    const title = mode === "review" && !order.length ? "noneToReview" : mode === "review" ? "reviewDone" : done === allIds.length ? "completeTitle" : "unitEnd";
    const el = h("section", { class: "gl-complete", "aria-labelledby": `gl-done-${unit}` },
      ht("h2", { id: `gl-done-${unit}`, tabindex: "-1" }, title),
      h("p", { class: "gl-total-stars", "aria-label": t("completeStars", st) }, h("span", { "aria-hidden": "true" }, "★ "), ht("span", {}, "completeStars", st)),
      ht("p", { class: "gl-solved-count" }, "completeSolved", { done, total: allIds.length }));
    if (missed.length) {
      const list = h("ul", { class: "gl-missed" });
      for (const id of missed) {
        const s = store.starsOf(unit, id);
        const b = h("button", { type: "button", class: "gl-missed-item", "data-goto": id },
          ht("span", { class: "gl-missed-name" }, "missedItem", { n: numbers.get(id), prompt: views.get(id).prompt }),
          h("span", { class: "gl-missed-stars", text: () => (s === null ? t("stateOpen") : t("starsLabel", { n: s })) }));
        b.addEventListener("click", () => {
          if (mode !== "unit") start("unit");
          go(order.indexOf(id));
        });
        list.append(h("li", {}, b));
      }
      const again = ht("button", { type: "button", class: "primary", "data-action": "review" }, "reviewMissed");
      again.addEventListener("click", () => review());
      el.append(ht("h3", {}, "missedTitle"), ht("p", {}, "missedIntro"), list, h("p", {}, again));
    } else {
      el.append(ht("p", { class: "gl-all-clean" }, "allClean"));
    }
    const links = h("p", { class: "gl-links" });
    if (ctx.practiceHref) links.append(ht("a", { href: ctx.practiceHref, class: "gl-practise" }, "practiseThis"));
    if (ctx.nextHref) links.append(ht("a", { href: ctx.nextHref, class: "gl-next-unit" }, "nextUnit"));
    if (links.childNodes.length) el.append(links);
    emit("go-lesson-complete", { unit, mode, stars: st, done, exercises: allIds.length, missed });
    return el;
  }

  function review() {
    // Cards of the missed exercises start afresh: a review is a new try.
    for (const id of store.missed(unit, allIds)) {
      cards.get(id)?.free?.();
      cards.delete(id);
    }
    start("review");
    screen.querySelector("h2")?.focus();
  }

  start(mode);
  return {
    root,
    go,
    review,
    get position() { return pos; },
    get order() { return order.slice(); },
    /** Every board of the unit, on screen or not (for a change of language or theme). */
    boards() {
      const all = [...cards.values(), introEl, screen].filter(Boolean);
      return [...new Set(all.flatMap((el) => [...el.querySelectorAll("go-board")]))];
    },
    free() {
      for (const c of cards.values()) c.free?.();
      cards.clear();
    },
  };
}
