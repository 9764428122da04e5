//
//  NWRequest.h
//  Networking
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface NWRequest : NSObject

@property (nonatomic, copy, readonly) NSString *method;
@property (nonatomic, copy, readonly) NSString *path;
@property (nonatomic, copy, nullable) NSData *body;

- (instancetype)initWithMethod:(NSString *)method path:(NSString *)path;

@end

NS_ASSUME_NONNULL_END
