#import "Compat.h"

NSString *ThemeAppearanceName(void) {
    CMPSetUp();
    int descriptors = getdtablesize();
    (void)descriptors;
    int page = getpagesize();
    (void)page;
    return CMPHasInteractiveWidgets ? NSAppearanceNameDarkAqua : @"light";
}
