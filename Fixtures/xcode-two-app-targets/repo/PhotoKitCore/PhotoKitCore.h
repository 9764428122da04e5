//
//  PhotoKitCore.h
//  PhotoKitCore
//

#import <Foundation/Foundation.h>

//! Project version number for PhotoKitCore.
FOUNDATION_EXPORT double PhotoKitCoreVersionNumber;

//! Project version string for PhotoKitCore.
FOUNDATION_EXPORT const unsigned char PhotoKitCoreVersionString[];
