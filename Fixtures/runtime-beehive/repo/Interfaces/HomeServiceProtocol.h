#import <Foundation/Foundation.h>

@protocol HomeServiceProtocol <NSObject>
- (void)showHome;
@end
