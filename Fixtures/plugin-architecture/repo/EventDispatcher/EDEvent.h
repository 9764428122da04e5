//
//  EDEvent.h
//  EventDispatcher
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// An event published by one plugin and delivered to every subscriber of its name.
@interface EDEvent : NSObject

@property (nonatomic, copy, readonly) NSString *name;
@property (nonatomic, copy, readonly) NSDictionary<NSString *, id> *payload;

- (instancetype)initWithName:(NSString *)name payload:(nullable NSDictionary<NSString *, id> *)payload;

@end

NS_ASSUME_NONNULL_END
