// Shared by the two files of tests/drop-in.
#pragma once
#define SLOTS 64
// helper.cu: sets every slot to `value`, from the host.
void fill_slots(int *out, int value);
