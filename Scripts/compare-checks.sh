#!/usr/bin/env bash
# Compares `workbook check N` in two or more copies of the workbook (a branch and main, say), run by
# run: each round makes the same edit in every copy and times each copy's check in turn, so the
# machine's drift over minutes lands on every copy alike. `workbook-dev bench` times one copy after
# another, and on a shared machine the minutes between them can move a median by 0.3 s.
#   interface  (default) every exercise file swapped for the reference's on odd runs, back on even
#   body       a comment line added to the kata's first exercise file
# Usage: Scripts/compare-checks.sh KATA RUNS [body|interface] NAME=FOLDER ...
#   Scripts/compare-checks.sh 1 8 interface before=/tmp/before after=.
# Each copy's own tool runs its check, built first from that copy's sources (the tool's own package,
# `Workbook/`, in `.build/tool/`; a copy from before that package, `WORKBOOK_ONLY=workbook` in
# `.build/only/workbook/`; quick when it is current).
# Prints one line a run (copy, run, seconds, the check's first line) and each copy's median, lowest
# and highest. Every edited file is restored on exit.
set -euo pipefail
command -v swift >/dev/null 2>&1 || export PATH="/opt/swift/usr/bin:$PATH"

kata=${1:?kata number}
runs=${2:?number of runs}
shift 2
edit=interface
case "${1:-}" in body | interface) edit=$1; shift ;; esac
[ $# -gt 0 ] || { echo "Name at least one copy: NAME=FOLDER." >&2; exit 2; }

names=()
folders=()
for pair in "$@"; do
    names+=("${pair%%=*}")
    folders+=("$(cd "${pair#*=}" && pwd)")
done
saved=$(mktemp -d)
restore() {
    for index in "${!folders[@]}"; do
        [ -d "$saved/$index" ] || continue
        local exercise
        exercise=$(cd "${folders[$index]}/Katas" && ls -d "Kata${kata}_"* | head -n 1)
        cp "$saved/$index/"*.swift "${folders[$index]}/Katas/$exercise/"
    done
    rm -rf "$saved"
}
trap restore EXIT

tool() { # copy's folder → its workbook program, built from that copy's sources
    if [ -f "$1/Workbook/Package.swift" ]; then
        (cd "$1" && swift build --package-path Workbook --product workbook --scratch-path .build/tool >/dev/null)
        echo "$1/.build/tool/debug/workbook"
    else
        (cd "$1" && WORKBOOK_ONLY=workbook swift build --product workbook \
            --scratch-path .build/only/workbook >/dev/null)
        echo "$1/.build/only/workbook/debug/workbook"
    fi
}
now() { perl -MTime::HiRes=time -e 'printf "%.3f\n", time'; } # date +%N is GNU only
tools=()
for index in "${!folders[@]}"; do
    folder=${folders[$index]}
    exercise=$(cd "$folder/Katas" && ls -d "Kata${kata}_"* | head -n 1)
    [ -n "$exercise" ] || { echo "There is no kata $kata under $folder/Katas/." >&2; exit 2; }
    mkdir -p "$saved/$index"
    cp "$folder/Katas/$exercise/"*.swift "$saved/$index/"
    tools+=("$(tool "$folder")")
    (cd "$folder" && "${tools[$index]}" check "$kata" >/dev/null 2>&1 || true) # the first build is not timed
done

results=$(mktemp)
for run in $(seq "$runs"); do
    for index in "${!folders[@]}"; do
        folder=${folders[$index]}
        exercise=$(cd "$folder/Katas" && ls -d "Kata${kata}_"* | head -n 1)
        if [ "$edit" = body ]; then
            first=$(cd "$saved/$index" && ls *.swift | head -n 1)
            { cat "$saved/$index/$first"; echo "// compare-checks run $run"; } >"$folder/Katas/$exercise/$first"
        elif [ $((run % 2)) = 1 ]; then
            for file in "$saved/$index/"*.swift; do
                cp "$folder/Solutions/$exercise/$(basename "$file")" "$folder/Katas/$exercise/"
            done
        else
            cp "$saved/$index/"*.swift "$folder/Katas/$exercise/"
        fi
        start=$(now)
        said=$(cd "$folder" && "${tools[$index]}" check "$kata" 2>&1 | head -n 1 || true)
        end=$(now)
        seconds=$(awk -v start="$start" -v end="$end" 'BEGIN { printf "%.2f", end - start }')
        printf '%s %d %.2f  %s\n' "${names[$index]}" "$run" "$seconds" "${said#*: }"
        echo "${names[$index]} $seconds" >>"$results"
    done
done
echo
for name in "${names[@]}"; do
    awk -v name="$name" '$1 == name { print $2 }' "$results" | sort -n | awk -v name="$name" '
        { value[NR] = $1 }
        END { printf "%s: median %.2f s, lowest %.2f, highest %.2f (%d runs)\n", name,
              (value[int((NR + 1) / 2)] + value[int(NR / 2) + 1]) / 2, value[1], value[NR], NR }'
done
rm -f "$results"
