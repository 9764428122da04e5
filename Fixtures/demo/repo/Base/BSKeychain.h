//
//  BSKeychain.h
//  Base
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// Stores small secrets (tokens) in the keychain, scoped to the app's service name.
@interface BSKeychain : NSObject

- (instancetype)initWithService:(NSString *)service;

- (nullable NSString *)stringForKey:(NSString *)key;
- (BOOL)setString:(nullable NSString *)value forKey:(NSString *)key;

@end

NS_ASSUME_NONNULL_END
