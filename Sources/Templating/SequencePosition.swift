/// Where the element being rendered is in the sequence of its section.
struct SequencePosition {
    var first: Bool
    var last: Bool
    var index: Int
}
