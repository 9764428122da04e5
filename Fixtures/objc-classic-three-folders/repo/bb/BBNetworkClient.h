//
//  BBNetworkClient.h
//  bb
//
//  Sends BBRequests to the API and decodes JSON responses.
//

#import <Foundation/Foundation.h>
#import "BBRequest.h"

@class CCUser;

NS_ASSUME_NONNULL_BEGIN

typedef void (^BBJSONCompletion)(id _Nullable json, NSError *_Nullable error);

@interface BBNetworkClient : NSObject

- (instancetype)initWithBaseURL:(NSURL *)baseURL session:(NSURLSession *)session NS_DESIGNATED_INITIALIZER;
- (instancetype)init NS_UNAVAILABLE;

- (void)sendRequest:(BBRequest *)request completion:(BBJSONCompletion)completion;
- (void)fetchCurrentUserWithCompletion:(void (^)(CCUser *_Nullable user, NSError *_Nullable error))completion;

@end

NS_ASSUME_NONNULL_END
