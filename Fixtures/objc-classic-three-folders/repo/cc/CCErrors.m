//
//  CCErrors.m
//  cc
//

#import "CCErrors.h"

NSString *const CCErrorDomain = @"com.example.classic.error";

NSError *CCMakeError(CCErrorCode code, NSString *description) {
    return [NSError errorWithDomain:CCErrorDomain
                               code:code
                           userInfo:@{NSLocalizedDescriptionKey: description}];
}
