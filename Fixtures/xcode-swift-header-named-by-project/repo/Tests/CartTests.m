#import <XCTest/XCTest.h>
// The test bundle's own generated header: the same name, its own target's Swift only.
#import "shop-ios-Swift.h"

@interface CartTests : XCTestCase
@end

@implementation CartTests

- (void)testSampleItems {
    XCTAssertEqual([CartFixture sampleItems].count, 2);
    // The app's class is not in the test bundle's generated header (the bundle does not compile it).
    Cart *cart = nil;
    XCTAssertNil(cart);
}

@end
