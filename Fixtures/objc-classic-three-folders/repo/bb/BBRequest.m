//
//  BBRequest.m
//  bb
//

#import "BBRequest.h"

static NSString *BBHTTPMethodName(BBHTTPMethod method) {
    switch (method) {
        case BBHTTPMethodGET: return @"GET";
        case BBHTTPMethodPOST: return @"POST";
        case BBHTTPMethodDELETE: return @"DELETE";
    }
}

@interface BBRequest ()
@property (nonatomic, assign, readwrite) BBHTTPMethod method;
@property (nonatomic, copy, readwrite) NSString *path;
@property (nonatomic, copy, readwrite, nullable) NSDictionary<NSString *, id> *parameters;
@end

@implementation BBRequest

+ (instancetype)requestWithMethod:(BBHTTPMethod)method
                             path:(NSString *)path
                       parameters:(NSDictionary<NSString *, id> *)parameters {
    BBRequest *request = [[self alloc] init];
    request.method = method;
    request.path = [path copy];
    request.parameters = [parameters copy];
    return request;
}

- (NSURLRequest *)URLRequestWithBaseURL:(NSURL *)baseURL accessToken:(NSString *)accessToken {
    NSURL *url = [baseURL URLByAppendingPathComponent:self.path];
    NSMutableURLRequest *urlRequest = [NSMutableURLRequest requestWithURL:url];
    urlRequest.HTTPMethod = BBHTTPMethodName(self.method);
    [urlRequest setValue:@"application/json" forHTTPHeaderField:@"Accept"];
    if (accessToken != nil) {
        NSString *bearer = [@"Bearer " stringByAppendingString:accessToken];
        [urlRequest setValue:bearer forHTTPHeaderField:@"Authorization"];
    }
    if (self.parameters != nil && self.method != BBHTTPMethodGET) {
        [urlRequest setValue:@"application/json" forHTTPHeaderField:@"Content-Type"];
        urlRequest.HTTPBody = [NSJSONSerialization dataWithJSONObject:self.parameters options:0 error:NULL];
    }
    return urlRequest;
}

@end
