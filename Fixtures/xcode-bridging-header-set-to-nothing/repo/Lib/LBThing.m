#import "LBThing.h"
@implementation LBThing
@end
