#import "CoreState.h"

NSUInteger ReportCount(NSDictionary<NSString *, id> *info, double factor)
{
    NSArray<NSString *> *names = info.allKeys;            // a local of a generic pointer type
    typeof(factor) scale = factor * 2;                     // a local of a typeof type
    NSUInteger total = 0;
    for (NSInteger i = 0, limit = 10; i < limit; i++) {    // limit: the for header's second declarator
        total += names.count * (NSUInteger)scale;
    }
    return MIN(total, (NSUInteger)maxItems);               // Core's global
}
