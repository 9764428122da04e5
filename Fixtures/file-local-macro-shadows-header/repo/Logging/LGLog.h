#import <Foundation/Foundation.h>

/// Stringifies a token for log lines.
#define STR(x) #x
/// Logs with the calling function's name.
#define LG_LOG(fmt, ...) LGLog([NSString stringWithFormat:(fmt), ##__VA_ARGS__])

FOUNDATION_EXPORT void LGLog(NSString *message);
