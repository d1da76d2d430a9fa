// The beginner school (www/index.html, www/school/) in headless Chromium. A scripted learner
// reads the answers from the lesson files (whatever units lessons/index.json lists) and
// completes every unit by real clicks, in Chinese at 375 px and in English at 1280 px; in each
// unit it first makes a wrong move the engine refutes and checks the refutation is played on
// the board, then tries again. Then: progress across reloads, damaged storage, a broken lesson
// file, an engine without lessons, the old free board's redirect, and axe (WCAG 2.1 A/AA).
// Every wait is on a condition in the page, never a timer.
//
// SCHOOL_TEST_ENGINE=/path/to/pkg serves another build of the engine (its tengen.js and
// tengen_bg.wasm) as /pkg/ (to try the school against a development build of the facade).
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { ROOT, openPage, routeEngine, useBrowserAndServer } from "./helpers.mjs";

let hasLessons = false;
const env = useBrowserAndServer(async () => {
  const page = await openPageWithLocale("en-US", 1280);
  await page.goto(`${env.base}examples/blank.html`);
  hasLessons = await page.evaluate(async () => {
    const mod = await import("/pkg/tengen.js");
    await mod.default();
    return typeof mod.Lesson === "function" && typeof mod.Game?.fromSgf === "function";
  });
  await page.context().close();
});

/** Skip (saying why) when the engine build has no lesson bindings yet. */
function needsLessons(t) {
  if (!hasLessons) t.skip("the engine build has no Lesson bindings (and Game.fromSgf) yet");
  return hasLessons;
}

/** The school page at `hash`, in a new page with that browser language (or in `page`). */
async function school(hash = "", { locale = "en-US", width = 1280, page } = {}) {
  page ??= await openPageWithLocale(locale, width);
  await page.goto(`${env.base}${hash}`);
  await page.waitForSelector('body[data-ready="true"]');
  if (hash.startsWith("#/unit/")) await boardsReady(page);
  return page;
}

/** A fresh page whose navigator.language is `locale`, refusing every request not to our server. */
async function openPageWithLocale(locale, width) {
  const page = await openPage(env.browser, env.base, { locale, viewport: { width, height: 900 } });
  await routeEngine(page, process.env.SCHOOL_TEST_ENGINE);
  return page;
}

async function boardsReady(page) {
  await page.evaluate(async () => {
    await customElements.whenDefined("go-board");
    await Promise.all([...document.querySelectorAll("go-board")].map((b) => b.ready));
  });
  await page.waitForFunction(() => [...document.querySelectorAll("go-board")].every((b) => b.state.snap));
}

async function done(page) {
  assert.deepEqual(page.problems.filter((p) => !/Failed to load resource/.test(p)), []);
  await page.context().close();
}

const ex = (id) => `[data-exercise="${id}"]`;

/** Clicks a point ("E5") of the board in an exercise card, where a person would. */
async function clickPoint(page, card, vertex) {
  const sel = `${card} go-board`;
  await page.locator(sel).scrollIntoViewIfNeeded();
  const [x, y] = await page.evaluate(async ([sel, vertex]) => {
    const board = document.querySelector(sel);
    const { geometry } = await import("/board/render.js");
    const { parseVertex } = await import("/board/coords.js");
    const g = geometry(board.state);
    const [px, py] = parseVertex(vertex, board.state.width, board.state.height);
    const r = board.svg.getBoundingClientRect();
    const scale = r.width / g.vbW;
    return [r.left + g.x(px) * scale, r.top + g.y(py) * scale];
  }, [sel, vertex]);
  await page.mouse.click(x, y);
}

const feedback = (page, card) => page.locator(`${card} .feedback`).textContent();

async function waitSolved(page, card) {
  await page.waitForSelector(`${card}.is-solved`);
  assert.equal(await page.locator(`${card} .badge`).isVisible(), true);
}

describe("the locale files", () => {
  test("have the same keys in Chinese and English, and no empty string", async () => {
    const { readFileSync } = await import("node:fs");
    const [zh, en] = ["zh", "en"].map((l) => JSON.parse(readFileSync(`${ROOT}/www/school/locales/${l}.json`, "utf8")));
    assert.deepEqual(Object.keys(zh).sort(), Object.keys(en).sort());
    for (const [k, v] of [...Object.entries(zh), ...Object.entries(en)]) assert.ok(typeof v === "string" && v.trim(), k);
    for (const [k, v] of Object.entries(zh)) {
      if (!["langName", "switchTo", "switchLabel"].includes(k) && !/[\u4e00-\u9fff]/.test(v)) assert.fail(`zh.${k} has no Chinese: ${v}`);
    }
  });
});


/** The units as the page loads them: index.json's files, parsed. */
function unitsOnDisk() {
  const index = JSON.parse(readFileSync(`${ROOT}/lessons/index.json`, "utf8"));
  return index.units.map((file) => ({ file, data: JSON.parse(readFileSync(`${ROOT}/lessons/${file}`, "utf8")) }));
}

const attempts = (page, card) => page.evaluate((c) => Number(document.querySelector(c)?.dataset.attempts || 0), card);

/** Does something in a card and waits until the engine has judged it. */
async function judged(page, card, act) {
  const before = await attempts(page, card);
  await act();
  await page.waitForFunction(([c, n]) => Number(document.querySelector(c)?.dataset.attempts || 0) > n, [card, before]);
}

/** Plays a move (a point such as "D4", or "pass") in a play exercise, as a learner would. */
async function move(page, card, mv) {
  if (mv.toLowerCase() === "pass") await judged(page, card, () => page.click(`${card} [data-action="pass"]`));
  else await judged(page, card, () => clickPoint(page, card, mv));
}

/** The first point of the ghost stones "show answer" puts on the board, as "D4". */
async function shownAnswer(page, card) {
  await page.click(`${card} [data-action="answer"]`);
  return page.evaluate(async (c) => {
    const board = document.querySelector(`${c} go-board`);
    const { vertexName } = await import("/board/coords.js");
    const g = board.ghosts?.[0];
    return g ? vertexName(g.at, board.state.height) : "pass";
  }, card);
}

/** Solves one exercise from its data: the stated answers, then (a reading goal going on) the
 * engine's own answers until the card is solved. */
async function solve(page, card, spec) {
  if (spec.kind === "play") {
    const answers = spec.stages?.length ? spec.stages.map((s) => s.answer) : [spec.answer];
    for (const a of answers) {
      await move(page, card, a);
      let steps = 0;
      while (await page.evaluate((c) => document.querySelector(c).dataset.continued === "true", card)) {
        assert.ok(++steps < 40, `${card}: the fight ends`);
        await move(page, card, await shownAnswer(page, card));
      }
    }
  } else if (spec.kind === "clickAll") {
    for (const p of spec.answer) await clickPoint(page, card, p);
    await judged(page, card, () => page.click(`${card} [data-action="check"]`));
  } else if (spec.kind === "count") {
    await page.fill(`${card} input`, String(spec.answer));
    await judged(page, card, () => page.press(`${card} input`, "Enter"));
  } else {
    const value = String(spec.answer).toLowerCase();
    const option = page.locator(`${card} .option`);
    const values = await page.locator(`${card} .option`).evaluateAll((bs) => bs.map((b) => b.dataset.value));
    const i = values.findIndex((v) => v.toLowerCase() === value);
    assert.ok(i >= 0, `${card}: an option ${value}`);
    await judged(page, card, () => option.nth(i).click());
  }
  await page.waitForSelector(`${card}.is-solved`);
}

/** A wrong move for a play exercise that the engine refutes on the board: found by asking the
 * engine (in the page) about every empty point, as a learner might try any of them. */
async function refutedMove(page, file, spec) {
  return page.evaluate(async ([file, id]) => {
    const mod = await import("/pkg/tengen.js");
    const lesson = new mod.Lesson(await (await fetch(`/school/lessons/${file}`)).text());
    const view = lesson.view().exercises.find((e) => e.id === id);
    const { vertexName } = await import("/board/coords.js");
    const rows = view.position.split("\n").map((r) => r.replace(/\s+/g, ""));
    for (let y = 0; y < view.height; y++) {
      for (let x = 0; x < view.width; x++) {
        if (rows[y]?.[x] !== ".") continue;
        const run = lesson.run(id);
        const v = run.attempt({ play: [x, y] });
        run.free?.();
        if (v.legal && !v.correct && v.refutation) return vertexName([x, y], view.height);
      }
    }
    return null;
  }, [file, spec.id]);
}

const moveNumber = (page, card) => page.evaluate((c) => document.querySelector(`${c} go-board`).moveNumber, card);

async function noSidewaysScroll(page, where) {
  const scroll = await page.evaluate(() => document.scrollingElement.scrollWidth - innerWidth);
  assert.ok(scroll <= 0, `${where}: no horizontal scroll (${scroll}px too wide)`);
}

async function axe(page, where) {
  // axe-core injects a <style> of its own, which the page's policy (style-src 'self') rightly
  // blocks: only the reports logged while axe runs are left out; the page's own still fail.
  const before = page.problems.length;
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const during = page.problems.splice(before);
  page.problems.push(...during.filter((p) => !/Applying inline style violates the following Content Security Policy directive 'style-src/.test(p)));
  const summary = results.violations.map((v) => `${where}: ${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
  assert.deepEqual(summary, []);
}

describe("a scripted learner completes every unit", () => {
  for (const [locale, width] of [["zh-CN", 375], ["en-US", 1280]]) {
    test(`every unit by real clicks, one refuted wrong move per unit (${locale}, ${width} px)`, async (t) => {
      if (!needsLessons(t)) return;
      const started = Date.now();
      const page = await openPageWithLocale(locale, width);
      mkdirSync(`${ROOT}/test-results`, { recursive: true });
      const units = unitsOnDisk();
      let exercises = 0;
      let refuted = 0;
      let mistakes = 0;
      for (const { file, data } of units) {
        await school(`#/unit/${data.id}`, { page });
        await noSidewaysScroll(page, data.id);
        assert.equal(await page.locator(`a[href="practice.html#/unit/${data.id}"]`).count(), 1, `${data.id}: practise this`);
        // One mistake first: a wrong move in the first play exercise the engine refutes on
        // the board, or else a wrong count or option, answered with the engine's facts.
        let wrong = null;
        for (const spec of data.exercises) {
          if (spec.kind !== "play" || spec.stages?.length) continue;
          const at = await refutedMove(page, file, spec);
          if (at) {
            wrong = { spec, at };
            break;
          }
        }
        wrong ??= { spec: data.exercises.find((e) => e.kind === "count" || e.kind === "choose") };
        for (const spec of data.exercises) {
          const card = `${ex(spec.id)}`;
          if (wrong?.spec === spec && wrong.at) {
            const before = await moveNumber(page, card);
            await move(page, card, wrong.at);
            await page.waitForSelector(`${card} .feedback.bad`);
            await page.waitForSelector(`${card}[data-refuted="true"]`);
            assert.equal(await moveNumber(page, card), before + 2, `${data.id}/${spec.id}: the wrong move and the refutation are on the board`);
            await page.click(`${card} [data-action="retry"]`);
            await page.waitForFunction(([c, n]) => document.querySelector(`${c} go-board`).moveNumber === n, [card, before]);
            refuted++;
          } else if (wrong?.spec === spec && spec.kind === "count") {
            await page.fill(`${card} input`, String(Number(spec.answer) + 1));
            await judged(page, card, () => page.press(`${card} input`, "Enter"));
            await page.waitForSelector(`${card} .feedback.bad`);
            mistakes++;
          } else if (wrong?.spec === spec && spec.kind === "choose") {
            const values = await page.locator(`${card} .option`).evaluateAll((bs) => bs.map((b) => b.dataset.value));
            const i = values.findIndex((v) => v.toLowerCase() !== String(spec.answer).toLowerCase());
            await judged(page, card, () => page.locator(`${card} .option`).nth(i).click());
            await page.waitForSelector(`${card} .feedback.bad`);
            mistakes++;
          }
          await solve(page, card, spec);
          exercises++;
        }
        if (data.id === units.at(-1).data.id) {
          assert.equal(await page.locator('a[href="first-game.html"]').count(), 1, "the last unit leads to the first game");
          assert.equal(await page.locator('main a[href="play.html"]').count(), 1, "and to the free board");
        }
      }
      await page.screenshot({ path: `${ROOT}/test-results/school-last-unit-${width}-${locale}.png`, fullPage: true });
      await axe(page, "the last unit, solved");
      await school("", { page });
      await noSidewaysScroll(page, "home");
      await axe(page, "the unit list");
      const total = units.reduce((n, u) => n + u.data.exercises.length, 0);
      assert.equal(exercises, total);
      assert.ok(refuted >= 1, "at least one unit has a refuted wrong move");
      console.log(`# scripted learner (${locale}, ${width} px): ${units.length} units, ${exercises} exercises, ${refuted} refuted wrong moves, ${mistakes} wrong answers, ${((Date.now() - started) / 1000).toFixed(1)} s`);
      await done(page);
    });
  }
});

describe("the front page", () => {
  test("lists every unit in order, in the browser's language", async (t) => {
    if (!needsLessons(t)) return;
    const units = unitsOnDisk();
    const page = await school("", { locale: "en-US" });
    assert.equal(await page.getAttribute("html", "lang"), "en");
    assert.equal(await page.textContent("h1"), "tengen Go school");
    const titles = await page.locator(".unit-item .unit-title").allTextContents();
    assert.deepEqual(titles, units.map((u) => u.data.title.en));
    assert.equal(await page.locator(".unit-item.failed").count(), 0);
    await done(page);
    const zh = await school("", { locale: "zh-CN" });
    assert.equal(await zh.getAttribute("html", "lang"), "zh-CN");
    assert.equal(await zh.textContent("h1"), "天元围棋入门");
    assert.deepEqual(await zh.locator(".unit-item .unit-title").allTextContents(), units.map((u) => u.data.title.zh));
    await done(zh);
  });

  test("the old free board #/play goes to the game room", async (t) => {
    if (!needsLessons(t)) return;
    const page = await openPageWithLocale("en-US", 1280);
    await page.goto(`${env.base}#/play`);
    await page.waitForURL(/play\.html/);
    await done(page);
  });
});

describe("progress", () => {
  test("stars per exercise and unit, 'start again' clears the solve, and a code carries progress to another device", async (t) => {
    if (!needsLessons(t)) return;
    const units = unitsOnDisk();
    const unit = units.find((u) => u.data.exercises.some((e) => e.kind === "count" || e.kind === "choose"));
    const spec = unit.data.exercises.find((e) => e.kind === "count" || e.kind === "choose");
    const card = ex(spec.id);
    const page = await school(`#/unit/${unit.data.id}`);
    await solve(page, card, spec);
    assert.match(await page.textContent(`${card} .badge`), /★★★/, "a clean solve has three stars");
    await page.click(`${card} [data-action="again"]`);
    assert.equal(await page.locator(`${card} .badge`).isVisible(), false, "start again clears the solved state");
    // A hint costs a star.
    await page.click(`${card} [data-action="hint"]`);
    await solve(page, card, spec);
    assert.match(await page.textContent(`${card} .badge`), /★★☆/);
    await school("", { page });
    assert.match(await page.textContent(`[data-progress="${unit.data.id}"]`), new RegExp(`1 of ${unit.data.exercises.length} exercises done · ★ 2 of ${3 * unit.data.exercises.length} stars`));
    await page.click("#export-progress");
    const code = await page.inputValue("#progress-code");
    assert.ok(code.length > 10 && code.length < 400, code);
    await done(page);
    // Another device: paste the code.
    const other = await school("");
    await other.fill("#import-code", code);
    await other.click(".import-form button");
    await other.waitForFunction(() => /Progress loaded: 1 solved/.test(document.querySelector(".import-note").textContent));
    assert.match(await other.textContent(`[data-progress="${unit.data.id}"]`), /1 of/);
    await other.fill("#import-code", "not a code");
    await other.click(".import-form button");
    await other.waitForFunction(() => /not a progress code/.test(document.querySelector(".import-note").textContent));
    await done(other);
  });

  test("a damaged or foreign value in storage is ignored without breaking the page", async (t) => {
    if (!needsLessons(t)) return;
    const page = await openPageWithLocale("en-US", 1280);
    for (const bad of ["{not json", '{"v":1,"done":[1,2,3]}', '"hello"', '{"v":99,"done":{"board/x":1}}', '{"v":1,"done":{"../x":1,"board/x":"yes"}}']) {
      await page.goto(`${env.base}examples/blank.html`);
      await page.evaluate((bad) => localStorage.setItem("tengen-school-progress", bad), bad);
      await school("", { page });
      assert.match(await page.textContent("#overall"), /You have solved 0 of/, bad);
      assert.match(await page.textContent("#progress-damaged"), /could not be read/, bad);
    }
    await done(page);
  });
});

describe("robustness", () => {
  test("a lesson that cannot load is reported in its place; the others still work", async (t) => {
    if (!needsLessons(t)) return;
    const units = unitsOnDisk();
    const [a, b] = [units[1], units[2]];
    const page = await openPageWithLocale("en-US", 1280);
    await page.route(`**/lessons/${a.file}`, (r) => r.fulfill({ contentType: "application/json", body: `{"format":1,"id":"${a.data.id}","unit":${a.data.unit},"title":{"en":"T","zh":"题"},"summary":{"en":"x","zh":"说明"},"exercises":[{"id":"x","kind":"play","prompt":{"en":"p","zh":"题"},"position":{"diagram":["X O","O ."]},"goal":{"captureAtLeast":1},"answer":"B1"}]}` }));
    await page.route(`**/lessons/${b.file}`, (r) => r.fulfill({ contentType: "application/json", body: "{ this is not json" }));
    await school("", { page });
    const failed = page.locator(".unit-item.failed");
    assert.equal(await failed.count(), 2);
    assert.match(await failed.nth(0).textContent(), /could not be loaded: .*exercises\[0\]\.position\.diagram: .*no liberties/);
    assert.match(await failed.nth(1).textContent(), /could not be loaded: .*is not valid JSON/);
    assert.equal(await page.locator(".unit-item:not(.failed)").count(), units.length - 2);
    await page.goto(`${env.base}#/unit/${a.data.id}`);
    await page.waitForSelector('body[data-ready="true"]');
    assert.match(await page.textContent("main .error"), /could not be loaded/);
    await done(page);
  });

  test("an engine build without lesson support: every unit says so in its place, the rest of the page works", async () => {
    // Runs on every build: the engine module is served without its Lesson class.
    const units = unitsOnDisk();
    const page = await openPageWithLocale("en-US", 1280);
    await page.unroute("**/pkg/tengen.js");
    const dir = process.env.SCHOOL_TEST_ENGINE;
    if (dir) await page.route("**/pkg/tengen.js?full", (r) => r.fulfill({ path: `${dir}/tengen.js`, contentType: "text/javascript" }));
    await page.route("**/pkg/tengen.js", (r) => r.fulfill({
      contentType: "text/javascript",
      body: 'import init, * as m from "/pkg/tengen.js?full"; export default init; export const Game = m.Game; export const version = m.version;',
    }));
    await school("", { page });
    const failed = page.locator(".unit-item.failed");
    assert.equal(await failed.count(), units.length);
    assert.match(await failed.nth(0).textContent(), /cannot run lessons yet/);
    await page.click("#lang-switch");
    assert.match(await failed.nth(0).textContent(), /还不能运行课程/);
    await done(page);
  });
});
