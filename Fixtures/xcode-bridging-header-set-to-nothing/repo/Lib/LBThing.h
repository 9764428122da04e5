@interface LBThing : NSObject
@end
