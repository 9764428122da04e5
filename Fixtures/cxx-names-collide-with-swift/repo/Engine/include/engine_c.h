#ifndef ENGINE_C_H
#define ENGINE_C_H

#ifdef __cplusplus
extern "C" {
#endif

/// The engine's version, for C and Objective-C callers.
int engine_version(void);

#ifdef __cplusplus
}
#endif

#endif
