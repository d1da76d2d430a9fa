// The bare play page (www/play.html): a 9×9 board whose state comes from the engine (pkg/tengen.js,
// built by scripts/build-wasm.sh into www/pkg/). The page only draws `game.board()`, forwards
// clicks to `game.play()` and `game.pass()`, asks `game.engineMove()` for tengen's replies and
// counts with `game.estimate()` and `game.score()`; it knows no rules itself.
import init, { Game, version } from "./pkg/tengen.js";

const SIZE = 9;
const LETTERS = "ABCDEFGHJKLMNOPQRST"; // GTP column letters: no I
const SVG = "http://www.w3.org/2000/svg";
/** tengen's thinking budget per move: a few tens of milliseconds on 9×9. */
const PLAYOUTS = 1500;
/** A pause before tengen thinks, so that the page draws the player's stone first. */
const THINK_DELAY_MS = 30;

const boardEl = document.getElementById("board");
const statusEl = document.getElementById("status");
const messageEl = document.getElementById("message");
const newGameEl = document.getElementById("new-game");
const passEl = document.getElementById("pass");
const resultEl = document.getElementById("result");
const opponentEls = [...document.querySelectorAll('input[name="opponent"]')];

let game;
let count = null; // the score once the game is over
let human = "humans"; // the colour the player takes against tengen, or "humans"
let thinking = false;
let gameId = 0; // a reply that was scheduled for an earlier game is dropped
let gameSeed = 0;

const gtp = (x, y) => `${LETTERS[x]}${SIZE - y}`;
const colorName = (c) => (c === "black" ? "Black" : "White");
const colorZh = (c) => (c === "black" ? "黑" : "白");
const engineColor = () => (human === "black" ? "white" : human === "white" ? "black" : null);
const enginesTurn = () => !game.isOver && game.toMove === engineColor();

function el(name, attrs, parent) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  parent?.appendChild(node);
  return node;
}

/** Sets an element's text from pieces: strings, and `{ zh }` for Chinese (marked lang="zh"). */
function write(node, ...pieces) {
  node.replaceChildren(...pieces.map((p) => {
    if (typeof p === "string") return p;
    const span = document.createElement("span");
    span.lang = "zh";
    span.textContent = p.zh;
    return span;
  }));
}

/** Sets an element's text to an English sentence followed by its Chinese (marked lang="zh"). */
function say(node, en, zh) {
  if (en || zh) write(node, `${en} `, { zh });
  else node.replaceChildren();
}

// The static parts: wood, lines, star points, coordinates; then one focusable hit target per point.
function drawGrid() {
  boardEl.replaceChildren();
  boardEl.setAttribute("viewBox", `0 0 ${SIZE + 1} ${SIZE + 1}`);
  el("rect", { class: "wood", x: 0.03, y: 0.03, width: SIZE + 0.94, height: SIZE + 0.94, rx: 0.15 }, boardEl);
  for (let i = 1; i <= SIZE; i++) {
    el("line", { class: "line", x1: 1, y1: i, x2: SIZE, y2: i }, boardEl);
    el("line", { class: "line", x1: i, y1: 1, x2: i, y2: SIZE }, boardEl);
    const label = (x, y, text) => (el("text", { class: "label", x, y, "aria-hidden": "true" }, boardEl).textContent = text);
    for (const edge of [0.3, SIZE + 0.7]) {
      label(i, edge, LETTERS[i - 1]);
      label(edge, i, String(SIZE - i + 1));
    }
  }
  for (const [x, y] of [[2, 2], [6, 2], [4, 4], [2, 6], [6, 6]]) {
    el("circle", { class: "star", cx: x + 1, cy: y + 1, r: 0.09 }, boardEl);
  }
  el("g", { id: "stones" }, boardEl);
  const hits = el("g", { id: "hits" }, boardEl);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const hit = el("rect", {
        class: "hit", x: x + 0.5, y: y + 0.5, width: 1, height: 1,
        "data-vertex": gtp(x, y), "data-x": x, "data-y": y,
        role: "button", tabindex: 0,
      }, hits);
      hit.addEventListener("click", () => play(x, y));
      hit.addEventListener("keydown", (e) => {
        if (e.key === "Enter" || e.key === " ") { e.preventDefault(); play(x, y); }
        const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
        if (moves[e.key]) {
          e.preventDefault();
          const nx = Math.min(SIZE - 1, Math.max(0, x + moves[e.key][0]));
          const ny = Math.min(SIZE - 1, Math.max(0, y + moves[e.key][1]));
          hits.querySelector(`[data-vertex="${gtp(nx, ny)}"]`).focus();
        }
      });
    }
  }
}

// Draws the engine's board: 1 black, -1 white, 0 empty, row-major from the top left; after the
// count, the dead stones faded and each side's area marked.
function render() {
  const cells = game.board();
  const stones = boardEl.querySelector("#stones");
  stones.replaceChildren();
  const dead = new Set((count?.dead ?? []).map(([x, y]) => gtp(x, y)));
  const last = game.lastMove?.vertex; // null after a pass
  for (let i = 0; i < cells.length; i++) {
    const x = i % SIZE, y = Math.floor(i / SIZE);
    const v = gtp(x, y);
    const color = cells[i] === 1 ? "black" : cells[i] === -1 ? "white" : null;
    const hit = boardEl.querySelector(`.hit[data-vertex="${v}"]`);
    hit.classList.toggle("occupied", color !== null);
    const owner = count?.ownership[i].owner;
    const area = owner === "black" || owner === "white" ? `, ${owner}'s area` : "";
    hit.setAttribute("aria-label", `${v}, ${color ?? "empty"}${dead.has(v) ? ", dead" : ""}${area}`);
    if (color) {
      el("circle", {
        class: `stone ${color}${dead.has(v) ? " dead" : ""}`, cx: x + 1, cy: y + 1, r: 0.47,
        "data-vertex": v, "data-color": color,
      }, stones);
      if (last && last[0] === x && last[1] === y && !count) {
        el("circle", { class: `last on-${color}`, cx: x + 1, cy: y + 1, r: 0.22 }, stones);
      }
    }
    if (area && (!color || dead.has(v))) {
      el("rect", { class: `territory ${owner}`, x: x + 0.86, y: y + 0.86, width: 0.28, height: 0.28 }, stones);
    }
  }
  const toMove = game.toMove;
  const { black, white } = game.captures;
  const capturedEn = `captured: black ${black}, white ${white}`;
  if (game.isOver) {
    write(statusEl, "Game over (", { zh: "终局" }, `) after ${game.moveNumber} moves · ${capturedEn}`);
  } else if (thinking) {
    write(statusEl, `tengen (${colorName(toMove)}) is thinking… (`, { zh: `天元思考中` }, `) · move ${game.moveNumber + 1}`);
  } else {
    const you = engineColor() ? ` · you play ${colorName(human)}` : "";
    write(statusEl, `${colorName(toMove)} to play (`, { zh: `${colorZh(toMove)}方走` }, `) · move ${game.moveNumber + 1} · ${capturedEn}${you}`);
  }
  boardEl.dataset.toMove = toMove;
  boardEl.dataset.moveNumber = String(game.moveNumber);
  boardEl.dataset.over = String(game.isOver);
  boardEl.setAttribute("aria-busy", String(thinking));
  document.body.dataset.thinking = String(thinking);
  passEl.disabled = game.isOver || thinking || enginesTurn();
}

let told = { en: "", zh: "" }; // the message now, for the count to follow it

function tell(en, zh, reason) {
  told = { en, zh };
  say(messageEl, en, zh);
  if (reason) messageEl.dataset.reason = reason;
  else delete messageEl.dataset.reason;
}

const stoneCount = (n) => `${n} stone${n > 1 ? "s" : ""}`;
const capturedText = (n) => (n ? ` and captures ${stoneCount(n)}` : "");

/** The player's stone at [x, y], then tengen's reply if it plays. */
function play(x, y) {
  if (thinking || enginesTurn()) return;
  const mover = game.toMove;
  const result = game.play([x, y]);
  if (result.legal) {
    const n = result.captures.length;
    if (n) tell(`${colorName(mover)} captured ${stoneCount(n)}.`, "提子！");
    else tell("", "");
    delete messageEl.dataset.engine;
    afterMove();
  } else {
    tell(`${gtp(x, y)}: ${result.message}.`, result.messageZh, result.reason);
    render();
  }
}

function pass() {
  if (thinking || enginesTurn() || game.isOver) return;
  const mover = game.toMove;
  game.pass();
  tell(`${colorName(mover)} passes.`, `${colorZh(mover)}方停一手。`);
  delete messageEl.dataset.engine;
  afterMove();
}

function afterMove() {
  if (game.isOver) finish();
  render();
  if (enginesTurn()) scheduleEngine();
}

/** tengen thinks after a short pause (so the page draws first), then plays through play/pass. */
function scheduleEngine() {
  thinking = true;
  render();
  const id = gameId;
  setTimeout(() => {
    if (id !== gameId) return; // a new game was started meanwhile
    thinking = false;
    if (!enginesTurn()) { render(); return; } // the player chose two humans meanwhile
    const color = game.toMove;
    const seed = (gameSeed + game.moveNumber * 7919) >>> 0;
    const vertex = game.engineMove({ playouts: PLAYOUTS, seed });
    if (vertex === null) {
      game.pass();
      tell(`tengen (${colorName(color)}) passes.`, `天元（${colorZh(color)}）停一手。`);
      messageEl.dataset.engine = "pass";
    } else {
      const result = game.play(vertex);
      const [x, y] = vertex;
      const n = result.captures.length;
      tell(`tengen (${colorName(color)}) plays ${gtp(x, y)}${capturedText(n)}.`,
        `天元（${colorZh(color)}）下在 ${gtp(x, y)}${n ? `，提${n}子` : ""}。`);
      messageEl.dataset.engine = gtp(x, y);
    }
    afterMove();
  }, THINK_DELAY_MS);
}

/** Counts a game ended by two passes, with the dead stones the engine's estimate suggests. */
function finish() {
  if (game.end?.kind !== "twoPasses") return;
  const { dead } = game.estimate({ seed: 1 });
  count = game.score(dead);
  const title = resultEl.querySelector("#result-title");
  say(title, `${count.resultEn}.`, count.resultZh);
  say(resultEl.querySelector("#result-count"),
    `Black ${count.black.total}, White ${count.white.total}, komi ${count.komi} (area counting) ·`,
    `黑${count.black.total}，白${count.white.total}，贴${count.komi}目`);
  resultEl.hidden = false;
  resultEl.dataset.result = count.resultSgf;
  tell(`${told.en} Game over: ${count.resultEn}.`.trim(), `${told.zh}终局：${count.resultZh}。`);
}

function newGame() {
  gameId++;
  thinking = false;
  game?.free();
  game = new Game({ size: SIZE });
  gameSeed = crypto.getRandomValues(new Uint32Array(1))[0];
  count = null;
  tell("", "");
  delete messageEl.dataset.engine;
  resultEl.hidden = true;
  delete resultEl.dataset.result;
  render();
  if (enginesTurn()) scheduleEngine();
}

function chooseOpponent(value) {
  human = value;
  document.body.dataset.opponent = value;
  render();
  if (enginesTurn() && !thinking) scheduleEngine();
}

try {
  await init();
  document.getElementById("version").textContent = version();
  drawGrid();
  human = opponentEls.find((r) => r.checked)?.value ?? "humans";
  document.body.dataset.opponent = human;
  newGame();
  newGameEl.addEventListener("click", newGame);
  passEl.addEventListener("click", pass);
  for (const radio of opponentEls) radio.addEventListener("change", () => radio.checked && chooseOpponent(radio.value));
  newGameEl.disabled = false;
  document.body.dataset.ready = "true";
} catch (e) {
  statusEl.textContent = `The engine could not be loaded: ${e.message ?? e}`;
  document.body.dataset.ready = "error";
  throw e;
}
