// The <go-board> widget (www/board/) in headless Chromium, driven by real pointer, touch and
// keyboard input. Boards are put on the sandbox page (www/examples/blank.html); every rule
// decision they show comes from the wasm engine in www/pkg/. Every wait is on a condition in
// the page, never a timer.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { clickPoint, openPage, pointXY, routeEngine, useBrowserAndServer } from "./helpers.mjs";

const env = useBrowserAndServer();

const EVENTS = ["go-move", "go-illegal", "go-pass", "go-gameover", "go-score", "go-error", "go-undo"];

/** The sandbox page with `html` as its content; resolves when every board is ready. */
async function boards(html, { page } = {}) {
  page ??= await openPage(env.browser, env.base);
  // BOARD_TEST_PKG=/a/folder serves another build of the engine package as /pkg/ (to try the
  // widget against a development build).
  await routeEngine(page, process.env.BOARD_TEST_PKG);
  await page.goto(`${env.base}examples/blank.html`);
  await page.evaluate(async ({ html, EVENTS }) => {
    await customElements.whenDefined("go-board");
    window.events = [];
    for (const type of EVENTS) {
      document.addEventListener(type, (e) => window.events.push({ type, target: e.target.id, detail: e.detail }));
    }
    document.getElementById("sandbox").innerHTML = html;
    await Promise.all([...document.querySelectorAll("go-board")].map((b) => b.ready));
  }, { html, EVENTS });
  return page;
}

/** The stone at a point from the board's copy of the engine's board: 1, -1 or 0. */
const stone = (page, sel, vertex) => page.evaluate(([sel, vertex]) => {
  const b = document.querySelector(sel);
  const L = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
  const x = L.indexOf(vertex[0]);
  const y = b.state.height - Number(vertex.slice(1));
  return b.boardState[y * b.state.width + x];
}, [sel, vertex]);

const events = (page, type) => page.evaluate((type) => window.events.filter((e) => !type || e.type === type), type);
const live = (page, sel) => page.$eval(sel, (b) => b.shadowRoot.querySelector('[role="status"].live').textContent.replace(/\u00a0$/, ""));

async function done(page) {
  assert.deepEqual(page.problems.filter((p) => !/Failed to load resource/.test(p)), []);
  await page.context().close();
}

describe("<go-board> with the mouse", () => {
  test("a click plays a stone for the side to move and fires go-move", async () => {
    const page = await boards('<go-board id="b" size="9"></go-board>');
    await clickPoint(page, "#b", "E5");
    await page.waitForFunction(() => document.querySelector("#b").moveNumber === 1);
    assert.equal(await stone(page, "#b", "E5"), 1);
    const [move] = await events(page, "go-move");
    assert.equal(move.detail.vertex, "E5");
    assert.equal(move.detail.color, "black");
    assert.deepEqual(move.detail.captures, []);
    await clickPoint(page, "#b", "C3");
    await page.waitForFunction(() => document.querySelector("#b").moveNumber === 2);
    assert.equal(await stone(page, "#b", "C3"), -1);
    assert.equal(await page.$eval("#b", (b) => b.toMove), "black");
    await done(page);
  });

  test("hovering an empty point shows a translucent stone; leaving removes it", async () => {
    const page = await boards('<go-board id="b" size="9"></go-board>');
    const [x, y] = await pointXY(page, "#b", "D4");
    await page.mouse.move(x, y);
    await page.waitForFunction(() => document.querySelector("#b").shadowRoot.querySelector(".l-over .ghost"));
    await page.mouse.move(1, 1);
    await page.waitForFunction(() => !document.querySelector("#b").shadowRoot.querySelector(".l-over .ghost"));
    assert.equal(await page.$eval("#b", (b) => b.moveNumber), 0, "hovering plays nothing");
    await done(page);
  });

  test("a capture removes the captured stones (as the engine says) and counts them", async () => {
    const page = await boards(`<go-board id="b" position="
      . . . . .
      . . X . .
      . X O . .
      . . X . .
      . . . . ."></go-board>`);
    assert.equal(await stone(page, "#b", "C3"), -1);
    await clickPoint(page, "#b", "D3");
    await page.waitForFunction(() => document.querySelector("#b").moveNumber === 1);
    assert.equal(await stone(page, "#b", "C3"), 0, "the white stone is gone");
    assert.equal(await stone(page, "#b", "D3"), 1);
    const [move] = await events(page, "go-move");
    assert.deepEqual(move.detail.captures, ["C3"]);
    assert.deepEqual(await page.$eval("#b", (b) => b.captures), { black: 1, white: 0 });
    assert.match(await live(page, "#b"), /Black D3, captures 1 stone/);
    await done(page);
  });

  test("captured stones fade out, unless prefers-reduced-motion is set", async () => {
    const position = `position="
      . X .
      X O X
      . . ."`;
    for (const motion of ["no-preference", "reduce"]) {
      const page = await openPage(env.browser, env.base);
      await page.emulateMedia({ reducedMotion: motion });
      await boards(`<go-board id="b" ${position}></go-board>`, { page });
      await page.evaluate(() => {
        const b = document.querySelector("#b");
        window.sawLeaving = false;
        new MutationObserver(() => { if (b.shadowRoot.querySelector(".leaving circle")) window.sawLeaving = true; })
          .observe(b.shadowRoot.querySelector(".l-leave"), { childList: true, subtree: true });
      });
      await clickPoint(page, "#b", "B1");
      await page.waitForFunction(() => document.querySelector("#b").moveNumber === 1);
      assert.equal(await stone(page, "#b", "B2"), 0);
      assert.equal(await page.evaluate(() => window.sawLeaving), motion === "no-preference");
      await done(page);
    }
  });

  test("an illegal click fires go-illegal with the engine's reason, explains it, and changes nothing", async () => {
    const page = await boards(`<go-board id="b" position="
      . X . . .
      X . X . .
      . X . . .
      . . . . .
      . . . . ." to-move="white"></go-board>`);
    const before = await page.$eval("#b", (b) => Array.from(b.boardState));
    // White at B4 (surrounded by black, captures nothing): a forbidden point
    await clickPoint(page, "#b", "B4");
    await page.waitForFunction(() => window.events.some((e) => e.type === "go-illegal"));
    const [illegal] = await events(page, "go-illegal");
    assert.equal(illegal.detail.reason, "suicide");
    assert.equal(illegal.detail.vertex, "B4");
    assert.ok(illegal.detail.message.length > 0, "a message");
    assert.equal(await page.$eval("#b", (b) => b.shadowRoot.querySelector(".tip").hidden), false, "a visible tooltip");
    assert.equal(await page.$eval("#b", (b) => b.shadowRoot.querySelector(".tip").textContent), illegal.detail.message);
    // an occupied point
    await clickPoint(page, "#b", "B5");
    await page.waitForFunction(() => window.events.filter((e) => e.type === "go-illegal").length === 2);
    assert.equal((await events(page, "go-illegal"))[1].detail.reason, "occupied");
    assert.deepEqual(await page.$eval("#b", (b) => Array.from(b.boardState)), before, "the board is unchanged");
    assert.equal(await page.$eval("#b", (b) => b.moveNumber), 0);
    assert.equal(await page.$eval("#b", (b) => b.toMove), "white");
    assert.equal((await events(page, "go-move")).length, 0);
    assert.match(await live(page, "#b"), /^B5: /);
    await done(page);
  });

  test("retaking a ko at once is refused with reason \"ko\"", async () => {
    const page = await boards(`<go-board id="b" position="
      . X O .
      X O . O
      . X O .
      . . . ."></go-board>`);
    await clickPoint(page, "#b", "C3"); // Black takes the white stone at B3
    await page.waitForFunction(() => document.querySelector("#b").moveNumber === 1);
    assert.equal(await stone(page, "#b", "B3"), 0);
    await clickPoint(page, "#b", "B3"); // White retakes at once
    await page.waitForFunction(() => window.events.some((e) => e.type === "go-illegal"));
    const [illegal] = await events(page, "go-illegal");
    assert.equal(illegal.detail.reason, "ko");
    assert.equal(illegal.detail.color, "white");
    assert.equal(await page.$eval("#b", (b) => b.moveNumber), 1);
    assert.equal(await stone(page, "#b", "C3"), 1);
    await done(page);
  });

  test("interactive=\"none\" plays nothing; interactive=\"black\" only plays Black's moves", async () => {
    const page = await boards('<go-board id="v" size="9" interactive="none"></go-board><go-board id="k" size="9" interactive="black"></go-board>');
    await clickPoint(page, "#v", "E5");
    await clickPoint(page, "#k", "E5");
    await page.waitForFunction(() => document.querySelector("#k").moveNumber === 1);
    await clickPoint(page, "#k", "C3");
    assert.equal(await page.$eval("#v", (b) => b.moveNumber), 0);
    assert.equal(await page.$eval("#k", (b) => b.moveNumber), 1, "White's turn is not the page's to play");
    await page.$eval("#k", (b) => b.play("C3")); // the page plays White through the API
    await clickPoint(page, "#k", "D4");
    await page.waitForFunction(() => document.querySelector("#k").moveNumber === 3);
    await done(page);
  });
});

describe("<go-board> with a touch screen", () => {
  test("the first tap previews, a second tap on the same point plays", async () => {
    const context = await env.browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 700 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    page.problems = [];
    page.on("pageerror", (e) => page.problems.push(`pageerror: ${e.message}`));
    await page.route("**/*", (r) => (r.request().url().startsWith(env.base) ? r.continue() : r.abort()));
    await boards('<go-board id="b" size="9"></go-board>', { page });
    const [x, y] = await pointXY(page, "#b", "E5");
    await page.touchscreen.tap(x, y);
    await page.waitForFunction(() => document.querySelector("#b").state.pending !== null);
    assert.equal(await page.$eval("#b", (b) => b.moveNumber), 0, "one tap does not play");
    assert.ok(await page.$eval("#b", (b) => !!b.shadowRoot.querySelector(".l-over .ghost.pending")), "the stone is previewed");
    // a tap elsewhere moves the preview instead of playing
    const [x2, y2] = await pointXY(page, "#b", "C3");
    await page.touchscreen.tap(x2, y2);
    await page.waitForFunction(() => JSON.stringify(document.querySelector("#b").state.pending) === "[2,6]");
    assert.equal(await page.$eval("#b", (b) => b.moveNumber), 0);
    await page.touchscreen.tap(x2, y2);
    await page.waitForFunction(() => document.querySelector("#b").moveNumber === 1);
    assert.equal(await stone(page, "#b", "C3"), 1);
    assert.equal(await stone(page, "#b", "E5"), 0);
    await done(page);
  });
});

describe("<go-board> from the keyboard", () => {
  test("a short game with the keyboard alone: Tab, arrows, Enter, Space, U, P", async () => {
    const page = await boards('<button id="before">before</button><go-board id="b" size="9"></go-board><button id="after">after</button>');
    await page.focus("#before");
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement.id + "/" + document.activeElement.shadowRoot?.activeElement?.getAttribute("role"));
    assert.equal(focused, "b/grid", "the board is the next tab stop");
    await page.keyboard.press("Enter"); // the cursor starts at the centre: E5
    await page.waitForFunction(() => document.querySelector("#b").moveNumber === 1);
    assert.equal(await stone(page, "#b", "E5"), 1);
    assert.match(await live(page, "#b"), /Black E5/);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Space"); // C4
    await page.waitForFunction(() => document.querySelector("#b").moveNumber === 2);
    assert.equal(await stone(page, "#b", "C4"), -1);
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter"); // C5, black
    await page.keyboard.press("u"); // take it back
    await page.waitForFunction(() => document.querySelector("#b").moveNumber === 2);
    assert.equal(await stone(page, "#b", "C5"), 0);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter"); // D5, black
    await page.waitForFunction(() => document.querySelector("#b").moveNumber === 3);
    // the screen reader label of the point under the cursor
    const active = await page.$eval("#b", (b) => {
      const grid = b.shadowRoot.querySelector('[role="grid"]');
      return b.shadowRoot.getElementById(grid.getAttribute("aria-activedescendant")).textContent;
    });
    assert.equal(active, "D5, black stone, 6 liberties, last move");
    // an illegal attempt from the keyboard is announced
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => window.events.some((e) => e.type === "go-illegal"));
    assert.match(await live(page, "#b"), /^D5: /);
    await page.keyboard.press("p");
    await page.keyboard.press("P");
    await page.waitForFunction(() => window.events.some((e) => e.type === "go-gameover"));
    assert.equal((await events(page, "go-pass")).length, 2);
    assert.equal(await page.$eval("#b", (b) => b.isOver), true);
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement.id), "after", "one tab stop: Tab leaves the board");
    await done(page);
  });

  test("the hidden grid labels every point", async () => {
    const page = await boards(`<p id="task">Capture the white stone.</p><go-board id="b" aria-describedby="task" position="
      . . .
      . X O
      . . ."></go-board>`);
    const described = await page.$eval("#b", (b) => {
      const grid = b.shadowRoot.querySelector('[role="grid"]');
      return grid.getAttribute("aria-describedby").split(" ").map((id) => b.shadowRoot.getElementById(id).textContent);
    });
    assert.equal(described[0], "Capture the white stone.", "the host's aria-describedby reaches the grid");
    assert.match(described[1], /Arrow keys/);
    const labels = await page.$eval("#b", (b) => [...b.shadowRoot.querySelectorAll('[role="row"]')].map((r) => [...r.querySelectorAll('[role="gridcell"]')].map((c) => c.textContent)));
    assert.equal(labels.length, 3);
    assert.deepEqual(labels[1], ["A2, empty", "B2, black stone, 3 liberties", "C2, white stone, 2 liberties"]);
    assert.match(await page.$eval("#b", (b) => b.shadowRoot.querySelector('[role="grid"]').getAttribute("aria-label")), /^Go board, 3 by 3, Black to move$/);
    await done(page);
  });
});

describe("<go-board> records, attributes and errors", () => {
  const SGF = "(;GM[1]FF[4]SZ[9];B[ee];W[cc];B[gc];W[cg]TR[ee]C[four])";

  test("counting: after two passes a click marks a chain dead or alive, and the engine recounts", async () => {
    const page = await boards(`<go-board id="b" show-ownership position="
      . . X O . . .
      O . X O . . .
      . . X O . . .
      . . X O . . .
      . . X O . . .
      . . X O . . .
      . . X O . . ."></go-board>`);
    await page.$eval("#b", (b) => { b.pass(); b.pass(); });
    await page.waitForFunction(() => window.events.some((e) => e.type === "go-gameover"));
    const scores = () => events(page, "go-score");
    const before = (await scores()).at(-1).detail;
    assert.ok(before && typeof before.message === "string" && before.message.length > 0, "a counted result");
    const deadBefore = before.dead.includes("A6");
    const n = (await scores()).length;
    await clickPoint(page, "#b", "A6");
    await page.waitForFunction((n) => window.events.filter((e) => e.type === "go-score").length > n, n);
    const after = (await scores()).at(-1).detail;
    assert.equal(after.dead.includes("A6"), !deadBefore, "the click toggled the stone");
    assert.notEqual(after.black, before.black, "and the count changed");
    assert.equal(after.ownership.length, 49);
    assert.equal(await page.$eval("#b", (b) => b.moveNumber), 2, "a click while counting plays nothing");
    assert.match(await page.$eval("#b", (b) => b.describe("A6")), deadBefore ? /white stone, \d+ liberties?$/ : /, dead$/);
    await done(page);
  });

  test("an SGF attribute loads the record; move jumps within it", async () => {
    const page = await boards(`<go-board id="b" sgf="${SGF}" move="2"></go-board>`);
    assert.equal(await page.$eval("#b", (b) => b.moveNumber), 2);
    assert.equal(await page.$eval("#b", (b) => b.totalMoves), 4);
    assert.equal(await stone(page, "#b", "E5"), 1);
    assert.equal(await stone(page, "#b", "C7"), -1);
    assert.equal(await stone(page, "#b", "G7"), 0);
    await page.$eval("#b", (b) => { b.move = 4; });
    await page.waitForFunction(() => document.querySelector("#b").moveNumber === 4);
    assert.equal(await stone(page, "#b", "C3"), -1);
    assert.equal(await page.$eval("#b", (b) => b.comment), "four");
    assert.ok(await page.$eval("#b", (b) => !!b.shadowRoot.querySelector(".l-marks path.mk")), "the record's triangle is drawn");
    await page.$eval("#b", (b) => b.setAttribute("move", "0"));
    await page.waitForFunction(() => document.querySelector("#b").moveNumber === 0);
    assert.equal(await stone(page, "#b", "E5"), 0);
    await done(page);
  });

  test("src loads an SGF file", async () => {
    const page = await boards('<go-board id="b" src="sample.sgf" move="3"></go-board>');
    assert.equal(await page.$eval("#b", (b) => b.moveNumber), 3);
    assert.ok(await page.$eval("#b", (b) => b.totalMoves) > 20);
    await done(page);
  });

  test("two boards on one page are independent games sharing one engine", async () => {
    const page = await boards('<go-board id="one" size="9"></go-board><go-board id="two" size="13"></go-board>');
    await clickPoint(page, "#one", "E5");
    await page.waitForFunction(() => document.querySelector("#one").moveNumber === 1);
    assert.equal(await page.$eval("#two", (b) => b.moveNumber), 0);
    assert.equal(await stone(page, "#two", "E5"), 0);
    await clickPoint(page, "#two", "E5");
    await clickPoint(page, "#two", "F5");
    await page.waitForFunction(() => document.querySelector("#two").moveNumber === 2);
    assert.equal(await page.$eval("#one", (b) => b.moveNumber), 1);
    assert.equal(await page.$eval("#one", (b) => b.toMove), "white");
    const moves = await events(page, "go-move");
    assert.deepEqual(moves.map((m) => m.target), ["one", "two", "two"]);
    const loads = await page.evaluate(() => {
      const names = performance.getEntriesByType("resource").map((r) => r.name);
      return { js: names.filter((n) => n.endsWith("/pkg/tengen.js")).length, wasm: names.filter((n) => n.endsWith(".wasm")).length };
    });
    assert.equal(loads.js, 1, "the engine module is fetched once per page");
    assert.equal(loads.wasm, 1, "the wasm module is fetched once per page");
    await done(page);
  });

  test("bad values show a message in the board, fire go-error with a code, and keep the game", async () => {
    const page = await boards('<go-board id="bad" size="abc"></go-board><go-board id="b" size="9"></go-board><go-board id="s" sgf="(;SZ[9];B[ee" ></go-board>');
    const errors = await events(page, "go-error");
    assert.ok(errors.some((e) => e.target === "bad" && e.detail.code === "badSize"));
    assert.ok(errors.some((e) => e.target === "s" && e.detail.code === "badSgf"));
    const message = (sel) => page.$eval(sel, (b) => {
      const m = b.shadowRoot.querySelector(".message");
      return m.hidden ? null : m.textContent.trim();
    });
    assert.match(await message("#bad"), /abc/);
    assert.ok(await message("#s"));
    assert.equal(await message("#b"), null);
    await clickPoint(page, "#b", "E5");
    await clickPoint(page, "#b", "D5");
    await page.waitForFunction(() => document.querySelector("#b").moveNumber === 2);
    for (const bad of ["0", "abc"]) {
      await page.$eval("#b", (b, bad) => { b.size = bad; }, bad);
      await page.waitForFunction(() => !document.querySelector("#b").shadowRoot.querySelector(".message").hidden);
      assert.equal(await page.$eval("#b", (b) => b.moveNumber), 2, "the game in progress is kept");
      assert.equal(await stone(page, "#b", "E5"), 1);
    }
    assert.ok((await events(page, "go-error")).some((e) => e.target === "b" && e.detail.code === "badSize" && e.detail.attribute === "size"));
    // the size it had: same game, message gone
    await page.$eval("#b", (b) => { b.size = 9; return b.ready; });
    assert.equal(await message("#b"), null);
    assert.equal(await page.$eval("#b", (b) => b.moveNumber), 2);
    // still playable, and a good value clears the message
    await clickPoint(page, "#b", "C3");
    await page.waitForFunction(() => document.querySelector("#b").moveNumber === 3);
    await page.$eval("#b", (b) => b.setAttribute("interactive", "sometimes"));
    await page.waitForFunction(() => window.events.some((e) => e.type === "go-error" && e.detail.code === "badInteractive"));
    await page.$eval("#b", (b) => b.setAttribute("interactive", "both"));
    await page.$eval("#b", (b) => b.ready);
    assert.equal(await page.$eval("#b", (b) => b.moveNumber), 3);
    // configure() rejects with the code
    const code = await page.$eval("#b", (b) => b.configure({ komi: "lots" }).then(() => "resolved", (e) => e.code));
    assert.equal(code, "badKomi");
    await done(page);
  });

  test("an engine that cannot load is explained inside the board", async () => {
    const page = await boards('<go-board id="b" size="9" engine="/no/such/tengen.js"></go-board>');
    const [err] = await events(page, "go-error");
    assert.equal(err.detail.code, "engineLoad");
    const text = await page.$eval("#b", (b) => b.shadowRoot.querySelector(".message").textContent);
    assert.match(text, /could not be loaded/);
    assert.ok(await page.$eval("#b", (b) => b.shadowRoot.querySelectorAll(".l-grid path").length) > 0, "not a blank box: the empty board is drawn");
    await page.context().close();
  });

  test("Chinese: labels, announcements and the engine's messages follow lang", async () => {
    const page = await boards(`<go-board id="b" lang="zh" sgf="(;SZ[9];B[ee])"></go-board>`);
    await clickPoint(page, "#b", "E5");
    await page.waitForFunction(() => window.events.some((e) => e.type === "go-illegal"));
    const [illegal] = await events(page, "go-illegal");
    assert.equal(illegal.detail.message, illegal.detail.messageZh);
    assert.match(await live(page, "#b"), /^E5：/);
    const label = await page.$eval("#b", (b) => b.describe("E5"));
    assert.equal(label, "E5，黑子，4口气，最后一手");
    await page.$eval("#b", (b) => b.setAttribute("lang", "en"));
    await page.waitForFunction(() => document.querySelector("#b").describe("E5").startsWith("E5, black stone"));
    await done(page);
  });

  test("properties reflect attributes, and configure() sets many at once", async () => {
    const page = await boards('<go-board id="b"></go-board>');
    const r = await page.$eval("#b", async (b) => {
      await b.configure({ size: 13, komi: 6.5, coordinates: "chinese", showLiberties: true, interactive: "white" });
      return {
        size: b.size, komi: b.komi, coords: b.getAttribute("coordinates"), libs: b.hasAttribute("show-liberties"),
        interactive: b.interactive, w: b.state.width,
      };
    });
    assert.deepEqual(r, { size: 13, komi: 6.5, coords: "chinese", libs: true, interactive: "white", w: 13 });
    await done(page);
  });
});
