//
//  CCUtilities.h
//  cc
//
//  Small C helpers and logging macros.
//

#import <Foundation/Foundation.h>

#define CCLogDebug(fmt, ...) NSLog((@"[debug] %s " fmt), __PRETTY_FUNCTION__, ##__VA_ARGS__)

/// YES when the string is nil, empty or only whitespace.
BOOL CCStringIsBlank(NSString *_Nullable string);
