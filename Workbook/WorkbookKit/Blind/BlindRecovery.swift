import Foundation

/// Putting right a blind round that did not end by itself. A journal whose lock no process holds
/// is a round cut short (kill -9, a crash, a closed terminal): the start of any command gives its
/// files back. A journal this process holds is a round it runs: on the way out after a signal, it
/// is given back before the tool exits.
extension BlindFiles {
    /// Gives back the files of every blind kata whose round no process runs any more: the lines say
    /// what came back. A round alive here or in another terminal is left alone; nothing the
    /// candidate wrote during the round is lost, as with `leave`.
    public func giveBackStale() -> [String] {
        var lines: [String] = []
        for kataFolder in blindKatas() {
            let lock = lockFile(kataFolder)
            // This process's own round is alive; `leave` would take the lock of a dead one.
            if BlindLeases.shared.holds(lock) { continue }
            switch BlindLeases.shared.claim(lock) {
            case .alive, .unavailable: continue
            case .ours: break
            }
            guard let kata = try? workspace.katas().first(where: { $0.folder == kataFolder }) else {
                BlindLeases.shared.release(lock)
                continue
            }
            do {
                let name = roundName(kataFolder)
                let back = try leave(kata)
                lines += ["\(kata.module)'s \(name) was cut short (the tool did not end it):"] + back
            } catch {
                BlindLeases.shared.release(lock)
                lines.append(error.message)
            }
        }
        return lines
    }

    /// Gives back the files of every round this process runs: the tool's way out after a signal
    /// or an error, which runs no `defer`.
    public func giveBackHeld() -> [String] {
        var lines: [String] = []
        for kataFolder in blindKatas() where BlindLeases.shared.holds(lockFile(kataFolder)) {
            guard let kata = try? workspace.katas().first(where: { $0.folder == kataFolder }) else {
                continue
            }
            do {
                lines += try leave(kata)
            } catch {
                lines.append(error.message)
            }
        }
        return lines
    }
}
