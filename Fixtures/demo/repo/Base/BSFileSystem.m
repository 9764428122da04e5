//
//  BSFileSystem.m
//  Base
//

#import "BSFileSystem.h"

NSURL *BSApplicationSupportDirectory(void) {
    NSFileManager *fileManager = NSFileManager.defaultManager;
    NSURL *root = [fileManager URLsForDirectory:NSApplicationSupportDirectory inDomains:NSUserDomainMask].firstObject;
    NSURL *directory = [root URLByAppendingPathComponent:NSBundle.mainBundle.bundleIdentifier ?: @"app" isDirectory:YES];
    [fileManager createDirectoryAtURL:directory withIntermediateDirectories:YES attributes:nil error:NULL];
    return directory;
}
