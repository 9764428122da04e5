#import "CoreCompat-Swift.h"

void enterLobby(void) {
    Room *room = [[Room alloc] init];
    [room join];
}
