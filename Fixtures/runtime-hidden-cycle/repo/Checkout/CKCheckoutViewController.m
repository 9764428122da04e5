#import "CKCheckoutViewController.h"

@implementation CKCheckoutViewController
@end
