/// A value kept behind one shared reference, for model types copied far more often than changed
/// (`Symbol`, `PageRecord`): a copy is one retain however many fields the value has, two copies of
/// an unchanged value compare equal by identity, and `update` copies the value first when the
/// reference is shared, so the type keeps value semantics.
@usableFromInline struct CopyOnWrite<Value: Hashable>: Hashable {
    @usableFromInline final class Box {
        // Mutated only through `update`, on a uniquely referenced instance.
        @usableFromInline var value: Value
        @usableFromInline init(_ value: Value) { self.value = value }
    }

    @usableFromInline var box: Box

    @usableFromInline init(_ value: Value) { box = Box(value) }

    @inlinable var value: Value {
        _read { yield box.value }
    }

    @inlinable mutating func update(_ change: (inout Value) -> Void) {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
        change(&box.value)
    }

    @usableFromInline static func == (lhs: CopyOnWrite, rhs: CopyOnWrite) -> Bool {
        lhs.box === rhs.box || lhs.box.value == rhs.box.value
    }

    @usableFromInline func hash(into hasher: inout Hasher) {
        box.value.hash(into: &hasher)
    }
}

extension CopyOnWrite: @unchecked Sendable where Value: Sendable {}
