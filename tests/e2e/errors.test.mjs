// Every error of the JavaScript API has a code from docs/errors.md (issue 16, item 7), under
// Node with the site's build (www/pkg, as scripts/build-wasm.sh leaves it, glue included):
// misuse of each kind throws an `Error` whose `code` is in the table and whose message is
// whole sentences; a freed object throws `freed` from every method and getter, and a second
// free() does nothing. The table itself must list every code the facade defines
// (src/wasm/errors.rs) and every code the widget documents (www/board/README.md).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { ROOT } from "./helpers.mjs";

const tengen = await import(`${ROOT}/www/pkg/tengen.js`);
tengen.initSync({ module: readFileSync(`${ROOT}/www/pkg/tengen_bg.wasm`) });
const { Game, Clock, Lesson } = tengen;

/** The codes of the tables in a Markdown file: the first cell of each row, in backquotes. */
function tableCodes(path, from = 0) {
  const text = readFileSync(`${ROOT}/${path}`, "utf8").slice(from);
  return new Set([...text.matchAll(/^\| `([A-Za-z]+)` \|/gm)].map((m) => m[1]));
}
const DOC = "docs/errors.md";
const documented = tableCodes(DOC);

/** Runs `f`, which must throw a documented error; returns it. */
function thrown(what, f) {
  let error;
  try {
    f();
  } catch (e) {
    error = e;
  }
  assert.ok(error !== undefined, `${what}: did not throw`);
  assert.ok(error instanceof Error, `${what}: threw ${String(error)}, not an Error`);
  assert.ok(documented.has(error.code), `${what}: code ${JSON.stringify(error.code)} is not in ${DOC} (${error.message})`);
  assert.match(error.message, /[.!?]$/, `${what}: "${error.message}" does not end its sentence`);
  return error;
}

test("the table lists every code the facade and the widget define", () => {
  const rust = readFileSync(`${ROOT}/src/wasm/errors.rs`, "utf8");
  const defined = [...rust.matchAll(/pub const [A-Z_]+: &str = "([A-Za-z]+)";/g)].map((m) => m[1]);
  assert.ok(defined.length >= 12, `found only ${defined}`);
  for (const code of defined) assert.ok(documented.has(code), `${code} (src/wasm/errors.rs) is missing from ${DOC}`);
  const readme = readFileSync(`${ROOT}/www/board/README.md`, "utf8");
  const widget = tableCodes("www/board/README.md", Math.max(0, readme.search(/^#+ Error codes/m)));
  assert.ok(widget.size > 0, "the widget's README has an error-code table");
  for (const code of widget) assert.ok(documented.has(code), `${code} (www/board/README.md) is missing from ${DOC}`);
});

test("every kind of misuse throws a documented code with a sentence naming what is allowed", () => {
  const size = thrown("new Game({size: 1e9})", () => new Game({ size: 1e9 }));
  assert.equal(size.code, "badOptions");
  assert.match(size.message, /from 2 to 25/, "names the sizes a board can have");
  assert.doesNotMatch(size.message, /0 to 1000/);
  assert.match(thrown("komi", () => new Game({ komi: 1e9 })).message, /-1000 to 1000/);
  assert.equal(thrown("hello (world", () => Game.fromSgf("hello (world")).code, "badSgf");
  assert.equal(thrown("KM[123456]", () => Game.fromSgf("(;SZ[9]KM[123456])")).code, "badSgf");
  const g = new Game({ size: 9 });
  const cases = [
    ["new Game(5)", () => new Game(5), "badOptions"],
    ["new Game({sise: 9})", () => new Game({ sise: 9 }), "badOptions"],
    ["new Game({rules: 'klingon'})", () => new Game({ rules: "klingon" }), "badOptions"],
    ["new Game({handicap: 10})", () => new Game({ handicap: 10 }), "badOptions"],
    ["Game.fromSgf(42)", () => Game.fromSgf(42), "badSgf"],
    ["Game.fromSgf('(;SZ[9];B[zz])')", () => Game.fromSgf("(;SZ[9];B[zz])"), "badSgf"],
    ["Game.fromDiagram('X O\\nO .')", () => Game.fromDiagram("X O\nO ."), "badPosition"],
    ["play('Z99')", () => g.play("Z99"), "badVertex"],
    ["play([9, 9])", () => g.play([9, 9]), "badVertex"],
    ["play(null)", () => g.play(null), "badVertex"],
    ["check({x: -1, y: 0})", () => g.check({ x: -1, y: 0 }), "badVertex"],
    ["resign('red')", () => g.resign("red"), "badColor"],
    ["chainsInAtari(1)", () => g.chainsInAtari(1), "badColor"],
    ["score(['A1'])", () => g.score(["A1"]), "badDeadStones"],
    ["estimate({playouts: -1})", () => g.estimate({ playouts: -1 }), "badOptions"],
    ["engineMove({seed: 'x'})", () => g.engineMove({ seed: "x" }), "badOptions"],
    ["new Clock({})", () => new Clock({}), "badClock"],
    ["new Lesson(3)", () => new Lesson(3), "badLesson"],
  ];
  for (const [what, f, code] of cases) assert.equal(thrown(what, f).code, code, what);
  assert.equal(g.moveNumber, 0, "no misuse changed the game");
  g.free();
});

test("a freed Game throws `freed` from every method and getter; a second free() does nothing", () => {
  const g = new Game({ size: 9 });
  g.play("E5");
  g.free();
  g.free(); // threw "null pointer passed to rust" before
  g[Symbol.dispose]?.();
  const proto = Game.prototype;
  const names = Object.getOwnPropertyNames(proto).filter((n) => n !== "constructor" && n !== "free" && !n.startsWith("__"));
  assert.ok(names.length >= 25, `only ${names.length} members`);
  for (const name of names) {
    const d = Object.getOwnPropertyDescriptor(proto, name);
    const call = d.get ? () => d.get.call(g) : () => d.value.call(g, "E5", "E5");
    const e = thrown(`freed game.${name}`, call);
    assert.equal(e.code, "freed", `game.${name}: ${e.message}`);
    assert.doesNotMatch(e.message, /null pointer/);
  }
  const c = new Clock({ kind: "absolute", mainMs: 1000 });
  c.free();
  c.free();
  assert.equal(thrown("freed clock", () => c.start("black", 0)).code, "freed");
});
