#import <Foundation/Foundation.h>
#import <Foo/FooAccount.h>

@interface FooThing : NSObject
@end
