#import "KSRecorder.h"

@interface AppDelegate : NSObject
@end

@implementation AppDelegate
- (void)launch {
    KSRecorder *recorder = [KSRecorder new];
    [recorder start];
    ks_record(KSRecordingModeOff);
    [NSUserDefaults.standardUserDefaults setBool:YES forKey:KSRecorderStartedKey];
}
@end
