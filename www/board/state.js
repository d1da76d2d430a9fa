// state.js: what one board shows, in one plain object. The position itself (stones, whose turn,
// captures, chains and liberties, the score) is always a copy of what the engine said last;
// the rest is view state (hover, cursor, pending tap, markup, overlays, messages).

export function createState() {
  return {
    status: "loading", // "loading" | "ready" | "failed"
    lang: "en",
    view: {
      coordinates: "none", // "none" | "gtp" | "chinese"
      showLiberties: false,
      showAtari: false,
      showOwnership: false,
      moveNumbers: 0, // 0: none; n: the last n moves; Infinity: all
      proportions: "square", // "square" | "real"
      interactive: "both",
      confirm: "auto", // "auto" (on for touch) | "always" | "never"
      noUndo: false,
      lastMoveMark: true, // the last move's stone is marked (no-last-move turns it off)
      region: null, // view="A1:K10": {from, to} as written; null: the whole board
      countPoints: null, // count-points: "black" | "white" numbered in the counting view
      manualCount: false, // manual-count: no estimate, no result said at the end (a learner counts)
    },
    width: 9,
    height: 9,
    snap: null, // engine snapshot (engine.js EngineGame.snapshot)
    chains: null, // point index → chain {color, stones, liberties}
    history: { moves: [], total: 0 },
    sgfMarkup: null, // {markup: [[items] per move], comments}
    markupAttr: [],
    markupApi: [],
    ghosts: [], // [{at: [x,y], color}]
    hover: null, // [x, y] under a mouse
    hoverVerdict: null, // engine preview of the hovered point
    cursor: null, // keyboard cursor [x, y]
    keyboard: false, // the cursor is shown (keyboard in use)
    pending: null, // [x, y] awaiting a confirming tap
    pendingVerdict: null,
    focusChain: null, // chain whose liberties are shown
    counting: false, // counting mode (enterCounting()); else the view is on with show-ownership after the end
    dead: new Set(), // point indices marked dead for counting
    score: null, // engine score (with ownership)
    tip: null, // {at: [x,y], text, kind}
    message: null, // {text, kind: "error"|"info", code}
    leaving: [], // captured stones animating out: [{at, color}]
  };
}

/** Are ownership shading and dead-stone marks drawn (show-ownership, or counting mode)? */
export const showsCount = (state) => state.view.showOwnership || state.counting;

export const idx = (state, [x, y]) => y * state.width + x;
export const pointOf = (state, i) => [i % state.width, Math.floor(i / state.width)];
export const samePoint = (a, b) => !!a && !!b && a[0] === b[0] && a[1] === b[1];

/** The stone at a point: 1 black, -1 white, 0 empty (from the engine's last board). */
export function stoneAt(state, p) {
  if (!state.snap || !p) return 0;
  return state.snap.board[idx(state, p)] || 0;
}

/** All the markup to draw now: from the SGF record at this move, the attribute and the API. */
export function currentMarkup(state) {
  const fromSgf = state.sgfMarkup && state.snap ? state.sgfMarkup.markup[state.snap.moveNumber] || [] : [];
  return [...fromSgf, ...state.markupAttr, ...state.markupApi];
}

/** The move number (1-based) of the stone standing at each point, from the engine's history. */
export function moveNumbersAt(state) {
  const out = new Map();
  if (!state.snap) return out;
  const n = state.snap.moveNumber;
  const limit = state.view.moveNumbers;
  if (!limit) return out;
  const from = limit === Infinity ? 1 : Math.max(1, n - limit + 1);
  for (let k = from; k <= n; k++) {
    const m = state.history.moves[k - 1];
    if (!m || !m.point) continue;
    const i = idx(state, m.point);
    const sign = m.color === "white" ? -1 : 1;
    if (state.snap.board[i] === sign) out.set(i, k);
    else out.delete(i);
  }
  return out;
}
