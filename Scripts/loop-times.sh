#!/usr/bin/env bash
# Times the edit → result loop on one kata with public tools only (bash, /usr/bin/time, swift),
# for two kinds of edit, against a one-file Swift Testing package (the floor):
#   body       a comment line added to the exercise file (nothing else recompiles)
#   interface  the stub's file swapped for the reference's and back (the module's interface
#              changes, so every test file of the kata recompiles)
# Usage: Scripts/loop-times.sh [kata number, default 1] [runs, default 7] [exercise file name]
#   Scripts/loop-times.sh 1 7 OrderItem.swift   (the issue's measurement)
# Prints each command's times and their median. Every edited file is restored on exit.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v swift >/dev/null 2>&1 || export PATH="/opt/swift/usr/bin:$PATH"

kata=${1:-1}
runs=${2:-7}
folder=$(cd Katas && ls -d "Kata${kata}_"* | head -n 1)
[ -n "$folder" ] || { echo "There is no kata $kata under Katas/." >&2; exit 2; }
# The exercise file: the third argument, or else the one whose twin in Solutions/ differs the most
# among those whose swap compiles (a reference file may lean on a helper another reference file
# declares; a swap that fails to compile would time the compiler's first error, not the loop).
module="Kata${kata}"
swaps_cleanly() { # file name → true when the kata compiles with that one reference file in
    local name=$1 saved
    saved=$(mktemp)
    cp "Katas/$folder/$name" "$saved"
    cp "Solutions/$folder/$name" "Katas/$folder/$name"
    local ok=0
    swift build --target "$module" >/dev/null 2>&1 || ok=1
    cp "$saved" "Katas/$folder/$name"
    rm -f "$saved"
    return $ok
}
file=${3:-}
if [ -n "$file" ]; then
    swaps_cleanly "$file" || { echo "Kata$kata does not compile with only $file taken from the reference: name another file." >&2; exit 2; }
else
    for name in $(for candidate in Katas/"$folder"/*.swift; do
        echo "$(diff "$candidate" "Solutions/$folder/$(basename "$candidate")" | grep -c '^[<>]' || true) $(basename "$candidate")"
    done | sort -rn | awk '{ print $2 }'); do
        if swaps_cleanly "$name"; then file=$name; break; fi
    done
    [ -n "$file" ] || { echo "No single file of Kata$kata swaps in from the reference and compiles." >&2; exit 2; }
fi
echo "Interface edit: Katas/$folder/$file swapped with the reference's and back."
exercise="Katas/$folder/$file"
reference="Solutions/$folder/$file"

scratch=$(mktemp -d)
cp "$exercise" "$scratch/stub.swift"
floor="$scratch/floor"
cleanup() {
    cp "$scratch/stub.swift" "$exercise"
    rm -rf "$scratch"
}
trap cleanup EXIT

# The floor: one library file and one test file, as small as a Swift Testing package gets.
mkdir -p "$floor/Sources/Floor" "$floor/Tests/FloorTests"
cat >"$floor/Package.swift" <<'EOF'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Floor",
    targets: [.target(name: "Floor"), .testTarget(name: "FloorTests", dependencies: ["Floor"])]
)
EOF
cat >"$floor/Sources/Floor/Item.swift" <<'EOF'
struct Item {
    let quantity: Int
    var doubled: Int { quantity * 2 }
}
EOF
# The same type with one more stored property: a different layout, so the tests recompile.
sed 's/    let quantity: Int/    let quantity: Int\n    let note = ""/' "$floor/Sources/Floor/Item.swift" >"$scratch/floor-wide.swift"
cp "$floor/Sources/Floor/Item.swift" "$scratch/floor-narrow.swift"
cat >"$floor/Tests/FloorTests/ItemTests.swift" <<'EOF'
import Testing

@testable import Floor

@Test func doubles() {
    #expect(Item(quantity: 2).doubled == 4)
}
EOF

echo "Building once (not timed)…"
swift build --product workbook >/dev/null
workbook=$(swift build --product workbook --show-bin-path)/workbook
swift test --filter "Kata${kata}Tests" >/dev/null 2>&1 || true
"$workbook" check "$kata" >/dev/null 2>&1 || true
(cd "$floor" && swift test >/dev/null 2>&1) || true

seconds() { # command… → the wall time in seconds, its output dropped
    /usr/bin/time -f %e -o "$scratch/time" "$@" >/dev/null 2>&1 || true
    tail -n 1 "$scratch/time"
}
median() { tr ' ' '\n' | grep -v '^$' | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

swap=0
edit() { # kind side: side is kata or floor
    if [ "$1" = body ]; then
        if [ "$2" = kata ]; then echo "// edit $RANDOM" >>"$exercise"; else echo "// edit $RANDOM" >>"$floor/Sources/Floor/Item.swift"; fi
    else
        swap=$((1 - swap))
        if [ "$2" = kata ]; then
            if [ $swap = 1 ]; then cp "$reference" "$exercise"; else cp "$scratch/stub.swift" "$exercise"; fi
        else
            if [ $swap = 1 ]; then cp "$scratch/floor-wide.swift" "$floor/Sources/Floor/Item.swift"; else cp "$scratch/floor-narrow.swift" "$floor/Sources/Floor/Item.swift"; fi
        fi
    fi
}

for kind in body interface; do
    for runner in floor swift-test check; do
        times=""
        for _ in $(seq "$runs"); do
            case $runner in
            floor) edit "$kind" floor; t=$(cd "$floor" && seconds swift test) ;;
            swift-test) edit "$kind" kata; t=$(seconds swift test --filter "Kata${kata}Tests") ;;
            check) edit "$kind" kata; t=$(seconds "$workbook" check "$kata") ;;
            esac
            times="$times $t"
        done
        cp "$scratch/stub.swift" "$exercise"
        cp "$scratch/floor-narrow.swift" "$floor/Sources/Floor/Item.swift"
        swap=0
        printf '%-10s %-11s median %5s s   [%s ]\n' "$kind" "$runner" "$(echo "$times" | median)" "$times"
    done
done
