//
//  BSFileSystem.h
//  Base
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// Application Support/<bundle id>/, created on first use.
FOUNDATION_EXPORT NSURL *BSApplicationSupportDirectory(void);

NS_ASSUME_NONNULL_END
