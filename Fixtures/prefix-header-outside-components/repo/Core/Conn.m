#import "Conn.h"

@implementation Conn
- (BOOL)on { return ENABLE(1); }
@end
