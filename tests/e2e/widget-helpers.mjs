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

// (the board's points on the page: helpers.mjs, shared by every page test)
export { clickPoint, pointXY } from "./helpers.mjs";

export const events = (page, type) => page.evaluate((type) => window.events.filter((e) => !type || e.type === type), type);

/** Wait until more than `n` events of `type` were fired. */
export const moreEvents = (page, type, n) => page.waitForFunction(([type, n]) => window.events.filter((e) => e.type === type).length > n, [type, n]);

export const shadowCount = (page, sel, css) => page.$eval(sel, (b, css) => b.shadowRoot.querySelectorAll(css).length, css);

export async function done(page) {
  const problems = page.problems.filter((p) => !/Failed to load resource/.test(p));
  await page.context().close();
  if (problems.length) throw new Error(problems.join("\n"));
}
