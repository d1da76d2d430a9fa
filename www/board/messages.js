// messages.js: what the board tells the person and the page. Three channels:
//   - the message box inside the board (errors, "loading…"), which always shows the problems
//     of the current settings: each problem is kept under the attribute (or method) that
//     caused it, and fixing or removing that attribute clears it;
//   - the tooltip next to a point (an illegal move's reason, "tap again to play");
//   - events (go-error and the rest) and the live region for screen readers.

import { t } from "./i18n.js";
import { percentOf } from "./render.js";
import { announce } from "./a11y.js";

const TIP_MS = 3500;

/** An Error with a `code`, as thrown by the element's methods and passed to go-error. */
export class GoBoardError extends Error {
  constructor(code, message, extra = {}) {
    super(message);
    this.name = "GoBoardError";
    this.code = code;
    Object.assign(this, extra);
  }
}

/** Fire a bubbling, composed CustomEvent from the board. */
export function fire(board, type, detail) {
  board.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }));
}

export function fireError(board, err, attribute, value) {
  fire(board, "go-error", { code: err.code, message: err.message, attribute: attribute ?? null, value: value ?? null });
}

/**
 * Record a problem under its cause ("game" for the settings that build the game, else an
 * attribute name or "engine") and fire go-error naming the attribute. The message box shows
 * the newest problem that is still current.
 */
export function report(board, cause, err, attribute = cause, value = null) {
  board._problems.delete(cause); // re-inserted last: the newest problem is shown
  board._problems.set(cause, err);
  fireError(board, err, attribute, value);
  showProblems(board);
}

/** The cause is fixed (or gone): forget its problem and show what is left, if anything. */
export function resolve(board, cause) {
  if (!board._problems.delete(cause)) return;
  showProblems(board);
}

/** Show the newest current problem, else "loading…" while the engine loads, else nothing. */
export function showProblems(board) {
  const problems = [...board._problems.entries()];
  const [cause, last] = problems[problems.length - 1] || [];
  if (last) {
    // a game that could not be built: the one in progress is still there
    const kept = board._game && cause === "game" ? " " + t(board.state.lang, "keptGame") : "";
    showMessage(board, last.message + kept, "error", last.code);
  } else if (board.state.status === "loading" && board._loadingShown) {
    showMessage(board, t(board.state.lang, "loading"), "info", "loading");
  } else hideMessage(board);
}

export function showMessage(board, text, kind, code) {
  const { message, messageText } = board._ui;
  messageText.textContent = text;
  messageText.setAttribute("role", kind === "error" ? "alert" : "status");
  message.className = "message " + kind + (board.state.snap ? "" : " overlay");
  message.hidden = false;
  board.state.message = { text, kind, code };
}

export function hideMessage(board) {
  const { message, messageText } = board._ui;
  message.hidden = true;
  messageText.textContent = "";
  board.state.message = null;
}

/** The × on the message box: the person has read it; it comes back if the problem recurs. */
export function dismissMessage(board) {
  board._problems.clear();
  hideMessage(board);
}

/** A short note next to a point (hidden after a few seconds). */
export function showTip(board, p, text, kind = "") {
  clearTimeout(board._tipTimer);
  const { left, top } = percentOf(board.state, p);
  const tip = board._ui.tip;
  tip.textContent = text;
  tip.className = "tip" + (kind ? " " + kind : "") + (top < 22 ? " below" : "") + (left < 22 ? " left" : left > 78 ? " right" : "");
  tip.style.left = left + "%";
  tip.style.top = top + "%";
  tip.hidden = false;
  board._tipTimer = setTimeout(() => { tip.hidden = true; }, TIP_MS);
}

export function hideTip(board) {
  clearTimeout(board._tipTimer);
  board._ui.tip.hidden = true;
}

/** Say something in the live region (and tell the page, with go-announce). */
export function say(board, text) {
  if (!text) return;
  announce(board._ui.live, text);
  fire(board, "go-announce", { text, lang: board.state.lang });
}
