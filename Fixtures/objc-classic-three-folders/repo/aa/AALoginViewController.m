//
//  AALoginViewController.m
//  aa
//

#import "AALoginViewController.h"
#import "AANotifications.h"
#import "BBNetworkClient.h"
#import "BBRequest.h"

@interface AALoginViewController ()
@property (nonatomic, strong) BBNetworkClient *client;
@property (nonatomic, strong) UITextField *emailField;
@property (nonatomic, strong) UITextField *passwordField;
@property (nonatomic, strong) UIButton *logInButton;
@end

@implementation AALoginViewController

- (instancetype)initWithNetworkClient:(BBNetworkClient *)client {
    self = [super initWithNibName:nil bundle:nil];
    if (self) {
        _client = client;
        self.title = NSLocalizedString(@"Log In", nil);
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor systemBackgroundColor];

    self.emailField = [[UITextField alloc] init];
    self.emailField.placeholder = NSLocalizedString(@"Email", nil);
    self.emailField.keyboardType = UIKeyboardTypeEmailAddress;

    self.passwordField = [[UITextField alloc] init];
    self.passwordField.placeholder = NSLocalizedString(@"Password", nil);
    self.passwordField.secureTextEntry = YES;

    self.logInButton = [UIButton buttonWithType:UIButtonTypeSystem];
    [self.logInButton setTitle:NSLocalizedString(@"Log In", nil) forState:UIControlStateNormal];
    [self.logInButton addTarget:self action:@selector(logInTapped:) forControlEvents:UIControlEventTouchUpInside];

    UIStackView *stack = [[UIStackView alloc] initWithArrangedSubviews:@[self.emailField, self.passwordField, self.logInButton]];
    stack.axis = UILayoutConstraintAxisVertical;
    stack.spacing = 12.0;
    stack.translatesAutoresizingMaskIntoConstraints = NO;
    [self.view addSubview:stack];
    [NSLayoutConstraint activateConstraints:@[
        [stack.leadingAnchor constraintEqualToAnchor:self.view.layoutMarginsGuide.leadingAnchor],
        [stack.trailingAnchor constraintEqualToAnchor:self.view.layoutMarginsGuide.trailingAnchor],
        [stack.centerYAnchor constraintEqualToAnchor:self.view.centerYAnchor],
    ]];
}

- (void)logInTapped:(id)sender {
    NSDictionary *credentials = @{@"email": self.emailField.text ?: @"",
                                  @"password": self.passwordField.text ?: @""};
    BBRequest *request = [BBRequest requestWithMethod:BBHTTPMethodPOST path:@"session" parameters:credentials];
    self.logInButton.enabled = NO;
    [self.client sendRequest:request completion:^(id json, NSError *error) {
        self.logInButton.enabled = YES;
        if (error != nil) {
            [self showError:error];
            return;
        }
        [[NSNotificationCenter defaultCenter] postNotificationName:AAUserDidLogInNotification object:json];
    }];
}

- (void)showError:(NSError *)error {
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:NSLocalizedString(@"Could not log in", nil)
                                                                   message:error.localizedDescription
                                                            preferredStyle:UIAlertControllerStyleAlert];
    [alert addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleDefault handler:nil]];
    [self presentViewController:alert animated:YES completion:nil];
}

@end
