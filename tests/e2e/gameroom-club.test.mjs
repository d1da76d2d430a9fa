// Club games in the game room (www/play.html#club=…): the club page opens a pairing, the room
// starts that game between those players (names on the clock, the setup prefilled, the event
// shown), and when the game ends the result goes into localStorage `tengen-club-inbox` as
// /work/coord/tournament-api.md describes, once, with a way back to the club page. Every way a
// game ends is checked: the count, resignation, time and the referee's forfeit.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { useBrowserAndServer } from "./helpers.mjs";
import { openRoom, play, startGame, waitPhase } from "./gameroom-helpers.mjs";

const env = useBrowserAndServer();
const INBOX = "tengen-club-inbox";
const link = (fields) => `club=${encodeURIComponent("autumn-cup")}&round=3&table=2&black=${encodeURIComponent("李明")}&white=${encodeURIComponent("Anna Berg")}&${fields ?? "size=9"}&seed=7&fast`;
const inbox = (page) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? "null"), INBOX);

describe("a club game", () => {
  test("the pairing prefills the setup; the result of a resignation goes to the club's inbox once", async () => {
    const page = await openRoom(env, { hash: link(`size=13&name=${encodeURIComponent("Autumn cup · 秋季杯")}`) });
    // Another event's entry already waiting in the inbox stays.
    await page.evaluate((k) => localStorage.setItem(k, JSON.stringify([{ event: "spring", round: 1, table: 1, result: "draw", score: "0", sgf: "(;)" }])), INBOX);
    assert.match(await page.textContent("#club-pairing"), /Club game: Autumn cup · 秋季杯, round 3, table 2/, "the event's name when the link gives it");
    assert.match(await page.textContent("#club-pairing"), /Black: 李明 · White: Anna Berg/);
    assert.equal(await page.inputValue("#size"), "13", "the board size from the link");
    for (const id of ["#opponent", "#colours", "#first-name", "#second-name"]) {
      assert.equal(await page.isVisible(id), false, `${id} is fixed by the pairing`);
    }
    await startGame(page, { time: "club", minutes: 10 });
    await waitPhase(page, "play");
    assert.equal(await page.$eval("#board", (b) => b.size ?? b.state.width), 13);
    assert.match(await page.textContent("#club-banner"), /Autumn cup · 秋季杯, round 3, table 2 · Black: 李明 · White: Anna Berg/);
    assert.equal(await page.textContent('.face-player[data-color="black"]'), "李明", "the names on the clock");
    assert.equal(await page.textContent('.face-player[data-color="white"]'), "Anna Berg");
    assert.match(await page.textContent("#status"), /Black \(李明\) to play/);
    assert.deepEqual((await inbox(page)).length, 1, "nothing is sent while the game is on");
    await play(page, "D4");
    await play(page, "K10");
    // Black (to move) resigns.
    await page.click("#resign");
    await page.click("#confirm-yes");
    await waitPhase(page, "over");
    const list = await inbox(page);
    assert.equal(list.length, 2);
    assert.equal(list[0].event, "spring", "the earlier entry is kept");
    const entry = list[1];
    assert.deepEqual(Object.keys(entry).sort(), ["event", "result", "round", "score", "sgf", "table"]);
    assert.deepEqual({ ...entry, sgf: undefined }, { event: "autumn-cup", round: 3, table: 2, result: "white", score: "W+R", sgf: undefined });
    for (const prop of ["PB[李明]", "PW[Anna Berg]", "EV[Autumn cup · 秋季杯]", "RO[3 (table 2)]", "RE[W+R]", "SZ[13]", "OT[3x30 byo-yomi]", ";B[dj]", ";W[jd]"]) {
      assert.ok(entry.sgf.includes(prop), `${prop} in the record: ${entry.sgf}`);
    }
    assert.match(await page.textContent("#club-posted"), /sent to the club page/);
    assert.equal(await page.getAttribute("#back-to-club", "href"), "club.html#event=autumn-cup");
    // A reload of the finished game does not send it again.
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    await waitPhase(page, "over");
    assert.equal((await inbox(page)).length, 2);
    assert.equal(await page.isVisible("#back-to-club"), true);
    // The next new game is an ordinary one.
    await page.click("#new-game");
    await waitPhase(page, "setup");
    assert.equal(await page.isVisible("#club-pairing"), false);
    assert.equal(await page.isVisible("#opponent"), true);
    assert.deepEqual(page.problems, []);
  });

  test("a counted game sends the count (two passes, both confirm), in Chinese too", async () => {
    const page = await openRoom(env, { hash: link(), locale: "zh-CN" });
    if (!(await page.evaluate(() => document.documentElement.lang)).startsWith("zh")) await page.click("#lang-switch");
    // A damaged inbox is replaced by a fresh list.
    await page.evaluate((k) => localStorage.setItem(k, "{not json"), INBOX);
    assert.match(await page.textContent("#club-pairing"), /俱乐部比赛：autumn-cup，第3轮，第2台/);
    assert.equal(await page.$eval("#rules", (s) => s.selectedOptions[0].textContent), "中国规则", "the rules by name, not the engine's id");
    await startGame(page, {});
    await waitPhase(page, "play");
    await play(page, "E5");
    await page.click("#pass"); // White
    await page.click("#pass"); // Black
    await waitPhase(page, "counting");
    await page.click("#declare-over");
    await page.click("#agree-over");
    await waitPhase(page, "over");
    // Black's one stone owns the empty board: 81 to 0, less 3¾ stones of komi.
    const [entry, ...rest] = await inbox(page);
    assert.deepEqual(rest, []);
    assert.equal(entry.result, "black");
    assert.equal(entry.score, "B+73.5");
    assert.match(entry.sgf, /RE\[B\+73\.5\]/);
    assert.match(await page.textContent("#back-to-club"), /返回俱乐部页面/);
    assert.deepEqual(page.problems, []);
  });

  test("the referee's forfeit (two warnings) and a team board's table", async () => {
    const page = await openRoom(env, { hash: link("size=9").replace("table=2", "table=3.2") });
    await startGame(page, { referee: true });
    await waitPhase(page, "play");
    await play(page, "E5");
    await page.click("#warn-white");
    await page.click("#warn-white");
    await waitPhase(page, "over");
    const [entry] = await inbox(page);
    assert.equal(entry.table, "3.2", "a team match's board stays text");
    assert.equal(entry.result, "whiteForfeit");
    assert.equal(entry.score, "B+F");
    assert.match(entry.sgf, /RO\[3 \(table 3\.2\)\]/);
  });

  test("a loss on time is sent as the other side's win", async () => {
    const page = await openRoom(env, { hash: link(), clock: new Date("2026-12-01T10:00:00Z") });
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
    await startGame(page, { time: "blitz", minutes: 0 });
    await waitPhase(page, "play");
    // Blitz with no main time: three periods of ten seconds, and Black never moves.
    for (let i = 0; i < 40; i++) await page.clock.runFor(1_000);
    await waitPhase(page, "over");
    const [entry] = await inbox(page);
    assert.deepEqual([entry.result, entry.score], ["white", "W+T"]);
  });

  test("a damaged link says so and offers the ordinary setup; a saved game of another pairing is not resumed", async () => {
    const page = await openRoom(env, { hash: link().replace("round=3", "round=zero") });
    assert.match(await page.textContent("#club-error"), /incomplete or damaged \(round\)/);
    assert.equal(await page.isVisible("#opponent"), true);
    // A club game in progress, then the link of another table: that pairing's setup.
    await page.goto(`${env.base}play.html#${link()}`);
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    await startGame(page, {});
    await waitPhase(page, "play");
    await play(page, "E5");
    await page.goto(`${env.base}play.html#${link().replace("table=2", "table=5")}`);
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    await waitPhase(page, "setup");
    assert.match(await page.textContent("#club-pairing"), /table 5/);
    // Its own link resumes it.
    await page.goto(`${env.base}play.html#${link()}`);
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    await waitPhase(page, "play");
    assert.equal(await page.$eval("#board", (b) => b.moveNumber), 1);
    assert.equal(await inbox(page), null, "nothing sent");
  });
});
