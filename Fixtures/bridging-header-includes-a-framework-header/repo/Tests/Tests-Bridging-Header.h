#import "Session.h"
