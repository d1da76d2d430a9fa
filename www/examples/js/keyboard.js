// The “keyboard” example of www/examples/index.html (shown on the page next to the board).
const board = document.getElementById("kbd-board");
board.addEventListener("go-announce", (e) => {
  document.getElementById("kbd-heard").textContent = e.detail.text;
});
