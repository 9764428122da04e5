//
//  Target_Shop.h
//  Shop
//

#import <UIKit/UIKit.h>

@interface Target_Shop : NSObject

- (UIViewController *)Action_detail:(NSDictionary *)params;

@end
