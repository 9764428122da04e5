#import <Foundation/Foundation.h>
@interface ThemeService : NSObject
+ (instancetype)shared;
@end
