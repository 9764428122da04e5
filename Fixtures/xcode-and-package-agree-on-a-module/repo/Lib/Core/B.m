#import "B.h"
@implementation LBCache
@end
