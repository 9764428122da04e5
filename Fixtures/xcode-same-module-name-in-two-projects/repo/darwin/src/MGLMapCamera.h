#import <Foundation/Foundation.h>
@interface MGLMapCamera : NSObject
+ (instancetype)camera;
@end
