//
//  main.m
//  aa
//

#import <UIKit/UIKit.h>
#import "AAAppDelegate.h"

int main(int argc, char *argv[]) {
    @autoreleasepool {
        return UIApplicationMain(argc, argv, nil, NSStringFromClass([AAAppDelegate class]));
    }
}
