// Built by CMake, which puts the tree's root on the include path (no project here says so).
#include <libcore/core.h>
#include <my-lib/util.h>
// A vendored library's public `include/` folder, as CMake projects lay them out.
#include <lz/lz.h>
// A header in no such folder, at no path from the root: another project's copy, as far as the tree says.
#include <zstd/zstd.h>

int main(void) {
    return core_fn() + mydash_fn() + lz_compress(9) + zstd_level();
}
