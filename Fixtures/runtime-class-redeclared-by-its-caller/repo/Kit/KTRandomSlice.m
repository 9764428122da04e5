#import "KTRandomSlice.h"

@implementation KTRandomSlice
- (instancetype)initWithLength:(unsigned long long)length { return [super init]; }
@end
