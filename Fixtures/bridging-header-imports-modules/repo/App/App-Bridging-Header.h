// What the app's Swift sees of Objective-C, and the modules it sees through it.
@import Helpers;
#import <CoreKit/CoreKit.h>
