#import "Session.h"
@implementation Session
@end
