// The umbrella header of the CoreKit framework.
#import <Foundation/Foundation.h>
#import <Basics/Basics.h>
#import <CoreKit/CKSession.h>
