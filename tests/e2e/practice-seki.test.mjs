// Unit 17's practice (双活) as a learner meets it on www/practice.html. The run first asks
// `seki`: two marked chains share liberties; seki, or does one side capture the other? The
// learner picks a wrong answer: the page explains it with the engine's liberties and circles
// the shared liberties on the board; then the right one (a seki is explained with the stones a
// fill would lose and the count: the shared liberties half to each side). Then `make-seki`:
// the learner fills a shared liberty, which the board answers with the engine's reply (the
// capture when the chain was left in atari), tries again and makes seki. In Chinese at 375 px
// and in English at 1280 px, axe clean, under the site's CSP.
//
// The shared liberties are found from the problem as the page gives it (the position and its
// marks), not from the generator's answers; the right answers and the replies are the
// generator's, asked of the same wasm build in Node.
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
const marksOn = (page, type) => page.evaluate(([sel, t]) => document.querySelector(sel).state.markupApi
  .filter((m) => m.type === t).map((m) => m.at.join(",")).sort(), [BOARD, type]);
const dataset = (page) => page.evaluate(() => ({ ...document.querySelector("#problem").dataset }));
const again = (d) => Problems.generate({ kind: d.kind, size: Number(d.size), difficulty: Number(d.difficulty), seed: Number(d.seed) });

/** The rows of the position diagram, one character a point. */
const rows = (view) => view.position.split("\n").map((r) => r.replace(/\s/g, ""));
const around = ([x, y]) => [[x - 1, y], [x + 1, y], [x, y - 1], [x, y + 1]];

/** The empty points next to a black and a white marked stone both: the shared liberties. */
function sharedLiberties(view) {
  const r = rows(view);
  const marked = view.marks.filter((m) => m.type === "triangle").map((m) => m.at);
  const colourAt = ([x, y]) => r[y]?.[x];
  const touches = (p, c) => around(p).some((n) => colourAt(n) === c && marked.some((m) => m[0] === n[0] && m[1] === n[1]));
  const out = [];
  for (let y = 0; y < view.height; y++) {
    for (let x = 0; x < view.width; x++) {
      if (r[y][x] === "." && touches([x, y], "X") && touches([x, y], "O")) out.push([x, y]);
    }
  }
  return out;
}

describe("practice: seki (unit 17)", { skip: !Problems && "this build has no problem generator" }, () => {
  for (const { lang, width, seed } of [{ lang: "zh", width: 375, seed: 17 }, { lang: "en", width: 1280, seed: 170 }]) {
    test(`a wrong verdict on a seki is explained and marked; a filled shared liberty is answered on the board (${lang}, ${width} px)`, async () => {
      assert.deepEqual(Problems.kinds().filter((k) => k.units.includes("seki")).map((k) => k.kind), ["seki", "make-seki"]);
      const page = await open(env, `practice.html?seed=${seed}#/unit/seki`, { locale: lang === "zh" ? "zh-CN" : "en-US", width });
      await page.waitForSelector('#problem[data-kind="seki"][data-state="open"]');
      await page.waitForFunction((sel) => document.querySelector(sel)?.state?.snap, BOARD);
      const view = again(await dataset(page));
      assert.equal(await page.locator("#problem-prompt").textContent(), view.prompt[lang]);
      const shared = sharedLiberties(view);
      assert.ok(shared.length >= 1 && shared.length <= 2, `one or two shared liberties: ${shared}`);
      await axe(page, `seki open ${lang}`);

      // A wrong choice: explained with the liberties, the shared ones circled on the board.
      const right = Problems.solution(view).choice;
      const wrong = view.options.find((o) => o.value !== right);
      await page.click(`#problem .option[data-value="${wrong.value}"]`);
      await page.waitForSelector('#problem[data-state="missed"]');
      const said = await feedback(page);
      assert.ok(said.includes(wrong.label[lang]), `the wrong choice is named: ${said}`);
      assert.match(said, lang === "zh" ? new RegExp(`公气${shared.length}口`) : new RegExp(`share ${shared.length} libert`), said);
      assert.deepEqual(await marksOn(page, "circle"), shared.map((p) => p.join(",")).sort(), "the shared liberties are circled");
      await axe(page, `seki missed ${lang}`);
      await page.screenshot({ path: `/tmp/practice-seki-choice-${width}-${lang}.png`, fullPage: true });
      await page.click("#try-again");
      await page.waitForSelector('#problem[data-state="open"]');
      await page.click(`#problem .option[data-value="${right}"]`);
      await page.waitForSelector('#problem[data-state="solved-late"]');
      const verdict = await feedback(page);
      if (right === "seki") {
        // The count (第九条): the shared liberties are split between the two sides.
        const half = shared.length === 1 ? "½" : "1";
        assert.match(verdict, lang === "zh" ? new RegExp(`每方${half}子（第九条）`) : new RegExp(`${half} to each side`), verdict);
      } else {
        assert.match(verdict, lang === "zh" ? /不是双活/ : /No seki/, verdict);
      }
      await page.screenshot({ path: `/tmp/practice-seki-right-${width}-${lang}.png`, fullPage: true });

      // make-seki: fill a shared liberty first; the board plays the engine's answer.
      await page.click("#next-problem");
      await page.waitForSelector('#problem[data-kind="make-seki"][data-state="open"]');
      await page.waitForFunction((sel) => document.querySelector(sel)?.state?.snap, BOARD);
      const second = again(await dataset(page));
      assert.equal(await page.locator("#problem-prompt").textContent(), second.prompt[lang]);
      const start = await snap(page);
      const fill = sharedLiberties(second)[0];
      const expected = Problems.check(second, { play: fill });
      assert.equal(expected.correct, false, "filling a shared liberty does not make seki");
      await clickPoint(page, BOARD, gtp(fill, second.height));
      await page.waitForSelector('#problem[data-state="missed"]');
      const answered = await snap(page);
      assert.equal(answered.moveNumber, start.moveNumber + 2, "the learner's move and the answer stand on the board");
      assert.deepEqual(answered.last, expected.refutation, "the engine's reply is played");
      const why = await feedback(page);
      assert.ok(why.includes(gtp(expected.refutation, second.height)), why);
      if (expected.explanation.en.includes("atari")) {
        // The fill left the chain in atari: the reply took it.
        assert.match(why, lang === "zh" ? /自己被叫吃.*提掉/ : /in atari.*takes/, why);
        assert.equal(answered.board[fill[1] * second.width + fill[0]], 0, "the filling stone is captured with its chain");
        const left = (await marksOn(page, "triangle")).map((k) => k.split(",").map(Number));
        assert.ok(left.length > 0 && left.every(([x, y]) => answered.board[y * second.width + x] !== 0), "no triangle is left on a point emptied by the capture");
      }
      await axe(page, `make-seki missed ${lang}`);
      await page.screenshot({ path: `/tmp/practice-seki-fill-${width}-${lang}.png`, fullPage: true });
      await page.click("#try-again");
      await page.waitForSelector('#problem[data-state="open"]');
      assert.deepEqual(await snap(page), start, "back to the problem's position");

      // The move that makes seki.
      const make = Problems.solution(second).moves[0];
      await clickPoint(page, BOARD, gtp(make, second.height));
      await page.waitForSelector('#problem[data-state="solved-late"]');
      assert.match(await feedback(page), lang === "zh" ? /^对了！.*双活/ : /^Right!.*seki/);
      await page.screenshot({ path: `/tmp/practice-seki-made-${width}-${lang}.png`, fullPage: true });
      await done(page);
    });
  }
});
