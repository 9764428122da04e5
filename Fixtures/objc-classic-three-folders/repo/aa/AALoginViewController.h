//
//  AALoginViewController.h
//  aa
//

#import <UIKit/UIKit.h>

@class BBNetworkClient;

NS_ASSUME_NONNULL_BEGIN

@interface AALoginViewController : UIViewController

- (instancetype)initWithNetworkClient:(BBNetworkClient *)client NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_UNAVAILABLE;
- (instancetype)initWithCoder:(NSCoder *)coder NS_UNAVAILABLE;

@end

NS_ASSUME_NONNULL_END
