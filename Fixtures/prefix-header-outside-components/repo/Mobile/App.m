#import "Conn.h"

int main(void) {
    [Conn new];
    return ENABLE(0);
}
