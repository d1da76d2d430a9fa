#!/usr/bin/env node
// Light playouts per second through the wasm build, in Node and in headless Chromium, against
// the same loop compiled natively, in one run on one machine (issue 19, item 2).
//
//   node bench/playouts-wasm.mjs [rounds]          (default 5 rounds)
//
// It builds what it times (a minute or two the first time, cached after):
//   * target/bench-pkg/: the engine with the `bench` feature (`benchLightPlayouts`,
//     src/wasm/bench.rs), built as scripts/build-wasm.sh builds the npm package (profile
//     `wasm-release`, npm binaryen's `wasm-opt -Oz`, the snippets folded in). Variants:
//     TENGEN_BENCH_PROFILE=release (cargo's opt-level 3 profile instead), TENGEN_BENCH_WASM_OPT
//     (wasm-opt's flags, default "-Oz"), RUSTFLAGS (e.g. "-C target-feature=+simd128").
//   * target/release/examples/playouts: the native runner (examples/playouts.rs), the same
//     loop as `cargo bench --bench playout` and as benchLightPlayouts.
// Each round runs each contestant for about a second per board size, alternating (native,
// Node, Chromium) so that all three see the same load; the best round of each is reported,
// with the ratios to native. The machine is shared: note the load average printed at the end.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

const root = fileURLToPath(new URL("..", import.meta.url));
const rounds = Number(process.argv[2] ?? 5);
const sides = [9, 19];
const profile = process.env.TENGEN_BENCH_PROFILE ?? "wasm-release";
const wasmOptFlags = (process.env.TENGEN_BENCH_WASM_OPT ?? "-Oz").split(/\s+/).filter(Boolean);
const pkg = path.join(root, "target", "bench-pkg");

function run(cmd, args, opts = {}) {
  return execFileSync(cmd, args, { cwd: root, stdio: ["ignore", "pipe", "inherit"], encoding: "utf8", ...opts });
}

// ---- build
const env = { ...process.env, PATH: `${os.homedir()}/.cargo/bin:${process.env.PATH}` };
console.log(`[bench] building target/bench-pkg (profile ${profile}, wasm-opt ${wasmOptFlags.join(" ") || "none"}, RUSTFLAGS ${env.RUSTFLAGS ?? "none"})`);
const packArgs = ["build", "--quiet", "--target", "web", "--no-opt", "--out-dir", pkg];
packArgs.push(...(profile === "release" ? ["--release"] : ["--profile", profile]));
run("wasm-pack", [...packArgs, "--", "--features", "bench"], { env, stdio: ["ignore", "inherit", "inherit"] });
const wasmFile = path.join(pkg, "tengen_bg.wasm");
if (wasmOptFlags.length > 0) {
  run(path.join(root, "node_modules/.bin/wasm-opt"), [
    ...wasmOptFlags, "--strip-debug", "--strip-producers", "--enable-bulk-memory", "--enable-nontrapping-float-to-int",
    "--enable-sign-ext", "--enable-mutable-globals", "--enable-reference-types", "--enable-multivalue", "-o", wasmFile, wasmFile,
  ]);
}
run("node", ["scripts/inline-snippets.mjs", pkg]);
console.log("[bench] building the native runner (cargo build --release --example playouts)");
run("cargo", ["build", "--quiet", "--release", "--example", "playouts"], { env, stdio: ["ignore", "inherit", "inherit"] });
const nativeRunner = path.join(root, "target/release/examples/playouts");

// ---- contestants: each returns { rate (playouts/s), movesPerPlayout } for one side
function native(side) {
  const out = run(nativeRunner, [String(side), "1"]);
  const m = out.match(/= (\d+) playouts\/s, ([\d.]+) moves per playout/);
  if (!m) throw new Error(`unexpected output from the native runner: ${out}`);
  return { rate: Number(m[1]), movesPerPlayout: Number(m[2]) };
}

/** Runs where the wasm is loaded (Node or the page): playouts for about `ms` milliseconds. */
function timePlayouts(bench, side, ms) {
  bench(side, 200, 1); // warm-up (tiers up the code)
  let count = 0, moves = 0;
  const t0 = performance.now();
  let t = t0;
  while (t - t0 < ms) {
    moves += bench(side, 200, count + 2);
    count += 200;
    t = performance.now();
  }
  return { rate: (count / (t - t0)) * 1000, movesPerPlayout: moves / count };
}

const mod = await import(pathToFileURL(path.join(pkg, "tengen.js")).href);
mod.initSync({ module: fs.readFileSync(wasmFile) });
const inNode = (side) => timePlayouts(mod.benchLightPlayouts, side, 1000);

const types = { ".js": "text/javascript", ".wasm": "application/wasm" };
const server = http.createServer((req, res) => {
  const url = new URL(req.url, "http://localhost");
  if (url.pathname === "/") {
    res.writeHead(200, { "content-type": "text/html" });
    res.end(`<!doctype html><meta charset="utf-8"><title>playouts</title><script type="module">
import init, { benchLightPlayouts } from "/tengen.js";
await init();
window.bench = benchLightPlayouts;
document.body.dataset.ready = "true";
</script><body></body>`);
    return;
  }
  const file = path.join(pkg, path.basename(url.pathname));
  if (!fs.existsSync(file)) {
    res.writeHead(404);
    res.end();
    return;
  }
  res.writeHead(200, { "content-type": types[path.extname(file)] ?? "application/octet-stream" });
  fs.createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const browser = await chromium.launch({
  executablePath: process.env.TENGEN_CHROMIUM ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const tab = await browser.newPage();
await tab.goto(`http://127.0.0.1:${server.address().port}/`);
await tab.waitForSelector('body[data-ready="true"]', { state: "attached" });
const inChromium = (side) =>
  tab.evaluate(([src, side]) => new Function(`return (${src})`)()(window.bench, side, 1000), [timePlayouts.toString(), side]);

// ---- rounds
const best = {};
const keep = (key, r) => {
  if (!best[key] || r.rate > best[key].rate) best[key] = r;
};
for (let round = 1; round <= rounds; round++) {
  for (const side of sides) {
    keep(`native ${side}`, native(side));
    keep(`node ${side}`, inNode(side));
    keep(`chromium ${side}`, await inChromium(side));
  }
  process.stdout.write(`[bench] round ${round}/${rounds} done (load ${os.loadavg()[0].toFixed(1)})\n`);
}
const chromiumVersion = browser.version();
await browser.close();
server.close();

const gz = (await import("node:zlib")).gzipSync(fs.readFileSync(wasmFile), { level: 9 }).length;
console.log(`\nlight playouts per second, best of ${rounds} rounds of about 1 s (same run, alternating)`);
for (const side of sides) {
  const n = best[`native ${side}`];
  for (const [key, label] of [["native", "native (examples/playouts, release)"], ["node", `Node ${process.version} (wasm)`], ["chromium", `Chromium ${chromiumVersion} (wasm)`]]) {
    const r = best[`${key} ${side}`];
    console.log(
      `${side}x${side}  ${Math.round(r.rate).toLocaleString("en").padStart(9)}  ${((100 * r.rate) / n.rate).toFixed(0).padStart(3)}% of native  ${r.movesPerPlayout.toFixed(1)} moves/playout  ${label}`,
    );
  }
}
console.log(`\nwasm ${fs.statSync(wasmFile).size} bytes, ${gz} gzipped (with the bench export); profile ${profile}; wasm-opt ${wasmOptFlags.join(" ") || "none"}; RUSTFLAGS ${process.env.RUSTFLAGS ?? "none"}`);
console.log(`${os.cpus().length} × ${os.cpus()[0].model}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
