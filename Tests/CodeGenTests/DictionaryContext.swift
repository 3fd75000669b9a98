import Foundation
import SpecLanguage

@testable import CodeGen

/// A context of loosely typed values (`[String: Any]`), for the engine's rule tests: gen's own
/// templates get typed contexts (`Sources/CodeGen/Contexts`), and nothing else renders.
///
/// Values: `String`; `Bool`; numbers, as Swift prints them; `[String]` (lines); a list of
/// dictionaries (each element a context) or of anything else (`{{.}}` is the element); `[String: Any]`; `nil` and `NSNull` (nothing).
struct DictionaryContext: TemplateContext {
    static let templateKeys = TemplateKeys<Self>([])

    let values: [String: Any]

    func templateValue(_ name: TemplateNameID) -> TemplateValue? { templateValue(TemplateNameIDs.shared.name(name)) }

    func templateValue(_ name: String) -> TemplateValue? {
        guard let value = values[name] else { return nil }
        return Self.value(value)
    }

    static func value(_ value: Any) -> TemplateValue {
        if let text = value as? String { return .text(text) }
        if let flag = value as? Bool, type(of: value) == Bool.self { return .flag(flag) }
        if let lines = value as? [String] { return .lines(lines) }
        if let values = value as? [String: Any] { return .context(DictionaryContext(values: values)) }
        if let items = value as? [Any] {
            // A list of dictionaries is a list of contexts; in any other list `{{.}}` is the element.
            let dictionaries = items.compactMap { $0 as? [String: Any] }
            if dictionaries.count == items.count { return .list(TemplateList(dictionaries.map(DictionaryContext.init))) }
            return .list(TemplateList(items.map(ElementContext.init)))
        }
        if type(of: value) is NSNull.Type { return .context(nil) }
        if let optional = value as? any OptionalValue {
            guard let wrapped = optional.wrappedAny else { return .context(nil) }
            return Self.value(wrapped)
        }
        return .text(String(describing: value))
    }
}

/// An element of a loosely typed list that is not a dictionary: `{{.}}` is the element.
private struct ElementContext: TemplateContext {
    static let templateKeys = TemplateKeys<Self>([])

    let value: Any

    func templateValue(_ name: String) -> TemplateValue? { nil }

    func templateValue(_ name: TemplateNameID) -> TemplateValue? { nil }

    var implicitValue: TemplateValue? { DictionaryContext.value(value) }
}

private protocol OptionalValue {
    var wrappedAny: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrappedAny: Any? { self.map { $0 } }
}

extension TemplateSet {
    /// `render` with loosely typed values (see `DictionaryContext`).
    func render(_ name: String, _ values: [String: Any], _ diagnostics: inout Diagnostics) -> String {
        render(name, DictionaryContext(values: values), &diagnostics)
    }
}
