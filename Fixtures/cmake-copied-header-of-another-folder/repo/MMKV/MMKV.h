#import <Foundation/Foundation.h>

@interface MMKV : NSObject
+ (instancetype)defaultMMKV;
@end
