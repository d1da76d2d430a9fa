// The practice page (www/practice.html) as a learner uses it: for every kind the generator
// offers, 20 fresh problems solved through the page (moves clicked on the board, points
// selected, numbers typed, options chosen), one answered wrongly with the refutation played
// on the board and explained; the level rising after right answers and falling after a miss;
// the streak and the daily goal kept across a reload; a unit's run holding only that unit's
// kinds; the mixed review drawing from finished units only. In English at 1280 px and in
// Chinese at 375 px; axe finds no WCAG A/AA violation.
//
// The scripted learner reads each problem's request from the page (kind, size, difficulty,
// seed), asks the same wasm build in Node for the problem and its solution, and answers
// through the page. Every wait is on a condition in the page.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, mkdirSync } from "node:fs";
import { ROOT, useBrowserAndServer } from "./helpers.mjs";
import { open as openPractice, done, axe } from "./practice-helpers.mjs";

const PKG = `${ROOT}/www/pkg`;
const wasm = await import(`${PKG}/tengen.js`);
wasm.initSync({ module: readFileSync(`${PKG}/tengen_bg.wasm`) });
const { Problems } = wasm;

const env = useBrowserAndServer();
mkdirSync(`${ROOT}/test-results`, { recursive: true });

const PER_KIND = 20;
const BOARD = "#practice-board";
const kinds = Problems ? Problems.kinds() : [];

const open = (path, options) => openPractice(env, path, options);

/** The problem on the page, as the generator in Node makes it from the page's request. */
async function current(page) {
  await page.waitForSelector('#problem[data-state="open"]');
  await page.waitForFunction((sel) => document.querySelector(sel)?.state?.snap, BOARD);
  const d = await page.evaluate(() => ({ ...document.querySelector("#problem").dataset }));
  const request = { kind: d.kind, size: Number(d.size), difficulty: Number(d.difficulty), seed: Number(d.seed) };
  const view = Problems.generate(request);
  return { request, view, solution: Problems.solution(view) };
}

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

/** Answers the problem on the page with `answer` (a solution, or a wrong one) through the page. */
async function answer(page, view, a) {
  if (a.choice !== undefined && a.choice !== null) return page.click(`#problem .option[data-value="${a.choice}"]`);
  if (view.answer === "move") return clickPoint(page, a.move);
  if (view.answer === "points") {
    for (const p of a.points) {
      // dead stones: a click marks the whole group, so only stones not marked yet are clicked
      if (view.kind === "dead-stones" && (await page.evaluate((sel) => document.querySelector(sel).dead, BOARD)).includes(gtp(p, view.height))) continue;
      await clickPoint(page, p);
    }
    await page.waitForFunction((n) => document.querySelector("#selected-count")?.textContent.includes(String(n)), a.points.length);
    return page.click("#check-points");
  }
  if (view.answer === "number") {
    await page.fill("#answer-input", String(a.number));
    return page.click("#check-answer");
  }
  throw new Error(`no way to answer ${view.kind}`);
}

const rightAnswer = (view, s) => (view.answer === "move" && s.moves.length ? { move: s.moves[0] }
  : view.answer === "points" ? { points: s.points }
    : view.answer === "number" ? { number: s.number }
      : { choice: s.choice });

/** A wrong answer the generator refuses: for a move, a legal one with a refutation if any. */
function wrongAnswer(view, s) {
  if (view.answer === "move" && s.moves.length) {
    const legal = [];
    for (let y = 0; y < view.height; y++) {
      for (let x = 0; x < view.width; x++) {
        if (view.position.split("\n")[y]?.replace(/\s/g, "")[x] !== ".") continue;
        const v = Problems.check(view, { play: [x, y] });
        if (v.legal && !v.correct) legal.push({ move: [x, y], refuted: !!v.refutation, refutation: v.refutation });
      }
    }
    return legal.find((w) => w.refuted) ?? legal[0];
  }
  if (view.answer === "points") return { points: view.kind === "dead-stones" ? [] : s.points.slice(1) };
  if (view.answer === "number") return { number: s.number + 1 };
  const other = view.options.find((o) => o.value !== s.choice);
  return { choice: other.value };
}

const gtp = ([x, y], height) => `${"ABCDEFGHJKLMNOPQRST"[x]}${height - y}`;
const feedback = (page) => page.locator("#problem-feedback").textContent();
const moveNumber = (page) => page.evaluate((sel) => document.querySelector(sel).moveNumber, BOARD);

describe("the practice page", { skip: !Problems && "this build has no problem generator" }, () => {
  test("the generator offers kinds, each with the units it practises", () => {
    assert.ok(kinds.length >= 3, `kinds: ${kinds.map((k) => k.kind)}`);
    for (const k of kinds) assert.ok(k.units.length >= 1, `${k.kind} practises a unit`);
  });

  test("the wasm build makes the problems the native build recorded from the same seeds", () => {
    // tests/problems/same-everywhere.txt is checked against the native build by
    // `cargo test --test problems same_everywhere_native_side`.
    const lines = readFileSync(`${ROOT}/tests/problems/same-everywhere.txt`, "utf8").trim().split("\n");
    assert.equal(lines.length, kinds.length * 5, "every kind, every difficulty");
    for (const line of lines) {
      const [request, sgf, text] = line.split("\t");
      const [kind, size, difficulty, seed] = request.split(" ");
      const view = Problems.generate({ kind, size: Number(size), difficulty: Number(difficulty), seed: Number(seed) });
      assert.equal(view.sgf, sgf, request);
      assert.equal(Problems.solution(view).text.en, text, request);
    }
  });

  for (const info of kinds) {
    test(`${info.kind}: ${PER_KIND} problems solved through the page, one wrong answer refuted on the board`, async () => {
      const page = await open(`practice.html?seed=${1000 + kinds.indexOf(info) * 100}#/kind/${info.kind}`);
      let wrongDone = false;
      const levels = [];
      for (let i = 0; i < PER_KIND; i++) {
        const { view, solution } = await current(page);
        levels.push(view.difficulty);
        assert.equal(await page.locator("#problem-prompt").textContent(), view.prompt.en, "the page shows the generator's problem");
        if (i === 2 && !wrongDone) {
          const wrong = wrongAnswer(view, solution);
          const before = await moveNumber(page);
          await answer(page, view, wrong);
          await page.waitForSelector('#problem[data-state="missed"]');
          const fb = await feedback(page);
          assert.ok(fb.length > 20, `the miss is explained: ${fb}`);
          if (wrong.move && wrong.refuted) {
            // the learner's move and the opponent's answer stand on the board
            assert.equal(await moveNumber(page), before + 2, "the refutation is played");
            assert.ok(fb.includes(gtp(wrong.refutation, view.height)), `the answer's point is named: ${fb}`);
            const last = await page.evaluate((sel) => document.querySelector(sel).state.snap.lastMove?.point, BOARD);
            assert.deepEqual(last, wrong.refutation, "the refutation is the last move on the board");
          }
          assert.match(await page.locator("#streak").textContent(), /Streak: 0/);
          await page.click("#try-again");
          await page.waitForSelector('#problem[data-state="open"]');
          assert.equal(await moveNumber(page), before, "back to the problem's position");
          await answer(page, view, rightAnswer(view, solution));
          await page.waitForSelector('#problem[data-state="solved-late"]');
          wrongDone = true;
        } else {
          await answer(page, view, rightAnswer(view, solution));
          await page.waitForSelector('#problem[data-state="solved"]');
          assert.match(await feedback(page), /^Right!/);
        }
        await page.click("#next-problem");
      }
      assert.ok(wrongDone);
      // harder as the answers come right: two in a row raise the level
      assert.equal(levels[0], 1);
      assert.ok(Math.max(...levels) >= 3, `levels rose: ${levels}`);
      assert.match(await page.locator("#today").textContent(), new RegExp(`Today: ${PER_KIND}\\b`));
      await done(page);
    });
  }

  test("a miss makes the next problem easier; streak and daily goal survive a reload", async () => {
    const kind = kinds[0];
    const page = await open(`practice.html?seed=77#/kind/${kind.kind}`);
    for (let i = 0; i < 4; i++) {
      const { view, solution } = await current(page);
      await answer(page, view, rightAnswer(view, solution));
      await page.waitForSelector('#problem[data-state="solved"]');
      await page.click("#next-problem");
    }
    const high = (await current(page)).view.difficulty;
    assert.equal(high, 3);
    assert.match(await page.locator("#streak").textContent(), /Streak: 4 \(best 4\)/);
    const { view, solution } = await current(page);
    await answer(page, view, wrongAnswer(view, solution));
    await page.waitForSelector('#problem[data-state="missed"]');
    assert.match(await feedback(page), /easier now: level 2/);
    await page.click("#next-problem");
    assert.equal((await current(page)).view.difficulty, 2);
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    assert.match(await page.locator("#streak").textContent(), /Streak: 0 \(best 4\)/);
    assert.match(await page.locator("#today").textContent(), /Today: 4 of 10/);
    assert.equal((await current(page)).view.difficulty, 2, "the level is remembered");
    await done(page);
  });

  test("a unit's run holds only its kinds; the review only finished units'; in Chinese at 375 px", async () => {
    const unit = kinds[0].units[0];
    const theirs = new Set(kinds.filter((k) => k.units.includes(unit)).map((k) => k.kind));
    const page = await open(`practice.html#/unit/${unit}`, { locale: "zh-CN", width: 375 });
    for (let i = 0; i < 6; i++) {
      const { request, view, solution } = await current(page);
      assert.ok(theirs.has(request.kind), `${request.kind} practises ${unit}`);
      assert.equal(await page.locator("#problem-prompt").textContent(), view.prompt.zh);
      await answer(page, view, rightAnswer(view, solution));
      await page.waitForSelector('#problem[data-state="solved"]');
      assert.match(await feedback(page), /^对了！/);
      if (i === 0) await axe(page, "unit run zh");
      if (i === 1) {
        // the language switches in place, the problem and its verdict with it
        await page.click("#lang-switch");
        assert.equal(await page.locator("#problem-prompt").textContent(), view.prompt.en);
        assert.match(await feedback(page), /^Right!/);
        await page.click("#lang-switch");
        assert.equal(await page.locator("#problem-prompt").textContent(), view.prompt.zh);
      }
      await page.click("#next-problem");
    }
    await page.screenshot({ path: `${ROOT}/test-results/practice-unit-375-zh.png`, fullPage: true });

    // nothing finished: the review says so
    await open("practice.html#/review", { page });
    await page.waitForSelector("#review-none");
    // finish the unit in the school's stored progress: the review draws from it
    const ids = JSON.parse(readFileSync(`${ROOT}/lessons/index.json`, "utf8")).units
      .map((f) => JSON.parse(readFileSync(`${ROOT}/lessons/${f}`, "utf8")))
      .find((u) => u.id === unit).exercises.map((e) => e.id);
    await page.evaluate(([unit, ids]) => {
      const done = Object.fromEntries(ids.map((id) => [`${unit}/${id}`, 1]));
      localStorage.setItem("tengen-school-progress", JSON.stringify({ v: 1, done }));
    }, [unit, ids]);
    await page.reload(); // the same address: a reload reads the progress again
    await page.waitForSelector('body[data-ready="true"]');
    for (let i = 0; i < 4; i++) {
      const { request, view, solution } = await current(page);
      assert.ok(theirs.has(request.kind), `review: ${request.kind} comes from ${unit}`);
      await answer(page, view, rightAnswer(view, solution));
      await page.waitForSelector('#problem[data-state="solved"]');
      await page.click("#next-problem");
    }
    await axe(page, "review zh");
    await done(page);
  });

  // a unit's kinds come in turn: at 1 the second kind (connect: cut) meets the wrong move
  for (const [unit, ...theirs] of [["connect", "connect", "cut"], ["double-atari", "double-atari"], ["ladder", "ladder-net"], ["snapback", "snapback"], ["life-death", "life-death"]]) {
    test(`unit ${unit} drills ${theirs.join(" and ")}: solved and refuted in Chinese at 375 px`, async () => {
      assert.deepEqual(kinds.filter((k) => k.units.includes(unit)).map((k) => k.kind), theirs);
      const page = await open(`practice.html?seed=31#/unit/${unit}`, { locale: "zh-CN", width: 375 });
      for (let i = 0; i < 5; i++) {
        const { request, view, solution } = await current(page);
        assert.equal(request.kind, theirs[i % theirs.length]);
        const kind = request.kind;
        assert.equal(await page.locator("#problem-prompt").textContent(), view.prompt.zh);
        if (i === 1) {
          const wrong = wrongAnswer(view, solution);
          assert.ok(wrong.refuted, "a wrong move has a refutation");
          const before = await moveNumber(page);
          await answer(page, view, wrong);
          await page.waitForSelector('#problem[data-state="missed"]');
          assert.equal(await moveNumber(page), before + 2, "the refutation is played");
          assert.ok((await feedback(page)).includes(gtp(wrong.refutation, view.height)));
          await axe(page, `${kind} missed zh`);
          await page.screenshot({ path: `${ROOT}/test-results/practice-${kind}-375-zh.png`, fullPage: true });
          await page.click("#try-again");
          await page.waitForSelector('#problem[data-state="open"]');
          await answer(page, view, rightAnswer(view, solution));
          await page.waitForSelector('#problem[data-state="solved-late"]');
        } else {
          await answer(page, view, rightAnswer(view, solution));
          await page.waitForSelector('#problem[data-state="solved"]');
          assert.match(await feedback(page), /^对了！/);
        }
        await page.click("#next-problem");
      }
      await done(page);
    });
  }

  test("the unit list in English at 1280 px", async () => {
    const page = await open("practice.html");
    assert.equal(await page.locator("h1").textContent(), "Practice");
    // the page carries the site's Content-Security-Policy (violations are collected from the first byte)
    assert.equal(await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', "content"), "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:");
    const listed = await page.$$eval("#unit-choices [data-unit]", (els) => els.map((e) => e.dataset.unit));
    const wanted = [...new Set(kinds.flatMap((k) => k.units))];
    for (const u of listed) assert.ok(wanted.includes(u), u);
    assert.ok(listed.length >= 1);
    await axe(page, "home en");
    // damaged storage (ours and the school's) is ignored: the page still works
    await page.evaluate(() => {
      localStorage.setItem("tengen-practice", "{not json");
      localStorage.setItem("tengen-school-progress", JSON.stringify({ v: 9, done: [] }));
    });
    await open("practice.html#/unit/nowhere", { page });
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    assert.match(await page.locator("main").textContent(), /There is no unit “nowhere”/);
    await open(`practice.html#/kind/${kinds[0].kind}`, { page });
    await page.reload();
    await page.waitForSelector('#problem[data-state="open"]');
    assert.match(await page.locator("#streak").textContent(), /Streak: 0 \(best 0\)/);
    await page.screenshot({ path: `${ROOT}/test-results/practice-home-1280-en.png`, fullPage: true });
    await done(page);
  });
});
