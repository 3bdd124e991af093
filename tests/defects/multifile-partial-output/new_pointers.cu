// new-expressions of arrays of pointers, which the grammar's new lacks,
// in host code and in a kernel that launches.
#include <map>
#include <set>
#include <vector>
__global__ void child(int *out, int i) { out[i] = i; }
__global__ void parent(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int **rows = new int *[2];
    delete[] rows;
    if (i < n)
        child<<<1, 1>>>(out, i);
}
int sizes(int n)
{
    std::set<unsigned int> **sets = new std::set<unsigned int> *[n];
    const char **names = new const char * [n];
    std::map<int, std::vector<int> *> ***maps = new std::map<int, std::vector<int> *> **[n];
    std::vector<std::set<int>> **nested = new std::vector<std::set<int>>*[n + 1];
    int *plain = new int[n], product = n * *plain;
    delete[] sets;
    delete[] names;
    delete[] maps;
    delete[] nested;
    delete[] plain;
    return product;
}
void run(int *out, int n) { parent<<<(n + 127) / 128, 128>>>(out, n); }
