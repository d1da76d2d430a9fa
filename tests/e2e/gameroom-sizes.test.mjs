// A 13×13 and a 19×19 handicap game played through the game room's page (www/play.html) by two
// players on one device, to two passes and the count by agreement. The positions are built so
// the count can be done by hand: Black walls off a column near the right edge, White the
// column beside it, and the handicap stones stand inside Black's area; the expected figures
// are worked out below from the Chinese rules (area counting, komi 3¾ 子 = 7.5 points, and
// the engine's compensation of one point per handicap stone), not read from the page.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { useBrowserAndServer } from "./helpers.mjs";
import { clickPoint, openRoom, play, startGame, stone, waitPhase } from "./gameroom-helpers.mjs";

const env = useBrowserAndServer();

/**
 * White first (Black has the handicap): White fills column `w`, Black column `b` beside it,
 * row by row; the first rows are clicked on the board, the rest played through its API.
 */
async function walls(page, size, b, w) {
  for (let row = 1; row <= size; row++) {
    for (const col of [w, b]) {
      const v = `${col}${row}`;
      if (row <= 2) {
        const before = await page.$eval("#board", (el) => el.moveNumber);
        await clickPoint(page, v);
        await page.waitForFunction((n) => document.querySelector("#board").moveNumber === n + 1, before);
      } else {
        await play(page, v);
      }
    }
  }
}

async function countAndAgree(page) {
  await page.click("#pass"); // White
  await page.click("#pass"); // Black
  await waitPhase(page, "counting");
  const line = await page.textContent("#count-line");
  const result = await page.textContent("#count-result");
  await page.click("#declare-over"); // White, to move, first (第十三条)
  await page.click("#agree-over");
  await waitPhase(page, "over");
  return { line, result, text: await page.textContent("#result-text") };
}

describe("handicap games counted through the page", () => {
  test("13×13, two stones: the handicap placed, the walls played, the count by hand", async () => {
    const page = await openRoom(env);
    await startGame(page, { size: 13, handicap: 2, opponent: "human", colours: "black" });
    await waitPhase(page, "play");
    // Two stones on the opposite star points, White to play first.
    assert.equal(await stone(page, "D4"), 1);
    assert.equal(await stone(page, "K10"), 1);
    assert.equal(await page.$eval("#board", (b) => b.toMove), "white");
    await walls(page, 13, "L", "M");
    const { line, result, text } = await countAndAgree(page);
    // Black: columns A–K (10 × 13 = 130 points, the handicap stones among them) and the wall
    // on L (13): 143. White: the wall on M and the empty column N: 26. In points 143 − 26 =
    // 117, less komi 7.5 and 2 for the two handicap stones: Black by 107.5.
    assert.match(line, /Black 143 · White 26/);
    assert.match(result, /\(B\+107\.5\)/);
    assert.match(text, /B\+107\.5/);
    assert.deepEqual(page.problems, []);
  });

  test("19×19, four stones, in Chinese: the count by hand", async () => {
    const page = await openRoom(env, { locale: "zh-CN" });
    if (!(await page.evaluate(() => document.documentElement.lang)).startsWith("zh")) await page.click("#lang-switch");
    await startGame(page, { size: 19, handicap: 4, opponent: "human", colours: "black" });
    await waitPhase(page, "play");
    for (const v of ["D4", "Q4", "D16", "Q16"]) assert.equal(await stone(page, v), 1, `a handicap stone on ${v}`);
    await walls(page, 19, "R", "S");
    const { line, result } = await countAndAgree(page);
    // Black: columns A–Q (16 × 19 = 304) and the wall on R (19): 323. White: S and T: 38.
    // 323 − 38 = 285 points, less 7.5 and 4: Black by 273.5.
    assert.match(line, /黑323子 · 白38子/);
    assert.match(result, /（B\+273\.5）/);
    assert.deepEqual(page.problems, []);
  });
});
