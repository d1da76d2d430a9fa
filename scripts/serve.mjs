#!/usr/bin/env node
// A small static file server for www/ (node's http module, no dependencies).
//
//   node scripts/serve.mjs [--port 8080] [--host 127.0.0.1] [--root www]
//   PORT=9000 node scripts/serve.mjs
//
// Correct MIME types for .wasm (application/wasm, so WebAssembly.instantiateStreaming works)
// and .js/.mjs (text/javascript, for ES modules). `--port 0` picks a free port.
// Also importable: `startServer({ root, port, host })` resolves to { server, port, url, close }.

import { createServer } from "node:http";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(fileURLToPath(new URL("..", import.meta.url)));

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

function send(res, status, text) {
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
  res.end(text);
}

/** The request handler for a root folder. */
export function handler(root) {
  const base = resolve(root);
  return async (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("allow", "GET, HEAD");
      return send(res, 405, "method not allowed\n");
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
    try {
      let info = await stat(file);
      if (info.isDirectory()) {
        if (!pathname.endsWith("/")) {
          res.writeHead(301, { location: pathname + "/" });
          return res.end();
        }
        file = join(file, "index.html");
        info = await stat(file);
      }
      if (!info.isFile()) return send(res, 404, "not found\n");
      res.writeHead(200, {
        "content-type": MIME[extname(file).toLowerCase()] ?? "application/octet-stream",
        "content-length": info.size,
        "cache-control": "no-cache",
        "x-content-type-options": "nosniff",
      });
      if (req.method === "HEAD") return res.end();
      createReadStream(file)
        .on("error", () => res.destroy())
        .pipe(res);
    } catch {
      send(res, 404, "not found\n");
    }
  };
}

/** Starts serving `root`; resolves once listening. */
export function startServer({ root = join(ROOT, "www"), port = 8080, host = "127.0.0.1" } = {}) {
  return new Promise((resolvePromise, reject) => {
    const server = createServer(handler(root));
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
  } catch (e) {
    console.error(`serve: cannot listen on ${opts.host}:${opts.port}: ${e.message}`);
    process.exit(1);
  }
  process.on("SIGINT", () => process.exit(0));
  process.on("SIGTERM", () => process.exit(0));
}
