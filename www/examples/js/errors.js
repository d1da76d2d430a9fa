// The “errors” example of www/examples/index.html (shown on the page next to the board).
const board = document.getElementById("keep-board");
board.addEventListener("go-error", (e) => {
  document.getElementById("error-log").textContent = `go-error: ${e.detail.code}`;
});
document.getElementById("bad-size").onclick = () => { board.size = "0"; };
