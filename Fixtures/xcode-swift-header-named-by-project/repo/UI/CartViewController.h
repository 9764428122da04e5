#import <Foundation/Foundation.h>

// The header cannot import the generated header (it imports this one): it forward-declares the class.
@class Cart;

@interface CartViewController : NSObject
@property (nonatomic, strong) Cart *cart;
- (void)addSample;
@end
