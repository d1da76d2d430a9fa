// Shared by the game room's tests (www/play.html): setting up a game through the form, playing
// points, reading the board. Every wait is on a condition in the page.
import { clickPoint as clickBoardPoint, openPage } from "./helpers.mjs";

/** A fresh page on the game room; `hash` is added to the URL (e.g. "seed=7&fast"). */
export async function openRoom(env, { width = 1280, locale = "en-US", hash = "seed=7&fast", clock = null } = {}) {
  const page = await openPage(env.browser, env.base, { viewport: { width, height: 1000 }, locale });
  if (clock) await page.clock.install({ time: clock });
  await page.goto(`${env.base}play.html#${hash}`);
  await page.waitForSelector('body[data-ready="true"]');
  return page;
}

/** Fills the setup form and starts; `options` are form values by element id. */
export async function startGame(page, options = {}) {
  for (const [id, value] of Object.entries(options)) {
    if (id === "referee") {
      if (value) await page.check("#referee-mode");
    } else if (["first-name", "second-name", "minutes", "komi"].includes(id)) {
      await page.fill(`#${id}`, String(value));
    } else {
      await page.selectOption(`#${id}`, String(value));
    }
  }
  await page.click("#start");
}

export const phase = (page) => page.evaluate(() => document.body.dataset.phase);
export const waitPhase = (page, p, timeout = 30_000) =>
  page.waitForFunction((p) => document.body.dataset.phase === p, p, { timeout });
export const moveNumber = (page) => page.$eval("#board", (b) => b.moveNumber);
export const toMove = (page) => page.$eval("#board", (b) => b.toMove);

/** A click on a point of the room's board, where a person would (helpers.mjs). */
export const clickPoint = (page, vertex) => clickBoardPoint(page, "#board", vertex);

/** The stone at a point: 1 black, -1 white, 0 empty. */
export const stone = (page, vertex) => page.evaluate((vertex) => {
  const b = document.querySelector("#board");
  const L = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
  return b.boardState[(b.state.height - Number(vertex.slice(1))) * b.state.width + L.indexOf(vertex[0])];
}, vertex);

/** Plays a move for the side to move through the board's API (as a player would by click). */
export const play = (page, vertex) => page.$eval("#board", (b, v) => b.play(v), vertex);
