#!/usr/bin/env bash
# A new user's first hour, kept as a script: a fresh clone of this checkout's HEAD, the live
# session at 80×24 under tmux, a save, a blind round begun and abandoned (Ctrl-C at its question,
# then kill -9 in the middle of it), a timed interview on the staged full round, and
# `solution --diff` piped into `patch`. Each step checks what the candidate would see, on the screen
# or in their files, prints the screen it judged, and the script stops at the first step that fails.
# It needs git, tmux and patch, and takes about a minute and a half on a 2-core machine (74 s on
# 2026-11-28, load under 3), most of it the fresh clone's first builds; each step prints the
# seconds since the start. CI runs it after verify.
#
#   Scripts/first-hour.sh           run it (the clone is removed at the end)
#   Scripts/first-hour.sh --keep    keep the clone and say where it is
set -euo pipefail
cd "$(dirname "$0")/.."
command -v swift >/dev/null 2>&1 || export PATH="/opt/swift/usr/bin:$PATH"
for tool in git tmux patch; do
    command -v "$tool" >/dev/null || { echo "first-hour needs $tool: apt-get install -y $tool" >&2; exit 2; }
done
keep=no
[[ ${1:-} == --keep ]] && keep=yes

source=$(git rev-parse --show-toplevel)
work=$(mktemp -d)
# Not "workbook": SwiftPM names a root package after its folder, and the tool's package is "workbook".
clone="$work/clean-architecture-katas"
pane="first-hour-$$"
# A candidate's machine sets none of the maintainers' switches.
unset SOLUTIONS WORKBOOK_ONLY WORKBOOK_LOOP WORKBOOK_XCODE NO_COLOR

# A server of its own: a tmux server already running elsewhere would give the pane its environment.
tmux() { command tmux -L "$pane" "$@"; }

finish() {
    tmux kill-server 2>/dev/null || true
    if [[ $keep == yes ]]; then echo "The clone is kept in $clone"; else rm -rf "$work"; fi
}
trap finish EXIT

step() { printf '\n━━━━ %s (%d s)\n' "$1" "$SECONDS"; }
fail() {
    echo "✗ $1"
    tmux capture-pane -p -t "$pane" 2>/dev/null || true
    exit 1
}
ok() { echo "✓ $1"; }
screen() { tmux capture-pane -p -t "$pane" | sed -e 's/[[:space:]]*$//'; }
# Waits up to $2 seconds (default 300: a first build on a busy machine) for the screen to show $1.
wait_for() {
    local deadline=$((SECONDS + ${2:-300}))
    until screen | grep -qF -- "$1"; do
        ((SECONDS <= deadline)) || fail "waited ${2:-300} s for the screen to show: $1"
        sleep 0.3
    done
}
# What the files of a kata hold, as one checksum (untracked files too; .workbook/ is ignored).
files_of() { (cd "$clone" && find "$1" -type f -print0 | sort -z | xargs -0 sha256sum 2>/dev/null | sha256sum); }
# The pid of what the pane runs under its shell: `swift run` execs the workbook.
tool_pid() { pgrep -P "$(tmux display -p -t "$pane" '#{pane_pid}')" | head -n 1; }
# Opens a fresh 80×24 terminal running the command; afterwards the pane says how it ended.
open_terminal() {
    tmux kill-session -t "$pane" 2>/dev/null || true
    tmux new-session -d -s "$pane" -x 80 -y 24 -c "$clone" "$1; echo \"exit status \$?\"; sleep 900"
}

step "a fresh clone of $(git rev-parse --short HEAD)"
git clone -q "$source" "$clone"
cd "$clone"
kata1=Katas/Kata1_Entity
ok "cloned into $clone"

step "swift run workbook at 80×24: the prompt while the kata builds, its count, then its first red on Enter"
open_terminal "swift run workbook"
wait_for "Our shopping app shows a customer's order history" 600
ok "the prompt is on screen at $SECONDS s"
wait_for "behaviours passing" 600
ok "the first run's count is on screen at $SECONDS s"
screen
# The behaviours' names are the rules: a kata no run has touched holds them until Enter or a
# save, so that b can start a blind round first.
! screen | grep -qE '^ *✗' || fail "the first screen of an untouched kata lists its behaviours before b"
screen | grep -qF "Enter lists them" || fail "the first screen does not say how to list the behaviours"
tmux send-keys -t "$pane" Enter
wait_for "✗" 30
screen | grep -qE '^ *✗' || fail "no failing behaviour is on the screen after Enter"
ok "Enter shows a failing behaviour, not below the fold"

step "a save: half the reference, and the screen answers with what still fails"
cp Solutions/Kata1_Entity/OrderItem.swift "$kata1/"
before=$(screen | grep -oE '[0-9]+ of [0-9]+ behaviours passing' | head -n 1)
deadline=$((SECONDS + 300))
until now=$(screen | grep -oE '[0-9]+ of [0-9]+ behaviours passing' | head -n 1) && [[ -n $now && $now != "$before" ]]; do
    ((SECONDS <= deadline)) || fail "the save changed nothing on screen (still: $before)"
    sleep 0.3
done
sleep 1
screen
screen | grep -qE '^ *✗' || fail "after the save no failing behaviour is on screen"
ok "after the save: $now, and the first failure still in view"

step "b, then Ctrl-C at the blind round's question: every file as it was"
saved=$(files_of "$kata1")
tmux send-keys -t "$pane" b
wait_for "[y/n]" 300
screen
[[ $(files_of "$kata1") == "$saved" ]] || fail "the kata's files changed while the question waited"
tmux send-keys -t "$pane" C-c
wait_for "exit status" 60
[[ $(files_of "$kata1") == "$saved" ]] || fail "Ctrl-C at the question left the kata's files changed"
[[ -z $(git status --porcelain -- "$kata1" | grep -v OrderItem.swift || true) ]] ||
    fail "git status shows files the candidate did not change: $(git status --porcelain -- "$kata1")"
ok "nothing changed but the candidate's own save"

step "b, y, then kill -9 in the middle of the round; the next command gives the files back"
open_terminal "swift run workbook"
wait_for "behaviours passing" 300
tmux send-keys -t "$pane" b
wait_for "[y/n]" 300
# n keeps the candidate's work. One key answers; where a line is read instead, the n waits on its
# own line for Enter.
tmux send-keys -t "$pane" n
sleep 2
if screen | grep -v '^$' | tail -n 1 | grep -qx 'n'; then
    echo "(the question waited for Enter after n)"
    tmux send-keys -t "$pane" Enter
fi
deadline=$((SECONDS + 120))
# The blind README keeps the heading and replaces the Requirements with one line.
while git diff --quiet -- "$kata1/README.md"; do
    ((SECONDS <= deadline)) || fail "the blind round never hid the Requirements"
    sleep 0.3
done
sleep 1
screen
ok "the round hid the Requirements"
echo "// a line the candidate wrote during the round" >>"$kata1/Order.swift"
kill -9 "$(tool_pid)"
wait_for "exit status" 30
[[ $(git status --porcelain -- "$kata1/README.md") ]] || fail "kill -9 gave back the README on its own (so this step proves nothing)"
list=$(swift run workbook list 2>&1)
echo "$list" | head -n 8
git diff --quiet -- "$kata1/README.md" || fail "\`list\` after kill -9 did not give back the Requirements"
grep -qF "a line the candidate wrote during the round" "$kata1/Order.swift" ||
    fail "giving the files back lost the line written during the round"
[[ -z $(git status --porcelain -- "$kata1" | grep -vE 'OrderItem.swift|Order.swift' || true) ]] ||
    fail "after the give-back git status shows: $(git status --porcelain -- "$kata1")"
ok "the next command gave every file back, with the line written in the round"

step "a timed interview on the staged full round: stage 1 only, then q"
kata12=Katas/Kata12_FullRound
saved12=$(files_of "$kata12")
open_terminal "swift run workbook interview 12 --no-debrief"
wait_for "stage 1 of 4" 600
screen
grep -q "^## Stage 2" "$kata12/README.md" && fail "README.md shows stage 2 while the round is at stage 1"
ok "the header says stage 1 of 4 and the README holds no later stage"
tmux send-keys -t "$pane" q
sleep 1
tmux send-keys -t "$pane" q
wait_for "exit status" 120
[[ $(files_of "$kata12") == "$saved12" ]] || fail "the round left Kata12's files changed: $(git status --porcelain -- "$kata12")"
ok "q q ended the round and every file of Kata12 is as it was"

step "solution 3 --diff, piped: a patch that applies and makes the reference"
kata3=Katas/Kata3_Repository
echo "// the candidate's note" >>"$kata3/$(cd "$kata3" && ls ./*.swift | head -n 1)"
swift run workbook solution 3 --diff --yes >"$work/kata3.diff" 2>"$work/kata3.err" ||
    fail "solution 3 --diff failed: $(cat "$work/kata3.err")"
head -n 12 "$work/kata3.diff"
patch -p0 --dry-run <"$work/kata3.diff" >/dev/null || fail "patch --dry-run rejects the diff"
patch -p0 --quiet <"$work/kata3.diff" || fail "patch rejects the diff"
for file in "$kata3"/*.swift; do
    cmp -s "$file" "Solutions/Kata3_Repository/$(basename "$file")" || fail "after the patch $file differs from the reference"
done
ok "patch accepts the diff, and it turns the candidate's files into the reference"

echo
echo "The first hour held, in $SECONDS s."
