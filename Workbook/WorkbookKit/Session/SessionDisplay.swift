/// Where and how the live session draws its screen: what draws it, in colour or not, the window's
/// size, and how to measure the window again when it changes.
public struct SessionDisplay {
    /// Where the screen goes; nil draws nothing (the bench, a pipe).
    public var draw: ((String) -> Void)?
    public var colour: Bool
    public var rows: Int
    public var columns: Int
    /// Asked again when the window changes size; nil keeps the size given.
    public var measure: (() -> (rows: Int, columns: Int)?)?

    public init(
        draw: ((String) -> Void)?, colour: Bool, rows: Int, columns: Int,
        measure: (() -> (rows: Int, columns: Int)?)? = nil
    ) {
        self.draw = draw
        self.colour = colour
        self.rows = rows
        self.columns = columns
        self.measure = measure
    }

    /// No screen at all: the loop pages as if the window were 40 rows by 100 columns.
    public static var headless: SessionDisplay {
        SessionDisplay(draw: nil, colour: false, rows: 40, columns: 100)
    }
}
