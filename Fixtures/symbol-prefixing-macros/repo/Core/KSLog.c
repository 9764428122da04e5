#include "KSLog.h"

void ks_log_write(const char *message) { (void)message; }
