#ifndef KS_LOG_H
#define KS_LOG_H

#define KSLOG(message) ks_log_write(message)

void ks_log_write(const char *message);

#endif
