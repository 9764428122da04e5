#import "OverlayImplementor.h"

@interface OverlayObserver : NSObject
@end

@implementation OverlayObserver
- (instancetype)init {
    self = [super init];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(changed:) name:OverlayDidChangeNotification object:nil];
    return self;
}
- (void)changed:(NSNotification *)note {}
@end
