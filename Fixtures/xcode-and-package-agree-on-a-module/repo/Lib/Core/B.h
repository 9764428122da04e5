#import "A.h"
@interface LBCache : NSObject
@end
