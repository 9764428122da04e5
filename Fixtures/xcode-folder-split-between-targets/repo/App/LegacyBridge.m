#import <Foundation/Foundation.h>
#import "Notes-Swift.h"

// Objective-C of the app sees the app's Swift through Notes-Swift.h: the @objc classes of the
// files the app target compiles, not those of the rest of Widgets/.
void LegacyRefresh(void) {
    WidgetDefaults *defaults = [[WidgetDefaults alloc] init];
    (void)defaults;
    WidgetTheme *theme = nil;
    (void)theme;
}
