// app.js: the first game (第一盘棋, www/first-game.html). The learner plays a whole 9×9 game as
// Black against the engine (with handicap stones, at a beginner's strength), then ends it as
// the Chinese rules have it: marks the dead stones (the engine checks, explains where it
// disagrees, offers to play on), counts Black's points (the engine checks), and states the
// result (the engine checks); the engine's own count stands beside the learner's. The record
// downloads as SGF and opens in the game room.
//
//   setup → play → (both pass) → mark → count → result → done
//
// The board is <go-board>; every legal move, capture, count and judgement comes from the
// engine. The game in progress is kept in localStorage (KEY) so a reload loses nothing.
// `#seed=N` fixes the engine's seed (the tests use it).

import { startChrome } from "../practice/chrome.js";
import { h, onLangChange, bindText, getLang } from "../school/i18n.js";
import { tx, hx } from "./text.js";
import { vertexName } from "../board/coords.js";
import { Opponent, LEVELS } from "./opponent.js";
import { markStep, countStep, resultStep, sideBySide } from "./counting.js";

const KEY = "tengen-first-game";
const HANDICAPS = [5, 4, 3, 2, 0];
const RECOMMENDED = 4;
const main = document.getElementById("main");

const state = {
  engine: null,
  opponent: null,
  board: null,
  phase: "setup",
  handicap: RECOMMENDED,
  level: "gentle",
  seed: 1,
  thinking: false,
  token: 0, // a reply computed for an earlier position is dropped
  mine: { dead: null, black: null, result: null }, // what the learner said, for the table
};

async function start() {
  try {
    const { engine } = await startChrome({ current: "first-game", title: () => tx("title") });
    state.engine = engine;
  } catch (e) {
    main.replaceChildren(hx("h1", { tabindex: "-1" }, "title"),
      h("p", { class: "error", role: "alert", text: () => tx("engineFailed", { detail: e?.message || String(e) }) }));
    return;
  }
  state.opponent = new Opponent(state.engine);
  const seed = /(?:^|[#&])seed=(\d{1,9})/.exec(location.hash);
  state.fixedSeed = seed ? Number(seed[1]) : null;
  renderSetup();
  document.body.dataset.ready = "true";
}

// ------------------------------------------------------------------ storage

function saved() {
  try {
    const data = JSON.parse(localStorage.getItem(KEY) || "null");
    if (!data || data.v !== 1 || typeof data.sgf !== "string" || !HANDICAPS.includes(data.handicap) || !(data.level in LEVELS)) return null;
    const probe = state.engine.Game.fromSgf(data.sgf); // a damaged record is ignored
    const moves = probe.moveNumber;
    probe.free();
    return { ...data, moves };
  } catch {
    return null;
  }
}

function save() {
  if (!state.board?.engineGame) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ v: 1, sgf: state.board.toSgf(), handicap: state.handicap, level: state.level, seed: state.seed }));
  } catch { /* storage full or unavailable: the game lasts for this visit */ }
}

function forget() {
  try { localStorage.removeItem(KEY); } catch { /* ignore */ }
}

// ------------------------------------------------------------------ setup

function radioGroup(name, legendKey, items, current, onPick) {
  const set = h("fieldset", { class: "choice-group" }, hx("legend", {}, legendKey));
  for (const it of items) {
    const input = h("input", { type: "radio", name, value: String(it.value), id: `${name}-${it.value}` });
    input.checked = it.value === current;
    input.addEventListener("change", () => onPick(it.value));
    set.append(h("label", { for: input.id, class: "choice" }, input, h("span", { text: it.text })));
  }
  return set;
}

function renderSetup() {
  state.phase = "setup";
  const old = saved();
  const handicaps = radioGroup("handicap", "handicapLegend", HANDICAPS.map((n) => ({
    value: n,
    text: () => (n === 0 ? tx("handicapNone") : n === RECOMMENDED ? tx("handicapRecommended", { n }) : tx("handicapN", { n })),
  })), state.handicap, (v) => { state.handicap = v; });
  const levels = radioGroup("level", "levelLegend", Object.keys(LEVELS).map((l) => ({
    value: l, text: () => tx("level" + l[0].toUpperCase() + l.slice(1)),
  })), state.level, (v) => { state.level = v; });
  const go = hx("button", { type: "button", class: "primary", id: "start-game" }, "start");
  go.addEventListener("click", () => {
    forget();
    state.seed = state.fixedSeed ?? (1 + Math.floor(Math.random() * 1e6));
    startGame(null);
  });
  const parts = [hx("h1", { tabindex: "-1" }, "title"), hx("p", { class: "lead" }, "lead"),
    h("section", { class: "card", "aria-labelledby": "setup-h" },
      hx("h2", { id: "setup-h" }, "setupH"), hx("p", {}, "setupIntro"), handicaps, levels,
      h("div", { class: "controls" }, go))];
  if (old) {
    const cont = hx("button", { type: "button", id: "resume-game" }, "resume");
    cont.addEventListener("click", () => {
      Object.assign(state, { handicap: old.handicap, level: old.level, seed: old.seed });
      startGame(old.sgf);
    });
    parts.splice(2, 0, h("div", { class: "card resume" }, hx("p", {}, "resumeNote", { moves: old.moves }), cont));
  }
  main.replaceChildren(...parts);
}

// ------------------------------------------------------------------ the game

function newBoard(sgf) {
  const board = document.createElement("go-board");
  board.id = "game-board";
  board.className = "board game-board";
  board.setAttribute("coordinates", "");
  board.setAttribute("interactive", "none");
  board.setAttribute("no-undo", "");
  // the learner marks the dead stones and counts: the board neither guesses nor says the result
  board.setAttribute("manual-count", "");
  board.setAttribute("aria-describedby", "game-status");
  bindLabel(board);
  if (sgf) board.setAttribute("sgf", sgf);
  else if (state.handicap) {
    board.configure({ size: 9, komi: 0, handicap: state.handicap });
  } else {
    board.configure({ size: 9, komi: 7.5 });
  }
  return board;
}

function bindLabel(board) {
  const set = () => board.setAttribute("aria-label", tx("boardLabel"));
  set();
  onLangChange(set);
}

function startGame(sgf) {
  state.phase = "play";
  state.mine = { dead: null, black: null, result: null };
  state.board?.remove();
  const board = (state.board = newBoard(sgf));
  const status = h("p", { id: "game-status", class: "play-status", role: "status", "aria-live": "polite" });
  const note = h("p", { id: "game-note", class: "feedback", "aria-live": "polite" });
  const captures = h("p", { id: "game-captures", class: "help" });
  const pass = hx("button", { type: "button", id: "pass" }, "pass");
  const undo = hx("button", { type: "button", id: "undo" }, "undo");
  const again = hx("button", { type: "button", id: "new-game" }, "newGame");
  pass.addEventListener("click", () => learnerPass());
  undo.addEventListener("click", () => takeBack());
  again.addEventListener("click", () => {
    if (!window.confirm(tx("newGameConfirm"))) return;
    state.token++;
    forget();
    renderSetup();
  });
  state.ui = { status, note, captures, pass, undo, again, statusText: () => "", noteText: () => "" };
  bindText(status, () => state.ui.statusText());
  bindText(note, () => state.ui.noteText());
  bindText(captures, capturesText);
  const steps = h("div", { id: "steps" });
  main.replaceChildren(
    hx("h1", { tabindex: "-1" }, "title"),
    h("section", { class: "card game", "aria-labelledby": "play-h" },
      hx("h2", { id: "play-h" }, "playH"),
      h("p", { class: "help", text: () => [tx("youBlack"), tx("playHelp")].join(getLang() === "zh" ? "" : " ") }),
      board,
      status, note, captures,
      h("div", { class: "controls", id: "play-controls" }, pass, undo, again)),
    steps,
    h("div", { id: "side" }),
  );
  board.addEventListener("go-move", (e) => { if (e.detail.color === "black") afterLearner(); });
  board.addEventListener("go-pass", (e) => { if (e.detail.color === "black") afterLearner(); });
  board.addEventListener("go-position", () => showCaptures());
  board.ready.then(() => {
    main.querySelector("h1")?.focus();
    if (board.isOver) return endOfPlay();
    nextTurn();
  });
}

function setStatus(key, vars) {
  state.ui.statusText = () => tx(key, vars);
  state.ui.status.textContent = state.ui.statusText();
}

function setNote(fn, kind = "info") {
  state.ui.noteText = fn || (() => "");
  state.ui.note.textContent = state.ui.noteText();
  state.ui.note.className = "feedback" + (fn ? " " + kind : "");
}

const capturesText = () => (state.board ? `${tx("moveN", { n: state.board.moveNumber })} · ${tx("captures", state.board.captures)}` : "");

function showCaptures() {
  state.ui.captures.textContent = capturesText();
}

function controls(enabled) {
  state.ui.pass.disabled = !enabled;
  state.ui.undo.disabled = !enabled || state.board.moveNumber < 2;
}

/** Whose turn it is now: the learner's (the board takes Black's clicks) or the engine's. */
function nextTurn() {
  const board = state.board;
  save();
  if (board.isOver) return endOfPlay();
  if (board.toMove === "white") return engineTurn();
  board.setAttribute("interactive", "black");
  controls(true);
  setStatus("yourTurn");
}

function afterLearner() {
  if (state.phase !== "play") return;
  setNote(null);
  nextTurn();
}

function learnerPass() {
  if (state.thinking || state.board.toMove !== "black" || state.board.isOver) return;
  state.board.pass({ source: "button" });
}

function takeBack() {
  if (state.thinking) return;
  const board = state.board;
  // back to the learner's previous turn: the engine's reply and the learner's move
  board.undo();
  if (board.toMove !== "black") board.undo();
  setNote(null);
  nextTurn();
}

async function engineTurn() {
  const board = state.board;
  board.setAttribute("interactive", "none");
  controls(false);
  state.thinking = true;
  setStatus("thinking");
  const token = ++state.token;
  let move;
  try {
    move = await state.opponent.move(board.toSgf(), state.level, (state.seed * 1009 + board.moveNumber) >>> 0);
  } catch (e) {
    state.thinking = false;
    if (token !== state.token) return;
    setNote(() => tx("engineError", { detail: e?.message || String(e) }), "bad");
    return;
  }
  state.thinking = false;
  if (token !== state.token || state.board !== board || state.phase !== "play") return;
  if (move === null) {
    board.pass({ source: "engine" });
    setNote(() => tx("whitePassed"));
  } else {
    const verdict = board.play(move);
    if (!verdict.legal) {
      setNote(() => tx("engineError", { detail: verdict.message }), "bad");
      return;
    }
    const vertex = vertexName(move, 9);
    setNote(() => tx("whitePlayed", { vertex }));
  }
  nextTurn();
}

// ------------------------------------------------------------------ the end of the game

function endOfPlay() {
  state.phase = "mark";
  save();
  state.board.setAttribute("interactive", "black"); // in the counting view: clicks mark groups
  controls(false);
  state.ui.statusText = () => "";
  state.ui.status.textContent = "";
  markStep(state, {
    onAgreed: () => renderCount(),
    onPlayOn: () => playOn(),
  });
  sideBySide(state);
}

function playOn() {
  const board = state.board;
  state.phase = "play";
  board.removeAttribute("show-ownership");
  board.removeAttribute("count-points");
  board.resume(); // the rules' way to settle a dispute: play on
  document.getElementById("steps").replaceChildren();
  setNote(() => tx("playingOn"));
  state.mine = { dead: null, black: null, result: null };
  sideBySide(state);
  nextTurn();
}

function renderCount() {
  state.phase = "count";
  countStep(state, { onCounted: () => renderResult() });
  sideBySide(state);
}

function renderResult() {
  state.phase = "result";
  resultStep(state, { onDone: () => renderDone() });
  sideBySide(state);
}

function renderDone() {
  state.phase = "done";
  sideBySide(state);
  forget();
  const sgf = state.board.toSgf();
  const url = URL.createObjectURL(new Blob([sgf], { type: "application/x-go-sgf" }));
  const download = hx("a", { href: url, download: "first-game.sgf", class: "button-link", id: "download-sgf" }, "downloadSgf");
  const open = hx("a", { href: `play.html#sgf=${encodeURIComponent(sgf)}`, class: "button-link", id: "open-free" }, "openFree");
  const again = hx("button", { type: "button", id: "another-game" }, "anotherGame");
  again.addEventListener("click", () => renderSetup());
  const card = h("section", { class: "card done", "aria-labelledby": "done-h", id: "done" },
    hx("h2", { id: "done-h", tabindex: "-1" }, "doneH"), hx("p", {}, "doneText"),
    h("div", { class: "controls" }, download, open, again));
  document.getElementById("steps").append(card);
  card.querySelector("h2").focus();
}

start();

