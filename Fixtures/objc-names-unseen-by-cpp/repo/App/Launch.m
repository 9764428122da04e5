#import "Platform.h"

void launch(void) {
    [Store shared];
}
