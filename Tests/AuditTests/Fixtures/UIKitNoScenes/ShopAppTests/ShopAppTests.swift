import XCTest

@testable import ShopApp

final class ShopAppTests: XCTestCase {
    func testLaunch() {
        XCTAssertNotNil(UIApplication.shared.delegate)
    }
}
