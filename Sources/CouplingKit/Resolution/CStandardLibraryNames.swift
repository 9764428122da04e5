/// The functions and variables of the C standard library and POSIX that every Apple SDK declares.
/// A tree's declaration of one (zlib's `extern void free(voidpf)` in a private header, a Windows
/// shim `#define strdup _strdup`) restates or stands in for the system's: a use of the name is the
/// system's, never an edge to that header's component (Provenance: 1,100 uses of `free`, `malloc`,
/// `strdup` and `snprintf` were edges to a vendored emulator core).
enum CStandardLibraryNames {
    static let names: Set<String> = [
        // <stdlib.h>
        "malloc", "calloc", "realloc", "free", "aligned_alloc", "posix_memalign", "abort", "exit", "_Exit", "atexit",
        "getenv", "setenv", "unsetenv", "putenv", "system", "atoi", "atol", "atoll", "atof", "strtol", "strtoll", "strtoul",
        "strtoull", "strtod", "strtof", "strtold", "qsort", "bsearch", "rand", "srand", "random", "srandom", "arc4random",
        "arc4random_uniform", "arc4random_buf", "mkstemp", "mkdtemp", "realpath", "abs", "labs", "llabs", "div", "ldiv",
        // <string.h>, <strings.h>
        "memcpy", "memmove", "memset", "memcmp", "memchr", "strlen", "strnlen", "strcpy", "strncpy", "strlcpy", "strcat",
        "strncat", "strlcat", "strcmp", "strncmp", "strcasecmp", "strncasecmp", "strchr", "strrchr", "strstr", "strcasestr",
        "strtok", "strtok_r", "strdup", "strndup", "strerror", "strerror_r", "strspn", "strcspn", "strpbrk", "strsep",
        "bzero", "bcopy", "bcmp", "memmem",
        // <stdio.h>
        "printf", "fprintf", "sprintf", "snprintf", "vprintf", "vfprintf", "vsprintf", "vsnprintf", "asprintf",
        "vasprintf", "scanf", "fscanf", "sscanf", "vsscanf", "fopen", "fdopen", "freopen", "fclose", "fflush", "fread",
        "fwrite", "fgets", "fputs", "puts", "gets", "fgetc", "fputc", "getc", "putc", "getchar", "putchar", "ungetc",
        "fseek", "fseeko", "ftell", "ftello", "rewind", "feof", "ferror", "clearerr", "fileno", "perror", "remove",
        "rename", "tmpfile", "setvbuf", "setbuf", "getline", "getdelim", "popen", "pclose", "stdin", "stdout", "stderr",
        // <ctype.h>
        "isalpha", "isdigit", "isalnum", "isspace", "isupper", "islower", "isxdigit", "ispunct", "isprint", "iscntrl",
        "isgraph", "toupper", "tolower",
        // <math.h>
        "sqrt", "sqrtf", "pow", "powf", "exp", "expf", "log", "logf", "log2", "log10", "sin", "sinf", "cos", "cosf", "tan",
        "atan", "atan2", "atan2f", "floor", "floorf", "ceil", "ceilf", "round", "roundf", "fabs", "fabsf", "fmod", "fmin",
        "fmax", "fminf", "fmaxf", "lround", "trunc",
        // <time.h>, <sys/time.h>
        "time", "clock", "difftime", "mktime", "gmtime", "gmtime_r", "localtime", "localtime_r", "strftime", "nanosleep",
        "gettimeofday", "clock_gettime",
        // <unistd.h>, <fcntl.h>, <sys/stat.h>, <errno.h>, <signal.h>
        "errno", "read", "write", "close", "lseek", "unlink", "rmdir", "mkdir", "chdir", "getcwd", "dup", "dup2", "pipe",
        "fork", "execv", "execvp", "getpid", "getppid", "sleep", "usleep", "access", "isatty", "fsync", "ftruncate",
        "stat", "fstat", "lstat", "chmod", "signal", "raise", "kill", "sysconf", "getpagesize",
        // <pthread.h>
        "pthread_create", "pthread_join", "pthread_detach", "pthread_self", "pthread_mutex_init", "pthread_mutex_lock",
        "pthread_mutex_unlock", "pthread_mutex_destroy", "pthread_cond_init", "pthread_cond_wait", "pthread_cond_signal",
        "pthread_cond_broadcast", "pthread_cond_destroy", "pthread_once", "pthread_key_create", "pthread_getspecific",
        "pthread_setspecific",
        // <assert.h>, <setjmp.h>, <stdarg.h>
        "assert", "setjmp", "longjmp",
        // <stdio.h>'s and <stdarg.h>'s types (the `…_t` ones are `SymbolIndex.isCStandardTypeOrLimit`'s)
        "va_list", "FILE",
    ]
}
