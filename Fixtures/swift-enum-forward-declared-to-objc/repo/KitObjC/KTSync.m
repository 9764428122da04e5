#import "KTSync.h"

@implementation KTSync
- (SyncStatus)status { return (SyncStatus)0; }
@end
