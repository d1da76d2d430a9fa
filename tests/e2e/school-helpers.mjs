// Shared by the school's page tests (school.test.mjs, lesson-mistakes.test.mjs): the school
// page opened at a hash in a browser language, and the scripted learner's hands: clicks on a
// board's points, moves, answers read from the lesson files, Next to an exercise, the unit's
// end. Every wait is on a condition in the page, never a timer.
//
// SCHOOL_TEST_ENGINE=/path/to/pkg serves another build of the engine (its tengen.js and
// tengen_bg.wasm) as /pkg/ (to try the school against a development build of the facade).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { ROOT, axeViolations, clickPoint as clickBoardPoint, openPage, routeEngine, useBrowserAndServer } from "./helpers.mjs";

/**
 * The server and browser for a school test file (`useBrowserAndServer`), and what needs them:
 * `school(hash, options)` opens the school at `#/…`, `openPageWithLocale(locale, width)` a
 * fresh page, and `needsLessons(t)` skips (saying why) when the engine build has no lessons.
 */
export function useSchool() {
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
    const unit = /^#\/(?:unit|review)\/(.+)$/.exec(hash)?.[1];
    if (unit) {
      // this unit's element (a hash change keeps the page: not the last unit's)
      await page.waitForFunction((id) => document.querySelector("go-lesson")?.view?.id === id && document.querySelector("go-lesson .gl-unit") || document.querySelector("go-lesson .gl-error"), unit);
      await boardsReady(page);
    }
    return page;
  }

  /** A fresh page whose navigator.language is `locale`, refusing every request not to our server. */
  async function openPageWithLocale(locale, width) {
    const page = await openPage(env.browser, env.base, { locale, viewport: { width, height: 900 } });
    const dir = process.env.SCHOOL_TEST_ENGINE;
    await routeEngine(page, dir);
    if (dir) {
      // the school asks for the lesson build first (www/pkg-lesson/): the same build for both
      await page.route("**/pkg-lesson/tengen.js", (r) => r.fulfill({ path: `${dir}/tengen.js`, contentType: "text/javascript" }));
      await page.route("**/pkg-lesson/tengen_bg.wasm", (r) => r.fulfill({ path: `${dir}/tengen_bg.wasm`, contentType: "application/wasm" }));
    }
    return page;
  }

  return { env, needsLessons, school, openPageWithLocale };
  }

export async function boardsReady(page) {
  await page.evaluate(async () => {
    await customElements.whenDefined("go-board");
    await Promise.all([...document.querySelectorAll("go-board")].map((b) => b.ready));
  });
  await page.waitForFunction(() => [...document.querySelectorAll("go-board")].every((b) => b.state.snap));
}

export async function done(page) {
  assert.deepEqual(page.problems.filter((p) => !/Failed to load resource/.test(p)), []);
  await page.context().close();
}

export const ex = (id) => `[data-exercise="${id}"]`;

/** Clicks a point ("E5") of the board in an exercise card, where a person would. */
export const clickPoint = (page, card, vertex) => clickBoardPoint(page, `${card} go-board`, vertex);

/** The units as the page loads them: index.json's files, parsed. */
export function unitsOnDisk() {
  const index = JSON.parse(readFileSync(`${ROOT}/lessons/index.json`, "utf8"));
  return index.units.map((file) => ({ file, data: JSON.parse(readFileSync(`${ROOT}/lessons/${file}`, "utf8")) }));
}

export const attempts = (page, card) => page.evaluate((c) => Number(document.querySelector(c)?.dataset.attempts || 0), card);

/** Does something in a card and waits until the engine has judged it. */
export async function judged(page, card, act) {
  const before = await attempts(page, card);
  await act();
  await page.waitForFunction(([c, n]) => Number(document.querySelector(c)?.dataset.attempts || 0) > n, [card, before]);
}

/** Plays a move (a point such as "D4", or "pass") in a play exercise, as a learner would. */
export async function move(page, card, mv) {
  if (mv.toLowerCase() === "pass") await judged(page, card, () => page.click(`${card} [data-action="pass"]`));
  else await judged(page, card, () => clickPoint(page, card, mv));
}

/** The first point of the ghost stones "show answer" puts on the board, as "D4". */
export async function shownAnswer(page, card) {
  await page.click(`${card} [data-action="answer"]`);
  return page.evaluate(async (c) => {
    const board = document.querySelector(`${c} go-board`);
    const { vertexName } = await import("/board/coords.js");
    const g = board.ghosts?.[0];
    return g ? vertexName(g.at, board.state.height) : "pass";
  }, card);
}

/** Solves one exercise from its data: the stated answers, then (a reading goal going on) the
 * engine's own answers ("show answer") until the card is solved. True if it showed an answer. */
export async function solve(page, card, spec) {
  let showed = false;
  if (spec.kind === "play") {
    const answers = spec.stages?.length ? spec.stages.map((s) => s.answer) : [spec.answer];
    for (const a of answers) {
      await move(page, card, a);
      let steps = 0;
      while (await page.evaluate((c) => document.querySelector(c).dataset.continued === "true", card)) {
        assert.ok(++steps < 40, `${card}: the fight ends`);
        showed = true;
        await move(page, card, await shownAnswer(page, card));
      }
    }
  } else if (spec.kind === "playOut") {
    // a game played to the end against the engine: the engine's answers until it is counted
    let steps = 0;
    while (!(await page.locator(`${card}.is-solved`).count())) {
      assert.ok(++steps < 200, `${card}: the game ends`);
      showed = true;
      await move(page, card, await shownAnswer(page, card));
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
  return showed;
}

/** A wrong move for a play exercise that the engine refutes on the board: found by asking the
 * engine (in the page) about every empty point, as a learner might try any of them. */
export async function refutedMove(page, file, spec) {
  return page.evaluate(async ([file, id]) => {
    const mod = await (await import("/board/engine.js")).loadLessonEngine(); // the page's engine
    const lesson = mod.Lesson.fromProvedFile(await (await fetch(`/school/lessons/${file}`)).text());
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

/** Goes on with Next (a real click) until the exercise's card is on screen; one card at a time. */
export async function showExercise(page, id) {
  for (let i = 0; i < 60 && !(await page.locator(ex(id)).count()); i++) await page.click("go-lesson .gl-next");
  await page.waitForSelector(ex(id));
  assert.equal(await page.locator("go-lesson .exercise").count(), 1, "one exercise at a time");
  await boardsReady(page);
}

/** After the last exercise: Next ("finish") shows the unit complete screen. */
export async function finishUnit(page) {
  await page.click("go-lesson .gl-next");
  await page.waitForSelector("go-lesson .gl-complete");
}

export const moveNumber = (page, card) => page.evaluate((c) => document.querySelector(`${c} go-board`).moveNumber, card);

export async function noSidewaysScroll(page, where) {
  const scroll = await page.evaluate(() => document.scrollingElement.scrollWidth - innerWidth);
  assert.ok(scroll <= 0, `${where}: no horizontal scroll (${scroll}px too wide)`);
}

/** axe (WCAG 2.1 A/AA) on the page: no violation (see axeViolations in helpers.mjs). */
export async function axe(page, where) {
  assert.deepEqual(await axeViolations(page, where, { tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] }), []);
}

