#import "Core-Swift.h"

void enterHall(void) {
    Room *room = [[Room alloc] init];
    [room join];
}
