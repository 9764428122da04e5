#import <Foundation/Foundation.h>
#import "KSNamespace.h"

typedef enum { KSRecordingModeOff, KSRecordingModeOn } KSRecordingMode;

void ks_record(KSRecordingMode mode);

@interface KSRecorder : NSObject
- (void)start;
@end
