/* The CUDA toolkit's include folder, as nvcc sees it: where a program's
 * `#include <...>` that no -I or -isystem folder holds is found
 * (cuda_runtime.h, cooperative_groups.h, curand_kernel.h, math headers).
 *
 * What dpopt takes from it are the device functions the toolkit declares
 * as the compiler's own, marked in their declarations:
 *
 *     extern __DEVICE_FUNCTIONS_DECL__ __device_builtin__ float erff(float x) __THROW;
 *
 * A builtin has no body; it computes from its arguments, as CUDA's math
 * library and intrinsics do, so a call of one reads no thread's place.
 * The headers are read only when a call is otherwise unseen, and only
 * those the program includes (and theirs): text, not parsed.
 *
 * Names are matched as a free function is called: `erff(x)`, `::erff(x)`,
 * `std::erff(x)`. A member call (`v.size()`) or another qualifier
 * (`thrust::swap`) never matches, and the program's own functions, the
 * CUDA runtime's API and the intrinsics dpopt knows by name come first
 * (analysis/body_facts.c). The bodies of the toolkit's inline functions
 * (curand's, cub's) are not read: their qualifiers are macros, so a call
 * of one stays unseen, with a note. */
#ifndef DPOPT_MODEL_TOOLKIT_H
#define DPOPT_MODEL_TOOLKIT_H

#include <stdbool.h>

#include "model/model.h"

/* The toolkit's include folder: $CUDA_HOME/include, $CUDA_PATH/include,
 * then the folder of the first nvcc on PATH, ../include; NULL where none
 * holds cuda_runtime.h. A string the caller frees. */
char *toolkit_locate(void);

/* Whether `name` (as called) is a builtin the toolkit declares, in the
 * headers of `program`'s includes found in its folder (Program.toolkit_dir). */
bool toolkit_is_builtin(const Program *program, const char *name);

/* How many builtins the program's toolkit headers declare (read now if
 * not yet); 0 without a toolkit folder. */
int toolkit_builtin_count(const Program *program);

#endif
