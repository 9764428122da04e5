#import <Foundation/Foundation.h>

// A project's own enum macro of three arguments: the name is the second (Realm's RLM_ERROR_ENUM).
#define CORE_ERROR_ENUM(type, name, domain) NS_ENUM(type, name)

extern NSString *const CoreErrorDomain;

typedef CORE_ERROR_ENUM(NSInteger, CoreError, CoreErrorDomain) {
    CoreErrorFail = 1,
};

enum CoreStatus { executing, error };
extern NSString *info;
extern NSInteger row;
