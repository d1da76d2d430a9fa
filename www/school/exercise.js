// exercise.js: one exercise on a live board. The engine's LessonRun judges every attempt and
// writes every explanation (in both languages); the opponent's replies, hints and answers come
// from it too. This module only wires the board and the buttons to it: it knows no rules.

import { h, ht, t, pick, bindText, bindAttr, getLang } from "./i18n.js";
import { isDone, markDone, starsOf, unmarkDone } from "./progress.js";

let uid = 0;
const same = (a, b) => a[0] === b[0] && a[1] === b[1];

/**
 * The exercise card. `entry` is the loaded unit (with the engine's `lesson`), `view` the
 * exercise's plain description from the engine, `n` its number in the unit.
 */
export function exerciseView(entry, view, n) {
  const id = `ex-${entry.id}-${view.id}-${++uid}`;
  const run = entry.lesson.run(view.id);
  const kind = view.kind;
  const learner = view.learner;

  // ----- elements
  const starText = (n) => "★".repeat(n) + "☆".repeat(3 - n);
  const badge = h("span", { class: "badge", hidden: !isDone(entry.id, view.id), text: () => `${t("solved")} ${starText(starsOf(entry.id, view.id) ?? 0)}` });
  bindAttr(badge, "aria-label", () => t("starsLabel", { n: starsOf(entry.id, view.id) ?? 0 }));
  const heading = h("h3", { id: `${id}-h` }, ht("span", {}, "exerciseN", { n }), " ", badge);
  const prompt = h("p", { class: "prompt", id: `${id}-prompt` });
  const stagePrompt = h("p", { class: "stage-prompt" });
  const stageCount = h("p", { class: "stage-count" });
  const help = h("p", { class: "help" });
  const board = document.createElement("go-board");
  board.className = "board exercise-board";
  board.setAttribute("coordinates", "");
  board.setAttribute("sgf", view.sgf);
  board.setAttribute("move", "last");
  board.setAttribute("no-undo", "");
  board.setAttribute("interactive", kind === "play" ? learner : "none");
  board.setAttribute("aria-describedby", `${id}-prompt`);
  const feedback = h("div", { class: "feedback", role: "status", "aria-live": "polite", id: `${id}-fb` });
  const controls = h("div", { class: "controls" });
  const aids = h("div", { class: "controls aids" });
  const card = h("section", { class: "exercise", "aria-labelledby": `${id}-h`, "data-exercise": view.id, "data-kind": kind },
    heading, prompt, stagePrompt, stageCount, help, board, controls, feedback, aids);

  bindText(prompt, () => pick(view.prompt));
  const stageText = () => (kind === "play" && view.stages.length > 1 ? pick(run.prompt()) : "");
  bindText(stagePrompt, stageText);
  bindText(stageCount, () => (kind === "play" && view.stages.length > 1 ? t("stepOf", { n: Math.min(run.stage + 1, view.stages.length), total: view.stages.length }) : ""));
  // On a touch screen a move takes two taps (the board previews, then confirms): say so there
  // instead of speaking of arrow keys.
  const touch = () => window.matchMedia?.("(pointer: coarse)").matches;
  bindText(help, () => (kind === "play" ? t("youPlay", { color: t(learner) }) + (getLang() === "zh" ? "" : " ") + t(touch() ? "playHelpTouch" : "playHelp") : kind === "clickAll" ? t("clickHelp") : ""));

  // ----- state
  let selected = []; // clickAll: [[x, y], ...]
  let extraMarks = []; // marks from the last verdict, hint or answer
  let syncedMoves = 0; // the widget's move number matching the run's position
  let waitingRetry = false;

  const baseMarks = () => (view.marks || []).slice();
  function drawMarks() {
    const marks = baseMarks().concat(extraMarks);
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
  });

  // ----- feedback
  // A new message replaces the last one (an illegal tap after a wrong move says only why it
  // is illegal). `moreKey` adds a sentence of the page's own.
  function say(kindClass, headKey, text, moreKey = null) {
    feedback.className = `feedback ${kindClass}`;
    feedback.replaceChildren(
      headKey ? ht("strong", {}, headKey) : "",
      headKey ? " " : "",
      h("span", { text: () => pick(text) + (moreKey ? (getLang() === "zh" ? "" : " ") + t(moreKey) : "") }),
    );
  }

  // How it went: stars for this solve (three clean, fewer with hints or wrong tries, none when
  // the answer was shown).
  let hintsUsed = 0;
  let mistakes = 0;
  let shown = false;
  function solvedNow() {
    const n = shown ? 0 : Math.max(1, 3 - hintsUsed - mistakes);
    markDone(entry.id, view.id, n);
    badge.textContent = `${t("solved")} ${starText(starsOf(entry.id, view.id) ?? n)}`;
    badge.setAttribute("aria-label", t("starsLabel", { n: starsOf(entry.id, view.id) ?? n }));
    badge.hidden = false;
    card.classList.add("is-solved");
    board.setAttribute("interactive", "none");
    setButtons();
  }

  function markList(points, type) {
    return (points || []).map((at) => ({ type, at }));
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
    extraMarks = (v.marks || []).slice();
    card.dataset.continued = v.continued ? "true" : "false";
    if (v.correct) {
      say("good", "right", v.explanation);
      selected = kind === "clickAll" ? [] : selected;
      await syncBoard();
      if (v.solved) solvedNow();
      else {
        stagePrompt.textContent = stageText();
        stageCount.textContent = t("stepOf", { n: run.stage + 1, total: view.stages.length });
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
      } else {
        say("bad", "notYet", v.explanation);
      }
      if (kind === "clickAll") extraMarks = extraMarks.concat(markList(v.wrong, "cross"));
      drawMarks();
    }
    setButtons();
    // Attempts judged so far (pages and tests wait on it).
    card.dataset.attempts = String(++attempts);
  }

  // ----- input from the board
  if (kind === "play") {
    board.addEventListener("go-move", (e) => {
      if (e.detail.source === "api" || e.detail.color !== learner || run.solved) return;
      judge({ play: e.detail.point });
    });
    board.addEventListener("go-illegal", (e) => {
      if (e.detail.color !== learner || run.solved) return;
      judge({ play: e.detail.point });
    });
  }
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
    board.addEventListener("click", async (e) => {
      const { pointFromEvent } = await import("../board/render.js");
      toggle(pointFromEvent(board.svg, board.state, e));
    });
    // Enter or Space on the board's grid selects the point under the keyboard cursor (caught
    // on the way down, before the board, which has nothing to play here).
    board.addEventListener("keydown", (e) => {
      if ((e.key === "Enter" || e.key === " ") && !e.ctrlKey && !e.altKey && !e.metaKey && board.state?.cursor) {
        e.preventDefault();
        e.stopPropagation();
        toggle([...board.state.cursor]);
      }
    }, true);
  }

  // ----- controls
  const selectedCount = h("span", { class: "selected-count" });
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
    if (kind === "play" && hv.isAnswer && hv.points.length) {
      board.ghosts = hv.points.map((at) => ({ at, color: learner }));
      extraMarks = [];
    } else {
      extraMarks = markList(hv.points, kind === "play" ? "triangle" : "circle");
    }
    drawMarks();
  }

  retry.addEventListener("click", async () => {
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
    unmarkDone(entry.id, view.id);
    badge.hidden = true;
    hintsUsed = 0;
    mistakes = 0;
    shown = false;
    selected = [];
    extraMarks = [];
    waitingRetry = false;
    feedback.replaceChildren();
    card.classList.remove("is-solved");
    board.ghosts = [];
    board.setAttribute("sgf", view.sgf);
    await board.ready;
    syncedMoves = board.moveNumber;
    if (kind === "play") board.setAttribute("interactive", learner);
    stagePrompt.textContent = stageText();
    stageCount.textContent = view.stages.length > 1 ? t("stepOf", { n: 1, total: view.stages.length }) : "";
    if (kind === "clickAll") selectedCount.textContent = t("selected", { n: 0 });
    if (answerInput) answerInput.value = "";
    drawMarks();
    setButtons();
  });

  let answerInput = null;
  if (kind === "play") controls.append(pass);
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
    retry.hidden = !(kind === "play" && waitingRetry && !solved);
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
  return card;
}
