// a11y.js: the board for screen readers. A visually hidden ARIA grid mirrors the board, one
// cell per point labelled like "D4, black stone, 2 liberties"; the grid is the board's single
// tab stop and points at the keyboard cursor with aria-activedescendant. A polite live region
// announces moves, captures, passes and illegal attempts in the board's language.

import { vertexName } from "./coords.js";
import { t, colorName, libertiesText } from "./i18n.js";
import { currentMarkup, moveNumbersAt, idx, showsCount } from "./state.js";
import { countNumbers } from "./counting.js";

export const cellId = (x, y) => `pt-${x}-${y}`;

/** (Re)build the rows and cells when the board's size changes. */
export function buildGrid(grid, state) {
  if (grid.dataset.size === `${state.width}x${state.height}`) return;
  grid.dataset.size = `${state.width}x${state.height}`;
  const frag = document.createDocumentFragment();
  for (let y = 0; y < state.height; y++) {
    const row = document.createElement("div");
    row.setAttribute("role", "row");
    row.className = "sr-row";
    for (let x = 0; x < state.width; x++) {
      const cell = document.createElement("div");
      cell.setAttribute("role", "gridcell");
      cell.id = cellId(x, y);
      cell.className = "sr-cell";
      row.appendChild(cell);
    }
    frag.appendChild(row);
  }
  grid.replaceChildren(frag);
}

/** The label of one point. */
export function pointLabel(state, p, extra = {}) {
  const lang = state.lang;
  const sep = lang === "zh" ? "，" : ", ";
  const parts = [vertexName(p, state.height)];
  const i = idx(state, p);
  const v = state.snap ? state.snap.board[i] : 0;
  if (v) {
    parts.push(t(lang, v > 0 ? "blackStone" : "whiteStone"));
    const chain = state.chains && state.chains[i];
    if (chain) parts.push(libertiesText(lang, chain.liberties.length));
    if (showsCount(state) && state.dead.has(i)) parts.push(t(lang, "dead"));
  } else {
    parts.push(t(lang, "empty"));
    const own = showsCount(state) && state.score && state.score.ownership ? state.score.ownership[i] : 0;
    if (own) parts.push(t(lang, own > 0 ? "territoryBlack" : "territoryWhite"));
    else if (showsCount(state) && state.score?.shared?.[i]) parts.push(t(lang, "sharedPoint"));
  }
  if (extra.counted && extra.counted.has(i)) parts.push(t(lang, "countN", { n: extra.counted.get(i) }));
  const last = state.snap && state.snap.lastMove;
  if (last && last.point && last.point[0] === p[0] && last.point[1] === p[1]) parts.push(t(lang, "lastMove"));
  if (extra.numbers && extra.numbers.has(i)) parts.push(t(lang, "moveN", { n: extra.numbers.get(i) }));
  for (const m of extra.marks?.get(i) || []) parts.push(m);
  return parts.join(sep);
}

/** Refresh every cell's label (only the cells whose text changed are touched). */
export function updateGrid(grid, state) {
  buildGrid(grid, state);
  const numbers = moveNumbersAt(state);
  const counted = showsCount(state) ? countNumbers(state) : null;
  const marks = new Map();
  const keyOf = { triangle: "markTR", square: "markSQ", circle: "markCR", cross: "markMA", selected: "markSL", dimmed: "markDD" };
  for (const m of currentMarkup(state)) {
    if (!m.at) continue;
    const i = idx(state, m.at);
    const text = m.type === "label" ? t(state.lang, "markLB", { text: m.text }) : t(state.lang, keyOf[m.type]);
    if (!marks.has(i)) marks.set(i, []);
    marks.get(i).push(text);
  }
  const rows = grid.children;
  for (let y = 0; y < state.height; y++) {
    const cells = rows[y].children;
    for (let x = 0; x < state.width; x++) {
      const label = pointLabel(state, [x, y], { numbers, marks, counted });
      if (cells[x].textContent !== label) cells[x].textContent = label;
    }
  }
  const lang = state.lang;
  let name = t(lang, "boardLabel", { w: state.width, h: state.height });
  if (state.snap && !state.snap.isOver) name += (lang === "zh" ? "，" : ", ") + t(lang, "toMove", { color: colorName(lang, state.snap.toMove) });
  if (grid.getAttribute("aria-label") !== name && !grid.dataset.customLabel) grid.setAttribute("aria-label", name);
  if (state.cursor) grid.setAttribute("aria-activedescendant", cellId(state.cursor[0], state.cursor[1]));
}

/** Announce a text in the polite live region (repeated texts are still announced). */
export function announce(live, text) {
  if (!text) return;
  // alternate a trailing no-break space so the same words twice still count as a change
  const same = live.textContent.replace(/\u00a0$/, "") === text;
  live.textContent = same && !live.textContent.endsWith("\u00a0") ? text + "\u00a0" : text;
}

/** "Black D4, captures 2 stones" / "黑 D4，提2子". */
export function moveAnnouncement(lang, color, vertex, captures) {
  let s = t(lang, "played", { color: colorName(lang, color), vertex });
  if (captures === 1) s += (lang === "zh" ? "，" : ", ") + t(lang, "capturedOne");
  else if (captures > 1) s += (lang === "zh" ? "，" : ", ") + t(lang, "capturedMany", { n: captures });
  return s;
}
