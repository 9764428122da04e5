#import "MSXLogger.h"
#import "MSXLog.h"
#import "CoreLogger.h"
#import "CoreLog.h"

BOOL MSXShouldFilter(id<MSXLog> log) {
    NSArray<id<MSXLog>> *pending = @[ log ];
    MSXLog(1, @"filtering");
    return pending.count > 1;
}

BOOL CoreShouldLog(id<CoreLog> log) {
    return log != nil;
}
