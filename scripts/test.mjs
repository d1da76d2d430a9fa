#!/usr/bin/env node
// `npm test`: setup where needed, then every suite, each counted from its own output.
//
//   native    cargo test --all-targets, then the doc tests (cargo test --doc), --no-fail-fast
//   node      tests/node.rs, the facade under Node.js         } what `wasm-pack test --node` and
//   browser   tests/web.rs in headless Chrome (chromedriver)  } `--headless --chrome` run, one
//             target each (scripts/wasm-test.sh says why not wasm-pack itself)
//   page      the release wasm build (scripts/build-wasm.sh), then tests/e2e/*.test.mjs with
//             node --test: playwright-core driving /usr/bin/chromium on the page served over HTTP
//   package   the release build, then tests/package: `npm pack` installed into a temporary
//             project and used from Node, a plain page, a Vite build and tsc --strict
//
// A suite fails when its command fails, when any test in it fails, or when it ran no test at all.
// The last line is `N passed, N failed`.
//
//   npm test                     every suite
//   npm test -- native page      only those suites (the setup still runs)
//   TENGEN_SKIP_SETUP=1 npm test skip scripts/setup.sh (when you know it is done)

import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
process.chdir(ROOT);

const e2eFiles = () =>
  readdirSync("tests/e2e").filter((f) => f.endsWith(".test.mjs")).sort().map((f) => `tests/e2e/${f}`);

// Each step: [program, args]. A suite's counts are summed over its steps' outputs.
const SUITES = [
  {
    name: "native",
    what: "cargo test (all targets + doc tests)",
    steps: [
      ["cargo", ["test", "--all-targets", "--no-fail-fast"]],
      ["cargo", ["test", "--doc", "--no-fail-fast"]],
    ],
    parse: parseLibtest,
  },
  {
    name: "node",
    what: "wasm-bindgen-test in Node.js (tests/node.rs)",
    steps: [["bash", ["scripts/wasm-test.sh", "node"]]],
    parse: parseLibtest,
  },
  {
    name: "browser",
    what: "wasm-bindgen-test in headless Chrome (tests/web.rs)",
    steps: [["bash", ["scripts/wasm-test.sh", "chrome"]]],
    parse: parseLibtest,
  },
  {
    name: "page",
    what: "release build + node --test tests/e2e (playwright-core, Chromium)",
    steps: [
      ["bash", ["scripts/build-wasm.sh"]],
      // (with no file named, node --test would hunt for test files all over the tree)
      ["node", () => (e2eFiles().length ? ["--test", "--test-reporter=tap", ...e2eFiles()] : null)],
    ],
    parse: parseNodeTest,
  },
  {
    // (issue 6) the npm package as users get it: packed, installed into a temporary project,
    // used from Node 20 (initSync), a plain module page, a Vite build, and tsc --strict;
    // <go-board> and <go-lesson> in plain pages, Vite builds, React 19 and Vue 3 projects.
    name: "package",
    what: "release build + npm pack, installed and used (tests/package)",
    steps: [
      ["bash", ["scripts/build-wasm.sh"]],
      ["node", ["--test", "--test-reporter=tap", "tests/package/package.test.mjs", "tests/package/lesson.test.mjs", "tests/package/frameworks.test.mjs"]],
    ],
    parse: parseNodeTest,
  },
];

// libtest and wasm-bindgen-test-runner: `test result: ok. 5 passed; 0 failed; ...` per binary.
function parseLibtest(text) {
  let passed = 0, failed = 0, seen = 0;
  for (const m of text.matchAll(/^test result: \w+\. (\d+) passed; (\d+) failed/gm)) {
    passed += Number(m[1]); failed += Number(m[2]); seen++;
  }
  return { passed, failed, seen };
}

// node --test (tap or spec reporter): `# pass 6` / `# fail 0` or `ℹ pass 6` / `ℹ fail 0`.
function parseNodeTest(text) {
  let passed = 0, failed = 0, seen = 0;
  for (const m of text.matchAll(/^[#ℹ] pass (\d+)$/gmu)) { passed += Number(m[1]); seen++; }
  for (const m of text.matchAll(/^[#ℹ] fail (\d+)$/gmu)) failed += Number(m[1]);
  for (const m of text.matchAll(/^[#ℹ] cancelled (\d+)$/gmu)) failed += Number(m[1]);
  return { passed, failed, seen };
}

// Runs a command, echoing its output as it comes and keeping a copy to parse.
function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    let out = "";
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
    child.stdout.on("data", (d) => { out += d; process.stdout.write(d); });
    child.stderr.on("data", (d) => { out += d; process.stderr.write(d); });
    child.on("error", (e) => { out += `\n${e.message}\n`; resolve({ code: 127, out }); });
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), out }));
  });
}

const secs = (t0) => `${((Date.now() - t0) / 1000).toFixed(1)}s`;
const banner = (text) => console.log(`\n======== ${text} ========`);

const wanted = process.argv.slice(2);
for (const w of wanted) {
  if (!SUITES.some((s) => s.name === w)) {
    console.error(`unknown suite "${w}"; the suites are: ${SUITES.map((s) => s.name).join(", ")}`);
    process.exit(2);
  }
}
const suites = wanted.length ? SUITES.filter((s) => wanted.includes(s.name)) : SUITES;
const T0 = Date.now();

if (!process.env.TENGEN_SKIP_SETUP) {
  banner("setup (scripts/setup.sh)");
  const t = Date.now();
  const { code } = await run("bash", ["scripts/setup.sh"]);
  if (code !== 0) {
    console.log(`\nsetup failed (exit ${code}) after ${secs(t)}: no suite was run`);
    console.log("0 passed, 1 failed");
    process.exit(1);
  }
}

const results = [];
for (const suite of suites) {
  banner(`${suite.name}: ${suite.what}`);
  const t = Date.now();
  let passed = 0, failed = 0, seen = 0, broken = null;
  for (const [cmd, argsOrFn] of suite.steps) {
    const args = typeof argsOrFn === "function" ? argsOrFn() : argsOrFn;
    if (!args) { broken = `no test files for \`${cmd}\``; break; }
    const { code, out } = await run(cmd, args);
    const counts = suite.parse(out);
    passed += counts.passed; failed += counts.failed; seen += counts.seen;
    if (code !== 0) { broken = `\`${cmd} ${args.join(" ")}\` exited with ${code}`; break; }
  }
  if (!broken && passed + failed === 0) broken = "ran no test";
  results.push({ name: suite.name, what: suite.what, passed, failed, broken, time: secs(t) });
}

banner(`summary (${secs(T0)} in all)`);
let totalPassed = 0, totalFailed = 0;
for (const r of results) {
  const ok = !r.broken && r.failed === 0;
  console.log(`${ok ? "ok  " : "FAIL"} ${r.name.padEnd(8)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.time.padStart(7)}  ${r.what}${r.broken ? `  <- ${r.broken}` : ""}`);
  totalPassed += r.passed;
  // A suite that broke without a failing test still counts as one failure.
  totalFailed += r.broken && r.failed === 0 ? 1 : r.failed;
}
console.log(`${totalPassed} passed, ${totalFailed} failed`);
process.exit(totalFailed === 0 ? 0 : 1);
