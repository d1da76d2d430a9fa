// The bare play page (www/play.html): a 9×9 board whose state comes from the engine (pkg/tengen.js,
// built by scripts/build-wasm.sh into www/pkg/). The page only draws `game.board()` and
// forwards clicks to `game.play()`; it knows no rules itself.
import init, { Game, version } from "./pkg/tengen.js";

const SIZE = 9;
const LETTERS = "ABCDEFGHJKLMNOPQRST"; // GTP column letters: no I
const SVG = "http://www.w3.org/2000/svg";

const boardEl = document.getElementById("board");
const statusEl = document.getElementById("status");
const messageEl = document.getElementById("message");
const newGameEl = document.getElementById("new-game");

let game;
let lastMove = null; // [x, y] of the last stone played
let captures = { black: 0, white: 0 }; // stones captured by each colour

const gtp = (x, y) => `${LETTERS[x]}${SIZE - y}`;
const colorName = (c) => (c === "black" ? "Black" : "White");
const colorZh = (c) => (c === "black" ? "黑" : "白");

function el(name, attrs, parent) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  parent?.appendChild(node);
  return node;
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

// Draws the engine's board: 1 black, -1 white, 0 empty, row-major from the top left.
function render() {
  const cells = game.board();
  const stones = boardEl.querySelector("#stones");
  stones.replaceChildren();
  for (let i = 0; i < cells.length; i++) {
    const x = i % SIZE, y = Math.floor(i / SIZE);
    const color = cells[i] === 1 ? "black" : cells[i] === -1 ? "white" : null;
    const hit = boardEl.querySelector(`.hit[data-vertex="${gtp(x, y)}"]`);
    hit.classList.toggle("occupied", color !== null);
    hit.setAttribute("aria-label", `${gtp(x, y)}, ${color ?? "empty"}`);
    if (!color) continue;
    el("circle", { class: `stone ${color}`, cx: x + 1, cy: y + 1, r: 0.47, "data-vertex": gtp(x, y), "data-color": color }, stones);
    if (lastMove && lastMove[0] === x && lastMove[1] === y) {
      el("circle", { class: `last on-${color}`, cx: x + 1, cy: y + 1, r: 0.22 }, stones);
    }
  }
  const toMove = game.toMove;
  statusEl.textContent = `${colorName(toMove)} to play (${colorZh(toMove)}方走) · move ${game.moveNumber + 1} · `
    + `captured: black ${captures.black}, white ${captures.white}`;
  boardEl.dataset.toMove = toMove;
  boardEl.dataset.moveNumber = String(game.moveNumber);
}

function play(x, y) {
  const mover = game.toMove;
  const result = game.play([x, y]);
  if (result.legal) {
    lastMove = [x, y];
    captures[mover] += result.captures.length;
    messageEl.textContent = result.captures.length
      ? `${colorName(mover)} captured ${result.captures.length} stone${result.captures.length > 1 ? "s" : ""}. 提子！`
      : "";
    delete messageEl.dataset.reason;
  } else {
    messageEl.textContent = `${gtp(x, y)}: ${result.message}. ${result.messageZh}`;
    messageEl.dataset.reason = result.reason;
  }
  render();
}

function newGame() {
  game?.free();
  game = new Game({ size: SIZE });
  lastMove = null;
  captures = { black: 0, white: 0 };
  messageEl.textContent = "";
  delete messageEl.dataset.reason;
  render();
}

try {
  await init();
  document.getElementById("version").textContent = version();
  drawGrid();
  newGame();
  newGameEl.addEventListener("click", newGame);
  newGameEl.disabled = false;
  document.body.dataset.ready = "true";
} catch (e) {
  statusEl.textContent = `The engine could not be loaded: ${e.message ?? e}`;
  document.body.dataset.ready = "error";
  throw e;
}
