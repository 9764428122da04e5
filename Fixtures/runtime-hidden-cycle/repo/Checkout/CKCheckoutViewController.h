#import <UIKit/UIKit.h>
#import "CTCatalogItem.h"

@interface CKCheckoutViewController : UIViewController
@property (nonatomic, strong) CTCatalogItem *item;
@end
