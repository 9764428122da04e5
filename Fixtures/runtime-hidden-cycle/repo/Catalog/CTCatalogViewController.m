#import <UIKit/UIKit.h>
#import "CTCatalogItem.h"

@interface CTCatalogViewController : UIViewController
@end

@implementation CTCatalogViewController

- (void)buy:(CTCatalogItem *)item {
    // Checkout imports Catalog, so Catalog cannot import Checkout: it looks the class up by name.
    Class checkout = NSClassFromString(@"CKCheckoutViewController");
    UIViewController *controller = [[checkout alloc] init];
    [controller setValue:item forKey:@"item"];
    [self.navigationController pushViewController:controller animated:YES];
}

@end
