// Typedefs for SDKs older than the one every build uses: the SDK defines NSINTEGER_DEFINED and
// CGFLOAT_DEFINED, so none of this is compiled.
#import <Foundation/Foundation.h>
#ifndef NSINTEGER_DEFINED
typedef long NSInteger;
typedef unsigned long NSUInteger;
#define NSINTEGER_DEFINED 1
#endif
#if !defined(CGFLOAT_DEFINED)
typedef float CGFloat;
#define CGFLOAT_MIN FLT_MIN
#define CGFLOAT_DEFINED 1
#endif
#define NDLog(text) NSLog(text)
