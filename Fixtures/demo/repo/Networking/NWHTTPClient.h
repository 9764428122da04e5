//
//  NWHTTPClient.h
//  Networking
//
//  Swift sees this class as HTTPClient.
//

#import <Foundation/Foundation.h>
#import "NWRequest.h"

NS_ASSUME_NONNULL_BEGIN

typedef void (^NWResponseHandler)(NSData *_Nullable data, NSError *_Nullable error);

NS_SWIFT_NAME(HTTPClient)
@interface NWHTTPClient : NSObject

- (instancetype)initWithBaseURL:(NSURL *)baseURL;

- (void)send:(NWRequest *)request completion:(NWResponseHandler)completion;

@end

NS_ASSUME_NONNULL_END
