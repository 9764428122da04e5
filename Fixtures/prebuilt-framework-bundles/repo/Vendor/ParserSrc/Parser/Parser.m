#import <Parser/Parser.h>

// The checkout names its own header as its users do: its own, not the bundle's.
@implementation CPParser
@end
