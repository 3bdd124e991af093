#include <cuda_runtime.h>

__global__ void child(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}

__global__ void parent0(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int acc = 0;
    int v0 = t;
    int v1 = v0 + sizes[1] * 1;
    if (v1 % 3 == 1) {
        acc += v1;
        if (acc > 1) child<<<(v1 & 15) + 1, 32>>>(out, acc, v1);
    }
    int v2 = v1 + sizes[2] * 2;
    if (v2 % 3 == 2) {
        acc += v2;
        if (acc > 2) child<<<(v2 & 15) + 1, 32>>>(out, acc, v2);
    }
    int v3 = v2 + sizes[3] * 3;
    if (v3 % 3 == 0) {
        acc += v3;
        if (acc > 3) child<<<(v3 & 15) + 1, 32>>>(out, acc, v3);
    }
    int v4 = v3 + sizes[4] * 4;
    if (v4 % 3 == 1) {
        acc += v4;
        if (acc > 4) child<<<(v4 & 15) + 1, 32>>>(out, acc, v4);
    }
    int v5 = v4 + sizes[5] * 5;
    if (v5 % 3 == 2) {
        acc += v5;
        if (acc > 5) child<<<(v5 & 15) + 1, 32>>>(out, acc, v5);
    }
    int v6 = v5 + sizes[6] * 6;
    if (v6 % 3 == 0) {
        acc += v6;
        if (acc > 6) child<<<(v6 & 15) + 1, 32>>>(out, acc, v6);
    }
    int v7 = v6 + sizes[0] * 7;
    if (v7 % 3 == 1) {
        acc += v7;
        if (acc > 7) child<<<(v7 & 15) + 1, 32>>>(out, acc, v7);
    }
    int v8 = v7 + sizes[1] * 8;
    if (v8 % 3 == 2) {
        acc += v8;
        if (acc > 8) child<<<(v8 & 15) + 1, 32>>>(out, acc, v8);
    }
    int v9 = v8 + sizes[2] * 9;
    if (v9 % 3 == 0) {
        acc += v9;
        if (acc > 9) child<<<(v9 & 15) + 1, 32>>>(out, acc, v9);
    }
    int v10 = v9 + sizes[3] * 10;
    if (v10 % 3 == 1) {
        acc += v10;
        if (acc > 10) child<<<(v10 & 15) + 1, 32>>>(out, acc, v10);
    }
    int v11 = v10 + sizes[4] * 11;
    if (v11 % 3 == 2) {
        acc += v11;
        if (acc > 11) child<<<(v11 & 15) + 1, 32>>>(out, acc, v11);
    }
    int v12 = v11 + sizes[5] * 12;
    if (v12 % 3 == 0) {
        acc += v12;
        if (acc > 12) child<<<(v12 & 15) + 1, 32>>>(out, acc, v12);
    }
    int v13 = v12 + sizes[6] * 13;
    if (v13 % 3 == 1) {
        acc += v13;
        if (acc > 13) child<<<(v13 & 15) + 1, 32>>>(out, acc, v13);
    }
    int v14 = v13 + sizes[0] * 14;
    if (v14 % 3 == 2) {
        acc += v14;
        if (acc > 14) child<<<(v14 & 15) + 1, 32>>>(out, acc, v14);
    }
    int v15 = v14 + sizes[1] * 15;
    if (v15 % 3 == 0) {
        acc += v15;
        if (acc > 15) child<<<(v15 & 15) + 1, 32>>>(out, acc, v15);
    }
    int v16 = v15 + sizes[2] * 16;
    if (v16 % 3 == 1) {
        acc += v16;
        if (acc > 16) child<<<(v16 & 15) + 1, 32>>>(out, acc, v16);
    }
    int v17 = v16 + sizes[3] * 17;
    if (v17 % 3 == 2) {
        acc += v17;
        if (acc > 17) child<<<(v17 & 15) + 1, 32>>>(out, acc, v17);
    }
    int v18 = v17 + sizes[4] * 18;
    if (v18 % 3 == 0) {
        acc += v18;
        if (acc > 18) child<<<(v18 & 15) + 1, 32>>>(out, acc, v18);
    }
    int v19 = v18 + sizes[5] * 19;
    if (v19 % 3 == 1) {
        acc += v19;
        if (acc > 19) child<<<(v19 & 15) + 1, 32>>>(out, acc, v19);
    }
    int v20 = v19 + sizes[6] * 20;
    if (v20 % 3 == 2) {
        acc += v20;
        if (acc > 20) child<<<(v20 & 15) + 1, 32>>>(out, acc, v20);
    }
    int v21 = v20 + sizes[0] * 21;
    if (v21 % 3 == 0) {
        acc += v21;
        if (acc > 21) child<<<(v21 & 15) + 1, 32>>>(out, acc, v21);
    }
    int v22 = v21 + sizes[1] * 22;
    if (v22 % 3 == 1) {
        acc += v22;
        if (acc > 22) child<<<(v22 & 15) + 1, 32>>>(out, acc, v22);
    }
    int v23 = v22 + sizes[2] * 23;
    if (v23 % 3 == 2) {
        acc += v23;
        if (acc > 23) child<<<(v23 & 15) + 1, 32>>>(out, acc, v23);
    }
    int v24 = v23 + sizes[3] * 24;
    if (v24 % 3 == 0) {
        acc += v24;
        if (acc > 24) child<<<(v24 & 15) + 1, 32>>>(out, acc, v24);
    }
    int v25 = v24 + sizes[4] * 25;
    if (v25 % 3 == 1) {
        acc += v25;
        if (acc > 25) child<<<(v25 & 15) + 1, 32>>>(out, acc, v25);
    }
    int v26 = v25 + sizes[5] * 26;
    if (v26 % 3 == 2) {
        acc += v26;
        if (acc > 26) child<<<(v26 & 15) + 1, 32>>>(out, acc, v26);
    }
    int v27 = v26 + sizes[6] * 27;
    if (v27 % 3 == 0) {
        acc += v27;
        if (acc > 27) child<<<(v27 & 15) + 1, 32>>>(out, acc, v27);
    }
    int v28 = v27 + sizes[0] * 28;
    if (v28 % 3 == 1) {
        acc += v28;
        if (acc > 28) child<<<(v28 & 15) + 1, 32>>>(out, acc, v28);
    }
    int v29 = v28 + sizes[1] * 29;
    if (v29 % 3 == 2) {
        acc += v29;
        if (acc > 29) child<<<(v29 & 15) + 1, 32>>>(out, acc, v29);
    }
    int v30 = v29 + sizes[2] * 30;
    if (v30 % 3 == 0) {
        acc += v30;
        if (acc > 30) child<<<(v30 & 15) + 1, 32>>>(out, acc, v30);
    }
    int v31 = v30 + sizes[3] * 31;
    if (v31 % 3 == 1) {
        acc += v31;
        if (acc > 31) child<<<(v31 & 15) + 1, 32>>>(out, acc, v31);
    }
    int v32 = v31 + sizes[4] * 32;
    if (v32 % 3 == 2) {
        acc += v32;
        if (acc > 32) child<<<(v32 & 15) + 1, 32>>>(out, acc, v32);
    }
    int v33 = v32 + sizes[5] * 33;
    if (v33 % 3 == 0) {
        acc += v33;
        if (acc > 33) child<<<(v33 & 15) + 1, 32>>>(out, acc, v33);
    }
    int v34 = v33 + sizes[6] * 34;
    if (v34 % 3 == 1) {
        acc += v34;
        if (acc > 34) child<<<(v34 & 15) + 1, 32>>>(out, acc, v34);
    }
    int v35 = v34 + sizes[0] * 35;
    if (v35 % 3 == 2) {
        acc += v35;
        if (acc > 35) child<<<(v35 & 15) + 1, 32>>>(out, acc, v35);
    }
    int v36 = v35 + sizes[1] * 36;
    if (v36 % 3 == 0) {
        acc += v36;
        if (acc > 36) child<<<(v36 & 15) + 1, 32>>>(out, acc, v36);
    }
    int v37 = v36 + sizes[2] * 37;
    if (v37 % 3 == 1) {
        acc += v37;
        if (acc > 37) child<<<(v37 & 15) + 1, 32>>>(out, acc, v37);
    }
    int v38 = v37 + sizes[3] * 38;
    if (v38 % 3 == 2) {
        acc += v38;
        if (acc > 38) child<<<(v38 & 15) + 1, 32>>>(out, acc, v38);
    }
    int v39 = v38 + sizes[4] * 39;
    if (v39 % 3 == 0) {
        acc += v39;
        if (acc > 39) child<<<(v39 & 15) + 1, 32>>>(out, acc, v39);
    }
    int v40 = v39 + sizes[5] * 40;
    if (v40 % 3 == 1) {
        acc += v40;
        if (acc > 40) child<<<(v40 & 15) + 1, 32>>>(out, acc, v40);
    }
    int v41 = v40 + sizes[6] * 41;
    if (v41 % 3 == 2) {
        acc += v41;
        if (acc > 41) child<<<(v41 & 15) + 1, 32>>>(out, acc, v41);
    }
    int v42 = v41 + sizes[0] * 42;
    if (v42 % 3 == 0) {
        acc += v42;
        if (acc > 42) child<<<(v42 & 15) + 1, 32>>>(out, acc, v42);
    }
    int v43 = v42 + sizes[1] * 43;
    if (v43 % 3 == 1) {
        acc += v43;
        if (acc > 43) child<<<(v43 & 15) + 1, 32>>>(out, acc, v43);
    }
    int v44 = v43 + sizes[2] * 44;
    if (v44 % 3 == 2) {
        acc += v44;
        if (acc > 44) child<<<(v44 & 15) + 1, 32>>>(out, acc, v44);
    }
    int v45 = v44 + sizes[3] * 45;
    if (v45 % 3 == 0) {
        acc += v45;
        if (acc > 45) child<<<(v45 & 15) + 1, 32>>>(out, acc, v45);
    }
    int v46 = v45 + sizes[4] * 46;
    if (v46 % 3 == 1) {
        acc += v46;
        if (acc > 46) child<<<(v46 & 15) + 1, 32>>>(out, acc, v46);
    }
    int v47 = v46 + sizes[5] * 47;
    if (v47 % 3 == 2) {
        acc += v47;
        if (acc > 47) child<<<(v47 & 15) + 1, 32>>>(out, acc, v47);
    }
    int v48 = v47 + sizes[6] * 48;
    if (v48 % 3 == 0) {
        acc += v48;
        if (acc > 48) child<<<(v48 & 15) + 1, 32>>>(out, acc, v48);
    }
    out[t] = acc;
}

__global__ void parent1(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int acc = 0;
    int v0 = t;
    int v1 = v0 + sizes[1] * 1;
    if (v1 % 3 == 1) {
        acc += v1;
        if (acc > 1) child<<<(v1 & 15) + 1, 32>>>(out, acc, v1);
    }
    int v2 = v1 + sizes[2] * 2;
    if (v2 % 3 == 2) {
        acc += v2;
        if (acc > 2) child<<<(v2 & 15) + 1, 32>>>(out, acc, v2);
    }
    int v3 = v2 + sizes[3] * 3;
    if (v3 % 3 == 0) {
        acc += v3;
        if (acc > 3) child<<<(v3 & 15) + 1, 32>>>(out, acc, v3);
    }
    int v4 = v3 + sizes[4] * 4;
    if (v4 % 3 == 1) {
        acc += v4;
        if (acc > 4) child<<<(v4 & 15) + 1, 32>>>(out, acc, v4);
    }
    int v5 = v4 + sizes[5] * 5;
    if (v5 % 3 == 2) {
        acc += v5;
        if (acc > 5) child<<<(v5 & 15) + 1, 32>>>(out, acc, v5);
    }
    int v6 = v5 + sizes[6] * 6;
    if (v6 % 3 == 0) {
        acc += v6;
        if (acc > 6) child<<<(v6 & 15) + 1, 32>>>(out, acc, v6);
    }
    int v7 = v6 + sizes[0] * 7;
    if (v7 % 3 == 1) {
        acc += v7;
        if (acc > 7) child<<<(v7 & 15) + 1, 32>>>(out, acc, v7);
    }
    int v8 = v7 + sizes[1] * 8;
    if (v8 % 3 == 2) {
        acc += v8;
        if (acc > 8) child<<<(v8 & 15) + 1, 32>>>(out, acc, v8);
    }
    int v9 = v8 + sizes[2] * 9;
    if (v9 % 3 == 0) {
        acc += v9;
        if (acc > 9) child<<<(v9 & 15) + 1, 32>>>(out, acc, v9);
    }
    int v10 = v9 + sizes[3] * 10;
    if (v10 % 3 == 1) {
        acc += v10;
        if (acc > 10) child<<<(v10 & 15) + 1, 32>>>(out, acc, v10);
    }
    int v11 = v10 + sizes[4] * 11;
    if (v11 % 3 == 2) {
        acc += v11;
        if (acc > 11) child<<<(v11 & 15) + 1, 32>>>(out, acc, v11);
    }
    int v12 = v11 + sizes[5] * 12;
    if (v12 % 3 == 0) {
        acc += v12;
        if (acc > 12) child<<<(v12 & 15) + 1, 32>>>(out, acc, v12);
    }
    int v13 = v12 + sizes[6] * 13;
    if (v13 % 3 == 1) {
        acc += v13;
        if (acc > 13) child<<<(v13 & 15) + 1, 32>>>(out, acc, v13);
    }
    int v14 = v13 + sizes[0] * 14;
    if (v14 % 3 == 2) {
        acc += v14;
        if (acc > 14) child<<<(v14 & 15) + 1, 32>>>(out, acc, v14);
    }
    int v15 = v14 + sizes[1] * 15;
    if (v15 % 3 == 0) {
        acc += v15;
        if (acc > 15) child<<<(v15 & 15) + 1, 32>>>(out, acc, v15);
    }
    int v16 = v15 + sizes[2] * 16;
    if (v16 % 3 == 1) {
        acc += v16;
        if (acc > 16) child<<<(v16 & 15) + 1, 32>>>(out, acc, v16);
    }
    int v17 = v16 + sizes[3] * 17;
    if (v17 % 3 == 2) {
        acc += v17;
        if (acc > 17) child<<<(v17 & 15) + 1, 32>>>(out, acc, v17);
    }
    int v18 = v17 + sizes[4] * 18;
    if (v18 % 3 == 0) {
        acc += v18;
        if (acc > 18) child<<<(v18 & 15) + 1, 32>>>(out, acc, v18);
    }
    int v19 = v18 + sizes[5] * 19;
    if (v19 % 3 == 1) {
        acc += v19;
        if (acc > 19) child<<<(v19 & 15) + 1, 32>>>(out, acc, v19);
    }
    int v20 = v19 + sizes[6] * 20;
    if (v20 % 3 == 2) {
        acc += v20;
        if (acc > 20) child<<<(v20 & 15) + 1, 32>>>(out, acc, v20);
    }
    int v21 = v20 + sizes[0] * 21;
    if (v21 % 3 == 0) {
        acc += v21;
        if (acc > 21) child<<<(v21 & 15) + 1, 32>>>(out, acc, v21);
    }
    int v22 = v21 + sizes[1] * 22;
    if (v22 % 3 == 1) {
        acc += v22;
        if (acc > 22) child<<<(v22 & 15) + 1, 32>>>(out, acc, v22);
    }
    int v23 = v22 + sizes[2] * 23;
    if (v23 % 3 == 2) {
        acc += v23;
        if (acc > 23) child<<<(v23 & 15) + 1, 32>>>(out, acc, v23);
    }
    int v24 = v23 + sizes[3] * 24;
    if (v24 % 3 == 0) {
        acc += v24;
        if (acc > 24) child<<<(v24 & 15) + 1, 32>>>(out, acc, v24);
    }
    int v25 = v24 + sizes[4] * 25;
    if (v25 % 3 == 1) {
        acc += v25;
        if (acc > 25) child<<<(v25 & 15) + 1, 32>>>(out, acc, v25);
    }
    int v26 = v25 + sizes[5] * 26;
    if (v26 % 3 == 2) {
        acc += v26;
        if (acc > 26) child<<<(v26 & 15) + 1, 32>>>(out, acc, v26);
    }
    int v27 = v26 + sizes[6] * 27;
    if (v27 % 3 == 0) {
        acc += v27;
        if (acc > 27) child<<<(v27 & 15) + 1, 32>>>(out, acc, v27);
    }
    int v28 = v27 + sizes[0] * 28;
    if (v28 % 3 == 1) {
        acc += v28;
        if (acc > 28) child<<<(v28 & 15) + 1, 32>>>(out, acc, v28);
    }
    int v29 = v28 + sizes[1] * 29;
    if (v29 % 3 == 2) {
        acc += v29;
        if (acc > 29) child<<<(v29 & 15) + 1, 32>>>(out, acc, v29);
    }
    int v30 = v29 + sizes[2] * 30;
    if (v30 % 3 == 0) {
        acc += v30;
        if (acc > 30) child<<<(v30 & 15) + 1, 32>>>(out, acc, v30);
    }
    int v31 = v30 + sizes[3] * 31;
    if (v31 % 3 == 1) {
        acc += v31;
        if (acc > 31) child<<<(v31 & 15) + 1, 32>>>(out, acc, v31);
    }
    int v32 = v31 + sizes[4] * 32;
    if (v32 % 3 == 2) {
        acc += v32;
        if (acc > 32) child<<<(v32 & 15) + 1, 32>>>(out, acc, v32);
    }
    int v33 = v32 + sizes[5] * 33;
    if (v33 % 3 == 0) {
        acc += v33;
        if (acc > 33) child<<<(v33 & 15) + 1, 32>>>(out, acc, v33);
    }
    int v34 = v33 + sizes[6] * 34;
    if (v34 % 3 == 1) {
        acc += v34;
        if (acc > 34) child<<<(v34 & 15) + 1, 32>>>(out, acc, v34);
    }
    int v35 = v34 + sizes[0] * 35;
    if (v35 % 3 == 2) {
        acc += v35;
        if (acc > 35) child<<<(v35 & 15) + 1, 32>>>(out, acc, v35);
    }
    int v36 = v35 + sizes[1] * 36;
    if (v36 % 3 == 0) {
        acc += v36;
        if (acc > 36) child<<<(v36 & 15) + 1, 32>>>(out, acc, v36);
    }
    int v37 = v36 + sizes[2] * 37;
    if (v37 % 3 == 1) {
        acc += v37;
        if (acc > 37) child<<<(v37 & 15) + 1, 32>>>(out, acc, v37);
    }
    int v38 = v37 + sizes[3] * 38;
    if (v38 % 3 == 2) {
        acc += v38;
        if (acc > 38) child<<<(v38 & 15) + 1, 32>>>(out, acc, v38);
    }
    int v39 = v38 + sizes[4] * 39;
    if (v39 % 3 == 0) {
        acc += v39;
        if (acc > 39) child<<<(v39 & 15) + 1, 32>>>(out, acc, v39);
    }
    int v40 = v39 + sizes[5] * 40;
    if (v40 % 3 == 1) {
        acc += v40;
        if (acc > 40) child<<<(v40 & 15) + 1, 32>>>(out, acc, v40);
    }
    int v41 = v40 + sizes[6] * 41;
    if (v41 % 3 == 2) {
        acc += v41;
        if (acc > 41) child<<<(v41 & 15) + 1, 32>>>(out, acc, v41);
    }
    int v42 = v41 + sizes[0] * 42;
    if (v42 % 3 == 0) {
        acc += v42;
        if (acc > 42) child<<<(v42 & 15) + 1, 32>>>(out, acc, v42);
    }
    int v43 = v42 + sizes[1] * 43;
    if (v43 % 3 == 1) {
        acc += v43;
        if (acc > 43) child<<<(v43 & 15) + 1, 32>>>(out, acc, v43);
    }
    int v44 = v43 + sizes[2] * 44;
    if (v44 % 3 == 2) {
        acc += v44;
        if (acc > 44) child<<<(v44 & 15) + 1, 32>>>(out, acc, v44);
    }
    int v45 = v44 + sizes[3] * 45;
    if (v45 % 3 == 0) {
        acc += v45;
        if (acc > 45) child<<<(v45 & 15) + 1, 32>>>(out, acc, v45);
    }
    int v46 = v45 + sizes[4] * 46;
    if (v46 % 3 == 1) {
        acc += v46;
        if (acc > 46) child<<<(v46 & 15) + 1, 32>>>(out, acc, v46);
    }
    int v47 = v46 + sizes[5] * 47;
    if (v47 % 3 == 2) {
        acc += v47;
        if (acc > 47) child<<<(v47 & 15) + 1, 32>>>(out, acc, v47);
    }
    int v48 = v47 + sizes[6] * 48;
    if (v48 % 3 == 0) {
        acc += v48;
        if (acc > 48) child<<<(v48 & 15) + 1, 32>>>(out, acc, v48);
    }
    out[t] = acc;
}

__global__ void parent2(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int acc = 0;
    int v0 = t;
    int v1 = v0 + sizes[1] * 1;
    if (v1 % 3 == 1) {
        acc += v1;
        if (acc > 1) child<<<(v1 & 15) + 1, 32>>>(out, acc, v1);
    }
    int v2 = v1 + sizes[2] * 2;
    if (v2 % 3 == 2) {
        acc += v2;
        if (acc > 2) child<<<(v2 & 15) + 1, 32>>>(out, acc, v2);
    }
    int v3 = v2 + sizes[3] * 3;
    if (v3 % 3 == 0) {
        acc += v3;
        if (acc > 3) child<<<(v3 & 15) + 1, 32>>>(out, acc, v3);
    }
    int v4 = v3 + sizes[4] * 4;
    if (v4 % 3 == 1) {
        acc += v4;
        if (acc > 4) child<<<(v4 & 15) + 1, 32>>>(out, acc, v4);
    }
    int v5 = v4 + sizes[5] * 5;
    if (v5 % 3 == 2) {
        acc += v5;
        if (acc > 5) child<<<(v5 & 15) + 1, 32>>>(out, acc, v5);
    }
    int v6 = v5 + sizes[6] * 6;
    if (v6 % 3 == 0) {
        acc += v6;
        if (acc > 6) child<<<(v6 & 15) + 1, 32>>>(out, acc, v6);
    }
    int v7 = v6 + sizes[0] * 7;
    if (v7 % 3 == 1) {
        acc += v7;
        if (acc > 7) child<<<(v7 & 15) + 1, 32>>>(out, acc, v7);
    }
    int v8 = v7 + sizes[1] * 8;
    if (v8 % 3 == 2) {
        acc += v8;
        if (acc > 8) child<<<(v8 & 15) + 1, 32>>>(out, acc, v8);
    }
    int v9 = v8 + sizes[2] * 9;
    if (v9 % 3 == 0) {
        acc += v9;
        if (acc > 9) child<<<(v9 & 15) + 1, 32>>>(out, acc, v9);
    }
    int v10 = v9 + sizes[3] * 10;
    if (v10 % 3 == 1) {
        acc += v10;
        if (acc > 10) child<<<(v10 & 15) + 1, 32>>>(out, acc, v10);
    }
    int v11 = v10 + sizes[4] * 11;
    if (v11 % 3 == 2) {
        acc += v11;
        if (acc > 11) child<<<(v11 & 15) + 1, 32>>>(out, acc, v11);
    }
    int v12 = v11 + sizes[5] * 12;
    if (v12 % 3 == 0) {
        acc += v12;
        if (acc > 12) child<<<(v12 & 15) + 1, 32>>>(out, acc, v12);
    }
    int v13 = v12 + sizes[6] * 13;
    if (v13 % 3 == 1) {
        acc += v13;
        if (acc > 13) child<<<(v13 & 15) + 1, 32>>>(out, acc, v13);
    }
    int v14 = v13 + sizes[0] * 14;
    if (v14 % 3 == 2) {
        acc += v14;
        if (acc > 14) child<<<(v14 & 15) + 1, 32>>>(out, acc, v14);
    }
    int v15 = v14 + sizes[1] * 15;
    if (v15 % 3 == 0) {
        acc += v15;
        if (acc > 15) child<<<(v15 & 15) + 1, 32>>>(out, acc, v15);
    }
    int v16 = v15 + sizes[2] * 16;
    if (v16 % 3 == 1) {
        acc += v16;
        if (acc > 16) child<<<(v16 & 15) + 1, 32>>>(out, acc, v16);
    }
    int v17 = v16 + sizes[3] * 17;
    if (v17 % 3 == 2) {
        acc += v17;
        if (acc > 17) child<<<(v17 & 15) + 1, 32>>>(out, acc, v17);
    }
    int v18 = v17 + sizes[4] * 18;
    if (v18 % 3 == 0) {
        acc += v18;
        if (acc > 18) child<<<(v18 & 15) + 1, 32>>>(out, acc, v18);
    }
    int v19 = v18 + sizes[5] * 19;
    if (v19 % 3 == 1) {
        acc += v19;
        if (acc > 19) child<<<(v19 & 15) + 1, 32>>>(out, acc, v19);
    }
    int v20 = v19 + sizes[6] * 20;
    if (v20 % 3 == 2) {
        acc += v20;
        if (acc > 20) child<<<(v20 & 15) + 1, 32>>>(out, acc, v20);
    }
    int v21 = v20 + sizes[0] * 21;
    if (v21 % 3 == 0) {
        acc += v21;
        if (acc > 21) child<<<(v21 & 15) + 1, 32>>>(out, acc, v21);
    }
    int v22 = v21 + sizes[1] * 22;
    if (v22 % 3 == 1) {
        acc += v22;
        if (acc > 22) child<<<(v22 & 15) + 1, 32>>>(out, acc, v22);
    }
    int v23 = v22 + sizes[2] * 23;
    if (v23 % 3 == 2) {
        acc += v23;
        if (acc > 23) child<<<(v23 & 15) + 1, 32>>>(out, acc, v23);
    }
    int v24 = v23 + sizes[3] * 24;
    if (v24 % 3 == 0) {
        acc += v24;
        if (acc > 24) child<<<(v24 & 15) + 1, 32>>>(out, acc, v24);
    }
    int v25 = v24 + sizes[4] * 25;
    if (v25 % 3 == 1) {
        acc += v25;
        if (acc > 25) child<<<(v25 & 15) + 1, 32>>>(out, acc, v25);
    }
    int v26 = v25 + sizes[5] * 26;
    if (v26 % 3 == 2) {
        acc += v26;
        if (acc > 26) child<<<(v26 & 15) + 1, 32>>>(out, acc, v26);
    }
    int v27 = v26 + sizes[6] * 27;
    if (v27 % 3 == 0) {
        acc += v27;
        if (acc > 27) child<<<(v27 & 15) + 1, 32>>>(out, acc, v27);
    }
    int v28 = v27 + sizes[0] * 28;
    if (v28 % 3 == 1) {
        acc += v28;
        if (acc > 28) child<<<(v28 & 15) + 1, 32>>>(out, acc, v28);
    }
    int v29 = v28 + sizes[1] * 29;
    if (v29 % 3 == 2) {
        acc += v29;
        if (acc > 29) child<<<(v29 & 15) + 1, 32>>>(out, acc, v29);
    }
    int v30 = v29 + sizes[2] * 30;
    if (v30 % 3 == 0) {
        acc += v30;
        if (acc > 30) child<<<(v30 & 15) + 1, 32>>>(out, acc, v30);
    }
    int v31 = v30 + sizes[3] * 31;
    if (v31 % 3 == 1) {
        acc += v31;
        if (acc > 31) child<<<(v31 & 15) + 1, 32>>>(out, acc, v31);
    }
    int v32 = v31 + sizes[4] * 32;
    if (v32 % 3 == 2) {
        acc += v32;
        if (acc > 32) child<<<(v32 & 15) + 1, 32>>>(out, acc, v32);
    }
    int v33 = v32 + sizes[5] * 33;
    if (v33 % 3 == 0) {
        acc += v33;
        if (acc > 33) child<<<(v33 & 15) + 1, 32>>>(out, acc, v33);
    }
    int v34 = v33 + sizes[6] * 34;
    if (v34 % 3 == 1) {
        acc += v34;
        if (acc > 34) child<<<(v34 & 15) + 1, 32>>>(out, acc, v34);
    }
    int v35 = v34 + sizes[0] * 35;
    if (v35 % 3 == 2) {
        acc += v35;
        if (acc > 35) child<<<(v35 & 15) + 1, 32>>>(out, acc, v35);
    }
    int v36 = v35 + sizes[1] * 36;
    if (v36 % 3 == 0) {
        acc += v36;
        if (acc > 36) child<<<(v36 & 15) + 1, 32>>>(out, acc, v36);
    }
    int v37 = v36 + sizes[2] * 37;
    if (v37 % 3 == 1) {
        acc += v37;
        if (acc > 37) child<<<(v37 & 15) + 1, 32>>>(out, acc, v37);
    }
    int v38 = v37 + sizes[3] * 38;
    if (v38 % 3 == 2) {
        acc += v38;
        if (acc > 38) child<<<(v38 & 15) + 1, 32>>>(out, acc, v38);
    }
    int v39 = v38 + sizes[4] * 39;
    if (v39 % 3 == 0) {
        acc += v39;
        if (acc > 39) child<<<(v39 & 15) + 1, 32>>>(out, acc, v39);
    }
    int v40 = v39 + sizes[5] * 40;
    if (v40 % 3 == 1) {
        acc += v40;
        if (acc > 40) child<<<(v40 & 15) + 1, 32>>>(out, acc, v40);
    }
    int v41 = v40 + sizes[6] * 41;
    if (v41 % 3 == 2) {
        acc += v41;
        if (acc > 41) child<<<(v41 & 15) + 1, 32>>>(out, acc, v41);
    }
    int v42 = v41 + sizes[0] * 42;
    if (v42 % 3 == 0) {
        acc += v42;
        if (acc > 42) child<<<(v42 & 15) + 1, 32>>>(out, acc, v42);
    }
    int v43 = v42 + sizes[1] * 43;
    if (v43 % 3 == 1) {
        acc += v43;
        if (acc > 43) child<<<(v43 & 15) + 1, 32>>>(out, acc, v43);
    }
    int v44 = v43 + sizes[2] * 44;
    if (v44 % 3 == 2) {
        acc += v44;
        if (acc > 44) child<<<(v44 & 15) + 1, 32>>>(out, acc, v44);
    }
    int v45 = v44 + sizes[3] * 45;
    if (v45 % 3 == 0) {
        acc += v45;
        if (acc > 45) child<<<(v45 & 15) + 1, 32>>>(out, acc, v45);
    }
    int v46 = v45 + sizes[4] * 46;
    if (v46 % 3 == 1) {
        acc += v46;
        if (acc > 46) child<<<(v46 & 15) + 1, 32>>>(out, acc, v46);
    }
    int v47 = v46 + sizes[5] * 47;
    if (v47 % 3 == 2) {
        acc += v47;
        if (acc > 47) child<<<(v47 & 15) + 1, 32>>>(out, acc, v47);
    }
    int v48 = v47 + sizes[6] * 48;
    if (v48 % 3 == 0) {
        acc += v48;
        if (acc > 48) child<<<(v48 & 15) + 1, 32>>>(out, acc, v48);
    }
    out[t] = acc;
}

__global__ void parent3(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int acc = 0;
    int v0 = t;
    int v1 = v0 + sizes[1] * 1;
    if (v1 % 3 == 1) {
        acc += v1;
        if (acc > 1) child<<<(v1 & 15) + 1, 32>>>(out, acc, v1);
    }
    int v2 = v1 + sizes[2] * 2;
    if (v2 % 3 == 2) {
        acc += v2;
        if (acc > 2) child<<<(v2 & 15) + 1, 32>>>(out, acc, v2);
    }
    int v3 = v2 + sizes[3] * 3;
    if (v3 % 3 == 0) {
        acc += v3;
        if (acc > 3) child<<<(v3 & 15) + 1, 32>>>(out, acc, v3);
    }
    int v4 = v3 + sizes[4] * 4;
    if (v4 % 3 == 1) {
        acc += v4;
        if (acc > 4) child<<<(v4 & 15) + 1, 32>>>(out, acc, v4);
    }
    int v5 = v4 + sizes[5] * 5;
    if (v5 % 3 == 2) {
        acc += v5;
        if (acc > 5) child<<<(v5 & 15) + 1, 32>>>(out, acc, v5);
    }
    int v6 = v5 + sizes[6] * 6;
    if (v6 % 3 == 0) {
        acc += v6;
        if (acc > 6) child<<<(v6 & 15) + 1, 32>>>(out, acc, v6);
    }
    int v7 = v6 + sizes[0] * 7;
    if (v7 % 3 == 1) {
        acc += v7;
        if (acc > 7) child<<<(v7 & 15) + 1, 32>>>(out, acc, v7);
    }
    int v8 = v7 + sizes[1] * 8;
    if (v8 % 3 == 2) {
        acc += v8;
        if (acc > 8) child<<<(v8 & 15) + 1, 32>>>(out, acc, v8);
    }
    int v9 = v8 + sizes[2] * 9;
    if (v9 % 3 == 0) {
        acc += v9;
        if (acc > 9) child<<<(v9 & 15) + 1, 32>>>(out, acc, v9);
    }
    int v10 = v9 + sizes[3] * 10;
    if (v10 % 3 == 1) {
        acc += v10;
        if (acc > 10) child<<<(v10 & 15) + 1, 32>>>(out, acc, v10);
    }
    int v11 = v10 + sizes[4] * 11;
    if (v11 % 3 == 2) {
        acc += v11;
        if (acc > 11) child<<<(v11 & 15) + 1, 32>>>(out, acc, v11);
    }
    int v12 = v11 + sizes[5] * 12;
    if (v12 % 3 == 0) {
        acc += v12;
        if (acc > 12) child<<<(v12 & 15) + 1, 32>>>(out, acc, v12);
    }
    int v13 = v12 + sizes[6] * 13;
    if (v13 % 3 == 1) {
        acc += v13;
        if (acc > 13) child<<<(v13 & 15) + 1, 32>>>(out, acc, v13);
    }
    int v14 = v13 + sizes[0] * 14;
    if (v14 % 3 == 2) {
        acc += v14;
        if (acc > 14) child<<<(v14 & 15) + 1, 32>>>(out, acc, v14);
    }
    int v15 = v14 + sizes[1] * 15;
    if (v15 % 3 == 0) {
        acc += v15;
        if (acc > 15) child<<<(v15 & 15) + 1, 32>>>(out, acc, v15);
    }
    int v16 = v15 + sizes[2] * 16;
    if (v16 % 3 == 1) {
        acc += v16;
        if (acc > 16) child<<<(v16 & 15) + 1, 32>>>(out, acc, v16);
    }
    int v17 = v16 + sizes[3] * 17;
    if (v17 % 3 == 2) {
        acc += v17;
        if (acc > 17) child<<<(v17 & 15) + 1, 32>>>(out, acc, v17);
    }
    int v18 = v17 + sizes[4] * 18;
    if (v18 % 3 == 0) {
        acc += v18;
        if (acc > 18) child<<<(v18 & 15) + 1, 32>>>(out, acc, v18);
    }
    int v19 = v18 + sizes[5] * 19;
    if (v19 % 3 == 1) {
        acc += v19;
        if (acc > 19) child<<<(v19 & 15) + 1, 32>>>(out, acc, v19);
    }
    int v20 = v19 + sizes[6] * 20;
    if (v20 % 3 == 2) {
        acc += v20;
        if (acc > 20) child<<<(v20 & 15) + 1, 32>>>(out, acc, v20);
    }
    int v21 = v20 + sizes[0] * 21;
    if (v21 % 3 == 0) {
        acc += v21;
        if (acc > 21) child<<<(v21 & 15) + 1, 32>>>(out, acc, v21);
    }
    int v22 = v21 + sizes[1] * 22;
    if (v22 % 3 == 1) {
        acc += v22;
        if (acc > 22) child<<<(v22 & 15) + 1, 32>>>(out, acc, v22);
    }
    int v23 = v22 + sizes[2] * 23;
    if (v23 % 3 == 2) {
        acc += v23;
        if (acc > 23) child<<<(v23 & 15) + 1, 32>>>(out, acc, v23);
    }
    int v24 = v23 + sizes[3] * 24;
    if (v24 % 3 == 0) {
        acc += v24;
        if (acc > 24) child<<<(v24 & 15) + 1, 32>>>(out, acc, v24);
    }
    int v25 = v24 + sizes[4] * 25;
    if (v25 % 3 == 1) {
        acc += v25;
        if (acc > 25) child<<<(v25 & 15) + 1, 32>>>(out, acc, v25);
    }
    int v26 = v25 + sizes[5] * 26;
    if (v26 % 3 == 2) {
        acc += v26;
        if (acc > 26) child<<<(v26 & 15) + 1, 32>>>(out, acc, v26);
    }
    int v27 = v26 + sizes[6] * 27;
    if (v27 % 3 == 0) {
        acc += v27;
        if (acc > 27) child<<<(v27 & 15) + 1, 32>>>(out, acc, v27);
    }
    int v28 = v27 + sizes[0] * 28;
    if (v28 % 3 == 1) {
        acc += v28;
        if (acc > 28) child<<<(v28 & 15) + 1, 32>>>(out, acc, v28);
    }
    int v29 = v28 + sizes[1] * 29;
    if (v29 % 3 == 2) {
        acc += v29;
        if (acc > 29) child<<<(v29 & 15) + 1, 32>>>(out, acc, v29);
    }
    int v30 = v29 + sizes[2] * 30;
    if (v30 % 3 == 0) {
        acc += v30;
        if (acc > 30) child<<<(v30 & 15) + 1, 32>>>(out, acc, v30);
    }
    int v31 = v30 + sizes[3] * 31;
    if (v31 % 3 == 1) {
        acc += v31;
        if (acc > 31) child<<<(v31 & 15) + 1, 32>>>(out, acc, v31);
    }
    int v32 = v31 + sizes[4] * 32;
    if (v32 % 3 == 2) {
        acc += v32;
        if (acc > 32) child<<<(v32 & 15) + 1, 32>>>(out, acc, v32);
    }
    int v33 = v32 + sizes[5] * 33;
    if (v33 % 3 == 0) {
        acc += v33;
        if (acc > 33) child<<<(v33 & 15) + 1, 32>>>(out, acc, v33);
    }
    int v34 = v33 + sizes[6] * 34;
    if (v34 % 3 == 1) {
        acc += v34;
        if (acc > 34) child<<<(v34 & 15) + 1, 32>>>(out, acc, v34);
    }
    int v35 = v34 + sizes[0] * 35;
    if (v35 % 3 == 2) {
        acc += v35;
        if (acc > 35) child<<<(v35 & 15) + 1, 32>>>(out, acc, v35);
    }
    int v36 = v35 + sizes[1] * 36;
    if (v36 % 3 == 0) {
        acc += v36;
        if (acc > 36) child<<<(v36 & 15) + 1, 32>>>(out, acc, v36);
    }
    int v37 = v36 + sizes[2] * 37;
    if (v37 % 3 == 1) {
        acc += v37;
        if (acc > 37) child<<<(v37 & 15) + 1, 32>>>(out, acc, v37);
    }
    int v38 = v37 + sizes[3] * 38;
    if (v38 % 3 == 2) {
        acc += v38;
        if (acc > 38) child<<<(v38 & 15) + 1, 32>>>(out, acc, v38);
    }
    int v39 = v38 + sizes[4] * 39;
    if (v39 % 3 == 0) {
        acc += v39;
        if (acc > 39) child<<<(v39 & 15) + 1, 32>>>(out, acc, v39);
    }
    int v40 = v39 + sizes[5] * 40;
    if (v40 % 3 == 1) {
        acc += v40;
        if (acc > 40) child<<<(v40 & 15) + 1, 32>>>(out, acc, v40);
    }
    int v41 = v40 + sizes[6] * 41;
    if (v41 % 3 == 2) {
        acc += v41;
        if (acc > 41) child<<<(v41 & 15) + 1, 32>>>(out, acc, v41);
    }
    int v42 = v41 + sizes[0] * 42;
    if (v42 % 3 == 0) {
        acc += v42;
        if (acc > 42) child<<<(v42 & 15) + 1, 32>>>(out, acc, v42);
    }
    int v43 = v42 + sizes[1] * 43;
    if (v43 % 3 == 1) {
        acc += v43;
        if (acc > 43) child<<<(v43 & 15) + 1, 32>>>(out, acc, v43);
    }
    int v44 = v43 + sizes[2] * 44;
    if (v44 % 3 == 2) {
        acc += v44;
        if (acc > 44) child<<<(v44 & 15) + 1, 32>>>(out, acc, v44);
    }
    int v45 = v44 + sizes[3] * 45;
    if (v45 % 3 == 0) {
        acc += v45;
        if (acc > 45) child<<<(v45 & 15) + 1, 32>>>(out, acc, v45);
    }
    int v46 = v45 + sizes[4] * 46;
    if (v46 % 3 == 1) {
        acc += v46;
        if (acc > 46) child<<<(v46 & 15) + 1, 32>>>(out, acc, v46);
    }
    int v47 = v46 + sizes[5] * 47;
    if (v47 % 3 == 2) {
        acc += v47;
        if (acc > 47) child<<<(v47 & 15) + 1, 32>>>(out, acc, v47);
    }
    int v48 = v47 + sizes[6] * 48;
    if (v48 % 3 == 0) {
        acc += v48;
        if (acc > 48) child<<<(v48 & 15) + 1, 32>>>(out, acc, v48);
    }
    out[t] = acc;
}

int main(void)
{
    int *o = 0, *s = 0;
    parent0<<<4, 128>>>(o, s, 512);
    parent1<<<4, 128>>>(o, s, 512);
    parent2<<<4, 128>>>(o, s, 512);
    parent3<<<4, 128>>>(o, s, 512);
    return 0;
}
