// scripts/serve.mjs keeps the compressed bodies of large files on disk (brotli 11 takes
// seconds on a wasm build, and every page test starts its own server). What is served must
// always be the file as it is now: a changed file is compressed again, never answered from
// the cache; and the cache is shared by servers in different processes (a server started in a
// child process reads the first one's entry without compressing).
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, writeFileSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";

const cache = mkdtempSync(join(tmpdir(), "tengen-serve-cache-"));
const root = mkdtempSync(join(tmpdir(), "tengen-serve-root-"));
process.env.TENGEN_SERVE_CACHE = cache;
const { prewarm, startServer } = await import("../../scripts/serve.mjs");

// 200 KB of text that compresses (above the 64 KB disk-cache threshold).
const text = (tag) => Array.from({ length: 4000 }, (_, i) => `line ${i} of ${tag} ${"abcdefghij".repeat(4)}\n`).join("");

async function get(server, path, encoding) {
  const res = await fetch(`http://127.0.0.1:${server.port}/${path}`, { headers: { "accept-encoding": encoding } });
  const body = Buffer.from(await res.arrayBuffer());
  return { encoding: res.headers.get("content-encoding"), body };
}
// fetch() decodes bodies itself; ask node's http for the raw bytes instead.
async function raw(server, path, encoding) {
  const { request } = await import("node:http");
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port: server.port, path: `/${path}`, headers: { "accept-encoding": encoding } }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
    }).on("error", reject).end();
  });
}

test("a large file is compressed once into the cache, and a changed file is never served stale", async (t) => {
  writeFileSync(join(root, "big.js"), text("first"));
  const one = await startServer({ root, port: 0, csp: null });
  t.after(() => one.close()); // also when an assertion fails: an open server would keep the test alive
  const br = await raw(one, "big.js", "br");
  assert.equal(br.encoding, "br");
  assert.equal(brotliDecompressSync(br.body).toString(), text("first"));
  assert.equal(readdirSync(cache).filter((n) => n.endsWith(".br")).length, 1, "one brotli entry on disk");
  const gz = await raw(one, "big.js", "gzip");
  assert.equal(gunzipSync(gz.body).toString(), text("first"));

  // A server in another process (as each page test starts its own) reads the entry from disk:
  // an entry replaced by hand is what it serves, so it did not compress the file again.
  const [entry] = readdirSync(cache).filter((n) => n.endsWith(".br"));
  writeFileSync(join(cache, entry), brotliCompressSync("from the disk cache"));
  const child = `const { startServer } = await import(${JSON.stringify(new URL("../../scripts/serve.mjs", import.meta.url).href)});
    const { request } = await import("node:http");
    const s = await startServer({ root: ${JSON.stringify(root)}, port: 0, csp: null });
    request({ host: "127.0.0.1", port: s.port, path: "/big.js", headers: { "accept-encoding": "br" } }, (res) => {
      const chunks = []; res.on("data", (c) => chunks.push(c));
      res.on("end", async () => { process.stdout.write(Buffer.concat(chunks).toString("base64")); await s.close(); });
    }).end();`;
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", child], { env: { ...process.env, TENGEN_SERVE_CACHE: cache } });
  assert.equal(brotliDecompressSync(Buffer.from(out.toString(), "base64")).toString(), "from the disk cache");

  const two = await startServer({ root, port: 0, csp: null });
  t.after(() => two.close());
  // The file changes (new content, new mtime): the new content is served.
  writeFileSync(join(root, "big.js"), text("second"));
  const later = new Date(Date.now() + 5000);
  utimesSync(join(root, "big.js"), later, later);
  assert.equal(brotliDecompressSync((await raw(two, "big.js", "br")).body).toString(), text("second"));
  assert.equal((await get(two, "big.js", "br")).body.toString(), text("second"));
});

test("prewarm (npm start) fills the cache for the large files before any request", async () => {
  const dir = mkdtempSync(join(tmpdir(), "tengen-serve-prewarm-"));
  writeFileSync(join(dir, "large.wasm"), Buffer.from(text("wasm")));
  writeFileSync(join(dir, "small.js"), "export const x = 1;\n");
  const before = readdirSync(cache).length;
  assert.equal(await prewarm(dir), 1, "one file of 64 KB or more");
  assert.equal(readdirSync(cache).length, before + 2, "its brotli and gzip bodies");
});
