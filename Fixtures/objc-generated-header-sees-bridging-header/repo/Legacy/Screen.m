#import <UIKit/UIKit.h>
// The generated header #imports the target's bridging header (swiftc prints
// `#import "<bridging header>"` into it), so ThemeService is visible here; Clock is not.
#import "GeneratedInterface-Swift.h"

void ScreenRefresh(void) {
    [ThemeService shared];
    [[Banner new] show];
    [Clock now];
}
