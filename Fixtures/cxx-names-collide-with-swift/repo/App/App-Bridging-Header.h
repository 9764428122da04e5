// Objective-C the app's Swift sees.
#import "EBEngine.h"
