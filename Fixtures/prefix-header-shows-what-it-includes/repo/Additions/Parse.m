#import <Foundation/Foundation.h>
#import <libxml/parser.h>

static void walk(xmlNode *node) {
    SH_LOG(APP_NAME);
}

static id make(void) {
    return [Transcript new];
}
