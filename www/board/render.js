// render.js: the board as SVG. The picture is built as strings, one per layer; a layer's DOM
// is replaced only when its string changed, so hovering or moving the cursor redraws only the
// overlays. Colours come from CSS custom properties (board.css), so themes are pure CSS.
//
// Units are millimetres of a real board: the square layout uses 24 × 24 cells and stones
// 23.2 wide; the "real" proportions (Chinese rules, 第三十三条) use cells 23 wide × 24 tall
// and stones 22.5 wide, with a 20 mm margin.

import { rulerLabels, starPoints, parseVertex } from "./coords.js";
import { currentMarkup, moveNumbersAt, idx, showsCount } from "./state.js";
import { countNumbers } from "./counting.js";

const SVG_NS = "http://www.w3.org/2000/svg";
const f = (n) => (Math.round(n * 100) / 100).toString();
const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

/**
 * The part of the board shown: view="A1:K10" as point ranges {x0, x1, y0, y1} (0-based from
 * the top left), or the whole board when there is no view or a corner is not on the board.
 */
export function regionOf(state) {
  const W = state.width;
  const H = state.height;
  const whole = { x0: 0, x1: W - 1, y0: 0, y1: H - 1, whole: true };
  const r = state.view.region;
  if (!r) return whole;
  const a = parseVertex(r.from, W, H);
  const b = parseVertex(r.to, W, H);
  if (!a || !b) return whole;
  const out = { x0: Math.min(a[0], b[0]), x1: Math.max(a[0], b[0]), y0: Math.min(a[1], b[1]), y1: Math.max(a[1], b[1]) };
  out.whole = out.x0 === 0 && out.y0 === 0 && out.x1 === W - 1 && out.y1 === H - 1;
  return out;
}

/** Is point p inside the part of the board shown? */
export const inRegion = (reg, p) => p[0] >= reg.x0 && p[0] <= reg.x1 && p[1] >= reg.y0 && p[1] <= reg.y1;

/** Where everything goes: cell sizes, margins, the viewBox, and point → SVG coordinates. */
export function geometry(state) {
  const real = state.view.proportions === "real";
  const coords = state.view.coordinates !== "none";
  const cw = real ? 23 : 24;
  const ch = 24;
  const r = real ? 11.25 : 11.6;
  const base = real ? 20 : 18;
  const mx = coords ? base + 13 : base;
  const my = coords ? base + 13 : base;
  const W = state.width;
  const H = state.height;
  const reg = regionOf(state);
  // An edge of the region inside the board: the lines run on for half a cell, then the margin
  // (and the coordinates, if any) follows.
  const cut = (size) => size / 2 + 4 + (coords ? 13 : 0);
  const left = reg.x0 === 0 ? mx : cut(cw);
  const right = reg.x1 === W - 1 ? mx : cut(cw);
  const top = reg.y0 === 0 ? my : cut(ch);
  const bottom = reg.y1 === H - 1 ? my : cut(ch);
  const vbX = mx + reg.x0 * cw - left;
  const vbY = my + reg.y0 * ch - top;
  const vbW = left + right + (reg.x1 - reg.x0) * cw;
  const vbH = top + bottom + (reg.y1 - reg.y0) * ch;
  // Pixel snapping (state.pixel, measured by the element): each grid line is centred on a
  // device pixel (odd widths) or between two (even widths), so thin lines are sharp and alike.
  const px = state.pixel;
  let x = (i) => mx + i * cw;
  let y = (j) => my + j * ch;
  if (px && px.upp > 0) {
    const half = px.lineDevicePx % 2 === 1 ? 0.5 : 0;
    const snap = (u, off, o) => (Math.round((u - o) / px.upp + off - half) + half - off) * px.upp + o;
    const xs = Array.from({ length: W }, (_, i) => snap(mx + i * cw, px.offX, vbX));
    const ys = Array.from({ length: H }, (_, j) => snap(my + j * ch, px.offY, vbY));
    x = (i) => xs[i] ?? mx + i * cw;
    y = (j) => ys[j] ?? my + j * ch;
  }
  return { cw, ch, r, mx, my, vbX, vbY, vbW, vbH, coords, x, y, reg };
}

/** Build the SVG skeleton once per board: defs and one <g> per layer. */
export function createSvg(uid) {
  const svg = document.createElementNS(SVG_NS, "svg");
  svg.setAttribute("class", "goban");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  svg.setAttribute("xmlns", SVG_NS);
  svg.innerHTML = `
    <defs>
      <linearGradient id="${uid}-wood" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" class="wood0"/><stop offset="1" class="wood1"/>
      </linearGradient>
      <radialGradient id="${uid}-b" cx="0.35" cy="0.32" r="0.75">
        <stop offset="0" class="b0"/><stop offset="1" class="b1"/>
      </radialGradient>
      <radialGradient id="${uid}-w" cx="0.35" cy="0.32" r="0.8">
        <stop offset="0" class="w0"/><stop offset="0.7" class="w1"/><stop offset="1" class="w2"/>
      </radialGradient>
      <clipPath id="${uid}-clip"><rect class="clip"/></clipPath>
      <marker id="${uid}-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse">
        <path d="M0 0 L10 5 L0 10 z" class="arrowhead"/>
      </marker>
    </defs>
    <rect class="bg" fill="url(#${uid}-wood)"/>
    <g class="l-coords"></g>
    <g clip-path="url(#${uid}-clip)">
      <g class="l-grid"></g>
      <g class="l-own"></g>
      <g class="l-shadow"></g>
      <g class="l-stones"></g>
      <g class="l-marks"></g>
      <g class="l-over"></g>
      <g class="l-leave"></g>
      <g class="l-cursor"></g>
    </g>`;
  return svg;
}

/** Redraw what changed. `cache` keeps the last string of each layer. */
export function render(svg, state, engine, uid, cache) {
  const g = geometry(state);
  const vb = `${f(g.vbX)} ${f(g.vbY)} ${f(g.vbW)} ${f(g.vbH)}`;
  if (svg.getAttribute("viewBox") !== vb) {
    svg.setAttribute("viewBox", vb);
    for (const rect of [svg.querySelector(".bg"), svg.querySelector(".clip")]) {
      rect.setAttribute("x", f(g.vbX));
      rect.setAttribute("y", f(g.vbY));
      rect.setAttribute("width", f(g.vbW));
      rect.setAttribute("height", f(g.vbH));
    }
    // a region inside the board: nothing drawn past half a cell beyond its edge lines
    if (!g.reg.whole) {
      const clip = svg.querySelector(".clip");
      const x0 = g.x(g.reg.x0) - (g.reg.x0 ? g.cw / 2 : g.mx);
      const y0 = g.y(g.reg.y0) - (g.reg.y0 ? g.ch / 2 : g.my);
      const x1 = g.x(g.reg.x1) + (g.reg.x1 < state.width - 1 ? g.cw / 2 : g.mx);
      const y1 = g.y(g.reg.y1) + (g.reg.y1 < state.height - 1 ? g.ch / 2 : g.my);
      clip.setAttribute("x", f(x0));
      clip.setAttribute("y", f(y0));
      clip.setAttribute("width", f(x1 - x0));
      clip.setAttribute("height", f(y1 - y0));
    }
  }
  set(svg, cache, "l-grid", gridLayer(state, g));
  set(svg, cache, "l-coords", coordsLayer(state, g));
  const own = ownershipLayer(state, g);
  set(svg, cache, "l-own", own);
  const { shadows, stones } = stoneLayers(state, g, uid);
  set(svg, cache, "l-shadow", shadows);
  set(svg, cache, "l-stones", stones);
  g.labels = []; // markup label texts: set as text nodes, never parsed as markup
  const marks = marksLayer(state, g, uid);
  set(svg, cache, "l-marks", marks, g.labels);
  set(svg, cache, "l-over", overlayLayer(state, g, uid));
  set(svg, cache, "l-cursor", cursorLayer(state, g));
  return g;
}

/**
 * Replace a layer when its picture changed. The strings hold only numbers and names the
 * widget makes itself; any text that comes from the page (markup labels) is passed in
 * `texts` and set with textContent on the placeholders (data-text="n").
 */
function set(svg, cache, cls, html, texts = []) {
  const key = texts.length ? html + "\u0000" + texts.join("\u0001") : html;
  if (cache[cls] === key) return;
  cache[cls] = key;
  const layer = svg.querySelector("." + cls);
  layer.innerHTML = html;
  if (texts.length) for (const node of layer.querySelectorAll("[data-text]")) node.textContent = texts[Number(node.dataset.text)];
}

function gridLayer(state, g) {
  const W = state.width;
  const H = state.height;
  const { reg } = g;
  let s = "";
  // lines of the region shown, running on for half a cell past an edge inside the board
  const x0 = g.x(reg.x0) - (reg.x0 ? g.cw / 2 : 0);
  const x1 = g.x(reg.x1) + (reg.x1 < W - 1 ? g.cw / 2 : 0);
  const y0 = g.y(reg.y0) - (reg.y0 ? g.ch / 2 : 0);
  const y1 = g.y(reg.y1) + (reg.y1 < H - 1 ? g.ch / 2 : 0);
  let d = "";
  for (let j = reg.y0; j <= reg.y1; j++) d += `M${f(x0)} ${f(g.y(j))}H${f(x1)}`;
  for (let i = reg.x0; i <= reg.x1; i++) d += `M${f(g.x(i))} ${f(y0)}V${f(y1)}`;
  s += `<path class="grid" d="${d}"/>`;
  if (W > 1 && H > 1) {
    if (reg.whole) s += `<rect class="border" x="${f(x0)}" y="${f(y0)}" width="${f(x1 - x0)}" height="${f(y1 - y0)}"/>`;
    else {
      // the board's own edges within the region
      let e = "";
      if (reg.y0 === 0) e += `M${f(x0)} ${f(g.y(0))}H${f(x1)}`;
      if (reg.y1 === H - 1) e += `M${f(x0)} ${f(g.y(H - 1))}H${f(x1)}`;
      if (reg.x0 === 0) e += `M${f(g.x(0))} ${f(y0)}V${f(y1)}`;
      if (reg.x1 === W - 1) e += `M${f(g.x(W - 1))} ${f(y0)}V${f(y1)}`;
      if (e) s += `<path class="border" d="${e}"/>`;
    }
  }
  for (const [i, j] of starPoints(W, H)) {
    if (inRegion(reg, [i, j])) s += `<circle class="star" cx="${f(g.x(i))}" cy="${f(g.y(j))}" r="2.5"/>`;
  }
  return s;
}

/** Coordinates around the region shown (outside the clip, in the margin). */
function coordsLayer(state, g) {
  if (!g.coords) return "";
  const W = state.width;
  const H = state.height;
  const { reg } = g;
  const { columns, rows } = rulerLabels(state.view.coordinates, W, H);
  // from the edge line: 19 units on the board's edge, past the half-cell run-on inside it
  const off = (inside, cell) => (inside ? cell / 2 + 4 + 6.5 : 19);
  const top = g.y(reg.y0) - off(reg.y0 > 0, g.ch);
  const bottom = g.y(reg.y1) + off(reg.y1 < H - 1, g.ch);
  const left = g.x(reg.x0) - off(reg.x0 > 0, g.cw);
  const right = g.x(reg.x1) + off(reg.x1 < W - 1, g.cw);
  const fs = state.view.coordinates === "chinese" ? 9 : 10;
  let s = "";
  for (let i = reg.x0; i <= reg.x1; i++) {
    const label = esc(columns[i]);
    s += `<text class="coord" x="${f(g.x(i))}" y="${f(top)}" font-size="${fs}">${label}</text>`;
    s += `<text class="coord" x="${f(g.x(i))}" y="${f(bottom)}" font-size="${fs}">${label}</text>`;
  }
  for (let j = reg.y0; j <= reg.y1; j++) {
    const cfs = rows[j].length > 2 ? fs * 0.8 : fs;
    const label = esc(rows[j]);
    s += `<text class="coord" x="${f(left)}" y="${f(g.y(j))}" font-size="${f(cfs)}">${label}</text>`;
    s += `<text class="coord" x="${f(right)}" y="${f(g.y(j))}" font-size="${f(cfs)}">${label}</text>`;
  }
  return s;
}

function stoneLayers(state, g, uid) {
  let shadows = "";
  let stones = "";
  if (!state.snap) return { shadows, stones };
  const { board } = state.snap;
  const dimmed = new Set(currentMarkup(state).filter((m) => m.type === "dimmed").map((m) => idx(state, m.at)));
  for (let i = 0; i < board.length; i++) {
    const v = board[i];
    if (!v) continue;
    const cx = g.x(i % state.width);
    const cy = g.y(Math.floor(i / state.width));
    const dead = showsCount(state) && state.dead.has(i);
    shadows += `<circle class="shadow" cx="${f(cx + 0.9)}" cy="${f(cy + 1.3)}" r="${f(g.r)}"/>`;
    stones += stoneSvg(v > 0 ? "black" : "white", cx, cy, g.r, uid, (dead ? " dead" : "") + (dimmed.has(i) ? " dimmed" : ""));
  }
  return { shadows, stones };
}

export function stoneSvg(color, cx, cy, r, uid, extra = "") {
  const c = color === "white" ? "w" : "b";
  return `<circle class="stone ${c}${extra}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#${uid}-${c})"/>`;
}

function ownershipLayer(state, g) {
  if (!showsCount(state) || !state.score || !state.score.ownership) return "";
  let s = "";
  const own = state.score.ownership;
  const side = g.cw * 0.42;
  // the side whose points are numbered (count-points) is not shaded: its numbers show them
  const numbered = state.view.countPoints === "black" ? 1 : state.view.countPoints === "white" ? -1 : 0;
  for (let i = 0; i < own.length; i++) {
    if (!own[i] || own[i] === numbered) continue;
    const cx = g.x(i % state.width);
    const cy = g.y(Math.floor(i / state.width));
    const stone = state.snap ? state.snap.board[i] : 0;
    // shade empty points and the dead stones that count for the other side
    if (stone && !state.dead.has(i)) continue;
    s += `<rect class="own ${own[i] > 0 ? "b" : "w"}" x="${f(cx - side / 2)}" y="${f(cy - side / 2)}" width="${f(side)}" height="${f(side)}"/>`;
  }
  // shared points (between both sides' live stones): half black, half white (or ½ when numbered)
  const shared = state.score.shared;
  if (shared && !numbered) {
    for (let i = 0; i < shared.length; i++) {
      if (!shared[i] || (state.snap && state.snap.board[i] && !state.dead.has(i))) continue;
      const cx = g.x(i % state.width);
      const cy = g.y(Math.floor(i / state.width));
      // a small diamond, its left half black and its right half white
      const d = side * 0.42;
      s += `<path class="own shared b" d="M${f(cx)} ${f(cy - d)}L${f(cx - d)} ${f(cy)}L${f(cx)} ${f(cy + d)}Z"/>`;
      s += `<path class="own shared w" d="M${f(cx)} ${f(cy - d)}L${f(cx + d)} ${f(cy)}L${f(cx)} ${f(cy + d)}Z"/>`;
    }
  }
  return s;
}

function textOn(state, i) {
  const v = state.snap ? state.snap.board[i] : 0;
  return v > 0 ? "on-b" : v < 0 ? "on-w" : "on-e";
}

function marksLayer(state, g, uid) {
  if (!state.snap) return "";
  let s = "";
  const W = state.width;
  const at = (p) => [g.x(p[0]), g.y(p[1])];
  const counted = showsCount(state) ? countNumbers(state) : new Map();
  const numbers = counted.size ? new Map() : moveNumbersAt(state);
  const markup = currentMarkup(state);
  // a mark on a stone replaces its number
  for (const m of markup) if (m.at && m.type !== "dimmed" && m.type !== "selected") numbers.delete(idx(state, m.at));
  const r = g.r;
  // move numbers
  for (const [i, n] of numbers) {
    const [cx, cy] = at([i % W, Math.floor(i / W)]);
    const fs = n >= 100 ? 8.5 : 10.5;
    s += `<text class="num ${textOn(state, i)}" x="${f(cx)}" y="${f(cy)}" font-size="${fs}">${n}</text>`;
  }
  // one side's points numbered for counting (stones, surrounded points, dead stones' points)
  for (const [i, n] of counted) {
    const [cx, cy] = at([i % W, Math.floor(i / W)]);
    const fs = n >= 100 ? 8 : 10;
    const stone = state.snap.board[i] && !state.dead.has(i);
    if (!stone) s += `<circle class="cnt-bg" cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.68)}"/>`;
    s += `<text class="num cnt ${stone ? textOn(state, i) : "on-e"}" x="${f(cx)}" y="${f(cy)}" font-size="${fs}">${n}</text>`;
  }
  if (counted.size && state.score.shared) {
    state.score.shared.forEach((v, i) => {
      if (!v || (state.snap.board[i] && !state.dead.has(i))) return;
      const [cx, cy] = at([i % W, Math.floor(i / W)]);
      s += `<text class="num cnt-half on-e" x="${f(cx)}" y="${f(cy)}" font-size="10">½</text>`;
    });
  }
  // last move
  const last = state.snap.lastMove;
  if (last && last.point && state.view.lastMoveMark && !counted.size) {
    const i = idx(state, last.point);
    const [cx, cy] = at(last.point);
    if (numbers.has(i)) s += `<circle class="last-ring ${textOn(state, i)}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r - 1.6)}"/>`;
    else if (state.snap.board[i]) s += `<circle class="last ${textOn(state, i)}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.36)}"/>`;
  }
  // dead-stone marks for counting
  if (showsCount(state)) {
    for (const i of state.dead) {
      if (!state.snap.board[i] || counted.has(i)) continue; // a numbered point shows its number
      const [cx, cy] = at([i % W, Math.floor(i / W)]);
      s += crossSvg(cx, cy, r * 0.45, "dead-x " + textOn(state, i));
    }
  }
  // atari warnings (chains with one liberty, from the engine's chain data)
  if (state.view.showAtari && state.chains) {
    const seen = new Set();
    for (const chain of state.chains) {
      if (!chain || seen.has(chain) || chain.liberties.length !== 1) continue;
      seen.add(chain);
      for (const p of chain.stones) {
        const [cx, cy] = at(p);
        s += `<circle class="atari" cx="${f(cx)}" cy="${f(cy)}" r="${f(r + 0.6)}"/>`;
      }
      const [lx, ly] = at(chain.liberties[0]);
      s += `<circle class="atari-lib" cx="${f(lx)}" cy="${f(ly)}" r="3.2"/>`;
    }
  }
  // markup
  for (const m of markup) s += markupSvg(m, state, g, uid);
  return s;
}

function crossSvg(cx, cy, d, cls) {
  return `<path class="${cls}" d="M${f(cx - d)} ${f(cy - d)}L${f(cx + d)} ${f(cy + d)}M${f(cx + d)} ${f(cy - d)}L${f(cx - d)} ${f(cy + d)}"/>`;
}

function markupSvg(m, state, g, uid) {
  const r = g.r;
  if (m.type === "line" || m.type === "arrow") {
    const [x1, y1] = [g.x(m.from[0]), g.y(m.from[1])];
    const [x2, y2] = [g.x(m.to[0]), g.y(m.to[1])];
    const head = m.type === "arrow" ? ` marker-end="url(#${uid}-arrow)"` : "";
    return `<line class="mk-line" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"${head}/>`;
  }
  const i = idx(state, m.at);
  const on = textOn(state, i);
  const cx = g.x(m.at[0]);
  const cy = g.y(m.at[1]);
  switch (m.type) {
    case "triangle": {
      const d = r * 0.55;
      return `<path class="mk ${on}" d="M${f(cx)} ${f(cy - d)}L${f(cx + d * 0.866)} ${f(cy + d * 0.5)}L${f(cx - d * 0.866)} ${f(cy + d * 0.5)}Z"/>`;
    }
    case "square": {
      const d = r * 0.42;
      return `<rect class="mk ${on}" x="${f(cx - d)}" y="${f(cy - d)}" width="${f(2 * d)}" height="${f(2 * d)}"/>`;
    }
    case "circle":
      return `<circle class="mk ${on}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.45)}"/>`;
    case "cross":
      return crossSvg(cx, cy, r * 0.38, "mk " + on);
    case "selected":
      return `<circle class="mk-sel" cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.62)}"/>`;
    case "dimmed":
      return ""; // drawn as a faded stone (stoneLayers); nothing on an empty point
    case "label": {
      g.labels.push(m.text);
      const fs = [...m.text].length > 2 ? 8.5 : 11.5;
      const bgDisc = on === "on-e" ? `<circle class="lb-bg" cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.72)}"/>` : "";
      return `${bgDisc}<text class="lb ${on}" x="${f(cx)}" y="${f(cy)}" font-size="${fs}" data-text="${g.labels.length - 1}"></text>`;
    }
    default:
      return "";
  }
}

function overlayLayer(state, g, uid) {
  let s = "";
  const r = g.r;
  const at = (p) => [g.x(p[0]), g.y(p[1])];
  // liberties of the hovered / focused chain
  if (state.view.showLiberties && state.focusChain) {
    const chain = state.focusChain;
    for (const p of chain.stones) {
      const [cx, cy] = at(p);
      s += `<circle class="chain-ring" cx="${f(cx)}" cy="${f(cy)}" r="${f(r + 0.4)}"/>`;
    }
    for (const p of chain.liberties) {
      const [cx, cy] = at(p);
      s += `<circle class="lib-dot" cx="${f(cx)}" cy="${f(cy)}" r="4.2"/>`;
    }
    const anchor = chain.anchor || chain.stones[0];
    if (anchor) {
      const [cx, cy] = at(anchor);
      const onCls = chain.color === "white" ? "on-w" : "on-b";
      s += `<text class="lib-count ${onCls}" x="${f(cx)}" y="${f(cy)}" font-size="12">${chain.liberties.length}</text>`;
    }
  }
  // API ghost stones (hints, variations)
  for (const gh of state.ghosts) {
    const [cx, cy] = at(gh.at);
    s += stoneSvg(gh.color, cx, cy, r, uid, " ghost");
  }
  // hover / pending preview
  const p = state.pending || state.hover;
  const verdict = state.pending ? state.pendingVerdict : state.hoverVerdict;
  if (p && verdict && state.snap) {
    const [cx, cy] = at(p);
    if (verdict.legal) {
      for (const c of verdict.captures || []) {
        const [qx, qy] = at(c);
        s += crossSvg(qx, qy, r * 0.4, "cap-x " + textOn(state, idx(state, c)));
      }
      for (const a of verdict.ataris || []) {
        const [qx, qy] = at(a);
        s += `<circle class="atari" cx="${f(qx)}" cy="${f(qy)}" r="${f(r + 0.6)}"/>`;
      }
      s += stoneSvg(state.snap.toMove, cx, cy, r, uid, state.pending ? " ghost pending" : " ghost");
      // the engine says this stone would be left with one liberty
      if (verdict.selfAtari && (state.view.showAtari || state.view.showLiberties)) {
        s += `<circle class="atari self" cx="${f(cx)}" cy="${f(cy)}" r="${f(r + 0.6)}"/>`;
      }
      if (state.pending) s += `<circle class="pending-ring" cx="${f(cx)}" cy="${f(cy)}" r="${f(r + 2)}"/>`;
    } else if (!state.snap.board[idx(state, p)]) {
      s += crossSvg(cx, cy, r * 0.35, "no-x");
    }
  }
  return s;
}

function cursorLayer(state, g) {
  if (!state.keyboard || !state.cursor) return "";
  const [cx, cy] = [g.x(state.cursor[0]), g.y(state.cursor[1])];
  const w = g.cw * 1.16;
  const h = g.ch * 1.16;
  return `<rect class="cursor-halo" x="${f(cx - w / 2)}" y="${f(cy - h / 2)}" width="${f(w)}" height="${f(h)}" rx="3"/>` +
    `<rect class="cursor" x="${f(cx - w / 2)}" y="${f(cy - h / 2)}" width="${f(w)}" height="${f(h)}" rx="3"/>`;
}

/** Captured stones fade out (skipped under prefers-reduced-motion). */
export function animateCaptures(svg, state, points, color, uid) {
  if (!points.length) return;
  if (globalThis.matchMedia && matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const g = geometry(state);
  const layer = svg.querySelector(".l-leave");
  const group = document.createElementNS(SVG_NS, "g");
  group.setAttribute("class", "leaving");
  group.innerHTML = points.map(([x, y]) => stoneSvg(color, g.x(x), g.y(y), g.r, uid)).join("");
  layer.appendChild(group);
  setTimeout(() => group.remove(), 450);
}

/** Which point a pointer event is over (nearest intersection), or null off the grid. */
export function pointFromEvent(svg, state, ev) {
  const ctm = svg.getScreenCTM();
  if (!ctm) return null;
  const pt = new DOMPoint(ev.clientX, ev.clientY).matrixTransform(ctm.inverse());
  const g = geometry(state);
  const x = Math.round((pt.x - g.mx) / g.cw);
  const y = Math.round((pt.y - g.my) / g.ch);
  if (x < 0 || y < 0 || x >= state.width || y >= state.height || !inRegion(g.reg, [x, y])) return null;
  // ignore clicks far outside the grid (in the margin beyond half a cell)
  if (Math.abs(pt.x - g.x(x)) > g.cw * 0.6 || Math.abs(pt.y - g.y(y)) > g.ch * 0.6) return null;
  return [x, y];
}

/** A point's position in percent of the board box (for HTML tooltips). */
export function percentOf(state, p) {
  const g = geometry(state);
  return { left: ((g.x(p[0]) - g.vbX) / g.vbW) * 100, top: ((g.y(p[1]) - g.vbY) / g.vbH) * 100 };
}
