#import <Foundation/Foundation.h>

/// A logging macro named like the log protocol of Model: only a use followed by `(` expands it.
#define MSXLog(_level, _message) NSLog(@"%d %@", _level, _message)
