// The “counting” example of www/examples/index.html (shown on the page next to the board).
const board = document.getElementById("count-board");
const out = document.getElementById("count-result");
board.addEventListener("go-score", (e) => {
  const { black, white, message } = e.detail;
  out.textContent = `Black ${black}, White ${white}. ${message}`;
});
await board.ready;
board.setDead(["B8", "H3"]);
document.getElementById("count-end").onclick = () => {
  if (!board.isOver) { board.pass(); board.pass(); }
};
