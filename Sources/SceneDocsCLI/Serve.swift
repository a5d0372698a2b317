import ArgumentParser

struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Preview the site locally with live reload.")

    func run() throws {
        throw ValidationError("not implemented yet")
    }
}
