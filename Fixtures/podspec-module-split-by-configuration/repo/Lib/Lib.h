#import "Greeter.h"
#import "Strings.h"
