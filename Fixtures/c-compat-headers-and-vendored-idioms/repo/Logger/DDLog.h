#import <Foundation/Foundation.h>
#define LOG_FLAG_INFO 1
#define LogObjc(flag, frmt) NSLog(frmt)
