// app.js: the practice page (www/practice.html).
//
//   #/              every unit with the kinds that practise it, and the mixed review
//   #/unit/<id>     an endless run of that unit's kinds (the school's "practise this")
//   #/review        an endless run mixing the kinds of every unit the learner has finished
//   #/kind/<kind>   an endless run of one kind
//   ?seed=N         fixes the seeds of the run (N, N+1, …), to share or test a run
//
// Which kinds practise which unit is the generator's own statement (`Problems.kinds()[i].units`).

import { startChrome } from "./chrome.js";
import { h, pick, onLangChange, bindText } from "../school/i18n.js";
import { onProgress } from "../school/progress.js";
import { tx, hx } from "./text.js";
import { loadStore, goal, setGoal, GOALS } from "./store.js";
import { loadUnits, isFinished, kindsFor } from "./units.js";
import { startRun } from "./run.js";

const main = document.getElementById("main");
let Problems = null;
let kinds = [];
let units = [];
let stop = () => {};

async function start() {
  loadStore();
  let engine;
  try {
    ({ engine } = await startChrome({ current: "practice", title: () => tx("title") }));
  } catch (e) {
    main.replaceChildren(hx("h1", { tabindex: "-1" }, "title"),
      h("p", { class: "error", role: "alert", text: () => tx("engineFailed", { detail: e?.message || String(e) }) }));
    return;
  }
  Problems = engine.Problems ?? null;
  kinds = Problems ? Problems.kinds() : [];
  units = await loadUnits();
  window.addEventListener("hashchange", () => route(true));
  onProgress(() => { if (currentRoute().name === "home") route(false); });
  route(false);
  document.body.dataset.ready = "true";
}

function currentRoute() {
  const m = /^#\/(unit|kind)\/([a-z0-9-]+)$|^#\/(review)$/.exec(location.hash);
  if (!m) return { name: "home" };
  if (m[3]) return { name: "review" };
  return { name: m[1], id: m[2] };
}

function route(focus) {
  stop();
  stop = () => {};
  const r = currentRoute();
  if (!Problems) {
    main.replaceChildren(hx("h1", { tabindex: "-1" }, "title"), hx("p", { class: "error", role: "alert" }, "noGenerator"));
  } else if (r.name === "unit") renderUnit(r.id);
  else if (r.name === "kind") renderKind(r.id);
  else if (r.name === "review") renderReview();
  else renderHome();
  if (focus) {
    main.querySelector("h1")?.focus();
    window.scrollTo(0, 0);
  }
}

const crumbs = (...extra) => h("p", { class: "crumbs" }, hx("a", { href: "#/" }, "allUnits"), ...extra);
const unitTitle = (u) => () => `${tx("unitN", { n: u.unit })} · ${pick(u.title)}`;

function heading(text) {
  const el = h("h1", { tabindex: "-1", text });
  return el;
}

function runIn(section, runKinds) {
  stop = startRun(section, { Problems, kinds: runKinds });
}

function renderUnit(id) {
  const u = units.find((x) => x.id === id);
  const runKinds = kindsFor(kinds, id);
  const title = u ? unitTitle(u) : () => tx("unknownUnit", { id });
  const back = u ? [" · ", hx("a", { href: `./#/unit/${id}` }, "backToLesson")] : [];
  const section = h("div", { id: "run" });
  main.replaceChildren(crumbs(...back), heading(title), section);
  if (!runKinds.length) {
    section.append(hx("p", { class: "lead" }, u ? "noKinds" : "unknownUnit", { id }), reviewCard());
    return;
  }
  runIn(section, runKinds);
}

function renderKind(id) {
  const info = kinds.find((k) => k.kind === id);
  const section = h("div", { id: "run" });
  main.replaceChildren(crumbs(), heading(() => (info ? pick(info.name) : tx("unknownKind", { id }))), section);
  if (info) runIn(section, [info]);
}

/** The kinds of every finished unit, each kind once, in unit order. */
function reviewKinds() {
  const finished = units.filter(isFinished);
  const out = [];
  for (const u of finished) for (const k of kindsFor(kinds, u.id)) if (!out.includes(k)) out.push(k);
  return { finished, kinds: out };
}

function renderReview() {
  const { finished, kinds: mix } = reviewKinds();
  const section = h("div", { id: "run" });
  main.replaceChildren(crumbs(), heading(() => tx("reviewH")), section);
  if (!mix.length) {
    section.append(hx("p", { class: "lead", id: "review-none" }, "reviewNone"), unitList());
    return;
  }
  section.before(h("p", { class: "help", id: "review-from", text: () => tx("reviewFrom", { units: finished.filter((u) => kindsFor(kinds, u.id).length).map((u) => pick(u.title)).join(getSep()) }) }));
  // mixed: the kinds in a shuffled order, a new order every visit
  runIn(section, shuffle(mix));
}

const getSep = () => (document.documentElement.lang.startsWith("zh") ? "、" : ", ");

function shuffle(list) {
  const a = list.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

function reviewCard() {
  const { finished, kinds: mix } = reviewKinds();
  return h("section", { class: "card", "aria-labelledby": "review-h" },
    hx("h2", { id: "review-h" }, "reviewH"), hx("p", {}, "reviewIntro"),
    mix.length
      ? h("p", {}, hx("a", { href: "#/review", id: "review-link" }, "reviewLink"), " ", h("span", { class: "help", text: () => `(${finished.length} ${tx("finished")})` }))
      : hx("p", {}, "reviewNone"));
}

function goalPicker() {
  const select = h("select", { id: "goal" });
  const fill = () => {
    select.replaceChildren(...GOALS.map((n) => {
      const o = h("option", { value: String(n) }, tx("goalN", { n }));
      o.selected = n === goal();
      return o;
    }));
  };
  fill();
  onLangChange(fill);
  select.addEventListener("change", () => setGoal(Number(select.value)));
  return h("p", { class: "goal-picker" }, hx("label", { for: "goal" }, "goalLabel"), " ", select);
}

function unitList() {
  const list = h("ul", { class: "unit-choices", id: "unit-choices" });
  for (const u of units) {
    const ks = kindsFor(kinds, u.id);
    if (!ks.length) continue;
    const names = h("span", { class: "help" });
    bindText(names, () => ks.map((k) => pick(k.name)).join(getSep()));
    list.append(h("li", { class: "card", "data-unit": u.id },
      h("a", { href: `#/unit/${u.id}`, text: unitTitle(u) }),
      isFinished(u) ? h("span", { class: "badge", text: () => " " + tx("finished") }) : "",
      h("br"), names));
  }
  return list;
}

function renderHome() {
  main.replaceChildren(
    heading(() => tx("title")),
    hx("p", { class: "lead" }, "lead"),
    goalPicker(),
    reviewCard(),
    h("section", { "aria-labelledby": "units-h" }, hx("h2", { id: "units-h" }, "unitsH"), hx("p", {}, "unitsIntro"), unitList()),
  );
}

start();
