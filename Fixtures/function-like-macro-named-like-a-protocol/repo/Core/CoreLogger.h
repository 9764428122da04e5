#import <Foundation/Foundation.h>

#define CoreLog(_message) NSLog(@"%@", _message)
