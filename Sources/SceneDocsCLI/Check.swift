import ArgumentParser

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Validate the content and link-check a built site.")

    func run() throws {
        throw ValidationError("not implemented yet")
    }
}
