// exercise.js: one exercise on a live board. The engine's LessonRun judges every attempt and
// writes every explanation (in both languages); the opponent's replies, refutations, hints and
// answers come from it too, and so do the marks drawn after a wrong count or choice (what the
// right answer rests on). This module wires the board and buttons to them: it knows no rules.
//
// Test hooks: `data-exercise`, `data-kind`, `data-attempts` (attempts judged so far),
// `data-continued` (a reading goal goes on), `data-refuted` (a refutation is on the board),
// `data-shown-on-board` (a wrong count or choice answered with marks) on
// the card, `data-action` on its buttons, `.is-solved` once solved.

import { diagramStones, namedPoints, regionFor } from "./zoom.js";

let uid = 0;
const same = (a, b) => a[0] === b[0] && a[1] === b[1];
const starText = (n) => "★".repeat(n) + "☆".repeat(3 - n);

/** The query's point for a count or choose exercise ("D4"), if it names one. */
function queryPoint(spec) {
  const q = spec?.query;
  if (!q || typeof q !== "object") return null;
  for (const k of ["liberties", "chainSize", "status", "life", "race", "ladder", "captures", "legality", "eye"]) {
    if (typeof q[k] === "string") return q[k];
  }
  return null;
}

/**
 * The exercise card. `ctx`: { texts, store, unit (id), lesson (the engine's Lesson), onSolved,
 * onReset }; `view` is the exercise as the engine describes it, `spec` as the file wrote it.
 */
export function exerciseView(ctx, view, spec, n) {
  const { texts, store, unit } = ctx;
  const { h, ht, t, pick, bindText, bindAttr, gap } = texts;
  const id = `gl-ex-${unit}-${view.id}-${++uid}`;
  const run = ctx.lesson.run(view.id);
  const kind = view.kind;
  const learner = view.learner;

  // ----- elements
  const stars = () => store.starsOf(unit, view.id) ?? 0;
  const badge = h("span", { class: "badge", hidden: !store.isDone(unit, view.id), text: () => `${t("solved")} ${starText(stars())}` });
  bindAttr(badge, "aria-label", () => t("starsLabel", { n: stars() }));
  const heading = h("h2", { id: `${id}-h`, class: "gl-ex-title", tabindex: "-1" }, ht("span", {}, "exerciseN", { n }), " ", badge);
  const prompt = h("p", { class: "prompt", id: `${id}-prompt` });
  const stagePrompt = h("p", { class: "stage-prompt" });
  const stageCount = h("p", { class: "stage-count" });
  const help = h("p", { class: "help" });
  const board = document.createElement("go-board");
  board.className = "gl-board exercise-board";
  board.setAttribute("coordinates", "");
  board.setAttribute("sgf", view.sgf);
  board.setAttribute("move", "last");
  board.setAttribute("no-undo", "");
  const plays = kind === "play" || kind === "playOut"; // the learner moves on the board
  board.setAttribute("interactive", plays ? learner : "none");
  board.setAttribute("aria-describedby", `${id}-prompt`);
  ctx.onBoard?.(board);
  // A 19×19 exercise is zoomed to the part its stones, marks, answer and hints are in.
  // An empty board is shown whole (a zoom to the answer would give it away: "find Q4").
  const hintPoints = (spec?.hints || []).flatMap((x) => [x.point, x.area]);
  const onBoard = diagramStones(view.position).concat((view.marks || []).map((m) => m.at));
  const region = onBoard.length ? regionFor(view.width, view.height, onBoard
    .concat(namedPoints([spec?.answer, hintPoints, (spec?.stages || []).map((s) => s.answer), queryPoint(spec)], view.width, view.height))) : null;
  if (region) board.setAttribute("view", region);
  const feedback = h("div", { class: "feedback", role: "status", "aria-live": "polite", id: `${id}-fb` });
  const controls = h("div", { class: "controls" });
  const aids = h("div", { class: "controls aids" });
  const card = h("section", { class: "exercise", "aria-labelledby": `${id}-h`, "data-exercise": view.id, "data-kind": kind },
    heading, prompt, stagePrompt, stageCount, help, board, controls, feedback, aids);

  bindText(prompt, () => pick(view.prompt));
  const staged = kind === "play" && view.stages.length > 1;
  let movesMade = 0; // accepted moves of the learner (a reading goal goes on after each)
  const stageText = () => (staged ? pick(run.prompt()) : "");
  // The step line is there from the start (a line appearing after the first move would move
  // the board under a phone user's confirming tap).
  const countText = () => (!plays ? "" : staged
    ? t("stepOf", { n: Math.min(run.stage + 1, view.stages.length), total: view.stages.length })
    : t("moveN", { n: movesMade + 1 }));
  bindText(stagePrompt, stageText);
  bindText(stageCount, countText);
  // On a touch screen a move takes two taps (the board previews, then confirms): say so there
  // instead of speaking of arrow keys.
  const touch = () => window.matchMedia?.("(pointer: coarse)").matches;
  bindText(help, () => (plays ? t("youPlay", { color: t(learner) }) + gap() + t(touch() ? "playHelpTouch" : "playHelp") : kind === "clickAll" ? t("clickHelp") : ""));

  // ----- state
  let selected = []; // clickAll: [[x, y], ...]
  let extraMarks = []; // marks from the last verdict, hint or answer
  let syncedMoves = 0; // the widget's move number matching the run's position
  let waitingRetry = false;

  function drawMarks() {
    const marks = (view.marks || []).concat(extraMarks);
    for (const p of selected) marks.push({ type: "square", at: p });
    try { board.setMarkup(marks); } catch { /* not ready yet: drawn again after load */ }
  }

  async function syncBoard() {
    board.ghosts = [];
    const sgf = run.sgf();
    if (board.getAttribute("sgf") !== sgf) {
      // the run moved on (a correct move and the reply): show its position
      board.setAttribute("sgf", sgf);
      board.setAttribute("move", "last");
      await board.ready;
    } else {
      // same position: take back the refused try the board is still showing
      await board.ready;
      while (board.moveNumber > syncedMoves && board.undo()) { /* back */ }
    }
    syncedMoves = board.moveNumber;
    drawMarks();
  }

  board.ready.then(() => {
    syncedMoves = board.moveNumber;
    drawMarks();
  }, () => { /* the board shows its own error */ });

  // ----- feedback: a new message replaces the last one; `moreKey` adds a sentence of ours.
  function say(kindClass, headKey, text, moreKey = null) {
    feedback.className = `feedback ${kindClass}`;
    feedback.replaceChildren(
      headKey ? ht("strong", {}, headKey) : "",
      // (a space after the head in English, none after a Chinese full stop)
      h("span", { text: () => (headKey ? gap() : "") + pick(text) + (moreKey ? gap() + t(moreKey) : "") }),
    );
  }

  // How it went: stars for this solve (three clean, one less per hint or wrong try, at least
  // one; none when the answer was shown).
  let hintsUsed = 0;
  let mistakes = 0;
  let tries = 0;
  let shown = false;
  function solvedNow() {
    const got = shown ? 0 : Math.max(1, 3 - hintsUsed - mistakes);
    store.markDone(unit, view.id, got);
    badge.textContent = `${t("solved")} ${starText(stars())}`;
    badge.setAttribute("aria-label", t("starsLabel", { n: stars() }));
    badge.hidden = false;
    card.classList.add("is-solved");
    board.setAttribute("interactive", "none");
    setButtons();
    ctx.onSolved?.({ id: view.id, unit, tries, hints: hintsUsed, mistakes, shown, stars: got });
  }

  const markList = (points, type) => (points || []).map((at) => ({ type, at }));

  /** The count at the end of a played-out game: the board's counting view, with the engine's
   * dead stones crossed. */
  async function showCount(count) {
    if (!count) return;
    try {
      board.setAttribute("show-ownership", "");
      board.setAttribute("manual-count", "");
      await board.ready;
      board.setDead?.(count.dead || []);
    } catch { /* the board shows its own error */ }
    extraMarks = markList(count.dead, "cross");
    drawMarks();
  }
  function hideCount() {
    board.removeAttribute("show-ownership");
    board.removeAttribute("manual-count");
  }

  let attempts = 0;
  async function judge(attempt) {
    let v;
    try {
      v = run.attempt(attempt);
    } catch (e) {
      say("bad", null, e.message || String(e));
      return;
    }
    tries++;
    extraMarks = (v.marks || []).slice();
    card.dataset.continued = v.continued && !v.gameOver ? "true" : "false";
    if (v.gameOver) {
      // playOut: both passed; the engine's count of the final position judges the goal.
      movesMade++;
      await syncBoard();
      await showCount(v.count);
      if (v.solved) {
        say("good", "right", v.explanation);
        solvedNow();
      } else {
        mistakes++;
        waitingRetry = true;
        board.setAttribute("interactive", "none");
        say("bad", "notYet", v.explanation);
      }
    } else if (v.correct) {
      say("good", "right", v.explanation);
      if (kind === "clickAll") selected = [];
      if (plays) movesMade++;
      await syncBoard();
      if (v.solved) solvedNow();
      else {
        stagePrompt.textContent = stageText();
        stageCount.textContent = countText();
      }
    } else if (!v.legal) {
      mistakes++;
      say("bad", "notAllowed", v.explanation);
      drawMarks();
    } else {
      mistakes++;
      if (kind === "play") {
        waitingRetry = true;
        board.setAttribute("interactive", "none");
        // The wrong move stays on the board and the opponent's refutation is played after it
        // (the engine named it: the escape, the capture, the move that lives or kills); "try
        // again" takes both back.
        if (v.refutation) {
          const r = board.play(v.refutation);
          if (!r || r.legal === false) board.ghosts = [{ at: v.refutation, color: learner === "black" ? "white" : "black" }];
          else extraMarks.push({ type: "circle", at: v.refutation });
          card.dataset.refuted = "true";
        }
        say("bad", "notYet", v.explanation, v.refutation ? "refuted" : null);
      } else if ((kind === "count" || kind === "choose") && extraMarks.length) {
        // The engine marked what the right answer rests on (the liberties numbered, the
        // shared points of a count, ...) and its explanation refers to those marks.
        say("bad", "notYet", v.explanation);
        card.dataset.shownOnBoard = "true";
      } else {
        say("bad", "notYet", v.explanation);
      }
      if (kind === "clickAll") extraMarks = extraMarks.concat(markList(v.wrong, "cross"));
      drawMarks();
    }
    setButtons();
    card.dataset.attempts = String(++attempts);
  }

  // ----- input from the board
  if (plays) {
    board.addEventListener("go-move", (e) => {
      if (e.detail.source === "api" || e.detail.color !== learner || run.solved) return;
      judge({ play: e.detail.point });
    });
    board.addEventListener("go-illegal", (e) => {
      if (e.detail.color !== learner || run.solved) return;
      judge({ play: e.detail.point });
    });
  }
  const selectedCount = h("span", { class: "selected-count" });
  if (kind === "clickAll") {
    const toggle = (p) => {
      if (!p || run.solved) return;
      const i = selected.findIndex((q) => same(p, q));
      if (i >= 0) selected.splice(i, 1);
      else selected.push(p);
      extraMarks = [];
      selectedCount.textContent = t("selected", { n: selected.length });
      drawMarks();
    };
    // A click on a point of a board that plays nothing: the widget says which (go-point).
    board.addEventListener("go-point", (e) => toggle(e.detail.point));
  }

  // ----- controls
  const pass = ht("button", { type: "button", "data-action": "pass" }, "pass");
  pass.addEventListener("click", () => judge("pass"));
  const check = ht("button", { type: "button", class: "primary", "data-action": "check" }, "check");
  check.addEventListener("click", () => judge({ points: selected }));
  const hint = ht("button", { type: "button", "data-action": "hint" }, "hint");
  const answer = ht("button", { type: "button", "data-action": "answer" }, "showAnswer");
  const retry = ht("button", { type: "button", class: "primary", "data-action": "retry" }, "retry");
  const again = ht("button", { type: "button", "data-action": "again" }, "again");

  hint.addEventListener("click", () => {
    const hv = run.hint();
    hintsUsed++;
    if (hv.isAnswer) shown = true;
    showHelp(hv, hv.isAnswer ? "answerLabel" : "hintLabel");
  });
  answer.addEventListener("click", () => {
    shown = true;
    showHelp(run.answer(), "answerLabel");
  });
  function showHelp(hv, label) {
    say("info", label, hv.text);
    if (plays && hv.isAnswer && hv.points.length) {
      board.ghosts = hv.points.map((at) => ({ at, color: learner }));
      extraMarks = [];
    } else {
      extraMarks = markList(hv.points, plays ? "triangle" : "circle");
    }
    drawMarks();
  }

  retry.addEventListener("click", async () => {
    if (kind === "playOut") {
      // the game is over: play it again from the start
      run.reset();
      hideCount();
      movesMade = 0;
      board.setAttribute("sgf", view.sgf);
      board.setAttribute("move", "last");
      await board.ready;
      syncedMoves = board.moveNumber;
      stageCount.textContent = countText();
    }
    waitingRetry = false;
    delete card.dataset.refuted;
    extraMarks = [];
    feedback.replaceChildren();
    await syncBoard();
    if (!run.solved) board.setAttribute("interactive", learner);
    setButtons();
    board.focus?.();
  });

  again.addEventListener("click", async () => {
    run.reset();
    store.unmarkDone(unit, view.id);
    badge.hidden = true;
    hintsUsed = 0;
    mistakes = 0;
    tries = 0;
    movesMade = 0;
    shown = false;
    selected = [];
    extraMarks = [];
    waitingRetry = false;
    delete card.dataset.shownOnBoard;
    feedback.replaceChildren();
    card.classList.remove("is-solved");
    board.ghosts = [];
    hideCount();
    board.setAttribute("sgf", view.sgf);
    await board.ready;
    syncedMoves = board.moveNumber;
    if (plays) board.setAttribute("interactive", learner);
    stagePrompt.textContent = stageText();
    stageCount.textContent = countText();
    if (kind === "clickAll") selectedCount.textContent = t("selected", { n: 0 });
    if (answerInput) answerInput.value = "";
    drawMarks();
    setButtons();
    ctx.onReset?.(view.id);
  });

  let answerInput = null;
  if (plays) controls.append(pass);
  if (kind === "clickAll") {
    bindText(selectedCount, () => t("selected", { n: selected.length }));
    controls.append(check, selectedCount);
  }
  if (kind === "count") {
    const inputId = `${id}-in`;
    answerInput = h("input", { id: inputId, type: "text", inputmode: "decimal", autocomplete: "off", class: "answer-input" });
    const form = h("form", { class: "answer-form" }, ht("label", { for: inputId }, "yourAnswer"), answerInput, ht("button", { type: "submit", class: "primary" }, "check"));
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      if (!run.solved) judge({ answer: answerInput.value });
    });
    controls.append(form);
  }
  if (kind === "choose") {
    const group = h("div", { class: "options", role: "group", "aria-labelledby": `${id}-legend` });
    const legend = ht("p", { id: `${id}-legend`, class: "legend" }, "chooseOne");
    for (const o of view.options) {
      const b = h("button", { type: "button", class: "option", "data-value": o.value, text: () => pick(o.label) });
      b.addEventListener("click", () => { if (!run.solved) judge({ answer: o.value }); });
      group.append(b);
    }
    controls.append(legend, group);
  }
  aids.append(retry, hint, answer, again);

  function setButtons() {
    const solved = run.solved;
    retry.hidden = !(plays && waitingRetry && !solved);
    again.hidden = !solved;
    hint.hidden = solved;
    answer.hidden = solved;
    pass.hidden = solved || waitingRetry;
    check.disabled = solved;
    if (answerInput) answerInput.disabled = solved;
    for (const b of controls.querySelectorAll(".option")) b.disabled = solved;
    controls.hidden = !controls.querySelector("button:not([hidden]), form");
  }
  setButtons();
  card.free = () => run.free?.();
  return card;
}
