//
//  CHChatViewController.m
//  PluginChat
//

#import "CHChatViewController.h"

@interface CHChatViewController ()
@property (nonatomic, strong) EDEventDispatcher *dispatcher;
@property (nonatomic, copy) NSArray<NSString *> *conversations;
@property (nonatomic, assign) NSInteger unreadCount;
@end

@implementation CHChatViewController

- (instancetype)initWithEventDispatcher:(EDEventDispatcher *)dispatcher {
    self = [super initWithStyle:UITableViewStylePlain];
    if (self) {
        _dispatcher = dispatcher;
        _conversations = @[];
        self.title = NSLocalizedString(@"Chats", nil);
        self.tabBarItem.image = [UIImage systemImageNamed:@"bubble.left.and.bubble.right"];
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"conversation"];
}

- (void)didReceiveMessagesInConversations:(NSArray<NSString *> *)conversations unread:(NSInteger)unread {
    self.conversations = conversations;
    self.unreadCount = unread;
    [self.tableView reloadData];
    // Other plugins (the profile badge) listen to this event by name.
    [self.dispatcher publishEventNamed:@"chat.unreadCountChanged" payload:@{@"count": @(unread)}];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.conversations.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"conversation" forIndexPath:indexPath];
    cell.textLabel.text = self.conversations[indexPath.row];
    return cell;
}

@end
