#import <Foundation/Foundation.h>
#import "SyntaxList.hpp"

// An Objective-C header read by Objective-C++ files: a qualified C++ name is C++ wherever it is written.
@interface Select : NSObject
- (instancetype)where:(const sql::Expression &)condition;
@end
