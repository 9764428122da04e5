#import "Legacy.h"
