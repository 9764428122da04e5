#import "LBThing.h"
