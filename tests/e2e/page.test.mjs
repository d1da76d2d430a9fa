// The bare play page (www/play.html: the engine with no widget in between) in headless
// Chromium, served over HTTP by scripts/serve.mjs. Every wait is on a condition in the page,
// never a timer.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { CRATE_VERSION, ROOT, openPage, startBrowserAndServer } from "./helpers.mjs";

let env;
before(async () => { env = await startBrowserAndServer(); });
after(async () => { await env?.close(); });

async function loadPage(width) {
  const page = await openPage(env.browser, env.base);
  if (width) await page.setViewportSize({ width, height: 900 });
  await page.goto(`${env.base}play.html`);
  await page.waitForSelector('body[data-ready="true"]');
  return page;
}

const stoneAt = (page, vertex) =>
  page.$eval(`#stones [data-vertex="${vertex}"]`, (s) => s.dataset.color).catch(() => null);
const toMove = (page) => page.$eval("#board", (b) => b.dataset.toMove);

describe("the server", () => {
  test("serves the wasm module as application/wasm and the glue as JavaScript", async () => {
    const wasm = await fetch(`${env.base}pkg/tengen_bg.wasm`);
    assert.equal(wasm.status, 200);
    assert.equal(wasm.headers.get("content-type"), "application/wasm");
    assert.ok(WebAssembly.validate(new Uint8Array(await wasm.arrayBuffer())), "a valid wasm module");
    const js = await fetch(`${env.base}pkg/tengen.js`);
    assert.match(js.headers.get("content-type"), /^text\/javascript/);
    assert.equal((await fetch(`${env.base}no-such-file.js`)).status, 404);
    const index = await fetch(env.base);
    assert.equal(index.status, 200, "/ serves www/index.html");
    assert.match(index.headers.get("content-type"), /^text\/html/);
    assert.equal((await fetch(`${env.base}..%2fCargo.toml`)).status, 403, "nothing outside www/");
  });
});

describe("the play page", () => {
  test("loads the engine and shows its version", async () => {
    const page = await loadPage();
    assert.equal(await page.textContent("#version"), CRATE_VERSION);
    assert.match(await page.textContent("#status"), /^Black to play/);
    assert.equal(await page.locator("#stones .stone").count(), 0);
    assert.equal(await page.locator("#hits .hit").count(), 81, "a 9×9 board");
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test("leads back to the school from the top of the page", async () => {
    const page = await loadPage(375);
    await page.click("nav.back a");
    await page.waitForURL(env.base);
    assert.match(await page.title(), /Go school/);
    await page.context().close();
  });

  test("a click plays a stone for the side to move, drawn from the engine's board", async () => {
    const page = await loadPage();
    await page.click('.hit[data-vertex="E5"]');
    await page.waitForSelector('#stones .stone.black[data-vertex="E5"]');
    assert.equal(await toMove(page), "white");
    assert.match(await page.textContent("#status"), /^White to play/);
    await page.click('.hit[data-vertex="C3"]');
    await page.waitForSelector('#stones .stone.white[data-vertex="C3"]');
    assert.equal(await page.locator("#stones .stone").count(), 2);
    // The last move (the engine's lastMove) is marked: White's C3, x 2 and y 6 from the top left.
    const last = page.locator("#stones .last");
    assert.equal(await last.count(), 1);
    assert.deepEqual([await last.getAttribute("cx"), await last.getAttribute("cy")], ["3", "7"]);
    await page.click("#pass");
    await page.waitForSelector("#stones .last", { state: "detached" });
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test("an occupied point is refused with the engine's reason, in English and Chinese", async () => {
    const page = await loadPage();
    await page.click('.hit[data-vertex="E5"]');
    await page.waitForSelector('#stones .stone.black[data-vertex="E5"]');
    await page.click('.hit[data-vertex="E5"]', { force: true });
    await page.waitForSelector('#message[data-reason="occupied"]');
    assert.match(await page.textContent("#message"), /already a stone.*这里已经有棋子了/);
    assert.equal(await toMove(page), "white", "the refused move changed nothing");
    assert.equal(await stoneAt(page, "E5"), "black");
    await page.context().close();
  });

  test("a capture removes the stone and counts it", async () => {
    const page = await loadPage();
    // Black B9, White A9 (the corner), Black A8: the white stone has no liberty left.
    for (const v of ["B9", "A9"]) {
      await page.click(`.hit[data-vertex="${v}"]`);
      await page.waitForSelector(`#stones [data-vertex="${v}"]`);
    }
    await page.click('.hit[data-vertex="A8"]');
    await page.waitForSelector('#stones [data-vertex="A9"]', { state: "detached" });
    assert.equal(await stoneAt(page, "A8"), "black");
    assert.match(await page.textContent("#status"), /captured: black 1, white 0/);
    assert.match(await page.textContent("#message"), /Black captured 1 stone/);
    await page.context().close();
  });

  test("the keyboard plays too: arrows move the focus, Enter places a stone", async () => {
    const page = await loadPage();
    await page.focus('.hit[data-vertex="E5"]');
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await page.waitForSelector('#stones .stone.black[data-vertex="F6"]');
    await page.click("#new-game");
    await page.waitForSelector("#stones .stone", { state: "detached" });
    assert.equal(await toMove(page), "black");
    await page.context().close();
  });
});

// ------------------------------------------------------------------ against tengen

const moveNumber = (page) => page.$eval("#board", (b) => Number(b.dataset.moveNumber));
const isOver = (page) => page.$eval("#board", (b) => b.dataset.over === "true");

/** Waits until tengen is not thinking and at least `n` moves are played (or the game is over). */
async function settle(page, n) {
  await page.waitForFunction((n) => {
    const board = document.getElementById("board");
    return document.body.dataset.thinking === "false"
      && (board.dataset.over === "true" || Number(board.dataset.moveNumber) >= n);
  }, n);
}

async function choose(page, name) {
  await page.getByRole("radio", { name }).check();
}

/** Passes until the game ends (tengen plays on while it sees open points, then passes too). */
async function passToTheEnd(page) {
  for (let i = 0; i < 120 && !(await isOver(page)); i++) {
    const n = await moveNumber(page);
    await page.click("#pass");
    await settle(page, n + 2);
  }
  assert.ok(await isOver(page), "the game ended");
}

describe("playing against tengen", () => {
  test("as Black: tengen answers with a legal White stone and says where", async () => {
    const page = await loadPage();
    await choose(page, /Play Black against tengen/);
    await page.click('.hit[data-vertex="E5"]');
    await settle(page, 2);
    assert.equal(await moveNumber(page), 2, "one move each");
    assert.equal(await toMove(page), "black", "the engine's move was accepted by the rules");
    const reply = await page.$eval("#message", (m) => m.dataset.engine);
    assert.match(reply, /^[A-HJ][1-9]$/);
    assert.notEqual(reply, "E5");
    assert.equal(await stoneAt(page, reply), "white");
    assert.equal(await page.locator("#stones .stone.white").count(), 1);
    assert.equal(await page.getAttribute("#message", "aria-live"), "polite", "announced in a live region");
    assert.match(await page.textContent("#message"), new RegExp(`tengen \\(White\\) plays ${reply}.*天元（白）下在 ${reply}`));
    assert.match(await page.textContent("#status"), /^Black to play \(黑方走\).*you play Black/);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test("the choice works from the keyboard; as White, tengen opens as Black", async () => {
    const page = await loadPage();
    await page.focus('input[name="opponent"][value="humans"]');
    await page.keyboard.press("ArrowUp"); // the radio group's previous choice: Play White
    assert.equal(await page.$eval('input[value="white"]', (r) => r.checked), true);
    await settle(page, 1);
    assert.equal(await page.locator("#stones .stone.black").count(), 1, "tengen played Black's first stone");
    assert.equal(await toMove(page), "white");
    // New game keeps the choice: tengen opens again.
    await page.click("#new-game");
    await settle(page, 1);
    assert.equal(await page.locator("#stones .stone").count(), 1);
    // Back to two humans: no more replies.
    await choose(page, /Two humans/);
    await page.click('.hit[data-vertex="A1"]');
    await page.waitForSelector('#stones .stone.white[data-vertex="A1"]');
    assert.equal(await moveNumber(page), 2);
    assert.equal(await toMove(page), "black");
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test("the game can be played to the end by passing, and is counted", async () => {
    const page = await loadPage();
    await choose(page, /Play Black against tengen/);
    for (const v of ["E5", "C5", "G5", "E3", "E7"]) {
      if (await stoneAt(page, v)) continue; // tengen is there already
      const n = await moveNumber(page);
      await page.click(`.hit[data-vertex="${v}"]`);
      await settle(page, n + 2);
    }
    await passToTheEnd(page);
    assert.ok(await page.isVisible("#result"), "the count is shown");
    assert.match(await page.getAttribute("#result", "data-result"), /^[BW]\+\d+(\.5)?$/);
    assert.match(await page.textContent("#result-title"), /(Black|White) wins by .*(黑|白)胜/);
    assert.match(await page.textContent("#result-count"), /Black \d+(\.5)?, White \d+(\.5)?, komi 7.5/);
    assert.match(await page.textContent("#message"), /Game over: .*终局/);
    assert.match(await page.textContent("#status"), /^Game over/);
    assert.ok(await page.isDisabled("#pass"), "nothing left to pass");
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  for (const width of [375, 1280]) {
    test(`has no WCAG 2.1 A/AA violations at ${width} px, in play and counted (axe-core)`, async () => {
      const page = await loadPage(width);
      await choose(page, /Play Black against tengen/);
      await page.click('.hit[data-vertex="E5"]');
      await settle(page, 2);
      await page.click('.hit[data-vertex="E5"]', { force: true }); // an illegal move: the red message
      await page.waitForSelector('#message[data-reason="occupied"]');
      const axe = async (when) => {
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
        const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
        assert.deepEqual(summary, [], when);
        assert.ok(results.passes.length > 10, "axe ran its rules");
        const scroll = await page.evaluate(() => document.scrollingElement.scrollWidth - innerWidth);
        assert.ok(scroll <= 0, `no horizontal scroll (page is ${scroll}px too wide)`);
      };
      await axe("in play");
      mkdirSync(`${ROOT}/test-results`, { recursive: true });
      await page.screenshot({ path: `${ROOT}/test-results/play-vs-tengen-${width}.png`, fullPage: true });
      await passToTheEnd(page);
      await axe("counted");
      await page.mouse.move(0, 0);
      await page.screenshot({ path: `${ROOT}/test-results/play-counted-${width}.png`, fullPage: true });
      assert.deepEqual(page.problems, []);
      await page.context().close();
    });
  }
});
