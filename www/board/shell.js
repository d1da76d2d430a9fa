// shell.js: the board's shadow root, built once per element from DOM nodes (no inline
// <style>, no innerHTML), so the element works under a strict Content-Security-Policy
// (`style-src 'self'`).
//
// Styles: board.css arrives through a <link> in the shadow root (allowed by `style-src
// 'self'`, cached once for every board). Until it has loaded, one constructed stylesheet
// shared by every board keeps the hidden grid hidden and the box the right shape (constructed
// sheets are made by script, which CSP already allowed; they are not inline styles).

import { createSvg } from "./render.js";

export const STYLE_URL = new URL("./board.css", import.meta.url).href;

const CRITICAL_CSS = ":host{display:block;position:relative}" +
  ".sr-only,.sr-row{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}" +
  ".board{position:relative;width:100%}svg{position:absolute;inset:0;width:100%;height:100%}" +
  ".tip[hidden],.message[hidden],.result[hidden]{display:none}";

let criticalSheet = null;
function critical() {
  if (criticalSheet === null) {
    try {
      criticalSheet = new CSSStyleSheet();
      criticalSheet.replaceSync(CRITICAL_CSS);
    } catch {
      criticalSheet = false; // a browser without constructable stylesheets: board.css alone
    }
  }
  return criticalSheet;
}

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") node.className = v;
    else if (k === "hidden") node.hidden = !!v;
    else node.setAttribute(k, v);
  }
  node.append(...children);
  return node;
}

/**
 * Build the shadow root of `host`. Returns the parts the other modules use:
 * {svg, board, grid, tip, message, messageText, dismiss, help, hostDesc, live, result}.
 */
export function buildShell(host, uid) {
  const root = host.attachShadow({ mode: "open", delegatesFocus: true });
  const sheet = critical();
  if (sheet) root.adoptedStyleSheets = [sheet];
  const link = el("link", { rel: "stylesheet", href: STYLE_URL });

  const svg = createSvg(uid);
  const grid = el("div", { class: "aria-grid", role: "grid", tabindex: "0", "aria-describedby": "kbd-help" });
  const tip = el("div", { class: "tip", "aria-hidden": "true", hidden: true });
  const board = el("div", { class: "board", part: "board" }, svg, grid, tip);
  const messageText = el("p", { class: "message-text", role: "alert" });
  const dismiss = el("button", { type: "button", class: "dismiss" });
  const message = el("div", { class: "message", part: "message", hidden: true }, messageText, dismiss);
  // the count as a line of text under the board (counting view), always the latest count
  const result = el("p", { class: "result", part: "result", hidden: true });
  const hostDesc = el("p", { class: "sr-only", id: "host-desc" });
  const help = el("p", { class: "sr-only", id: "kbd-help" });
  const live = el("div", { class: "sr-only live", role: "status", "aria-live": "polite", "aria-atomic": "true" });
  const wrap = el("div", { class: "wrap", part: "wrap" }, board, message, result, hostDesc, help, live);
  root.append(link, wrap);
  return { root, svg, board, grid, tip, message, messageText, dismiss, help, hostDesc, live, result };
}
