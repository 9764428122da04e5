#import <UIKit/UIKit.h>
@interface MGLMapView : UIView
@end
