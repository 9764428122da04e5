#import <Foundation/Foundation.h>

typedef NS_ENUM(NSUInteger, RecoverStrategy) { KVOnErrorDiscard = 0 };

@protocol Handler <NSObject>
@end

@interface KV : NSObject
+ (instancetype)defaultKV;
@end
