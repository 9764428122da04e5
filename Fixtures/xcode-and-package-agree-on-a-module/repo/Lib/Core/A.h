#import <Foundation/Foundation.h>
@interface LBLoader : NSObject
@end
