// The beginner school (www/index.html, www/school/) in headless Chromium, used as a new learner
// would: open the page, read a unit, solve exercises with real clicks and the keyboard, get a
// wrong move explained, reload and find the progress kept, switch language, survive damaged
// storage and a broken lesson file, fit a 375 px phone, and pass axe (WCAG 2.1 A/AA).
// Every wait is on a condition in the page, never a timer.
//
// SCHOOL_TEST_ENGINE=/path/to/pkg serves another build of the engine (its tengen.js and
// tengen_bg.wasm) as /pkg/ (to try the school against a development build of the facade).
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
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

describe("the front page", () => {
  test("lists every unit in order with its progress, in the browser's language", async (t) => {
    if (!needsLessons(t)) return;
    const page = await school("", { locale: "en-US" });
    assert.equal(await page.getAttribute("html", "lang"), "en");
    assert.equal(await page.textContent("h1"), "tengen Go school");
    const titles = await page.locator(".unit-item .unit-title").allTextContents();
    assert.equal(titles.length, 9);
    assert.deepEqual(titles.slice(0, 3), ["The board and the stones", "Liberties (气)", "Capture (提子)"]);
    assert.match(await page.textContent('[data-progress="board"]'), /0 of 5 exercises done/);
    assert.equal(await page.locator(".unit-item.failed").count(), 0);
    assert.ok(await page.locator('a[href="#/play"]').count(), "a link to the free-play board");
    await done(page);
    const zh = await school("", { locale: "zh-CN" });
    assert.equal(await zh.getAttribute("html", "lang"), "zh-CN");
    assert.equal(await zh.textContent("h1"), "天元围棋入门");
    assert.match(await zh.textContent('[data-progress="board"]'), /已完成0\/5题/);
    await done(zh);
  });

  test("the language can be switched at any time, everything re-rendered in place", async (t) => {
    if (!needsLessons(t)) return;
    const page = await school("#/unit/capture");
    await clickPoint(page, ex("capture-one"), "A7");
    await page.waitForSelector(`${ex("capture-one")} .feedback.bad`);
    assert.match(await feedback(page, ex("capture-one")), /Nothing captured yet/);
    await page.click("#lang-switch");
    assert.equal(await page.getAttribute("html", "lang"), "zh-CN");
    assert.equal(await page.textContent("h1 span:last-child"), "提子");
    assert.match(await feedback(page, ex("capture-one")), /还没有提子/, "the engine's explanation follows the language");
    assert.match(await page.locator(`${ex("capture-one")} .prompt`).textContent(), /提掉白子/);
    // the boards follow <html lang>
    const label = await page.$eval(`${ex("capture-one")} go-board`, (b) => b.shadowRoot.querySelector('[role="grid"]').getAttribute("aria-label"));
    assert.match(label, /[\u4e00-\u9fff]/);
    await page.click("#lang-switch");
    assert.equal(await page.getAttribute("html", "lang"), "en");
    assert.match(await feedback(page, ex("capture-one")), /Nothing captured yet/);
    // the choice is remembered
    await page.click("#lang-switch");
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal(await page.getAttribute("html", "lang"), "zh-CN");
    await done(page);
  });
});

describe("the units, as a new learner goes through them", () => {
  test("1 · the board: choose whose turn it is, and play a stone by keyboard alone", async (t) => {
    if (!needsLessons(t)) return;
    const page = await school("#/unit/board");
    assert.ok(await page.locator(".intro figure go-board").count() >= 2, "illustrations on engine boards");
    await page.click(`${ex("whose-turn")} .option[data-value="black"]`);
    await page.waitForSelector(`${ex("whose-turn")} .feedback.bad`);
    await page.click(`${ex("whose-turn")} .option[data-value="white"]`);
    await waitSolved(page, ex("whose-turn"));
    assert.match(await feedback(page, ex("whose-turn")), /so it is White's turn/);
    // keyboard: focus the board's grid, move the cursor, Enter plays; the engine answers
    await page.locator(`${ex("first-stone")} [role="grid"]`).focus();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await waitSolved(page, ex("first-stone"));
    assert.match(await feedback(page, ex("first-stone")), /White answers at/);
    assert.equal(await page.$eval(`${ex("first-stone")} go-board`, (b) => b.moveNumber), 2, "Black's move and White's reply");
    await done(page);
  });

  test("2 · liberties: count them, and click them all", async (t) => {
    if (!needsLessons(t)) return;
    const page = await school("#/unit/liberties");
    await page.fill(`${ex("edge-stone")} input`, "4");
    await page.press(`${ex("edge-stone")} input`, "Enter");
    await page.waitForSelector(`${ex("edge-stone")} .feedback.bad`);
    assert.match(await feedback(page, ex("edge-stone")), /too many/);
    await page.fill(`${ex("edge-stone")} input`, "3");
    await page.click(`${ex("edge-stone")} button[type="submit"]`);
    await waitSolved(page, ex("edge-stone"));
    for (const v of ["C6", "B5", "D5", "B4", "C3"]) await clickPoint(page, ex("click-liberties"), v);
    await page.click(`${ex("click-liberties")} .controls button.primary`);
    await page.waitForSelector(`${ex("click-liberties")} .feedback.bad`);
    assert.match(await feedback(page, ex("click-liberties")), /5 of 6/);
    await clickPoint(page, ex("click-liberties"), "D3");
    await page.click(`${ex("click-liberties")} .controls button.primary`);
    await waitSolved(page, ex("click-liberties"));
    await done(page);
  });

  test("3 · capture: a wrong move is explained by the engine, then the capture", async (t) => {
    if (!needsLessons(t)) return;
    const page = await school("#/unit/capture");
    // escaping: a move elsewhere leaves the stone capturable, and the engine says where
    await clickPoint(page, ex("escape-extend"), "A1");
    await page.waitForSelector(`${ex("escape-extend")} .feedback.bad`);
    assert.match(await feedback(page, ex("escape-extend")), /White can now capture your stone at D4 by playing at E4/);
    await page.click(`${ex("escape-extend")} button:text("Try again")`);
    await page.waitForFunction((sel) => document.querySelector(sel).moveNumber === 0, `${ex("escape-extend")} go-board`);
    await clickPoint(page, ex("escape-extend"), "E4");
    await waitSolved(page, ex("escape-extend"));
    assert.match(await feedback(page, ex("escape-extend")), /3 liberties/);
    await clickPoint(page, ex("capture-chain"), "A4");
    await waitSolved(page, ex("capture-chain"));
    assert.match(await feedback(page, ex("capture-chain")), /You captured 3 stones/);
    await done(page);
  });

  test("4 · forbidden points: find them all with the keyboard alone; then capture inside", async (t) => {
    if (!needsLessons(t)) return;
    const page = await school("#/unit/forbidden");
    // arrows move the board's cursor, Enter selects a point, Tab reaches Check
    await page.locator(`${ex("find-forbidden")} [role="grid"]`).focus();
    const press = async (key, n = 1) => { for (let i = 0; i < n; i++) await page.keyboard.press(key); };
    await press("Control+Home");
    await press("Enter"); // A7
    await press("ArrowRight", 5);
    await press("ArrowDown", 5);
    await press("Enter"); // F2
    await page.waitForFunction((sel) => /2/.test(document.querySelector(sel).textContent), `${ex("find-forbidden")} .selected-count`);
    await press("ArrowRight");
    await press("ArrowDown");
    await press("Enter"); // G1
    await press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement.textContent), "Check");
    await press("Enter");
    await waitSolved(page, ex("find-forbidden"));
    assert.match(await feedback(page, ex("find-forbidden")), /All 3 found/);
    await page.click(`${ex("may-black-play")} .option[data-value="suicide"]`);
    await waitSolved(page, ex("may-black-play"));
    await clickPoint(page, ex("capture-inside"), "C3");
    await waitSolved(page, ex("capture-inside"));
    await done(page);
  });

  test("5 · eyes: make two eyes at the vital point; a hint, then the answer", async (t) => {
    if (!needsLessons(t)) return;
    const page = await school("#/unit/eyes");
    await page.click(`${ex("make-two-eyes")} button:text("Hint")`);
    await page.waitForSelector(`${ex("make-two-eyes")} .feedback.info`);
    assert.match(await feedback(page, ex("make-two-eyes")), /vital/);
    await clickPoint(page, ex("make-two-eyes"), "C1");
    await page.waitForSelector(`${ex("make-two-eyes")} .feedback.bad`);
    await page.click(`${ex("make-two-eyes")} button:text("Try again")`);
    await page.click(`${ex("make-two-eyes")} button:text("Show answer")`);
    assert.match(await feedback(page, ex("make-two-eyes")), /Play at D1/);
    await page.waitForFunction((sel) => document.querySelector(sel).moveNumber === 0, `${ex("make-two-eyes")} go-board`);
    await clickPoint(page, ex("make-two-eyes"), "D1");
    await waitSolved(page, ex("make-two-eyes"));
    assert.match(await feedback(page, ex("make-two-eyes")), /Two real eyes \(C1 and E1\)/);
    await done(page);
  });

  test("6 · ko: the immediate recapture is refused; a threat, the engine's answer, then the retake", async (t) => {
    if (!needsLessons(t)) return;
    const page = await school("#/unit/ko");
    const card = ex("ko-threat");
    await clickPoint(page, card, "D5");
    await page.waitForSelector(`${card} .feedback.bad`);
    assert.match(await feedback(page, card), /Ko: you cannot take back the ko at once/);
    await clickPoint(page, card, "G2");
    await page.waitForSelector(`${card} .feedback.good`);
    assert.match(await feedback(page, card), /White answers at F3/);
    assert.match(await page.textContent(`${card} .stage-count`), /Step 2 of 2/);
    await page.waitForFunction((sel) => document.querySelector(sel).moveNumber === 3, `${card} go-board`);
    await clickPoint(page, card, "D5");
    await waitSolved(page, card);
    await done(page);
  });

  test("7 · the end of the game: pass to end it", async (t) => {
    if (!needsLessons(t)) return;
    const page = await school("#/unit/end");
    await page.click(`${ex("pass-to-end")} button:text("Pass")`);
    await waitSolved(page, ex("pass-to-end"));
    assert.match(await feedback(page, ex("pass-to-end")), /the game is over/);
    await page.click(`${ex("dead-or-alive")} .option[data-value="dead"]`);
    await waitSolved(page, ex("dead-or-alive"));
    await done(page);
  });

  test("8 · counting: count a small game, and who wins with 184 points", async (t) => {
    if (!needsLessons(t)) return;
    const page = await school("#/unit/counting");
    assert.ok(await page.locator('[data-figure="count-nine"] go-board').count());
    await page.fill(`${ex("count-small")} input`, "14");
    await page.press(`${ex("count-small")} input`, "Enter");
    await waitSolved(page, ex("count-small"));
    assert.match(await feedback(page, ex("count-small")), /7 stones \+ 7 surrounded points = 14/);
    await page.click(`${ex("who-wins-184")} .option[data-value="white"]`);
    await waitSolved(page, ex("who-wins-184"));
    assert.match(await feedback(page, ex("who-wins-184")), /White wins by 0\.5 points \(¼ stone\)/);
    await page.fill(`${ex("margin-185")} input`, "3/4");
    await page.press(`${ex("margin-185")} input`, "Enter");
    await waitSolved(page, ex("margin-185"));
    await done(page);
  });

  test("9 · handicap: who moves first after the handicap stones", async (t) => {
    if (!needsLessons(t)) return;
    const page = await school("#/unit/handicap");
    await page.click(`${ex("handicap-first")} .option[data-value="white"]`);
    await waitSolved(page, ex("handicap-first"));
    await done(page);
  });
});

describe("progress", () => {
  test("is kept across a reload, shown on the unit list, and can be reset", async (t) => {
    if (!needsLessons(t)) return;
    const page = await school("#/unit/liberties");
    await page.fill(`${ex("edge-stone")} input`, "3");
    await page.press(`${ex("edge-stone")} input`, "Enter");
    await waitSolved(page, ex("edge-stone"));
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    await boardsReady(page);
    assert.equal(await page.locator(`${ex("edge-stone")} .badge`).isVisible(), true, "still solved after a reload");
    assert.equal(await page.locator(`${ex("chain-count")} .badge`).isVisible(), false);
    await page.click('a[href="#/"] >> nth=0');
    await page.waitForSelector(".unit-list");
    assert.match(await page.textContent('[data-progress="liberties"]'), /1 of 5 exercises done/);
    assert.match(await page.textContent("#overall"), /You have solved 1 of/);
    page.once("dialog", (d) => d.accept());
    await page.click("#reset-progress");
    await page.waitForFunction(() => /0 of 5/.test(document.querySelector('[data-progress="liberties"]').textContent));
    assert.equal(await page.evaluate(() => localStorage.getItem("tengen-school-progress")), null);
    await done(page);
  });

  test("a damaged or foreign value in storage is ignored without breaking the page", async (t) => {
    if (!needsLessons(t)) return;
    const page = await openPageWithLocale("en-US", 1280);
    for (const bad of ["{not json", '{"v":1,"done":[1,2,3]}', '"hello"', '{"v":99,"done":{"board/points-nine":1}}', '{"v":1,"done":{"../x":1,"board/points-nine":"yes"}}']) {
      await page.goto(`${env.base}examples/blank.html`);
      await page.evaluate((bad) => localStorage.setItem("tengen-school-progress", bad), bad);
      await school("", { page });
      assert.match(await page.textContent("#overall"), /You have solved 0 of/, bad);
    }
    // and a good value next to it still works after a solve
    await school("#/unit/board", { page });
    await page.click(`${ex("whose-turn")} .option[data-value="white"]`);
    await waitSolved(page, ex("whose-turn"));
    assert.deepEqual(JSON.parse(await page.evaluate(() => localStorage.getItem("tengen-school-progress"))), { v: 1, done: { "board/whose-turn": 1 } });
    await done(page);
  });
});

describe("robustness", () => {
  test("a lesson that cannot load is reported in its place; the others still work", async (t) => {
    if (!needsLessons(t)) return;
    const page = await openPageWithLocale("en-US", 1280);
    await page.route("**/lessons/05-capture.json", (r) => r.fulfill({ contentType: "application/json", body: '{"format":1,"id":"capture","unit":5,"title":{"en":"Capture","zh":"提子"},"summary":{"en":"x","zh":"说明"},"exercises":[{"id":"x","kind":"play","prompt":{"en":"p","zh":"题"},"position":{"diagram":["X O","O ."]},"goal":{"captureAtLeast":1},"answer":"B1"}]}' }));
    await page.route("**/lessons/11-forbidden.json", (r) => r.fulfill({ contentType: "application/json", body: "{ this is not json" }));
    await school("", { page });
    const failed = page.locator(".unit-item.failed");
    assert.equal(await failed.count(), 2);
    assert.match(await failed.nth(0).textContent(), /could not be loaded: .*03-capture\.json: exercises\[0\]\.position\.diagram: .*no liberties/);
    assert.match(await failed.nth(1).textContent(), /could not be loaded: .*04-forbidden\.json is not valid JSON/);
    assert.equal(await page.locator(".unit-item:not(.failed)").count(), 7);
    await page.goto(`${env.base}#/unit/capture`);
    await page.waitForSelector('body[data-ready="true"]');
    assert.match(await page.textContent("main .error"), /could not be loaded/);
    await school("#/unit/eyes", { page });
    await clickPoint(page, ex("make-two-eyes"), "D1");
    await waitSolved(page, ex("make-two-eyes"));
    await done(page);
  });

  test("an engine build without lesson support: every unit says so in its place, the rest of the page works", async () => {
    // Runs on every build: the engine module is served without its Lesson class.
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
    assert.equal(await failed.count(), 9);
    assert.match(await failed.nth(0).textContent(), /The board and the stones.*cannot run lessons yet/);
    await page.click("#lang-switch");
    assert.match(await failed.nth(0).textContent(), /棋盘和棋子.*还不能运行课程/);
    await page.click("#lang-switch");
    await page.goto(`${env.base}#/unit/ko`);
    await page.waitForSelector("main .error");
    assert.match(await page.textContent("main .error"), /cannot run lessons yet/);
    await done(page);
  });

  test("the free-play board plays both colours", async (t) => {
    if (!needsLessons(t)) return;
    const page = await school("#/play");
    await page.waitForFunction(() => document.querySelector("#free-board")?.state.snap);
    await clickPoint(page, "main", "E5");
    await page.waitForFunction(() => document.querySelector("#free-board").moveNumber === 1);
    assert.match(await page.textContent("#play-status"), /White to play/);
    await page.click('main button:text("New game")');
    await page.waitForFunction(() => document.querySelector("#free-board").moveNumber === 0);
    await done(page);
  });
});

describe("phones, desktops and accessibility", () => {
  const pages = ["", "#/unit/capture", "#/unit/counting", "#/play"];
  for (const [locale, width] of [["en-US", 375], ["zh-CN", 375], ["en-US", 1280]]) {
    test(`no WCAG 2.1 A/AA violations and no horizontal scroll at ${width} px (${locale})`, async (t) => {
      if (!needsLessons(t)) return;
      const page = await openPageWithLocale(locale, width);
      mkdirSync(`${ROOT}/test-results`, { recursive: true });
      for (const hash of pages) {
        await school(hash, { page });
        if (hash === "#/play") await page.waitForFunction(() => document.querySelector("#free-board")?.state.snap);
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
        const summary = results.violations.map((v) => `${hash}: ${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
        assert.deepEqual(summary, []);
        const scroll = await page.evaluate(() => document.scrollingElement.scrollWidth - innerWidth);
        assert.ok(scroll <= 0, `${hash}: no horizontal scroll (${scroll}px too wide)`);
        await page.screenshot({ path: `${ROOT}/test-results/school-${hash.replace(/\W+/g, "-").replace(/^-/, "") || "home"}-${width}-${locale}.png`, fullPage: true });
      }
      await done(page);
    });
  }
});
