// run.js: an endless run of generated problems on one live board. The engine's generator
// (`Problems` in the site's wasm build) makes each problem, judges every attempt and writes
// every explanation and answer; a wrong move is answered on the board by the move the
// generator's verdict gives (the refutation), played after the learner's. This module wires
// the board, the inputs and the meters to it.
//
// The next problem is made as soon as the current one is answered (after the feedback has
// been drawn), so "Next" never waits; making one takes a few milliseconds in wasm.

import { h, bindText, pick, onLangChange, getLang } from "../school/i18n.js";
import { pointFromEvent } from "../board/render.js";
import { vertexName } from "../board/coords.js";
import { tx, hx } from "./text.js";
import { levelOf, record, solvedLate, streak, best, today, goal, onStore } from "./store.js";

const same = (a, b) => a[0] === b[0] && a[1] === b[1];

/** The pause between the moves of a capture played out after a right answer. */
const PLAY_OUT_MS = 450;

/** The space between two sentences: none in Chinese. */
const sep = () => h("span", { text: () => (getLang() === "zh" ? "" : " ") });

/** Kinds answered by marking dead stones: a click marks the engine's whole group. */
const marksGroups = (view) => view.kind === "dead-stones";

/** A source of seeds: fixed from `?seed=N` (tests, sharing a run), else random. */
function seeds() {
  const fixed = /[?&]seed=(\d{1,15})/.exec(location.search);
  let next = fixed ? Number(fixed[1]) : null;
  return () => {
    if (next !== null) return next++;
    const a = new Uint32Array(2);
    crypto.getRandomValues(a);
    return a[0] * 2097152 + (a[1] >>> 11); // 53 bits
  };
}

/** The run's meters: streak and the daily goal. */
function meters() {
  const streakEl = h("p", { class: "meter", id: "streak" });
  const bar = h("progress", { max: 1, value: 0, "aria-hidden": "true" });
  const todayText = h("span", {});
  const todayEl = h("p", { class: "meter", id: "today" }, todayText, bar);
  const streakText = () => tx("streak", { n: streak(), best: best() });
  const todayLine = () => (today() >= goal() ? `${tx("today", { n: today(), goal: goal() })} · ${tx("goalMet")}` : tx("today", { n: today(), goal: goal() }));
  bindText(streakEl, streakText);
  bindText(todayText, todayLine);
  const render = () => {
    streakEl.textContent = streakText();
    todayText.textContent = todayLine();
    bar.max = goal();
    bar.value = Math.min(today(), goal());
  };
  render();
  const off = onStore(render);
  return { el: h("div", { class: "meters", role: "status", "aria-live": "polite" }, streakEl, todayEl), off };
}

/**
 * Starts a run in `container`: problems of `kinds` (the generator's kind infos), taken in
 * turn. Returns a function that stops it.
 */
export function startRun(container, { Problems, kinds }) {
  const seed = seeds();
  let turn = 0;
  let n = 0;
  let prepared = null;
  const m = meters();

  const board = document.createElement("go-board");
  board.className = "board practice-board";
  board.id = "practice-board";
  board.setAttribute("coordinates", "");
  board.setAttribute("no-undo", "");
  board.setAttribute("interactive", "none");
  board.setAttribute("aria-describedby", "problem-prompt");
  const setLabel = () => board.setAttribute("aria-label", tx("boardLabel"));
  setLabel();

  const heading = h("h2", { id: "problem-h", tabindex: "-1" });
  const tag = h("span", { class: "kind-tag", id: "problem-kind" });
  const level = h("span", { class: "level", id: "problem-level" });
  const prompt = h("p", { class: "prompt", id: "problem-prompt" });
  const help = h("p", { class: "help", id: "problem-help" });
  const inputs = h("div", { class: "controls", id: "problem-inputs" });
  const feedback = h("div", { class: "feedback", id: "problem-feedback", role: "status", "aria-live": "polite" });
  const after = h("div", { class: "controls", id: "problem-after" });
  const card = h("section", { class: "card problem", id: "problem", "aria-labelledby": "problem-h" },
    heading, h("p", {}, tag, " ", level), prompt, help, board, inputs, feedback, after);
  container.replaceChildren(m.el, card);

  // the problem on the board now
  let p = null; // {view, info}
  // the card's texts, bound once (they follow the problem shown and the language)
  const helpText = () => {
    if (!p) return "";
    if (p.view.answer === "move") return tx("youPlay", { color: tx(p.view.toMove) });
    if (p.view.answer === "points") return tx("pointsHelp");
    return "";
  };
  const texts = [
    [heading, () => (p ? tx("problemN", { n }) : "")],
    [tag, () => (p ? pick(p.info.name) : "")],
    [level, () => (p ? tx("levelOf", { n: p.view.difficulty }) : "")],
    [prompt, () => (p ? pick(p.view.prompt) : "")],
    [help, helpText],
  ];
  for (const [el, source] of texts) bindText(el, source);
  let selected = [];
  let extra = []; // marks from the last verdict or the answer
  let missed = false;
  let finished = false;

  function make() {
    const info = kinds[turn++ % kinds.length];
    const size = Math.min(Math.max(9, info.minSize ?? 9), info.maxSize ?? 9);
    let lastError = null;
    for (let tries = 0; tries < 4; tries++) {
      try {
        const view = Problems.generate({ kind: info.kind, size, difficulty: levelOf(info.kind), seed: seed() });
        return { view, info };
      } catch (e) {
        lastError = e; // "exhausted": that seed gave no good problem; another will
        if (e?.code && e.code !== "exhausted") break;
      }
    }
    return { error: lastError, info };
  }

  /** Makes the next problem once this one's outcome has set the level, after the feedback is drawn. */
  function prepare() {
    if (prepared) return;
    // after the next paint, so the verdict is on screen before the engine works
    requestAnimationFrame(() => setTimeout(() => { prepared ??= make(); }, 0));
  }

  function drawMarks() {
    if (!p) return;
    // a verdict's mark on a point replaces the problem's own there (a label under a triangle reads as neither)
    const covered = (m) => extra.some((e) => same(e.at, m.at));
    // the problem's triangles mark stones: one taken by the reply played on the board is gone
    const stones = board.state?.snap?.board;
    const taken = (m) => m.type === "triangle" && stones && stones[m.at[1] * p.view.width + m.at[0]] === 0;
    const marks = (p.view.marks || []).filter((m) => !covered(m) && !taken(m)).concat(extra);
    for (const q of selected) marks.push({ type: "square", at: q });
    try { board.setMarkup(marks); } catch { /* not loaded yet: drawn after load */ }
  }

  function say(kind, headKey, text, ...more) {
    feedback.className = "feedback" + (kind ? " " + kind : "");
    feedback.replaceChildren(
      headKey ? hx("strong", {}, headKey) : "",
      headKey && text ? sep() : "",
      text ? h("span", { text: () => pick(text) }) : "",
      ...more,
    );
  }

  async function show(next) {
    p = null;
    if (next.error) {
      for (const [el] of texts) el.textContent = "";
      say("bad", null, null, h("span", { text: () => tx("genFailed", { detail: next.error?.message || String(next.error) }) }));
      after.replaceChildren(nextButton());
      return;
    }
    p = next;
    n++;
    selected = [];
    extra = [];
    missed = false;
    finished = false;
    const { view, info } = p;
    card.dataset.kind = info.kind;
    card.dataset.seed = String(view.seed);
    card.dataset.difficulty = String(view.difficulty);
    card.dataset.size = String(view.size);
    card.dataset.state = "loading";
    for (const [el, source] of texts) el.textContent = source();
    say(null, null, null);
    after.replaceChildren();
    board.ghosts = [];
    // the same record again (a seed can repeat a small problem): the widget keeps its game, so
    // the moves played on it are taken back below instead
    const again = board.getAttribute("sgf") === view.sgf;
    board.setAttribute("sgf", view.sgf);
    board.setAttribute("move", "last");
    if (board.counting) board.leaveCounting();
    board.setAttribute("interactive", "none");
    await board.ready;
    if (again) while (board.moveNumber > (view.history?.length ?? 0) && board.undo()) { /* back to the record's end */ }
    // a finished position: the widget's counting view, with the given dead stones marked
    // (read-only), or with none for the learner to mark group by group; never a result shown
    if (marksGroups(view) || view.dead?.length) {
      board.setAttribute("manual-count", "");
      board.enterCounting({ dead: view.dead || [], estimate: false });
    } else board.removeAttribute("manual-count");
    base = board.moveNumber;
    drawMarks();
    renderInputs();
    card.dataset.state = "open"; // ready for an answer
  }

  let base = 0; // the board's move number at the problem's position

  function renderInputs() {
    const { view } = p;
    inputs.replaceChildren();
    help.textContent = helpText();
    if (view.answer === "move") board.setAttribute("interactive", view.toMove);
    if (marksGroups(view)) board.setAttribute("interactive", "both"); // clicks mark groups dead
    if (view.answer === "points") {
      const count = h("span", { class: "selected-count", id: "selected-count" });
      bindText(count, () => tx("selected", { n: chosen().length }));
      const check = hx("button", { type: "button", class: "primary", id: "check-points" }, "check");
      check.addEventListener("click", () => judge({ points: chosen() }));
      inputs.append(check, count);
    }
    if (view.answer === "number") {
      const input = h("input", { id: "answer-input", type: "text", inputmode: "decimal", autocomplete: "off", class: "answer-input" });
      const form = h("form", { class: "answer-form", id: "answer-form" }, hx("label", { for: "answer-input" }, "yourAnswer"), input,
        hx("button", { type: "submit", class: "primary", id: "check-answer" }, "check"));
      form.addEventListener("submit", (e) => {
        e.preventDefault();
        if (input.value.trim()) judge({ answer: input.value.trim() });
      });
      inputs.append(form);
    }
    if (view.options?.length) {
      const group = h("div", { class: "options", role: "group", "aria-labelledby": "options-legend" });
      for (const o of view.options) {
        const b = h("button", { type: "button", class: "option", "data-value": o.value, text: () => pick(o.label) });
        b.addEventListener("click", () => judge({ answer: o.value }));
        group.append(b);
      }
      inputs.append(hx("p", { class: "legend", id: "options-legend" }, "chooseOne"), group);
    }
  }

  /** The learner's points: the stones marked dead in the counting view, or the points selected. */
  const chosen = () => (p && marksGroups(p.view) ? [...(board.dead || [])] : selected.map((q) => [...q]));

  function togglePoint(q) {
    if (!p || finished || p.view.answer !== "points" || marksGroups(p.view) || !q) return;
    const i = selected.findIndex((s) => same(s, q));
    if (i >= 0) selected.splice(i, 1);
    else selected.push(q);
    extra = [];
    const count = inputs.querySelector("#selected-count");
    if (count) count.textContent = tx("selected", { n: selected.length });
    drawMarks();
  }

  board.addEventListener("click", (e) => togglePoint(pointFromEvent(board.svg, board.state, e)));
  board.addEventListener("keydown", (e) => {
    if (p?.view.answer !== "points" || finished || marksGroups(p.view)) return;
    if ((e.key === "Enter" || e.key === " ") && !e.ctrlKey && !e.altKey && !e.metaKey && board.state?.cursor) {
      e.preventDefault();
      e.stopPropagation();
      togglePoint([...board.state.cursor]);
    }
  }, true);
  board.addEventListener("go-dead", () => {
    const count = inputs.querySelector("#selected-count");
    if (count) count.textContent = tx("selected", { n: chosen().length });
  });
  board.addEventListener("go-move", (e) => {
    if (!p || finished || e.detail.source === "api" || e.detail.color !== p.view.toMove) return;
    judge({ play: e.detail.point });
  });
  board.addEventListener("go-illegal", (e) => {
    if (!p || finished || e.detail.color !== p.view.toMove) return;
    judge({ play: e.detail.point });
  });

  function judge(attempt) {
    if (!p || finished) return;
    let v;
    try {
      v = Problems.check(p.view, attempt);
    } catch (e) {
      say("bad", null, null, h("span", {}, e?.message || String(e)));
      return;
    }
    extra = (v.marks || []).slice();
    if (v.correct) return solved(v, attempt);
    board.setAttribute("interactive", "none");
    let easier = "";
    if (!missed) {
      missed = true;
      if (record(p.info.kind, false) < 0) {
        const lvl = levelOf(p.info.kind);
        easier = h("span", { class: "level-change", text: () => (getLang() === "zh" ? "" : " ") + tx("levelDown", { n: lvl }) });
      }
      prepare();
    }
    card.dataset.state = "missed";
    let refutation = null;
    if (v.legal !== false && v.refutation && attempt.play) {
      const color = p.view.toMove === "black" ? "white" : "black";
      const r = board.play(v.refutation); // the opponent's answer, on the board
      const vertex = vertexName(v.refutation, p.view.height);
      // named once: the engine's explanation may already say where the answer is played
      const explanation = v.explanation;
      if (r?.legal) refutation = h("span", { class: "refutation", text: () => (pick(explanation).includes(vertex) ? "" : (getLang() === "zh" ? "" : " ") + tx("refuted", { color: tx(color), vertex })) });
    }
    for (const q of v.wrong || []) extra.push({ type: "cross", at: q });
    for (const q of v.missing || []) extra.push({ type: "circle", at: q });
    drawMarks();
    say("bad", v.legal === false ? "notAllowed" : "wrong", v.explanation, refutation || "", easier);
    const retry = hx("button", { type: "button", class: "primary", id: "try-again" }, "tryAgain");
    retry.addEventListener("click", () => retryProblem());
    const answer = hx("button", { type: "button", id: "show-answer" }, "showAnswer");
    answer.addEventListener("click", () => showAnswer());
    after.replaceChildren(retry, answer, nextButton());
    retry.focus();
  }

  async function retryProblem() {
    while (board.moveNumber > base && board.undo()) { /* back to the problem's position */ }
    if (marksGroups(p.view)) board.setDead([]);
    extra = [];
    selected = [];
    card.dataset.state = "open";
    say(null, null, null);
    after.replaceChildren();
    drawMarks();
    renderInputs();
    board.focus?.();
  }

  function showAnswer() {
    const s = Problems.solution(p.view);
    while (board.moveNumber > base && board.undo()) { /* back */ }
    extra = [];
    if (p.view.answer === "move" && s.moves?.length) board.ghosts = s.moves.map((at) => ({ at, color: p.view.toMove }));
    if (p.view.answer === "points") extra = (s.points || []).map((at) => ({ type: "circle", at }));
    selected = [];
    board.setAttribute("interactive", "none");
    drawMarks();
    say("info", "answerIs", s.text);
    finished = true;
    card.dataset.state = "answered";
    after.replaceChildren(nextButton());
    after.querySelector("button").focus();
  }

  function solved(v, attempt) {
    finished = true;
    board.setAttribute("interactive", "none");
    let change = 0;
    if (missed) solvedLate();
    else change = record(p.info.kind, true);
    prepare();
    card.dataset.state = missed ? "solved-late" : "solved";
    selected = [];
    drawMarks();
    const lvl = levelOf(p.info.kind);
    const note = change > 0 ? h("span", { class: "level-change", text: () => (getLang() === "zh" ? "" : " ") + tx("levelUp", { n: lvl }) }) : "";
    say("good", "right", v.explanation, note);
    after.replaceChildren(nextButton());
    after.querySelector("button").focus();
    if (attempt?.play) playOut(attempt.play, v.line);
  }

  /**
   * After a right first move of a capture (atari, double-atari, capture-two, ladder-net, snapback), the rest of the engine's line
   * is played on the board, a move at a time, so the learner sees the capture through; after a ko threat, the verdict's own
   * line for the move played (the answer to the threat, then the retake).
   */
  function playOut(first, rest) {
    const line = rest?.length ? [first, ...rest] : Problems.solution(p.view).line || [];
    if (line.length < 2 || !same(line[0], first)) return;
    const shown = p;
    let i = 1;
    const step = () => {
      if (p !== shown || i >= line.length) return; // the next problem is on the board
      if (i === 1) board.clearMarkup(); // the marks were for the position asked about
      if (!board.play(line[i++])?.legal) return;
      setTimeout(step, PLAY_OUT_MS);
    };
    setTimeout(step, PLAY_OUT_MS);
  }

  function nextButton() {
    const b = hx("button", { type: "button", class: "primary", id: "next-problem" }, "next");
    b.addEventListener("click", () => {
      const next = prepared ?? make();
      prepared = null;
      show(next).then(() => heading.focus());
    });
    return b;
  }

  const offLang = onLangChange(setLabel);
  show(make());
  return () => { m.off(); offLang(); };
}
