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
//
// Rates are by CPU time as well as by the wall clock (the CPU figures are steadier on a loaded
// machine): Node by process.cpuUsage, Chromium by its renderer's CPU time (the DevTools
// protocol's SystemInfo.getProcessInfo), native by the runner's CPU time as this process's
// children (/proc/self/stat).
//   TENGEN_BENCH_BASE=dir   a second bench build (one built the same way from another tree,
//                           e.g. main's target/bench-pkg) timed in the same rounds, in Node and
//                           Chromium, marked [base]
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { servePage } from "./lib/wasm-bench.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const rounds = Number(process.argv[2] ?? 5);
const sides = [9, 19];
const profile = process.env.TENGEN_BENCH_PROFILE ?? "wasm-release";
const wasmOptFlags = (process.env.TENGEN_BENCH_WASM_OPT ?? "-Oz").split(/\s+/).filter(Boolean);
const pkg = path.join(root, "target", "bench-pkg");
const basePkg = process.env.TENGEN_BENCH_BASE && path.resolve(process.env.TENGEN_BENCH_BASE);

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

// ---- clocks
/** This process's children's CPU time in ms (utime + stime of waited-for children). */
function childrenCpuMs() {
  const fields = fs.readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100; // cutime, cstime (ticks of 1/100 s)
}

// ---- contestants: each returns { rate, cpuRate (playouts a second, a CPU-second), movesPerPlayout }
function native(side) {
  const cpu0 = childrenCpuMs();
  const out = run(nativeRunner, [String(side), "1"]);
  const cpuMs = childrenCpuMs() - cpu0;
  const m = out.match(/: (\d+) playouts in [\d.]+ s = (\d+) playouts\/s, ([\d.]+) moves per playout/);
  if (!m) throw new Error(`unexpected output from the native runner: ${out}`);
  return { rate: Number(m[2]), cpuRate: (Number(m[1]) / cpuMs) * 1000, movesPerPlayout: Number(m[3]) };
}

/**
 * Runs where the wasm is loaded (Node or the page): playouts for about `ms` milliseconds.
 * `cpu()` is a CPU clock in ms where there is one (Node), else null (the page: measured outside).
 */
function timePlayouts(bench, side, ms, cpu) {
  bench(side, 200, 1); // warm-up (tiers up the code)
  let count = 0, moves = 0;
  const c0 = cpu ? cpu() : 0;
  const t0 = performance.now();
  let t = t0;
  while (t - t0 < ms) {
    moves += bench(side, 200, count + 2);
    count += 200;
    t = performance.now();
  }
  const cpuMs = cpu ? cpu() - c0 : null;
  return { count, wallMs: t - t0, cpuMs, rate: (count / (t - t0)) * 1000, movesPerPlayout: moves / count };
}

const nodeCpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
async function loadBuild(dir) {
  const mod = await import(pathToFileURL(path.join(dir, "tengen.js")).href);
  mod.initSync({ module: fs.readFileSync(path.join(dir, "tengen_bg.wasm")) });
  return mod;
}
const nodeBuilds = { "": await loadBuild(pkg), ...(basePkg ? { " [base]": await loadBuild(basePkg) } : {}) };
const inNode = (mark, side) => {
  const r = timePlayouts(nodeBuilds[mark].benchLightPlayouts, side, 1000, nodeCpu);
  return { ...r, cpuRate: (r.count / r.cpuMs) * 1000 };
};

const page = `<!doctype html><meta charset="utf-8"><title>playouts</title><script type="module">
import init, { benchLightPlayouts } from "/pkg/tengen.js";
await init();
window.bench = { "": benchLightPlayouts };
if (${JSON.stringify(Boolean(basePkg))}) {
  const base = await import("/base/tengen.js");
  await base.default();
  window.bench[" [base]"] = base.benchLightPlayouts;
}
document.body.dataset.ready = "true";
</script><body></body>`;
const { server, base } = await servePage(page, { "/pkg/": pkg, ...(basePkg ? { "/base/": basePkg } : {}) });
const browser = await chromium.launch({
  executablePath: process.env.TENGEN_CHROMIUM ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const tab = await browser.newPage();
await tab.goto(base);
await tab.waitForSelector('body[data-ready="true"]', { state: "attached" });
const cdp = await browser.newBrowserCDPSession();
/** The CPU time of Chromium's renderer processes, in ms (the page runs in one of them). */
async function rendererCpuMs() {
  const { processInfo } = await cdp.send("SystemInfo.getProcessInfo");
  return processInfo.filter((p) => p.type === "renderer").reduce((ms, p) => ms + p.cpuTime * 1000, 0);
}
const inChromium = async (mark, side) => {
  const cpu0 = await rendererCpuMs();
  const r = await tab.evaluate(
    ([src, mark, side]) => new Function(`return (${src})`)()(window.bench[mark], side, 1000, null),
    [timePlayouts.toString(), mark, side],
  );
  const cpuMs = (await rendererCpuMs()) - cpu0;
  // The renderer's CPU time includes the warm-up: count it at its share of the wall time.
  return { ...r, cpuRate: (r.count / cpuMs) * 1000 * (1 + 200 / r.count) };
};

// ---- rounds
const best = {};
const keep = (key, r) => {
  const b = (best[key] ??= { rate: 0, cpuRate: 0 });
  b.rate = Math.max(b.rate, r.rate);
  b.cpuRate = Math.max(b.cpuRate, r.cpuRate);
  b.movesPerPlayout = r.movesPerPlayout;
};
const marks = Object.keys(nodeBuilds);
for (let round = 1; round <= rounds; round++) {
  for (const side of sides) {
    keep(`native ${side}`, native(side));
    for (const mark of marks) {
      keep(`node${mark} ${side}`, inNode(mark, side));
      keep(`chromium${mark} ${side}`, await inChromium(mark, side));
    }
  }
  process.stdout.write(`[bench] round ${round}/${rounds} done (load ${os.loadavg()[0].toFixed(1)})\n`);
}
const chromiumVersion = browser.version();
await browser.close();
server.close();

const gz = (await import("node:zlib")).gzipSync(fs.readFileSync(wasmFile), { level: 9 }).length;
console.log(`\nlight playouts per second (by the wall clock / by CPU time), best of ${rounds} rounds of about 1 s (same run, alternating)`);
const labels = [["native", "native (examples/playouts, release)"]];
for (const mark of marks) {
  labels.push([`node${mark}`, `Node ${process.version} (wasm)${mark}`], [`chromium${mark}`, `Chromium ${chromiumVersion} (wasm)${mark}`]);
}
for (const side of sides) {
  const n = best[`native ${side}`];
  for (const [key, label] of labels) {
    const r = best[`${key} ${side}`];
    const pct = (a, b) => `${((100 * a) / b).toFixed(0).padStart(3)}%`;
    console.log(
      `${side}x${side}  wall ${Math.round(r.rate).toLocaleString("en").padStart(9)} ${pct(r.rate, n.rate)}  cpu ${Math.round(r.cpuRate).toLocaleString("en").padStart(9)} ${pct(r.cpuRate, n.cpuRate)} of native  ${r.movesPerPlayout.toFixed(1)} moves/playout  ${label}`,
    );
  }
}
console.log(`\nwasm ${fs.statSync(wasmFile).size} bytes, ${gz} gzipped (with the bench export); profile ${profile}; wasm-opt ${wasmOptFlags.join(" ") || "none"}; RUSTFLAGS ${process.env.RUSTFLAGS ?? "none"}`);
console.log(`${os.cpus().length} × ${os.cpus()[0].model}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
