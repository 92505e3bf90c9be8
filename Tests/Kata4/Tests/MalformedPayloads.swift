import Foundation

@testable import Kata4
@testable import Kata4Support

/// SplitMix64: a tiny seeded generator, so the "random" payloads are the same on every run and
/// any failure can be replayed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One malformed response body, and the error its flaw calls for.
struct MalformedPayload: CustomStringConvertible {
    let data: Data
    let expected: OrderMappingError

    /// Control bytes spelled out: this text ends up in failure messages and xUnit XML.
    var description: String { "\(printable(String(decoding: data, as: UTF8.self))) (expected \(expected))" }
}

/// Spoils a valid response of one to three orders in one way: truncates it, corrupts a byte,
/// deletes a key, gives a value the wrong type, or gives a well-typed value the domain refuses.
struct MalformedPayloads {
    /// A JSON object as ordered key / raw JSON value pairs, so one pair can be dropped or swapped.
    private typealias Fields = [(key: String, value: String)]

    private var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    mutating func next() -> MalformedPayload {
        let count = Int.random(in: 1...3, using: &random)
        var orders = (0..<count).map { Self.validOrder(id: "A\($0)") }
        var items = Array(repeating: Self.validItem, count: count)
        let spoiled = Int.random(in: 0..<count, using: &random)

        switch Int.random(in: 0..<5, using: &random) {
        case 0:
            // Any strict prefix of a JSON object is unfinished JSON.
            let whole = Self.body(orders, items)
            return MalformedPayload(
                data: whole.prefix(Int.random(in: 0..<whole.count, using: &random)), expected: .invalidJSON)
        case 1:
            // Control bytes are invalid anywhere in JSON text, inside strings too.
            var bytes = Self.body(orders, items)
            let controls = Array(0x00...0x08) + [0x0B, 0x0C] + Array(0x0E...0x1F)
            bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8(
                controls.randomElement(using: &random)!)
            return MalformedPayload(data: bytes, expected: .invalidJSON)
        case 2:
            if Bool.random(using: &random) {
                orders[spoiled].remove(at: Int.random(in: 0..<orders[spoiled].count, using: &random))
            } else {
                items[spoiled].remove(at: Int.random(in: 0..<items[spoiled].count, using: &random))
            }
            return MalformedPayload(data: Self.body(orders, items), expected: .invalidJSON)
        case 3:
            if Bool.random(using: &random) {
                replaceValue(in: &orders[spoiled], from: Self.wrongTypes)
            } else {
                replaceValue(in: &items[spoiled], from: Self.wrongTypes)
            }
            return MalformedPayload(data: Self.body(orders, items), expected: .invalidJSON)
        default:
            let refused = Self.refusedValues(orderID: "A\(spoiled)")
            let table = refused.mapValues { $0.map(\.json) }
            let replaced =
                Bool.random(using: &random)
                ? replaceValue(in: &orders[spoiled], from: table)
                : replaceValue(in: &items[spoiled], from: table)
            let expected = refused[replaced.key]!.first { $0.json == replaced.value }!.error
            return MalformedPayload(data: Self.body(orders, items), expected: expected)
        }
    }

    /// Gives one of the keys `table` knows one of its values, and returns that pair.
    @discardableResult
    private mutating func replaceValue(
        in fields: inout Fields, from table: [String: [String]]
    ) -> (key: String, value: String) {
        let index = fields.indices.filter { table[fields[$0].key] != nil }.randomElement(using: &random)!
        fields[index].value = table[fields[index].key]!.randomElement(using: &random)!
        return fields[index]
    }

    private static func validOrder(id: String) -> Fields {
        [
            ("id", quoted(id)), ("status", quoted("shipped")), ("placed_at", quoted("2024-03-01T10:15:30Z")),
            ("items", itemsPlaceholder),
        ]
    }

    private static let validItem: Fields = [
        ("product_name", quoted("Tea")), ("quantity", "2"), ("unit_price", quoted("4.50")),
    ]

    /// Stands for the order's list of one item until the body is written.
    private static let itemsPlaceholder = "<items>"

    private static let wrongTypes: [String: [String]] = [
        "id": ["7", "null", "[]"],
        "status": ["1", "null", "{}"],
        "placed_at": ["1709288130", "null", "[]"],
        "items": ["{}", quoted("Tea"), "null", "3"],
        "product_name": ["false", "null", "[]"],
        "quantity": [quoted("2"), "2.5", "null", "[]"],
        "unit_price": ["4.5", "null", "{}"],
    ]

    private static func refusedValues(orderID: String) -> [String: [(json: String, error: OrderMappingError)]]
    {
        [
            "status": [
                (quoted("lost"), .unknownStatus("lost")), (quoted("SHIPPED"), .unknownStatus("SHIPPED")),
            ],
            "placed_at": [
                (quoted("2024-03-01"), .invalidDate("2024-03-01")),
                (quoted("yesterday"), .invalidDate("yesterday")),
            ],
            "items": [("[]", .noItems(orderID: orderID))],
            "quantity": [("0", .invalidQuantity(0)), ("-7", .invalidQuantity(-7))],
            "unit_price": [
                (quoted("-1"), .invalidPrice("-1")), (quoted("1e3"), .invalidPrice("1e3")),
                (quoted("4,50"), .invalidPrice("4,50")),
            ],
        ]
    }

    private static func body(_ orders: [Fields], _ items: [Fields]) -> Data {
        let list = zip(orders, items).map { order, item in
            object(order.map { ($0.key, $0.value == itemsPlaceholder ? "[\(object(item))]" : $0.value) })
        }
        return Data(#"{"orders":[\#(list.joined(separator: ","))]}"#.utf8)
    }

    private static func object(_ fields: Fields) -> String {
        "{" + fields.map { "\(quoted($0.key)):\($0.value)" }.joined(separator: ",") + "}"
    }

    private static func quoted(_ text: String) -> String {
        "\"\(text)\""
    }
}
