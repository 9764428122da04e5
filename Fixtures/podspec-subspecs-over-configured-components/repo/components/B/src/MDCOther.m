#import "MDCOther.h"

@implementation MDCOther
@end
