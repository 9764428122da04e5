#import "../Core/Core.h"

@interface Client : NSObject {
    NSString *info;
}
- (void)fetchWithErrorBlock:(void (^)(NSError *error))errorBlock;
- (CoreError)lastError;
@end
