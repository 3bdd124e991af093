/* Streams a thread creates on the device for its own launches
 * (analysis/device_streams.c): which launches get one stream each, which a
 * sequence, and what keeps the others unproven. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/device_streams.h"
#include "helpers.h"

static const char *const leaf =
    "__global__ void leaf(int *out, int n) { int j = threadIdx.x; if (j < n) out[j] += 1; }\n";

/* The stream of launch `nth` of leaf in `kernel_text` (put after leaf). */
static DeviceStream stream_of(const char *kernel_text, int nth, Parsed *parsed)
{
    size_t n = strlen(leaf) + strlen(kernel_text) + 1;
    char *text = malloc(n);
    snprintf(text, n, "%s%s", leaf, kernel_text);
    *parsed = parse_text(text, 1);
    free(text);
    int site = find_launch(parsed->program, "leaf", nth);
    cr_assert_geq(site, 0);
    return device_stream_of(parsed->program, site);
}

/* An accepted form: launch `nth` of leaf in kernel_text has `form`, with `launches` launches into its stream. */
static void expect_form(const char *kernel_text, int nth, DeviceStreamForm form, int launches)
{
    Parsed p;
    DeviceStream d = stream_of(kernel_text, nth, &p);
    cr_assert_eq(d.form, form, "%s", kernel_text);
    cr_assert_eq(d.launches, launches);
    cr_assert_not(ts_node_is_null(d.create));
    cr_assert_not(ts_node_is_null(d.destroy));
    parsed_free(&p);
}

Test(device_streams, one_launch_into_a_stream_of_its_own)
{
    expect_form("__global__ void k(int *out)\n{\n    cudaStream_t s;\n    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);\n"
                "    leaf<<<1, 32, 0, s>>>(out, 32);\n    cudaStreamDestroy(s);\n}\n",
                0, DEVICE_STREAM_ONE_LAUNCH, 1);
}

Test(device_streams, a_stream_made_anew_in_each_iteration_is_one_launch_each)
{
    expect_form("__global__ void k(int *out)\n{\n    for (int i = 0; i < 4; i++) {\n        cudaStream_t s;\n"
                "        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);\n        leaf<<<1, 32, 0, s>>>(out, i);\n"
                "        cudaStreamDestroy(s);\n    }\n}\n",
                0, DEVICE_STREAM_ONE_LAUNCH, 1);
}

Test(device_streams, several_launches_into_one_are_a_sequence)
{
    expect_form("__global__ void k(int *out)\n{\n    cudaStream_t s;\n    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);\n"
                "    leaf<<<1, 32, 0, s>>>(out, 32);\n    leaf<<<1, 32, 0, s>>>(out, 16);\n    cudaStreamDestroy(s);\n}\n",
                1, DEVICE_STREAM_SEQUENCE, 2);
}

/* Each refused form, with the words of its reason. */
static void expect_unproven(const char *kernel_text, const char *words)
{
    Parsed p;
    DeviceStream d = stream_of(kernel_text, 0, &p);
    cr_assert_eq(d.form, DEVICE_STREAM_UNPROVEN, "%s", kernel_text);
    cr_assert(d.why && strstr(d.why, words), "%s: %s", kernel_text, d.why ? d.why : "(none)");
    parsed_free(&p);
}

Test(device_streams, the_others_are_not_proven)
{
    expect_unproven("__global__ void k(int *out)\n{\n    cudaStream_t s;\n    cudaStreamCreate(&s);\n"
                    "    leaf<<<1, 32, 0, s>>>(out, 32);\n    cudaStreamDestroy(s);\n}\n",
                    "cudaStreamCreate");
    expect_unproven("__global__ void k(int *out)\n{\n    cudaStream_t s;\n    cudaStreamCreateWithFlags(&s, cudaStreamDefault);\n"
                    "    leaf<<<1, 32, 0, s>>>(out, 32);\n    cudaStreamDestroy(s);\n}\n",
                    "without cudaStreamNonBlocking");
    expect_unproven("__global__ void k(int *out)\n{\n    cudaStream_t s;\n    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);\n"
                    "    for (int i = 0; i < 4; i++)\n        leaf<<<1, 32, 0, s>>>(out, i);\n    cudaStreamDestroy(s);\n}\n",
                    "in a loop that does not create it anew");
    expect_unproven("__global__ void k(int *out, cudaStream_t *keep)\n{\n    cudaStream_t s;\n"
                    "    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);\n    leaf<<<1, 32, 0, s>>>(out, 32);\n"
                    "    *keep = s;\n    cudaStreamDestroy(s);\n}\n",
                    "used other than");
    expect_unproven("__global__ void k(int *out)\n{\n    cudaStream_t s;\n    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);\n"
                    "    leaf<<<1, 32, 0, s>>>(out, 32);\n}\n",
                    "not created once and destroyed once");
    expect_unproven("__global__ void k(int *out, cudaStream_t s)\n{\n    leaf<<<1, 32, 0, s>>>(out, 32);\n}\n",
                    "not a variable of the launching function");
}

Test(device_streams, a_launch_without_a_stream_of_its_own_is_not_asked)
{
    Parsed p;
    DeviceStream d = stream_of("__global__ void k(int *out) { leaf<<<1, 32, 0, cudaStreamFireAndForget>>>(out, 32); }\n", 0, &p);
    cr_assert_eq(d.form, DEVICE_STREAM_NOT_OWN);
    parsed_free(&p);
}
