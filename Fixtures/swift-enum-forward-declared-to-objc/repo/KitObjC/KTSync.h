#import <Foundation/Foundation.h>

// The Swift enum, named for Objective-C before the generated header declares it.
typedef NS_ENUM(NSInteger, SyncStatus);

@interface KTSync : NSObject
- (SyncStatus)status;
@end
