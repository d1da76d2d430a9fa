// The first game (www/first-game.html) as a learner plays it: a whole 9×9 game against the
// engine with a fixed seed, then the end of it: marking the dead stones (a disagreement
// explained, then agreement), counting Black's points (a wrong count refused with the points
// numbered, then the right one accepted), stating the result (wrong, then right), the record
// downloaded and handed to the free board. In English at 1280 px and in Chinese at 375 px
// (with a reload mid-game and playing on after a dispute); axe finds no WCAG A/AA violation.
//
// The scripted learner chooses its moves with the engine itself (the same wasm build, in
// Node) and clicks them on the board; what it types as the count and the result is the
// engine's count of the final position. Every wait is on a condition in the page.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, mkdirSync } from "node:fs";
import { ROOT, openPage, useBrowserAndServer, axeViolations } from "./helpers.mjs";

const PKG = `${ROOT}/www/pkg`;
const { initSync, Game } = await import(`${PKG}/tengen.js`);
initSync({ module: readFileSync(`${PKG}/tengen_bg.wasm`) });

const env = useBrowserAndServer();
mkdirSync(`${ROOT}/test-results`, { recursive: true });

const BOARD = "#game-board";
const ESTIMATE = { playouts: 400 }; // what the page asks the engine for

async function open(seed, { locale, width }) {
  const page = await openPage(env.browser, env.base, { locale, viewport: { width, height: 900 }, acceptDownloads: true });
  await page.addInitScript(collectViolations);
  await page.goto(`${env.base}first-game.html#seed=${seed}`);
  await page.waitForSelector('body[data-ready="true"]');
  return page;
}

/**
 * Content-Security-Policy violations, collected from the first byte. axe-core (injected by
 * the test, with no source file) adds a <style> element the page's policy blocks: those are
 * left out; a violation by the page's own code names its file.
 */
function collectViolations() {
  window.violations = [];
  document.addEventListener("securitypolicyviolation", (e) => {
    if (e.sourceFile) window.violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
  });
}

async function done(page) {
  assert.deepEqual(await page.evaluate(() => window.violations), []);
  assert.deepEqual(page.problems, []);
  await page.context().close();
}

/** axe finds nothing (`axeViolations` leaves out its own injected <style>, which the page's
 * policy blocks), and nothing scrolls sideways. */
async function axe(page, what) {
  assert.deepEqual(await axeViolations(page, what, { tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] }), []);
  const scroll = await page.evaluate(() => document.scrollingElement.scrollWidth - innerWidth);
  assert.ok(scroll <= 0, `${what}: no horizontal scroll (${scroll}px too wide)`);
}

const sgfOf = (page) => page.evaluate((sel) => document.querySelector(sel).toSgf(), BOARD);

/** Clicks the point [x, y] of the game board where a person would. */
async function clickPoint(page, [px, py]) {
  await page.locator(BOARD).scrollIntoViewIfNeeded();
  const [x, y] = await page.evaluate(async ([sel, px, py]) => {
    const board = document.querySelector(sel);
    const { geometry } = await import("/board/render.js");
    const g = geometry(board.state);
    const r = board.svg.getBoundingClientRect();
    const scale = r.width / g.vbW;
    return [r.left + g.x(px) * scale, r.top + g.y(py) * scale];
  }, [BOARD, px, py]);
  await page.mouse.click(x, y);
}

/** Waits until it is the learner's turn (or the game is over); true when it is over. */
async function learnersTurn(page) {
  await page.waitForFunction((sel) => {
    const b = document.querySelector(sel);
    return b?.isOver || (b?.toMove === "black" && b.getAttribute("interactive") === "black" && !document.querySelector("#pass").disabled);
  }, BOARD);
  return page.evaluate((sel) => document.querySelector(sel).isOver, BOARD);
}

/**
 * Plays as Black until the game ends: the engine's choice for Black (200 playouts, seeded),
 * passing when White has passed late in the game. Returns the number of learner moves.
 */
async function playToTheEnd(page, seed, limit = 160) {
  for (let i = 0; i < limit; i++) {
    if (await learnersTurn(page)) return i;
    const g = Game.fromSgf(await sgfOf(page));
    const whitePassed = g.lastMove?.vertex === null;
    const v = whitePassed && g.moveNumber > 30 ? null : g.engineMove({ playouts: 200, seed: seed * 100 + i });
    g.free();
    const before = await page.evaluate((sel) => document.querySelector(sel).moveNumber, BOARD);
    if (v === null) await page.click("#pass");
    else await clickPoint(page, v);
    await page.waitForFunction(([sel, n]) => document.querySelector(sel).moveNumber > n, [BOARD, before]);
  }
  throw new Error("the game did not end");
}

/** The engine's view of the finished game, as the page asks for it. */
function engineView(sgf, seed) {
  const g = Game.fromSgf(sgf);
  const est = g.estimate({ ...ESTIMATE, seed });
  const score = g.score(est.dead);
  const chains = [];
  const seen = new Set();
  for (const p of est.dead) {
    if (seen.has(p.join())) continue;
    const c = g.chainAt(p);
    for (const q of c.stones) seen.add(q.join());
    chains.push(c);
  }
  g.free();
  return { est, score, chains };
}

/** The stones the board shows as dead now, as "x,y" keys. */
const boardDead = (page) => page.evaluate((sel) => (document.querySelector(sel).scoreState?.raw?.dead || []).map((p) => p.join()), BOARD);

/**
 * Marks the chains dead by clicking one stone of each that is not dead yet (a click marks the
 * engine's whole group, which may hold several chains).
 */
async function markDead(page, chains) {
  for (const c of chains) {
    if ((await boardDead(page)).includes(c.stones[0].join())) continue;
    await clickPoint(page, c.stones[0]);
  }
  const want = chains.flatMap((c) => c.stones.map((p) => p.join())).sort();
  assert.deepEqual((await boardDead(page)).sort(), want, "the board shows the engine's dead stones");
}

const name = ([x, y]) => `${"ABCDEFGHJ"[x]}${9 - y}`;
const text = (page, sel) => page.locator(sel).textContent();

describe("the first game", () => {
  test("in English at 1280 px: a whole game, the dead stones, the count and the result, accepted", async () => {
    const seed = 7;
    const page = await open(seed, { locale: "en-US", width: 1280 });
    assert.equal(await text(page, "h1"), "Your first game");
    // the page carries the site's Content-Security-Policy (violations are collected from the first byte)
    assert.equal(await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', "content"), "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:");
    assert.equal(await page.isChecked("#handicap-4"), true, "four stones offered first");
    await axe(page, "setup");
    await page.click("#start-game");
    await page.waitForFunction((sel) => document.querySelector(sel)?.state?.snap, BOARD);
    // the handicap is on the board and White moved first
    const start = Game.fromSgf(await sgfOf(page));
    assert.equal(start.handicap, 4);
    start.free();

    // a beginner's mistake: a click on a stone changes nothing
    await learnersTurn(page);
    const g0 = Game.fromSgf(await sgfOf(page));
    const stone = [2, 2];
    assert.equal(g0.at(stone), "black");
    const n0 = g0.moveNumber;
    g0.free();
    await clickPoint(page, stone);
    assert.equal(await page.evaluate((sel) => document.querySelector(sel).moveNumber, BOARD), n0);

    // take back: the learner's move and the engine's reply go
    await clickPoint(page, [4, 4]);
    await learnersTurn(page);
    await page.click("#undo");
    await page.waitForFunction(([sel, n]) => document.querySelector(sel).moveNumber === n, [BOARD, n0]);

    const moves = await playToTheEnd(page, seed);
    assert.ok(moves >= 10, `a real game (${moves} learner moves)`);
    await page.waitForSelector("#mark");
    const sgf = await sgfOf(page);
    const { score, chains } = engineView(sgf, seed);
    assert.ok(chains.length > 0, "the engine sees dead stones (so the dispute can be shown)");

    // nothing marked: the engine disagrees and names the stones, with its reasons
    await page.click("#check-dead");
    await page.waitForSelector("#use-engine");
    const dispute = await text(page, "#mark-feedback");
    assert.match(dispute, /the engine thinks dead/);
    const deadNames = chains.flatMap((c) => c.stones.map(name));
    assert.ok(deadNames.some((n) => new RegExp(`\\b${n}\\b`).test(dispute)), `the dispute names dead stones: ${dispute}`);
    assert.match(dispute, /\d+% of its playouts/);
    await axe(page, "dispute");
    // a beginner's mistake: a live black group marked dead; the engine says it lives
    await page.click("#mark-again");
    const g1 = Game.fromSgf(sgf);
    const deadKeys = new Set(chains.flatMap((c) => c.stones.map((p) => p.join())));
    const cells = g1.board();
    g1.free();
    const live = [...cells.keys()].map((i) => [i % 9, Math.floor(i / 9)]).find(([x, y]) => cells[y * 9 + x] === 1 && !deadKeys.has(`${x},${y}`));
    await clickPoint(page, live);
    await page.click("#check-dead");
    await page.waitForSelector("#use-engine");
    assert.match(await text(page, "#mark-feedback"), /you marked dead, the engine thinks alive\. In \d+% of its playouts/);
    await page.click("#mark-again");
    await clickPoint(page, live); // alive again
    // mark one stone of each dead chain (the board takes the whole group)
    await markDead(page, chains);
    await page.click("#check-dead");
    await page.waitForSelector("#count");
    assert.match(await text(page, "#mark-feedback"), /agrees/);

    // a wrong count: refused, and Black's points numbered on the board
    await page.fill("#count-input", String(score.black.total - 2));
    await page.click("#check-count");
    assert.match(await text(page, "#count-feedback"), /Not quite/);
    const numbers = await page.evaluate((sel) => [...document.querySelector(sel).shadowRoot.querySelectorAll("text.num")].map((t) => t.textContent), BOARD);
    const black = score.black.stones + score.black.area;
    assert.equal(numbers.filter((t) => /^\d+$/.test(t)).length, black, "Black's points numbered");
    assert.ok(numbers.includes(String(black)), `numbered up to ${black}`);
    // the right count, written with a half if it has one
    await page.fill("#count-input", String(score.black.total).replace(/\.5$/, "½"));
    await page.click("#check-count");
    assert.match(await text(page, "#count-feedback"), /^Right/);
    await page.waitForSelector("#result");

    // the result: the wrong winner, then the right winner and margin
    const loser = score.winner === "black" ? "white" : "black";
    await page.check(`#winner-${loser}`);
    await page.fill("#margin-input", "1");
    await page.click("#check-result");
    assert.match(await text(page, "#result-feedback"), /Not quite/);
    await page.check(`#winner-${score.winner}`);
    await page.fill("#margin-input", String(score.marginStones));
    await page.click("#check-result");
    assert.equal(await text(page, "#result-feedback"), `Right: ${score.resultEn}.`);
    await page.waitForSelector("#done");
    // the engine's own count beside the learner's
    const side = await text(page, "#side-table");
    assert.ok(side.includes(score.resultEn), side);

    // the record: downloaded, and handed to the free board
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#download-sgf")]);
    const saved = readFileSync(await download.path(), "utf8");
    const replay = Game.fromSgf(saved);
    assert.equal(replay.toSgf(), sgf);
    replay.free();
    const href = await page.getAttribute("#open-free", "href");
    assert.equal(decodeURIComponent(href.replace(/^play\.html#sgf=/, "")), sgf);
    await axe(page, "done");
    await page.screenshot({ path: `${ROOT}/test-results/first-game-1280-en.png`, fullPage: true });
    await done(page);
  });

  test("in Chinese at 375 px: a reload keeps the game, a dispute is played on, then counted", async () => {
    const seed = 11;
    const page = await open(seed, { locale: "zh-CN", width: 375 });
    assert.equal(await text(page, "h1"), "第一盘棋");
    // a damaged saved game is ignored: no offer to continue it
    await page.evaluate(() => localStorage.setItem("tengen-first-game", JSON.stringify({ v: 1, sgf: "(;SZ[9];B[zz", handicap: 4, level: "gentle", seed: 1 })));
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal(await page.locator(".resume").count(), 0);
    await page.check("#handicap-5");
    await page.click("#start-game");
    await learnersTurn(page);
    for (const v of [[4, 2], [4, 6]]) {
      await clickPoint(page, v);
      await learnersTurn(page);
    }
    const before = await sgfOf(page);
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    assert.match(await text(page, ".resume"), /已下\d+手/);
    await page.click("#resume-game");
    await learnersTurn(page);
    assert.equal(await sgfOf(page), before, "the reloaded game is the same game");

    await playToTheEnd(page, seed);
    await page.waitForSelector("#mark");
    assert.ok(engineView(await sgfOf(page), seed).chains.length > 0);
    await page.click("#check-dead");
    await page.waitForSelector("#play-on");
    assert.match(await text(page, "#mark-feedback"), /引擎认为是死子/);
    await axe(page, "dispute zh");
    // play on, as the rules provide: the game reopens, and ends again with two passes
    await page.click("#play-on");
    await page.waitForFunction((sel) => !document.querySelector(sel).isOver && !document.querySelector("#mark"), BOARD);
    await playToTheEnd(page, seed + 1);
    await page.waitForSelector("#mark");
    const { score, chains } = engineView(await sgfOf(page), seed);
    if (chains.length) {
      await page.click("#check-dead");
      await page.waitForSelector("#use-engine");
      await page.click("#use-engine");
    } else {
      await page.click("#check-dead");
    }
    await page.waitForSelector("#count");
    // full-width digits, as a Chinese keyboard may type them
    const full = String(score.black.total).replace(/\.5$/, "又1/2").replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));
    await page.fill("#count-input", full);
    await page.click("#check-count");
    assert.match(await text(page, "#count-feedback"), /^对了/);
    await page.check(`#winner-${score.winner}`);
    await page.fill("#margin-input", String(score.marginStones).replace(/\.5$/, "½").replace(/\.25$/, "¼").replace(/\.75$/, "¾"));
    await page.click("#check-result");
    assert.equal(await text(page, "#result-feedback"), `对了：${score.resultZh}。`);
    await page.waitForSelector("#done");
    await axe(page, "done zh");
    await page.screenshot({ path: `${ROOT}/test-results/first-game-375-zh.png`, fullPage: true });
    await done(page);
  });
});
