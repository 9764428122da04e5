#import <Foundation/Foundation.h>

typedef struct _xmlNode xmlNode;

@interface Transcript : NSObject
@end
