#import <Foundation/Foundation.h>

// Globals named like the locals of Feature's function.
extern NSArray<NSString *> *names;
extern NSInteger limit;
extern double scale;
extern NSInteger maxItems;
