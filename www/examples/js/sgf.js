// The “sgf” example of www/examples/index.html (shown on the page next to the board).
const board = document.getElementById("sgf-board");
const caption = document.getElementById("sgf-caption");
board.addEventListener("go-position", (e) => {
  const { moveNumber, totalMoves, comment } = e.detail;
  caption.textContent = `Move ${moveNumber} of ${totalMoves}. ${comment}`;
});
for (const button of document.querySelectorAll("[data-step]")) {
  button.onclick = () => { board.move = Math.max(0, board.moveNumber + Number(button.dataset.step)); };
}
