// Deduced template arguments where a name read at the launch is declared
// nearer than the kernel's parameter of that name (int v): the type the
// compiler deduces is that declaration's, or, where none is written, the
// launch is left as written.
template <typename T>
__global__ void child(float *p, T v) { p[threadIdx.x] = v * 0.5f; }

struct Pair { float a, b; };

// a lambda's parameter: float
__global__ void from_lambda(float *p, int v)
{
    auto run = [&](float v) {
        child<<<1, 32>>>(p + threadIdx.x * 32, v);
    };
    run(v + 0.5f);
}

// a range-for loop's variable: float
__global__ void from_range_for(float *p, int v)
{
    float vals[2] = {v + 0.5f, v + 1.5f};
    for (float v : vals)
        child<<<1, 32>>>(p + threadIdx.x * 32, v);
}

// an if's condition: double
__global__ void from_condition(float *p, int v)
{
    if (double v = p[0] + 0.5)
        child<<<1, 32>>>(p + threadIdx.x * 32, v);
}

// a block's local outside the lambda holding the launch: float
__global__ void from_captured(float *p, int v)
{
    {
        float v = p[0] + 0.5f;
        auto run = [&] { child<<<1, 32>>>(p + threadIdx.x * 32, v); };
        run();
    }
}

// a for loop's own declaration: float (as before)
__global__ void from_for_init(float *p, int v)
{
    for (float v = 0.5f; v < 2.0f; v += 1.0f)
        child<<<1, 32>>>(p + threadIdx.x * 32, v);
}

// a structured binding: no type written, left as written
__global__ void from_binding(float *p, int v)
{
    Pair q = {p[0], p[1]};
    {
        auto [a, v] = q;
        child<<<1, 32>>>(p + threadIdx.x * 32 + (int)a, v);
    }
}

// a lambda's init capture: no type written, left as written
__global__ void from_init_capture(float *p, int v)
{
    auto run = [v = p[0] + 0.5f] (float *q) { child<<<1, 32>>>(q + threadIdx.x * 32, v); };
    run(p);
}

// an auto range-for variable: its type is not written, left as written
__global__ void from_auto(float *p, int v)
{
    float vals[2] = {v + 0.5f, v + 1.5f};
    for (auto v : vals)
        child<<<1, 32>>>(p + threadIdx.x * 32, v);
}

// the kernel's own parameter, no declaration nearer: int
__global__ void from_parameter(float *p, int v)
{
    child<<<1, 32>>>(p + threadIdx.x * 32, v);
}
