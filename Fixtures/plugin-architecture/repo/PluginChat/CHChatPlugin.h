//
//  CHChatPlugin.h
//  PluginChat
//
//  Registered by class name in Plugins.plist; nothing imports this header.
//

#import <Foundation/Foundation.h>
#import "PMPlugin.h"

NS_ASSUME_NONNULL_BEGIN

@interface CHChatPlugin : NSObject <PMPlugin>
@end

NS_ASSUME_NONNULL_END
