// The game room's clock, referee and records in headless Chromium, on Playwright's fake clock
// (no test waits on real time): a game lost on time under byo-yomi with every call-out of
// 第十二条 shown in order, pausing, the game and its clock across a reload, referee mode
// voiding an illegal move, adjournment with a sealed move, the SGF record out and back in.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { useBrowserAndServer } from "./helpers.mjs";
import { clickPoint, moveNumber, openRoom, play, startGame, stone, toMove, waitPhase } from "./gameroom-helpers.mjs";

const env = useBrowserAndServer();
const START = new Date("2026-12-01T10:00:00Z");

const callouts = (page) => page.$$eval("#callouts li", (items) => items.map((li) => li.textContent));
const face = (page, color) => page.textContent(`.face-time[data-color="${color}"]`);
// The faces are redrawn on the page's 200 ms ticks, whose phase depends on when the page
// loaded: 199 ms more guarantees a redraw after the whole seconds just run, still showing them.
const settle = (page) => page.clock.runFor(199);

/** Starts the fake clock where the page can be driven by hand: time moves only on runFor. */
async function frozenRoom(options = {}) {
  const page = await openRoom(env, { clock: START, ...options });
  // A moment just ahead of the page's clock (loading takes a while on a busy machine).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
  return page;
}

describe("the clock and the referee's call-outs (第十二条)", () => {
  test("byo-yomi the Chinese way: every call-out in order, then 10 and the loss on time (W+T)", async () => {
    const page = await frozenRoom({ locale: "zh-CN", hash: "seed=3&fast" });
    if (!(await page.evaluate(() => document.documentElement.lang)).startsWith("zh")) await page.click("#lang-switch");
    // The national setting with no main time left: five periods of one minute.
    await startGame(page, { opponent: "human", colours: "black", time: "national", minutes: 0 });
    await waitPhase(page, "play");
    // A move inside a period costs nothing.
    await page.clock.runFor(45_000);
    await play(page, "E5");
    await page.clock.runFor(1_000);
    assert.match(await page.textContent('.face.black .face-extra'), /读秒 5次/);
    assert.deepEqual(await callouts(page), ["30秒", "40秒"], "Black heard 30 and 40 seconds");
    // White never moves: every period is called and used up, then the last minute is counted.
    for (let i = 0; i < 5 * 60; i++) await page.clock.runFor(1_000);
    await waitPhase(page, "over");
    const expected = ["30秒", "40秒"];
    for (const left of [4, 3, 2, 1]) expected.push("30秒", "40秒", "50秒", "55秒", "58秒", "1分", `还剩${left}分钟`);
    expected.push("30秒", "40秒", "50秒", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10，超时判负");
    assert.deepEqual(await callouts(page), expected);
    assert.equal(await page.textContent("#result-text"), "白方超时判负，黑方胜（B+T）。");
    // The record says so.
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#download-sgf")]);
    const sgf = await readFile(await download.path(), "utf8");
    assert.match(sgf, /RE\[B\+T\]/);
    assert.match(sgf, /TM\[0\]/);
    assert.match(sgf, /OT\[5x60 byo-yomi\]/);
    assert.match(sgf, /C\[裁判：白方用时超过时限，判负。/);
    assert.deepEqual(page.problems, []);
  });

  test("asking the time left (第十六条一), and a pause by agreement is not counted", async () => {
    const page = await frozenRoom();
    await startGame(page, { opponent: "human", colours: "black", time: "club", minutes: 1 });
    await waitPhase(page, "play");
    await page.clock.runFor(20_000);
    await page.click("#ask-time");
    assert.equal(await page.textContent("#time-report"), "Black: 0:40 of main time, then byo-yomi 3 × 0:30");
    await page.click("#pause");
    assert.match(await page.textContent("#status"), /Paused by agreement/);
    assert.equal(await page.$eval("#board", (b) => b.interactive), "none", "no moves while paused");
    await page.clock.runFor(600_000);
    assert.equal(await face(page, "black"), "0:40");
    await page.click("#pause"); // resume
    await page.clock.runFor(10_000);
    // Asked, not read off the face: the face is redrawn on the clock's 200 ms ticks, whose
    // phase depends on when the page loaded, so it may still show the second before.
    await page.click("#ask-time");
    assert.equal(await page.textContent("#time-report"), "Black: 0:30 of main time, then byo-yomi 3 × 0:30");
  });
});

describe("sudden death (包干)", () => {
  test("a player who gives up the fight stops the clock, and every contested point goes to the opponent", async () => {
    const page = await frozenRoom();
    await startGame(page, { opponent: "human", colours: "black", time: "absolute", minutes: 10 });
    await waitPhase(page, "play");
    for (const v of ["C5", "G5", "C4", "G4", "C6", "G6"]) {
      await page.clock.runFor(5_000);
      await play(page, v);
    }
    await page.click("#concede");
    assert.match(await page.textContent("#confirm"), /Black: give up the fight/);
    await page.click("#confirm-yes");
    await waitPhase(page, "counting");
    await page.clock.runFor(60_000);
    assert.equal(await face(page, "black"), "9:45", "the clock stopped");
    // 81 points: three stones each, and the 75 empty points, one region touching both
    // colours, all go to White: 3 against 78, less komi 7.5.
    assert.equal(await page.textContent("#count-line"), "Black 3 · White 78 (every shared point to White).");
    assert.match(await page.textContent("#count-result"), /White wins by 82\.5 points \(41¼ stones\)/);
    await page.click("#declare-over");
    await page.click("#agree-over");
    await waitPhase(page, "over");
    assert.match(await page.textContent("#result-text"), /Black gave up the fight.*\(W\+82\.5\)/);
  });
});

describe("keeping the game", () => {
  test("a reload in the middle of a game keeps the moves and the clock, which kept running", async () => {
    const page = await frozenRoom();
    await startGame(page, { opponent: "human", colours: "black", time: "absolute", minutes: 10 });
    await waitPhase(page, "play");
    await page.clock.runFor(30_000);
    await play(page, "E5");
    await page.clock.runFor(50_000);
    await play(page, "C3");
    await page.clock.runFor(5_000);
    await settle(page);
    assert.equal(await face(page, "black"), "9:25");
    assert.equal(await face(page, "white"), "9:10");
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    await waitPhase(page, "play");
    assert.equal(await moveNumber(page), 2);
    assert.equal(await stone(page, "E5"), 1);
    assert.equal(await stone(page, "C3"), -1);
    await page.clock.runFor(1_000);
    await settle(page);
    assert.equal(await face(page, "white"), "9:10");
    assert.equal(await face(page, "black"), "9:24", "Black's clock ran on through the reload");
    assert.match(await page.textContent("#message"), /kept/);
  });

  test("the record goes out as SGF FF[4] with players, rules, komi, handicap, time and times left, and comes back in", async () => {
    const page = await frozenRoom();
    await startGame(page, { opponent: "human", colours: "black", "first-name": "Zhang", "second-name": "Wu", handicap: 2, time: "national", minutes: 30 });
    await waitPhase(page, "play");
    for (const v of ["C7", "D3", "E5", "F5"]) {
      await page.clock.runFor(10_000);
      await play(page, v);
    }
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#download-sgf")]);
    const sgf = await readFile(await download.path(), "utf8");
    for (const re of [/FF\[4\]/, /PB\[Zhang\]/, /PW\[Wu\]/, /RU\[chinese\]/i, /KM\[/, /HA\[2\]/, /TM\[1800\]/, /OT\[5x60 byo-yomi\]/, /BL\[1780\]/, /WL\[1780\]/, /DT\[2026-12-01\]/]) {
      assert.match(sgf, re);
    }
    // Back in, on a fresh page: reviewed move by move, then played on from its end.
    const other = await openRoom(env);
    await other.setInputFiles("#open-sgf", { name: "game.sgf", mimeType: "application/x-go-sgf", buffer: Buffer.from(sgf) });
    await waitPhase(other, "review");
    assert.equal(await other.textContent("#review-position"), "Move 4 of 4");
    await other.click("#review-first");
    assert.equal(await other.textContent("#review-position"), "Move 0 of 4");
    await other.click("#review-next");
    assert.equal(await other.textContent("#review-position"), "Move 1 of 4");
    assert.equal(await stone(other, "C7"), -1, "White's first move after the handicap");
    await other.click("#play-on");
    await waitPhase(other, "play");
    assert.equal(await toMove(other), "white");
    // The clock the record names, at the times it left (BL/WL): 29:40 each.
    assert.equal(await face(other, "black"), "29:40");
    assert.match(await face(other, "white"), /^29:(40|39|38)$/, "White's clock runs from there");
    await clickPoint(other, "G3");
    await other.waitForFunction(() => document.querySelector("#board").moveNumber === 5);
    // A file that is not SGF is refused with the engine's reason, and nothing is lost.
    await other.setInputFiles("#open-sgf", { name: "x.sgf", mimeType: "text/plain", buffer: Buffer.from("(;FF[4]SZ[9];B[zz") });
    // The file is read asynchronously: wait for the error to be shown.
    await other.waitForFunction(() => !document.querySelector("#sgf-error").hidden);
    assert.match(await other.textContent("#sgf-error"), /could not be read/);
    assert.equal(await moveNumber(other), 5);
  });

  test("the first-game page's hand-off: play.html#sgf=… opens the record", async () => {
    const sgf = "(;GM[1]FF[4]SZ[9]KM[7.5]RU[Chinese];B[ee];W[cc];B[gg])";
    const page = await openRoom(env, { hash: `sgf=${encodeURIComponent(sgf)}` });
    await waitPhase(page, "review");
    assert.equal(await page.textContent("#review-position"), "Move 3 of 3");
    assert.equal(await stone(page, "G3"), 1);
  });
});

describe("referee mode and adjournment", () => {
  test("an illegal move is void and the turn is lost (着手无效，弃权一次); warnings: two lose", async () => {
    const page = await frozenRoom();
    await startGame(page, { opponent: "human", colours: "black", referee: true });
    await waitPhase(page, "play");
    for (const v of ["B9", "E5", "A8"]) await play(page, v); // A9 is now a forbidden point for White
    await clickPoint(page, "A9");
    await page.waitForFunction(() => document.querySelector("#board").moveNumber === 4);
    assert.equal(await stone(page, "A9"), 0);
    assert.equal(await toMove(page), "black", "White lost the turn");
    assert.equal(await page.textContent("#message"), "Referee: White played on a forbidden point; the move is void and White loses the turn.");
    assert.match(await page.textContent("#rulings"), /裁判：白方下在禁着点，着手无效，弃权一次。/);
    // Warnings: the first is recorded, the second loses the game.
    await page.selectOption("#warn-reason", "clockBeforeMove");
    await page.click("#warn-black");
    assert.equal(await waitPhase(page, "play").then(() => "play"), "play");
    await page.click("#warn-black");
    await waitPhase(page, "over");
    assert.match(await page.textContent("#result-text"), /two warnings.*White wins \(W\+F\)/);
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#download-sgf")]);
    const sgf = await readFile(await download.path(), "utf8");
    assert.match(sgf, /C\[裁判：白方下在禁着点/);
    assert.match(sgf, /RE\[W\+F\]/);
  });

  test("the rulings in a record come back when it is opened: shown, counted, and written once", async () => {
    const page = await frozenRoom();
    await startGame(page, { opponent: "human", colours: "black", referee: true });
    await waitPhase(page, "play");
    for (const v of ["B9", "E5", "A8"]) await play(page, v);
    await clickPoint(page, "A9"); // White on a forbidden point: void, turn lost
    await page.waitForFunction(() => document.querySelector("#board").moveNumber === 4);
    await page.click("#warn-white"); // White's first warning
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#download-sgf")]);
    const sgf = await readFile(await download.path(), "utf8");
    const other = await openRoom(env);
    await other.setInputFiles("#open-sgf", { name: "game.sgf", mimeType: "application/x-go-sgf", buffer: Buffer.from(sgf) });
    await waitPhase(other, "review");
    assert.deepEqual(await other.$$eval("#rulings li", (items) => items.map((li) => li.dataset.kind)), ["voidMove", "warning"]);
    assert.match(await other.textContent("#rulings"), /白方下在禁着点.*白方落子前按钟，警告一次（本局第1次）/s);
    await other.click("#play-on");
    await waitPhase(other, "play");
    // The warning read back counts: White's second one loses.
    await other.click("#warn-white");
    await waitPhase(other, "over");
    assert.match(await other.textContent("#result-text"), /two warnings.*Black wins \(B\+F\)/);
    const [again] = await Promise.all([other.waitForEvent("download"), other.click("#download-sgf")]);
    const out = await readFile(await again.path(), "utf8");
    assert.equal(out.split("下在禁着点").length - 1, 1, `the void move once: ${out}`);
    assert.equal(out.split("警告一次（本局第1次）").length - 1, 1, "the first warning once");
    assert.match(out, /警告一次（本局第2次）/);
    assert.match(out, /RE\[B\+F\]/);
    assert.deepEqual(other.problems, []);
  });

  test("a player recorded as moving twice in a row loses (连走二步者为负)", async () => {
    const page = await frozenRoom();
    await startGame(page, { opponent: "human", colours: "black", referee: true });
    await waitPhase(page, "play");
    await play(page, "E5");
    await page.click("#twice-white");
    await waitPhase(page, "over");
    assert.equal(await page.textContent("#result-text"), "Referee: White played twice in a row and loses the game. Black wins (B+F).");
  });

  test("outside referee mode the same move is only refused, with the engine's reason", async () => {
    const page = await frozenRoom();
    await startGame(page, { opponent: "human", colours: "black" });
    await waitPhase(page, "play");
    for (const v of ["B9", "E5", "A8"]) await play(page, v);
    await clickPoint(page, "A9");
    await page.waitForFunction(() => /Not allowed/.test(document.querySelector("#message").textContent));
    assert.equal(await moveNumber(page), 3);
    assert.equal(await toMove(page), "white");
  });

  test("the sealed move can be chosen by keyboard alone (arrows, then Enter on the point)", async () => {
    const page = await frozenRoom();
    await startGame(page, { opponent: "human", colours: "black" });
    await waitPhase(page, "play");
    await play(page, "E5");
    await page.focus("#adjourn");
    await page.keyboard.press("Enter");
    // Adjourning puts the focus on the board; its cursor starts on the last move, E5.
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    assert.match(await page.textContent("#seal-chosen"), /Your sealed move: C4/);
    assert.equal(await moveNumber(page), 1, "Enter chose the point and played nothing");
    await page.focus("#seal");
    await page.keyboard.press("Enter");
    await waitPhase(page, "adjourned");
    await page.focus("#resume-game");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelector("#board").moveNumber === 2);
    assert.equal(await stone(page, "C4"), -1);
  });

  test("a sealed move is chosen on the board, stays hidden, survives a reload, and is played when the game resumes; an occupied sealed point loses the turn", async () => {
    const page = await frozenRoom();
    await startGame(page, { opponent: "human", colours: "black", time: "absolute", minutes: 10 });
    await waitPhase(page, "play");
    await play(page, "E5");
    await page.click("#adjourn");
    // White chooses the point on the board: a click plays nothing, and the choice can change.
    assert.equal(await page.isDisabled("#seal"), true, "nothing to seal before a point is chosen");
    await clickPoint(page, "G7");
    assert.match(await page.textContent("#seal-chosen"), /Your sealed move: G7/);
    await clickPoint(page, "C3");
    assert.match(await page.textContent("#seal-chosen"), /Your sealed move: C3/);
    assert.equal(await stone(page, "C3"), 0, "choosing plays nothing");
    assert.equal(await moveNumber(page), 1);
    assert.deepEqual(await page.$eval("#board", (b) => b.ghosts), [{ at: [2, 6], color: "white" }], "shown to the sealer only as a translucent stone");
    await page.click("#seal");
    await waitPhase(page, "adjourned");
    assert.equal(await stone(page, "C3"), 0, "not on the board");
    assert.deepEqual(await page.$eval("#board", (b) => b.ghosts), [], "the choice is hidden once sealed");
    assert.doesNotMatch(await page.textContent("main"), /C3/, "nor anywhere on the page");
    assert.doesNotMatch(await page.evaluate(() => localStorage.getItem("tengen-play")), /"C3"/, "the stored game keeps it as a point, not as text");
    await page.clock.runFor(3_600_000); // adjourned for an hour: no time counts
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    await waitPhase(page, "adjourned");
    await page.click("#resume-game");
    await page.waitForFunction(() => document.querySelector("#board").moveNumber === 2);
    assert.equal(await stone(page, "C3"), -1);
    assert.match(await page.textContent("#sealed-notice"), /C3/);
    assert.equal(await face(page, "white"), "10:00", "the adjournment was not counted");
    // Black seals a point that is already occupied: the turn is lost.
    await page.click("#adjourn");
    await clickPoint(page, "E5");
    await page.click("#seal");
    await page.click("#resume-game");
    await page.waitForFunction(() => document.querySelector("#board").moveNumber === 3);
    assert.equal(await toMove(page), "white");
    assert.match(await page.textContent("#sealed-notice"), /Black's sealed point is occupied; Black loses the turn/);
  });
});
