#import <Foundation/Foundation.h>

@protocol CoreLog <NSObject>
@end
