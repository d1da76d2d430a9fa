// Shared by the widget-*.test.mjs files: boards on the sandbox page (www/examples/blank.html),
// real pointer clicks on their points, and the events they fired.
import { openPage } from "./helpers.mjs";

export const EVENTS = ["go-move", "go-illegal", "go-pass", "go-gameover", "go-score", "go-error", "go-dead", "go-undo", "go-position", "go-announce", "go-point"];

/** The sandbox page with `html` as its content; resolves when every board is ready. */
export async function boards(env, html, { page, contextOptions } = {}) {
  page ??= await openPage(env.browser, env.base, contextOptions);
  await page.goto(`${env.base}examples/blank.html`);
  await page.evaluate(async ({ html, EVENTS }) => {
    await customElements.whenDefined("go-board");
    window.events = [];
    for (const type of EVENTS) {
      document.addEventListener(type, (e) => window.events.push({ type, target: e.target.id, detail: e.detail }));
    }
    const t = document.createElement("template");
    t.innerHTML = html; // test markup, written here
    document.getElementById("sandbox").append(t.content);
    await Promise.all([...document.querySelectorAll("go-board")].map((b) => b.ready));
  }, { html, EVENTS });
  return page;
}

/** The page coordinates of a point ("E5") on a board, through the board's own geometry. */
export function pointXY(page, sel, vertex) {
  return page.evaluate(async ([sel, vertex]) => {
    const board = document.querySelector(sel);
    const { geometry } = await import("/board/render.js");
    const { parseVertex } = await import("/board/coords.js");
    const g = geometry(board.state);
    const [x, y] = parseVertex(vertex, board.state.width, board.state.height);
    const r = board.svg.getBoundingClientRect();
    const scale = r.width / g.vbW;
    return [r.left + (g.x(x) - g.vbX) * scale, r.top + (g.y(y) - g.vbY) * scale];
  }, [sel, vertex]);
}

export async function clickPoint(page, sel, vertex) {
  await page.locator(sel).scrollIntoViewIfNeeded();
  const [x, y] = await pointXY(page, sel, vertex);
  await page.mouse.click(x, y);
}

export const events = (page, type) => page.evaluate((type) => window.events.filter((e) => !type || e.type === type), type);

/** Wait until more than `n` events of `type` were fired. */
export const moreEvents = (page, type, n) => page.waitForFunction(([type, n]) => window.events.filter((e) => e.type === type).length > n, [type, n]);

export const shadowCount = (page, sel, css) => page.$eval(sel, (b, css) => b.shadowRoot.querySelectorAll(css).length, css);

export async function done(page) {
  const problems = page.problems.filter((p) => !/Failed to load resource/.test(p));
  await page.context().close();
  if (problems.length) throw new Error(problems.join("\n"));
}
