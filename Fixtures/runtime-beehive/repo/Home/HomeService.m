//
//  HomeService.m
//  Home
//

#import <BeeHive/BeeHive.h>
#import "HomeService.h"

@BeeHiveService(HomeServiceProtocol, HomeService)
@implementation HomeService

- (void)showHome {
}

@end
