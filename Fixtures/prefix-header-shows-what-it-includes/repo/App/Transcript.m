#import "Transcript.h"

@implementation Transcript
@end
