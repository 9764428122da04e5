//
//  CHChatViewController.h
//  PluginChat
//

#import <UIKit/UIKit.h>
#import "EDEventDispatcher.h"

NS_ASSUME_NONNULL_BEGIN

@interface CHChatViewController : UITableViewController

- (instancetype)initWithEventDispatcher:(EDEventDispatcher *)dispatcher;

@end

NS_ASSUME_NONNULL_END
