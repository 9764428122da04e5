//
//  AANotifications.m
//  aa
//

#import "AANotifications.h"

NSString *const AAUserDidLogInNotification = @"AAUserDidLogInNotification";
NSString *const AAUserDidLogOutNotification = @"AAUserDidLogOutNotification";
