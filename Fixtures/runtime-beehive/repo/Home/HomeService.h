#import <Foundation/Foundation.h>
#import "HomeServiceProtocol.h"

@interface HomeService : NSObject <HomeServiceProtocol>
@end
