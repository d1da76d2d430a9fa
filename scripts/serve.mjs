#!/usr/bin/env node
// A small static file server for www/ (node's http module, no dependencies).
//
//   node scripts/serve.mjs [--port 8080] [--host 127.0.0.1] [--root www]
//   PORT=9000 node scripts/serve.mjs
//
// Correct MIME types for .wasm (application/wasm, so WebAssembly.instantiateStreaming works)
// and .js/.mjs (text/javascript, for ES modules). `--port 0` picks a free port.
// Also importable: `startServer({ root, port, host, csp })` resolves to
// { server, port, url, close }; `handler(root, { csp })` is the request handler alone.
//
// What responses carry:
//   * pages, error pages and worker scripts (`*-worker.js`): the site's Content-Security-Policy
//     (`CSP` below, or the `csp` given; `csp: null` serves without one, for a folder that is not
//     the site, such as an embedder's test page; see DEFAULT_CSP for what is sent when none is
//     named); modules, styles, data and wasm go without it, as it governs nothing there;
//   * every response: `X-Content-Type-Options: nosniff`, and a status line whose text matches
//     its code.
// Text, scripts, JSON and wasm are compressed (brotli at its highest quality, or gzip at level
// 9, whichever the client prefers; `Vary: Accept-Encoding` always), each file once per change
// (kept in memory, keyed by its path, size and modification time). Files of 64 KB and more
// (the wasm builds) are also kept on disk under target/serve-cache/ (TENGEN_SERVE_CACHE names
// another folder, "off" none), so brotli 11's seconds on a wasm are paid once per build, not
// once per server process: every page test starts its own; run from the command line (`npm
// start`), the server prepares those large files in the background as soon as it listens
// (`prewarm`), so the first page load after a build does not wait for them. Images and fonts
// are sent as they are: they are compressed already.
// A folder asked for without its final slash is redirected to it. The Location is built from
// the normalised path inside the root, each segment percent-encoded, so it never leaves this
// origin (`/%2fevil.example%2f..%2fboard` → `/board/`) and never carries a raw CR or LF.

import { STATUS_CODES, createServer } from "node:http";
import { createHash } from "node:crypto";
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { extname, join, normalize, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { promisify } from "node:util";

const ROOT = resolve(fileURLToPath(new URL("..", import.meta.url)));

/** The policy every page of the site works under (ARCHITECTURE.md, issue 16). */
export const CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:";

/** The policy sent when the caller names none: the site's (every page passes tests/e2e/csp.test.mjs). */
export const DEFAULT_CSP = CSP;

export const MIME = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".ts": "text/plain; charset=utf-8",
  ".sgf": "application/x-go-sgf; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

/** Types worth compressing: text of every kind and wasm (PNG, JPEG, WebP, WOFF are already). */
export function compressible(type) {
  return /^text\/|^application\/(json|wasm|xml|manifest\+json|x-go-sgf)|^image\/svg\+xml|^font\/ttf/.test(type);
}

/** Files smaller than this go out as they are (the headers would eat the gain). */
const MIN_COMPRESS = 512;

const ENCODERS = {
  // Quality 11, not 9: 9 % smaller on the lesson build's wasm (220 KB against 241 KB), which
  // is most of what the school's first screen downloads; it costs about 2.5 s a megabyte,
  // paid once per build thanks to the disk cache below.
  br: (buf) => promisify(brotliCompress)(buf, {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: buf.length },
  }),
  gzip: (buf) => promisify(gzip)(buf, { level: 9 }),
};

/**
 * The encoding to answer an Accept-Encoding header with: "br", "gzip" or null (identity).
 * Honours q-values (`gzip;q=0` refuses gzip) and `*`; prefers brotli among equals.
 */
export function negotiate(header) {
  if (!header) return null;
  const q = new Map();
  for (const part of String(header).split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    let weight = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p);
      if (m) weight = Number(m[1]);
    }
    if (Number.isFinite(weight)) q.set(name, weight);
  }
  const weight = (name) => q.get(name) ?? q.get("*") ?? 0;
  const best = ["br", "gzip"].filter((e) => weight(e) > 0).sort((a, b) => weight(b) - weight(a));
  return best[0] ?? null;
}

/** Compressed bodies by path, size, time and encoding; dropped wholesale past a bound. */
const compressed = new Map();
let compressedBytes = 0;
const COMPRESSED_MAX = 64 * 1024 * 1024;

/** Files at least this large are kept compressed on disk as well. */
const DISK_CACHE_MIN = 64 * 1024;
const DISK_CACHE = process.env.TENGEN_SERVE_CACHE === "off" ? null : resolve(process.env.TENGEN_SERVE_CACHE ?? join(ROOT, "target", "serve-cache"));
/** Bumped when the encoders' settings change, so older cached bodies are not served. */
const ENCODER_VERSION = "br11-gz9";

/** Keeps the newest DISK_CACHE_FILES entries (each build of the wasm adds a few). */
const DISK_CACHE_FILES = 48;
async function pruneDiskCache() {
  const names = (await readdir(DISK_CACHE)).filter((n) => !n.endsWith(".part"));
  if (names.length <= DISK_CACHE_FILES) return;
  const dated = await Promise.all(names.map(async (n) => [n, (await stat(join(DISK_CACHE, n))).mtimeMs]));
  dated.sort((a, b) => b[1] - a[1]);
  await Promise.all(dated.slice(DISK_CACHE_FILES).map(([n]) => rm(join(DISK_CACHE, n), { force: true })));
}

/** The compressed body from the disk cache, or compressed now and stored there (best effort). */
async function diskCached(file, key, encoding) {
  const name = join(DISK_CACHE, `${createHash("sha256").update(`${ENCODER_VERSION}\0${key}`).digest("hex")}.${encoding}`);
  try {
    return await readFile(name);
  } catch {
    const body = await ENCODERS[encoding](await readFile(file));
    try {
      await mkdir(DISK_CACHE, { recursive: true });
      const partial = `${name}.${process.pid}.part`;
      await writeFile(partial, body);
      await rename(partial, name);
      await pruneDiskCache();
    } catch {
      // A read-only checkout serves from memory only.
    }
    return body;
  }
}

async function compressedBody(file, info, encoding) {
  const key = `${file}\0${info.size}\0${info.mtimeMs}\0${encoding}`;
  let body = compressed.get(key);
  if (!body) {
    body = DISK_CACHE && info.size >= DISK_CACHE_MIN ? diskCached(file, key, encoding) : ENCODERS[encoding](await readFile(file));
    compressed.set(key, body);
    body.then((b) => {
      compressedBytes += b.length;
      if (compressedBytes > COMPRESSED_MAX) {
        compressed.clear();
        compressedBytes = 0;
      }
    }, () => compressed.delete(key));
  }
  return body;
}

/** The same-origin path of a folder inside the root, with its final slash. */
function folderLocation(base, dir) {
  const rel = relative(base, dir);
  const segments = rel === "" ? [] : rel.split(sep);
  return "/" + segments.map((s) => encodeURIComponent(s) + "/").join("");
}

/** The request handler for a root folder. */
export function handler(root, { csp = DEFAULT_CSP } = {}) {
  const base = resolve(root);
  // The policy governs documents and workers only (a worker takes it from its own script's
  // response, not from the page): it goes with pages, error pages and the site's worker
  // scripts (named `*-worker.js`), not with the modules, styles, data and wasm they load,
  // where it would only add 130 B to each of the school's ~40 first-load responses.
  const common = (res, file = null) => {
    const governs = file === null || /\.html?$/i.test(file) || /-worker\.m?js$/i.test(file);
    if (csp && governs) res.setHeader("content-security-policy", csp);
    res.setHeader("x-content-type-options", "nosniff");
  };
  const send = (res, status, text, headers = {}) => {
    common(res);
    res.writeHead(status, STATUS_CODES[status], {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "no-store",
      ...headers,
    });
    res.end(text);
  };
  return async (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      return send(res, 405, "method not allowed\n", { allow: "GET, HEAD" });
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, "http://x").pathname);
    } catch {
      return send(res, 400, "bad request\n");
    }
    if (pathname.includes("\0")) return send(res, 400, "bad request\n");
    let file = normalize(join(base, pathname));
    if (file !== base && !file.startsWith(base + sep)) return send(res, 403, "forbidden\n");
    let info;
    try {
      info = await stat(file);
      if (info.isDirectory()) {
        if (!pathname.endsWith("/")) {
          return send(res, 301, "moved permanently\n", { location: folderLocation(base, file) });
        }
        file = join(file, "index.html");
        info = await stat(file);
      }
    } catch {
      return send(res, 404, "not found\n");
    }
    if (!info.isFile()) return send(res, 404, "not found\n");
    const type = MIME[extname(file).toLowerCase()] ?? "application/octet-stream";
    const headers = { "content-type": type, "cache-control": "no-cache" };
    let body;
    try {
      if (compressible(type)) {
        headers.vary = "Accept-Encoding";
        const encoding = info.size >= MIN_COMPRESS ? negotiate(req.headers["accept-encoding"]) : null;
        if (encoding) {
          headers["content-encoding"] = encoding;
          body = await compressedBody(file, info, encoding);
        }
      }
      body ??= await readFile(file);
    } catch {
      return send(res, 404, "not found\n");
    }
    common(res, file);
    headers["content-length"] = body.length;
    res.writeHead(200, STATUS_CODES[200], headers);
    res.end(req.method === "HEAD" ? undefined : body);
  };
}

/**
 * Compresses every large file under `root` into the caches, in the background, one at a time
 * (`npm start` calls it once it listens, so that the first page load after a build does not
 * wait seconds for brotli 11 on the wasm). Resolves to the number of files prepared.
 */
export async function prewarm(root) {
  const base = resolve(root);
  const large = [];
  const walk = async (dir, depth) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && depth < 3 && !entry.name.startsWith(".") && entry.name !== "node_modules") await walk(path, depth + 1);
      else if (entry.isFile() && compressible(MIME[extname(path).toLowerCase()] ?? "")) {
        const info = await stat(path);
        if (info.size >= DISK_CACHE_MIN) large.push([path, info]);
      }
    }
  };
  await walk(base, 0);
  for (const [path, info] of large) {
    for (const encoding of Object.keys(ENCODERS)) await compressedBody(path, info, encoding);
  }
  return large.length;
}

/** Starts serving `root`; resolves once listening. */
export function startServer({ root = join(ROOT, "www"), port = 8080, host = "127.0.0.1", csp = DEFAULT_CSP } = {}) {
  return new Promise((resolvePromise, reject) => {
    const server = createServer(handler(root, { csp }));
    server.once("error", reject);
    server.listen(port, host, () => {
      const actual = server.address().port;
      const shown = host === "127.0.0.1" || host === "::1" || host === "0.0.0.0" || host === "::" ? "localhost" : host;
      resolvePromise({
        server,
        port: actual,
        url: `http://${shown}:${actual}/`,
        close: () => new Promise((r) => { server.closeAllConnections?.(); server.close(() => r()); }),
      });
    });
  });
}

function parseArgs(argv) {
  const opts = { port: Number(process.env.PORT ?? 8080), host: "127.0.0.1", root: join(ROOT, "www") };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split("=", 2);
    const value = () => inline ?? argv[++i];
    if (flag === "--port" || flag === "-p") opts.port = Number(value());
    else if (flag === "--host") opts.host = value();
    else if (flag === "--root") opts.root = resolve(value());
    else if (flag === "--help" || flag === "-h") {
      console.log("usage: node scripts/serve.mjs [--port 8080] [--host 127.0.0.1] [--root www]  (or PORT=...)");
      process.exit(0);
    } else {
      console.error(`serve: unknown argument ${argv[i]}`);
      process.exit(2);
    }
  }
  if (!Number.isInteger(opts.port) || opts.port < 0 || opts.port > 65535) {
    console.error("serve: --port needs a number from 0 to 65535");
    process.exit(2);
  }
  return opts;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const opts = parseArgs(process.argv.slice(2));
  try {
    const { url } = await startServer(opts);
    console.log(`tengen: serving ${opts.root} at ${url}  (Ctrl-C to stop)`);
    prewarm(opts.root).catch((e) => console.warn(`serve: could not prepare compressed files: ${e.message}`));
  } catch (e) {
    console.error(`serve: cannot listen on ${opts.host}:${opts.port}: ${e.message}`);
    process.exit(1);
  }
  process.on("SIGINT", () => process.exit(0));
  process.on("SIGTERM", () => process.exit(0));
}
