#import "MGLMapCamera.h"
@implementation MGLMapCamera
+ (instancetype)camera { return [[self alloc] init]; }
@end
