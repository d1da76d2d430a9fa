// Every HTML page under www/ works under the site's Content-Security-Policy (issue 16, item 4):
// each is loaded in Chromium from scripts/serve.mjs, which sends the policy as a header, and
// must report no `securitypolicyviolation` (an inline <script> or <style>, a style="..."
// attribute, a style set with setAttribute, a shadow root's inline <style>, eval, a resource
// from elsewhere) while it loads and settles. Each page must also carry the policy itself in a
// <meta http-equiv> (for hosts that send no header), the same policy as the server's.
//
// The pages are found by walking www/, so a new page is tested without being listed here.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { after, before } from "node:test";
import { chromium } from "playwright-core";
import { CSP, startServer } from "../../scripts/serve.mjs";
import { CHROMIUM_ARGS, ROOT, openPage } from "./helpers.mjs";

const WWW = join(ROOT, "www");

function htmlPages(dir = WWW) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && path !== join(WWW, "pkg")) out.push(...htmlPages(path));
    else if (entry.isFile() && entry.name.endsWith(".html")) out.push(relative(WWW, path).split("\\").join("/"));
  }
  return out.sort();
}

// Its own server, with the policy named (whatever the default is while pages are converted).
const env = {};
before(async () => {
  const server = await startServer({ root: WWW, port: 0, host: "127.0.0.1", csp: CSP });
  const browser = await chromium.launch({ executablePath: process.env.TENGEN_CHROMIUM ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
  Object.assign(env, { server, browser, base: `http://127.0.0.1:${server.port}/` });
});
after(async () => {
  await env.browser?.close();
  await env.server?.close();
});
const pages = htmlPages();

/** Loads a page with a listener for violations in place before any of its own scripts run. */
async function violationsOf(path) {
  const page = await openPage(env.browser, env.base);
  await page.addInitScript(() => {
    window.__violations = [];
    // Violations inside shadow roots are composed events: they reach the document too.
    document.addEventListener("securitypolicyviolation", (e) => {
      window.__violations.push(`${e.effectiveDirective} blocked ${e.blockedURI || "(inline)"} at ${e.sourceFile || "?"}:${e.lineNumber} ${e.sample ? `"${e.sample}"` : ""}`.trim());
    }, true);
  });
  const consoleCsp = [];
  page.on("console", (m) => { if (/Content Security Policy/i.test(m.text())) consoleCsp.push(m.text()); });
  try {
    const response = await page.goto(env.base + path, { waitUntil: "load" });
    // Then let the page finish what it fetches (a page that keeps fetching is checked as it is).
    await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => {});
    assert.equal(response.status(), 200, path);
    assert.equal(response.headers()["content-security-policy"], CSP, `${path}: the server sends the policy`);
    // Let timers and custom elements that upgrade late run (a frame and a little more).
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 300))));
    const meta = await page.$eval('head meta[http-equiv="Content-Security-Policy" i]', (m) => m.content).catch(() => null);
    return { violations: await page.evaluate(() => window.__violations), consoleCsp, meta };
  } finally {
    await page.context().close();
  }
}

describe("every page under the Content-Security-Policy", () => {
  test("there are pages to check", () => {
    assert.ok(pages.length >= 4, `found only ${pages.join(", ")}`);
  });

  for (const path of pages) {
    test(`${path}: no violation, and the policy in its <head>`, async () => {
      const { violations, consoleCsp, meta } = await violationsOf(path);
      assert.deepEqual(violations, [], `${path} broke the policy`);
      assert.deepEqual(consoleCsp, [], `${path}: the console reports the policy broken`);
      assert.equal(meta, CSP, `${path}: <meta http-equiv="Content-Security-Policy" content="${CSP}"> in <head>`);
    });
  }
});
