#import <UIKit/UIKit.h>

@interface SHItemViewController : UIViewController
@property (nonatomic, copy) NSString *itemID;
@end
