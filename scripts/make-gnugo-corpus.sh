#!/usr/bin/env bash
# Builds the GNU Go part of the estimator corpus (tests/data/games/gnugo-*.txt): seeded GNU Go
# self-play games played to the end (two passes in a row), each written as its final position
# with the stones GNU Go's `final_status_list dead` calls dead in lowercase (the format is in
# tests/data/games/README.md).
#
#   bash scripts/make-gnugo-corpus.sh                 # the whole default set
#   bash scripts/make-gnugo-corpus.sh 9 1 40          # board size, first and last game number
#   OUT=/tmp/games bash scripts/make-gnugo-corpus.sh  # somewhere else
#   CHECK=1 bash scripts/make-gnugo-corpus.sh         # apply the consistency rule to the files
#                                                     # already there (all, or SIZE FIRST LAST)
#
# The estimator's held-out set (tests/data/heldout, never used for tuning) was made the same
# way with game numbers from 101 on: OUT=tests/data/heldout ... 13 101 180 (and 19 101 140),
# stopped when it passed 100 games; tests/data/heldout/README.md lists what it holds.
#
# Game n on a board of side s is reproducible: the opening moves come from a small generator
# seeded with s and n (below), GNU Go runs with `--seed n` and a level that depends on n only,
# Chinese rules, komi 7.5. The same GNU Go version gives the same files. Needs only
# /usr/games/gnugo (scripts/setup.sh installs it). The generated files are ours, CC0.
#
# Not every finished game is kept. A game GNU Go resigned has no final position to score. And
# a game in which GNU Go contradicts itself about a stone is not kept either (the consistency
# rule, status_check below): the reference is GNU Go's `final_status_list dead`, and a
# reference that GNU Go's own `dragon_status` disputes is not a known result. The rule was
# added after two such games had been found in the corpus (tests/data/games/README.md).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="${OUT:-$ROOT/tests/data/games}"
GNUGO="${GNUGO:-/usr/games/gnugo}"
KOMI=7.5
STATUS_LEVEL=10
mkdir -p "$OUT"

# Columns in GTP, without I.
LETTERS=ABCDEFGHJKLMNOPQRSTUVWXYZ

# The levels GNU Go plays at for each board side, chosen by game number (cheap levels on
# 19x19, where a game at level 2 takes about half a minute of CPU). At level 1 on 13x13 GNU Go
# often passed with large areas still unsettled, so 13x13 starts at level 3. Whatever the
# level of play, the dead stones are asked for at level 10 (STATUS_LEVEL), GNU Go's default
# and most careful setting for its status reading.
levels_for() {
  case "$1" in
    9) echo "10 7 4" ;;
    13) echo "8 5 3" ;;
    *) echo "1 2" ;;
  esac
}

# Random opening moves played for both sides before GNU Go takes over: min and spread.
openings_for() {
  case "$1" in
    9) echo "1 3" ;;
    13) echo "2 3" ;;
    *) echo "2 5" ;;
  esac
}

# A 31-bit linear congruential generator (glibc's constants), so the openings do not depend on
# bash's own $RANDOM, whose sequence changed between bash versions.
RNG=1
rng_next() { RNG=$(((RNG * 1103515245 + 12345) % 2147483648)); }
# rng_below N: sets R to a number in 0..N-1.
rng_below() { rng_next; R=$(((RNG / 65536) % $1)); }

# Send one GTP command, leave the answer (without "= ") in REPLY_TEXT, its lines joined by
# spaces, and in REPLY_LINES one line each (dragon_stones answers a dragon a line); fail on "? ".
gtp() {
  printf '%s\n' "$1" >&"${GG[1]}"
  local line text="" first=1 status=""
  REPLY_LINES=()
  while IFS= read -r line <&"${GG[0]}"; do
    line="${line%$'\r'}"
    if [ -z "$line" ]; then
      [ -n "$status" ] && break
      continue
    fi
    if [ "$first" = 1 ]; then
      status="${line:0:1}"
      line="${line:2}"
      first=0
    fi
    text+="${text:+ }$line"
    REPLY_LINES+=("$line")
  done
  REPLY_TEXT="$text"
  [ "$status" = "=" ]
}

# start_gnugo SIZE LEVEL SEED: a GNU Go process for one game (the coprocess GG), board cleared.
start_gnugo() {
  coproc GG { "$GNUGO" --mode gtp --chinese-rules --komi "$KOMI" --level "$2" --seed "$3"; }
  GG_RUNNING=$GG_PID
  gtp "boardsize $1" && gtp "clear_board" && gtp "komi $KOMI"
}

# Ends the GNU Go process started for one game.
stop_gnugo() {
  if [ -n "${GG[1]:-}" ]; then printf 'quit\n' >&"${GG[1]}" 2>/dev/null || true; fi
  wait "$GG_RUNNING" 2>/dev/null || true
}

# The consistency rule. status_check NAME, with GNU Go on the game's final position: sets the
# level to STATUS_LEVEL, asks for GNU Go's verdicts and leaves DEAD (" A1 B2 ... ", its
# `final_status_list dead`, the file's lowercase stones), SEKI (`final_status_list seki`) and
# REJECT: empty when the verdicts agree, else why the game is not kept. Used alike when a game
# is made and by CHECK=1 on a replayed file.
#
# `final_status_list` settles the position by playing it out (GNU Go plays on until two
# passes, counts, and takes its moves back); `dragon_status` is GNU Go's reading of the
# position as it stands, dragon by dragon
# (`dragon_stones` lists the dragons). The game is not kept when a stone is in the dead list
# while its dragon is `alive`, or is not in the dead list while its dragon is `dead`. A seki
# stone counts as not dead: it stays on the board, uppercase in the file, and dragon_status
# has no word for seki (its seki dragons come out `alive`), so a seki stone is consistent when
# its dragon is `alive` and a contradiction when it is `dead`. A `critical` dragon (it lives
# or dies by who moves first) or an `unknown` one is GNU Go giving no verdict: nothing to
# contradict, so final_status_list's answer stands and the game is kept; such dragons are
# printed as a note. Settling exactly those is what the aftermath play is for, and dropping
# every game with an unsettled-looking group would leave only the easy positions.
#
# The dragons are asked about first, after clearing GNU Go's reading cache. Asked after
# final_status_list, dragon_status answers from the state its play-out left behind, which
# clear_cache does not undo (gnugo-13-016's C3 reads `critical D3 D3` before and `dead`
# after): not a second opinion. And without the cache the answers depend on the final position
# and the level, not on what GNU Go read during the game, so a replayed file (CHECK=1) is
# judged as it was when it was made.
status_check() {
  local name=$1 dragons=() statuses=() d k s listed unlisted
  gtp "level $STATUS_LEVEL"
  gtp "clear_cache"
  gtp "dragon_stones"
  dragons=("${REPLY_LINES[@]}")
  for d in "${dragons[@]}"; do
    gtp "dragon_status ${d%% *}"
    statuses+=("$REPLY_TEXT")
  done
  gtp "final_status_list dead"; DEAD=" ${REPLY_TEXT^^} "
  gtp "final_status_list seki"; SEKI="${REPLY_TEXT^^}"
  REJECT=""
  for k in "${!dragons[@]}"; do
    listed="" unlisted=""
    for s in ${dragons[$k]^^}; do
      if [[ $DEAD == *" $s "* ]]; then listed+=" $s"; else unlisted+=" $s"; fi
    done
    d=${dragons[$k]%% *}
    case "${statuses[$k]}" in
      alive) [ -z "$listed" ] ||
        REJECT+="${REJECT:+; }dragon_status ${d^^} is alive, final_status_list dead lists$listed" ;;
      dead) [ -z "$unlisted" ] ||
        REJECT+="${REJECT:+; }dragon_status ${d^^} is dead, final_status_list dead leaves out$unlisted" ;;
      *) echo "$name: note: dragon_status ${d^^} is ${statuses[$k]} (no verdict); final_status_list dead lists${listed:- none of its stones}" >&2 ;;
    esac
  done
}

# One game: play_game SIZE N. Writes $OUT/gnugo-SIZE-N.txt and sets KEPT=1, or prints why it
# was not kept.
play_game() {
  local size=$1 n=$2
  local levels=($(levels_for "$size")) opening=($(openings_for "$size"))
  local level=${levels[$((n % ${#levels[@]}))]}
  local name="gnugo-$size-$(printf '%03d' "$n")"
  local file="$OUT/$name.txt"
  KEPT=0
  start_gnugo "$size" "$level" "$n"
  RNG=$((size * 7919 + n))
  local moves=() colour=black other=white passes=0 count k x y v
  rng_below "$((opening[1] + 1))"
  count=$((opening[0] + R))
  # The random opening: points off the first two lines, legal for the side to move.
  k=0
  while [ "$k" -lt "$count" ]; do
    rng_below "$((size - 4))"; x=$((R + 2))
    rng_below "$((size - 4))"; y=$((R + 2))
    v="${LETTERS:$x:1}$((y + 1))"
    gtp "is_legal $colour $v"
    [ "$REPLY_TEXT" = 1 ] || continue
    gtp "play $colour $v"
    moves+=("$v")
    k=$((k + 1))
    local t=$colour; colour=$other; other=$t
  done
  local opened=$count limit=$((size * size * 3)) result=""
  while :; do
    gtp "genmove $colour"
    v="$REPLY_TEXT"
    case "${v^^}" in
      PASS) passes=$((passes + 1)); moves+=(pass) ;;
      RESIGN) result="resigned"; break ;;
      *) passes=0; moves+=("${v^^}") ;;
    esac
    local t=$colour; colour=$other; other=$t
    [ "$passes" -ge 2 ] && break
    if [ "${#moves[@]}" -ge "$limit" ]; then result="no end after $limit moves"; break; fi
  done
  if [ -z "$result" ]; then
    status_check "$name"
    [ -z "$REJECT" ] || result="GNU Go contradicts itself: $REJECT"
  fi
  if [ -n "$result" ]; then
    stop_gnugo
    echo "$name: not kept ($result)" >&2
    return 0
  fi
  local dead=$DEAD seki=$SEKI
  gtp "list_stones black"; local black=" ${REPLY_TEXT^^} "
  gtp "list_stones white"; local white=" ${REPLY_TEXT^^} "
  gtp "final_score"; local score="$REPLY_TEXT"
  stop_gnugo
  {
    echo "# GNU Go self-play, ${size}x${size}, game $n. Generated by scripts/make-gnugo-corpus.sh; CC0."
    echo "# $("$GNUGO" --version | head -1), --mode gtp --chinese-rules --komi $KOMI --level $level --seed $n"
    echo "# $opened random opening moves, then GNU Go for both sides until two passes; ${#moves[@]} moves."
    echo "# Dead stones (lowercase): GNU Go's final_status_list dead at level $STATUS_LEVEL. Seki: ${seki:-none}. GNU Go's score: $score"
    local line="# moves:" m
    for m in "${moves[@]}"; do
      if [ $((${#line} + ${#m} + 1)) -gt 96 ]; then
        echo "$line"
        line="# moves:"
      fi
      line+=" $m"
    done
    echo "$line"
    echo "to_move $colour"
    local row col c
    for ((row = size; row >= 1; row--)); do
      line=""
      for ((col = 0; col < size; col++)); do
        v="${LETTERS:$col:1}$row"
        if [[ $black == *" $v "* ]]; then c=X
        elif [[ $white == *" $v "* ]]; then c=O
        else c=.
        fi
        [[ $dead == *" $v "* ]] && c="${c,,}"
        line+="$c"
      done
      echo "$line"
    done
  } >"$file"
  echo "$name: ${#moves[@]} moves, level $level, $(grep -v -e "^#" -e "^to_move" "$file" | tr -cd xo | wc -c) dead stones" >&2
  KEPT=1
}

# The stones a corpus file marks dead (its lowercase letters), as " A1 B2 ... " in board order.
file_dead() {
  local row=0 col line list=""
  while IFS= read -r line; do
    case "$line" in "#"* | to_move*) continue ;; esac
    row=$((row + 1))
    for ((col = 0; col < ${#line}; col++)); do
      case "${line:$col:1}" in x | o) list+=" ${LETTERS:$col:1}$((${#line} - row + 1))" ;; esac
    done
  done <"$1"
  echo "$list "
}

# check_file FILE: the consistency rule on a game already made, without playing it again:
# GNU Go starts as it did for that game (level and seed from the header), the header's moves
# are played into it, and status_check judges the final position. Also checks that the replay
# gives the file's dead stones, the precondition for judging the file this way. Sets KEPT.
check_file() {
  local file=$1 name header size level seed colour=black m
  name=$(basename "$file" .txt)
  KEPT=0
  if [ ! -f "$file" ]; then
    echo "$name: no such file" >&2
    return 0
  fi
  header=$(head -2 "$file")
  if ! [[ $header =~ ([0-9]+)x[0-9]+,\ game.*--level\ ([0-9]+)\ --seed\ ([0-9]+) ]]; then
    echo "$name: no GNU Go self-play header" >&2
    return 0
  fi
  size=${BASH_REMATCH[1]} level=${BASH_REMATCH[2]} seed=${BASH_REMATCH[3]}
  start_gnugo "$size" "$level" "$seed"
  for m in $(sed -n 's/^# moves://p' "$file"); do
    gtp "play $colour $m"
    if [ "$colour" = black ]; then colour=white; else colour=black; fi
  done
  status_check "$name"
  stop_gnugo
  local sorted_file sorted_replay
  sorted_file=$(file_dead "$file" | xargs -n1 | sort | xargs)
  sorted_replay=$(echo $DEAD | xargs -n1 | sort | xargs)
  if [ "$sorted_file" != "$sorted_replay" ]; then
    echo "$name: the replay does not give the file's dead stones (file: ${sorted_file:-none}; replay: ${sorted_replay:-none})" >&2
  elif [ -n "$REJECT" ]; then
    echo "$name: fails the consistency rule (GNU Go contradicts itself: $REJECT)" >&2
  else
    echo "$name: ok" >&2
    KEPT=1
  fi
}

# fill SIZE COUNT: games 1, 2, ... on a board of side SIZE until COUNT of them are kept.
fill() {
  local kept=0 n=0
  while [ "$kept" -lt "$2" ]; do
    n=$((n + 1))
    play_game "$1" "$n"
    kept=$((kept + KEPT))
  done
}

if [ -n "${CHECK:-}" ]; then
  # Exit status 1 when some file fails.
  files=()
  if [ $# -ge 1 ]; then
    size=$1 first=${2:-1} last=${3:-${2:-1}}
    for ((n = first; n <= last; n++)); do files+=("$OUT/gnugo-$size-$(printf '%03d' "$n").txt"); done
  else
    files=("$OUT"/gnugo-*.txt)
  fi
  failed=0
  for f in "${files[@]}"; do
    check_file "$f"
    failed=$((failed + 1 - KEPT))
  done
  echo "$((${#files[@]} - failed)) of ${#files[@]} files pass" >&2
  [ "$failed" = 0 ]
elif [ $# -ge 1 ]; then
  size=$1 first=${2:-1} last=${3:-${2:-1}}
  for ((n = first; n <= last; n++)); do play_game "$size" "$n"; done
else
  # The default set: 40 games kept on 9x9, 30 on 13x13, 10 on 19x19 (about 20 minutes of CPU).
  fill 9 40
  fill 13 30
  fill 19 10
fi
