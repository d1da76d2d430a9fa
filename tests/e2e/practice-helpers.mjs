// Shared by the practice page's tests (practice.test.mjs, practice-ko.test.mjs): opening the
// page with the CSP violations collected from the first byte, closing it with nothing
// reported, and the axe check with no sideways scroll.
import assert from "node:assert/strict";
import { openPage, axeViolations } from "./helpers.mjs";

function collectViolations() {
  window.violations = [];
  document.addEventListener("securitypolicyviolation", (e) => {
    if (e.sourceFile) window.violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
  });
}

/** Opens `path` of the site (a new page, or `page` again) and waits until the page is ready. */
export async function open(env, path, { locale = "en-US", width = 1280, page } = {}) {
  if (!page) {
    page = await openPage(env.browser, env.base, { locale, viewport: { width, height: 900 } });
    await page.addInitScript(collectViolations);
  }
  await page.goto(`${env.base}${path}`);
  await page.waitForSelector('body[data-ready="true"]');
  return page;
}

/** No CSP violation, no console error or uncaught exception; the page closed. */
export async function done(page) {
  assert.deepEqual(await page.evaluate(() => window.violations), []);
  assert.deepEqual(page.problems, []);
  await page.context().close();
}

/** axe finds nothing (its own injected <style>, which the page's policy blocks, is left out
 * by `axeViolations`), and nothing scrolls sideways. */
export async function axe(page, what) {
  assert.deepEqual(await axeViolations(page, what, { tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] }), []);
  const scroll = await page.evaluate(() => document.scrollingElement.scrollWidth - innerWidth);
  assert.ok(scroll <= 0, `${what}: no horizontal scroll (${scroll}px too wide)`);
}
