#import "LBWidget_Private.h"

NSString *debugKey(void) {
    return LBWidgetPrivateKey;
}
