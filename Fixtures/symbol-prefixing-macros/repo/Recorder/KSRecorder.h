#import <Foundation/Foundation.h>
#import "KSNamespace.h"

typedef enum { KSRecordingModeOff, KSRecordingModeOn } KSRecordingMode;

void ks_record(KSRecordingMode mode);

// A settings key spelled as its own name: a string, no renaming.
#define KSRecorderStartedKey @"KSRecorderStartedKey"

@interface KSRecorder : NSObject
- (void)start;
@end
