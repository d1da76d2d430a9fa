// Shared setup of the browser benchmarks: serve a wasm-pack build at /pkg/ from a local
// server, import one of its exports in a blank headless-Chromium page, run a measuring
// function there, then run the same function under Node on the same wasm.
//
//   import { measureInChromiumAndNode, machine } from "./lib/wasm-bench.mjs";
//   const { chromium, node } = await measureInChromiumAndNode({
//     pkgDir, exportName: "Problems", measure: timeProblems, args: [40],
//   });
//
// `measure(api, args, now)` must be self-contained (it is sent to the page as source text):
// `api` is the export, `args` the array given, `now()` a millisecond clock. Its result must be
// JSON-serialisable. Needs /usr/bin/chromium and playwright-core. `servePage` is the server
// alone (bench/playouts-wasm.mjs, bench/estimate-browser.mjs).
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import { pathToFileURL } from "node:url";
import { chromium as chromiumLauncher } from "playwright-core";

const types = { ".js": "text/javascript", ".wasm": "application/wasm", ".html": "text/html" };

/** Exits with a hint when the build is missing. */
export function requireBuild(pkgDir, how) {
  if (!fs.existsSync(path.join(pkgDir, "tengen_bg.wasm"))) {
    console.error(`${path.join(pkgDir, "tengen_bg.wasm")} is missing: run \`${how}\` first`);
    process.exit(1);
  }
}

function pageFor(exportName) {
  return `<!doctype html><meta charset="utf-8"><title>bench</title>
<script type="module">
import init, { ${exportName} } from "/pkg/tengen.js";
await init();
window.benchApi = ${exportName};
document.body.dataset.ready = "true";
</script><body></body>`;
}

/**
 * A local server for one page (at /) and the files of wasm-pack builds: `mounts` maps a path
 * prefix (such as "/pkg/") to a build folder, whose files it serves by name (nothing else).
 * Returns the server (close it when done) and its base URL.
 */
export async function servePage(page, mounts) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, "http://localhost");
    if (url.pathname === "/") {
      res.writeHead(200, { "content-type": types[".html"] });
      res.end(page);
      return;
    }
    const prefix = Object.keys(mounts).find((p) => url.pathname.startsWith(p));
    const file = prefix && path.join(mounts[prefix], path.basename(url.pathname));
    if (!file || !fs.existsSync(file)) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { "content-type": types[path.extname(file)] ?? "application/octet-stream" });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, base: `http://127.0.0.1:${server.address().port}/` };
}

/** The page and server for one build's export under /pkg/. */
function serve(pkgDir, exportName) {
  return servePage(pageFor(exportName), { "/pkg/": pkgDir });
}

/** Runs `measure` in headless Chromium, then under Node; returns both results and versions. */
export async function measureInChromiumAndNode({ pkgDir, exportName, measure, args = [] }) {
  const { server, base } = await serve(pkgDir, exportName);
  const browser = await chromiumLauncher.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
  let inChromium;
  try {
    const tab = await browser.newPage();
    await tab.goto(base);
    await tab.waitForSelector('body[data-ready="true"]', { state: "attached" });
    const result = await tab.evaluate(
      ([src, args]) => new Function(`return (${src})`)()(window.benchApi, args, () => performance.now()),
      [measure.toString(), args],
    );
    inChromium = { version: browser.version(), result };
  } finally {
    await browser.close();
    server.close();
  }
  const mod = await import(pathToFileURL(path.join(pkgDir, "tengen.js")).href);
  await mod.default({ module_or_path: fs.readFileSync(path.join(pkgDir, "tengen_bg.wasm")) });
  const result = await measure(mod[exportName], args, () => performance.now());
  return { chromium: inChromium, node: { version: process.version, result } };
}

/** The machine and its load, for the figures. */
export function machine() {
  return `${os.cpus().length} × ${os.cpus()[0].model}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`;
}
