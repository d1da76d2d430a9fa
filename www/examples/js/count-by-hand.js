// The “count-by-hand” example of www/examples/index.html (shown on the page next to the board).
const board = document.getElementById("hand-count");
await board.ready;
board.enterCounting({ estimate: false });
document.getElementById("hand-black").onclick = () => { board.countPoints = "black"; };
document.getElementById("hand-white").onclick = () => { board.countPoints = "white"; };
