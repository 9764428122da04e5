@interface Greeter : NSObject
+ (int)greet;
@end
