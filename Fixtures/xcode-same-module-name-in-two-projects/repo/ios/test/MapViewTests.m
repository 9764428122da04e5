#import <XCTest/XCTest.h>
#import <Mapbox/Mapbox.h>

@interface MapViewTests : XCTestCase
@end

@implementation MapViewTests
- (void)testInit {
    MGLMapView *mapView = [[MGLMapView alloc] init];
    MGLMapCamera *camera = [MGLMapCamera camera];
    XCTAssertNotNil(mapView);
    XCTAssertNotNil(camera);
}
@end
