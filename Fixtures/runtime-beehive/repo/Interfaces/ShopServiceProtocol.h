#import <Foundation/Foundation.h>

@protocol ShopServiceProtocol <NSObject>
- (void)openCart;
@end
