//
//  ACCAccount.h
//  Accounts
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface ACCAccount : NSObject

@property (nonatomic, copy, readonly) NSString *identifier;
@property (nonatomic, copy, readonly) NSString *email;
@property (nonatomic, assign, readonly, getter=isVerified) BOOL verified;

- (instancetype)initWithIdentifier:(NSString *)identifier email:(NSString *)email verified:(BOOL)verified;

@end

NS_ASSUME_NONNULL_END
