#import "MDCThing.h"
