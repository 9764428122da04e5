#import "MSXLogger.h"
#import "MSXLog.h"

BOOL MSXShouldFilter(id<MSXLog> log) {
    NSArray<id<MSXLog>> *pending = @[ log ];
    MSXLog(1, @"filtering");
    return pending.count > 1;
}
