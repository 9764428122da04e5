#ifndef ASBESTOS_H
#define ASBESTOS_H
struct asbestos *asbestos_new(void);
#endif
