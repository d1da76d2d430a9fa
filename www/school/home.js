// home.js: the unit list: each unit with its summary, progress and stars, a review link for a
// unit with exercises missed; the overall count; reset; progress to another device.
// The list is plain data from the lesson files (lessons.js): no engine needed to show it.

import { t, pick, h, ht, bindText, bindAttr } from "./i18n.js";
import { countDone, unitStars, missed, resetProgress, exportCode, importCode, hadDamagedProgress, finishedUnits } from "./progress.js";
import { openProgress } from "../lesson/progress.js";
import { PROGRESS_KEY } from "./progress.js";
import { catalog } from "./lessons.js";

let shownFailures = "";

function errorText(u) {
  return u.error === "noLessons" ? t("engineNoLessons") : t("unitFailed", { detail: u.error });
}

export async function renderHome(main) {
  const units = await catalog();
  const store = openProgress(PROGRESS_KEY);
  // Units solved before the store kept "finished" (and by import): record them now.
  for (const u of units) if (!u.error && u.exerciseIds.length && countDone(u.id, u.exerciseIds) === u.exerciseIds.length) store.markFinished(u.id);
  shownFailures = units.filter((u) => u.error).map((u) => u.id).join(" ");
  const list = h("ol", { class: "unit-list" });
  for (const u of units) {
    const title = u.title ? () => pick(u.title) : () => u.file;
    const item = h("li", { class: "unit-item" + (u.error ? " failed" : ""), "data-unit": u.id });
    const label = h("span", { class: "unit-n", text: () => t("unitN", { n: u.unit }) });
    if (u.error) {
      item.append(h("div", { class: "unit-head" }, label, h("span", { class: "unit-title", text: title })),
        h("p", { class: "error", text: () => errorText(u) }));
    } else {
      const ids = u.exerciseIds;
      const meter = h("progress", { max: ids.length, value: countDone(u.id, ids), "aria-hidden": "true" });
      const status = h("p", { class: "unit-progress", "data-progress": u.id });
      const review = h("a", { href: `#/review/${u.id}`, class: "review-link", "data-review": u.id });
      const render = () => {
        const done = countDone(u.id, ids);
        meter.value = done;
        const st = unitStars(u.id, ids);
        const toReview = missed(u.id, ids).length;
        review.hidden = done === 0 || toReview === 0;
        review.textContent = t("reviewN", { n: toReview });
        const progress = `${t("unitProgress", { done, total: ids.length })} · ★ ${t("unitStars", st)}`;
        return done === ids.length ? `${t("unitComplete")} · ${progress}` : progress;
      };
      bindText(status, render);
      status._render = render;
      item.append(
        h("a", { href: `#/unit/${u.id}`, class: "unit-link" }, label, " ", h("span", { class: "unit-title", text: title })),
        h("p", { class: "unit-summary", text: () => pick(u.summary) }),
        h("div", { class: "unit-meter" }, meter, status, review),
      );
    }
    list.append(item);
  }
  const overall = h("p", { class: "overall", id: "overall" });
  const overallText = () => {
    let done = 0, total = 0;
    for (const u of units) { done += countDone(u.id, u.exerciseIds); total += u.exerciseIds.length; }
    return t("overall", { done, total }) + (finishedUnits().length ? ` ${t("unitsFinished", { n: finishedUnits().length })}` : "");
  };
  bindText(overall, overallText);
  overall._render = overallText;
  const resetNote = h("p", { class: "reset-note", role: "status" });
  const reset = ht("button", { type: "button", id: "reset-progress" }, "reset");
  reset.addEventListener("click", () => {
    if (!window.confirm(t("resetConfirm"))) return;
    resetProgress();
    bindText(resetNote, () => t("resetDone"));
  });
  // Progress to another device: a code to copy (or a file), and a field to paste one into.
  const codeOut = h("textarea", { id: "progress-code", class: "progress-code", readonly: true, rows: 2, hidden: true });
  bindAttr(codeOut, "aria-label", () => t("progressCode"));
  const exportButton = ht("button", { type: "button", id: "export-progress" }, "exportProgress");
  const download = ht("a", { id: "download-progress", download: "tengen-progress.txt", hidden: true }, "downloadProgress");
  const exportNote = h("p", { class: "export-note", hidden: true });
  bindText(exportNote, () => t("exportHelp"));
  exportButton.addEventListener("click", async () => {
    const code = exportCode();
    codeOut.value = code;
    codeOut.hidden = false;
    exportNote.hidden = false;
    download.href = `data:text/plain;charset=utf-8,${encodeURIComponent(code)}`;
    download.hidden = false;
    codeOut.select();
    try { await navigator.clipboard?.writeText(code); } catch { /* the code is selected to copy by hand */ }
  });
  const importId = "import-code";
  const importIn = h("input", { id: importId, type: "text", autocomplete: "off", class: "import-code" });
  const importNote = h("p", { class: "import-note", role: "status" });
  const importForm = h("form", { class: "import-form" }, ht("label", { for: importId }, "importLabel"), importIn, ht("button", { type: "submit" }, "importProgress"));
  importForm.addEventListener("submit", (e) => {
    e.preventDefault();
    try {
      const n = importCode(importIn.value);
      bindText(importNote, () => t("importDone", { n }));
      importIn.value = "";
    } catch {
      bindText(importNote, () => t("importBad"));
    }
  });
  const damagedNote = hadDamagedProgress() ? h("p", { class: "notice", role: "status", id: "progress-damaged", text: () => t("progressDamaged") }) : "";
  main.replaceChildren(
    h("h1", { tabindex: "-1" }, ht("span", {}, "siteTitle")),
    ht("p", { class: "lead" }, "tagline"),
    damagedNote,
    ht("h2", {}, "homeTitle"),
    ht("p", {}, "homeIntro", { n: units.filter((u) => !u.error).length }),
    overall,
    list,
    // (moving progress first; clearing it, which cannot be undone, last)
    ht("h2", { class: "progress-title" }, "progressTitle"),
    h("div", { class: "transfer" }, exportButton, download, exportNote, codeOut, importForm, importNote),
    h("div", { class: "reset" }, reset, resetNote),
  );
}

/** Progress changed (or, with `entries`, the engine's check found a broken unit): update. */
export async function updateHome(main, entries = null) {
  if (entries && !main.querySelector(".unit-list")) return;
  if (entries && entries.filter((u) => u.error).map((u) => u.id).join(" ") !== shownFailures) {
    await renderHome(main);
    return;
  }
  for (const el of main.querySelectorAll("[data-progress], #overall")) if (el._render) el.textContent = el._render();
}
