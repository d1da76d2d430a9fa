// scripts/serve.mjs, `npm start`'s server, spoken to over raw HTTP (issue 16 item 9, issue 19
// item 4): redirects that stay on this origin and never carry a raw CR or LF, status lines that
// match their codes, the site's Content-Security-Policy on every response, and compression
// that is negotiated, marked and skipped for what is compressed already.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { STATUS_CODES, request } from "node:http";
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { CSP, negotiate, startServer } from "../../scripts/serve.mjs";
import { ROOT } from "./helpers.mjs";

let site, scratch, scratchDir;
before(async () => {
  site = await startServer({ root: join(ROOT, "www"), port: 0, csp: CSP });
  // A root with a folder whose name holds CR, LF and a header, and files of each kind.
  scratchDir = mkdtempSync(join(tmpdir(), "tengen-serve-"));
  mkdirSync(join(scratchDir, "x\r\nLocation: evil.example"));
  mkdirSync(join(scratchDir, "board"));
  writeFileSync(join(scratchDir, "board", "index.html"), "<!doctype html><title>b</title>");
  writeFileSync(join(scratchDir, "big.js"), "export const x = 1;\n".repeat(500));
  writeFileSync(join(scratchDir, "small.js"), "export {};\n");
  writeFileSync(join(scratchDir, "photo.png"), Buffer.alloc(4000, 7));
  writeFileSync(join(scratchDir, "font.woff2"), Buffer.alloc(4000, 7));
  scratch = await startServer({ root: scratchDir, port: 0, csp: CSP });
});
after(async () => {
  await site?.close();
  await scratch?.close();
  rmSync(scratchDir, { recursive: true, force: true });
});

/** GET (or another method) of a raw path, exactly as written; resolves to the whole answer. */
function raw(server, path, { method = "GET", headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: server.port, path, method, headers }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, text: res.statusMessage, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("redirects stay on this origin", () => {
  test("an encoded //host in the path is not a redirect to that host", async () => {
    // Answered `301 Location: //evil.example/../board/` before.
    for (const path of ["/%2fevil.example%2f..%2fboard", "/%2F%2Fevil.example%2F..%2Fboard", "/%5c%5cevil.example%2f..%2fboard/../board", "//evil.example/../board"]) {
      const r = await raw(scratch, path);
      if (r.status === 404) continue; // a path that names no folder here is fine too
      assert.equal(r.status, 301, path);
      assert.equal(r.headers.location, "/board/", path);
    }
    const r = await raw(scratch, "/%2fevil.example%2f..%2fboard");
    assert.equal(r.status, 301);
    assert.equal(r.headers.location, "/board/");
  });

  test("a folder's redirect is built from its normalised path, percent-encoded", async () => {
    const r = await raw(scratch, "/x%0d%0aLocation:%20evil.example");
    // "404 Moved Permanently" before: the raw CR/LF made the redirect throw half-way.
    assert.equal(r.status, 301);
    assert.equal(r.text, "Moved Permanently");
    assert.equal(r.headers.location, "/x%0D%0ALocation%3A%20evil.example/");
    assert.ok(r.headers.location.startsWith("/") && !r.headers.location.startsWith("//"));
    const site301 = await raw(site, "/board");
    assert.equal(site301.status, 301);
    assert.equal(site301.headers.location, "/board/");
  });

  test("every status line says what its code means", async () => {
    const cases = [
      ["/no-such-file.js", "GET", 404],
      ["/..%2fCargo.toml", "GET", 403],
      ["/%E0%A4%A", "GET", 400],
      ["/index.html", "DELETE", 405],
      ["/board", "GET", 301],
      ["/index.html", "GET", 200],
    ];
    for (const [path, method, status] of cases) {
      const r = await raw(site, path, { method });
      assert.equal(r.status, status, `${method} ${path}`);
      assert.equal(r.text, STATUS_CODES[status], `${method} ${path}`);
    }
  });
});

describe("the Content-Security-Policy", () => {
  test("is sent with every page, error and worker script, and only with them", async () => {
    assert.equal(CSP, "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:");
    for (const path of ["/", "/index.html", "/play.html", "/examples/", "/engine-worker.js", "/nope", "/board"]) {
      const r = await raw(site, path);
      assert.equal(r.headers["content-security-policy"], CSP, path);
      assert.equal(r.headers["x-content-type-options"], "nosniff", path);
    }
    // A policy on a module, a style sheet or a wasm file governs nothing: not sent.
    for (const path of ["/board/go-board.js", "/board/board.css", "/pkg/tengen_bg.wasm"]) {
      const r = await raw(site, path);
      assert.equal(r.status, 200, path);
      assert.equal(r.headers["content-security-policy"], undefined, path);
      assert.equal(r.headers["x-content-type-options"], "nosniff", path);
    }
  });
});

describe("compression", () => {
  test("negotiates brotli, gzip or nothing from Accept-Encoding", () => {
    assert.equal(negotiate("gzip, deflate, br"), "br");
    assert.equal(negotiate("gzip"), "gzip");
    assert.equal(negotiate("br;q=0, gzip;q=0.5"), "gzip");
    assert.equal(negotiate("gzip;q=1, br;q=0.2"), "gzip");
    assert.equal(negotiate("*"), "br");
    assert.equal(negotiate("*;q=0, gzip"), "gzip");
    assert.equal(negotiate("identity"), null);
    assert.equal(negotiate(""), null);
    assert.equal(negotiate(undefined), null);
  });

  test("compresses text and wasm, marks it, and the body decodes to the file", async () => {
    const wasmFile = readFileSync(join(ROOT, "www/pkg/tengen_bg.wasm"));
    for (const [encoding, decode] of [["br", brotliDecompressSync], ["gzip", gunzipSync]]) {
      for (const [path, file] of [["/pkg/tengen_bg.wasm", wasmFile], ["/index.html", readFileSync(join(ROOT, "www/index.html"))]]) {
        const r = await raw(site, path, { headers: { "accept-encoding": encoding } });
        assert.equal(r.status, 200);
        assert.equal(r.headers["content-encoding"], encoding, path);
        assert.equal(r.headers.vary, "Accept-Encoding", path);
        assert.equal(Number(r.headers["content-length"]), r.body.length, path);
        assert.ok(r.body.length < file.length * 0.7, `${path}: ${r.body.length} of ${file.length} bytes`);
        assert.deepEqual(decode(r.body), file, path);
      }
    }
    // HEAD: the same headers, no body.
    const head = await raw(site, "/pkg/tengen_bg.wasm", { method: "HEAD", headers: { "accept-encoding": "br" } });
    assert.equal(head.headers["content-encoding"], "br");
    assert.equal(head.body.length, 0);
  });

  test("sends the file as it is without Accept-Encoding, for small files, and for images and fonts", async () => {
    const plain = await raw(scratch, "/big.js");
    assert.equal(plain.headers["content-encoding"], undefined);
    assert.equal(plain.headers.vary, "Accept-Encoding", "a cache must still tell the two apart");
    assert.deepEqual(plain.body, readFileSync(join(scratchDir, "big.js")));
    const small = await raw(scratch, "/small.js", { headers: { "accept-encoding": "gzip, br" } });
    assert.equal(small.headers["content-encoding"], undefined);
    for (const path of ["/photo.png", "/font.woff2"]) {
      const r = await raw(scratch, path, { headers: { "accept-encoding": "gzip, br" } });
      assert.equal(r.headers["content-encoding"], undefined, path);
      assert.equal(r.headers.vary, undefined, path);
      assert.equal(r.body.length, 4000, path);
    }
  });

  test("a changed file is compressed afresh", async () => {
    const file = join(scratchDir, "changing.js");
    writeFileSync(file, "export const a = 1;\n".repeat(100));
    const first = await raw(scratch, "/changing.js", { headers: { "accept-encoding": "gzip" } });
    writeFileSync(file, "export const b = 2;\n".repeat(120));
    const second = await raw(scratch, "/changing.js", { headers: { "accept-encoding": "gzip" } });
    assert.equal(gunzipSync(first.body).toString(), "export const a = 1;\n".repeat(100));
    assert.equal(gunzipSync(second.body).toString(), "export const b = 2;\n".repeat(120));
  });
});
