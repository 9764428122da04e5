#import "ThemeService.h"
@implementation ThemeService
+ (instancetype)shared { return nil; }
@end
