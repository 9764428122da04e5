#import <Foundation/Foundation.h>

// What an overlay implementor posts when its frame changes.
static NSString *const OverlayDidChangeNotification = @"OverlayDidChangeNotification";
