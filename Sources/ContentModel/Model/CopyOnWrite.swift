/// A value kept behind one shared reference, for model types copied far more often than changed
/// (`Symbol`, `PageRecord`): a copy is one retain however many fields the value has, two copies of
/// an unchanged value compare equal by identity, and `update` copies the value first when the
/// reference is shared, so the type keeps value semantics.
struct CopyOnWrite<Value: Hashable>: Hashable {
    private final class Box {
        // Mutated only through `update`, on a uniquely referenced instance.
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    init(_ value: Value) { box = Box(value) }

    var value: Value {
        _read { yield box.value }
    }

    mutating func update(_ change: (inout Value) -> Void) {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
        change(&box.value)
    }

    static func == (lhs: CopyOnWrite, rhs: CopyOnWrite) -> Bool {
        lhs.box === rhs.box || lhs.box.value == rhs.box.value
    }

    func hash(into hasher: inout Hasher) {
        box.value.hash(into: &hasher)
    }
}

extension CopyOnWrite: @unchecked Sendable where Value: Sendable {}
