#ifndef CRASH_CORE_H
#define CRASH_CORE_H

int crash_core_version(void);

#endif
