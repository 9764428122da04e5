#import <Foundation/Foundation.h>

@interface MDCThing : NSObject
@end
