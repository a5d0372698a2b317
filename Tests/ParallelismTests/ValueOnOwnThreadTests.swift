import Foundation
import Parallelism
import Testing

/// `ValueOnOwnThread`: made on another thread while the caller goes on (one worker: at once, here).
@Suite struct ValueOnOwnThreadTests {
    @Test func theValueIsMadeOnAnotherThreadWhileTheCallerGoesOn() {
        let caller = pthread_self()
        let started = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        let value = ValueOnOwnThread(workers: 2) { () -> (Int, Bool) in
            started.signal()
            // Finishes only after the caller went on past `init` (it signals below).
            proceed.wait()
            return (42, pthread_equal(pthread_self(), caller) == 0)
        }
        started.wait()
        proceed.signal()
        let (number, elsewhere) = value.wait()
        #expect(number == 42)
        #expect(elsewhere, "made on another thread")
    }

    @Test func oneWorkerMakesTheValueAtOnceOnTheCallingThread() {
        let caller = pthread_self()
        let made = ValueOnOwnThread(workers: 1) { pthread_equal(pthread_self(), caller) != 0 }
        #expect(made.wait())
    }
}
