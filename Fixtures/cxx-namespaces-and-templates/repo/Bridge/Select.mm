#import "Select.h"

@implementation Select {
    sql::Expression _condition;
}

- (instancetype)where:(const sql::Expression &)condition {
    _condition = condition;
    return self;
}

@end
