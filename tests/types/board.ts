// tests/types/board.ts: how a TypeScript site uses `tengen/board`, type-checked with
// `tsc --strict` by tests/package/package.test.mjs against the installed package's types
// (types/board.d.ts). Not run: it only has to compile. The package test also checks that
// wrong uses (a misspelt event detail, a number where a vertex name is) fail to compile.

import { GoBoard, type GoMoveDetail, type GoScoreDetail, type Verdict } from "tengen/board";

// The tag name gives the class.
const board = document.querySelector("go-board");
if (board) {
  board.size = 9;
  board.coordinates satisfies "none" | "gtp" | "chinese";
  board.addEventListener("go-move", (e) => {
    const vertex: string = e.detail.vertex;
    const captured: string[] = e.detail.captures;
    const n: number = e.detail.moveNumber;
    void [vertex, captured, n];
  });
  board.addEventListener("go-illegal", (e) => {
    const why: string = e.detail.reason;
    const zh: string = e.detail.messageZh;
    void [why, zh];
  });
  board.addEventListener("go-pass", (e) => { const c: "black" | "white" = e.detail.color; void c; });
  board.addEventListener("go-score", (e) => {
    const detail: GoScoreDetail = e.detail;
    const own: Int8Array | null = detail.ownership;
    const margin: number | null = detail.marginStones;
    void [own, margin, detail.resultZh];
  });
  board.addEventListener("go-error", (e) => { if (e.detail.code === "badSize") console.log(e.detail.attribute); });
  // ordinary DOM events keep their types
  board.addEventListener("click", (e) => { const x: number = e.clientX; void x; });
}

// A board made from script.
const made = document.createElement("go-board");
made.setAttribute("size", "9");
document.body.append(made);
await made.configure({ size: 13, komi: 7.5, showLiberties: true, markup: [{ type: "triangle", at: "D4" }] });
const verdict: Verdict = made.play("D4");
if (!verdict.legal) console.log(verdict.reason);
made.play([3, 3]);
const chain = made.chainAt("D4");
if (chain) console.log(chain.liberties.length);
made.ghosts = [{ at: "E3", color: "white" }];
made.goTo(Infinity);
const sgf: string = made.toSgf();
void sgf;

// Events heard on a container (they bubble).
document.body.addEventListener("go-move", (e: CustomEvent<GoMoveDetail>) => console.log(e.detail.point[0]));

// The class itself, and the engine override order.
GoBoard.engineUrl = "/assets/tengen.js";
const isBoard: boolean = made instanceof GoBoard;
void isBoard;
import("tengen").then((engine) => GoBoard.useEngine(engine));
