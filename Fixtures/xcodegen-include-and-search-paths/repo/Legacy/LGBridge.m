#import "Vendor/LGCompat.h"

int LGBridgeVersion(void) { return LG_COMPAT; }
