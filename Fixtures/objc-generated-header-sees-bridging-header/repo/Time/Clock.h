#import <Foundation/Foundation.h>
/// Not in the bridging header: nothing of the app's generated header shows it.
@interface Clock : NSObject
+ (NSDate *)now;
@end
