// The widget under misuse (issue 16, items 5, 6, 8 and 10): messages that clear when their
// cause is fixed, bad input to every method refused with a code and no change, the engine's
// game freed when a board leaves the document (and rebuilt where it was when put back), and
// an `engine` attribute that cannot make a page run another script.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { useBrowserAndServer } from "./helpers.mjs";
import { boards, clickPoint, events, done } from "./widget-helpers.mjs";

const env = useBrowserAndServer();

const message = (page, sel = "#b") => page.$eval(sel, (b) => {
  const m = b.shadowRoot.querySelector(".message");
  return m.hidden ? null : m.querySelector(".message-text").textContent;
});
const set = (page, name, value) => page.$eval("#b", (b, [name, value]) => {
  if (value === null) b.removeAttribute(name);
  else b.setAttribute(name, value);
  return b.ready.then(() => undefined);
}, [name, value]);
const lastError = async (page) => (await events(page, "go-error")).at(-1)?.detail;

describe("messages follow the current settings", () => {
  test("fixing or removing the attribute that caused a message clears it; the game is kept", async () => {
    const page = await boards(env, '<go-board id="b" size="9"></go-board>');
    await page.$eval("#b", (b) => { b.play("E5"); b.play("C3"); });
    const cases = [
      ["rules", "nonsense", null, "badOptions"],
      ["move", "abc", null, "badMove"],
      ["sgf", "(;SZ[9];B[ee];W[", null, "badSgf"],
      ["src", "missing.sgf", null, "badSrc"],
      ["size", "abc", "9", "badSize"],
      ["size", "0", "9", "badSize"], // a later error after a fix shows, and clears, too
      ["interactive", "sometimes", "both", "badInteractive"],
      ["markup", "TR[Z99]", "TR[E5]", "badMarkup"],
      ["view", "A1:Z30", "A1:E5", "badView"],
      ["count-points", "purple", "black", "badCountPoints"],
    ];
    for (const [name, bad, fix, code] of cases) {
      await set(page, name, bad);
      assert.ok(await message(page), `${name}="${bad}" shows a message`);
      assert.equal((await lastError(page)).code, code);
      assert.equal(await page.$eval("#b", (b) => b.moveNumber), 2, "the game in progress is kept");
      await set(page, name, fix);
      assert.equal(await message(page), null, `${name} fixed (${fix}): the message is gone`);
    }
    await set(page, "view", null);
    // two problems at once: fixing one shows the other; fixing both clears the box
    await set(page, "interactive", "sometimes");
    await set(page, "komi", "lots");
    assert.match(await message(page), /lots/);
    await set(page, "komi", null);
    assert.match(await message(page), /sometimes/);
    await set(page, "interactive", null);
    assert.equal(await message(page), null);
    assert.equal(await page.$eval("#b", (b) => b.moveNumber), 2);
    await done(page);
  });
});

describe("bad input to the methods", () => {
  test("throws a coded error and changes nothing", async () => {
    const page = await boards(env, `<go-board id="b" show-ownership sgf="(;SZ[9];B[ee];W[ec];B[ce];W[gg])"></go-board>`);
    await page.$eval("#b", (b) => { b.pass(); b.pass(); b.setDead(["G3"]); });
    // Each attempt runs in the page (the sandbox's CSP allows no eval), with a snapshot of
    // everything the board shows before and after it.
    const results = await page.$eval("#b", (b) => {
      const snapshot = () => JSON.stringify({
        board: [...b.boardState], move: b.moveNumber, dead: b.dead, score: b.scoreState?.black,
        ghosts: b.ghosts, size: b.getAttribute("size"), over: b.isOver,
      });
      const attempts = {
        'setDead("x")': [() => b.setDead("x"), "badArgument"],
        "setDead(null)": [() => b.setDead(null), "badArgument"],
        'setDead(["A1"]) (empty point)': [() => b.setDead(["A1"]), "badDeadStones"],
        'setDead(["Z99"])': [() => b.setDead(["Z99"]), "badVertex"],
        'score("abc")': [() => b.score("abc"), "badArgument"],
        'score(["A1"])': [() => b.score(["A1"]), "badDeadStones"],
        "pass(null)": [() => b.pass(null), "badArgument"],
        'pass("x")': [() => b.pass("x"), "badArgument"],
        "undo(5)": [() => b.undo(5), "badArgument"],
        "configure(null)": [() => b.configure(null), "badOptions"],
        "configure([])": [() => b.configure([]), "badOptions"],
        "configure({size: 13, bogus: 1})": [() => b.configure({ size: 13, bogus: 1 }), "badOptions"],
        "ghosts = 5": [() => { b.ghosts = 5; }, "badArgument"],
        'ghosts = ["D4"]': [() => { b.ghosts = ["D4"]; }, "badArgument"],
        'ghosts = [{at: "D4", color: "red"}]': [() => { b.ghosts = [{ at: "D4", color: "red" }]; }, "badArgument"],
        "goTo(-1)": [() => b.goTo(-1), "badMove"],
        "goTo(1.5)": [() => b.goTo(1.5), "badMove"],
        'goTo("2")': [() => b.goTo("2"), "badMove"],
        "goTo(NaN)": [() => b.goTo(NaN), "badMove"],
        'play("Z99")': [() => b.play("Z99"), "badVertex"],
        "enterCounting(7)": [() => b.enterCounting(7), "badArgument"],
        'enterCounting({dead: "x"})': [() => b.enterCounting({ dead: "x" }), "badArgument"],
      };
      const out = [];
      for (const [name, [fn, code]] of Object.entries(attempts)) {
        const before = snapshot();
        let got = "no error";
        try { fn(); } catch (e) { got = e.code || `uncoded ${e.name}: ${e.message}`; }
        out.push({ name, code, got, unchanged: snapshot() === before });
      }
      return out;
    });
    for (const { name, code, got, unchanged } of results) {
      assert.equal(got, code, name);
      assert.ok(unchanged, `${name} changed nothing`);
    }
    // counting still works after all that: a click toggles, go-score follows
    const n = (await events(page, "go-score")).length;
    await clickPoint(page, "#b", "G3");
    await page.waitForFunction((n) => window.events.filter((e) => e.type === "go-score").length > n, n);
    assert.deepEqual(await page.$eval("#b", (b) => b.dead), []);
    await done(page);
  });

  test("configure() with a new size places its markup and ghosts on the new board", async () => {
    const page = await boards(env, '<go-board id="b" size="9"></go-board>');
    const got = await page.$eval("#b", async (b) => {
      await b.configure({ size: 13, markup: [{ type: "triangle", at: "K10" }], ghosts: [{ at: "L11", color: "white" }] });
      return { w: b.state.width, marks: b.state.markupApi.length, ghosts: b.ghosts.length, drawn: b.shadowRoot.querySelectorAll(".l-marks path.mk").length };
    });
    assert.deepEqual(got, { w: 13, marks: 1, ghosts: 1, drawn: 1 });
    await done(page);
  });

  test("goTo past the end shows the end (2**31 and MAX_SAFE_INTEGER used to jump to move 0)", async () => {
    const page = await boards(env, `<go-board id="b" sgf="(;SZ[9];B[ee];W[ec];B[ce];W[gg])" move="1"></go-board>`);
    for (const n of [2 ** 31, Number.MAX_SAFE_INTEGER, 2 ** 53 + 2, Infinity]) {
      await page.$eval("#b", (b) => b.goTo(1));
      assert.equal(await page.$eval("#b", (b, n) => b.goTo(n === "Infinity" ? Infinity : Number(n)), String(n)), 4, `goTo(${n})`);
      assert.equal(await page.$eval("#b", (b) => b.moveNumber), 4);
    }
    await done(page);
  });
});

describe("the engine's game and the document", () => {
  test("a board taken out and put back is rebuilt where it was", async () => {
    const page = await boards(env, `<go-board id="b" sgf="(;SZ[9]KM[6.5];B[ee];W[ec];B[ce];W[gg];B[cc])" move="3"></go-board>`);
    await page.$eval("#b", (b) => b.setMarkup([{ type: "triangle", at: "E5" }]));
    const state = () => page.$eval("#b", (b) => JSON.stringify({ board: [...b.boardState], n: b.moveNumber, total: b.totalMoves, marks: b.state.markupApi.length }));
    const before = await state();
    const freed = await page.evaluate(async () => {
      const b = document.getElementById("b");
      const game = b.engineGame;
      b.remove();
      await new Promise((r) => setTimeout(r, 0));
      await b.ready;
      const wasFreed = game.game === null && b.engineGame === null;
      document.getElementById("sandbox").append(b);
      return wasFreed;
    });
    assert.ok(freed, "removed: the engine's game is freed");
    assert.equal(await state(), before, "put back: same position, same record, same markup");
    assert.equal(await page.$eval("#b", (b) => { b.redo(); return b.moveNumber; }), 4, "the moves after the one shown are still there");
    // moved within the page (out and in at once): the same game, never freed
    const same = await page.evaluate(async () => {
      const b = document.getElementById("b");
      const game = b.engineGame;
      document.body.append(b);
      await new Promise((r) => setTimeout(r, 0));
      await b.ready;
      return b.engineGame === game && game.game !== null;
    });
    assert.ok(same);
    await done(page);
  });

  test("5,000 boards created and removed one at a time leave the wasm memory flat", async () => {
    const page = await boards(env, "");
    const grown = await page.evaluate(async () => {
      const mod = await import("/pkg/tengen.js");
      const wasm = await mod.default();
      const sandbox = document.getElementById("sandbox");
      // The page keeps every board it made (as a page with a list of its boards would): the
      // garbage collector cannot free their games; only the boards themselves can.
      const kept = [];
      const cycle = async () => {
        const b = document.createElement("go-board");
        b.setAttribute("size", "9");
        sandbox.append(b);
        await b.ready;
        b.play("D4");
        kept.push(b);
        b.remove();
        await new Promise((r) => setTimeout(r, 0));
        await b.ready;
      };
      for (let i = 0; i < 200; i++) await cycle(); // the allocator's first pages
      const start = wasm.memory.buffer.byteLength;
      for (let i = 0; i < 5000; i++) await cycle();
      return wasm.memory.buffer.byteLength - start;
    });
    // before boards freed their games, these 5,000 boards took 151 MB of wasm memory (19×19: 229 MB)
    assert.ok(grown <= 1 << 20, `wasm memory grew by ${grown} bytes over 5,000 boards`);
    await done(page);
  });
});

describe("the engine attribute", () => {
  test("an engine on another site is ignored (the board uses the page's engine) and said so", async () => {
    const page = await boards(env, "");
    const requested = [];
    page.on("request", (r) => requested.push(r.url()));
    await page.evaluate(async () => {
      const b = document.createElement("go-board");
      b.id = "b";
      b.setAttribute("size", "9");
      b.setAttribute("engine", "https://evil.example/tengen.js");
      document.getElementById("sandbox").append(b);
      await b.ready;
    });
    assert.equal(await page.$eval("#b", (b) => b.state.status), "ready");
    assert.equal((await lastError(page)).code, "badEngine");
    assert.ok(!requested.some((u) => u.includes("evil.example")), "no request to the other site");
    await done(page);
  });

  test("GoBoard.engineUrl set once locks the engine: later engine attributes are ignored", async () => {
    const page = await boards(env, "");
    const result = await page.evaluate(async () => {
      const GoBoard = customElements.get("go-board");
      GoBoard.engineUrl = "/pkg/tengen.js";
      let relock;
      try { GoBoard.engineUrl = "/other/tengen.js"; relock = "no error"; } catch (e) { relock = e.code; }
      const b = document.createElement("go-board");
      b.id = "b";
      b.setAttribute("size", "9");
      b.setAttribute("engine", "/no/such/tengen.js");
      document.getElementById("sandbox").append(b);
      await b.ready;
      return { relock, status: b.state.status, url: GoBoard.engineUrl };
    });
    assert.equal(result.relock, "engineLocked");
    assert.equal(result.status, "ready", "the locked engine was used, not the attribute's");
    assert.match(result.url, /\/pkg\/tengen\.js$/);
    assert.equal((await lastError(page)).code, "badEngine");
    await done(page);
  });

  test("an element named TENGEN_ENGINE_URL (DOM clobbering) is not taken for a URL", async () => {
    const page = await boards(env, '<a id="TENGEN_ENGINE_URL" href="https://evil.example/tengen.js">x</a><go-board id="b" size="9"></go-board>');
    assert.equal(await page.$eval("#b", (b) => b.state.status), "ready");
    assert.equal(await message(page), null);
    await done(page);
  });
});

describe("text from the page", () => {
  test("a markup label is shown as text, never read as markup", async () => {
    const page = await boards(env, `<go-board id="b" size="9" markup="LB[C3:&lt;b&gt;x&lt;/b&gt;]"></go-board>`);
    await page.$eval("#b", (b) => b.setMarkup([{ type: "label", at: "E5", text: '<img src="x" onerror="window.hit=1">' }, { type: "label", at: "D4", text: "a&amp;b" }]));
    const got = await page.$eval("#b", (b) => ({
      texts: [...b.shadowRoot.querySelectorAll("text.lb")].map((t) => t.textContent),
      elements: b.shadowRoot.querySelectorAll(".l-marks img, .l-marks b, .l-marks foreignObject").length,
      hit: window.hit ?? null,
    }));
    assert.deepEqual(got.texts.sort(), ["<b>x</b>", '<img src="x" onerror="window.hit=1">', "a&amp;b"].sort());
    assert.equal(got.elements, 0);
    assert.equal(got.hit, null);
    await page.$eval("#b", (b) => { b.clearMarkup(); b.markup = "LB[C3:<i>y</i>]"; return b.ready; });
    assert.deepEqual(await page.$eval("#b", (b) => [...b.shadowRoot.querySelectorAll("text.lb")].map((t) => t.textContent)), ["<i>y</i>"]);
    await done(page);
  });
});

describe("go-point", () => {
  test("a click or Enter on a board that plays nothing tells the page which point", async () => {
    const page = await boards(env, '<go-board id="b" size="9" interactive="none"></go-board>');
    await clickPoint(page, "#b", "C7");
    await page.waitForFunction(() => window.events.some((e) => e.type === "go-point"));
    const [p] = await events(page, "go-point");
    assert.equal(p.detail.vertex, "C7");
    assert.equal(p.detail.source, "pointer");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => window.events.filter((e) => e.type === "go-point").length === 2);
    assert.equal((await events(page, "go-point"))[1].detail.vertex, "D7");
    assert.equal((await events(page, "go-point"))[1].detail.source, "keyboard");
    assert.equal(await page.$eval("#b", (b) => b.moveNumber), 0);
    await done(page);
  });
});
