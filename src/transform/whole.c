#include "transform/whole.h"

#include "transform/error_queries.h"

void whole_replace_queries(const Source *src, const TSNode *queries, int count, EditBuffer *edits)
{
    for (int i = 0; i < count; i++)
        error_query_replace(src, queries[i], "its launches are removed", edits);
}
