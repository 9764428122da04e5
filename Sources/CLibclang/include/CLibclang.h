// Our own minimal declarations of the libclang C API (stable since clang 3.x), so that
// the package builds without LLVM headers. The library is loaded at run time with
// `clibclang_load`, which fills a table of function pointers.
#ifndef CLIBCLANG_H
#define CLIBCLANG_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef void *CXIndex;
typedef struct CXTranslationUnitImpl *CXTranslationUnit;
typedef void *CXFile;
typedef void *CXDiagnostic;
typedef void *CXClientData;

typedef struct {
    const void *data;
    unsigned private_flags;
} CXString;

typedef struct {
    const void *ptr_data[2];
    unsigned int_data;
} CXSourceLocation;

typedef struct {
    const void *ptr_data[2];
    unsigned begin_int_data;
    unsigned end_int_data;
} CXSourceRange;

typedef struct {
    int kind; // enum CXCursorKind
    int xdata;
    const void *data[3];
} CXCursor;

struct CXUnsavedFile {
    const char *Filename;
    const char *Contents;
    unsigned long Length;
};

// enum CXChildVisitResult: 0 Break, 1 Continue, 2 Recurse.
typedef int (*CXCursorVisitor)(CXCursor cursor, CXCursor parent, CXClientData client_data);

/// The functions we call, filled by `clibclang_load`.
typedef struct {
    CXIndex (*createIndex)(int excludeDeclarationsFromPCH, int displayDiagnostics);
    void (*disposeIndex)(CXIndex index);
    int (*parseTranslationUnit2)(CXIndex index, const char *source_filename,
                                 const char *const *command_line_args, int num_command_line_args,
                                 struct CXUnsavedFile *unsaved_files, unsigned num_unsaved_files,
                                 unsigned options, CXTranslationUnit *out_TU);
    void (*disposeTranslationUnit)(CXTranslationUnit tu);
    CXCursor (*getTranslationUnitCursor)(CXTranslationUnit tu);
    unsigned (*visitChildren)(CXCursor parent, CXCursorVisitor visitor, CXClientData client_data);
    int (*getCursorKind)(CXCursor cursor);
    CXString (*getCursorSpelling)(CXCursor cursor);
    CXSourceLocation (*getCursorLocation)(CXCursor cursor);
    unsigned (*isCursorDefinition)(CXCursor cursor);
    unsigned (*cursorIsInlineNamespace)(CXCursor cursor);
    void (*getFileLocation)(CXSourceLocation location, CXFile *file, unsigned *line, unsigned *column,
                            unsigned *offset);
    void (*getExpansionLocation)(CXSourceLocation location, CXFile *file, unsigned *line, unsigned *column,
                                 unsigned *offset);
    void (*getPresumedLocation)(CXSourceLocation location, CXString *filename, unsigned *line,
                                unsigned *column);
    CXFile (*getFile)(CXTranslationUnit tu, const char *file_name);
    int (*fileIsEqual)(CXFile file1, CXFile file2);
    const char *(*getCString)(CXString string);
    void (*disposeString)(CXString string);
    CXString (*getClangVersion)(void);
    unsigned (*getNumDiagnostics)(CXTranslationUnit tu);
    CXDiagnostic (*getDiagnostic)(CXTranslationUnit tu, unsigned index);
    int (*getDiagnosticSeverity)(CXDiagnostic diagnostic); // 0 ignored .. 3 error, 4 fatal
    CXString (*getDiagnosticSpelling)(CXDiagnostic diagnostic);
    CXSourceLocation (*getDiagnosticLocation)(CXDiagnostic diagnostic);
    void (*disposeDiagnostic)(CXDiagnostic diagnostic);
} CLibclangAPI;

/// Opens the library at `path` and fills `api`. Returns 0 on success; otherwise writes a
/// message (a missing symbol or the dlopen error) into `error` (at most `error_size` bytes).
/// The handle is never closed: the functions stay valid for the life of the process.
int clibclang_load(const char *path, CLibclangAPI *api, char *error, size_t error_size);

// Cursor kinds (enum CXCursorKind) we look at.
enum {
    CLIBCLANG_StructDecl = 2,
    CLIBCLANG_UnionDecl = 3,
    CLIBCLANG_ClassDecl = 4,
    CLIBCLANG_EnumDecl = 5,
    CLIBCLANG_EnumConstantDecl = 7,
    CLIBCLANG_FunctionDecl = 8,
    CLIBCLANG_VarDecl = 9,
    CLIBCLANG_ObjCInterfaceDecl = 11,
    CLIBCLANG_ObjCCategoryDecl = 12,
    CLIBCLANG_ObjCProtocolDecl = 13,
    CLIBCLANG_TypedefDecl = 20,
    CLIBCLANG_Namespace = 22,
    CLIBCLANG_LinkageSpec = 23,
    CLIBCLANG_FunctionTemplate = 30,
    CLIBCLANG_ClassTemplate = 31,
    CLIBCLANG_TypeAliasDecl = 36,
    CLIBCLANG_AnnotateAttr = 406,
    CLIBCLANG_TypeAliasTemplateDecl = 601,
    CLIBCLANG_MacroDefinition = 501,
};

// Translation unit flags (enum CXTranslationUnit_Flags).
enum {
    CLIBCLANG_DetailedPreprocessingRecord = 0x01,
    CLIBCLANG_Incomplete = 0x02,
    CLIBCLANG_SkipFunctionBodies = 0x40,
    CLIBCLANG_KeepGoing = 0x200,
    CLIBCLANG_SingleFileParse = 0x400,
};

#ifdef __cplusplus
}
#endif

#endif
