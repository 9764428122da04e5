//
//  NWHTTPClient.m
//  Networking
//
//  Every request reports its duration to Analytics, and Analytics uploads its
//  events through this client: the two components depend on each other.
//

#import "NWHTTPClient.h"
#import "ANTracker.h"
#import "BSKeychain.h"

@implementation NWHTTPClient {
    NSURL *_baseURL;
    NSURLSession *_session;
    BSKeychain *_keychain;
}

- (instancetype)initWithBaseURL:(NSURL *)baseURL {
    self = [super init];
    if (self) {
        _baseURL = [baseURL copy];
        _session = [NSURLSession sessionWithConfiguration:NSURLSessionConfiguration.defaultSessionConfiguration];
        _keychain = [[BSKeychain alloc] initWithService:@"com.example.demo.api"];
    }
    return self;
}

- (void)send:(NWRequest *)request completion:(NWResponseHandler)completion {
    NSMutableURLRequest *urlRequest = [NSMutableURLRequest requestWithURL:[_baseURL URLByAppendingPathComponent:request.path]];
    urlRequest.HTTPMethod = request.method;
    urlRequest.HTTPBody = request.body;
    NSString *token = [_keychain stringForKey:@"accessToken"];
    if (token != nil) {
        [urlRequest setValue:[@"Bearer " stringByAppendingString:token] forHTTPHeaderField:@"Authorization"];
    }

    NSDate *start = [NSDate date];
    NSURLSessionDataTask *task = [_session dataTaskWithRequest:urlRequest
                                             completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        NSTimeInterval elapsed = -[start timeIntervalSinceNow];
        [ANTracker.sharedTracker trackEventNamed:@"http_request"
                                      properties:@{@"path": request.path, @"ms": @((NSInteger)(elapsed * 1000))}];
        dispatch_async(dispatch_get_main_queue(), ^{
            completion(data, error);
        });
    }];
    [task resume];
}

@end
