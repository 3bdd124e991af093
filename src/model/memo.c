#include "model/memo.h"

#include <assert.h>
#include <stdlib.h>

#include "util/alloc.h"

struct ProgramMemo {
    void *result[MEMO_SLOT_COUNT];
    MemoFree *free_result[MEMO_SLOT_COUNT];
};

ProgramMemo *memo_new(void) { return xcalloc(1, sizeof(ProgramMemo)); }

void memo_free(ProgramMemo *memo)
{
    if (!memo)
        return;
    for (int slot = 0; slot < MEMO_SLOT_COUNT; slot++)
        if (memo->result[slot])
            memo->free_result[slot](memo->result[slot]);
    free(memo);
}

void *memo_find(const Program *program, MemoSlot slot)
{
    assert(program->memo && slot >= 0 && slot < MEMO_SLOT_COUNT);
    return program->memo->result[slot];
}

void *memo_keep(const Program *program, MemoSlot slot, void *result, MemoFree *free_result)
{
    assert(program->memo && slot >= 0 && slot < MEMO_SLOT_COUNT);
    /* A second result for a slot would leak the first: its owner looks
     * before it finds one. */
    assert(!program->memo->result[slot]);
    program->memo->result[slot] = result;
    program->memo->free_result[slot] = free_result;
    return result;
}
