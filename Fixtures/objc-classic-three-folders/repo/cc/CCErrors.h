//
//  CCErrors.h
//  cc
//
//  Error domain and codes shared by every layer of the app.
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

extern NSString *const CCErrorDomain;

typedef NS_ENUM(NSInteger, CCErrorCode) {
    CCErrorCodeUnknown = 0,
    CCErrorCodeInvalidResponse = 1,
    CCErrorCodeUnauthorized = 401,
};

/// Builds an NSError in CCErrorDomain with a localized description.
NSError *CCMakeError(CCErrorCode code, NSString *description);

NS_ASSUME_NONNULL_END
