#import "../Compat/NDSDKCompatibility.h"

#ifndef SocketLoggingEnabled
#define SocketLoggingEnabled 0
#endif

#if SocketLoggingEnabled
#import "../Logger/DDLog.h"
#define LogInfo(frmt) LogObjc(LOG_FLAG_INFO, frmt)
#else
#define LogInfo(frmt) {}
#endif

void SocketStart(NSInteger count, NSUInteger limit) {
    CGFloat floor = CGFLOAT_MIN;
    LogInfo(@"start");
    NDLog(@"started");
}
