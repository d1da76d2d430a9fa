// counting.js: the end of the first game, step by step, under the Chinese rules:
//   1. the learner marks the dead stones on the board (a click toggles a whole group, as the
//      engine groups them); the engine compares them with its own estimate and, where they
//      differ, says which stones and why (its playouts, its proof of life, the liberties), and
//      offers its judgement, another look, or to play on (as the rules provide);
//   2. the learner types Black's points (stones + surrounded points + half the shared ones);
//      the engine's count checks it, and can number Black's points on the board;
//   3. the learner states the result in 子 (胜/负 … 子); the engine's result checks it.
// Every fact comes from the engine: a copy of the game rebuilt from the board's SGF (`copy`).

import { h, bindText, getLang } from "../school/i18n.js";
import { vertexName, parseVertex } from "../board/coords.js";
import { tx, hx } from "./text.js";
import { readCount, writeCount, sameCount } from "../practice/numbers.js";

const ESTIMATE_PLAYOUTS = 400;

/** The engine's copy of the finished game (freed by the caller). */
function copy(state) {
  return state.engine.Game.fromSgf(state.board.toSgf());
}

const key = ([x, y]) => `${x},${y}`;
const names = (points) => points.map((p) => vertexName(p, 9));

/** The learner's dead stones as [x, y], from the board's counting view ("D4" names). */
function learnerDead(board) {
  return (board.dead || []).map((v) => parseVertex(v, 9, 9));
}

function colorCounts(board, dead) {
  const b = board.boardState;
  let black = 0, white = 0;
  for (const [x, y] of dead) (b[y * 9 + x] > 0 ? black++ : white++);
  return { black, white };
}

function stepCard(id, titleKey, ...children) {
  const card = h("section", { class: "card step", id, "aria-labelledby": `${id}-h` },
    hx("h2", { id: `${id}-h`, tabindex: "-1" }, titleKey), ...children);
  const steps = document.getElementById("steps");
  steps.querySelector(`#${id}`)?.remove();
  steps.append(card);
  card.querySelector("h2").focus();
  return card;
}

function feedback(id) {
  const el = h("div", { class: "feedback", id, "aria-live": "polite" });
  el.say = (kind, ...nodes) => {
    el.className = "feedback" + (kind ? " " + kind : "");
    el.replaceChildren(...nodes);
  };
  return el;
}

// ------------------------------------------------------------------ 1. dead stones

export function markStep(state, { onAgreed, onPlayOn }) {
  const board = state.board;
  const marked = h("p", { class: "help", id: "marked" });
  const fb = feedback("mark-feedback");
  const check = hx("button", { type: "button", class: "primary", id: "check-dead" }, "checkDead");
  const markedText = () => tx("markedN", colorCounts(board, learnerDead(board)));
  bindText(marked, markedText);
  const showMarked = () => { marked.textContent = markedText(); };
  const onScore = () => {
    showMarked();
    if (fb.className.includes("bad")) fb.say(null); // the learner changed their marks
  };
  board.addEventListener("go-dead", onScore);
  board.setAttribute("show-ownership", ""); // with manual-count: nothing marked, no result shown
  board.ready.then(() => showMarked());
  check.addEventListener("click", () => {
    const mine = learnerDead(board);
    const game = copy(state);
    let est;
    try {
      est = game.estimate({ playouts: ESTIMATE_PLAYOUTS, seed: state.seed >>> 0 });
      const verdict = compareDead(game, est, mine);
      if (!verdict.length) {
        board.removeEventListener("go-dead", onScore);
        state.mine.dead = colorCounts(board, mine);
        state.engineDead = est.dead;
        fb.say("good", hx("p", {}, mine.length ? "deadAgree" : "deadNone"));
        check.disabled = true;
        onAgreed();
        return;
      }
      showDispute(state, fb, verdict, {
        useEngine: () => {
          board.removeEventListener("go-dead", onScore);
          board.setDead(est.dead);
          state.mine.dead = colorCounts(board, mine);
          showMarked();
          state.engineDead = est.dead;
          check.disabled = true;
          onAgreed();
        },
        playOn: () => {
          board.removeEventListener("go-dead", onScore);
          onPlayOn();
        },
      });
    } finally {
      game.free();
    }
  });
  stepCard("mark", "markH", hx("p", {}, "markHelp"), marked, h("div", { class: "controls" }, check), fb);
}

/**
 * Where the learner and the engine differ, group by group as the engine groups stones for
 * marking (`toggleDead`): each {stones, color, engineDead, survive (share of the engine's
 * playouts in which these stones stay on the board), proved (every one unconditionally
 * alive), libs (the chain's liberties, for a group of one chain; else null)}.
 */
function compareDead(game, est, mine) {
  const theirs = new Set(est.dead.map(key));
  const ours = new Set(mine.map(key));
  const alive = new Set(est.unconditionallyAlive.map(key));
  const disputed = (p) => theirs.has(key(p)) !== ours.has(key(p));
  const seen = new Set();
  const out = [];
  for (const p of [...est.dead, ...mine]) {
    if (seen.has(key(p)) || !disputed(p)) continue;
    const engineDead = theirs.has(key(p));
    const group = game.toggleDead([], p).filter((q) => disputed(q) && theirs.has(key(q)) === engineDead);
    for (const q of group) seen.add(key(q));
    const chain = game.chainAt(p);
    const oneChain = group.length === chain.stones.length && chain.stones.every((q) => group.some((g) => key(g) === key(q)));
    const sign = chain.color === "black" ? 1 : -1;
    const own = group.reduce((sum, [x, y]) => sum + est.ownership[y * 9 + x], 0) / group.length;
    out.push({
      stones: group,
      color: chain.color,
      engineDead,
      survive: Math.round(((1 + sign * own) / 2) * 100),
      proved: group.every((q) => alive.has(key(q))),
      libs: oneChain ? chain.liberties.length : null,
    });
  }
  return out;
}

/** "A9 A8 A7 …" for at most five stones. */
const where = (stones) => (stones.length > 5 ? `${names(stones.slice(0, 4)).join(" ")} …` : names(stones).join(" "));

function showDispute(state, fb, groups, { useEngine, playOn }) {
  const board = state.board;
  const items = groups.map((g) => {
    const li = h("li", { text: () => tx(g.engineDead ? "thinksDead" : "thinksAlive", {
      color: tx(g.color),
      n: tx("stonesN", { n: g.stones.length }),
      where: where(g.stones),
      pct: g.engineDead ? 100 - g.survive : g.survive,
      libs: g.libs === null ? "" : g.libs === 1 ? tx("libs1") : tx("libsN", { n: g.libs }),
    }) });
    if (!g.engineDead && g.proved) li.append(" ", hx("span", {}, "provedAlive"));
    return li;
  });
  board.setMarkup(groups.flatMap((g) => g.stones.map((p) => ({ type: "triangle", at: vertexName(p, 9) }))));
  const take = hx("button", { type: "button", class: "primary", id: "use-engine" }, "useEngine");
  const again = hx("button", { type: "button", id: "mark-again" }, "markAgain");
  const on = hx("button", { type: "button", id: "play-on" }, "playOn");
  take.addEventListener("click", () => { board.clearMarkup(); fb.say(null); useEngine(); });
  again.addEventListener("click", () => { board.clearMarkup(); fb.say(null); board.focus(); });
  on.addEventListener("click", () => { board.clearMarkup(); fb.say(null); playOn(); });
  fb.say("bad", hx("p", {}, "deadDisagree"), h("ul", { class: "dispute" }, ...items), hx("p", {}, "disputeRule"),
    h("div", { class: "controls" }, take, again, on));
}

// ------------------------------------------------------------------ 2. Black's points

/** The engine's count of the finished game with the agreed dead stones. */
function engineCount(state) {
  const game = copy(state);
  try {
    return game.score(state.engineDead || []);
  } finally {
    game.free();
  }
}

export function countStep(state, { onCounted }) {
  const board = state.board;
  const score = (state.score = engineCount(state));
  const b = score.black;
  const shared = score.ownership.filter((p) => p.owner === "shared").length;
  const facts = { total: writeCount(b.total), stones: b.stones, area: b.area, dame: writeCount(b.dameShare), shared };
  const input = h("input", { type: "text", inputmode: "decimal", id: "count-input", class: "answer-input", autocomplete: "off" });
  const label = hx("label", { for: "count-input" }, "countLabel");
  const fb = feedback("count-feedback");
  const numbersNote = h("p", { class: "help", id: "numbers-note" });
  let shown = false;
  const toggleText = () => tx(shown ? "hideNumbers" : "showNumbers");
  const noteText = () => (shown ? tx("numbersShown", { n: b.stones + b.area }) : "");
  const toggle = h("button", { type: "button", id: "show-numbers", "aria-pressed": "false", text: toggleText });
  bindText(numbersNote, () => noteText());
  const showNumbers = (on) => {
    shown = on;
    if (on) board.setAttribute("count-points", "black"); // the widget numbers Black's points
    else board.removeAttribute("count-points");
    toggle.setAttribute("aria-pressed", String(on));
    toggle.textContent = toggleText();
    numbersNote.textContent = noteText();
  };
  toggle.addEventListener("click", () => showNumbers(!shown));
  const form = h("form", { class: "answer-form", id: "count-form" }, label, input,
    hx("button", { type: "submit", class: "primary", id: "check-count" }, "countCheck"));
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const mine = readCount(input.value);
    if (mine === null) return fb.say("bad", hx("p", {}, "countUnread"));
    state.mine.black = mine;
    if (!sameCount(mine, b.total)) {
      showNumbers(true);
      fb.say("bad", hx("p", {}, "countWrong", { ...facts, mine: writeCount(mine) }));
      return;
    }
    fb.say("good", hx("p", {}, "countRight", facts));
    input.disabled = true;
    form.querySelector("button").disabled = true;
    onCounted();
  });
  stepCard("count", "countH", hx("p", {}, "countHelp"), form, h("div", { class: "controls" }, toggle), numbersNote, fb);
  board.setAttribute("interactive", "none");
}

// ------------------------------------------------------------------ 3. the result

export function resultStep(state, { onDone }) {
  const s = state.score;
  const komiLine = s.handicap
    ? () => tx("komiHandicap", { n: s.handicap, comp: writeCount(s.handicapCompensation / 2) })
    : () => tx("komiEven", { komi: writeCount(s.komi / 2) });
  const help = h("p", { text: () => tx("resultHelp", { points: s.points, base: writeCount(s.base), komiLine: komiLine() }) });
  const set = h("fieldset", { class: "choice-group" }, hx("legend", {}, "winnerLegend"));
  for (const [value, k] of [["black", "blackWins"], ["white", "whiteWins"], ["draw", "draw"]]) {
    const input = h("input", { type: "radio", name: "winner", value, id: `winner-${value}` });
    set.append(h("label", { for: input.id, class: "choice" }, input, hx("span", {}, k)));
  }
  const margin = h("input", { type: "text", inputmode: "decimal", id: "margin-input", class: "answer-input", autocomplete: "off" });
  const fb = feedback("result-feedback");
  const form = h("form", { class: "answer-form result-form", id: "result-form" }, set,
    hx("label", { for: "margin-input" }, "marginLabel"), margin,
    hx("button", { type: "submit", class: "primary", id: "check-result" }, "resultCheck"));
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const winner = form.querySelector('input[name="winner"]:checked')?.value;
    const m = winner === "draw" ? 0 : readCount(margin.value);
    if (!winner || m === null) return fb.say("bad", hx("p", {}, "resultUnread"));
    state.mine.result = { winner, margin: m };
    const engineWinner = s.winner ?? "draw";
    if (winner !== engineWinner) return fb.say("bad", hx("p", {}, "resultWrongWinner"));
    if (winner !== "draw" && !sameCount(m, s.marginStones)) {
      return fb.say("bad", hx("p", {}, "resultWrongMargin", { black: writeCount(s.black.total) }));
    }
    fb.say("good", h("p", { text: () => tx("resultRight", { result: { en: s.resultEn, zh: s.resultZh } }) }));
    for (const el of form.querySelectorAll("input, button")) el.disabled = true;
    onDone();
  });
  stepCard("result", "resultH", help, form, fb);
}

// ------------------------------------------------------------------ side by side

/** The learner's answers beside the engine's own count (filled in as the steps are done). */
export function sideBySide(state) {
  const box = document.getElementById("side");
  if (!box) return;
  if (state.phase === "play") return box.replaceChildren();
  const game = copy(state);
  let s, est;
  try {
    est = state.engineDead ? { dead: state.engineDead } : game.estimate({ playouts: ESTIMATE_PLAYOUTS, seed: state.seed >>> 0 });
    s = game.score(est.dead);
  } finally {
    game.free();
  }
  const engineDead = colorCounts(state.board, est.dead);
  const m = state.mine;
  const not = () => tx("notYet");
  const reveal = state.phase === "result" || state.phase === "done";
  const row = (k, mine, theirs) => h("tr", {}, hx("th", { scope: "row" }, k), h("td", { text: mine }), h("td", { text: theirs }));
  const table = h("table", { class: "side-table", id: "side-table" },
    h("thead", {}, h("tr", {}, h("td", {}), hx("th", { scope: "col" }, "yours"), hx("th", { scope: "col" }, "engines"))),
    h("tbody", {},
      row("rowDead", () => (m.dead ? tx("deadCount", m.dead) : not()), () => (m.dead ? tx("deadCount", engineDead) : not())),
      row("rowBlack", () => (m.black !== null ? writeCount(m.black) : not()), () => (m.black !== null ? writeCount(s.black.total) : not())),
      row("rowWhite", () => "—", () => (reveal ? writeCount(s.white.total) : not())),
      row("rowResult", () => (m.result ? resultWords(m.result) : not()), () => (state.phase === "done" ? (getLang() === "zh" ? s.resultZh : s.resultEn) : not()))));
  box.replaceChildren(h("section", { class: "card side", "aria-labelledby": "side-h" }, hx("h2", { id: "side-h" }, "sideH"), table));
}

function resultWords({ winner, margin }) {
  if (winner === "draw") return tx("draw");
  return tx("resultMine", { side: tx(winner === "black" ? "blackWinsShort" : "whiteWinsShort"), m: writeCount(margin) });
}

