#import <Foundation/Foundation.h>
@interface LegacyThing : NSObject
@end
