// `Game.play([x, y])` and `Game.playAt(x, y)` have fast paths in the glue
// (scripts/fast-glue.mjs, issue 19 item 1): the numeric export, with the verdict of a move that
// captures nothing made in JavaScript. They must give exactly what the general path gives, for
// legal and illegal moves alike, throw the same coded errors, and add nothing to the class.
// Run on the npm engine package (pkg/) and the site's build (www/pkg/), as
// scripts/build-wasm.sh leaves them.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { ROOT } from "./helpers.mjs";
import { seeded } from "../../bench/lib/random-games.mjs";

const builds = {};
for (const dir of ["pkg", "www/pkg"]) {
  const mod = await import(`${ROOT}/${dir}/tengen.js`);
  mod.initSync({ module: readFileSync(`${ROOT}/${dir}/tengen_bg.wasm`) });
  builds[dir] = mod;
}

function thrown(f) {
  try {
    f();
  } catch (e) {
    return e;
  }
  assert.fail("did not throw");
}

for (const [dir, { Game }] of Object.entries(builds)) {
  test(`${dir}: play([x, y]) gives the general path's verdict on every attempt, legal or not`, () => {
    let refused = new Set();
    let captures = 0;
    for (const rules of ["chinese", "japanese", "chinese-simple-ko", "new-zealand"]) {
      for (let seed = 1; seed <= 12; seed++) {
        const random = seeded(seed);
        const side = 3 + (seed % 4);
        const fast = new Game({ size: side, rules });
        const general = new Game({ size: side, rules });
        for (let i = 0; i < 300 && !fast.isOver; i++) {
          if (random() < 0.03) {
            assert.deepEqual(fast.pass(), general.pass());
            continue;
          }
          const x = Math.floor(random() * side);
          const y = Math.floor(random() * side);
          const a = fast.play([x, y]);
          const b = general.play({ x, y }); // not an array: the general path
          assert.deepEqual(a, b, `${rules}, seed ${seed}, move ${i} at [${x}, ${y}]`);
          assert.deepEqual(Object.keys(a), Object.keys(b));
          assert.equal(Object.getPrototypeOf(a), Object.prototype);
          if (!a.legal) refused.add(a.reason);
          if (a.legal && a.captures.length > 0) captures++;
          assert.deepEqual(Array.from(fast.board()), Array.from(general.board()));
          assert.equal(fast.toMove, general.toMove);
        }
        fast.free();
        general.free();
      }
    }
    // The attempts did reach every kind of verdict the fast path hands on.
    assert.ok(captures > 50, `only ${captures} capturing moves`);
    for (const reason of ["occupied", "ko", "suicide", "superko"]) assert.ok(refused.has(reason), `no ${reason} refusal was tried`);
  });

  test(`${dir}: playAt(x, y) counts captures, refuses with -1 and changes nothing then`, () => {
    const random = seeded(99);
    const side = 5;
    const numeric = new Game({ size: side });
    const general = new Game({ size: side });
    let illegal = 0;
    for (let i = 0; i < 400 && !numeric.isOver; i++) {
      const x = Math.floor(random() * side);
      const y = Math.floor(random() * side);
      const before = Array.from(numeric.board());
      const n = numeric.playAt(x, y);
      const verdict = general.play({ x, y });
      if (verdict.legal) {
        assert.equal(n, verdict.captures.length, `move ${i} at [${x}, ${y}]`);
      } else {
        illegal++;
        assert.equal(n, -1, `move ${i} at [${x}, ${y}]: ${verdict.reason}`);
        assert.deepEqual(Array.from(numeric.board()), before);
      }
      assert.equal(numeric.moveNumber, general.moveNumber);
    }
    assert.ok(illegal > 20);
  });

  test(`${dir}: board() reads every point as at() does, on square and oblong boards, and is a copy`, () => {
    for (const [width, height, seed] of [[2, 2, 1], [9, 9, 2], [19, 19, 3], [25, 25, 4], [7, 13, 5], [13, 3, 6]]) {
      const random = seeded(seed);
      const game = new Game({ width, height });
      for (let i = 0; i < width * height * 2; i++) game.playAt(Math.floor(random() * width), Math.floor(random() * height));
      const board = game.board();
      assert.ok(board instanceof Int8Array);
      assert.equal(board.length, width * height);
      const signs = { black: 1, white: -1 };
      let stones = 0;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const at = game.at([x, y]);
          assert.equal(board[y * width + x], at === null ? 0 : signs[at], `${width}×${height} at [${x}, ${y}]`);
          if (at !== null) stones++;
        }
      }
      assert.ok(stones > 0, `${width}×${height}: some stones were played`);
      board.fill(7);
      assert.ok(game.board().every((v) => v >= -1 && v <= 1), "changing the copy changed nothing");
      game.free();
      assert.equal(thrown(() => game.board()).code, "freed");
    }
  });

  test(`${dir}: the fast paths throw the general path's coded errors`, () => {
    const game = new Game({ size: 9 });
    for (const [x, y] of [[9, 0], [0, 9], [-1, 0], [1.5, 2], [300, 1]]) {
      const e = thrown(() => game.playAt(x, y));
      assert.equal(e.code, "badVertex", `playAt(${x}, ${y})`);
      assert.ok(e instanceof Error);
      assert.match(e.message, /off the 9×9 board/);
      const p = thrown(() => game.play([x, y]));
      assert.equal(p.code, "badVertex", `play([${x}, ${y}])`);
    }
    assert.equal(game.moveNumber, 0);
    // Other forms still take the general path.
    assert.deepEqual(game.play("E5"), { legal: true, captures: [] });
    assert.equal(game.play("E5").reason, "occupied");
    assert.equal(thrown(() => game.play(["4", "4"])).code, "badVertex");
    assert.equal(thrown(() => game.play([4, 4, 4])).code, "badVertex");
    game.free();
    assert.equal(thrown(() => game.play([1, 1])).code, "freed");
    assert.equal(thrown(() => game.playAt(1, 1)).code, "freed");
  });

  test(`${dir}: every verdict is a new object and the class has only its documented methods`, () => {
    const game = new Game({ size: 9 });
    const a = game.play([0, 0]);
    a.captures.push("changed");
    const b = game.play([5, 5]);
    assert.deepEqual(b, { legal: true, captures: [] });
    assert.notEqual(a.captures, b.captures);
    game.free();
    const hidden = Object.getOwnPropertyNames(Game.prototype).filter((n) => n.startsWith("__tengen"));
    assert.deepEqual(hidden, []);
  });
}
