//
//  PRProfileViewController.h
//  PluginProfile
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface PRProfileViewController : UITableViewController

@property (nonatomic, assign) BOOL showsMessagesRow;
@property (nonatomic, assign) NSInteger unreadMessages;

@end

NS_ASSUME_NONNULL_END
