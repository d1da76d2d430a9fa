// Shared by the club page's tests (www/club.html): creating an event through the form,
// entering players and results with real clicks, and reading what the page shows. Every wait
// is on a condition in the page. The engine's own answers, where a test compares with them,
// are read from a second `Tournament` made from the saved event file (`engineView`).
import { openPage, routeEngine } from "./helpers.mjs";

/** A fresh page on the club page (a new browser context: empty localStorage). */
export async function openClub(env, { width = 1280, locale = "en-US", context = null } = {}) {
  const page = context ? await context.newPage() : await openPage(env.browser, env.base, { viewport: { width, height: 900 }, locale });
  if (context) {
    page.problems = [];
    page.on("console", (m) => { if (m.type() === "error") page.problems.push(`console: ${m.text()}`); });
    page.on("pageerror", (e) => page.problems.push(`pageerror: ${e.message}`));
  }
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      window.__violations.push(`${e.effectiveDirective} blocked ${e.blockedURI || "(inline)"} at ${e.sourceFile || "?"}:${e.lineNumber}`);
    }, true);
  });
  // CLUB_TEST_PKG: another build of the engine package to try the page with (as the board tests do).
  await routeEngine(page, process.env.CLUB_TEST_PKG);
  await page.goto(`${env.base}club.html`);
  await ready(page);
  return page;
}

export const ready = (page) => page.waitForSelector('body[data-ready="true"]', { timeout: 30_000 });

/** Reloads and waits for the page to be ready again. */
export async function reload(page) {
  await page.reload();
  await ready(page);
}

/** Fills the new-event form and creates the event. */
export async function createEvent(page, { name = "Test cup", system = "swiss", rounds = null } = {}) {
  await page.fill("#event-name", name);
  await page.selectOption("#event-system", system);
  if (rounds !== null) await page.fill("#event-rounds", String(rounds));
  await page.click("#event-submit");
  await page.waitForSelector("#player-form");
}

/** Adds players [{name, rank, club}] through the form. */
export async function addPlayers(page, players) {
  for (const p of players) {
    const before = await page.locator("#player-list > li").count();
    await page.fill("#player-name", p.name);
    if (p.rank !== undefined) await page.selectOption("#player-rank", p.rank);
    if (p.club !== undefined) await page.fill("#player-club", p.club);
    await page.click("#player-submit");
    await page.waitForFunction((n) => document.querySelectorAll("#player-list > li").length === n, before + 1);
  }
}

/** Pairs the next round; returns its number as the page shows it. */
export async function pairNext(page) {
  const before = await page.locator("details.round").count();
  await page.click("#pair-next");
  await page.waitForFunction((n) => document.querySelectorAll("details.round").length === n, before + 1);
  return before + 1;
}

/** The games of a round as the page shows them: [{table, black, white}] (names; white null: bye). */
export function gamesOf(page, round) {
  return page.$$eval(`#round-${round} li.game`, (items) => items.map((li) => ({
    table: li.dataset.table,
    black: li.querySelector(".side.black .who strong, .side .who strong, .side strong")?.textContent ?? null,
    white: li.classList.contains("bye") ? null : li.querySelector(".side.white strong")?.textContent ?? null,
  })));
}

/** A table ("3", "3.2") as the page's element ids write it. */
export const tid = (table) => String(table).replace(/\./g, "-");

/** Chooses a result in a game's <select> (a real selection, as a user makes it). */
export async function enterResult(page, round, table, result) {
  const id = `#result-r${round}-t${tid(table)}`;
  const old = await page.$(id);
  await page.selectOption(id, result);
  // The page draws again once the engine took the result; the new control shows it.
  await page.waitForFunction((old) => !old.isConnected, old);
  await page.waitForFunction(([id, result]) => document.querySelector(id)?.value === result, [id, result]);
}

/** The standings table as shown: [{place, name, <key>: text}] by the cells' data-key. */
export function shownStandings(page) {
  return page.$$eval("#standings-table tbody tr", (rows) => rows.map((tr) => {
    const row = { place: tr.querySelector(".place").textContent, name: tr.querySelector("th").firstChild.textContent };
    for (const td of tr.querySelectorAll("td[data-key]")) row[td.dataset.key] = td.textContent;
    return row;
  }));
}

/** What the engine says about the saved event: {standings, rounds, players, settings, json, id}. */
export function engineView(page) {
  return page.evaluate(async () => {
    const m = await import("/pkg/tengen.js");
    const saved = JSON.parse(localStorage.getItem("tengen-club"));
    const t = m.Tournament.fromJson(saved.event);
    try {
      return { standings: t.standings(), rounds: t.rounds(), players: t.players(), settings: t.settings(), json: t.toJson(), id: saved.id };
    } finally { t.free(); }
  });
}

export const noScroll = (page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
export const violations = (page) => page.evaluate(() => window.__violations);
