#!/usr/bin/env bash
# Checks that an edit never runs yesterday's code: random saves of Kata1's two exercise files
# (each the stub or the reference, with or without an extra comment), each followed by the same
# `swift test` the tool runs, and each result compared with the result of a clean build of the
# same files. A stale object from an earlier build shows as a wrong count of issues, a pass that
# should be a compile error, or an undefined symbol at link time.
# Usage: Scripts/stale-builds.sh [saves, default 30]
# Every edited file is restored on exit. Needs only bash and swift.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v swift >/dev/null 2>&1 || export PATH="/opt/swift/usr/bin:$PATH"

saves=${1:-30}
export WORKBOOK_ONLY=Kata1
folder=Katas/Kata1_Entity
reference=Solutions/Kata1_Entity
files=(Order.swift OrderItem.swift)
scratch=$(mktemp -d)
for name in "${files[@]}"; do cp "$folder/$name" "$scratch/$name"; done
cleanup() {
    for name in "${files[@]}"; do cp "$scratch/$name" "$folder/$name"; done
    rm -rf "$scratch"
}
trap cleanup EXIT

# state: one digit per file, 0 the stub and 1 the reference, in the order of `files`.
put() { # state [comment]
    local index=0
    for name in "${files[@]}"; do
        if [ "${1:index:1}" = 1 ]; then cp "$reference/$name" "$folder/$name"; else cp "$scratch/$name" "$folder/$name"; fi
        [ -z "${2:-}" ] || echo "// $2" >>"$folder/$name"
        index=$((index + 1))
    done
}
# The run's outcome in a few words: the issue count, a pass, or the first compiler or linker error.
outcome() { # scratch path
    local output summary
    # The tool's own call for one kata (SwiftTool.loopBuild): whole-module compiles, the native
    # build system, the compiles planned in the package manager's process.
    output=$(WORKBOOK_LOOP=1 swift test --build-system native --use-integrated-swift-driver \
        --disable-xctest --scratch-path "$1" --filter Kata1Tests 2>&1 || true)
    summary=$(grep -E "Test run with" <<<"$output" | tail -n 1 | grep -oE "passed|with [0-9]+ issues?" || true)
    if [ -n "$summary" ]; then echo "$summary"; return; fi
    grep -oE "error: .*|undefined reference to .*" <<<"$output" | head -n 1 || true
}

declare -A expected
echo "Clean builds of each state (not timed)…"
for state in 00 01 10 11; do
    put "$state"
    rm -rf "$scratch/clean"
    expected[$state]=$(outcome "$scratch/clean")
    echo "  $state: ${expected[$state]}"
done

wrong=0
for save in $(seq "$saves"); do
    state="$((RANDOM % 2))$((RANDOM % 2))"
    comment=""
    [ $((RANDOM % 2)) = 0 ] || comment="save $save"
    put "$state" "$comment"
    got=$(outcome .build/only/Kata1)
    if [ "$got" != "${expected[$state]}" ]; then
        wrong=$((wrong + 1))
        echo "✗ save $save, state $state: $got (a clean build says: ${expected[$state]})"
    fi
done
echo "$wrong of $saves saves ran other code than a clean build of the same files."
[ "$wrong" = 0 ]
