#import "../Overlay/OverlayImplementor.h"

@interface SnackbarOverlayView : NSObject
@end

@implementation SnackbarOverlayView
- (void)layout {
    [[NSNotificationCenter defaultCenter] postNotificationName:OverlayDidChangeNotification object:self];
}
@end
