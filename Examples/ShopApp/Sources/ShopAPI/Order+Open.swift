// Hand-written code lives beside the generated client in the same module. (SwiftPM also needs
// one Swift file in a target that the build plugin generates sources for.)

extension Order {
    /// Not yet delivered or cancelled.
    public var isOpen: Bool { status == .pending || status == .shipped }
}
