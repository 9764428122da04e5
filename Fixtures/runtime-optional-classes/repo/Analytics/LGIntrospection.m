#import <Foundation/Foundation.h>

// An introspection helper, as debugging tools have: the system's private classes looked up by name,
// and a menu of action titles beside a look-up from a variable (which makes the file's class-like
// literals a code table). The titles name no class of the tree.
@interface LGIntrospection : NSObject
@end

@implementation LGIntrospection

- (void)inspect {
    Class separator = NSClassFromString(@"_UITableViewCellSeparatorView");
    Class task = NSClassFromString(@"__NSCFLocalSessionTask");
    Class root = NSClassFromString(@"SwiftObject") ?: NSClassFromString(@"Swift._SwiftObject");
    (void)separator;
    (void)task;
    (void)root;
}

- (NSArray<NSString *> *)menuTitles {
    return @[ @"Delete", @"Rename", @"Delete" ];
}

- (Class)classNamed:(NSString *)name {
    return NSClassFromString([@"LG" stringByAppendingString:name]);
}

@end
