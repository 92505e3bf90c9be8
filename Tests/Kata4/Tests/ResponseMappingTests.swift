import Foundation
import Testing

@testable import Kata4
@testable import Kata4Support

@Suite("Mapping a response")
struct ResponseMappingTests {
    @Test("maps the API's JSON to domain orders, in the order it sent them")
    func mapsTheResponse() throws {
        let body = json(
            """
            {"orders":[
              {"id":"A1","status":"shipped","placed_at":"2024-03-01T10:15:30Z",
               "items":[{"product_name":"Tea","quantity":2,"unit_price":"4.50"}]},
              {"id":"A0","status":"cancelled","placed_at":"2024-02-29T23:00:00.000+01:00",
               "items":[{"product_name":"Cake","quantity":1,"unit_price":"3.25"},
                        {"product_name":"Cups","quantity":4,"unit_price":"0.10"}]}
            ]}
            """)

        let orders = try OrderMapper.map(body)

        #expect(
            orders == [
                expectedOrder(status: .shipped),
                Order(
                    id: "A0", status: .cancelled, placedAt: Date(timeIntervalSince1970: 1_709_244_000),
                    items: [
                        OrderItem(productName: "Cake", quantity: 1, unitPrice: money("3.25")),
                        OrderItem(productName: "Cups", quantity: 4, unitPrice: money("0.10")),
                    ]),
            ])
    }

    @Test("keeps every order in the order the API sent them, whatever their dates or IDs")
    func keepsEveryOrderInTheAPIsOrder() throws {
        let body = json(
            """
            {"orders":[
              {"id":"B2","status":"placed","placed_at":"2024-03-01T10:15:30Z",
               "items":[{"product_name":"Tea","quantity":2,"unit_price":"4.50"}]},
              {"id":"A1","status":"placed","placed_at":"2024-03-05T09:00:00Z",
               "items":[{"product_name":"Tea","quantity":2,"unit_price":"4.50"}]},
              {"id":"B2","status":"shipped","placed_at":"2024-02-01T08:00:00Z",
               "items":[{"product_name":"Tea","quantity":2,"unit_price":"4.50"}]}
            ]}
            """)

        let orders = try OrderMapper.map(body)

        #expect(orders.map(\.id) == ["B2", "A1", "B2"])
        #expect(orders.map(\.status) == [.placed, .placed, .shipped])
        #expect(
            orders.map(\.placedAt)
                == [
                    march1st, Date(timeIntervalSince1970: 1_709_629_200),
                    Date(timeIntervalSince1970: 1_706_774_400),
                ])
    }

    @Test("an empty list maps to no orders, and a list of one to that order")
    func emptyListMapsToNoOrders() throws {
        let one = json(
            #"""
            {"orders":[{"id":"A1","status":"shipped","placed_at":"2024-03-01T10:15:30Z",
              "items":[{"product_name":"Tea","quantity":2,"unit_price":"4.50"}]}]}
            """#)

        let none = try OrderMapper.map(json(#"{"orders":[]}"#))
        let single = try OrderMapper.map(one)

        #expect(none == [])
        #expect(single == [expectedOrder()])
    }

    @Test(
        "malformed or wrongly shaped JSON throws invalidJSON",
        arguments: [
            Payload("not JSON", "orders: A1"),
            Payload("empty body", ""),
            Payload("truncated", #"{"orders":[{"id":"A1","status":"shi"#),
            Payload("a list at the top", "[]"),
            Payload("no orders key", "{}"),
            Payload("orders is not a list", #"{"orders":{"id":"A1"}}"#),
            Payload("orders is null", #"{"orders":null}"#),
            Payload("a key without quotes", #"{orders:[]}"#),
            Payload("a comment after the body", #"{"orders":[]} // none"#),
            Payload("two bodies", #"{"orders":[]}{"orders":[]}"#),
            Payload(
                "a missing key",
                #"{"orders":[{"id":"A1","status":"shipped","items":[{"product_name":"Tea","quantity":2,"unit_price":"4.50"}]}]}"#
            ),
            Payload(
                "quantity as a string",
                #"{"orders":[{"id":"A1","status":"shipped","placed_at":"2024-03-01T10:15:30Z","items":[{"product_name":"Tea","quantity":"2","unit_price":"4.50"}]}]}"#
            ),
            Payload(
                "price as a number",
                #"{"orders":[{"id":"A1","status":"shipped","placed_at":"2024-03-01T10:15:30Z","items":[{"product_name":"Tea","quantity":2,"unit_price":4.50}]}]}"#
            ),
        ])
    func invalidJSON(payload: Payload) {
        #expect(throws: OrderMappingError.invalidJSON) {
            try OrderMapper.map(json(payload.json))
        }
    }

    @Test("one bad order fails the whole response with that order's error")
    func oneBadOrderFailsAll() {
        let body = json(
            """
            {"orders":[
              {"id":"A1","status":"shipped","placed_at":"2024-03-01T10:15:30Z",
               "items":[{"product_name":"Tea","quantity":2,"unit_price":"4.50"}]},
              {"id":"A2","status":"lost","placed_at":"2024-03-01T10:15:30Z",
               "items":[{"product_name":"Tea","quantity":2,"unit_price":"4.50"}]},
              {"id":"A3","status":"placed","placed_at":"2024-03-01T10:15:30Z",
               "items":[{"product_name":"Tea","quantity":2,"unit_price":"4.50"}]}
            ]}
            """)

        #expect(throws: OrderMappingError.unknownStatus("lost")) {
            try OrderMapper.map(body)
        }
    }

    @Test("of several bad orders, the first one's error fails the response")
    func firstBadOrderWins() {
        let body = json(
            """
            {"orders":[
              {"id":"A1","status":"shipped","placed_at":"2024-03-01T10:15:30Z",
               "items":[{"product_name":"Tea","quantity":2,"unit_price":"4.50"}]},
              {"id":"A2","status":"shipped","placed_at":"2024-03-01T10:15:30Z",
               "items":[{"product_name":"Tea","quantity":2,"unit_price":"n/a"}]},
              {"id":"A3","status":"lost","placed_at":"2024-03-01T10:15:30Z",
               "items":[{"product_name":"Tea","quantity":2,"unit_price":"4.50"}]},
              {"id":"A4","status":"shipped","placed_at":"2024-03-01T10:15:30Z","items":[]}
            ]}
            """)

        #expect(throws: OrderMappingError.invalidPrice("n/a")) {
            try OrderMapper.map(body)
        }
    }

    @Test("never traps: each of 300 generated malformed payloads throws the error its flaw calls for")
    func malformedPayloadsThrow() {
        var payloads = MalformedPayloads(seed: 2024)
        var misses: [String] = []

        for _ in 0..<300 {
            let payload = payloads.next()
            do {
                _ = try OrderMapper.map(payload.data)
                misses.append("accepted \(payload)")
            } catch  where error != payload.expected {
                misses.append("threw \(error) for \(payload)")
            } catch {}
        }

        #expect(misses.isEmpty, "\(misses.count) of 300 payloads; first: \(misses.first ?? "")")
    }
}
