#import "Conn.h"

int only(void) { return ENABLE(2); }
