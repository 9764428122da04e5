//
//  Target_Shop.m
//  Shop
//

#import "Target_Shop.h"
#import "SHItemViewController.h"

@implementation Target_Shop

- (UIViewController *)Action_detail:(NSDictionary *)params {
    SHItemViewController *controller = [[SHItemViewController alloc] init];
    controller.itemID = params[@"id"];
    return controller;
}

@end
