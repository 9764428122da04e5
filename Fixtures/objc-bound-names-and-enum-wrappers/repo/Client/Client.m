#import "Client.h"

@implementation Client
- (void)fetchWithErrorBlock:(void (^)(NSError *error))errorBlock {
    errorBlock(nil);
}

- (CoreError)lastError {
    return CoreErrorFail;
}

// Objective-C allows a `;` before a method's body: `info` and `row` are still its parameters.
- (BOOL)accept:(id)info row:(NSInteger)row;
{
    return [info count] > row;
}
@end
