// The club page (www/club.html) in headless Chromium, with real clicks and keys: a round
// robin and a Swiss event run end to end through the page (players entered, edited and
// removed, rounds paired, results entered, the standings shown with the engine's values and
// the points checked by hand), the event kept over a reload and damaged storage set aside,
// the event file exported and imported again, a malformed file refused with the engine's
// message naming the field while the event is kept, a result taken from the game room's
// inbox (on load and from another tab), a result entered by keyboard alone, the phone (375 px,
// Chinese) and desktop (1280 px, English) layouts, axe, and the page's CSP.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { axeViolations, useBrowserAndServer } from "./helpers.mjs";
import {
  openClub, reload, createEvent, addPlayers, pairNext, gamesOf, enterResult, shownStandings, engineView, noScroll, violations,
} from "./club-helpers.mjs";

const env = useBrowserAndServer();

const FOUR = [
  { name: "Wang Fang", rank: "3级", club: "Dragon" },
  { name: "Li Lei", rank: "1段", club: "Dragon" },
  { name: "Zhang Wei", rank: "5级", club: "Tiger" },
  { name: "Chen Jing", rank: "2级", club: "Tiger" },
];
const FIVE = [...FOUR, { name: "Liu Yang", rank: "10级", club: "Crane" }];

/** The standings shown equal the engine's, value for value, in the engine's order. */
async function assertStandingsAreTheEngines(page) {
  const shown = await shownStandings(page);
  const { standings } = await engineView(page);
  assert.equal(shown.length, standings.length);
  standings.forEach((row, i) => {
    assert.equal(shown[i].name.trim(), row.name, `row ${i + 1} is the engine's`);
    assert.match(shown[i].place, new RegExp(`^${row.place}`));
    const values = Object.entries(row).flatMap(([key, v]) => (Array.isArray(v) ? v.map((x, b) => [`${key}.${b + 1}`, x]) : [[key, v]]));
    for (const [key, value] of values) {
      if (typeof value !== "number" || ["place", "id", "withdrawn"].includes(key)) continue;
      if (key === "total" && !(key in shown[i])) {
        // Outside Swiss events the page leaves the total out: the engine gives the points again.
        assert.equal(value, row.points, `${row.name}: a total not shown is the points`);
        continue;
      }
      assert.ok(key in shown[i], `the column ${key} is shown`);
      assert.ok(Math.abs(Number(shown[i][key]) - value) < 0.0005, `${row.name} ${key}: shown ${shown[i][key]}, engine ${value}`);
    }
  });
  return { shown, standings };
}

/** Enters a result for every game of a round with `choose(game, index)`; returns the results. */
async function playRound(page, round, choose) {
  const games = await gamesOf(page, round);
  const entered = [];
  for (const [i, g] of games.entries()) {
    if (g.white === null) { entered.push({ ...g, result: "bye" }); continue; }
    const result = choose(g, i);
    await enterResult(page, round, g.table, result);
    entered.push({ ...g, result });
  }
  return entered;
}

/** Points by 第二十八条 (win 2, draw 1, loss 0), counted by hand from the results entered. */
function pointsByHand(games, { byePoints = null } = {}) {
  const points = new Map();
  const add = (name, n) => points.set(name, (points.get(name) ?? 0) + n);
  for (const g of games) {
    if (g.result === "bye") { if (byePoints !== null) add(g.black, byePoints); continue; }
    add(g.black, { black: 2, white: 0, draw: 1 }[g.result]);
    add(g.white, { black: 0, white: 2, draw: 1 }[g.result]);
  }
  return points;
}

describe("a round robin run through the page", () => {
  test("players entered, edited and removed; every round paired and played; standings and crosstable from the engine", async () => {
    const page = await openClub(env);
    // Started as a Swiss event, changed to a round robin before round 1: the players stay.
    await createEvent(page, { name: "Class 3 round robin", system: "swiss", rounds: 3 });
    await addPlayers(page, [...FOUR, { name: "Mistake", rank: "9级", club: "" }]);
    await page.click("#event-change > summary");
    await page.selectOption("#event-system", "roundRobin");
    await page.click("#event-submit");
    await page.waitForFunction(() => /Round robin/.test(document.querySelector("#event-summary").textContent));
    assert.equal((await engineView(page)).settings.system, "roundRobin");
    assert.equal(await page.locator("#player-list > li").count(), 5, "the players are kept");
    // Edit: Chen Jing's rank; remove the mistaken entry (before the start).
    await page.click(`#player-list li:has-text("Chen Jing") button[id^="edit-"]`);
    assert.equal(await page.inputValue("#player-name"), "Chen Jing");
    await page.selectOption("#player-rank", "1级");
    await page.click("#player-submit");
    await page.waitForFunction(() => /1 kyu/.test(document.querySelector("#player-list").textContent));
    await page.click(`#player-list li:has-text("Mistake") button[id^="remove-"]`);
    await page.waitForFunction(() => document.querySelectorAll("#player-list > li").length === 4);
    const { players } = await engineView(page);
    assert.deepEqual(players.map((p) => p.name), FOUR.map((p) => p.name));
    assert.match(players.find((p) => p.name === "Chen Jing").rank, /^1(k|级)$/);

    const all = [];
    const met = new Set();
    for (let round = 1; round <= 3; round++) {
      assert.equal(await pairNext(page), round);
      const games = await gamesOf(page, round);
      assert.equal(games.length, 2, "four players: two games a round");
      for (const g of games) {
        const pair = [g.black, g.white].sort().join(" – ");
        assert.ok(!met.has(pair), `${pair} meet only once`);
        met.add(pair);
      }
      // Round 1 before its results: the next round cannot be paired (the engine says why).
      if (round === 1) {
        await page.click("#pair-next");
        await page.waitForSelector(".notice.error");
        assert.ok((await page.textContent(".notice.error")).length > 10, "the engine's message is shown");
        assert.equal(await page.locator("details.round").count(), 1);
      }
      all.push(...await playRound(page, round, (g, i) => (round === 2 && i === 0 ? "draw" : i % 2 ? "white" : "black")));
    }
    assert.equal(met.size, 6, "every pair of the four met exactly once");
    const { standings } = await assertStandingsAreTheEngines(page);
    const byHand = pointsByHand(all);
    for (const row of standings) assert.equal(row.points, byHand.get(row.name), `${row.name}'s points, counted by hand`);
    // Ranked by points first.
    for (let i = 1; i < standings.length; i++) assert.ok(standings[i - 1].points >= standings[i].points);
    // The crosstable: one row a player, a cell for each of the three rounds.
    assert.equal(await page.locator("#crosstable tbody tr").count(), 4);
    assert.equal(await page.locator("#crosstable tbody tr:first-child td.cell").count(), 3);
    // After the last round the engine refuses a fourth.
    await page.click("#pair-next");
    await page.waitForSelector(".notice.error");
    assert.equal(await page.locator("details.round").count(), 3);
    assert.deepEqual(page.problems, []);
    assert.deepEqual(await violations(page), []);
    await page.context().close();
  });
});

describe("a Swiss event run through the page", () => {
  test("five players over three rounds: a bye each round, no pair twice, the Swiss total shown as the engine gives it", async () => {
    const page = await openClub(env);
    await createEvent(page, { name: "Autumn Swiss", system: "swiss", rounds: 3 });
    await addPlayers(page, FIVE);
    const met = new Set();
    const byes = [];
    for (let round = 1; round <= 3; round++) {
      await pairNext(page);
      const games = await gamesOf(page, round);
      const bye = games.filter((g) => g.white === null);
      assert.equal(bye.length, 1, `round ${round}: one bye for the odd field`);
      byes.push(bye[0].black);
      for (const g of games.filter((g) => g.white !== null)) {
        const pair = [g.black, g.white].sort().join(" – ");
        assert.ok(!met.has(pair), `${pair} are not paired twice`);
        met.add(pair);
      }
      await playRound(page, round, (g, i) => (i % 2 ? "white" : "black"));
    }
    assert.equal(new Set(byes).size, 3, "no player has two byes");
    let { standings } = await assertStandingsAreTheEngines(page);
    assert.ok(standings.every((r) => typeof r.total === "number"), "the Swiss total is a number for every row");
    assert.ok(await page.locator('#standings-table th[data-key="total"]').count(), "the total column is shown");
    // 第二十九条: a withdrawal after round 3 (with a fourth round planned): the results stand
    // and the player is not paired again.
    await page.fill("#planned-rounds", "4");
    await page.click("#planned-submit");
    await page.waitForFunction(() => /4 rounds/.test(document.querySelector("#event-summary").textContent));
    page.on("dialog", (d) => d.accept());
    const out = FIVE[4].name;
    await page.click(`#player-list li:has-text("${out}") button[id^="withdraw-"]`);
    await page.waitForFunction((n) => /withdrawn \(round 4\)/.test(document.querySelector("#player-list").textContent), out);
    await pairNext(page);
    const fourth = await gamesOf(page, 4);
    assert.ok(fourth.every((g) => g.black !== out && g.white !== out), `${out} is not paired after withdrawing`);
    assert.equal(fourth.filter((g) => g.white === null).length, 0, "four players left: no bye");
    ({ standings } = await assertStandingsAreTheEngines(page));
    assert.equal(standings.find((r) => r.name === out).withdrawn, 4);
    assert.deepEqual(page.problems, []);
    assert.deepEqual(await violations(page), []);
    await page.context().close();
  });
});

describe("the other systems and rules", () => {
  test("where places may not be shared (第二十八条 D), the play-off's order is entered and the engine ranks by it", async () => {
    const page = await openClub(env);
    await page.fill("#event-name", "No shared places");
    await page.selectOption("#event-system", "roundRobin");
    await page.uncheck("#event-shared");
    await page.click("#event-submit");
    await addPlayers(page, FOUR.slice(0, 2));
    await pairNext(page);
    await playRound(page, 1, () => "draw");
    // Equal on everything: the engine leaves the place undecided and the page asks for the order.
    await page.waitForSelector("form.tie");
    const { standings } = await engineView(page);
    assert.ok(standings.every((r) => r.undecided), "the engine marks both undecided");
    const second = standings[1];
    await page.selectOption(`#tie-${standings[0].place}-0`, String(second.id));
    await page.selectOption(`#tie-${standings[0].place}-1`, String(standings[0].id));
    await page.click(`#tie-${standings[0].place}-submit`);
    await page.waitForFunction(() => !document.querySelector("form.tie"));
    const after = (await engineView(page)).standings;
    assert.equal(after[0].id, second.id, "the play-off winner is first");
    assert.deepEqual(after.map((r) => r.place), [1, 2]);
    assert.equal((await shownStandings(page))[0].name.trim(), second.name);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test("a rank event lists the promotions the engine gives; printing shows only the part asked for", async () => {
    const page = await openClub(env);
    await page.fill("#event-name", "Grading day");
    await page.selectOption("#event-system", "roundRobin");
    await page.check("#event-rank");
    await page.fill("#event-promotion-wins", "2");
    await page.click("#event-submit");
    await addPlayers(page, [{ name: "Ma Li", rank: "10级" }, { name: "Hu Bo", rank: "10级" }, { name: "Xu Ke", rank: "10级" }]);
    const won = new Map();
    for (let round = 1; round <= 3; round++) {
      await pairNext(page);
      // Ma Li wins every game she plays; the others' game is a win for Black.
      for (const r of await playRound(page, round, (g) => (g.white === "Ma Li" ? "white" : "black"))) {
        if (r.result === "bye") continue;
        const winner = r.result === "black" ? r.black : r.white;
        won.set(winner, (won.get(winner) ?? 0) + 1);
      }
    }
    assert.equal(won.get("Ma Li"), 2, "Ma Li won both her games");
    const promotions = await page.evaluate(async () => {
      const m = await import("/pkg/tengen.js");
      const t = m.Tournament.fromJson(JSON.parse(localStorage.getItem("tengen-club")).event);
      try { return t.promotions(); } finally { t.free(); }
    });
    const ma = promotions.find((p) => p.name === "Ma Li");
    assert.ok(ma, "two wins: Ma Li is promoted (胜两局升一级)");
    assert.match(await page.textContent("#promotions"), new RegExp(`Ma Li: 10 kyu → ${ma.to.replace(/k$/, " kyu")}`));
    assert.equal(await page.locator("#promotions li").count(), promotions.length);

    // Print: the button marks the part to print, and the print stylesheet shows only it.
    await page.evaluate(() => { window.print = () => { window.__printed = document.body.className; }; });
    await page.click("#print-pairings");
    assert.equal(await page.evaluate(() => window.__printed), "print-pairings");
    await page.emulateMedia({ media: "print" });
    const shown = (sel) => page.$eval(sel, (el) => getComputedStyle(el).display !== "none" && el.getClientRects().length > 0);
    await page.evaluate(() => { document.body.className = "print-pairings"; });
    assert.equal(await shown("#round-3"), true, "the last round is printed");
    assert.equal(await shown("#round-1"), false, "earlier rounds are not");
    assert.equal(await shown("#standings"), false);
    assert.equal(await shown("#site-header"), false);
    assert.equal(await shown("#pair-next"), false, "no buttons on paper");
    await page.screenshot({ path: "/tmp/club-test-print-pairings.png", fullPage: true });
    await page.evaluate(() => { document.body.className = "print-crosstable"; });
    assert.equal(await shown("#standings-table"), true);
    assert.equal(await shown("#crosstable"), true);
    assert.equal(await shown("#rounds"), false);
    assert.equal(await shown("#players"), false);
    await page.screenshot({ path: "/tmp/club-test-print-crosstable.png", fullPage: true });
    await page.emulateMedia({ media: "screen" });
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test("every system the engine offers can be set up, paired and played through the page", async () => {
    const page = await openClub(env);
    page.on("dialog", (d) => d.accept());
    const systems = await page.$$eval("#event-system option", (os) => os.map((o) => o.value));
    const offered = await page.evaluate(async () => (await import("/pkg/tengen.js")).Tournament.systems().map((r) => r.system ?? r));
    assert.deepEqual(systems, offered, "the page lists the engine's systems, in its order");
    for (const system of systems) {
      if (await page.locator("#new-event").count()) await page.click("#new-event");
      await page.fill("#event-name", system);
      await page.selectOption("#event-system", system);
      if (await page.isVisible("#event-boards")) await page.fill("#event-boards", "2");
      await page.click("#event-submit");
      await page.waitForSelector("#player-form");
      const teams = await page.isVisible("#player-team");
      const field = system === "match" ? 2 : 4;
      for (let i = 0; i < field; i++) {
        await page.fill("#player-name", `${system} ${i + 1}`);
        if (teams) await page.fill("#player-team", i % 2 ? "Red" : "Blue");
        await page.click("#player-submit");
        await page.waitForFunction((n) => document.querySelectorAll("#player-list > li").length === n, i + 1);
      }
      await pairNext(page);
      const selects = await page.$$eval("details.round select.result-select", (ss) => ss.map((x) => x.id));
      assert.ok(selects.length >= 1, `${system}: round 1 has a game`);
      for (const id of selects) {
        const old = await page.$(`#${id}`);
        await page.selectOption(`#${id}`, "black");
        await page.waitForFunction((o) => !o.isConnected, old);
      }
      await assertStandingsAreTheEngines(page);
      assert.deepEqual(await page.$$eval(".notice.error", (n) => n.map((x) => x.textContent)), [], system);
    }
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});

describe("keeping the event", () => {
  test("a reload keeps the event; a damaged saved event is set aside with a notice", async () => {
    const page = await openClub(env);
    await createEvent(page, { name: "Kept", system: "roundRobin" });
    await addPlayers(page, FOUR);
    await pairNext(page);
    const [g] = await gamesOf(page, 1);
    await enterResult(page, 1, g.table, "white");
    const before = await engineView(page);
    await reload(page);
    assert.match(await page.textContent("#event-summary"), /Kept/);
    assert.equal(await page.inputValue(`#result-r1-t${g.table}`), "white");
    assert.equal((await engineView(page)).json, before.json, "the same event after the reload");

    await page.evaluate(() => localStorage.setItem("tengen-club", '{"v":1,"id":"ev-x","event":"{not json'));
    await reload(page);
    await page.waitForSelector(".notice.error");
    assert.match(await page.textContent(".notice.error"), /could not be read/);
    assert.ok(await page.locator("#event-form").count(), "a new event can be started");
    assert.equal(await page.evaluate(() => localStorage.getItem("tengen-club-damaged")), '{"v":1,"id":"ev-x","event":"{not json', "the damaged value is kept aside, not destroyed");
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test("two tabs of the page: a change in one is followed by the other, not overwritten", async () => {
    const a = await openClub(env);
    await createEvent(a, { name: "Two tabs", system: "roundRobin" });
    await addPlayers(a, FOUR.slice(0, 2));
    const b = await openClub(env, { context: a.context() });
    assert.equal(await b.locator("#player-list > li").count(), 2);
    await addPlayers(a, FOUR.slice(2, 3));
    await b.waitForFunction(() => document.querySelectorAll("#player-list > li").length === 3);
    await addPlayers(b, FOUR.slice(3));
    await a.waitForFunction(() => document.querySelectorAll("#player-list > li").length === 4);
    assert.deepEqual((await engineView(a)).players.map((p) => p.name), FOUR.map((p) => p.name));
    assert.deepEqual([...a.problems, ...b.problems], []);
    await a.context().close();
  });

  test("export then import round-trips; a malformed file is refused with the field named and the event kept", async () => {
    const page = await openClub(env);
    await createEvent(page, { name: "Round trip", system: "swiss", rounds: 2 });
    await addPlayers(page, FOUR);
    await pairNext(page);
    await playRound(page, 1, () => "black");
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#export-event")]);
    const text = readFileSync(await download.path(), "utf8");
    const before = await engineView(page);
    assert.equal(text, before.json, "the file is the engine's toJson()");
    assert.match(download.suggestedFilename(), /\.json$/);

    // A malformed copy: a player's rank made nonsense.
    const bad = JSON.parse(text);
    const players = bad.players ?? bad.event?.players;
    assert.ok(Array.isArray(players), "the event file lists its players");
    players[1].rank = "99 dan and a half";
    await page.setInputFiles("#import-event", { name: "bad.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(bad)) });
    await page.waitForSelector("#import-error:not([hidden])");
    const refusal = await page.textContent("#import-error");
    assert.match(refusal, /players\[1\]\.rank/, "the engine's error names the field");
    assert.match(refusal, /current event is kept/);
    assert.equal((await engineView(page)).json, before.json, "the event is unchanged");
    // Not JSON at all.
    await page.setInputFiles("#import-event", { name: "x.json", mimeType: "application/json", buffer: Buffer.from("{") });
    await page.waitForFunction((r) => document.querySelector("#import-error").textContent !== r, refusal);
    assert.equal((await engineView(page)).json, before.json);

    // A new event, then the exported file imported: the same event.
    page.on("dialog", (d) => d.accept());
    await page.click("#new-event");
    await page.waitForSelector("#event-form");
    await page.setInputFiles("#import-event", { name: "cup.json", mimeType: "application/json", buffer: Buffer.from(text) });
    await page.waitForSelector("#standings-table");
    assert.equal((await engineView(page)).json, text, "import then export gives the same file");
    assert.deepEqual(await shownStandings(page), await (async () => { await reload(page); return shownStandings(page); })());
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});

describe("the game room", () => {
  test("each open game links to the game room; a result in the inbox is taken on load and from another tab", async () => {
    const page = await openClub(env);
    await createEvent(page, { name: "Room cup", system: "roundRobin" });
    await addPlayers(page, FOUR);
    await pairNext(page);
    const games = await gamesOf(page, 1);
    const { id, json } = await engineView(page);
    assert.equal(JSON.parse(json).id, id, "the event file carries the id the game room sends back");
    const href = await page.getAttribute(`#play-r1-t${games[0].table}`, "href");
    const url = new URL(href, env.base);
    assert.equal(url.pathname, "/play.html");
    const hash = new URLSearchParams(url.hash.slice(1));
    assert.equal(hash.get("club"), id);
    assert.equal(hash.get("round"), "1");
    assert.equal(hash.get("table"), games[0].table);
    assert.equal(hash.get("black"), games[0].black);
    assert.equal(hash.get("white"), games[0].white);

    // As the game room writes it, with another event's entry that must stay.
    await page.evaluate(([id, table]) => localStorage.setItem("tengen-club-inbox", JSON.stringify([
      { event: "ev-other", round: 1, table: 1, result: "black", score: "B+R", sgf: "(;GM[1])" },
      { event: id, round: 1, table: Number(table), result: "white", score: "W+3.5", sgf: "(;GM[1]RE[W+3.5])" },
    ])), [id, games[0].table]);
    await reload(page);
    assert.equal(await page.inputValue(`#result-r1-t${games[0].table}`), "white");
    assert.match(await page.textContent("#notices"), /Result from the game room: round 1, table/);
    const inbox = await page.evaluate(() => JSON.parse(localStorage.getItem("tengen-club-inbox")));
    assert.deepEqual(inbox.map((e) => e.event), ["ev-other"], "only this event's entry was taken");
    assert.equal((await engineView(page)).rounds[0].games.find((g) => String(g.table) === games[0].table).result, "white");
    assert.equal(await page.locator(`#play-r1-t${games[0].table}`).count(), 0, "a finished game has no game-room link");

    // A second tab of the same browser finishes the other game: the open page takes it.
    const other = await page.context().newPage();
    await other.goto(`${env.base}favicon.svg`);
    await other.evaluate(([id, table]) => {
      const list = JSON.parse(localStorage.getItem("tengen-club-inbox") || "[]");
      list.push({ event: id, round: 1, table: Number(table), result: "draw", score: "0", sgf: "(;GM[1]RE[0])" });
      localStorage.setItem("tengen-club-inbox", JSON.stringify(list));
    }, [id, games[1].table]);
    await page.waitForFunction((t) => document.querySelector(`#result-r1-t${t}`).value === "draw", games[1].table);
    // An entry the engine refuses (no such table) is shown with the engine's reason; nothing changes.
    const before = (await engineView(page)).json;
    await other.evaluate((id) => {
      const list = JSON.parse(localStorage.getItem("tengen-club-inbox") || "[]");
      list.push({ event: id, round: 1, table: 9, result: "black", score: "B+R", sgf: "(;)" });
      localStorage.setItem("tengen-club-inbox", JSON.stringify(list));
    }, id);
    await page.waitForSelector("#notices .notice.error");
    assert.match(await page.textContent("#notices .notice.error"), /round 1, table 9\) was not entered: \S/);
    assert.equal((await engineView(page)).json, before);

    // Back from the game room with another event's id: said so; that event's file, imported,
    // takes its waiting result.
    await page.goto(`${env.base}club.html#event=ev-other`); // (a change of hash only: no load)
    await reload(page);
    assert.match(await page.textContent("#notices"), /another event \(ev-other\)/);
    const otherFile = await page.evaluate(async () => {
      const m = await import("/pkg/tengen.js");
      const t = m.Tournament.create({ name: "Other", system: "roundRobin", id: "ev-other" });
      try {
        t.addPlayer({ name: "Ann" });
        t.addPlayer({ name: "Bo" });
        t.pairNextRound();
        return t.toJson();
      } finally { t.free(); }
    });
    page.once("dialog", (d) => d.accept());
    await page.setInputFiles("#import-event", { name: "other.json", mimeType: "application/json", buffer: Buffer.from(otherFile) });
    await page.waitForFunction(() => /Other/.test(document.querySelector("#event-summary")?.textContent ?? ""));
    assert.equal(await page.inputValue("#result-r1-t1"), "black", "the waiting result is entered on import");
    assert.equal(await page.evaluate(() => localStorage.getItem("tengen-club-inbox")), null);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});

describe("a game played in the game room", () => {
  test("the pairing's link opens the game room; Black resigns there; back on the club page the result is entered", async () => {
    const page = await openClub(env);
    await createEvent(page, { name: "Ladder night", system: "roundRobin" });
    await addPlayers(page, FOUR);
    await pairNext(page);
    const [g] = await gamesOf(page, 1);
    await page.click(`#play-r1-t${g.table}`);
    await page.waitForURL(/play\.html#club=/);
    await page.waitForSelector('body[data-ready="true"]');
    assert.match(await page.textContent("#club-pairing"), /Ladder night/, "the room names the event, not its id");
    await page.click("#start");
    await page.waitForFunction(() => document.body.dataset.phase === "play");
    assert.match(await page.textContent("#status"), new RegExp(`Black \\(${g.black}\\) to play`), "the pairing's Black is Black in the room");
    await page.click("#resign");
    await page.click("#confirm-yes");
    await page.waitForFunction(() => document.body.dataset.phase === "over");
    await page.click("#back-to-club");
    await page.waitForURL(/club\.html/);
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal(await page.inputValue(`#result-r1-t${g.table}`), "white", "Black resigned: White won");
    assert.equal((await engineView(page)).rounds[0].games.find((x) => String(x.table) === g.table).result, "white");
    assert.match(await page.textContent("#notices"), /Result from the game room/);
    assert.equal(await page.evaluate(() => localStorage.getItem("tengen-club-inbox")), null, "the inbox is empty again");
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});

describe("keyboard, layout and accessibility", () => {
  test("a result entered and a warning given with the keyboard alone", async () => {
    const page = await openClub(env);
    await createEvent(page, { name: "Keys", system: "roundRobin" });
    await addPlayers(page, FOUR);
    // From the pairing button on: Enter pairs, Tab reaches the first game's controls.
    await page.focus("#pair-next");
    await page.keyboard.press("Enter");
    await page.waitForSelector("details.round");
    const [g] = await gamesOf(page, 1);
    await page.focus("#pair-next");
    const reached = [];
    for (let i = 0; i < 12 && !reached.includes(`result-r1-t${g.table}`); i++) {
      await page.keyboard.press("Tab");
      reached.push(await page.evaluate(() => document.activeElement.id));
    }
    assert.ok(reached.includes(`warn-r1-t${g.table}-black`), `Tab reaches the warning box (${reached.join(", ")})`);
    assert.ok(reached.includes(`result-r1-t${g.table}`), `Tab reaches the result (${reached.join(", ")})`);
    // The result: arrow down twice on the closed select ("— not yet —" → Black → White).
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.waitForFunction((t) => document.activeElement?.id === `result-r1-t${t}` && document.activeElement.value === "white", g.table);
    const view = await engineView(page);
    assert.equal(view.rounds[0].games.find((x) => String(x.table) === g.table).result, "white");
    assert.equal(await page.evaluate(() => document.activeElement.id), `result-r1-t${g.table}`, "the focus stays on the result after the page redraws");
    // The warning: Black's box (which Tab reached above), Space.
    await page.focus(`#warn-r1-t${g.table}-black`);
    await page.keyboard.press("Space");
    await page.waitForFunction(() => document.querySelector('#standings-table td[data-key="warnings"]') && [...document.querySelectorAll('#standings-table td[data-key="warnings"]')].some((td) => td.textContent === "1"));
    assert.equal((await engineView(page)).standings.find((r) => r.name === g.black).warnings, 1);
    assert.equal(await page.evaluate(() => document.activeElement.id), `warn-r1-t${g.table}-black`);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  for (const [width, locale, lang] of [[375, "zh-CN", "zh"], [1280, "en-US", "en"]]) {
    test(`${width} px in ${lang}: no sideways scrolling, the page's language, no axe violation, no CSP violation`, async () => {
      const page = await openClub(env, { width, locale });
      if (!(await page.evaluate(() => document.documentElement.lang)).startsWith(lang === "zh" ? "zh" : "en")) await page.click("#lang-switch");
      assert.equal(await page.textContent("h1"), lang === "zh" ? "俱乐部比赛" : "Club tournament");
      await page.screenshot({ path: `/tmp/club-test-new-${width}-${lang}.png`, fullPage: true });
      // (axe injects a <style>, which the policy blocks: the page's own reports are read first)
      const fresh = await openClub(env, { context: page.context() });
      assert.deepEqual(await violations(fresh), []);
      assert.deepEqual(await axeViolations(fresh, "the new-event form"), []);
      await fresh.close();
      await createEvent(page, { name: lang === "zh" ? "秋季杯" : "Autumn cup", system: "swiss", rounds: 3 });
      await addPlayers(page, FIVE);
      await pairNext(page);
      await playRound(page, 1, (g, i) => (i ? "draw" : "black"));
      await pairNext(page);
      if (lang === "zh") {
        assert.match(await page.textContent("#rounds"), /第2轮/);
        assert.match(await page.textContent("#standings"), /名次/);
        assert.match(await page.textContent("#rounds"), /轮空/);
      } else {
        assert.match(await page.textContent("#rounds"), /Round 2/);
        assert.match(await page.textContent("#rounds"), /bye/);
      }
      assert.ok((await noScroll(page)) <= 0, `no horizontal scrolling (${await noScroll(page)} px)`);
      if (lang === "en") {
        // The language switch redraws everything in place, the event untouched.
        await page.click("#lang-switch");
        await page.waitForFunction(() => /第2轮/.test(document.querySelector("#rounds").textContent));
        assert.match(await page.textContent("#standings-table thead"), /名次/);
        await page.click("#lang-switch");
        await page.waitForFunction(() => /Round 2/.test(document.querySelector("#rounds").textContent));
      }
      await page.screenshot({ path: `/tmp/club-test-${width}-${lang}.png`, fullPage: true });
      assert.deepEqual(await violations(page), [], "no CSP violation");
      assert.deepEqual(page.problems, []);
      assert.deepEqual(await axeViolations(page, "an event in progress"), []);
      await page.context().close();
    });
  }
});
