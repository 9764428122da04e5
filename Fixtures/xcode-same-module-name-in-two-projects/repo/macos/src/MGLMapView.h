#import <AppKit/AppKit.h>
@interface MGLMapView : NSView
@end
