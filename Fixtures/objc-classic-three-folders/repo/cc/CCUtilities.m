//
//  CCUtilities.m
//  cc
//

#import "CCUtilities.h"

BOOL CCStringIsBlank(NSString *string) {
    if (string == nil) {
        return YES;
    }
    NSString *trimmed = [string stringByTrimmingCharactersInSet:[NSCharacterSet whitespaceAndNewlineCharacterSet]];
    return trimmed.length == 0;
}
