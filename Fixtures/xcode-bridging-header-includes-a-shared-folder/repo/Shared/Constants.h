#import <Foundation/Foundation.h>

extern uint16_t SharedListeningPort;
