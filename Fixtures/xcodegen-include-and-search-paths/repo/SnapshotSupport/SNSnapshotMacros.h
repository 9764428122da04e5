#import <XCTest/XCTest.h>

// Compiled into the test bundle with the tests; found through the project's
// header search path `$(SRCROOT)`.
#define SNVerifyView(view__, name__) XCTAssertNotNil(view__, @"%@", name__)
