//
//  BBRequest.h
//  bb
//
//  An HTTP request relative to the API base URL.
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

typedef NS_ENUM(NSUInteger, BBHTTPMethod) {
    BBHTTPMethodGET,
    BBHTTPMethodPOST,
    BBHTTPMethodDELETE,
};

@interface BBRequest : NSObject

@property (nonatomic, assign, readonly) BBHTTPMethod method;
@property (nonatomic, copy, readonly) NSString *path;
@property (nonatomic, copy, readonly, nullable) NSDictionary<NSString *, id> *parameters;

+ (instancetype)requestWithMethod:(BBHTTPMethod)method
                             path:(NSString *)path
                       parameters:(nullable NSDictionary<NSString *, id> *)parameters;

- (NSURLRequest *)URLRequestWithBaseURL:(NSURL *)baseURL accessToken:(nullable NSString *)accessToken;

@end

NS_ASSUME_NONNULL_END
