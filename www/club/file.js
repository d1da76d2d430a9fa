// file.js: the event file. Export writes the engine's `toJson()` to a download; import hands
// the file's text to `Tournament.fromJson`, which refuses a malformed file with an error that
// names the field (`players[2].rank`): the message is shown and the current event is kept.

import { h } from "../school/i18n.js";
import { tx, hx, engineMessage } from "./text.js";
import { replaceEvent } from "./app.js";

let lastError = null; // the refusal of the last import, shown until the next import

function download(club) {
  const text = club.event.toJson();
  const name = (club.event.settings().name || "event").replace(/[^\p{L}\p{N}_-]+/gu, "-").slice(0, 60);
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const a = h("a", { href: url, download: `${name}.tengen-event.json` });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Imports an event file's text; resolves to true when it replaced the event. */
export function importText(club, text) {
  let event;
  try {
    event = club.Tournament.fromJson(text);
  } catch (e) {
    lastError = e;
    replaceEventKeep();
    return false;
  }
  const name = event.settings().name || tx("unnamed");
  if (club.event && !confirm(tx("confirmImport", { name }))) { event.free(); return false; }
  lastError = null;
  replaceEvent(event, ["imported", { name }]);
  return true;
}

// Draws the refusal without touching the event.
function replaceEventKeep() {
  const el = document.getElementById("import-error");
  if (el) { showError(el); el.hidden = false; el.focus(); }
}

function showError(el) {
  const e = lastError;
  el.replaceChildren(h("span", {
    text: () => tx("importRefused", { message: engineMessage(e), field: e?.field ? tx("fieldNamed", { field: e.field }) : "" }),
  }));
}

/** The children of the file section. */
export function fileSection(club) {
  const out = [hx("h2", { id: "file-title", tabindex: "-1" }, "fileTitle"), hx("p", { class: "hint" }, "fileHelp")];
  const buttons = h("div", { class: "buttons" });
  if (club.event) {
    const exp = hx("button", { type: "button", id: "export-event" }, "exportFile");
    exp.addEventListener("click", () => download(club));
    buttons.append(exp);
  }
  const input = h("input", { type: "file", id: "import-event", accept: ".json,application/json" });
  input.addEventListener("change", async () => {
    const f = input.files?.[0];
    if (f) importText(club, await f.text());
    input.value = "";
  });
  buttons.append(h("span", { class: "file-pick" }, hx("label", { for: "import-event" }, "importFile"), input));
  const error = h("p", { class: "error", id: "import-error", role: "alert", tabindex: "-1", hidden: !lastError });
  if (lastError) showError(error);
  out.push(buttons, error);
  return out;
}
