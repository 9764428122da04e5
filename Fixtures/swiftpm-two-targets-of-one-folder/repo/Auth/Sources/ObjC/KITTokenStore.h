#import <Foundation/Foundation.h>

@interface KITTokenStore : NSObject
@end
