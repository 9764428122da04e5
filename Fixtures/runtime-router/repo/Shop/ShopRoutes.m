//
//  ShopRoutes.m
//  Shop
//

#import <MGJRouter/MGJRouter.h>

@implementation ShopRoutes

+ (void)load {
    [MGJRouter registerURLPattern:@"mgj://shop/:id" toHandler:^(NSDictionary *routerParameters) {
        NSLog(@"shop %@", routerParameters[@"id"]);
    }];
}

@end
