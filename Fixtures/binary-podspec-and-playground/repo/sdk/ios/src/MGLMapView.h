#import <Foundation/Foundation.h>

@interface MGLMapView : NSObject
@end
