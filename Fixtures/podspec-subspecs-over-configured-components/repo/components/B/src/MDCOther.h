#import <MaterialComponents/MaterialA.h>

@interface MDCOther : MDCThing
@end
