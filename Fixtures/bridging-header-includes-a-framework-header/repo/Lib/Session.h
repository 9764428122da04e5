#import <Foundation/Foundation.h>
@interface Session : NSObject
@end
