#import <Lib/LBWidget.h>

void showScreen(void) {
    LBWidget *widget = [[LBWidget alloc] init];
    [widget render];
}
