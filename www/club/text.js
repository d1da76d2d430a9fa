// text.js: the club page's strings, in English and Simplified Chinese. Every fact shown with
// them (pairings, points, tie-break values, places, the engine's error messages) comes from
// the engine's `Tournament` and is passed in as a {placeholder}; these are only the words
// around it.

import { getLang, texts } from "../school/i18n.js";

const table = {
  title: { en: "Club tournament", zh: "俱乐部比赛" },
  lead: {
    en: "Run a class or club tournament under the Chinese rules (第二十六条 to 第二十九条): enter the players, let the engine pair each round, enter the results and read the standings with every tie-break. Everything is kept in this browser; export the event file to keep it safe or move it.",
    zh: "按中国围棋竞赛规则（第二十六条至第二十九条）组织班级或俱乐部比赛：录入棋手，由引擎编排每一轮，录入结果，查看带全部破同分项目的名次表。所有数据保存在本浏览器中；导出比赛文件可备份或换设备。",
  },
  loading: { en: "Loading the engine…", zh: "正在加载引擎……" },
  engineFailed: { en: "The engine could not be loaded: {detail}", zh: "引擎加载失败：{detail}" },
  noTournament: {
    en: "This build of the engine has no tournament module (the club feature).",
    zh: "这个版本的引擎没有比赛编排功能（club）。",
  },

  // notices
  storageDamaged: {
    en: "The event saved in this browser could not be read ({detail}); it was set aside and a new event can be started. Import an exported event file to go on with it.",
    zh: "本浏览器中保存的比赛无法读取（{detail}），已搁置，可以新建比赛。如有导出的比赛文件，可导入后继续。",
  },
  storageFull: { en: "This browser could not save the event ({detail}): export the event file before you leave.", zh: "本浏览器无法保存比赛（{detail}）：离开前请导出比赛文件。" },
  inboxTaken: { en: "Result from the game room: round {round}, table {table}: {result}.", zh: "对局室传来的结果：第{round}轮第{table}台：{result}。" },
  inboxRefused: { en: "A result from the game room (round {round}, table {table}) was not entered: {message}", zh: "对局室传来的结果（第{round}轮第{table}台）未能录入：{message}" },
  otherEvent: {
    en: "The game room's result is for another event ({id}) than the one on this page: it waits in this browser until that event's file is imported here.",
    zh: "对局室的结果属于另一场比赛（{id}），不是本页的比赛：结果保存在本浏览器中，导入那场比赛的文件后即可录入。",
  },
  engineSaid: { en: "{message}", zh: "{message}" },
  dismiss: { en: "Dismiss", zh: "知道了" },

  // the event
  eventTitle: { en: "The event", zh: "比赛" },
  newEventTitle: { en: "A new event", zh: "新建比赛" },
  eventName: { en: "Name of the event", zh: "比赛名称" },
  eventNamePlaceholder: { en: "e.g. Autumn club cup", zh: "例如：秋季俱乐部杯" },
  system: { en: "System (第二十七条)", zh: "竞赛方法（第二十七条）" },
  sysRoundRobin: { en: "Round robin (单循环)", zh: "单循环" },
  sysDoubleRoundRobin: { en: "Double round robin (双循环)", zh: "双循环" },
  sysSwiss: { en: "Swiss (积分编排)", zh: "积分编排制（瑞士制）" },
  sysKnockout: { en: "Knockout (淘汰)", zh: "淘汰制" },
  sysDoubleKnockout: { en: "Double knockout (双败淘汰)", zh: "双败淘汰制" },
  sysTeamRoundRobin: { en: "Team round robin (团体循环)", zh: "团体循环" },
  sysTeamSwiss: { en: "Team Swiss (团体积分编排)", zh: "团体积分编排" },
  sysTeamAllPlay: { en: "Team all-play (全队循环制)", zh: "全队循环制" },
  sysMatch: { en: "Match of several games (番棋)", zh: "番棋（多局赛）" },
  sysChallenge: { en: "Challenge match, winner stays on (擂台赛)", zh: "擂台赛" },
  rounds: { en: "Rounds", zh: "轮数" },
  gamesPerMatch: { en: "Games in the match", zh: "番棋局数" },
  boards: { en: "Boards per team", zh: "每队台数" },
  lives: { en: "Losses that put a player out", zh: "负几局被淘汰" },
  rankEvent: { en: "Rank event (段级位赛): promote after wins", zh: "段级位赛：按胜局升级" },
  promotionWins: { en: "Wins for a promotion", zh: "胜几局升级" },
  promotionSteps: { en: "Steps up", zh: "升几级" },
  shared: { en: "Equal players share a place (第二十八条 C); otherwise play-off or lot (D)", zh: "成绩相同者名次并列（第二十八条C）；不选则加赛或抽签（D）" },
  createEvent: { en: "Create the event", zh: "创建比赛" },
  changeSettings: { en: "Apply these settings", zh: "应用设置" },
  settingsLine: { en: "{system} · {rounds}", zh: "{system} · {rounds}" },
  roundsN: { en: "{n} rounds", zh: "{n}轮" },
  roundsOf: { en: "{n} of {of} rounds paired", zh: "已编排{n}轮，共{of}轮" },
  roundsSoFar: { en: "{n} rounds paired", zh: "已编排{n}轮" },
  newEvent: { en: "New event", zh: "新建比赛" },
  confirmNewEvent: {
    en: "Start a new event? The current one is removed from this browser (export it first to keep it).",
    zh: "新建比赛？当前比赛将从本浏览器删除（如需保留请先导出）。",
  },
  settingsLocked: { en: "The settings are fixed once round 1 is paired.", zh: "第一轮编排后，设置不能再改。" },

  // players
  playersTitle: { en: "Players", zh: "棋手" },
  playersCount: { en: "{n} players", zh: "共{n}名棋手" },
  noPlayers: { en: "No players yet: add the first one below.", zh: "还没有棋手，请在下面添加。" },
  name: { en: "Name", zh: "姓名" },
  rank: { en: "Rank", zh: "段级位" },
  rankHint: { en: "级 (kyu) count down to 1级; then 段 (dan) count up from 1段.", zh: "级位数字越小越强，到1级为止；其上是段位，从1段起。" },
  club: { en: "Club", zh: "单位" },
  team: { en: "Team", zh: "队名" },
  addPlayer: { en: "Add the player", zh: "添加棋手" },
  savePlayer: { en: "Save the changes", zh: "保存修改" },
  cancelEdit: { en: "Cancel", zh: "取消" },
  editPlayerTitle: { en: "Edit {name}", zh: "修改：{name}" },
  addPlayerTitle: { en: "Add a player", zh: "添加棋手" },
  edit: { en: "Edit", zh: "修改" },
  editLabel: { en: "Edit {name}", zh: "修改{name}" },
  remove: { en: "Remove", zh: "删除" },
  removeLabel: { en: "Remove {name}", zh: "删除{name}" },
  withdraw: { en: "Withdraw", zh: "退赛" },
  withdrawLabel: { en: "Withdraw {name} (第二十九条)", zh: "{name}退赛（第二十九条）" },
  confirmWithdraw: {
    en: "Withdraw {name} from round {round} on? What happens to the results already played is decided by 第二十九条 and cannot be undone.",
    zh: "{name}从第{round}轮起退赛？已赛结果按第二十九条处理，且不能撤销。",
  },
  withdrawnFrom: { en: "withdrawn (round {round})", zh: "已退赛（第{round}轮起）" },
  playerAdded: { en: "{name} added.", zh: "已添加{name}。" },
  playerSaved: { en: "{name} saved.", zh: "已保存{name}。" },
  playerRemoved: { en: "{name} removed.", zh: "已删除{name}。" },
  nameNeeded: { en: "Write the player's name.", zh: "请填写棋手姓名。" },

  // rounds
  roundsTitle: { en: "Rounds and pairings", zh: "轮次与对阵" },
  noRounds: { en: "No round is paired yet.", zh: "还没有编排任何一轮。" },
  pairNext: { en: "Pair the next round", zh: "编排下一轮" },
  unpairLast: { en: "Undo the last pairing", zh: "撤销最后一轮编排" },
  confirmUnpair: { en: "Undo the pairing of round {round}?", zh: "撤销第{round}轮的编排？" },
  roundN: { en: "Round {n}", zh: "第{n}轮" },
  roundPaired: { en: "Round {n} is paired.", zh: "第{n}轮已编排。" },
  roundUnpaired: { en: "The pairing of round {n} was undone.", zh: "第{n}轮的编排已撤销。" },
  tableCol: { en: "Table", zh: "台次" },
  tableN: { en: "Table {n}", zh: "第{n}台" },
  boardN: { en: "Board {n}", zh: "第{n}台" },
  matchN: { en: "Match {n}: {black} – {white}", zh: "第{n}场：{black} 对 {white}" },
  matchBye: { en: "Match {n}: {black} has a bye", zh: "第{n}场：{black}轮空" },
  plannedRounds: { en: "Rounds planned", zh: "计划轮数" },
  setRounds: { en: "Change", zh: "修改" },
  roundsChanged: { en: "{n} rounds planned.", zh: "计划{n}轮。" },
  allPaired: { en: "Every round of this event is paired.", zh: "本次比赛的所有轮次都已编排。" },
  blackCol: { en: "Black", zh: "执黑" },
  whiteCol: { en: "White", zh: "执白" },
  resultCol: { en: "Result", zh: "结果" },
  gameCol: { en: "Game room", zh: "对局室" },
  bye: { en: "bye (轮空)", zh: "轮空" },
  resultLabel: { en: "round {round}, table {table}, {black} (Black) against {white} (White)", zh: "第{round}轮第{table}台，{black}（黑）对{white}（白）" },
  resNone: { en: "— not yet —", zh: "— 未赛 —" },
  resBlack: { en: "Black wins", zh: "黑胜" },
  resWhite: { en: "White wins", zh: "白胜" },
  resDraw: { en: "Draw", zh: "和棋" },
  resBlackForfeit: { en: "Black forfeits (弃权)", zh: "黑弃权" },
  resWhiteForfeit: { en: "White forfeits (弃权)", zh: "白弃权" },
  resBothForfeit: { en: "Both forfeit", zh: "双方弃权" },
  warned: { en: "warned", zh: "警告" },
  warnPlayer: { en: "Warn {name}", zh: "警告{name}" },
  warnLabel: { en: "{name} in round {round} (referee's warning)", zh: "{name}第{round}轮受裁判警告" },
  playHere: { en: "Play in the game room", zh: "到对局室下这盘" },
  playHereLabel: { en: "Play round {round}, table {table} in the game room", zh: "到对局室下第{round}轮第{table}台" },
  resultSaved: { en: "Round {round}, table {table}: {result}.", zh: "第{round}轮第{table}台：{result}。" },
  printPairings: { en: "Print the pairings", zh: "打印对阵表" },

  // standings
  standingsTitle: { en: "Standings", zh: "名次" },
  noStandings: { en: "The standings appear once a round is paired.", zh: "编排第一轮后显示名次。" },
  place: { en: "Place", zh: "名次" },
  scrollHint: { en: "The tables scroll sideways: every tie-break column is there.", zh: "表格可左右滑动，查看全部破同分项目。" },
  standingsTable: { en: "Standings table", zh: "名次表" },
  placeShared: { en: "{place}=", zh: "并{place}" },
  colPoints: { en: "Points", zh: "积分" },
  colGames: { en: "Games", zh: "局数" },
  colWins: { en: "Won", zh: "胜" },
  colDraws: { en: "Drawn", zh: "和" },
  colLosses: { en: "Lost", zh: "负" },
  colOpponentPoints: { en: "A (opp.)", zh: "A 对手分" },
  colWarnings: { en: "B (warn.)", zh: "B 警告" },
  colTotal: { en: "Total", zh: "总得分" },
  colMatchPoints: { en: "Match points", zh: "场分" },
  colGamePoints: { en: "Game points", zh: "局分" },
  colMatches: { en: "Matches", zh: "场数" },
  colByes: { en: "Byes", zh: "轮空" },
  placeUndecided: { en: "{place} (play-off or lot)", zh: "{place}（待加赛或抽签）" },
  colBoardPoints: { en: "Board {n}", zh: "第{n}台" },
  standingsNote: {
    en: "Every value is the engine's, by 第二十八条: a win 2 points, a draw 1, a loss 0. A: the points of the opponents beaten, plus half those of the opponents drawn with. B: the referee's warnings (fewer ranks higher). Total (总得分, Swiss): points + (opponents' points ÷ ½ the highest score − rounds).",
    zh: "所有数值均由引擎按第二十八条计算：胜一局得2分，和1分，负0分。A：所胜对手的积分之和加所和对手积分的一半。B：裁判警告次数（少者列前）。总得分（积分编排）：个人积分 +（对手积分总和 ÷ ½最高积分 − 轮次数）。",
  },
  teamStandingsNote: {
    en: "Every value is the engine's, by 第二十八条: a game won 2 points, drawn 1, lost 0 (局分); a match won 2 match points (场分), drawn 1, lost 0. Teams rank by match points, then game points, then the first board's game points, then the next boards'.",
    zh: "所有数值均由引擎按第二十八条计算：每局胜2分、和1分、负0分（局分）；每场胜2分、和1分、负0分（场分）。名次先比场分，再比局分，再依次比第一台、第二台……的局分。",
  },
  tieTitle: { en: "Play-off or lot (第二十八条 D)", zh: "加赛或抽签（第二十八条D）" },
  tieHelp: {
    en: "Shared places are not allowed in this event: these players are equal on every tie-break. Enter the order the play-off or lot decided.",
    zh: "本次比赛不允许名次并列：这些棋手所有破同分项目都相同。请录入加赛或抽签决定的顺序。",
  },
  tiePosition: { en: "Place {n}", zh: "第{n}名" },
  tieRecord: { en: "Record this order", zh: "确认此顺序" },
  tieRecorded: { en: "The order is recorded.", zh: "顺序已记录。" },
  crosstableTitle: { en: "Crosstable", zh: "成绩对照表" },
  printCrosstable: { en: "Print the standings and crosstable", zh: "打印名次与成绩对照表" },
  player: { en: "Player", zh: "棋手" },
  roundShort: { en: "R{n}", zh: "第{n}轮" },
  cellWin: { en: "+", zh: "胜" },
  cellLoss: { en: "−", zh: "负" },
  cellDraw: { en: "=", zh: "和" },
  cellPending: { en: "…", zh: "…" },
  cellBye: { en: "bye", zh: "轮空" },
  cellForfeitWin: { en: "+ (forfeit)", zh: "胜（弃权）" },
  cellForfeitLoss: { en: "− (forfeit)", zh: "负（弃权）" },
  colourBlack: { en: "b", zh: "黑" },
  colourWhite: { en: "w", zh: "白" },
  crosstableKey: {
    en: "Each cell: opponent's place, colour (b/w) and result (+ won, − lost, = drawn).",
    zh: "每格：对手名次、执子颜色（黑/白）和结果（胜、负、和）。",
  },
  promotionsTitle: { en: "Promotions (升级)", zh: "升级名单" },
  promotionLine: { en: "{name}: {from} → {to} ({wins} wins)", zh: "{name}：{from} → {to}（胜{wins}局）" },

  // the event file
  fileTitle: { en: "The event file", zh: "比赛文件" },
  fileHelp: {
    en: "The whole event (players, system, pairings, results, warnings, withdrawals) as one JSON file, as docs/tournament-format.md describes it.",
    zh: "整个比赛（棋手、竞赛方法、对阵、结果、警告、退赛）存为一个JSON文件，格式见docs/tournament-format.md。",
  },
  exportFile: { en: "Export the event file", zh: "导出比赛文件" },
  importFile: { en: "Import an event file", zh: "导入比赛文件" },
  confirmImport: { en: "Replace the current event with “{name}”?", zh: "用“{name}”替换当前比赛？" },
  imported: { en: "Event “{name}” imported.", zh: "已导入比赛“{name}”。" },
  importRefused: {
    en: "This file was not imported: {message}{field} The current event is kept.",
    zh: "未导入此文件：{message}{field} 当前比赛保持不变。",
  },
  fieldNamed: { en: " (field {field}).", zh: "（字段 {field}）。" },
  unnamed: { en: "(unnamed event)", zh: "（未命名比赛）" },
};

export const { tx, hx } = texts(table);

/** The engine's message for an error, in Chinese when it has one and the page is Chinese. */
export function engineMessage(e) {
  if (getLang() === "zh" && e?.messageZh) return e.messageZh;
  return e?.message || String(e);
}

/** The string key of each system name the engine takes. */
export const SYSTEM_KEYS = {
  roundRobin: "sysRoundRobin",
  doubleRoundRobin: "sysDoubleRoundRobin",
  swiss: "sysSwiss",
  knockout: "sysKnockout",
  doubleKnockout: "sysDoubleKnockout",
  teamRoundRobin: "sysTeamRoundRobin",
  teamSwiss: "sysTeamSwiss",
  teamAllPlay: "sysTeamAllPlay",
  match: "sysMatch",
  challenge: "sysChallenge",
};

/** The string key of each result value `setResult` takes. */
export const RESULT_KEYS = {
  black: "resBlack",
  white: "resWhite",
  draw: "resDraw",
  blackForfeit: "resBlackForfeit",
  whiteForfeit: "resWhiteForfeit",
  bothForfeit: "resBothForfeit",
};
