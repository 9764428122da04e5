#import <Foundation/Foundation.h>

@interface NTActivityIndicator : NSObject
+ (instancetype)sharedIndicator;
@end
