#import "SHItemViewController.h"

@implementation SHItemViewController
@end
