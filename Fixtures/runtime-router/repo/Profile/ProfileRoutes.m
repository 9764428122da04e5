//
//  ProfileRoutes.m
//  Profile
//

#import <MGJRouter/MGJRouter.h>

#define kProfileRoute @"mgj://user/:uid"

@implementation ProfileRoutes

+ (void)load {
    [MGJRouter registerURLPattern:kProfileRoute toHandler:^(NSDictionary *routerParameters) {
        NSLog(@"user %@", routerParameters[@"uid"]);
    }];
}

@end
