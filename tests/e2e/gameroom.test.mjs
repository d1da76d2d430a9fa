// The game room (www/play.html) in headless Chromium: nigiri, whole 9×9 games against each of
// the engine's strengths to two passes, counting by agreement (dead stones toggled by group,
// confirmed in the order of 第十三条), resignation, undo, the phone and desktop layouts and axe.
// The engine's seed is fixed (#seed=7) and its natural pause is off (#fast).
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { axeViolations, useBrowserAndServer } from "./helpers.mjs";
import { clickPoint, moveNumber, openRoom, phase, play, startGame, stone, toMove, waitPhase } from "./gameroom-helpers.mjs";

const env = useBrowserAndServer();

describe("choosing colours", () => {
  test("nigiri against the engine: the engine holds the stones, the player's guess decides as 第十条 says", async () => {
    const page = await openRoom(env);
    await startGame(page, { opponent: "casual", colours: "nigiri" });
    await waitPhase(page, "nigiri");
    // What is guessed, and what a right or wrong guess gives (it once said "I take Black" for both).
    assert.match(await page.textContent("#nigiri"), /odd \(show one black stone\) or even \(show two\)\. Guess right and you take Black; guess wrong and you take White/);
    await page.click('#nigiri button[data-stones="1"]'); // one black stone: a guess of odd
    await page.waitForSelector("#nigiri-result");
    const text = await page.textContent("#nigiri-result");
    const m = /^(\d+) white stones: (\d+) pairs( and one over)?, (odd|even)\. The guess was (right|wrong)/.exec(text);
    assert.ok(m, text);
    const handful = Number(m[1]);
    assert.equal(Number(m[2]), Math.floor(handful / 2), "counted out in pairs");
    assert.equal(m[4], handful % 2 ? "odd" : "even");
    const right = handful % 2 === 1;
    assert.equal(m[5], right ? "right" : "wrong");
    assert.match(text, right ? /You takes Black|You take/ : /tengen/);
    // The pairs were taken away on screen.
    assert.equal(await page.locator(".nigiri-stones .stone.paired").count(), 2 * Math.floor(handful / 2));
    await page.click("#nigiri-play");
    await waitPhase(page, "play");
    // The guesser (the player) has Black exactly when the guess was right.
    const human = await page.evaluate(() => document.querySelector("#board").interactive);
    if (right) assert.equal(human, "black");
    else await page.waitForFunction(() => document.querySelector("#board").moveNumber === 1, null, { timeout: 20_000 });
    assert.deepEqual(page.problems, []);
  });

  test("the same seed gives the same hand; the weaker player takes Black", async () => {
    const hands = [];
    for (let i = 0; i < 2; i++) {
      const page = await openRoom(env, { hash: "seed=11&fast" });
      await startGame(page, { opponent: "human", colours: "nigiri" });
      await page.click('#nigiri button[data-stones="2"]');
      hands.push(await page.textContent("#nigiri-result"));
      await page.close();
    }
    assert.equal(hands[0], hands[1]);
    const page = await openRoom(env);
    await startGame(page, { opponent: "human", colours: "weaker", "first-name": "Wang", "second-name": "Li" });
    await waitPhase(page, "play");
    assert.match(await page.textContent("#status"), /Black \(Li\) to play/, "Li, the second (lower-ranked) player, has Black");
  });
});

/** Plays a whole game against the engine: the player follows the engine's own beginner advice. */
async function playToTwoPasses(page, human) {
  for (let turn = 0; turn < 400; turn++) {
    await page.waitForFunction((human) => {
      const b = document.querySelector("#board");
      return document.body.dataset.phase !== "play" || (b.toMove === human && b.interactive === human);
    }, human, { timeout: 30_000 });
    if ((await phase(page)) !== "play") return;
    const move = await page.evaluate(async () => {
      const m = await import("/pkg/tengen.js");
      const b = document.querySelector("#board");
      const g = m.Game.fromSgf(b.toSgf());
      try { return m.engineMoveAt(g, "beginner", b.moveNumber); } finally { g.free(); }
    });
    if (move) await page.$eval("#board", (b, v) => b.play(v), move);
    else await page.click("#pass");
  }
  throw new Error("the game did not end");
}

describe("a whole 9×9 game against each strength", () => {
  for (const strength of ["beginner", "casual", "strong"]) {
    test(`${strength}: play to two passes, toggle a dead group, agree, and the count is shown in 子 and points`, async () => {
      const page = await openRoom(env);
      await startGame(page, { opponent: strength, colours: "black" });
      await waitPhase(page, "play");
      await clickPoint(page, "E5"); // the first move by mouse
      await page.waitForFunction(() => document.querySelector("#board").moveNumber >= 1);
      assert.equal(await stone(page, "E5"), 1);
      await playToTwoPasses(page, "black");
      await waitPhase(page, "counting");
      const before = await page.textContent("#count-line");
      assert.match(before, /^Black [\d.]+ · White [\d.]+ /);
      // Toggle a group: the count changes, then back.
      const target = await page.evaluate(() => {
        const b = document.querySelector("#board");
        const i = Array.from(b.boardState).findIndex((v) => v !== 0);
        return [i % b.state.width, Math.floor(i / b.state.width)];
      });
      const L = "ABCDEFGHJ";
      const name = `${L[target[0]]}${9 - target[1]}`;
      await clickPoint(page, name);
      await page.waitForFunction((b) => document.querySelector("#count-line").textContent !== b, before);
      await clickPoint(page, name);
      await page.waitForFunction((b) => document.querySelector("#count-line").textContent === b, before);
      // 第十三条: the player to move declares first, then the other answers (the engine agrees).
      const first = await toMove(page);
      if (first === "black") await page.click("#declare-over");
      else await page.click("#agree-over");
      await waitPhase(page, "over");
      const result = await page.textContent("#result-text");
      assert.match(result, /^(Black|White) wins by [\d.]+ points? \([\d¼½¾]+ stones?\) \((B|W)\+[\d.]+\)$|^Draw/, result);
      const score = await page.$eval("#board", (b) => b.scoreState?.raw ?? null);
      if (score) assert.ok(result.includes(score.resultSgf));
      assert.deepEqual(page.problems, []);
      await page.close();
    });
  }
});

describe("counting by agreement", () => {
  test("disagreement sends the game back to play from where it stood", async () => {
    const page = await openRoom(env);
    await startGame(page, { opponent: "human", colours: "black" });
    await waitPhase(page, "play");
    await play(page, "E5");
    await page.click("#pass"); // White
    await page.click("#pass"); // Black
    await waitPhase(page, "counting");
    // White is to move: White declares first (轮走方), Black answers.
    assert.match(await page.textContent("#declare-over"), /White: “The game is over”/);
    await page.click("#declare-over");
    assert.match(await page.textContent("#counting"), /White declared the game over; Black answers/);
    assert.deepEqual(await axeViolations(page, "the counting phase"), []);
    assert.deepEqual(page.problems, []);
    await page.click("#disagree");
    await waitPhase(page, "play");
    assert.equal(await toMove(page), "black", "Black's pass is taken back");
    assert.match(await page.textContent("#message"), /Play goes on: Black to play/);
    await play(page, "C3");
    assert.equal(await moveNumber(page), 3, "E5, White's pass, C3");
  });
});

describe("resigning and undoing", () => {
  test("resignation asks first, and records W+R", async () => {
    const page = await openRoom(env);
    await startGame(page, { opponent: "casual", colours: "black" });
    await waitPhase(page, "play");
    await page.click("#resign");
    assert.match(await page.textContent("#confirm"), /Black: resign this game\?/);
    await page.click("#confirm-no");
    assert.equal(await phase(page), "play");
    await page.click("#resign");
    await page.click("#confirm-yes");
    await waitPhase(page, "over");
    assert.equal(await page.textContent("#result-text"), "Black resigned. White wins (W+R).");
    // No count is shown on the board for a resigned game (it once opened the counting view,
    // whose "White wins by 3¼" line contradicted the result).
    assert.equal(await page.$eval("#board", (b) => b.counting), false);
    assert.equal(await page.isVisible("#counting"), false);
  });

  test("against the engine undo takes back to the player's turn; between two players the other must accept", async () => {
    const page = await openRoom(env);
    await startGame(page, { opponent: "beginner", colours: "black" });
    await waitPhase(page, "play");
    await play(page, "E5");
    await page.waitForFunction(() => document.querySelector("#board").moveNumber === 2, null, { timeout: 20_000 });
    await page.waitForFunction(() => !document.querySelector("#undo").disabled);
    await page.click("#undo");
    assert.equal(await moveNumber(page), 0);
    assert.equal(await toMove(page), "black");

    const two = await openRoom(env);
    await startGame(two, { opponent: "human", colours: "black" });
    await waitPhase(two, "play");
    await play(two, "E5");
    await play(two, "C3");
    await two.click("#undo");
    assert.match(await two.textContent("#confirm"), /White asks to take back the last move\. Black, do you accept\?/);
    await two.click("#confirm-no");
    assert.equal(await moveNumber(two), 2);
    assert.match(await two.textContent("#message"), /refused/);
    await two.click("#undo");
    await two.click("#confirm-yes");
    assert.equal(await moveNumber(two), 1);
    assert.equal(await toMove(two), "white");
  });
});

describe("layout and accessibility", () => {
  for (const [width, locale, lang] of [[375, "zh-CN", "zh"], [1280, "en-US", "en"]]) {
    test(`${width} px in ${lang}: no horizontal scrolling, no axe violations in setup and in play`, async () => {
      const page = await openRoom(env, { width, locale });
      if (lang === "zh") {
        const current = await page.evaluate(() => document.documentElement.lang);
        if (!current.startsWith("zh")) await page.click("#lang-switch");
      }
      await page.screenshot({ path: `/tmp/gameroom-setup-${width}-${lang}.png`, fullPage: true });
      assert.deepEqual(await axeViolations(page, "setup"), []);
      assert.deepEqual(page.problems, []);
      await startGame(page, { opponent: "casual", colours: "black", time: "national", minutes: 10 });
      await waitPhase(page, "play");
      await play(page, "E5");
      await page.waitForFunction(() => document.querySelector("#board").moveNumber === 2, null, { timeout: 20_000 });
      if (lang === "zh") assert.match(await page.textContent("#status"), /轮黑方（你）下/);
      else assert.match(await page.textContent("#status"), /Black \(You\) to play/);
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(scroll <= 0, `no horizontal scrolling (${scroll} px)`);
      await page.screenshot({ path: `/tmp/gameroom-play-${width}-${lang}.png`, fullPage: true });
      assert.deepEqual(await axeViolations(page, "in play"), []);
      assert.deepEqual(page.problems, []);
    });
  }
});
