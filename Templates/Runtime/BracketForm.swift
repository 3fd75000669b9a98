import Foundation

/// Bracket notation for form bodies and query strings (`metadata[plan]=pro`,
/// `address[line1]=…`, `items[0][price]=…`, `expand[]=…`), as Rails, PHP and Stripe read them.
///
/// A value is first encoded with the API's `JSONEncoder`, so its wire keys and dates are those
/// of its JSON form, then flattened:
/// - an object's members become `name[key]`, in sorted key order (the encoder's `sortedKeys`
///   order, so a request is the same on every run);
/// - an array of objects or arrays becomes `name[0][key]`, `name[1][key]`…: the index keeps each
///   element's members together;
/// - an array of simple values becomes `name[]` once per element;
/// - `true`/`false`, numbers in decimal (no exponent for integral values), text as it is;
/// - `null` becomes an empty value (`name=`), which such servers read as "unset";
/// - an empty array or object sends nothing: bracket notation has no spelling for it.
public enum BracketForm {
    /// The form items of one field, `name` being its wire name. Encoding failures are thrown
    /// as the encoder throws them.
    public static func items<T: Encodable>(_ name: String, _ value: T, encoder: JSONEncoder) throws -> [URLQueryItem] {
        let json = try JSONDecoder().decode(JSONValue.self, from: encoder.encode(value))
        var items: [URLQueryItem] = []
        append(json, named: name, to: &items)
        return items
    }

    /// Appends the items of `value` named `name` to `items`.
    static func append(_ value: JSONValue, named name: String, to items: inout [URLQueryItem]) {
        switch value {
        case .null:
            items.append(URLQueryItem(name: name, value: ""))
        case .bool(let flag):
            items.append(URLQueryItem(name: name, value: flag ? "true" : "false"))
        case .int(let number):
            items.append(URLQueryItem(name: name, value: String(number)))
        case .double(let number):
            items.append(URLQueryItem(name: name, value: number.wireText))
        case .string(let text):
            items.append(URLQueryItem(name: name, value: text))
        case .object(let members):
            for key in members.keys.sorted() {
                append(members[key]!, named: "\(name)[\(key)]", to: &items)
            }
        case .array(let elements):
            let nested = elements.contains { $0.objectValue != nil || $0.arrayValue != nil }
            for (index, element) in elements.enumerated() {
                append(element, named: nested ? "\(name)[\(index)]" : "\(name)[]", to: &items)
            }
        }
    }

}
