// text.js: the practice page's strings, in English and Simplified Chinese. Problems, prompts,
// explanations and kind names come from the engine's generator in both languages.

import { texts } from "../school/i18n.js";

export const STRINGS = {
  title: { en: "Practice", zh: "练习" },
  lead: {
    en: "Fresh problems without end, made and checked by the engine: every answer it accepts is proven right. They get harder as you get them right and easier after a miss.",
    zh: "无穷无尽的新题，由引擎出题、由引擎检查：它接受的每个答案都经过证明。答对了题目变难，答错了变容易。",
  },
  loading: { en: "Loading the engine…", zh: "正在加载引擎……" },
  engineFailed: { en: "The engine could not be loaded: {detail}", zh: "引擎无法加载：{detail}" },
  noGenerator: {
    en: "This build of the engine has no problem generator (the practice feature).",
    zh: "这个版本的引擎没有出题功能（practice）。",
  },
  unitsH: { en: "Practise a unit", zh: "按单元练习" },
  unitsIntro: {
    en: "Each unit of the school with the kinds of problem that drill its skills (one kind may serve several units: ladders are read in “Atari from the right side” and “Capture in two moves”).",
    zh: "学校的每个单元，以及练习相关技能的题型（一种题型可以练几个单元：征子就在“从正确的方向叫吃”和“两步吃子”里）。",
  },
  reviewH: { en: "Mixed review", zh: "综合复习" },
  reviewIntro: {
    en: "Problems of every kind from the units you have finished, mixed.",
    zh: "从你已经学完的单元里，各种题型混在一起出题。",
  },
  reviewLink: { en: "Start the mixed review", zh: "开始综合复习" },
  reviewNone: {
    en: "You have not finished a unit of the school yet, so there is nothing to review. Finish a unit (every exercise), or practise one below.",
    zh: "你还没有学完学校的任何一个单元，所以还没有可复习的内容。先学完一个单元（做完全部练习），或者在下面选一个单元练习。",
  },
  reviewFrom: { en: "From: {units}", zh: "来自：{units}" },
  unitN: { en: "Unit {n}", zh: "第{n}单元" },
  noKinds: { en: "No generated problems for this unit yet.", zh: "这个单元还没有自动生成的题目。" },
  practise: { en: "Practise", zh: "练习" },
  finished: { en: "finished", zh: "已学完" },
  allUnits: { en: "All units", zh: "全部单元" },
  backToLesson: { en: "Back to the lesson", zh: "回到课程" },
  unknownUnit: { en: "There is no unit “{id}”.", zh: "没有“{id}”这个单元。" },
  unknownKind: { en: "There is no kind of problem “{id}”.", zh: "没有“{id}”这种题型。" },

  // meters
  streak: { en: "Streak: {n} (best {best})", zh: "连对：{n}（最多{best}）" },
  today: { en: "Today: {n} of {goal}", zh: "今天：{n}/{goal}" },
  goalMet: { en: "Today's goal reached: well done!", zh: "今天的目标完成了，真棒！" },
  goalLabel: { en: "Daily goal", zh: "每日目标" },
  goalN: { en: "{n} problems", zh: "{n}题" },

  // a problem
  problemN: { en: "Problem {n}", zh: "第{n}题" },
  levelOf: { en: "Level {n} of 5", zh: "难度{n}/5" },
  youPlay: { en: "You play {color}: click a point (or arrow keys and Enter).", zh: "你执{color}：点击一个点（或用方向键和回车）。" },
  black: { en: "Black", zh: "黑" },
  white: { en: "White", zh: "白" },
  pointsHelp: {
    en: "Click every point you mean (click again to take it back; keyboard: arrow keys and Enter), then Check.",
    zh: "点出你要选的每一个点（再点一下取消；键盘：方向键和回车），然后按“检查”。",
  },
  selected: { en: "Selected: {n}", zh: "已选：{n}" },
  yourAnswer: { en: "Your answer", zh: "你的答案" },
  chooseOne: { en: "Choose an answer", zh: "选择一个答案" },
  check: { en: "Check", zh: "检查" },
  right: { en: "Right!", zh: "对了！" },
  wrong: { en: "Not this time.", zh: "这次不对。" },
  notAllowed: { en: "Not allowed.", zh: "不能这样下。" },
  refuted: { en: "The answer: {color} plays {vertex}.", zh: "对方的应手：{color}下在{vertex}。" },
  tryAgain: { en: "Try again", zh: "再试一次" },
  showAnswer: { en: "Show the answer", zh: "看答案" },
  answerIs: { en: "The answer:", zh: "答案：" },
  next: { en: "Next problem", zh: "下一题" },
  levelUp: { en: "Next problems: level {n}.", zh: "接下来：难度{n}。" },
  levelDown: { en: "A little easier now: level {n}.", zh: "先容易一点：难度{n}。" },
  generating: { en: "Making a problem…", zh: "正在出题……" },
  genFailed: { en: "No problem could be made: {detail}", zh: "出题失败：{detail}" },
  boardLabel: { en: "Problem board", zh: "题目棋盘" },
};

export const { tx, hx } = texts(STRINGS);
