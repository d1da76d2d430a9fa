// The “events” example of www/examples/index.html (shown on the page next to the board).
const board = document.getElementById("events-board");
const log = document.getElementById("events-log");
for (const type of ["go-move", "go-illegal", "go-pass", "go-gameover", "go-score", "go-error"]) {
  board.addEventListener(type, (e) => {
    const item = document.createElement("li");
    const { vertex, color, captures, reason, message, result } = e.detail || {};
    item.textContent = `${type} ${JSON.stringify({ vertex, color, captures, reason, message, result })}`;
    log.prepend(item);
  });
}
document.getElementById("events-pass").onclick = () => board.pass();
document.getElementById("events-undo").onclick = () => board.undo();
