#import <Foundation/Foundation.h>
#include <unistd.h>

// Fallbacks for SDKs older than the one this builds with: the names are the SDK's.
#if __MAC_OS_X_VERSION_MAX_ALLOWED < __MAC_10_14
#define NSAppearanceNameDarkAqua @"NSAppearanceNameDarkAqua"
#endif

#if __IPHONE_OS_VERSION_MAX_ALLOWED >= 170000
#define CMPHasInteractiveWidgets 1
#else
#define CMPHasInteractiveWidgets 0
#endif

// A shim only Android builds compile; Apple's <unistd.h> declares it.
#ifdef __ANDROID__
int getdtablesize(void);
#endif

// A shim only MinGW builds compile (a conjunction, false on Apple whatever its other term); Apple's
// <unistd.h> declares it.
#if defined(__MINGW32__) && !defined(__CYGWIN__)
int getpagesize(void);
#endif

void CMPSetUp(void);
