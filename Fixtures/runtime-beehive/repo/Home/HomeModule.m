#import <BeeHive/BeeHive.h>

@BeeHiveMod(HomeModule)
@interface HomeModule : NSObject <BHModuleProtocol>
@end

@implementation HomeModule
@end
