//
//  ShopModule.m
//  Shop: a BeeHive module listed in the app's BeeHive.plist.
//

#import <BeeHive/BeeHive.h>
#import "HomeServiceProtocol.h"

@interface ShopModule : NSObject <BHModuleProtocol>
@end

@implementation ShopModule

- (void)modInit:(BHContext *)context {
    id<HomeServiceProtocol> home = [[BeeHive shareInstance] createService:@protocol(HomeServiceProtocol)];
    [home showHome];
}

@end
