// The batch search (runtime batch.cuh: batch_find, batch_gallop) against the
// standard library's search, on constructed batches, and a linear index's
// coordinates (base.cuh: unflatten) against their definition: host code
// only, no GPU needed.
// tests/run-all.sh builds and runs it; it prints one line per kind of
// batch and exits non-zero on a wrong answer.
//
// A batch of `count` launches is an exclusive scan start[0..count] of
// their sizes; the answer for key (0 <= key < start[count]) is the last p
// with start[p] <= key (launches of no threads share their start with the
// next one and are never the answer).
#include <dpopt/dpopt.cuh>

#include <algorithm>
#include <cstdio>
#include <vector>

static unsigned int rng_state = 12345u;

static unsigned int next_random()
{
    rng_state = rng_state * 1664525u + 1013904223u;
    return rng_state >> 8;
}

// The answer by the standard library's own search.
static unsigned int reference_answer(const std::vector<unsigned int> &start, unsigned int key)
{
    return (unsigned int)(std::upper_bound(start.begin(), start.end(), key) - start.begin()) - 1u;
}

// Checks every key of the batch whose launch sizes `sizes` gives; returns the wrong answers.
static unsigned int check_batch(const std::vector<unsigned int> &sizes)
{
    std::vector<unsigned int> start(sizes.size() + 1, 0u);
    for (size_t i = 0; i < sizes.size(); i++)
        start[i + 1] = start[i] + sizes[i];
    unsigned int total = start.back(), count = (unsigned int)sizes.size(), wrong = 0;
    if (total == 0)
        return 0;
    // Every key of a small batch; a sample of a large one (with both ends).
    unsigned int step = total <= 20000u ? 1u : total / 20000u;
    for (unsigned int key = 0; key < total; key += step) {
        for (unsigned int k : {key, total - 1 - key}) {
            unsigned int want = reference_answer(start, k);
            unsigned int got = dpopt::batch_find(start.data(), count, total, k);
            if (got != want && wrong++ < 3)
                std::printf("  key %u of %u (%u launches): batch_find %u, want %u\n", k, total, count, got, want);
            // As a walk searches: on from the launch of an earlier thread.
            unsigned int from = reference_answer(start, k / 2);
            got = dpopt::batch_gallop(start.data(), from, count, k, 32u);
            if (got != want && wrong++ < 3)
                std::printf("  key %u of %u (%u launches): batch_gallop from %u: %u, want %u\n", k, total, count, from, got,
                            want);
        }
    }
    return wrong;
}

static int failures = 0;

static void expect(const char *what, std::vector<std::vector<unsigned int>> batches)
{
    unsigned int wrong = 0;
    for (const auto &sizes : batches)
        wrong += check_batch(sizes);
    std::printf("%s %s (%zu batches)\n", wrong == 0 ? "ok  " : "FAIL", what, batches.size());
    failures += wrong != 0;
}

static std::vector<unsigned int> sized(unsigned int count, unsigned int (*size)(unsigned int))
{
    std::vector<unsigned int> sizes(count);
    for (unsigned int i = 0; i < count; i++)
        sizes[i] = size(i);
    return sizes;
}

// unflatten against CUDA's numbering (x fastest) for every index of shapes
// of one, two and three dimensions; prints one line.
static void expect_unflatten()
{
    const dim3 shapes[] = {dim3(1), dim3(64), dim3(1000), dim3(7, 3), dim3(1, 5), dim3(32, 1, 4), dim3(3, 5, 7),
                           dim3(1, 1, 9), dim3(256, 2, 2)};
    unsigned int wrong = 0, checked = 0;
    for (dim3 d : shapes)
        for (unsigned int linear = 0; linear < d.x * d.y * d.z; linear++, checked++) {
            const dim3 got = dpopt::unflatten(linear, d);
            wrong += got.x != linear % d.x || got.y != (linear / d.x) % d.y || got.z != linear / (d.x * d.y);
        }
    std::printf("%s unflatten: %u indices of %zu shapes\n", wrong == 0 ? "ok  " : "FAIL", checked,
                sizeof shapes / sizeof shapes[0]);
    failures += wrong != 0;
}

int main()
{
    std::vector<std::vector<unsigned int>> uniform, skewed, empties, one_large, tiny;
    for (unsigned int count : {1u, 2u, 3u, 7u, 33u, 1000u, 9000u}) {
        uniform.push_back(sized(count, [](unsigned int) { return 1000u; }));
        skewed.push_back(sized(count, [](unsigned int) {
            unsigned int r = next_random();
            return r % 16 == 0 ? 1u + r % 5000u : 1u + r % 8u;
        }));
        empties.push_back(sized(count, [](unsigned int) {
            unsigned int r = next_random();
            return r % 3 == 0 ? 0u : r % 40u;
        }));
        one_large.push_back(sized(count, [](unsigned int i) { return i == 0 ? 100000u : 1u; }));
        one_large.push_back(sized(count, [](unsigned int i) { return i % 1000u == 999u ? 50000u : 3u; }));
    }
    for (unsigned int count = 1; count <= 70; count++)
        tiny.push_back(sized(count, [](unsigned int) { return next_random() % 4u; }));
    expect("launches of one size", uniform);
    expect("mostly small launches, a few large", skewed);
    expect("a third of the launches empty", empties);
    expect("one large launch among small ones", one_large);
    expect("small batches of sizes 0 to 3", tiny);
    expect_unflatten();
    return failures != 0;
}
