#import <Foundation/Foundation.h>

@protocol MSXLog <NSObject>
@property(nonatomic, copy) NSString *type;
@end
