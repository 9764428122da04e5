#import "KitImports.h"

void start(void) {
    KTSession *session = [[KTSession alloc] init];
    [session start];
}
