#import "KSRecorder.h"
#import "KSLog.h"

void ks_record(KSRecordingMode mode) { KSLOG("record"); }

@implementation KSRecorder
- (void)start { ks_record(KSRecordingModeOn); }
@end
