#import "ThemeService.h"
