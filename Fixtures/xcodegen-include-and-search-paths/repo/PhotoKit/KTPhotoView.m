#import "KTPhotoView.h"

@implementation KTPhotoView
- (void)showPhotoNamed:(NSString *)name {
}
@end
