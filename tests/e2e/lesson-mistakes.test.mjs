// Mistakes in the school, answered on the board (issue 18), in headless Chromium by real clicks:
// - a wrong count or choice of every kind of question the course asks (a chain's liberties, a
//   chain's stones, captures, the board's points, a side's count, whose turn, an eye, the
//   winner, a move's legality) gets the engine's marks on the board and an explanation in the
//   page's language, in Chinese at 375 px and in English at 1280 px; then the right answer
//   solves it, with a star less;
// - in every playOut exercise (unit 23) a move that loses the game, found by asking the page's
//   engine, is answered by the engine on the board; played to the end the count says the goal
//   is not met, and "try again" starts the game afresh, which the engine's answers then win.
// Every wait is on a condition in the page, never a timer.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { axe, boardsReady, done, ex, judged, move, moveNumber, showExercise, solve, unitsOnDisk, useSchool } from "./school-helpers.mjs";

const { env, needsLessons, school } = useSchool();

/** The first exercise of the course of `kind` whose query is `query` (`liberties`, …). */
function firstWith(kind, query) {
  for (const { file, data } of unitsOnDisk()) {
    const spec = data.exercises.find((e) => e.kind === kind && e.query && query in e.query);
    if (spec) return { file, unit: data.id, spec };
  }
  throw new Error(`no ${kind} exercise with a ${query} query`);
}

const CASES = [
  ["count", "liberties"], ["count", "chainSize"], ["count", "captures"], ["count", "boardPoints"], ["count", "points"],
  ["choose", "toMove"], ["choose", "eye"], ["choose", "winner"], ["choose", "legality"],
];

/** What the board draws now: the page's markup, as the widget holds it. */
const drawn = (page, card) => page.evaluate((c) => document.querySelector(`${c} go-board`).state.markupApi.map((m) => ({ type: m.type, text: m.text })), card);

describe("a wrong count or choice is answered on the board", () => {
  for (const [locale, width] of [["zh-CN", 375], ["en-US", 1280]]) {
    test(`every kind of question (${locale}, ${width} px)`, async (t) => {
      if (!needsLessons(t)) return;
      const zh = locale.startsWith("zh");
      let page = null;
      for (const [kind, query] of CASES) {
        const { unit, spec } = firstWith(kind, query);
        const card = ex(spec.id);
        const where = `${unit}/${spec.id} (${query})`;
        page = await school(`#/unit/${unit}`, { locale, width, page: page ?? undefined });
        await showExercise(page, spec.id);
        const before = (await drawn(page, card)).length;
        let wrong;
        if (kind === "count") {
          wrong = String(Number(spec.answer) + 1);
          await page.fill(`${card} input`, wrong);
          await judged(page, card, () => page.press(`${card} input`, "Enter"));
        } else {
          const values = await page.locator(`${card} .option`).evaluateAll((bs) => bs.map((b) => b.dataset.value));
          const i = values.findIndex((v) => v.toLowerCase() !== String(spec.answer).toLowerCase());
          wrong = values[i];
          await judged(page, card, () => page.locator(`${card} .option`).nth(i).click());
        }
        await page.waitForSelector(`${card} .feedback.bad`);
        const text = await page.textContent(`${card} .feedback`);
        // Not a bare "wrong": the head, then the engine's reason, in the page's language.
        assert.match(text, zh ? /^还不对。[^\s]/ : /^Not yet\. \S/, `${where}: ${text}`);
        assert.ok(text.length > (zh ? 20 : 40), `${where}: more than a word: ${text}`);
        if (zh) assert.doesNotMatch(text, /\b(the|is|and)\b/, `${where}: Chinese only: ${text}`);
        else assert.doesNotMatch(text, /[\u4e00-\u9fff]{3}/, `${where}: English only (Go terms aside): ${text}`);
        if (kind === "count") assert.match(text, zh ? new RegExp(`${wrong}多了`) : new RegExp(`${wrong} is too many`), where);
        // On the board: marks the engine chose, beyond the exercise's own.
        const marks = await drawn(page, card);
        const hasLastMove = spec.position?.moves?.length || spec.position?.sgf;
        if (!(query === "toMove" && !hasLastMove)) {
          assert.ok(marks.length > before, `${where}: something marked on the board (${marks.length})`);
          assert.equal(await page.getAttribute(card, "data-shown-on-board"), "true", where);
        }
        if (["liberties", "chainSize", "captures"].includes(query)) {
          // what is counted is numbered 1..n, n the right count (and the text leaves it to the learner)
          const labels = marks.filter((m) => m.type === "label").map((m) => Number(m.text)).sort((a, b) => a - b);
          assert.deepEqual(labels, Array.from({ length: Number(spec.answer) }, (_, i) => i + 1), `${where}: numbered`);
        }
        // Then the right answer: solved, with one star less for the mistake.
        await solve(page, card, spec);
        assert.match(await page.textContent(`${card} .badge`), /★★☆/, where);
      }
      await axe(page, "a wrong answer answered, then solved");
      await done(page);
    });
  }
});

/** A move for the learner in a playOut exercise after which the game, played to the end with
 * the learner passing, is lost: found by asking the page's engine about each empty point. */
async function losingMove(page, file, spec) {
  return page.evaluate(async ([file, id]) => {
    const mod = await (await import("/board/engine.js")).loadLessonEngine();
    const lesson = mod.Lesson.fromProvedFile(await (await fetch(`/school/lessons/${file}`)).text());
    const view = lesson.view().exercises.find((e) => e.id === id);
    const { vertexName } = await import("/board/coords.js");
    const rows = view.position.split("\n").map((r) => r.replace(/\s+/g, ""));
    try {
      for (let y = 0; y < view.height; y++) {
        for (let x = 0; x < view.width; x++) {
          if (rows[y]?.[x] !== ".") continue;
          const run = lesson.run(id);
          let v = run.attempt({ play: [x, y] });
          for (let i = 0; v.legal && !v.gameOver && i < 200; i++) v = run.attempt("pass");
          run.free?.();
          if (v.gameOver && !v.solved) return vertexName([x, y], view.height);
        }
      }
      return null;
    } finally {
      lesson.free?.();
    }
  }, [file, spec.id]);
}

describe("a playOut lost by a bad move", () => {
  test("is answered by the engine, counted, and can be played again and won (en, 1280 px)", async (t) => {
    if (!needsLessons(t)) return;
    const units = unitsOnDisk().filter((u) => u.data.exercises.some((e) => e.kind === "playOut"));
    assert.ok(units.length >= 1, "the course has playOut exercises");
    let tried = 0;
    let page = null;
    for (const { file, data } of units) {
      page = await school(`#/unit/${data.id}`, { page: page ?? undefined });
      for (const spec of data.exercises.filter((e) => e.kind === "playOut")) {
        const card = ex(spec.id);
        await showExercise(page, spec.id);
        const start = await moveNumber(page, card);
        const bad = await losingMove(page, file, spec);
        assert.ok(bad, `${spec.id}: some move loses`);
        await move(page, card, bad);
        // The engine answers the move on the board, and says where.
        assert.equal(await moveNumber(page, card), start + 2, `${spec.id}: ${bad} and the engine's answer are on the board`);
        assert.match(await page.textContent(`${card} .feedback`), /(White|Black) (answers at [A-T]\d+|passes)/, spec.id);
        // Played to the end (the learner passing): counted, the goal not met, "try again".
        for (let i = 0; !(await page.locator(`${card} [data-action="retry"]:not([hidden])`).count()); i++) {
          assert.ok(i < 100, `${spec.id}: the game ends`);
          await move(page, card, "pass");
        }
        await page.waitForSelector(`${card} .feedback.bad`);
        assert.match(await page.textContent(`${card} .feedback`), /The game is over\. Black \S+, White \S+: .*The goal is not met/, spec.id);
        assert.equal(await page.getAttribute(`${card} go-board`, "show-ownership"), "", `${spec.id}: the count is shown on the board`);
        assert.equal(await page.locator(`${card}.is-solved`).count(), 0);
        await page.click(`${card} [data-action="retry"]`);
        await page.waitForFunction(([c, n]) => document.querySelector(`${c} go-board`).moveNumber === n, [card, start]);
        assert.equal(await page.getAttribute(`${card} go-board`, "show-ownership"), null, `${spec.id}: the count is gone`);
        await boardsReady(page);
        // Again, with the engine's answers: won.
        await solve(page, card, spec);
        assert.match(await page.textContent(`${card} .feedback`), /Black \S+, White \S+/, spec.id);
        tried++;
      }
    }
    assert.equal(tried, unitsOnDisk().reduce((n, u) => n + u.data.exercises.filter((e) => e.kind === "playOut").length, 0));
    await done(page);
  });
});
