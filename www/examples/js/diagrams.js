// The “diagrams” example of www/examples/index.html (shown on the page next to the board).
const board = document.getElementById("api-markup");
await board.ready;
board.setMarkup([
  { type: "circle", at: "D4" },
  { type: "label", at: "E3", text: "A" },
  { type: "arrow", from: "C5", to: "E5" },
]);
board.ghosts = [{ at: "E3", color: "black" }];
