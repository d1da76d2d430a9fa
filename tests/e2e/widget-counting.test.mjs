// The widget's counting view and what pages need from it (issue 14, "On the widget"): dead
// stones toggled by group as the engine defines it, go-score with every value of the count,
// a result line that always shows the latest count, one side's points numbered, shared points
// marked, counting mode from script, manual counting, the last-move mark, and a region of a
// big board. Every figure asserted comes from the engine (go-score's detail) or the page.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { useBrowserAndServer } from "./helpers.mjs";
import { boards, clickPoint, events, moreEvents, shadowCount, done } from "./widget-helpers.mjs";

const env = useBrowserAndServer();

// The free board of issue 14: a lone white stone at H7 and D8 above Black's wall, a white
// wall below. One click on H7 used to mark every white stone above the wall (and, on an open
// board, all of them) dead.
const FREE_BOARD = `
  . . . . . . . . .
  . . . O . . . . .
  . . . . . . . O .
  X X X X X X X X X
  . . . . . . . . .
  O O O O O O O O O
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .`;

const resultLine = (page, sel) => page.$eval(sel, (b) => {
  const line = b.shadowRoot.querySelector(".result");
  return line.hidden ? null : line.textContent;
});
const lastScore = async (page) => (await events(page, "go-score")).at(-1).detail;

describe("the counting view", () => {
  test("a click toggles the group of the stone clicked, not every stone of its colour", async () => {
    const page = await boards(env, `<go-board id="b" show-ownership komi="7.5" position="${FREE_BOARD}"></go-board>`);
    await page.$eval("#b", (b) => { b.pass(); b.pass(); b.setDead([]); });
    const n = (await events(page, "go-score")).length;
    await clickPoint(page, "#b", "H7");
    await moreEvents(page, "go-score", n);
    assert.deepEqual(await page.$eval("#b", (b) => b.dead), ["H7"]);
    const [dead] = (await events(page, "go-dead")).slice(-1);
    assert.deepEqual(dead.detail.changed, ["H7"]);
    assert.equal(dead.detail.source, "pointer");
    // the group of a stone in the wall is the wall (one chain): nine stones
    await clickPoint(page, "#b", "C4");
    await page.waitForFunction(() => document.querySelector("#b").dead.length === 10);
    // a second click brings the lone stone back, alone
    await clickPoint(page, "#b", "H7");
    await page.waitForFunction(() => !document.querySelector("#b").dead.includes("H7"));
    assert.equal((await page.$eval("#b", (b) => b.dead)).length, 9);
    await done(page);
  });

  test("go-score carries every value of the count, and the result line and announcement follow it", async () => {
    const page = await boards(env, `<go-board id="b" show-ownership komi="7.5" position="${FREE_BOARD}"></go-board>`);
    await page.$eval("#b", (b) => { b.pass(); b.pass(); b.setDead([]); });
    const before = await lastScore(page);
    assert.equal(await resultLine(page, "#b"), before.message);
    const n = (await events(page, "go-score")).length;
    await clickPoint(page, "#b", "D8");
    await moreEvents(page, "go-score", n);
    const d = await lastScore(page);
    assert.deepEqual(d.dead, ["D8"]);
    assert.equal(d.counts.black.stones, 9);
    assert.equal(d.counts.white.stones, 10, "D8 is dead: ten white stones count");
    for (const side of ["black", "white"]) {
      const c = d.counts[side];
      assert.equal(c.stones + c.area + c.shared, d[side], `${side}: stones + area + half the shared points = total`);
    }
    assert.equal(d.komi, 7.5);
    assert.equal(typeof d.sharedPoints, "number");
    assert.equal(d.shared.length, d.sharedPoints);
    assert.equal(d.marginPoints, d.black - d.white - d.komi - d.handicapCompensation);
    assert.equal(d.marginStones * 2, d.marginPoints, "the margin in 子 is half the margin in points");
    assert.ok(["black", "white", null].includes(d.winner));
    assert.match(d.resultZh, /子/);
    assert.match(d.resultSgf, /^[BW]\+|^0$|Draw/);
    assert.notEqual(d.message, before.message, "marking D8 dead changed the result");
    // the line under the board and the live region say the latest count, not the first
    await page.waitForFunction((m) => document.querySelector("#b").shadowRoot.querySelector(".result").textContent === m, d.message);
    const said = (await events(page, "go-announce")).at(-1).detail.text;
    assert.equal(said, d.message);
    await done(page);
  });

  test("the game's end says the result once", async () => {
    const page = await boards(env, `<go-board id="b" size="9" show-ownership></go-board>`);
    await page.$eval("#b", (b) => { b.play("E5"); b.pass(); b.pass(); });
    const [over] = await events(page, "go-gameover");
    assert.match(over.detail.message, /^Game over: /);
    assert.doesNotMatch(over.detail.message, /Game over.*Game over/);
    assert.ok(over.detail.text && !/Game over/.test(over.detail.text), "text: the result alone");
    assert.equal(over.detail.message, `Game over: ${over.detail.text}`);
    await done(page);
  });

  test("count-points numbers one side's points 1, 2, 3… and marks shared points", async () => {
    const page = await boards(env, `<go-board id="b" count-points="black" position="
      . . X O .
      . . X O .
      X X . O O
      . X O . .
      . X O . ."></go-board>`);
    const d = await page.$eval("#b", (b) => b.enterCounting({ estimate: false }));
    const numbers = await page.$eval("#b", (b) => [...b.shadowRoot.querySelectorAll("text.cnt")].map((t) => Number(t.textContent)));
    const blackPoints = d.counts.black.stones + d.counts.black.area;
    assert.equal(numbers.length, blackPoints, "one number for each of Black's points, as the engine counts them");
    assert.deepEqual([...numbers].sort((a, b) => a - b), Array.from({ length: blackPoints }, (_, i) => i + 1));
    assert.ok(d.sharedPoints > 0, "this position has shared points");
    assert.equal(await shadowCount(page, "#b", "text.cnt-half"), d.sharedPoints, "each shared point: ½");
    assert.match(await page.$eval("#b", (b) => b.describe("A5")), /counted 1$/);
    assert.match(await page.$eval("#b", (b) => b.describe("C3")), /shared point/, "C3 lies between both sides");
    // white, then off: the shading comes back
    await page.$eval("#b", (b) => { b.countPoints = "white"; return b.ready; });
    const white = await page.$eval("#b", (b) => b.shadowRoot.querySelectorAll("text.cnt").length);
    assert.equal(white, d.counts.white.stones + d.counts.white.area);
    await page.$eval("#b", (b) => { b.countPoints = null; return b.ready; });
    assert.equal(await shadowCount(page, "#b", "text.cnt"), 0);
    assert.ok(await shadowCount(page, "#b", "path.own.shared") > 0, "shared points are marked half and half");
    await done(page);
  });

  test("counting mode from script: enter with dead stones, clicks toggle instead of play, leave", async () => {
    const page = await boards(env, `<go-board id="b" komi="7.5" position="${FREE_BOARD}"></go-board>`);
    const d = await page.$eval("#b", (b) => b.enterCounting({ dead: ["H7"] }));
    assert.deepEqual(d.dead, ["H7"]);
    assert.equal(await page.$eval("#b", (b) => b.counting), true);
    assert.ok(await resultLine(page, "#b"));
    await clickPoint(page, "#b", "E5"); // an empty point: nothing
    assert.equal(await page.$eval("#b", (b) => b.moveNumber), 0, "no move while counting");
    await clickPoint(page, "#b", "D8");
    await page.waitForFunction(() => document.querySelector("#b").dead.length === 2);
    await page.$eval("#b", (b) => b.leaveCounting());
    assert.equal(await page.$eval("#b", (b) => b.counting), false);
    assert.equal(await resultLine(page, "#b"), null);
    await clickPoint(page, "#b", "E5");
    await page.waitForFunction(() => document.querySelector("#b").moveNumber === 1);
    await done(page);
  });

  test("from the keyboard: Enter on a stone toggles its group", async () => {
    const page = await boards(env, `<go-board id="b" position="${FREE_BOARD}"></go-board>`);
    await page.$eval("#b", (b) => b.enterCounting({ estimate: false }));
    await page.keyboard.press("Tab");
    // the cursor starts in the centre (E5); H7 is three right and two up
    for (const key of ["ArrowRight", "ArrowRight", "ArrowRight", "ArrowUp", "ArrowUp", "Enter"]) await page.keyboard.press(key);
    await page.waitForFunction(() => document.querySelector("#b").dead.length === 1);
    assert.deepEqual(await page.$eval("#b", (b) => b.dead), ["H7"]);
    assert.equal((await events(page, "go-dead")).at(-1).detail.source, "keyboard");
    assert.match(await page.$eval("#b", (b) => b.describe("H7")), /dead/);
    await done(page);
  });

  test("interactive=\"none\" keeps the count read-only", async () => {
    const page = await boards(env, `<go-board id="b" interactive="none" position="${FREE_BOARD}"></go-board>`);
    await page.$eval("#b", (b) => b.enterCounting({ estimate: false }));
    await clickPoint(page, "#b", "H7");
    await page.$eval("#b", (b) => b.ready);
    assert.deepEqual(await page.$eval("#b", (b) => b.dead), []);
    assert.equal((await events(page, "go-dead")).length, 0);
    await done(page);
  });

  test("manual-count: two passes end the game with no estimate and no result said", async () => {
    const page = await boards(env, `<go-board id="b" manual-count show-ownership komi="7.5" position="${FREE_BOARD}"></go-board>`);
    await page.$eval("#b", (b) => { b.pass(); b.pass(); });
    const [over] = await events(page, "go-gameover");
    assert.equal(over.detail.result, null);
    assert.equal(over.detail.message, "Game over: both passed");
    assert.deepEqual(await page.$eval("#b", (b) => b.dead), [], "no dead stones guessed");
    assert.equal(await resultLine(page, "#b"), null, "no result shown");
    assert.ok(!(await events(page, "go-announce")).some((e) => /wins/.test(e.detail.text)));
    // the learner marks a stone: still nothing said about who wins
    await clickPoint(page, "#b", "H7");
    await page.waitForFunction(() => document.querySelector("#b").dead.length === 1);
    assert.ok(!(await events(page, "go-announce")).some((e) => /wins/.test(e.detail.text)));
    await done(page);
  });

  test("resume() reopens a game ended by two passes", async () => {
    const page = await boards(env, `<go-board id="b" size="9" show-ownership></go-board>`);
    await page.$eval("#b", (b) => { b.play("E5"); b.pass(); b.pass(); });
    assert.equal(await page.$eval("#b", (b) => b.isOver), true);
    assert.equal(await page.$eval("#b", (b) => b.resume()), true);
    assert.equal(await page.$eval("#b", (b) => b.isOver || b.counting), false);
    await clickPoint(page, "#b", "C3");
    await page.waitForFunction(() => document.querySelector("#b").moveNumber === 4);
    await done(page);
  });
});

describe("the last-move mark", () => {
  test("on by default, off with no-last-move", async () => {
    const page = await boards(env, `<go-board id="a" size="9"></go-board><go-board id="b" size="9" no-last-move></go-board>`);
    await page.$eval("#a", (b) => b.play("E5"));
    await page.$eval("#b", (b) => b.play("E5"));
    assert.equal(await shadowCount(page, "#a", "circle.last"), 1);
    assert.equal(await shadowCount(page, "#b", "circle.last"), 0);
    await page.$eval("#b", (b) => { b.noLastMove = false; return b.ready; });
    assert.equal(await shadowCount(page, "#b", "circle.last"), 1);
    await done(page);
  });
});

describe("view: a region of a big board", () => {
  test("view=\"A1:G7\" shows that corner, with its coordinates, and clicks land on its points", async () => {
    const page = await boards(env, `<go-board id="b" size="19" coordinates view="A1:G7"></go-board><go-board id="w" size="19"></go-board>`);
    const [part, whole] = await Promise.all(["#b", "#w"].map((s) => page.$eval(s, (b) => b.svg.viewBox.baseVal.width)));
    assert.ok(part < whole / 2, `the region is drawn larger (${part} of ${whole} board units across)`);
    const labels = await page.$eval("#b", (b) => [...b.shadowRoot.querySelectorAll("text.coord")].map((t) => t.textContent));
    assert.deepEqual([...new Set(labels)].sort(), ["1", "2", "3", "4", "5", "6", "7", "A", "B", "C", "D", "E", "F", "G"]);
    await clickPoint(page, "#b", "C3");
    await page.waitForFunction(() => window.events.some((e) => e.type === "go-move"));
    assert.equal((await events(page, "go-move"))[0].detail.vertex, "C3");
    await clickPoint(page, "#b", "G7");
    await page.waitForFunction(() => document.querySelector("#b").moveNumber === 2);
    assert.equal((await events(page, "go-move"))[1].detail.vertex, "G7");
    await done(page);
  });

  test("the keyboard cursor stays on the part shown", async () => {
    const page = await boards(env, `<go-board id="b" size="19" view="A1:E5"></go-board>`);
    await page.keyboard.press("Tab");
    for (let i = 0; i < 8; i++) await page.keyboard.press("ArrowUp");
    for (let i = 0; i < 8; i++) await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelector("#b").moveNumber === 1);
    assert.equal((await events(page, "go-move"))[0].detail.vertex, "E5", "the corner of the view, not of the board");
    await done(page);
  });

  test("a view that is not on the board is an error that clears when fixed", async () => {
    const page = await boards(env, `<go-board id="b" size="9" view="A1:K12"></go-board>`);
    const [err] = await events(page, "go-error");
    assert.equal(err.detail.code, "badView");
    assert.equal(err.detail.attribute, "view");
    const hidden = () => page.$eval("#b", (b) => b.shadowRoot.querySelector(".message").hidden);
    assert.equal(await hidden(), false);
    await page.$eval("#b", (b) => { b.view = "A1:E5"; return b.ready; });
    assert.equal(await hidden(), true);
    await page.$eval("#b", (b) => { b.view = "nonsense"; return b.ready; });
    assert.equal(await hidden(), false);
    await page.$eval("#b", (b) => { b.view = null; return b.ready; });
    assert.equal(await hidden(), true);
    await done(page);
  });
});
