#import <Foundation/Foundation.h>
#import "Session.h"
