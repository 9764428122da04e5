// Symbol prefixing, as KSCrash and its forks do it: every public name of the library is a macro
// that renames it, so that two copies of the library can live in one app.
#ifndef KS_NAMESPACE_H
#define KS_NAMESPACE_H

#define KS_NS_PREFIX MyApp_
#define KS_NS_CONCAT_(a, b) a##b
#define KS_NS_CONCAT(a, b) KS_NS_CONCAT_(a, b)
#define KS_NS(name) KS_NS_CONCAT(KS_NS_PREFIX, name)

#define KSRecorder KS_NS(KSRecorder)
#define ks_record KS_NS(ks_record)
#define KSRecordingMode KS_NS(KSRecordingMode)

#endif
