// The beginner school (www/index.html, www/school/) in headless Chromium. A scripted learner
// reads the answers from the lesson files (whatever units lessons/index.json lists) and
// completes every unit by real clicks, in Chinese at 375 px and in English at 1280 px, one
// exercise at a time in the unit's <go-lesson> (Next, then the "unit complete" screen); in each
// unit it first makes a wrong move the engine refutes and checks the refutation is played on
// the board (or a wrong count or choice, answered on the board), then tries again. Then: review
// mode, progress across reloads, damaged storage, a broken lesson file, <go-lesson> on a page of
// its own (a unit, one exercise, inline JSON, and broken files: the error in place, go-error),
// an engine without lessons, the old free board's redirect, and axe (WCAG 2.1 A/AA).
// Every wait is on a condition in the page, never a timer. The scripted learner's helpers
// (solve, move, showExercise, …) are in school-helpers.mjs; wrong answers of every kind, and
// a lost playOut retried, are tried in lesson-mistakes.test.mjs.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync } from "node:fs";
import { ROOT } from "./helpers.mjs";
import { PRACTISED_UNITS } from "../../www/school/lessons.js";
import {
  axe, boardsReady, done, ex, finishUnit, judged, move, moveNumber, noSidewaysScroll, refutedMove, showExercise, solve, unitsOnDisk, useSchool,
} from "./school-helpers.mjs";

const { env, needsLessons, school, openPageWithLocale } = useSchool();

describe("the units with practice problems", () => {
  test("are the units the engine's problem generator drills (Problems.kinds())", async () => {
    const wasm = await import(`${ROOT}/www/pkg/tengen.js`);
    wasm.initSync({ module: readFileSync(`${ROOT}/www/pkg/tengen_bg.wasm`) });
    const drilled = new Set(wasm.Problems.kinds().flatMap((k) => k.units));
    assert.deepEqual([...PRACTISED_UNITS].sort(), [...drilled].sort());
    // every one of them is a unit of the course
    const ids = new Set(unitsOnDisk().map((u) => u.data.id));
    for (const id of PRACTISED_UNITS) assert.ok(ids.has(id), id);
  });
});

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
        // "practise this" where the practice page has problems for the unit, and only there
        const practised = PRACTISED_UNITS.has(data.id) ? 1 : 0;
        assert.equal(await page.locator(`main > .practise a[href="practice.html#/unit/${data.id}"]`).count(), practised, `${data.id}: practise this`);
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
        const toReview = [];
        for (const spec of data.exercises) {
          const card = `${ex(spec.id)}`;
          await showExercise(page, spec.id);
          if (wrong?.spec === spec && wrong.at) {
            const before = await moveNumber(page, card);
            await move(page, card, wrong.at);
            await page.waitForSelector(`${card} .feedback.bad`);
            await page.waitForSelector(`${card}[data-refuted="true"]`);
            assert.equal(await moveNumber(page, card), before + 2, `${data.id}/${spec.id}: the wrong move and the refutation are on the board`);
            await page.click(`${card} [data-action="retry"]`);
            await page.waitForFunction(([c, n]) => document.querySelector(`${c} go-board`).moveNumber === n, [card, before]);
            refuted++;
          } else if (wrong?.spec === spec && (spec.kind === "count" || spec.kind === "choose")) {
            if (spec.kind === "count") {
              await page.fill(`${card} input`, String(Number(spec.answer) + 1));
              await judged(page, card, () => page.press(`${card} input`, "Enter"));
            } else {
              const values = await page.locator(`${card} .option`).evaluateAll((bs) => bs.map((b) => b.dataset.value));
              const i = values.findIndex((v) => v.toLowerCase() !== String(spec.answer).toLowerCase());
              await judged(page, card, () => page.locator(`${card} .option`).nth(i).click());
            }
            await page.waitForSelector(`${card} .feedback.bad`);
            // A question about a chain: the chain and its liberties are drawn on the board.
            const aboutChain = ["liberties", "chainSize"].some((k) => typeof spec.query?.[k] === "string");
            if (aboutChain) assert.equal(await page.getAttribute(card, "data-shown-on-board"), "true", `${data.id}/${spec.id}: the chain is shown on the board`);
            mistakes++;
          }
          if (await solve(page, card, spec) || wrong?.spec === spec) toReview.push(spec.id);
          exercises++;
        }
        await finishUnit(page);
        // To review: the exercise gone wrong, and those where the answer was shown.
        const missedNow = await page.locator("go-lesson .gl-missed-item").evaluateAll((bs) => bs.map((b) => b.dataset.goto));
        assert.deepEqual(missedNow, toReview, `${data.id}: the exercises to review`);
        assert.match(await page.textContent("go-lesson .gl-total-stars"), /\d/);
        assert.equal(await page.locator(`go-lesson .gl-complete a[href="practice.html#/unit/${data.id}"]`).count(), practised, `${data.id}: practise this, at the end`);
        assert.equal(await page.locator("go-lesson .gl-complete a.gl-next-unit").count(), 1, `${data.id}: the way on`);
        if (data.id === units.at(-1).data.id) {
          assert.equal(await page.locator('main > .pager a[href="first-game.html"]').count(), 1, "the last unit leads to the first game");
          assert.equal(await page.getAttribute("go-lesson .gl-complete a.gl-next-unit", "href"), "first-game.html", "its complete screen too");
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
    await showExercise(page, spec.id);
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

describe("review mode", () => {
  test("the unit complete screen and the unit list lead to the exercises missed, and only those", async (t) => {
    if (!needsLessons(t)) return;
    const units = unitsOnDisk();
    const unit = units.find((u) => u.data.exercises.filter((e) => e.kind === "count" || e.kind === "choose").length >= 2);
    const [a, b] = unit.data.exercises.filter((e) => e.kind === "count" || e.kind === "choose");
    const page = await school(`#/unit/${unit.data.id}`);
    // a: a hint first (two stars); b: never solved. Then on to the end.
    await showExercise(page, a.id);
    await page.click(`${ex(a.id)} [data-action="hint"]`);
    await solve(page, ex(a.id), a);
    assert.match(await page.textContent(`${ex(a.id)} .badge`), /★★☆/);
    await showExercise(page, b.id);
    const last = unit.data.exercises.at(-1).id;
    if (last !== b.id) await showExercise(page, last);
    await finishUnit(page);
    const missed = await page.locator("go-lesson .gl-missed-item").evaluateAll((bs) => bs.map((x) => x.dataset.goto));
    assert.deepEqual(missed, unit.data.exercises.map((e) => e.id), "every exercise not solved with three stars (all but none here)");
    await page.click('go-lesson [data-action="review"]');
    await page.waitForSelector(`go-lesson .gl-unit[data-mode="review"] ${ex(missed[0])}`);
    assert.match(await page.textContent("go-lesson .gl-where"), new RegExp(`Review 1 of ${missed.length}`));
    assert.deepEqual(await page.locator("go-lesson .gl-step").evaluateAll((bs) => bs.map((x) => x.dataset.step)), missed, "the review goes through the missed exercises only");
    await showExercise(page, a.id);
    await solve(page, ex(a.id), a);
    assert.match(await page.textContent(`${ex(a.id)} .badge`), /★★★/, "a clean solve in review earns three stars");
    // The unit list offers the review of what is still missed, on a page of its own.
    await school("", { page });
    assert.match(await page.textContent(`[data-review="${unit.data.id}"]`), new RegExp(`Review ${missed.length - 1} missed`));
    await page.click(`[data-review="${unit.data.id}"]`);
    await page.waitForFunction((id) => document.querySelector("go-lesson")?.view?.id === id && document.querySelector("go-lesson .gl-unit"), unit.data.id);
    const steps = await page.locator("go-lesson .gl-step").evaluateAll((bs) => bs.map((x) => x.dataset.step));
    assert.deepEqual(steps, missed.filter((id) => id !== a.id));
    await axe(page, "review mode");
    await done(page);
  });
});

describe("by keyboard alone", () => {
  test("Start, a move with the arrow keys and Enter, Next, the step list (zh, 375 px)", async (t) => {
    if (!needsLessons(t)) return;
    const units = unitsOnDisk();
    const { data } = units.find((u) => u.data.intro?.length && u.data.exercises[0].kind === "play" && !u.data.exercises[0].stages);
    const spec = data.exercises[0];
    const page = await school(`#/unit/${data.id}`, { locale: "zh-CN", width: 375 });
    await page.focus("go-lesson .gl-next");
    await page.keyboard.press("Enter");
    await page.waitForSelector(ex(spec.id));
    assert.equal(await page.evaluate(() => document.activeElement?.closest(".exercise") !== null && document.activeElement.tagName), "H2", "focus goes to the exercise's heading");
    await boardsReady(page);
    // Tab reaches the board; the arrow keys take the cursor to the answer; Enter plays it.
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement?.tagName), "GO-BOARD");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowDown");
    const [target, cursor] = await page.evaluate(async ([c, answer]) => {
      const board = document.querySelector(`${c} go-board`);
      const { parseVertex } = await import("/board/coords.js");
      return [parseVertex(answer, board.state.width, board.state.height), board.state.cursor];
    }, [ex(spec.id), spec.answer]);
    const dx = target[0] - cursor[0];
    const dy = target[1] - cursor[1];
    for (let i = 0; i < Math.abs(dx); i++) await page.keyboard.press(dx > 0 ? "ArrowRight" : "ArrowLeft");
    for (let i = 0; i < Math.abs(dy); i++) await page.keyboard.press(dy > 0 ? "ArrowDown" : "ArrowUp");
    await judged(page, ex(spec.id), () => page.keyboard.press("Enter"));
    await page.waitForSelector(`${ex(spec.id)} .feedback.good`);
    // Next by keyboard; the step list too (the buttons are in the tab order).
    await page.focus("go-lesson .gl-next");
    await page.keyboard.press("Enter");
    await page.waitForSelector(ex(data.exercises[1].id));
    await page.focus(`go-lesson .gl-step[data-step="${spec.id}"]`);
    await page.keyboard.press("Enter");
    await page.waitForSelector(ex(spec.id));
    assert.equal(await page.getAttribute(`go-lesson .gl-step[data-step="${spec.id}"]`, "aria-current"), "step");
    await done(page);
  });
});

describe("<go-lesson> on a page of its own", () => {
  const unitFile = () => unitsOnDisk().find((u) => u.data.exercises.some((e) => e.kind === "count"));

  /** A blank page of the site with one <go-lesson> built by script (attributes, inline JSON). */
  async function lessonPage({ attrs = {}, inline = null, routes = {} } = {}) {
    const page = await openPageWithLocale("en-US", 1280);
    for (const [url, body] of Object.entries(routes)) await page.route(`**${url}`, (r) => r.fulfill({ contentType: "application/json", body }));
    await page.goto(`${env.base}examples/blank.html`);
    await page.evaluate(async ([attrs, inline]) => {
      await import("/lesson/go-lesson.js");
      window.events = [];
      const el = document.createElement("go-lesson");
      for (const name of ["go-error", "go-lesson-load", "go-lesson-solved", "go-lesson-progress", "go-lesson-complete"]) {
        el.addEventListener(name, (e) => window.events.push({ type: name, detail: JSON.parse(JSON.stringify(e.detail)) }));
      }
      // the name React 19 listens with for a prop onGoLessonSolved
      el.addEventListener("GoLessonSolved", (e) => window.events.push({ type: "GoLessonSolved", detail: e.detail.id }));
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      if (inline !== null) {
        const s = document.createElement("script");
        s.type = "application/json";
        s.textContent = inline;
        el.append(s);
      }
      document.body.append(el);
      await el.ready;
    }, [attrs, inline]);
    return page;
  }
  const events = (page, type) => page.evaluate((type) => window.events.filter((e) => e.type === type).map((e) => e.detail), type);

  test("one exercise of a unit (exercise=…): solved by clicks, go-lesson-solved with tries and hints; no storage without progress-key", async (t) => {
    if (!needsLessons(t)) return;
    const u = unitFile();
    const spec = u.data.exercises.find((e) => e.kind === "count");
    const page = await lessonPage({ attrs: { src: `/school/lessons/${u.file}`, exercise: spec.id } });
    assert.equal(await page.locator("go-lesson .exercise").count(), 1);
    assert.equal(await page.locator("go-lesson .gl-pager").isVisible(), false, "one exercise: no pager");
    await page.fill(`${ex(spec.id)} input`, String(Number(spec.answer) + 2));
    await judged(page, ex(spec.id), () => page.press(`${ex(spec.id)} input`, "Enter"));
    await solve(page, ex(spec.id), spec);
    const solved = await events(page, "go-lesson-solved");
    assert.equal(solved.length, 1);
    assert.deepEqual([solved[0].id, solved[0].tries, solved[0].hints, solved[0].stars], [spec.id, 2, 0, 2]);
    assert.deepEqual(await events(page, "GoLessonSolved"), [spec.id], "a GoLessonSolved listener hears go-lesson-solved");
    assert.equal(await page.evaluate(() => localStorage.length), 0, "nothing stored without progress-key");
    await axe(page, "<go-lesson exercise>");
    await done(page);
  });

  test("inline JSON, a whole unit to its complete screen, go-lesson-progress, progress-key storage, lang", async (t) => {
    if (!needsLessons(t)) return;
    const u = unitFile();
    const small = { ...u.data, intro: [], exercises: u.data.exercises.filter((e) => e.kind === "count").slice(0, 2) };
    const page = await lessonPage({ attrs: { "progress-key": "my-site", lang: "zh" }, inline: JSON.stringify(small) });
    assert.equal(await page.textContent("go-lesson .gl-next"), "下一题", "lang=zh");
    for (const spec of small.exercises) {
      await showExercise(page, spec.id);
      await solve(page, ex(spec.id), spec);
    }
    await finishUnit(page);
    assert.match(await page.textContent("go-lesson .gl-complete"), /本课完成/);
    const stored = JSON.parse(await page.evaluate(() => localStorage.getItem("my-site")));
    assert.deepEqual(Object.keys(stored.done).sort(), small.exercises.map((e) => `${small.id}/${e.id}`).sort());
    assert.deepEqual(stored.finished, { [small.id]: 1 });
    const progress = await events(page, "go-lesson-progress");
    assert.deepEqual(progress.at(-1).screen, "complete");
    assert.equal(progress.at(-1).done, 2);
    assert.equal((await events(page, "go-lesson-complete")).length, 1);
    await page.evaluate(() => document.querySelector("go-lesson").setAttribute("lang", "en"));
    assert.match(await page.textContent("go-lesson .gl-complete"), /Unit complete/);
    await done(page);
  });

  test("a 19×19 position is zoomed to its corner where it allows (view=), never for small boards or spread positions", async () => {
    const page = await openPageWithLocale("en-US", 375);
    await page.goto(`${env.base}examples/blank.html`);
    const got = await page.evaluate(async () => {
      const { regionFor } = await import("/lesson/zoom.js");
      return [
        regionFor(19, 19, [[2, 15], [3, 16], [4, 14]]), // a lower-left corner fight
        regionFor(19, 19, [[15, 2], [16, 3]]), // upper right
        regionFor(19, 19, [[2, 2], [16, 16]]), // all over the board
        regionFor(9, 9, [[1, 1]]), // a small board is shown whole
        regionFor(19, 19, []),
      ];
    });
    // (by hand: two lines of margin, then out to an edge within three lines; O–T is six columns)
    assert.deepEqual(got, ["A1:G7", "O14:T19", null, null, null]);
    await done(page);
  });

  test("a broken unit shows the file, the field and the reason in place and fires go-error", async (t) => {
    if (!needsLessons(t)) return;
    const broken = JSON.stringify({ format: 1, id: "mine", unit: 1, title: { en: "T", zh: "题" }, summary: { en: "x", zh: "说明" },
      exercises: [{ id: "x", kind: "play", prompt: { en: "p", zh: "题" }, position: { diagram: ["X O", "O ."] }, goal: { captureAtLeast: 1 }, answer: "B1" }] });
    const cases = [
      [{ attrs: { src: "/my/broken-unit.json" }, routes: { "/my/broken-unit.json": broken } }, "badLesson", /broken-unit\.json: exercises\[0\]\.position\.diagram: .*no liberties/],
      [{ attrs: { src: "/my/not-json.json" }, routes: { "/my/not-json.json": "{ nope" } }, "json", /not-json\.json: not valid JSON/],
      [{ attrs: { src: "/my/missing.json" } }, "fetch", /missing\.json: HTTP 404/],
      [{ inline: broken }, "badLesson", /inline JSON: exercises\[0\]\.position\.diagram/],
      [{ attrs: { src: `/school/lessons/${unitFile().file}`, exercise: "no-such-exercise" } }, "unknownExercise", /exercise: there is no exercise "no-such-exercise"/],
      [{}, "noSource", /no src attribute/],
    ];
    for (const [setup, code, text] of cases) {
      const page = await lessonPage(setup);
      assert.match(await page.textContent("go-lesson .gl-error"), text, code);
      assert.match(await page.textContent("go-lesson .gl-error"), /This lesson cannot be shown/);
      const errors = await events(page, "go-error");
      assert.equal(errors.length, 1, code);
      assert.equal(errors[0].code, code);
      assert.match(errors[0].message, text);
      await page.context().close();
    }
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
    await page.waitForSelector('body[data-checked="true"]');
    const failed = page.locator(".unit-item.failed");
    assert.equal(await failed.count(), 2);
    assert.match(await failed.nth(0).textContent(), /could not be loaded: .*exercises\[0\]\.position\.diagram: .*no liberties/);
    assert.match(await failed.nth(1).textContent(), /could not be loaded: .*is not valid JSON/);
    assert.equal(await page.locator(".unit-item:not(.failed)").count(), units.length - 2);
    // The unit's own page: the element shows the file, the field and the reason in place.
    await page.goto(`${env.base}#/unit/${a.data.id}`);
    await page.waitForSelector("go-lesson .gl-error");
    assert.match(await page.textContent("go-lesson .gl-error"), new RegExp(`cannot be shown.*${a.file}: exercises\\[0\\]\\.position\\.diagram: .*no liberties`));
    await done(page);
  });

  test("an engine build without lesson support: every unit says so in its place, the rest of the page works", async () => {
    // Runs on every build: the engine module is served without its Lesson class.
    const units = unitsOnDisk();
    const page = await openPageWithLocale("en-US", 1280);
    await page.unroute("**/pkg/tengen.js");
    // no lesson build either (the school falls back to the site build, served without Lesson)
    await page.unroute("**/pkg-lesson/tengen.js").catch(() => {});
    await page.route("**/pkg-lesson/tengen.js", (r) => r.fulfill({ status: 404, contentType: "text/plain", body: "not here" }));
    const dir = process.env.SCHOOL_TEST_ENGINE;
    if (dir) await page.route("**/pkg/tengen.js?full", (r) => r.fulfill({ path: `${dir}/tengen.js`, contentType: "text/javascript" }));
    await page.route("**/pkg/tengen.js", (r) => r.fulfill({
      contentType: "text/javascript",
      body: 'import init, * as m from "/pkg/tengen.js?full"; export default init; export const Game = m.Game; export const version = m.version;',
    }));
    await school("", { page });
    await page.waitForSelector('body[data-checked="true"]');
    const failed = page.locator(".unit-item.failed");
    assert.equal(await failed.count(), units.length);
    assert.match(await failed.nth(0).textContent(), /cannot run lessons yet/);
    await page.click("#lang-switch");
    await page.waitForSelector('html[lang="zh-CN"]');
    assert.match(await failed.nth(0).textContent(), /还不能运行课程/);
    await done(page);
  });
});
