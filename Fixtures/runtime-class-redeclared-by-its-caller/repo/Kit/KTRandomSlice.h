// The Kit's private header: the App never includes it.
#import "KTSlice.h"

@interface KTRandomSlice : KTSlice
- (instancetype)initWithLength:(unsigned long long)length;
@end
