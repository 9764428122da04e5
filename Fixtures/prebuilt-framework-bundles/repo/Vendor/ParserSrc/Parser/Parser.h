#import <Foundation/Foundation.h>

// The parser's source checkout, which no project here builds: the app links the prebuilt bundle.
@interface CPParser : NSObject
@end
