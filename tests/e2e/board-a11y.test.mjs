// The <go-board> example page (www/examples/): axe-core finds no WCAG 2.1 A/AA violations,
// the page has no horizontal scroll on a phone, and screenshots at 375 px and 1280 px wide
// are written to test-results/ for a person to look at.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { ROOT, openPage, routeEngine, useBrowserAndServer } from "./helpers.mjs";

const env = useBrowserAndServer();

async function examplePage(width) {
  const page = await openPage(env.browser, env.base);
  // BOARD_TEST_PKG=/a/folder serves another build of the engine package as /pkg/ (to try the
  // widget against a development build).
  await routeEngine(page, process.env.BOARD_TEST_PKG);
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${env.base}examples/`);
  // every board has applied its attributes (with the engine loaded, or an explained error)
  await page.evaluate(async () => {
    await customElements.whenDefined("go-board");
    await Promise.all([...document.querySelectorAll("go-board")].map((b) => b.ready));
  });
  await page.waitForFunction(() => [...document.querySelectorAll("go-board")].every((b) => b.state.snap || !b.shadowRoot.querySelector(".message").hidden));
  return page;
}

describe("the <go-board> example page", () => {
  for (const width of [375, 1280]) {
    test(`has no WCAG 2.1 A/AA violations at ${width} px (axe-core)`, async () => {
      const page = await examplePage(width);
      // a board in use: a hover preview, a keyboard cursor and an illegal-move tooltip
      const board = page.locator("#embed go-board");
      await board.scrollIntoViewIfNeeded();
      await page.focus("#embed go-board");
      await page.keyboard.press("Enter");
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
      assert.deepEqual(summary, []);
      assert.ok(results.passes.length > 10, "axe ran its rules");
      const scroll = await page.evaluate(() => document.scrollingElement.scrollWidth - innerWidth);
      assert.ok(scroll <= 0, `no horizontal scroll (page is ${scroll}px too wide)`);
      mkdirSync(`${ROOT}/test-results`, { recursive: true });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${ROOT}/test-results/board-examples-${width}.png`, fullPage: true });
      await page.context().close();
    });
  }
});
