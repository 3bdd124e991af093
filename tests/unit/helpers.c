#include "helpers.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/diagnostic.h"
#include "syntax/node.h"
#include "util/alloc.h"

/* The unit tests run dpopt's assertions too (plan_assert_invariants, the
 * edit buffer's, the containers'): built without them they would pass
 * what those catch. */
#ifdef NDEBUG
#error "the unit tests are built with assertions on: no -DNDEBUG"
#endif

Parsed parse_text(const char *text, int with_model)
{
    Parsed p = {0};
    p.src = source_from_string("test.cu", text, (uint32_t)strlen(text));
    p.tree = syntax_parse(p.src);
    if (with_model)
        p.program = model_build(p.tree);
    return p;
}

void parsed_free(Parsed *p)
{
    model_free(p->program);
    syntax_free(p->tree);
    source_free(p->src);
    p->program = NULL;
    p->tree = NULL;
    p->src = NULL;
}

int find_launch(const Program *program, const char *callee, int nth)
{
    for (int i = 0; i < program->launch_count; i++)
        if (strcmp(program->launches[i].callee, callee) == 0 && nth-- == 0)
            return i;
    return -1;
}

int find_call(const Program *program, const char *callee, int nth)
{
    for (int i = 0; i < program->call_count; i++)
        if (strcmp(program->calls[i].callee, callee) == 0 && nth-- == 0)
            return i;
    return -1;
}

uint32_t offset_of(const char *text, const char *needle, int nth)
{
    const char *at = text;
    for (;;) {
        const char *hit = strstr(at, needle);
        if (!hit)
            return UINT32_MAX;
        if (nth-- == 0)
            return (uint32_t)(hit - text);
        at = hit + 1;
    }
}

typedef struct FindNode {
    const Source *src;
    const char *text;
    TSNode found;
    bool done;
} FindNode;

static bool find_visit(TSNode node, void *ctx)
{
    FindNode *f = ctx;
    if (f->done)
        return false;
    if (ts_node_is_named(node) && node_text_is(f->src, node, f->text)) {
        f->found = node;
        f->done = true;
        return false;
    }
    return true;
}

TSNode find_node(const Source *src, TSNode root, const char *text)
{
    FindNode f;
    memset(&f, 0, sizeof f);
    f.src = src;
    f.text = text;
    node_walk(root, find_visit, &f);
    return f.found;
}

void capture_open(Capture *c)
{
    c->data = NULL;
    c->len = 0;
    c->stream = open_memstream(&c->data, &c->len);
}

const char *capture_text(Capture *c)
{
    if (c->stream) {
        fclose(c->stream);
        c->stream = NULL;
    }
    return c->data ? c->data : "";
}

void capture_free(Capture *c)
{
    if (c->stream)
        fclose(c->stream);
    free(c->data);
    c->stream = NULL;
    c->data = NULL;
}

char *diagnostics_of(const char *text, int *count)
{
    Capture c;
    capture_open(&c);
    diag_reset();
    diag_set_stream(c.stream);
    Parsed p = parse_text(text, 0);
    *count = syntax_report_errors(p.tree);
    diag_set_stream(NULL);
    parsed_free(&p);
    char *out = xstrdup(capture_text(&c));
    capture_free(&c);
    return out;
}
