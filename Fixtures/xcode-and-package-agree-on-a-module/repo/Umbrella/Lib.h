#import <Lib/A.h>
#import <Lib/B.h>
