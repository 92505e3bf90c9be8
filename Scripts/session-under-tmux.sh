#!/usr/bin/env bash
# Drives the live session in a real terminal (tmux): keys in, screens out. Not part of CI (it
# needs tmux and a built workbook, and takes a minute); the session's logic is covered by
# Tests/WorkbookTests. Prints a transcript and exits non-zero at the first step that fails.
#
#   Scripts/session-under-tmux.sh            solve Kata1, n, h, reset, q (the transcript)
#   Scripts/session-under-tmux.sh exits      Ctrl-C, SIGTERM and a crashing kata each leave a sane terminal
set -euo pipefail
cd "$(dirname "$0")/.."
command -v tmux >/dev/null || { echo "tmux is not installed: apt-get install -y tmux"; exit 2; }
command -v swift >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"

pane="workbook-session-$$"
progress=.workbook/progress.json
saved=$(mktemp)
had_progress=no
if [[ -f $progress ]]; then cp "$progress" "$saved"; had_progress=yes; fi
backups_before=$(ls .workbook/backups 2>/dev/null || true)

finish() {
    tmux kill-session -t "$pane" 2>/dev/null || true
    git checkout -q -- Katas/Kata1_Entity
    if [[ $had_progress == yes ]]; then cp "$saved" "$progress"; else rm -f "$progress"; fi
    rm -f "$saved"
    # The resets made here backed up the copied reference: remove those backups, keep the rest.
    for backup in $(ls .workbook/backups 2>/dev/null || true); do
        grep -qxF "$backup" <<<"$backups_before" || rm -rf ".workbook/backups/$backup"
    done
}
trap finish EXIT

swift build --product workbook >/dev/null

screen() { tmux capture-pane -p -t "$pane" | sed -e 's/[[:space:]]*$//' | cat -s; }

# Waits up to $2 seconds (default 120) for the screen to show $1.
wait_for() {
    local deadline=$((SECONDS + ${2:-120}))
    until screen | grep -qF -- "$1"; do
        if ((SECONDS > deadline)); then
            echo "✗ timed out waiting for: $1"
            screen
            exit 1
        fi
        sleep 0.2
    done
}

show() {
    echo "━━━━ $1"
    screen
    echo
}

# Opens the session in a fresh 100×42 terminal; afterwards the pane says how it ended and
# whether the terminal is back in its usual (cooked, echoing) mode.
open_session() {
    rm -f "$progress"
    tmux kill-session -t "$pane" 2>/dev/null || true
    tmux new-session -d -s "$pane" -x 100 -y 42 \
        "swift run workbook; echo \"exit status \$?\"; stty -a | grep -qE '(^| )-(icanon|echo|isig)( |$)' && echo 'TERMINAL LEFT RAW' || echo 'terminal restored'; sleep 600"
    wait_for "behaviours passing" 300
}

expect_restored() {
    wait_for "terminal restored" 20
    if screen | grep -qF "TERMINAL LEFT RAW"; then echo "✗ the terminal was left raw"; exit 1; fi
    echo "✓ $1: $(screen | grep -E '^exit status') and the terminal restored"
}

if [[ ${1:-} == exits ]]; then
    open_session
    tmux send-keys -t "$pane" C-c
    expect_restored "Ctrl-C"

    # The pane's shell runs `swift run`, which becomes the workbook: its only child.
    open_session
    kill -TERM "$(pgrep -P "$(tmux display -p -t "$pane" '#{pane_pid}')")"
    expect_restored "SIGTERM"

    open_session
    kill -INT "$(pgrep -P "$(tmux display -p -t "$pane" '#{pane_pid}')")"
    expect_restored "SIGINT sent from another process"

    open_session
    # A kata whose code traps: the test process crashes, the session reports it and goes on.
    sed -i 's|var subtotal: Decimal {|var subtotal: Decimal {\n        fatalError("a crash in the child")|' Katas/Kata1_Entity/OrderItem.swift
    wait_for "Kata1 crashed in" 120
    show "a kata that crashes the test process"
    tmux send-keys -t "$pane" q
    expect_restored "q after a crashed child"
    exit 0
fi

open_session
show "swift run workbook (a fresh clone: Kata1, nothing solved)"

cp Solutions/Kata1_Entity/Order.swift Solutions/Kata1_Entity/OrderItem.swift Katas/Kata1_Entity/
wait_for "★ Kata1 is solved" 120
show "after saving a solution over Katas/Kata1_Entity/ (the reference, copied)"

# h and y go in while Kata2's first run is still going: h asks first (a hint taken is
# recorded), y takes it; it is shown at once, once, and the run's result still arrives.
tmux send-keys -t "$pane" n h
wait_for "Take hint 1 of 3 for Kata2?"
show "n, then h at once: the next kata, and h asks before it spends a hint"
tmux send-keys -t "$pane" y
wait_for "Hint 1 of 3"
show "y: its first hint while its suite runs"
# An untouched kata holds its first run: its count, and Enter for its behaviours.
wait_for "Kata2: 0 of " 120
if screen | grep -qF "Hint 2 of 3"; then echo "✗ one h showed two hints"; exit 1; fi
show "the run finishes; the hint stays"

tmux send-keys -t "$pane" l
wait_for "Type a kata's number"
# 1 waits for Enter while a Kata10 exists.
tmux send-keys -t "$pane" 1 Enter
wait_for "★ Kata1 is solved" 120
tmux send-keys -t "$pane" r
wait_for "Reset Kata1 to its stub?"
show "l 1, then r: reset asks first"

tmux send-keys -t "$pane" y
wait_for "Restored Katas/Kata1_Entity/"
wait_for "Kata1 · Entity: 0 of " 120
show "y: the work is backed up, the stub restored, the suite run again"

tmux send-keys -t "$pane" q
expect_restored "q"
show "q"
