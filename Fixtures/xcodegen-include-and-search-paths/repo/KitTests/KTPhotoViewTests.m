#import <XCTest/XCTest.h>
#import <Kit/KTPhotoView.h>
#import <SnapshotSupport/SNSnapshotMacros.h>
// Only `Legacy/Vendor/LGCompat.h` has this path's end, and no search path reaches it:
// the compiler would use another project's copy.
#import <Vendor/LGCompat.h>

@interface KTPhotoViewTests : XCTestCase
@end

@implementation KTPhotoViewTests
- (void)testCover {
    KTPhotoView *view = [[KTPhotoView alloc] init];
    SNVerifyView(view, @"cover");
}
@end
