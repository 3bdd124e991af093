/* The variables the file declares at file scope (namespaces included, not
 * in classes or functions) that device code may write: read once for the
 * file, as every function's uniformity asks whether a name is one. */
#ifndef DPOPT_MODEL_FILE_VARS_H
#define DPOPT_MODEL_FILE_VARS_H

#include "model/model.h"

/* Fills program->file_vars with their names, in document order. */
void model_find_file_vars(Program *program);

#endif
