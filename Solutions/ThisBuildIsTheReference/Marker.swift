// Built only in Xcode's view of the package with SOLUTIONS=1 (see Package.swift): the warning is how
// Xcode's issue navigator shows which tree it built.
#warning("This build is the reference (Solutions/), not your code: reopen Xcode normally for yours.")
