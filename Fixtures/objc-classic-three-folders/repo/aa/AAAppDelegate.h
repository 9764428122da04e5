//
//  AAAppDelegate.h
//  aa
//

#import <UIKit/UIKit.h>

@interface AAAppDelegate : UIResponder <UIApplicationDelegate>

@property (nonatomic, strong) UIWindow *window;

@end
