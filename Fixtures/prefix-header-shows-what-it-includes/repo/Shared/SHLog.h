#define SH_LOG(x) NSLog(@"%@", x)
