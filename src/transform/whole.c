#include "transform/whole.h"

#include "transform/renames.h"
#include "util/strbuf.h"

void whole_replace_queries(const Source *src, const TSNode *queries, int count, EditBuffer *edits)
{
    for (int i = 0; i < count; i++) {
        TSNode query = queries[i], compared = ts_node_parent(query);
        StrBuf text;
        strbuf_init(&text);
        /* A query with arguments or of another shape stays: the analysis
         * found it by name only, and nvcc then reports what is missing. */
        if (!ts_node_is_null(compared) && rename_error_query(src, compared, &text))
            edit_replace_taking(edits, ts_node_start_byte(compared), ts_node_end_byte(compared), &text);
        else if (rename_error_query(src, query, &text))
            edit_replace_taking(edits, ts_node_start_byte(query), ts_node_end_byte(query), &text);
        strbuf_free(&text);
    }
}
