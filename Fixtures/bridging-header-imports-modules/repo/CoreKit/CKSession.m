#import "CKSession.h"

@implementation CKSession
- (void)start {
}
@end
