#import "MDCThing.h"

@implementation MDCThing
@end
