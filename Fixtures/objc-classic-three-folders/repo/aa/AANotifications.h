//
//  AANotifications.h
//  aa
//
//  Notifications the app layer posts when the session changes.
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

extern NSString *const AAUserDidLogInNotification;
extern NSString *const AAUserDidLogOutNotification;

NS_ASSUME_NONNULL_END
