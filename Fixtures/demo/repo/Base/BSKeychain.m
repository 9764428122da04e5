//
//  BSKeychain.m
//  Base
//

#import "BSKeychain.h"
#import <Security/Security.h>

@implementation BSKeychain {
    NSString *_service;
}

- (instancetype)initWithService:(NSString *)service {
    self = [super init];
    if (self) {
        _service = [service copy];
    }
    return self;
}

- (NSDictionary *)queryForKey:(NSString *)key {
    return @{(__bridge id)kSecClass: (__bridge id)kSecClassGenericPassword,
             (__bridge id)kSecAttrService: _service,
             (__bridge id)kSecAttrAccount: key};
}

- (NSString *)stringForKey:(NSString *)key {
    NSMutableDictionary *query = [[self queryForKey:key] mutableCopy];
    query[(__bridge id)kSecReturnData] = @YES;
    CFTypeRef result = NULL;
    if (SecItemCopyMatching((__bridge CFDictionaryRef)query, &result) != errSecSuccess) {
        return nil;
    }
    NSData *data = (__bridge_transfer NSData *)result;
    return [[NSString alloc] initWithData:data encoding:NSUTF8StringEncoding];
}

- (BOOL)setString:(NSString *)value forKey:(NSString *)key {
    NSDictionary *query = [self queryForKey:key];
    SecItemDelete((__bridge CFDictionaryRef)query);
    if (value == nil) {
        return YES;
    }
    NSMutableDictionary *attributes = [query mutableCopy];
    attributes[(__bridge id)kSecValueData] = [value dataUsingEncoding:NSUTF8StringEncoding];
    return SecItemAdd((__bridge CFDictionaryRef)attributes, NULL) == errSecSuccess;
}

@end
