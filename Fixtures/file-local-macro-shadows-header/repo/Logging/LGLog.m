#import "LGLog.h"

void LGLog(NSString *message) {
    NSLog(@"[app] %@", message);
}
