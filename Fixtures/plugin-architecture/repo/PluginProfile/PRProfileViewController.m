//
//  PRProfileViewController.m
//  PluginProfile
//

#import "PRProfileViewController.h"

@implementation PRProfileViewController

- (instancetype)init {
    self = [super initWithStyle:UITableViewStyleInsetGrouped];
    if (self) {
        self.title = NSLocalizedString(@"Profile", nil);
        self.tabBarItem.image = [UIImage systemImageNamed:@"person.crop.circle"];
    }
    return self;
}

- (void)setUnreadMessages:(NSInteger)unreadMessages {
    _unreadMessages = unreadMessages;
    self.tabBarItem.badgeValue = unreadMessages > 0 ? [NSString stringWithFormat:@"%ld", (long)unreadMessages] : nil;
    [self.tableView reloadData];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.showsMessagesRow ? 2 : 1;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleValue1 reuseIdentifier:nil];
    if (indexPath.row == 0) {
        cell.textLabel.text = NSLocalizedString(@"Account", nil);
    } else {
        cell.textLabel.text = NSLocalizedString(@"Messages", nil);
        cell.detailTextLabel.text = self.unreadMessages > 0 ? @(self.unreadMessages).stringValue : nil;
    }
    return cell;
}

@end
