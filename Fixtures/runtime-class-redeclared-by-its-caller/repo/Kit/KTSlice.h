#import <Foundation/Foundation.h>

@interface KTSlice : NSObject
@property (nonatomic, readonly) unsigned long long length;
@end
