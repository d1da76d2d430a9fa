// The <go-board> widget under a strict Content-Security-Policy (issue 16, item 4): the example
// page and the sandbox carry the policy in a <meta> tag, and the widget must work under it
// with no violation reported (securitypolicyviolation events, collected from the first byte).
// The same policy is also sent as a header here, so a page without the meta tag is held to it.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { openPage, useBrowserAndServer } from "./helpers.mjs";

const env = useBrowserAndServer();
const POLICY = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:";

async function strictPage({ header = false } = {}) {
  const page = await openPage(env.browser, env.base);
  if (header) {
    await page.route(`${env.base}**/*.html`, async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, headers: { ...res.headers(), "content-security-policy": POLICY } });
    });
  }
  await page.addInitScript(() => {
    window.violations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      window.violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    }, true);
  });
  return page;
}

const styled = (page, sel) => page.$eval(sel, (b) => {
  // board.css applied: the stone gradient's colour stops take their colours from it
  const stop = b.shadowRoot.querySelector(".b1");
  return getComputedStyle(stop).stopColor;
});

describe("<go-board> under a strict Content-Security-Policy", () => {
  test("the example page carries the policy, runs its examples, and reports no violation", async () => {
    const page = await strictPage();
    await page.goto(`${env.base}examples/`);
    const meta = await page.$eval('meta[http-equiv="Content-Security-Policy"]', (m) => m.content);
    assert.equal(meta, POLICY);
    // every board is built (or shows why not), the examples' scripts ran
    await page.waitForFunction(() => [...document.querySelectorAll("go-board")].every((b) => b.state.snap || !b.shadowRoot.querySelector(".message").hidden));
    await page.waitForFunction(() => document.getElementById("count-result").textContent.includes("Black"));
    await page.waitForFunction(() => document.querySelector("#events [data-code]").textContent.includes("addEventListener"));
    assert.notEqual(await styled(page, "#count-board"), "rgb(0, 0, 0)", "board.css is applied");
    // in the page's own markup (style set from script through the CSSOM is allowed, and the
    // widget sets some inside its shadow roots)
    assert.equal(await page.evaluate(() => document.querySelectorAll("script:not([src])").length), 0, "no inline script");
    assert.equal(await page.evaluate(() => document.querySelectorAll("style, [style]").length), 0, "no inline style");
    assert.deepEqual(await page.evaluate(() => window.violations), []);
    await page.context().close();
  });

  test("a board played on under the policy as a header: stones, messages, counting, no violation", async () => {
    const page = await strictPage({ header: true });
    await page.goto(`${env.base}examples/blank.html`);
    await page.evaluate(async () => {
      await customElements.whenDefined("go-board");
      const b = document.createElement("go-board");
      b.id = "b";
      b.setAttribute("size", "9");
      b.setAttribute("show-ownership", "");
      document.getElementById("sandbox").append(b);
      await b.ready;
      b.play("E5"); b.play("D5"); b.pass(); b.pass();
      b.setAttribute("size", "abc"); // a message inside the board
      await b.ready;
    });
    assert.equal(await page.$eval("#b", (b) => b.isOver), true);
    assert.equal(await page.$eval("#b", (b) => b.shadowRoot.querySelector(".message").hidden), false);
    const box = await page.$eval("#b", (b) => { const r = b.shadowRoot.querySelector(".board").getBoundingClientRect(); return [r.width, r.height]; });
    assert.ok(box[0] > 100 && Math.abs(box[0] - box[1]) < 2, `the board is drawn square (${box})`);
    assert.notEqual(await styled(page, "#b"), "rgb(0, 0, 0)");
    assert.deepEqual(await page.evaluate(() => window.violations), []);
    await page.context().close();
  });
});
