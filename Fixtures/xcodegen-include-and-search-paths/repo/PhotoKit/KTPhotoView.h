#import <UIKit/UIKit.h>

@interface KTPhotoView : UIView
- (void)showPhotoNamed:(NSString *)name;
@end
