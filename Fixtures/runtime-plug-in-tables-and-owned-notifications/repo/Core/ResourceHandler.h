#import <Foundation/Foundation.h>

@interface ResourceHandler : NSObject
@end
