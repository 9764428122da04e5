#import "ResourceHandler.h"

@implementation ResourceHandler
@end
