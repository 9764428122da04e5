//
//  BBNetworkClient.m
//  bb
//

#import "BBNetworkClient.h"
#import "CCUser+BBJSON.h"
#import "CCErrors.h"
#import "CCUtilities.h"
#import "CCSessionStore.h"

@interface BBNetworkClient ()
@property (nonatomic, copy) NSURL *baseURL;
@property (nonatomic, strong) NSURLSession *session;
@end

@implementation BBNetworkClient

- (instancetype)initWithBaseURL:(NSURL *)baseURL session:(NSURLSession *)session {
    self = [super init];
    if (self) {
        _baseURL = [baseURL copy];
        _session = session;
    }
    return self;
}

- (void)sendRequest:(BBRequest *)request completion:(BBJSONCompletion)completion {
    NSString *token = CCSessionStore.sharedStore.accessToken;
    NSURLRequest *urlRequest = [request URLRequestWithBaseURL:self.baseURL
                                                  accessToken:CCStringIsBlank(token) ? nil : token];
    CCLogDebug(@"%@ %@", urlRequest.HTTPMethod, urlRequest.URL);

    NSURLSessionDataTask *task = [self.session dataTaskWithRequest:urlRequest
                                                 completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        if (error != nil) {
            dispatch_async(dispatch_get_main_queue(), ^{ completion(nil, error); });
            return;
        }
        NSInteger status = [(NSHTTPURLResponse *)response statusCode];
        if (status == 401) {
            NSError *unauthorized = CCMakeError(CCErrorCodeUnauthorized, @"The session has expired.");
            dispatch_async(dispatch_get_main_queue(), ^{ completion(nil, unauthorized); });
            return;
        }
        id json = data.length > 0 ? [NSJSONSerialization JSONObjectWithData:data options:0 error:NULL] : nil;
        if (json == nil && data.length > 0) {
            NSError *invalid = CCMakeError(CCErrorCodeInvalidResponse, @"The server sent invalid JSON.");
            dispatch_async(dispatch_get_main_queue(), ^{ completion(nil, invalid); });
            return;
        }
        dispatch_async(dispatch_get_main_queue(), ^{ completion(json, nil); });
    }];
    [task resume];
}

- (void)fetchCurrentUserWithCompletion:(void (^)(CCUser *, NSError *))completion {
    BBRequest *request = [BBRequest requestWithMethod:BBHTTPMethodGET path:@"me" parameters:nil];
    [self sendRequest:request completion:^(id json, NSError *error) {
        if (error != nil) {
            // A 401 from "me" means the token was revoked: the caller logs out.
            completion(nil, error);
            return;
        }
        CCUser *user = [json isKindOfClass:[NSDictionary class]] ? [CCUser bb_userWithJSON:json] : nil;
        if (user == nil) {
            completion(nil, [NSError errorWithDomain:CCErrorDomain code:CCErrorCodeInvalidResponse userInfo:nil]);
            return;
        }
        completion(user, nil);
    }];
}

@end
