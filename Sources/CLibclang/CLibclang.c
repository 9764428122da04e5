#include "CLibclang.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

#define LOAD(field, symbol)                                                              \
    do {                                                                                 \
        void *pointer = dlsym(handle, #symbol);                                          \
        if (pointer == NULL) {                                                           \
            snprintf(error, error_size, "%s: missing symbol %s", path, #symbol);         \
            dlclose(handle);                                                             \
            return 1;                                                                    \
        }                                                                                \
        memcpy(&api->field, &pointer, sizeof(pointer));                                  \
    } while (0)

int clibclang_load(const char *path, CLibclangAPI *api, char *error, size_t error_size) {
    void *handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        const char *reason = dlerror();
        snprintf(error, error_size, "%s", reason != NULL ? reason : "dlopen failed");
        return 1;
    }
    LOAD(createIndex, clang_createIndex);
    LOAD(disposeIndex, clang_disposeIndex);
    LOAD(parseTranslationUnit2, clang_parseTranslationUnit2);
    LOAD(disposeTranslationUnit, clang_disposeTranslationUnit);
    LOAD(getTranslationUnitCursor, clang_getTranslationUnitCursor);
    LOAD(visitChildren, clang_visitChildren);
    LOAD(getCursorKind, clang_getCursorKind);
    LOAD(getCursorSpelling, clang_getCursorSpelling);
    LOAD(getCursorLocation, clang_getCursorLocation);
    LOAD(isCursorDefinition, clang_isCursorDefinition);
    LOAD(cursorIsInlineNamespace, clang_Cursor_isInlineNamespace);
    LOAD(getFileLocation, clang_getFileLocation);
    LOAD(getExpansionLocation, clang_getExpansionLocation);
    LOAD(getPresumedLocation, clang_getPresumedLocation);
    LOAD(getFile, clang_getFile);
    LOAD(fileIsEqual, clang_File_isEqual);
    LOAD(getCString, clang_getCString);
    LOAD(disposeString, clang_disposeString);
    LOAD(getClangVersion, clang_getClangVersion);
    LOAD(getNumDiagnostics, clang_getNumDiagnostics);
    LOAD(getDiagnostic, clang_getDiagnostic);
    LOAD(getDiagnosticSeverity, clang_getDiagnosticSeverity);
    LOAD(getDiagnosticSpelling, clang_getDiagnosticSpelling);
    LOAD(getDiagnosticLocation, clang_getDiagnosticLocation);
    LOAD(disposeDiagnostic, clang_disposeDiagnostic);
    return 0;
}
