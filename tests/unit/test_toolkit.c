/* The CUDA toolkit's include folder (model/toolkit.h): where it is found. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "model/toolkit.h"

/* A toolkit of our own under /tmp: bin/nvcc and include/cuda_runtime.h. */
static char root[64];

static void make_toolkit(bool with_header)
{
    snprintf(root, sizeof root, "/tmp/dpopt-toolkit-XXXXXX");
    cr_assert_not_null(mkdtemp(root));
    char path[160];
    snprintf(path, sizeof path, "%s/bin", root);
    mkdir(path, 0755);
    snprintf(path, sizeof path, "%s/include", root);
    mkdir(path, 0755);
    snprintf(path, sizeof path, "%s/bin/nvcc", root);
    FILE *f = fopen(path, "w");
    fclose(f);
    if (with_header) {
        snprintf(path, sizeof path, "%s/include/cuda_runtime.h", root);
        f = fopen(path, "w");
        fclose(f);
    }
}

static void remove_toolkit(void)
{
    char command[128];
    snprintf(command, sizeof command, "rm -rf '%s'", root);
    cr_assert_eq(system(command), 0);
}

Test(toolkit, found_from_cuda_home_then_nvcc_in_path)
{
    make_toolkit(true);
    char *saved_path = strdup(getenv("PATH") ? getenv("PATH") : "");
    char want[160];
    snprintf(want, sizeof want, "%s/include", root);
    setenv("CUDA_HOME", root, 1);
    char *found = toolkit_locate();
    cr_assert_str_eq(found, want);
    free(found);
    /* No CUDA_HOME: the nvcc first in PATH; its folder's parent's include/. */
    unsetenv("CUDA_HOME");
    unsetenv("CUDA_PATH");
    char path[256];
    snprintf(path, sizeof path, "/nonexistent:%s/bin", root);
    setenv("PATH", path, 1);
    found = toolkit_locate();
    cr_assert_not_null(found);
    cr_assert(strstr(found, "/include") != NULL && strstr(found, strrchr(root, '/')) != NULL, "%s", found);
    free(found);
    setenv("PATH", saved_path, 1);
    free(saved_path);
    remove_toolkit();
}

Test(toolkit, a_folder_without_cuda_runtime_h_is_none)
{
    make_toolkit(false);
    char *saved_path = strdup(getenv("PATH") ? getenv("PATH") : "");
    setenv("CUDA_HOME", root, 1);
    char path[160];
    snprintf(path, sizeof path, "%s/bin", root);
    setenv("PATH", path, 1);
    cr_assert_null(toolkit_locate());
    unsetenv("CUDA_HOME");
    setenv("PATH", saved_path, 1);
    free(saved_path);
    remove_toolkit();
}
