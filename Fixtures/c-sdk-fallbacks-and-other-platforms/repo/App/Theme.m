#import "Compat.h"

NSString *ThemeAppearanceName(void) {
    CMPSetUp();
    int descriptors = getdtablesize();
    (void)descriptors;
    return CMPHasInteractiveWidgets ? NSAppearanceNameDarkAqua : @"light";
}
