#import "MMKV.h"

@implementation MMKV
+ (instancetype)defaultMMKV { return [MMKV new]; }
@end
