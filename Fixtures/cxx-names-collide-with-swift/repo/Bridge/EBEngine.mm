#import "EBEngine.h"
#include "engine/errors.hpp"
#include "engine_c.h"

using namespace engine;

@implementation EBEngine

- (NSInteger)version {
    return engine_version();
}

- (NSString *)rootViewName {
    View root("root");
    Set visible;
    visible.insert(7);
    return [NSString stringWithUTF8String:root.name().c_str()];
}

@end
