// Unit 16's practice (the `ko-threat` kind) as a learner meets it on www/practice.html: the
// opponent has just taken a ko (the last move, marked on the board). The learner first makes
// the two mistakes: retaking at once (the board's own engine refuses it, the page explains it
// with the rules' ko verdict and nothing is played), then a move that threatens nothing (the
// opponent fills the ko point on the board and the page says why); then tries again with a
// real threat, and the page plays its line: the opponent answers, the learner takes the ko
// back. The unit's run then asks `ko-retake` (may this point be played now?): a wrong choice
// is answered with the rules' verdict and marked on the board, then the right one. In Chinese
// at 375 px and in English at 1280 px, axe clean, under the site's CSP.
//
// The ko point and the harmless move are found from the problem as the page gives it (the
// set-up stones in its SGF, the position), not from the generator's answers; the right move
// is the generator's first answer, asked of the same wasm build in Node.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { ROOT, useBrowserAndServer, clickPoint } from "./helpers.mjs";
import { open, done, axe } from "./practice-helpers.mjs";

const PKG = `${ROOT}/www/pkg`;
const wasm = await import(`${PKG}/tengen.js`);
wasm.initSync({ module: readFileSync(`${PKG}/tengen_bg.wasm`) });
const { Problems } = wasm;

const env = useBrowserAndServer();
const BOARD = "#practice-board";
const gtp = ([x, y], height) => `${"ABCDEFGHJKLMNOPQRST"[x]}${height - y}`;
const snap = (page) => page.evaluate((sel) => {
  const s = document.querySelector(sel).state.snap;
  return { moveNumber: s.moveNumber, last: s.lastMove?.point ?? null, board: [...s.board] };
}, BOARD);
const feedback = (page) => page.locator("#problem-feedback").textContent();

/** The rows of the position diagram, one character a point. */
const rows = (view) => view.position.split("\n").map((r) => r.replace(/\s/g, ""));

/** The point where one of the learner's set-up stones (SGF `AB`/`AW`) is gone: the ko point. */
function koPoint(view) {
  const tag = view.toMove === "black" ? "AB" : "AW";
  const list = new RegExp(`${tag}((?:\\[[a-s]{2}\\])+)`).exec(view.sgf)[1];
  const setup = [...list.matchAll(/\[([a-s])([a-s])\]/g)].map((m) => [m[1].charCodeAt(0) - 97, m[2].charCodeAt(0) - 97]);
  const gone = setup.filter(([x, y]) => rows(view)[y][x] === ".");
  assert.equal(gone.length, 1, "one of the learner's stones was taken by the last move");
  return gone[0];
}

/** An empty point with no stone within two steps: a move there can put nothing in atari. */
function harmless(view) {
  const r = rows(view);
  for (let y = 0; y < view.height; y++) {
    for (let x = 0; x < view.width; x++) {
      let near = false;
      for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) {
        if (Math.abs(dx) + Math.abs(dy) <= 2 && r[y + dy]?.[x + dx] && r[y + dy][x + dx] !== ".") near = true;
      }
      if (!near) return [x, y];
    }
  }
  throw new Error("no empty area on the board");
}

describe("practice: ko threats (unit 16)", { skip: !Problems && "this build has no problem generator" }, () => {
  for (const { lang, width, seed } of [{ lang: "zh", width: 375, seed: 16 }, { lang: "en", width: 1280, seed: 160 }]) {
    test(`retaking at once and a move that threatens nothing are answered on the board; a threat plays out (${lang}, ${width} px)`, async () => {
      assert.deepEqual(Problems.kinds().filter((k) => k.units.includes("ko")).map((k) => k.kind), ["ko-threat", "ko-retake"]);
      const page = await open(env, `practice.html?seed=${seed}#/unit/ko`, { locale: lang === "zh" ? "zh-CN" : "en-US", width });
      await page.waitForSelector('#problem[data-state="open"]');
      await page.waitForFunction((sel) => document.querySelector(sel)?.state?.snap, BOARD);
      const d = await page.evaluate(() => ({ ...document.querySelector("#problem").dataset }));
      assert.equal(d.kind, "ko-threat");
      const view = Problems.generate({ kind: d.kind, size: Number(d.size), difficulty: Number(d.difficulty), seed: Number(d.seed) });
      assert.equal(await page.locator("#problem-prompt").textContent(), view.prompt[lang]);
      const ko = koPoint(view);
      const taker = view.history.at(-1);
      const start = await snap(page);
      assert.equal(start.moveNumber, view.history.length, "the board stands after the ko was taken");
      assert.deepEqual(start.last, taker, "the stone that took the ko is the last move");
      assert.ok(await page.locator(`${BOARD} circle.last`).count() >= 1, "the last move is marked");
      await axe(page, `ko open ${lang}`);

      // Mistake 1: take the ko back at once. The rules refuse it; nothing is played.
      await clickPoint(page, BOARD, gtp(ko, view.height));
      await page.waitForSelector('#problem[data-state="missed"]');
      const refused = await feedback(page);
      assert.match(refused, lang === "zh" ? /^不能这样下。.*不能立即提回/ : /^Not allowed\..*cannot take back the ko at once/, refused);
      assert.ok(refused.includes(gtp(taker, view.height)), `the stone that took the ko is named: ${refused}`);
      assert.deepEqual(await snap(page), start, "the retake is not played");
      await page.screenshot({ path: `/tmp/practice-ko-retake-${width}-${lang}.png`, fullPage: true });
      await page.click("#try-again");
      await page.waitForSelector('#problem[data-state="open"]');

      // Mistake 2: a move that threatens nothing. The opponent fills the ko point.
      const idle = harmless(view);
      await clickPoint(page, BOARD, gtp(idle, view.height));
      await page.waitForSelector('#problem[data-state="missed"]');
      const filled = await snap(page);
      assert.equal(filled.moveNumber, start.moveNumber + 2, "the learner's move and the answer stand on the board");
      assert.deepEqual(filled.last, ko, "the opponent filled the ko point");
      const why = await feedback(page);
      assert.match(why, lang === "zh" ? /不是劫材/ : /is not a ko threat/, why);
      assert.ok(why.includes(gtp(ko, view.height)), why);
      await axe(page, `ko missed ${lang}`);
      await page.screenshot({ path: `/tmp/practice-ko-idle-${width}-${lang}.png`, fullPage: true });
      await page.click("#try-again");
      await page.waitForSelector('#problem[data-state="open"]');
      assert.deepEqual(await snap(page), start, "back to the problem's position");

      // A real threat: right; the opponent answers it and the learner takes the ko back.
      const threat = Problems.solution(view).moves[0];
      await clickPoint(page, BOARD, gtp(threat, view.height));
      await page.waitForSelector('#problem[data-state="solved-late"]');
      assert.match(await feedback(page), lang === "zh" ? /^对了！.*劫材/ : /^Right!.*ko threat/);
      await page.waitForFunction(([sel, n]) => document.querySelector(sel).state.snap.moveNumber === n, [BOARD, start.moveNumber + 3]);
      const end = await snap(page);
      assert.deepEqual(end.last, ko, "the ko is taken back");
      assert.equal(end.board[taker[1] * view.width + taker[0]], 0, "the stone that took it is captured");
      await page.screenshot({ path: `/tmp/practice-ko-threat-${width}-${lang}.png`, fullPage: true });

      // The unit's other kind: may the circled point be played now? A wrong choice first.
      await page.click("#next-problem");
      await page.waitForSelector('#problem[data-kind="ko-retake"][data-state="open"]');
      await page.waitForFunction((sel) => document.querySelector(sel)?.state?.snap, BOARD);
      const r = await page.evaluate(() => ({ ...document.querySelector("#problem").dataset }));
      const second = Problems.generate({ kind: r.kind, size: Number(r.size), difficulty: Number(r.difficulty), seed: Number(r.seed) });
      assert.equal(await page.locator("#problem-prompt").textContent(), second.prompt[lang]);
      assert.equal((await snap(page)).moveNumber, second.history.length, "the board stands after the history");
      const right = Problems.solution(second).choice;
      const other = second.options.find((o) => o.value !== right).value;
      await page.click(`#problem .option[data-value="${other}"]`);
      await page.waitForSelector('#problem[data-state="missed"]');
      const said = await feedback(page);
      if (right === "forbidden") assert.match(said, lang === "zh" ? /不能立即提回/ : /cannot take back the ko at once/, said);
      else assert.match(said, lang === "zh" ? /^这次不对。.*能。/ : /^Not this time\..*Yes\./, said);
      const marks = await page.evaluate((sel) => document.querySelector(sel).state.markupApi.map((m) => m.type), BOARD);
      assert.ok(marks.includes(right === "forbidden" ? "cross" : "triangle"), `the board shows why: ${marks}`);
      await axe(page, `ko-retake missed ${lang}`);
      await page.screenshot({ path: `/tmp/practice-ko-retake-choice-${width}-${lang}.png`, fullPage: true });
      await page.click("#try-again");
      await page.waitForSelector('#problem[data-state="open"]');
      await page.click(`#problem .option[data-value="${right}"]`);
      await page.waitForSelector('#problem[data-state="solved-late"]');
      await done(page);
    });
  }
});
