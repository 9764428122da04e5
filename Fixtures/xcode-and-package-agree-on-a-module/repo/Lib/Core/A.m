#import "A.h"
@implementation LBLoader
@end
