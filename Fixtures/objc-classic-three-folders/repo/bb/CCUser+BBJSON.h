//
//  CCUser+BBJSON.h
//  bb
//
//  JSON parsing for the core user model lives next to the API that returns it.
//

#import <Foundation/Foundation.h>
#import "CCUser.h"

NS_ASSUME_NONNULL_BEGIN

@interface CCUser (BBJSON)

+ (nullable instancetype)bb_userWithJSON:(NSDictionary<NSString *, id> *)json;

@end

NS_ASSUME_NONNULL_END
