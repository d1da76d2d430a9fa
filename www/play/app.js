// app.js: the game room (www/play.html), a real game under the Chinese rules on one device
// (two players) or against the engine:
//
//   setup → (nigiri) → play ⇄ counting → over        play → adjourned (sealed move) → play
//
// The board is <go-board>; the engine decides every move's legality, the count, the clock's
// time and call-outs (clock.js), nigiri (nigiri.js), the referee's rulings and the sealed
// move, and writes the record (record.js). This module keeps the phases and passes events
// between them. The game in progress, with its clock, is kept in localStorage (KEY).
// `#seed=N` fixes the engine's seed; `#sgf=<SGF>` opens a record (the first-game page
// hands its finished game over that way); `#club=…` a pairing of a club event (club.js), whose
// result goes back to the club page.

import { startChrome } from "../practice/chrome.js";
import { h, getLang, onLangChange } from "../school/i18n.js";
import { tx, hx } from "./text.js";
import { setupForm } from "./setup.js";
import { runNigiri } from "./nigiri.js";
import { clockPanel, now } from "./clock.js";
import { Opponent } from "./opponent.js";
import { recordPanel, roomRecord } from "./record.js";
import { refereePanel, sealPanel } from "./referee.js";
import { readClubLink, sameClubGame, clubResult, postToInbox, clubPageUrl } from "./club.js";

const KEY = "tengen-play";
const ENGINE_PAUSE_MS = 350;
const main = document.getElementById("main");

export const room = {
  engine: null, opponent: null, board: null, settings: null,
  phase: "setup", clock: null, referee: null, result: null,
  names: { black: "", white: "" }, human: null, seed: 1, token: 0, confirmed: [], sealed: null,
  get over() { return this.phase === "over"; },
  toMove() { return this.board?.toMove ?? "black"; },
  /** A player's name as the page shows it: the engine's in the page's language. */
  displayName(color) {
    if (this.settings?.opponent === "engine" && this.human && color !== this.human) {
      const level = tx(`level-${this.settings.strength}`);
      return getLang() === "zh" ? `${tx("engineName")}·${level}` : `${tx("engineName")} (${level})`;
    }
    return this.names?.[color] ?? "";
  },
};

const ui = {};

async function start() {
  try {
    const { engine } = await startChrome({ current: "play", title: () => tx("title") });
    room.engine = engine;
  } catch (e) {
    main.replaceChildren(hx("h1", {}, "title"), h("p", { class: "error", role: "alert", text: () => tx("engineFailed", { detail: e?.message || String(e) }) }));
    return;
  }
  room.opponent = new Opponent(room.engine);
  const seed = /(?:^|[#&])seed=(\d{1,9})/.exec(location.hash);
  room.seed = seed ? Number(seed[1]) : (Date.now() % 1e9);
  if (/(?:^|[#&])fast(?:&|$)/.test(location.hash)) room.pauseMs = 0; // tests: no natural pause
  buildPage();
  const sgf = /(?:^|[#&])sgf=([^&]*)/.exec(location.hash);
  room.clubLink = readClubLink(location.hash);
  if (sgf) ui.record.open(decodeURIComponent(sgf[1]));
  else if (room.clubLink?.error) showSetup();
  else if (!restore(room.clubLink)) showSetup();
  document.body.dataset.ready = "true";
}

function buildPage() {
  ui.setupBox = h("div", { id: "setup-box" });
  ui.status = h("p", { id: "status", role: "status", "aria-live": "polite" });
  ui.clubBanner = h("p", { id: "club-banner", class: "club-banner", hidden: true });
  ui.message = h("p", { id: "message", "aria-live": "polite" });
  ui.board = h("go-board", { class: "board", id: "board", coordinates: "", interactive: "none", "aria-labelledby": "title" });
  room.board = ui.board;
  ui.actions = h("div", { class: "actions", id: "actions" });
  ui.confirm = h("div", { class: "confirm", id: "confirm", role: "group", hidden: true });
  ui.counting = h("section", { class: "counting", id: "counting", hidden: true, "aria-labelledby": "counting-title" });
  ui.result = h("section", { class: "result", id: "result", hidden: true, tabindex: "-1", "aria-labelledby": "result-title" });
  ui.clock = clockPanel(room, { onFlag: lostOnTime, onPauseChange: (paused) => { save(); render(); if (!paused) maybeEngine(); } });
  ui.referee = refereePanel(room, { onRuling: applyRuling });
  ui.seal = sealPanel(room, {
    onSealed: () => { room.phase = "adjourned"; save(); render(); },
    onOpened: () => { room.phase = "play"; render(); },
    onChoosing: () => render(),
  });
  ui.record = recordPanel(room, { onOpen: openRecord, onPlayOn: playOn });
  const newGame = hx("button", { type: "button", id: "new-game" }, "newGame");
  newGame.addEventListener("click", () => {
    if (room.phase !== "setup" && room.phase !== "over" && room.phase !== "review" && !confirm(tx("confirmNew"))) return;
    // After a club game is over the next game is an ordinary one (the club page opens the next pairing).
    if (room.phase === "over" && room.settings?.club) room.clubLink = null;
    clear();
    showSetup();
  });
  // The clock comes first: above the board on a phone (White's side of the screen), left of
  // it at desktop width (White's right hand); play.css places the three parts.
  const play = h("div", { class: "room" },
    h("div", { class: "room-clock" }, ui.clock.el),
    h("div", { class: "room-board" }, ui.clubBanner, ui.status, ui.board, ui.message, ui.actions, ui.confirm, ui.counting, ui.result),
    h("div", { class: "room-side" }, ui.clock.history, ui.seal.el, ui.referee.el, ui.record.el, h("p", {}, newGame)));
  ui.play = play;
  main.replaceChildren(hx("h1", { id: "title", tabindex: "-1" }, "title"), hx("p", { class: "lead" }, "lead"), ui.setupBox, play);
  for (const ev of ["go-move", "go-pass"]) ui.board.addEventListener(ev, afterMove);
  ui.board.addEventListener("go-illegal", onIllegal);
  ui.board.addEventListener("go-gameover", () => { if (room.phase === "play" && !room.result) enterCounting(); });
  ui.board.addEventListener("go-score", (e) => { room.score = e.detail.score; if (room.phase === "counting") drawCounting(); });
  onLangChange(render);
}

// ------------------------------------------------------------------ setup

function showSetup() {
  room.phase = "setup";
  const link = room.clubLink;
  const form = setupForm(room.engine, begin, link && !link.error ? link : null);
  // A club link with a bad field: said so, and the ordinary setup offered.
  const bad = link?.error ? h("p", { class: "error", role: "alert", id: "club-error", text: () => tx("clubBadLink", { field: link.error }) }) : "";
  ui.setupBox.replaceChildren(bad, form);
  render();
}

async function begin(settings) {
  room.settings = settings;
  room.referee = new room.engine.Referee();
  room.result = null;
  room.conceded = null;
  room.confirmed = [];
  const vsEngine = settings.opponent === "engine";
  // A name left empty stays empty: the page says "Black" and the record has no PB.
  const first = settings.names.first || (vsEngine ? tx("you") : "");
  const second = vsEngine ? `${tx("engineName")} (${settings.strength})` : settings.names.second;
  let firstColor; // the colour of the first player (the human against the engine)
  if (settings.colours === "nigiri") {
    room.phase = "nigiri";
    render();
    // The higher-ranked player holds the stones: the engine against a human (the human
    // guesses), the first player between two people.
    const holder = vsEngine ? second : first || tx("firstPlayer");
    const guesser = vsEngine ? first : second || tx("secondPlayer");
    const outcome = await runNigiri(room.engine, ui.setupBox, { holder, guesser, seed: room.seed, engineGuesses: false });
    const guesserColor = outcome.guesser;
    firstColor = vsEngine ? guesserColor : (guesserColor === "black" ? "white" : "black");
  } else if (settings.colours === "weaker") {
    firstColor = "white"; // the first player is the higher-ranked one; the weaker takes Black
  } else {
    firstColor = settings.colours;
  }
  room.human = vsEngine ? firstColor : null;
  const secondColor = firstColor === "black" ? "white" : "black";
  room.names = { [firstColor]: first, [secondColor]: second };
  room.clock = settings.time ? new room.engine.Clock(settings.time) : null;
  await ui.board.configure({ size: settings.size, rules: settings.rules, komi: settings.komi, handicap: settings.handicap, interactive: "none" });
  ui.setupBox.replaceChildren();
  ui.clock.reset();
  room.phase = "play";
  room.clock?.start(ui.board.toMove, now());
  save();
  render();
  maybeEngine();
}

// ------------------------------------------------------------------ play

const vsEngine = () => room.settings?.opponent === "engine";
const engineColor = () => (room.human === "black" ? "white" : "black");
const other = (c) => (c === "black" ? "white" : "black");

function afterMove(e) {
  if (room.phase !== "play") return;
  // A ruling's own pass keeps the ruling on screen.
  if (e?.detail?.source !== "referee" && e?.detail?.source !== "seal") ui.message.textContent = "";
  if (room.clock && room.clock.running) {
    try {
      room.clock.press(now());
    } catch {
      // The move came after the mover's time had run out (between two ticks): a loss on time.
      if (room.clock.flagged) return lostOnTime(room.clock.flagged);
    }
  }
  if (ui.board.isOver) return; // go-gameover follows
  save();
  render();
  maybeEngine();
}

async function maybeEngine() {
  if (room.phase !== "play" || !vsEngine() || ui.board.isOver || ui.board.toMove !== engineColor() || room.clock?.paused) return;
  const token = ++room.token;
  room.thinking = true;
  render();
  let move;
  try {
    move = await room.opponent.move(ui.board.toSgf(), { strength: room.settings.strength, seed: (room.seed + ui.board.moveNumber) >>> 0, minMs: room.pauseMs ?? ENGINE_PAUSE_MS });
  } catch (e) {
    move = null;
    ui.message.textContent = e.message;
  }
  if (token !== room.token || room.phase !== "play") return;
  room.thinking = false;
  if (move) ui.board.play(move);
  else ui.board.pass();
}

function onIllegal(e) {
  const d = e.detail;
  if (room.phase !== "play") return;
  if (room.settings?.referee) {
    const ruling = room.referee.judgeIllegal(d.color, d.reason, ui.board.moveNumber);
    if (ruling) return applyRuling(ruling);
  }
  ui.message.textContent = tx("illegal", { message: getLang() === "zh" ? d.messageZh : d.messageEn });
}

/** Carries out a referee's ruling: the record's comment, a lost turn (a pass) or the game. */
function applyRuling(ruling) {
  const text = getLang() === "zh" ? ruling.zh : ruling.en;
  ui.message.textContent = text;
  if (ruling.effect === "loseTurn") {
    ui.board.pass({ source: "referee" });
  } else {
    if (ruling.effect === "loseGame") finish({ sgf: ruling.resultSgf, key: "resultRuling", vars: { text: ruling, winner: other(ruling.color) } });
  }
  save();
  render();
}

function lostOnTime(color) {
  if (room.phase !== "play") return;
  const ruling = room.referee.lostOnTime(color, ui.board.moveNumber);
  finish({ sgf: ruling.resultSgf, key: "resultTime", vars: { color, winner: other(color) } });
}

function resign() {
  const color = vsEngine() ? room.human : ui.board.toMove;
  askConfirm(tx("confirmResign", { color: tx(color) }), "yesResign", () => {
    const result = { sgf: `${color === "black" ? "W" : "B"}+R`, key: "resultResign", vars: { color, winner: other(color) } };
    // The result first: the board's go-gameover for the resignation must not open the count.
    room.result = result;
    if (color === ui.board.toMove && !ui.board.isOver) ui.board.resign();
    finish(result);
  });
}

function undo() {
  if (vsEngine()) {
    room.token++;
    room.thinking = false;
    ui.board.undo();
    if (ui.board.toMove !== room.human) ui.board.undo();
    restartClock();
    save();
    return render();
  }
  const asker = other(ui.board.toMove);
  askConfirm(tx("undoAsk", { asker: tx(asker), other: tx(ui.board.toMove) }), "accept", () => {
    ui.board.undo();
    restartClock();
    save();
    render();
  }, () => { ui.message.textContent = tx("undoRefused"); });
}

function restartClock() {
  if (!room.clock || room.clock.paused) return;
  if (room.clock.running) room.clock.stop(now());
  room.clock.start(ui.board.toMove, now());
}

function askConfirm(question, yesKey, yes, no) {
  const y = hx("button", { type: "button", class: "primary", id: "confirm-yes" }, yesKey);
  const n = hx("button", { type: "button", id: "confirm-no" }, yesKey === "accept" ? "refuse" : "cancel");
  const close = () => { ui.confirm.hidden = true; ui.confirm.replaceChildren(); };
  y.addEventListener("click", () => { close(); yes(); });
  n.addEventListener("click", () => { close(); no?.(); });
  ui.confirm.replaceChildren(h("p", {}, question), y, n);
  ui.confirm.hidden = false;
  y.focus();
}

// ------------------------------------------------------------------ counting (第十三条)

function enterCounting() {
  room.phase = "counting";
  room.confirmed = [];
  room.token++;
  if (room.clock?.running) room.clock.stop(now());
  // The widget's counting view, starting from the engine's estimate of the dead stones.
  try { room.score = ui.board.enterCounting().score; } catch { room.score = null; }
  save();
  render();
}

function drawCounting() {
  const s = room.score;
  const first = ui.board.toMove; // 轮走方: the player to move confirms first
  const second = other(first);
  const box = ui.counting;
  box.hidden = false;
  const numbers = h("select", { id: "count-points" });
  for (const [v, key] of [["", "numberNone"], ["black", "numberBlack"], ["white", "numberWhite"]]) {
    const o = h("option", { value: v, text: () => tx(key) });
    if ((ui.board.getAttribute("count-points") || "") === v) o.selected = true;
    numbers.append(o);
  }
  numbers.addEventListener("change", () => {
    if (numbers.value) ui.board.setAttribute("count-points", numbers.value);
    else ui.board.removeAttribute("count-points");
  });
  const help = room.conceded
    ? h("p", { text: () => tx("countingHelpConceded", { color: tx(room.conceded), winner: tx(other(room.conceded)) }) })
    : hx("p", {}, "countingHelp");
  const parts = [hx("h2", { id: "counting-title" }, "countingTitle"), help,
    h("p", {}, hx("label", { for: "count-points" }, "numberPoints"), " ", numbers)];
  const c = room.conceded ? concession() : null;
  if (c) {
    parts.push(h("p", { id: "count-line" }, tx("countLineConceded", { black: c.black, white: c.white, winner: tx(other(room.conceded)) })));
    parts.push(h("p", { id: "count-result", class: "count-result" },
      tx("resultConceded", { color: tx(room.conceded), winner: tx(other(room.conceded)), result: getLang() === "zh" ? c.resultZh : c.resultEn, sgf: c.resultSgf })));
  } else if (s) {
    parts.push(h("p", { id: "count-line" }, tx("countLine", { black: s.black.total, white: s.white.total })));
    parts.push(h("p", { id: "count-result", class: "count-result" }, resultOf(s)));
  }
  const engineIs = (c) => vsEngine() && c === engineColor();
  if (room.confirmed.length === 0) {
    if (engineIs(first)) room.confirmed.push(first);
    else {
      const b = h("button", { type: "button", class: "primary", id: "declare-over", text: () => tx("declareOver", { color: tx(first) }) });
      b.addEventListener("click", () => { room.confirmed.push(first); drawCounting(); });
      parts.push(h("p", {}, b));
    }
  }
  if (room.confirmed.length === 1) {
    if (engineIs(second)) {
      room.confirmed.push(second);
      parts.push(hx("p", {}, "engineAgrees"));
    } else {
      parts.push(h("p", { text: () => tx("waitingOther", { color: tx(first), other: tx(second) }) }));
      const agree = h("button", { type: "button", class: "primary", id: "agree-over", text: () => tx("agreeOver", { color: tx(second) }) });
      agree.addEventListener("click", () => { room.confirmed.push(second); drawCounting(); });
      parts.push(h("p", {}, agree));
    }
  }
  if (room.confirmed.length >= 2 && c) {
    box.replaceChildren(...parts);
    return finish({ sgf: c.resultSgf, key: "resultConceded", vars: { color: room.conceded, winner: other(room.conceded), result: { zh: c.resultZh, en: c.resultEn } } });
  }
  if (room.confirmed.length >= 2 && s) {
    box.replaceChildren(...parts);
    return finish({ sgf: s.resultSgf, key: "resultCount", vars: { zh: s.resultZh, en: s.resultEn, sgf: s.resultSgf } });
  }
  const disagree = hx("button", { type: "button", id: "disagree" }, "disagree");
  disagree.addEventListener("click", () => {
    // 以实战解决: the player to move disputes the count by playing on; the other, after the
    // first declared the end (which was that player's pass), by taking the move back.
    ui.board.leaveCounting();
    if (room.confirmed.length === 0) ui.board.resume();
    else ui.board.undo();
    room.phase = "play";
    box.hidden = true;
    restartClock();
    ui.message.textContent = tx("playOn", { color: tx(ui.board.toMove) });
    save();
    render();
    maybeEngine();
  });
  parts.push(h("p", {}, disagree));
  box.replaceChildren(...parts);
}

/** The count when a player gave up the fight under sudden death (the engine's concedeCount). */
function concession() {
  const game = room.engine.Game.fromSgf(ui.board.toSgf());
  try { return room.engine.concedeCount(game, ui.board.dead ?? [], room.conceded); } catch { return null; } finally { game.free(); }
}

/** 包干 (4): the player on turn gives up the fight and stops the clock; the board is counted. */
function concedeFight() {
  const color = ui.board.toMove;
  askConfirm(tx("confirmConcede", { color: tx(color) }), "concede", () => {
    room.clock.concedeFight(color, now());
    room.conceded = color;
    enterCounting();
  });
}

const resultOf = (s) => (getLang() === "zh" ? `${s.resultZh}（${s.resultSgf}）` : `${s.resultEn} (${s.resultSgf})`);

// ------------------------------------------------------------------ the end

function finish(result) {
  room.result = result;
  room.phase = "over";
  room.token++;
  if (room.clock?.running) room.clock.stop(now());
  reportToClub();
  save();
  render();
  ui.result.focus();
}

/** A club game's result, once, into the club page's inbox (club.js). */
function reportToClub() {
  const club = room.settings?.club;
  if (!club || club.posted) return;
  const result = clubResult(room.result);
  if (!result) return;
  try {
    postToInbox({ event: club.event, round: club.round, table: club.table, result, score: room.result.sgf, sgf: roomRecord(room) });
    club.posted = true;
  } catch (e) {
    ui.message.textContent = tx("clubNotPosted", { detail: e?.message || String(e) });
  }
}

function resultText(r) {
  const v = { ...r.vars, sgf: r.sgf };
  for (const k of ["color", "winner"]) if (v[k]) v[k] = tx(v[k]);
  for (const k of Object.keys(v)) if (v[k] && typeof v[k] === "object") v[k] = getLang() === "zh" ? v[k].zh : v[k].en;
  return tx(r.key, v);
}

// ------------------------------------------------------------------ records

function openRecord(sgf, info) {
  clear();
  room.phase = "review";
  // The referee's rulings come back from the record's comments: shown in the referee's
  // panel, written again with the next download, and counted if the game is played on (a
  // second warning still loses).
  room.referee = room.engine.Referee.fromRecord(sgf);
  room.settings = { opponent: "human", referee: room.referee.rulings.length > 0, time: info.time };
  room.names = { black: info.black, white: info.white };
  room.recordInfo = info;
  return ui.board.configure({ sgf, interactive: "none" }).then(() => render());
}

/** Play on from the end of an opened record, with the clock it names at the times it left. */
function playOn() {
  ui.board.goTo(Infinity);
  const info = room.recordInfo;
  room.clock = null;
  if (info?.time && info.time.kind !== "unlimited") {
    room.clock = new room.engine.Clock(info.time);
    if (info.timeLeft) ["black", "white"].forEach((c, i) => room.clock.setTimeLeft(c, info.timeLeft[i]));
  }
  room.phase = ui.board.isOver ? "over" : "play";
  if (room.phase === "play") room.clock?.start(ui.board.toMove, now());
  ui.clock.reset();
  save();
  render();
}

// ------------------------------------------------------------------ storage

function save() {
  if (room.phase === "setup" || room.phase === "nigiri" || room.phase === "review") return;
  const data = {
    v: 1, settings: room.settings, sgf: ui.board.toSgf(), phase: room.phase, names: room.names, human: room.human,
    seed: room.seed, clock: room.clock ? room.clock.toJSON() : null, referee: room.referee.toJSON(),
    result: room.result, sealed: room.sealed, conceded: room.conceded,
  };
  try { localStorage.setItem(KEY, JSON.stringify(data)); } catch { /* storage full or off */ }
}

function clear() {
  room.token++;
  try { localStorage.removeItem(KEY); } catch { /* ignore */ }
  room.clock = null;
  room.result = null;
  room.sealed = null;
  room.conceded = null;
  ui.counting.hidden = true;
  if (ui.board.counting) ui.board.leaveCounting();
  ui.board.removeAttribute("count-points");
  ui.clock.reset();
}

/** The saved game, if any; with `club` (a club link), only that club game's. */
function restore(club) {
  let data;
  try { data = JSON.parse(localStorage.getItem(KEY) || "null"); } catch { data = null; }
  if (!data || data.v !== 1 || typeof data.sgf !== "string") return false;
  if (club && !sameClubGame(club, data.settings?.club)) return false;
  try {
    room.settings = data.settings;
    room.names = data.names;
    room.human = data.human;
    room.seed = data.seed;
    room.clock = data.clock ? room.engine.Clock.fromJSON(data.clock) : null;
    room.referee = room.engine.Referee.fromJSON(data.referee);
    room.result = data.result || null;
    room.sealed = data.sealed || null;
    room.conceded = data.conceded || null;
    room.phase = data.phase;
  } catch {
    return false;
  }
  ui.message.textContent = tx("resumeSaved");
  ui.board.configure({ sgf: data.sgf, interactive: "none" }).then(() => {
    ui.board.goTo(Infinity);
    ui.clock.reset();
    if (room.phase === "counting" || room.result?.key === "resultCount") {
      try { room.score = ui.board.enterCounting().score; } catch { /* shown without the view */ }
    }
    render();
    maybeEngine();
  });
  return true;
}

// ------------------------------------------------------------------ drawing

function render() {
  const phase = room.phase;
  document.body.dataset.phase = phase;
  ui.play.hidden = phase === "setup" || phase === "nigiri";
  const club = room.settings?.club;
  ui.clubBanner.hidden = !club || phase === "review";
  if (club) ui.clubBanner.textContent = `${tx("clubGame", { ...club, name: club.name || club.event })} · ${tx("clubPlayers", { black: room.names.black, white: room.names.white })}`;
  // While the player to move chooses a sealed move, a click on the board plays nothing.
  const playing = phase === "play" && !room.clock?.paused && !room.sealing;
  const mine = playing && !(vsEngine() && ui.board.toMove !== room.human);
  // In the counting phase either player marks groups dead or alive.
  ui.board.interactive = phase === "counting" ? "both" : mine ? (vsEngine() ? room.human : "both") : "none";
  status();
  drawActions(mine);
  ui.counting.hidden = phase !== "counting";
  if (phase === "counting") drawCounting();
  ui.result.hidden = phase !== "over" || !room.result;
  if (room.result) {
    ui.result.replaceChildren(hx("h2", { id: "result-title" }, "resultTitle"), h("p", { id: "result-text" }, resultText(room.result)));
    const club = room.settings?.club;
    if (club) {
      ui.result.append(h("p", { id: "club-posted" }, tx(club.posted ? "clubPosted" : "clubNotSent")),
        h("p", {}, h("a", { href: clubPageUrl(club.event), id: "back-to-club", class: "button primary" }, tx("backToClub"))));
    }
  }
  ui.clock.draw();
  ui.referee.draw();
  ui.seal.draw();
  ui.record.draw();
}

function status() {
  const p = room.phase;
  let text = "";
  if (p === "play") {
    text = room.clock?.paused ? tx("paused") : room.thinking ? tx("thinking") : tx("toMove", { color: nameOf(ui.board.toMove) });
  } else if (p === "counting") {
    text = tx("countingStatus");
  }
  ui.status.textContent = text;
}

const nameOf = (c) => {
  const name = room.displayName(c);
  return name ? (getLang() === "zh" ? `${tx(c)}（${name}）` : `${tx(c)} (${name})`) : tx(c);
};

function drawActions(mine) {
  const b = (key, id, f, enabled = true) => {
    const el = hx("button", { type: "button", id }, key);
    el.disabled = !enabled;
    el.addEventListener("click", f);
    return el;
  };
  if (room.phase !== "play") return ui.actions.replaceChildren();
  const canUndo = ui.board.moveNumber > 0 && !room.clock?.paused && (!vsEngine() || ui.board.moveNumber > (room.human === "white" ? 1 : 0));
  ui.actions.replaceChildren(
    b("pass", "pass", () => ui.board.pass({ source: "button" }), mine),
    b("undo", "undo", undo, canUndo),
    b("resign", "resign", resign, !room.clock?.paused));
  if (room.clock?.control.kind === "absolute") ui.actions.append(b("concede", "concede", concedeFight, mine));
}

start();
