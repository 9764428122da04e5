//
//  EDEventDispatcher.h
//  EventDispatcher
//
//  Plugins never import each other: they talk through named events.
//

#import <Foundation/Foundation.h>
#import "EDEvent.h"

NS_ASSUME_NONNULL_BEGIN

typedef void (^EDEventHandler)(EDEvent *event);

@interface EDEventDispatcher : NSObject

/// Returns a token; pass it to -unsubscribe: to stop receiving events.
- (id<NSObject>)subscribeToEventNamed:(NSString *)name handler:(EDEventHandler)handler;
- (void)unsubscribe:(id<NSObject>)token;
- (void)publishEventNamed:(NSString *)name payload:(nullable NSDictionary<NSString *, id> *)payload;

@end

NS_ASSUME_NONNULL_END
