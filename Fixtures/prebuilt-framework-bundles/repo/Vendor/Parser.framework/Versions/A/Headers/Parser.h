#import <Foundation/Foundation.h>

@interface CPParser : NSObject
@end
