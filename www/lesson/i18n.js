// i18n.js: the lesson element's two languages. Interface strings live here (no fetch: the
// element works on any page); lesson texts come with both languages in the lesson file.
// `addStrings(lang, table)` merges a page's own strings over these (the school adds nothing;
// an embedder may reword a button). Each <go-lesson> has its own language (its `lang`
// attribute, else the nearest `lang` up the page, else the browser's) and re-renders its
// texts in place when it changes.

export const LANGS = ["zh", "en"];

const STRINGS = {
  en: {
    loading: "Loading the lesson…",
    exerciseN: "Exercise {n}",
    exerciseOf: "Exercise {n} of {total}",
    reviewOf: "Review {n} of {total}",
    explanation: "Explanation",
    startExercises: "Start the exercises",
    solved: "Solved",
    starsLabel: "{n} of 3 stars",
    stepOf: "Step {n} of {total}",
    moveN: "Move {n}",
    youPlay: "You play {color}.",
    black: "Black",
    white: "White",
    playHelp: "Click an intersection, or focus the board and use the arrow keys and Enter.",
    playHelpTouch: "Tap a point to see your stone there, then tap it again to play it.",
    clickHelp: "Click points to select them, click again to unselect (keyboard: arrow keys and Enter), then press Check.",
    selected: "Selected: {n}",
    check: "Check",
    pass: "Pass",
    hint: "Hint",
    showAnswer: "Show answer",
    retry: "Try again",
    again: "Start again",
    yourAnswer: "Your answer",
    chooseOne: "Choose an answer",
    right: "Right!",
    notYet: "Not yet.",
    notAllowed: "Not allowed.",
    hintLabel: "Hint:",
    answerLabel: "Answer:",
    refuted: "The opponent answers on the board. Try again from the position before your move.",
    frameOf: "Picture {n} of {total}",
    prevFrame: "Previous",
    nextFrame: "Next",
    prevExercise: "Previous exercise",
    nextExercise: "Next exercise",
    finish: "Finish the unit",
    exerciseNav: "Exercises",
    goToExercise: "Exercise {n}: {state}",
    stateSolved: "solved, {n} of 3 stars",
    stateOpen: "not solved yet",
    stateCurrent: "current",
    completeTitle: "Unit complete",
    unitEnd: "End of the unit",
    reviewDone: "Review complete",
    completeStars: "{got} of {max} stars",
    completeSolved: "{done} of {total} exercises solved.",
    allClean: "Every exercise solved first time, without hints. Well done!",
    missedTitle: "To review",
    missedItem: "Exercise {n}: {prompt}",
    missedIntro: "These exercises were solved with hints or retries, shown, or not solved:",
    reviewMissed: "Review these exercises",
    nextUnit: "Next unit",
    practiseThis: "Practise this: more problems like these",
    backToStart: "Back to the first exercise",
    noneToReview: "Nothing to review in this unit: every exercise has three stars.",
    errorTitle: "This lesson cannot be shown",
    errorMore: "and {n} more",
  },
  zh: {
    loading: "正在加载课程……",
    exerciseN: "练习{n}",
    exerciseOf: "练习{n}/{total}",
    reviewOf: "复习{n}/{total}",
    explanation: "讲解",
    startExercises: "开始做练习",
    solved: "已做对",
    starsLabel: "{n}颗星（满分3颗）",
    stepOf: "第{n}步，共{total}步",
    moveN: "第{n}手",
    youPlay: "你执{color}。",
    black: "黑棋",
    white: "白棋",
    playHelp: "点击交叉点落子；也可以让棋盘获得焦点，用方向键移动、回车键落子。",
    playHelpTouch: "点一下交叉点先看落子位置，再点一次确认落子。",
    clickHelp: "点击选中的点，再点一次取消（键盘：方向键和回车键），然后按“检查”。",
    selected: "已选：{n}个",
    check: "检查",
    pass: "停一手",
    hint: "提示",
    showAnswer: "看答案",
    retry: "再试一次",
    again: "重新开始",
    yourAnswer: "你的答案",
    chooseOne: "选择一个答案",
    right: "对了！",
    notYet: "还不对。",
    notAllowed: "不能这样下。",
    hintLabel: "提示：",
    answerLabel: "答案：",
    refuted: "对方在棋盘上应了一手。可以从你这步棋之前的局面再试一次。",
    frameOf: "第{n}/{total}图",
    prevFrame: "上一图",
    nextFrame: "下一图",
    prevExercise: "上一题",
    nextExercise: "下一题",
    finish: "完成本课",
    exerciseNav: "练习",
    goToExercise: "练习{n}：{state}",
    stateSolved: "已做对，{n}颗星",
    stateOpen: "还没做对",
    stateCurrent: "当前",
    completeTitle: "本课完成",
    unitEnd: "本课结束",
    reviewDone: "复习完成",
    completeStars: "{got}/{max}颗星",
    completeSolved: "{total}道题做对了{done}道。",
    allClean: "每道题都是一次做对、没用提示。真棒！",
    missedTitle: "需要复习",
    missedItem: "练习{n}：{prompt}",
    missedIntro: "这些题用了提示或重试、看了答案，或者还没做对：",
    reviewMissed: "复习这些题",
    nextUnit: "下一课",
    practiseThis: "练一练：再做几道同类的题",
    backToStart: "回到第一题",
    noneToReview: "这一课没有要复习的题：每道题都是三颗星。",
    errorTitle: "这一课无法显示",
    errorMore: "另有{n}处",
  },
};

/** Merges a page's strings into a language's table (later calls win). */
export function addStrings(lang, table) {
  if (!LANGS.includes(lang) || !table || typeof table !== "object") return;
  for (const [k, v] of Object.entries(table)) if (typeof v === "string") STRINGS[lang][k] = v;
}

/** "zh-CN", "zh-Hans", "zh" → "zh"; "en-GB" → "en"; anything else → null. */
export function normalizeLang(tag) {
  const l = String(tag || "").toLowerCase();
  if (l.startsWith("zh")) return "zh";
  if (l.startsWith("en")) return "en";
  return null;
}

/** The language of an element: its own or the nearest `lang` up the page, else the browser's. */
export function langOf(el) {
  const own = el.closest?.("[lang]");
  const fromPage = own ? normalizeLang(own.getAttribute("lang")) : null;
  if (fromPage) return fromPage;
  for (const p of globalThis.navigator?.languages || []) {
    const l = normalizeLang(p);
    if (l) return l;
  }
  return "en";
}

/**
 * The texts of one element: `t` and `pick` in its language, `bind` keeps a node's text (or an
 * attribute) in it, `refresh()` re-renders every bound text after a language change, and `h`
 * builds DOM nodes (never markup from strings: CSP and safety).
 */
export function textsFor(host) {
  let bound = [];
  const texts = {
    lang: () => langOf(host),
    t(key, vars = {}) {
      const l = texts.lang();
      const s = STRINGS[l][key] ?? STRINGS.en[key] ?? key;
      return s.replace(/\{(\w+)\}/g, (m, name) => (name in vars ? texts.pick(vars[name]) : m));
    },
    pick(text) {
      if (text && typeof text === "object") return text[texts.lang()] ?? text.en ?? "";
      return text === undefined || text === null ? "" : String(text);
    },
    /** A space between two sentences in English, none in Chinese. */
    gap: () => (texts.lang() === "zh" ? "" : " "),
    bindText(el, source) {
      const render = (node) => { node.textContent = source(); };
      render(el);
      bound.push([el, render]);
      return el;
    },
    bindAttr(el, name, source) {
      const render = (node) => { node.setAttribute(name, source()); };
      render(el);
      bound.push([el, render]);
      return el;
    },
    /** Paragraphs of a lesson text, split on blank lines, kept in the language. */
    paragraphs(text, attrs = {}) {
      const wrap = texts.h("div", attrs);
      const render = (node) => node.replaceChildren(...texts.pick(text).split(/\n\s*\n/).map((p) => texts.h("p", {}, p)));
      render(wrap);
      bound.push([wrap, render]);
      return wrap;
    },
    refresh() {
      // Cards not on screen (the exercises before and after) keep their bindings: they are
      // shown again as they were.
      for (const [el, render] of bound) render(el);
    },
    forget() {
      bound = [];
    },
    /** h("p", {class: "x", text: () => "..."}, child, "text", ...) */
    h(tag, attrs = {}, ...children) {
      const el = document.createElement(tag);
      for (const [k, v] of Object.entries(attrs || {})) {
        if (v === null || v === undefined || v === false) continue;
        if (k === "text") texts.bindText(el, typeof v === "function" ? v : () => v);
        else el.setAttribute(k, v === true ? "" : String(v));
      }
      for (const c of children.flat()) {
        if (c === null || c === undefined || c === false || c === "") continue;
        el.append(c instanceof Node ? c : document.createTextNode(String(c)));
      }
      return el;
    },
    /** An element whose text is an interface string, kept in the language. */
    ht(tag, attrs, key, vars) {
      return texts.h(tag, { ...attrs, text: () => texts.t(key, typeof vars === "function" ? vars() : vars) });
    },
  };
  return texts;
}
