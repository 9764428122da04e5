#import <Foo/Foo.h>
#import <Parser/Parser.h>
#import <Bidi/common.h>

int main(void) {
    FooThing *thing = [FooThing new];
    FooAccount *account = foo_account_new();
    CPParser *parser = nil;
    return bidi_version();
}
