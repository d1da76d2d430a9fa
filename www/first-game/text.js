// text.js: every string of the first game, in English and Simplified Chinese. Numbers and
// verdicts in {placeholders} come from the engine.

import { texts } from "../school/i18n.js";

export const STRINGS = {
  title: { en: "Your first game", zh: "第一盘棋" },
  lead: {
    en: "A whole 9×9 game against the engine, then the end of it as the Chinese rules have it: you mark the dead stones, you count Black's points, you say who won. The engine checks every step and shows its own count beside yours.",
    zh: "和引擎下一整盘9路棋，然后按中国规则把棋下完：你自己判断死子，自己数黑棋的子，自己说出胜负。每一步引擎都会检查，并把它的数子结果放在你的旁边。",
  },
  loading: { en: "Loading the engine…", zh: "正在加载引擎……" },
  engineFailed: { en: "The engine could not be loaded: {detail}", zh: "引擎无法加载：{detail}" },

  // setting up
  setupH: { en: "Before we start", zh: "开局之前" },
  setupIntro: {
    en: "You play Black. A teacher playing a beginner gives stones (让子): Black's handicap stones go on the star points before the game, and White moves first. With four stones on 9×9 a beginner who has done the lessons has a real chance; when you win easily, take fewer next time.",
    zh: "你执黑。老师和初学者下棋时会让子：黑棋的让子在开局前放在星位上，然后白棋先走。在9路棋盘上让四子，学完课程的初学者很有机会赢；赢得轻松了，下次就少让几子。",
  },
  handicapLegend: { en: "Handicap stones (让子)", zh: "让子数" },
  handicapN: { en: "{n} stones", zh: "让{n}子" },
  handicapRecommended: { en: "{n} stones (recommended for a first game)", zh: "让{n}子（第一盘棋推荐）" },
  handicapNone: { en: "No handicap: an even game, Black gives 3¾ stones of komi (贴子)", zh: "不让子：分先，黑棋贴3¾子" },
  levelLegend: { en: "The engine's strength", zh: "引擎的棋力" },
  levelGentle: { en: "Gentle: a beginner's first opponent", zh: "温和：初学者的第一个对手" },
  levelSteady: { en: "Steady: the game room's beginner strength", zh: "稳健：和对局室里的“入门”一样" },
  levelStrong: { en: "Stronger: the game room's casual strength", zh: "更强：和对局室里的“业余”一样" },
  start: { en: "Start the game", zh: "开始对局" },
  resume: { en: "Continue your unfinished game", zh: "继续上次没下完的棋" },
  resumeNote: { en: "You have an unfinished game from before ({moves} moves).", zh: "你有一盘没下完的棋（已下{moves}手）。" },

  // playing
  playH: { en: "The game", zh: "对局" },
  playHelp: {
    en: "Click an intersection to play (or focus the board: arrow keys, then Enter). When you think nothing useful is left to play, pass; two passes in a row end the game.",
    zh: "点击交叉点落子（或聚焦棋盘后用方向键和回车）。觉得没有有用的地方可下了就停一手；双方接连停一手，对局结束。",
  },
  youBlack: { en: "You are Black.", zh: "你执黑。" },
  yourTurn: { en: "Your move (Black).", zh: "轮到你（黑棋）下。" },
  thinking: { en: "White is thinking…", zh: "白棋在思考……" },
  whitePlayed: { en: "White played {vertex}.", zh: "白棋下在{vertex}。" },
  whitePassed: {
    en: "White passes: the engine sees nothing useful left to play. If you agree, pass too and the game ends; if you still see something, play it.",
    zh: "白棋停一手：引擎认为已经没有有用的地方可下了。你同意就也停一手，对局结束；你还有想下的地方，就接着下。",
  },
  captures: { en: "Stones captured: by you {black}, by White {white}", zh: "提子：你提了{black}个，白棋提了{white}个" },
  moveN: { en: "Move {n}", zh: "第{n}手" },
  pass: { en: "Pass", zh: "停一手" },
  undo: { en: "Take back my last move", zh: "悔一步" },
  newGame: { en: "Start over", zh: "重新开始" },
  newGameConfirm: { en: "Give up this game and start another?", zh: "放弃这盘棋，重新开始吗？" },
  engineError: { en: "The engine could not answer: {detail}", zh: "引擎无法应答：{detail}" },

  // marking dead stones
  markH: { en: "1. The dead stones", zh: "一、判断死子" },
  markHelp: {
    en: "Both sides passed. Now mark the dead stones: click a stone to mark its whole group dead (it gets a cross), click again to bring it back. Dead stones are stones that cannot escape capture. Stones that can make two eyes live. Then press Check.",
    zh: "双方都停一手了。现在标出死子：点一下棋子，它所在的整块棋就标为死子（打上叉），再点一下取消。死子是逃不掉被提的棋子；能做出两只眼的棋是活棋。然后按“检查”。",
  },
  markedN: { en: "Marked dead: {black} black and {white} white stones.", zh: "已标死子：黑{black}个，白{white}个。" },
  checkDead: { en: "Check", zh: "检查" },
  deadAgree: { en: "The engine agrees with you about the dead stones.", zh: "引擎同意你对死子的判断。" },
  deadNone: { en: "The engine agrees: no stone on the board is dead.", zh: "引擎同意：棋盘上没有死子。" },
  deadDisagree: { en: "The engine sees it differently:", zh: "引擎的看法不同：" },
  thinksDead: {
    en: "{color} {n} at {where}: the engine thinks dead. In {pct}% of its playouts from this position these stones are captured.{libs}",
    zh: "{color}{n}（{where}）：引擎认为是死子。从这个局面下的随机对局里，这些棋子有{pct}%被提掉。{libs}",
  },
  thinksAlive: {
    en: "{color} {n} at {where}: you marked dead, the engine thinks alive. In {pct}% of its playouts from this position these stones stay on the board.{libs}",
    zh: "{color}{n}（{where}）：你标为死子，引擎认为是活棋。从这个局面下的随机对局里，这些棋子有{pct}%留在棋盘上。{libs}",
  },
  provedAlive: {
    en: "The engine proves it: they live whatever the other side plays.",
    zh: "引擎可以证明：不管对方怎么下，这些棋子都是活的。",
  },
  stonesN: { en: "{n} stone(s)", zh: "{n}个子" },
  libsN: { en: " The chain has {n} liberties now.", zh: "这块棋现在有{n}口气。" },
  libs1: { en: " The chain has 1 liberty now: it is in atari.", zh: "这块棋现在只有1口气：被叫吃了。" },
  disputeRule: {
    en: "When the players do not agree on which stones are dead, the rules say: play on until it is clear.",
    zh: "双方对死活有分歧时，按规则继续下，直到分清为止。",
  },
  useEngine: { en: "Take the engine's judgement", zh: "接受引擎的判断" },
  markAgain: { en: "Let me look again", zh: "我再看看" },
  playOn: { en: "Play on to settle it", zh: "继续下，分清死活" },
  playingOn: {
    en: "Play goes on. Settle the stones in question (capture them, or make them safe), then pass again.",
    zh: "对局继续。把有分歧的棋下清楚（提掉，或者做活），然后再停一手。",
  },

  // counting
  countH: { en: "2. Count Black's points (数子)", zh: "二、数黑棋的子（数子）" },
  countHelp: {
    en: "Dead stones are taken off and their points go to the side around them. Count Black's points: every black stone on the board, every empty point only Black surrounds, and half of every shared point (a point between both sides). The board shades whose each point is.",
    zh: "死子提掉，它们的位置算作围住它们的一方。数黑棋的子：棋盘上每一个黑子，只被黑棋围住的每一个空点，再加上每个公共点（双方之间的点）的一半。棋盘上的阴影表示每个点归谁。",
  },
  countLabel: { en: "Black's points", zh: "黑棋的子数" },
  countCheck: { en: "Check my count", zh: "检查我的数" },
  showNumbers: { en: "Count with me: number Black's points", zh: "一起数：给黑棋的点编号" },
  hideNumbers: { en: "Hide the numbers", zh: "隐藏编号" },
  numbersShown: {
    en: "Black's points are numbered 1 to {n} on the board (stones and surrounded points); each shared point shows ½: it counts half.",
    zh: "棋盘上黑棋的点编了号，从1到{n}（棋子和围住的空点）；每个公共点标着½，算半子。",
  },
  countRight: {
    en: "Right: Black has {total}: {stones} stones, {area} surrounded points and {dame} for {shared} shared point(s).",
    zh: "对了：黑棋共{total}子：{stones}个棋子，{area}个围住的点，{shared}个公共点算{dame}子。",
  },
  countWrong: {
    en: "Not quite: you counted {mine}. Look again at the numbered points ({stones} stones, {area} surrounded points, {shared} shared point(s) at half each).",
    zh: "不太对：你数的是{mine}。再看看编了号的点（{stones}个棋子，{area}个围住的点，{shared}个公共点，每个算半子）。",
  },
  countUnread: {
    en: "Type a number: whole, or with a half (40½, 40.5 or 40 1/2).",
    zh: "请输入一个数：整数，或带半子（40½、40.5或40又1/2）。",
  },

  // the result
  resultH: { en: "3. Who won, and by how much", zh: "三、胜负" },
  resultHelp: {
    en: "The board has {points} points; half of it is {base}. {komiLine} Say the result in stones (子).",
    zh: "棋盘共{points}个点，一半是{base}子。{komiLine}用“子”说出胜负。",
  },
  komiEven: { en: "Black gives a komi of {komi} stones (贴子).", zh: "黑棋贴{komi}子。" },
  komiHandicap: {
    en: "In a handicap game of {n} stones Black gives back {comp} stones (half a stone for each handicap stone), and there is no komi.",
    zh: "让{n}子的棋，黑棋要还给白棋{comp}子（每让一子还半子），不再贴子。",
  },
  winnerLegend: { en: "Who won?", zh: "谁赢了？" },
  blackWins: { en: "Black wins (黑胜)", zh: "黑胜" },
  whiteWins: { en: "White wins (白胜)", zh: "白胜" },
  draw: { en: "A draw (和棋)", zh: "和棋" },
  blackWinsShort: { en: "Black wins", zh: "黑胜" },
  whiteWinsShort: { en: "White wins", zh: "白胜" },
  resultMine: { en: "{side} by {m} stones", zh: "{side}{m}子" },
  marginLabel: { en: "By how many stones (子)?", zh: "胜多少子？" },
  resultCheck: { en: "Check my result", zh: "检查我的结果" },
  resultRight: { en: "Right: {result}.", zh: "对了：{result}。" },
  resultWrongWinner: {
    en: "Not quite: look at who has more than half the board once komi or the handicap is counted.",
    zh: "不太对：算上贴子或还子，看谁超过了棋盘的一半。",
  },
  resultWrongMargin: {
    en: "The winner is right, but not the margin: compare Black's {black} with what Black needs.",
    zh: "胜方对了，但子数不对：把黑棋的{black}子和黑棋需要的子数比一比。",
  },
  resultUnread: { en: "Choose who won and type the margin (for example ¾ or 2½).", zh: "请选择胜方，并输入子数（例如¾或2½）。" },

  // side by side
  sideH: { en: "Your count and the engine's", zh: "你的数子和引擎的数子" },
  yours: { en: "Yours", zh: "你的" },
  engines: { en: "The engine's", zh: "引擎的" },
  rowDead: { en: "Dead stones", zh: "死子" },
  rowBlack: { en: "Black's points", zh: "黑棋子数" },
  rowWhite: { en: "White's points", zh: "白棋子数" },
  rowResult: { en: "Result", zh: "结果" },
  notYet: { en: "not yet", zh: "还没有" },
  deadCount: { en: "{black} black, {white} white", zh: "黑{black}，白{white}" },

  // afterwards
  doneH: { en: "Well played", zh: "下得好" },
  doneText: {
    en: "You have played a whole game and counted it yourself. Keep the record, look at it again in the game room, or play another.",
    zh: "你下完了一整盘棋，并且自己数清了。保存棋谱，在对局室里再看一遍，或者再下一盘。",
  },
  downloadSgf: { en: "Download the game (SGF)", zh: "下载棋谱（SGF）" },
  openFree: { en: "Open it in the game room", zh: "在对局室里打开" },
  anotherGame: { en: "Play another game", zh: "再下一盘" },
  black: { en: "Black", zh: "黑棋" },
  white: { en: "White", zh: "白棋" },
  boardLabel: { en: "Your first game, 9 by 9", zh: "第一盘棋，9路棋盘" },
};

export const { tx, hx } = texts(STRINGS);
