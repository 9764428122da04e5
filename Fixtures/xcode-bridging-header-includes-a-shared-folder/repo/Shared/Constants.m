#import "Constants.h"

uint16_t SharedListeningPort = 28151;
