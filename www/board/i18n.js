// i18n.js: every string the widget shows or announces, in English and Simplified Chinese.
//
// The widget's language is its own `lang` attribute, else the nearest ancestor's `lang`
// (usually <html lang>), else the browser's language. Anything starting with "zh" is Chinese;
// everything else is English.

const STRINGS = {
  en: {
    boardLabel: "Go board, {w} by {h}",
    toMove: "{color} to move",
    black: "Black",
    white: "White",
    blackStone: "black stone",
    whiteStone: "white stone",
    empty: "empty",
    liberty: "1 liberty",
    liberties: "{n} liberties",
    lastMove: "last move",
    moveN: "move {n}",
    ghost: "{color} stone (preview)",
    dead: "dead",
    territoryBlack: "Black's area",
    territoryWhite: "White's area",
    sharedPoint: "shared point",
    countN: "counted {n}",
    gameOverPasses: "Game over: both passed",
    markTR: "triangle", markSQ: "square", markCR: "circle", markMA: "cross",
    markSL: "selected", markDD: "dimmed", markLB: "label {text}",
    played: "{color} {vertex}",
    capturedOne: "captures 1 stone",
    capturedMany: "captures {n} stones",
    passed: "{color} passes",
    resigned: "{color} resigns",
    undone: "Move {n} undone",
    redone: "Move {n} replayed",
    atMove: "Move {n} of {total}",
    atStart: "Start of the game",
    illegal: "{vertex}: {message}",
    notYourTurn: "It is {color}'s turn",
    notInteractive: "This board is for viewing only",
    gameOver: "Game over: {result}",
    confirmTap: "{vertex}: press again to play",
    pending: "Tap again to play",
    pendingClick: "Click again to play",
    loading: "Loading the Go engine…",
    dismiss: "Dismiss",
    scoreLine: "{result}",
    keyboardHelp: "Arrow keys move, Enter or Space plays, P passes, U undoes",
    // go-error messages
    err_engineLoad: "The Go engine could not be loaded from {url}: {detail}",
    err_badSize: "The board size “{value}” is not valid: use a whole number such as 9, 13 or 19.",
    err_badKomi: "The komi “{value}” is not a number.",
    err_badHandicap: "The handicap “{value}” is not valid: use a whole number of stones.",
    err_badMove: "The move number “{value}” is not valid: use a whole number, or “last”.",
    err_badInteractive: "interactive=“{value}” is not valid: use none, black, white or both.",
    err_badPosition: "The position could not be read: {detail}",
    err_badMarkup: "The markup could not be read: {detail}",
    err_badSgf: "The SGF record could not be read: {detail}",
    err_badSrc: "The SGF file {value} could not be loaded: {detail}",
    err_badOptions: "The engine refused these settings: {detail}",
    err_badVertex: "“{value}” is not a point on this board.",
    err_badView: "view=“{value}” is not valid: use two corners such as A1:K10. {detail}",
    err_badCountPoints: "count-points=“{value}” is not valid: use black or white.",
    err_badEngine: "engine=“{value}” was ignored: this page fixed the engine's URL (GoBoard.engineUrl).",
    err_badEngineOrigin: "engine=“{value}” was ignored: the engine must come from this page's own site (or set GoBoard.engineUrl).",
    err_internal: "Something went wrong: {detail}",
    keptGame: "The game in progress was kept.",
  },
  zh: {
    boardLabel: "围棋棋盘，{w}×{h}",
    toMove: "轮{color}走",
    black: "黑",
    white: "白",
    blackStone: "黑子",
    whiteStone: "白子",
    empty: "空",
    liberty: "1口气",
    liberties: "{n}口气",
    lastMove: "最后一手",
    moveN: "第{n}手",
    ghost: "{color}子（预览）",
    dead: "死子",
    territoryBlack: "黑方",
    territoryWhite: "白方",
    sharedPoint: "公共点",
    countN: "数到{n}",
    gameOverPasses: "终局：双方都停了一手",
    markTR: "三角", markSQ: "方块", markCR: "圆圈", markMA: "叉", markSL: "选中", markDD: "淡化",
    markLB: "标记{text}",
    played: "{color} {vertex}",
    capturedOne: "提1子",
    capturedMany: "提{n}子",
    passed: "{color}停一手",
    resigned: "{color}认输",
    undone: "悔棋：撤回第{n}手",
    redone: "重放第{n}手",
    atMove: "第{n}手，共{total}手",
    atStart: "对局开始",
    illegal: "{vertex}：{message}",
    notYourTurn: "现在轮{color}走",
    notInteractive: "此棋盘仅供观看",
    gameOver: "终局：{result}",
    confirmTap: "{vertex}：再点一次落子",
    pending: "再点一次落子",
    pendingClick: "再点一次落子",
    loading: "正在加载围棋引擎…",
    dismiss: "关闭",
    scoreLine: "{result}",
    keyboardHelp: "方向键移动，回车或空格落子，P 停一手，U 悔棋",
    err_engineLoad: "无法从 {url} 加载围棋引擎：{detail}",
    err_badSize: "棋盘大小“{value}”无效：请使用整数，例如 9、13 或 19。",
    err_badKomi: "贴目“{value}”不是数字。",
    err_badHandicap: "让子数“{value}”无效：请使用整数。",
    err_badMove: "手数“{value}”无效：请使用整数或“last”。",
    err_badInteractive: "interactive=“{value}”无效：可用 none、black、white 或 both。",
    err_badPosition: "无法读取局面：{detail}",
    err_badMarkup: "无法读取标记：{detail}",
    err_badSgf: "无法读取 SGF 棋谱：{detail}",
    err_badSrc: "无法加载 SGF 文件 {value}：{detail}",
    err_badOptions: "引擎不接受这些设置：{detail}",
    err_badVertex: "“{value}”不是棋盘上的点。",
    err_badView: "view=“{value}”无效：请用两个角，例如 A1:K10。{detail}",
    err_badCountPoints: "count-points=“{value}”无效：可用 black 或 white。",
    err_badEngine: "已忽略 engine=“{value}”：本页已固定引擎地址（GoBoard.engineUrl）。",
    err_badEngineOrigin: "已忽略 engine=“{value}”：引擎必须来自本页所在的网站（或设置 GoBoard.engineUrl）。",
    err_internal: "出错了：{detail}",
    keptGame: "当前对局已保留。",
  },
};

/** "zh" or "en" for a BCP 47 tag (or anything). */
export function normalizeLang(tag) {
  return typeof tag === "string" && /^zh\b/i.test(tag.trim()) ? "zh" : "en";
}

/** The language an element should speak: its own lang, an ancestor's, or the browser's. */
export function langOf(el) {
  let node = el;
  while (node) {
    if (node.nodeType === 1 && node.hasAttribute("lang") && node.getAttribute("lang")) {
      return normalizeLang(node.getAttribute("lang"));
    }
    node = node.parentNode || node.host || null; // cross shadow roots upward
  }
  return normalizeLang(globalThis.navigator?.language || "en");
}

/** Look a string up and fill its {placeholders}. */
export function t(lang, key, params = {}) {
  const table = STRINGS[lang] || STRINGS.en;
  const template = table[key] ?? STRINGS.en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (_, name) => (name in params ? String(params[name]) : `{${name}}`));
}

export function colorName(lang, color) {
  return t(lang, color === "white" ? "white" : "black");
}

/** "1 liberty" / "3 liberties" / "3口气". */
export function libertiesText(lang, n) {
  return n === 1 ? t(lang, "liberty") : t(lang, "liberties", { n });
}

/** The localised message of an engine verdict ({message, messageZh}). */
export function verdictMessage(lang, verdict) {
  if (!verdict) return "";
  if (lang === "zh" && verdict.messageZh) return verdict.messageZh;
  return verdict.message || verdict.reason || "";
}

/** The localised text of a game result ({en, zh, sgf}). */
export function resultText(lang, result) {
  if (!result) return "";
  return (lang === "zh" ? result.zh : result.en) || result.sgf || "";
}

export { STRINGS };
