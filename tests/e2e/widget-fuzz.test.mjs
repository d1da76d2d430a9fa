// A seeded fuzz test of the widget's readers (issue 16, "beyond the list"), run under Node:
// the modules that read attributes (config.js), points (coords.js), markup and the SGF
// record's main line (markup.js) are pure, so they are called directly with random and
// mutated input. Properties: every reader either returns a well-formed value (points on the
// board, known markup types, the documented kinds of value) or throws its own coded error
// (ConfigError / MarkupError, codes from the README's table); never a TypeError or a hang,
// and the SGF markup reader never throws at all. TENGEN_FUZZ_RUNS sets the inputs per reader.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import * as config from "../../www/board/config.js";
import { parseVertex, vertexName } from "../../www/board/coords.js";
import { parseMarkupText, normalizeMarkup, sgfMainLineMarkup, POINT_TYPES, MarkupError } from "../../www/board/markup.js";
import { positionToSgf } from "../../www/board/engine.js";

const RUNS = Number(process.env.TENGEN_FUZZ_RUNS) || 20000;
const { ConfigError } = config;
const CODES = new Set(["badSize", "badKomi", "badHandicap", "badMove", "badInteractive", "badPosition", "badView", "badCountPoints"]);

/** xorshift32: the same seed gives the same inputs, so a failure can be replayed. */
function rng(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13; s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5; s >>>= 0;
    return s / 2 ** 32;
  };
}

const ALPHABET = [..."ABCDEFGHJKLMNOPQRSTZabcdefst0123456789 []:;()\\\n\t.-+xX#oOW,·●○eE\u00a0—–", "中", "十", "𝟘", "\u0000"];

function generator(seed) {
  const r = rng(seed);
  const int = (n) => Math.floor(r() * n);
  const pick = (list) => list[int(list.length)];
  const randomText = (max) => Array.from({ length: int(max) }, () => pick(ALPHABET)).join("");
  /** A valid sample with a few characters inserted, deleted or replaced. */
  const mutate = (text) => {
    let s = [...text];
    for (let k = int(4); k >= 0; k--) {
      const i = int(s.length + 1);
      const op = int(3);
      if (op === 0) s.splice(i, 0, pick(ALPHABET));
      else if (op === 1) s.splice(i, 1);
      else s[i] = pick(ALPHABET);
    }
    return s.join("");
  };
  const input = (samples, max = 24) => (r() < 0.5 ? mutate(pick(samples)) : randomText(max));
  return { int, pick, input, r };
}

/** Run `check` on RUNS inputs; on a failure, say which input (and seed) it was. */
function fuzz(name, seed, make, check) {
  const g = generator(seed);
  for (let run = 0; run < RUNS; run++) {
    const value = make(g);
    try {
      check(value, g);
    } catch (e) {
      e.message = `${name}, seed ${seed}, run ${run}, input ${JSON.stringify(value)}: ${e.message}`;
      throw e;
    }
  }
}

/** Either a result that `ok` accepts, or a coded error of the reader's own kind. */
function returnsOrRefuses(fn, ok, ErrorType = ConfigError, codes = CODES) {
  let out;
  try {
    out = fn();
  } catch (e) {
    assert.ok(e instanceof ErrorType, `threw ${e?.name}: ${e?.message}`);
    assert.ok(codes.has(e.code), `unknown code ${e.code}`);
    return;
  }
  ok(out);
}

const onBoard = (w, h) => (p) => Array.isArray(p) && Number.isInteger(p[0]) && Number.isInteger(p[1]) && p[0] >= 0 && p[1] >= 0 && p[0] < w && p[1] < h;

describe("the widget's attribute readers, fuzzed", () => {
  test("size, width, height, komi, handicap, move: a number of the documented kind, or a coded error", () => {
    fuzz("parseSize", 1, (g) => g.input(["19", "13x9", "9:9", " 7 ", "25×25", "0", "052"]), (v) => {
      returnsOrRefuses(() => config.parseSize(v), ({ width, height }) => {
        assert.ok(Number.isInteger(width) && width >= 1 && Number.isInteger(height) && height >= 1);
      });
    });
    fuzz("parseDimension", 2, (g) => g.input(["9", "+13", "19 ", "0"]), (v) => {
      returnsOrRefuses(() => config.parseDimension("width", v), (n) => assert.ok(Number.isInteger(n) && n >= 1));
    });
    fuzz("parseKomi", 3, (g) => g.input(["7.5", "-3", ".5", "6.", "+0.5", "1e3"]), (v) => {
      returnsOrRefuses(() => config.parseKomi(v), (n) => assert.ok(Number.isFinite(n)));
    });
    fuzz("parseHandicap", 4, (g) => g.input(["2", "9", "+4", "0"]), (v) => {
      returnsOrRefuses(() => config.parseHandicap(v), (n) => assert.ok(Number.isInteger(n) && n >= 0));
    });
    fuzz("parseMove", 5, (g) => g.input(["12", "0", "last", "end", " 3 "]), (v) => {
      returnsOrRefuses(() => config.parseMove(v), (n) => assert.ok(n === Infinity || (Number.isInteger(n) && n >= 0)));
    });
  });

  test("the switches: one of their documented values, or a coded error", () => {
    const kinds = [
      ["parseInteractive", config.INTERACTIVE],
      ["parseCoordinates", ["none", "gtp", "chinese"]],
      ["parseConfirm", ["auto", "always", "never"]],
      ["parseCountPoints", [null, "black", "white"]],
    ];
    kinds.forEach(([name, values], k) => {
      fuzz(name, 10 + k, (g) => (g.r() < 0.1 ? null : g.input(["both", "none", "chinese", "always", "black", "White", "", "true"])), (v) => {
        returnsOrRefuses(() => config[name](v), (out) => assert.ok(values.includes(out), `gave ${out}`));
      });
    });
    fuzz("parseBool", 20, (g) => g.input(["", "false", "off", "0", "yes"]), (v) => assert.equal(typeof config.parseBool(v), "boolean"));
    fuzz("parseMoveNumbers", 21, (g) => g.input(["", "5", "all", "none"]), (v) => {
      const n = config.parseMoveNumbers(v);
      assert.ok(n === Infinity || (Number.isInteger(n) && n >= 0));
    });
  });

  test("view: two corners that name points, or a coded error", () => {
    fuzz("parseView", 30, (g) => g.input(["A1:G7", "J10:T19", "aa:gg", "A1 – K10", "a1-k10"]), (v) => {
      returnsOrRefuses(() => config.parseView(v), (out) => {
        if (out === null) return;
        for (const corner of [out.from, out.to]) {
          assert.equal(typeof corner, "string");
          // a corner is a point on some board (the board's own size is checked when drawn)
          assert.ok(parseVertex(corner, 700, 99), `${corner} names no point`);
        }
      });
    });
  });

  test("position: points on the board it describes, or badPosition", () => {
    const diagrams = [". X O\n. . .\nO . X", "AB[D4][E5] AW[C3] PL[W]", "AB[aa:cc]AW[dd]", "X . \n . O", "+ + ●\n○ + +"];
    fuzz("parsePosition", 40, (g) => [g.input(diagrams, 60), g.pick([undefined, 5, 9, 19])], ([text, size]) => {
      returnsOrRefuses(() => config.parsePosition(text, size, size), (out) => {
        assert.ok(Number.isInteger(out.width) && Number.isInteger(out.height));
        const inside = onBoard(out.width, out.height);
        for (const p of [...out.black, ...out.white]) assert.ok(inside(p), `point ${p} off the board`);
        if (out.toMove !== undefined) assert.ok(["black", "white"].includes(out.toMove));
        // what the engine is handed: one SGF setup record with exactly these stones
        const sgf = positionToSgf(out);
        assert.match(sgf, /^\(;GM\[1\]FF\[4\]SZ\[[^\]]+\].*\)$/s);
        assert.equal((sgf.match(/\[[a-zA-Z]{2}\]/g) || []).length, out.black.length + out.white.length);
      });
    });
  });

  test("readGameSource: a source with a key, or a coded error naming the attribute", () => {
    const names = ["size", "width", "height", "rules", "komi", "handicap", "src", "sgf", "position", "to-move"];
    fuzz("readGameSource", 50, (g) => {
      const attrs = {};
      for (const n of names) if (g.r() < 0.3) attrs[n] = g.input(["9", "7.5", "2", "chinese", "(;SZ[9])", ". X\nO .", "white"], 20);
      return attrs;
    }, (attrs) => {
      let out;
      try {
        out = config.readGameSource((n) => attrs[n] ?? null);
      } catch (e) {
        assert.ok(e instanceof ConfigError && CODES.has(e.code), `threw ${e.name}: ${e.message}`);
        assert.ok(names.includes(e.attribute), `names the attribute (${e.attribute})`);
        return;
      }
      assert.ok(["src", "sgf", "position", "new"].includes(out.kind));
      assert.equal(typeof out.key, "string");
    });
  });
});

describe("the widget's markup readers, fuzzed", () => {
  const MARK_TYPES = new Set([...POINT_TYPES, "label", "line", "arrow"]);
  const wellFormed = (w, h) => (items) => {
    const inside = onBoard(w, h);
    for (const m of items) {
      assert.ok(MARK_TYPES.has(m.type), `type ${m.type}`);
      if (m.type === "line" || m.type === "arrow") assert.ok(inside(m.from) && inside(m.to));
      else assert.ok(inside(m.at), `at ${m.at}`);
      if (m.type === "label") assert.equal(typeof m.text, "string");
    }
  };

  test("the markup attribute: marks on the board, or badMarkup", () => {
    const samples = ["TR[D4][E5] LB[C3:a] AR[A1:C3]", "SQ[aa:cc]", "LB[dd:\\]x]", "MA[E5]DD[A1]SL[B2]", "LN[A1:T19]"];
    fuzz("parseMarkupText", 60, (g) => [g.input(samples, 40), g.pick([5, 9, 19])], ([text, size]) => {
      returnsOrRefuses(() => parseMarkupText(text, size, size), wellFormed(size, size), MarkupError, new Set(["badMarkup"]));
    });
  });

  test("setMarkup's list: marks on the board, or badMarkup", () => {
    const types = ["triangle", "label", "line", "arrow", "circle", "Square", "bogus", "", null];
    fuzz("normalizeMarkup", 61, (g) => Array.from({ length: g.int(4) }, () => ({
      type: g.pick(types), at: g.pick(["D4", "dd", [2, 3], [9, 9], "Z9", null, [["A1"], ["B2"]]]),
      from: g.pick(["A1", [0, 0], "x"]), to: g.pick(["C3", [8, 8], undefined]), text: g.pick(["a", 3, undefined]),
    })), (list) => {
      returnsOrRefuses(() => normalizeMarkup(list, 9, 9), wellFormed(9, 9), MarkupError, new Set(["badMarkup"]));
    });
  });

  test("an SGF record's main-line markup and comments: never an exception, one entry per move", () => {
    const records = [
      "(;SZ[9]C[start]TR[ee];B[ee]C[one]LB[dd:A];W[dc]SQ[aa:bb](;B[cc]MA[cc])(;B[gg]CR[gg]))",
      "(;FF[3]SZ[9]AddBlack[aa];B[bb]C[a \\] bracket];W[])",
      "(;SZ[19];B[pd];W[dp];B[pq];W[dd]C[第四手])",
      "(;SZ[5];B[aa]LN[aa:ee]AR[ab:cd];W[bb]DD[bb])",
    ];
    fuzz("sgfMainLineMarkup", 70, (g) => [g.input(records, 80), g.pick([5, 9, 19])], ([text, size]) => {
      const out = sgfMainLineMarkup(text, size, size);
      assert.ok(Array.isArray(out.markup) && Array.isArray(out.comments));
      assert.equal(out.markup.length, out.comments.length, "markup and comments per move alike");
      for (const items of out.markup) wellFormed(size, size)(items || []);
      for (const c of out.comments) assert.equal(typeof c, "string");
    });
  });

  test("the main line of a wide or deep record is read in one pass: the first variation only", () => {
    const n = 100000;
    const wide = "(;SZ[9];B[ee]C[main]" + "(;W[aa]TR[aa])".repeat(n) + ")";
    const out = sgfMainLineMarkup(wide, 9, 9);
    assert.equal(out.markup.length, 3, "the start, B[ee], and the first W[aa]");
    assert.deepEqual(out.markup[2], [{ type: "triangle", at: [0, 0] }]);
    const deep = "(;SZ[9]" + ";B[aa];W[bb]".repeat(n / 2) + ")";
    assert.equal(sgfMainLineMarkup(deep, 9, 9).markup.length, n + 1);
    const comment = "(;SZ[9]C[" + "x".repeat(1 << 20) + "];B[ee])";
    assert.equal(sgfMainLineMarkup(comment, 9, 9).comments[0].length, 1 << 20);
  });
});

// The readers' names for points agree with each other: what vertexName writes, parseVertex
// reads back, on every board size the engine supports.
test("point names round-trip on every board from 2×2 to 25×25", () => {
  for (let w = 2; w <= 25; w++) {
    for (let h = 2; h <= 25; h++) {
      for (let x = 0; x < w; x++) {
        for (let y = 0; y < h; y++) assert.deepEqual(parseVertex(vertexName([x, y], h), w, h), [x, y]);
      }
    }
  }
});
