#import <Foundation/Foundation.h>

@interface CTCatalogItem : NSObject
@property (nonatomic, copy) NSString *identifier;
@end
