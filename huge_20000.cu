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
    int v49 = v48 + sizes[0] * 49;
    if (v49 % 3 == 1) {
        acc += v49;
        if (acc > 49) child<<<(v49 & 15) + 1, 32>>>(out, acc, v49);
    }
    int v50 = v49 + sizes[1] * 50;
    if (v50 % 3 == 2) {
        acc += v50;
        if (acc > 50) child<<<(v50 & 15) + 1, 32>>>(out, acc, v50);
    }
    int v51 = v50 + sizes[2] * 51;
    if (v51 % 3 == 0) {
        acc += v51;
        if (acc > 51) child<<<(v51 & 15) + 1, 32>>>(out, acc, v51);
    }
    int v52 = v51 + sizes[3] * 52;
    if (v52 % 3 == 1) {
        acc += v52;
        if (acc > 52) child<<<(v52 & 15) + 1, 32>>>(out, acc, v52);
    }
    int v53 = v52 + sizes[4] * 53;
    if (v53 % 3 == 2) {
        acc += v53;
        if (acc > 53) child<<<(v53 & 15) + 1, 32>>>(out, acc, v53);
    }
    int v54 = v53 + sizes[5] * 54;
    if (v54 % 3 == 0) {
        acc += v54;
        if (acc > 54) child<<<(v54 & 15) + 1, 32>>>(out, acc, v54);
    }
    int v55 = v54 + sizes[6] * 55;
    if (v55 % 3 == 1) {
        acc += v55;
        if (acc > 55) child<<<(v55 & 15) + 1, 32>>>(out, acc, v55);
    }
    int v56 = v55 + sizes[0] * 56;
    if (v56 % 3 == 2) {
        acc += v56;
        if (acc > 56) child<<<(v56 & 15) + 1, 32>>>(out, acc, v56);
    }
    int v57 = v56 + sizes[1] * 57;
    if (v57 % 3 == 0) {
        acc += v57;
        if (acc > 57) child<<<(v57 & 15) + 1, 32>>>(out, acc, v57);
    }
    int v58 = v57 + sizes[2] * 58;
    if (v58 % 3 == 1) {
        acc += v58;
        if (acc > 58) child<<<(v58 & 15) + 1, 32>>>(out, acc, v58);
    }
    int v59 = v58 + sizes[3] * 59;
    if (v59 % 3 == 2) {
        acc += v59;
        if (acc > 59) child<<<(v59 & 15) + 1, 32>>>(out, acc, v59);
    }
    int v60 = v59 + sizes[4] * 60;
    if (v60 % 3 == 0) {
        acc += v60;
        if (acc > 60) child<<<(v60 & 15) + 1, 32>>>(out, acc, v60);
    }
    int v61 = v60 + sizes[5] * 61;
    if (v61 % 3 == 1) {
        acc += v61;
        if (acc > 61) child<<<(v61 & 15) + 1, 32>>>(out, acc, v61);
    }
    int v62 = v61 + sizes[6] * 62;
    if (v62 % 3 == 2) {
        acc += v62;
        if (acc > 62) child<<<(v62 & 15) + 1, 32>>>(out, acc, v62);
    }
    int v63 = v62 + sizes[0] * 63;
    if (v63 % 3 == 0) {
        acc += v63;
        if (acc > 63) child<<<(v63 & 15) + 1, 32>>>(out, acc, v63);
    }
    int v64 = v63 + sizes[1] * 64;
    if (v64 % 3 == 1) {
        acc += v64;
        if (acc > 64) child<<<(v64 & 15) + 1, 32>>>(out, acc, v64);
    }
    int v65 = v64 + sizes[2] * 65;
    if (v65 % 3 == 2) {
        acc += v65;
        if (acc > 65) child<<<(v65 & 15) + 1, 32>>>(out, acc, v65);
    }
    int v66 = v65 + sizes[3] * 66;
    if (v66 % 3 == 0) {
        acc += v66;
        if (acc > 66) child<<<(v66 & 15) + 1, 32>>>(out, acc, v66);
    }
    int v67 = v66 + sizes[4] * 67;
    if (v67 % 3 == 1) {
        acc += v67;
        if (acc > 67) child<<<(v67 & 15) + 1, 32>>>(out, acc, v67);
    }
    int v68 = v67 + sizes[5] * 68;
    if (v68 % 3 == 2) {
        acc += v68;
        if (acc > 68) child<<<(v68 & 15) + 1, 32>>>(out, acc, v68);
    }
    int v69 = v68 + sizes[6] * 69;
    if (v69 % 3 == 0) {
        acc += v69;
        if (acc > 69) child<<<(v69 & 15) + 1, 32>>>(out, acc, v69);
    }
    int v70 = v69 + sizes[0] * 70;
    if (v70 % 3 == 1) {
        acc += v70;
        if (acc > 70) child<<<(v70 & 15) + 1, 32>>>(out, acc, v70);
    }
    int v71 = v70 + sizes[1] * 71;
    if (v71 % 3 == 2) {
        acc += v71;
        if (acc > 71) child<<<(v71 & 15) + 1, 32>>>(out, acc, v71);
    }
    int v72 = v71 + sizes[2] * 72;
    if (v72 % 3 == 0) {
        acc += v72;
        if (acc > 72) child<<<(v72 & 15) + 1, 32>>>(out, acc, v72);
    }
    int v73 = v72 + sizes[3] * 73;
    if (v73 % 3 == 1) {
        acc += v73;
        if (acc > 73) child<<<(v73 & 15) + 1, 32>>>(out, acc, v73);
    }
    int v74 = v73 + sizes[4] * 74;
    if (v74 % 3 == 2) {
        acc += v74;
        if (acc > 74) child<<<(v74 & 15) + 1, 32>>>(out, acc, v74);
    }
    int v75 = v74 + sizes[5] * 75;
    if (v75 % 3 == 0) {
        acc += v75;
        if (acc > 75) child<<<(v75 & 15) + 1, 32>>>(out, acc, v75);
    }
    int v76 = v75 + sizes[6] * 76;
    if (v76 % 3 == 1) {
        acc += v76;
        if (acc > 76) child<<<(v76 & 15) + 1, 32>>>(out, acc, v76);
    }
    int v77 = v76 + sizes[0] * 77;
    if (v77 % 3 == 2) {
        acc += v77;
        if (acc > 77) child<<<(v77 & 15) + 1, 32>>>(out, acc, v77);
    }
    int v78 = v77 + sizes[1] * 78;
    if (v78 % 3 == 0) {
        acc += v78;
        if (acc > 78) child<<<(v78 & 15) + 1, 32>>>(out, acc, v78);
    }
    int v79 = v78 + sizes[2] * 79;
    if (v79 % 3 == 1) {
        acc += v79;
        if (acc > 79) child<<<(v79 & 15) + 1, 32>>>(out, acc, v79);
    }
    int v80 = v79 + sizes[3] * 80;
    if (v80 % 3 == 2) {
        acc += v80;
        if (acc > 80) child<<<(v80 & 15) + 1, 32>>>(out, acc, v80);
    }
    int v81 = v80 + sizes[4] * 81;
    if (v81 % 3 == 0) {
        acc += v81;
        if (acc > 81) child<<<(v81 & 15) + 1, 32>>>(out, acc, v81);
    }
    int v82 = v81 + sizes[5] * 82;
    if (v82 % 3 == 1) {
        acc += v82;
        if (acc > 82) child<<<(v82 & 15) + 1, 32>>>(out, acc, v82);
    }
    int v83 = v82 + sizes[6] * 83;
    if (v83 % 3 == 2) {
        acc += v83;
        if (acc > 83) child<<<(v83 & 15) + 1, 32>>>(out, acc, v83);
    }
    int v84 = v83 + sizes[0] * 84;
    if (v84 % 3 == 0) {
        acc += v84;
        if (acc > 84) child<<<(v84 & 15) + 1, 32>>>(out, acc, v84);
    }
    int v85 = v84 + sizes[1] * 85;
    if (v85 % 3 == 1) {
        acc += v85;
        if (acc > 85) child<<<(v85 & 15) + 1, 32>>>(out, acc, v85);
    }
    int v86 = v85 + sizes[2] * 86;
    if (v86 % 3 == 2) {
        acc += v86;
        if (acc > 86) child<<<(v86 & 15) + 1, 32>>>(out, acc, v86);
    }
    int v87 = v86 + sizes[3] * 87;
    if (v87 % 3 == 0) {
        acc += v87;
        if (acc > 87) child<<<(v87 & 15) + 1, 32>>>(out, acc, v87);
    }
    int v88 = v87 + sizes[4] * 88;
    if (v88 % 3 == 1) {
        acc += v88;
        if (acc > 88) child<<<(v88 & 15) + 1, 32>>>(out, acc, v88);
    }
    int v89 = v88 + sizes[5] * 89;
    if (v89 % 3 == 2) {
        acc += v89;
        if (acc > 89) child<<<(v89 & 15) + 1, 32>>>(out, acc, v89);
    }
    int v90 = v89 + sizes[6] * 90;
    if (v90 % 3 == 0) {
        acc += v90;
        if (acc > 90) child<<<(v90 & 15) + 1, 32>>>(out, acc, v90);
    }
    int v91 = v90 + sizes[0] * 91;
    if (v91 % 3 == 1) {
        acc += v91;
        if (acc > 91) child<<<(v91 & 15) + 1, 32>>>(out, acc, v91);
    }
    int v92 = v91 + sizes[1] * 92;
    if (v92 % 3 == 2) {
        acc += v92;
        if (acc > 92) child<<<(v92 & 15) + 1, 32>>>(out, acc, v92);
    }
    int v93 = v92 + sizes[2] * 93;
    if (v93 % 3 == 0) {
        acc += v93;
        if (acc > 93) child<<<(v93 & 15) + 1, 32>>>(out, acc, v93);
    }
    int v94 = v93 + sizes[3] * 94;
    if (v94 % 3 == 1) {
        acc += v94;
        if (acc > 94) child<<<(v94 & 15) + 1, 32>>>(out, acc, v94);
    }
    int v95 = v94 + sizes[4] * 95;
    if (v95 % 3 == 2) {
        acc += v95;
        if (acc > 95) child<<<(v95 & 15) + 1, 32>>>(out, acc, v95);
    }
    int v96 = v95 + sizes[5] * 96;
    if (v96 % 3 == 0) {
        acc += v96;
        if (acc > 96) child<<<(v96 & 15) + 1, 32>>>(out, acc, v96);
    }
    int v97 = v96 + sizes[6] * 97;
    if (v97 % 3 == 1) {
        acc += v97;
        if (acc > 97) child<<<(v97 & 15) + 1, 32>>>(out, acc, v97);
    }
    int v98 = v97 + sizes[0] * 98;
    if (v98 % 3 == 2) {
        acc += v98;
        if (acc > 98) child<<<(v98 & 15) + 1, 32>>>(out, acc, v98);
    }
    int v99 = v98 + sizes[1] * 99;
    if (v99 % 3 == 0) {
        acc += v99;
        if (acc > 99) child<<<(v99 & 15) + 1, 32>>>(out, acc, v99);
    }
    int v100 = v99 + sizes[2] * 100;
    if (v100 % 3 == 1) {
        acc += v100;
        if (acc > 100) child<<<(v100 & 15) + 1, 32>>>(out, acc, v100);
    }
    int v101 = v100 + sizes[3] * 101;
    if (v101 % 3 == 2) {
        acc += v101;
        if (acc > 101) child<<<(v101 & 15) + 1, 32>>>(out, acc, v101);
    }
    int v102 = v101 + sizes[4] * 102;
    if (v102 % 3 == 0) {
        acc += v102;
        if (acc > 102) child<<<(v102 & 15) + 1, 32>>>(out, acc, v102);
    }
    int v103 = v102 + sizes[5] * 103;
    if (v103 % 3 == 1) {
        acc += v103;
        if (acc > 103) child<<<(v103 & 15) + 1, 32>>>(out, acc, v103);
    }
    int v104 = v103 + sizes[6] * 104;
    if (v104 % 3 == 2) {
        acc += v104;
        if (acc > 104) child<<<(v104 & 15) + 1, 32>>>(out, acc, v104);
    }
    int v105 = v104 + sizes[0] * 105;
    if (v105 % 3 == 0) {
        acc += v105;
        if (acc > 105) child<<<(v105 & 15) + 1, 32>>>(out, acc, v105);
    }
    int v106 = v105 + sizes[1] * 106;
    if (v106 % 3 == 1) {
        acc += v106;
        if (acc > 106) child<<<(v106 & 15) + 1, 32>>>(out, acc, v106);
    }
    int v107 = v106 + sizes[2] * 107;
    if (v107 % 3 == 2) {
        acc += v107;
        if (acc > 107) child<<<(v107 & 15) + 1, 32>>>(out, acc, v107);
    }
    int v108 = v107 + sizes[3] * 108;
    if (v108 % 3 == 0) {
        acc += v108;
        if (acc > 108) child<<<(v108 & 15) + 1, 32>>>(out, acc, v108);
    }
    int v109 = v108 + sizes[4] * 109;
    if (v109 % 3 == 1) {
        acc += v109;
        if (acc > 109) child<<<(v109 & 15) + 1, 32>>>(out, acc, v109);
    }
    int v110 = v109 + sizes[5] * 110;
    if (v110 % 3 == 2) {
        acc += v110;
        if (acc > 110) child<<<(v110 & 15) + 1, 32>>>(out, acc, v110);
    }
    int v111 = v110 + sizes[6] * 111;
    if (v111 % 3 == 0) {
        acc += v111;
        if (acc > 111) child<<<(v111 & 15) + 1, 32>>>(out, acc, v111);
    }
    int v112 = v111 + sizes[0] * 112;
    if (v112 % 3 == 1) {
        acc += v112;
        if (acc > 112) child<<<(v112 & 15) + 1, 32>>>(out, acc, v112);
    }
    int v113 = v112 + sizes[1] * 113;
    if (v113 % 3 == 2) {
        acc += v113;
        if (acc > 113) child<<<(v113 & 15) + 1, 32>>>(out, acc, v113);
    }
    int v114 = v113 + sizes[2] * 114;
    if (v114 % 3 == 0) {
        acc += v114;
        if (acc > 114) child<<<(v114 & 15) + 1, 32>>>(out, acc, v114);
    }
    int v115 = v114 + sizes[3] * 115;
    if (v115 % 3 == 1) {
        acc += v115;
        if (acc > 115) child<<<(v115 & 15) + 1, 32>>>(out, acc, v115);
    }
    int v116 = v115 + sizes[4] * 116;
    if (v116 % 3 == 2) {
        acc += v116;
        if (acc > 116) child<<<(v116 & 15) + 1, 32>>>(out, acc, v116);
    }
    int v117 = v116 + sizes[5] * 117;
    if (v117 % 3 == 0) {
        acc += v117;
        if (acc > 117) child<<<(v117 & 15) + 1, 32>>>(out, acc, v117);
    }
    int v118 = v117 + sizes[6] * 118;
    if (v118 % 3 == 1) {
        acc += v118;
        if (acc > 118) child<<<(v118 & 15) + 1, 32>>>(out, acc, v118);
    }
    int v119 = v118 + sizes[0] * 119;
    if (v119 % 3 == 2) {
        acc += v119;
        if (acc > 119) child<<<(v119 & 15) + 1, 32>>>(out, acc, v119);
    }
    int v120 = v119 + sizes[1] * 120;
    if (v120 % 3 == 0) {
        acc += v120;
        if (acc > 120) child<<<(v120 & 15) + 1, 32>>>(out, acc, v120);
    }
    int v121 = v120 + sizes[2] * 121;
    if (v121 % 3 == 1) {
        acc += v121;
        if (acc > 121) child<<<(v121 & 15) + 1, 32>>>(out, acc, v121);
    }
    int v122 = v121 + sizes[3] * 122;
    if (v122 % 3 == 2) {
        acc += v122;
        if (acc > 122) child<<<(v122 & 15) + 1, 32>>>(out, acc, v122);
    }
    int v123 = v122 + sizes[4] * 123;
    if (v123 % 3 == 0) {
        acc += v123;
        if (acc > 123) child<<<(v123 & 15) + 1, 32>>>(out, acc, v123);
    }
    int v124 = v123 + sizes[5] * 124;
    if (v124 % 3 == 1) {
        acc += v124;
        if (acc > 124) child<<<(v124 & 15) + 1, 32>>>(out, acc, v124);
    }
    int v125 = v124 + sizes[6] * 125;
    if (v125 % 3 == 2) {
        acc += v125;
        if (acc > 125) child<<<(v125 & 15) + 1, 32>>>(out, acc, v125);
    }
    int v126 = v125 + sizes[0] * 126;
    if (v126 % 3 == 0) {
        acc += v126;
        if (acc > 126) child<<<(v126 & 15) + 1, 32>>>(out, acc, v126);
    }
    int v127 = v126 + sizes[1] * 127;
    if (v127 % 3 == 1) {
        acc += v127;
        if (acc > 127) child<<<(v127 & 15) + 1, 32>>>(out, acc, v127);
    }
    int v128 = v127 + sizes[2] * 128;
    if (v128 % 3 == 2) {
        acc += v128;
        if (acc > 128) child<<<(v128 & 15) + 1, 32>>>(out, acc, v128);
    }
    int v129 = v128 + sizes[3] * 129;
    if (v129 % 3 == 0) {
        acc += v129;
        if (acc > 129) child<<<(v129 & 15) + 1, 32>>>(out, acc, v129);
    }
    int v130 = v129 + sizes[4] * 130;
    if (v130 % 3 == 1) {
        acc += v130;
        if (acc > 130) child<<<(v130 & 15) + 1, 32>>>(out, acc, v130);
    }
    int v131 = v130 + sizes[5] * 131;
    if (v131 % 3 == 2) {
        acc += v131;
        if (acc > 131) child<<<(v131 & 15) + 1, 32>>>(out, acc, v131);
    }
    int v132 = v131 + sizes[6] * 132;
    if (v132 % 3 == 0) {
        acc += v132;
        if (acc > 132) child<<<(v132 & 15) + 1, 32>>>(out, acc, v132);
    }
    int v133 = v132 + sizes[0] * 133;
    if (v133 % 3 == 1) {
        acc += v133;
        if (acc > 133) child<<<(v133 & 15) + 1, 32>>>(out, acc, v133);
    }
    int v134 = v133 + sizes[1] * 134;
    if (v134 % 3 == 2) {
        acc += v134;
        if (acc > 134) child<<<(v134 & 15) + 1, 32>>>(out, acc, v134);
    }
    int v135 = v134 + sizes[2] * 135;
    if (v135 % 3 == 0) {
        acc += v135;
        if (acc > 135) child<<<(v135 & 15) + 1, 32>>>(out, acc, v135);
    }
    int v136 = v135 + sizes[3] * 136;
    if (v136 % 3 == 1) {
        acc += v136;
        if (acc > 136) child<<<(v136 & 15) + 1, 32>>>(out, acc, v136);
    }
    int v137 = v136 + sizes[4] * 137;
    if (v137 % 3 == 2) {
        acc += v137;
        if (acc > 137) child<<<(v137 & 15) + 1, 32>>>(out, acc, v137);
    }
    int v138 = v137 + sizes[5] * 138;
    if (v138 % 3 == 0) {
        acc += v138;
        if (acc > 138) child<<<(v138 & 15) + 1, 32>>>(out, acc, v138);
    }
    int v139 = v138 + sizes[6] * 139;
    if (v139 % 3 == 1) {
        acc += v139;
        if (acc > 139) child<<<(v139 & 15) + 1, 32>>>(out, acc, v139);
    }
    int v140 = v139 + sizes[0] * 140;
    if (v140 % 3 == 2) {
        acc += v140;
        if (acc > 140) child<<<(v140 & 15) + 1, 32>>>(out, acc, v140);
    }
    int v141 = v140 + sizes[1] * 141;
    if (v141 % 3 == 0) {
        acc += v141;
        if (acc > 141) child<<<(v141 & 15) + 1, 32>>>(out, acc, v141);
    }
    int v142 = v141 + sizes[2] * 142;
    if (v142 % 3 == 1) {
        acc += v142;
        if (acc > 142) child<<<(v142 & 15) + 1, 32>>>(out, acc, v142);
    }
    int v143 = v142 + sizes[3] * 143;
    if (v143 % 3 == 2) {
        acc += v143;
        if (acc > 143) child<<<(v143 & 15) + 1, 32>>>(out, acc, v143);
    }
    int v144 = v143 + sizes[4] * 144;
    if (v144 % 3 == 0) {
        acc += v144;
        if (acc > 144) child<<<(v144 & 15) + 1, 32>>>(out, acc, v144);
    }
    int v145 = v144 + sizes[5] * 145;
    if (v145 % 3 == 1) {
        acc += v145;
        if (acc > 145) child<<<(v145 & 15) + 1, 32>>>(out, acc, v145);
    }
    int v146 = v145 + sizes[6] * 146;
    if (v146 % 3 == 2) {
        acc += v146;
        if (acc > 146) child<<<(v146 & 15) + 1, 32>>>(out, acc, v146);
    }
    int v147 = v146 + sizes[0] * 147;
    if (v147 % 3 == 0) {
        acc += v147;
        if (acc > 147) child<<<(v147 & 15) + 1, 32>>>(out, acc, v147);
    }
    int v148 = v147 + sizes[1] * 148;
    if (v148 % 3 == 1) {
        acc += v148;
        if (acc > 148) child<<<(v148 & 15) + 1, 32>>>(out, acc, v148);
    }
    int v149 = v148 + sizes[2] * 149;
    if (v149 % 3 == 2) {
        acc += v149;
        if (acc > 149) child<<<(v149 & 15) + 1, 32>>>(out, acc, v149);
    }
    int v150 = v149 + sizes[3] * 150;
    if (v150 % 3 == 0) {
        acc += v150;
        if (acc > 150) child<<<(v150 & 15) + 1, 32>>>(out, acc, v150);
    }
    int v151 = v150 + sizes[4] * 151;
    if (v151 % 3 == 1) {
        acc += v151;
        if (acc > 151) child<<<(v151 & 15) + 1, 32>>>(out, acc, v151);
    }
    int v152 = v151 + sizes[5] * 152;
    if (v152 % 3 == 2) {
        acc += v152;
        if (acc > 152) child<<<(v152 & 15) + 1, 32>>>(out, acc, v152);
    }
    int v153 = v152 + sizes[6] * 153;
    if (v153 % 3 == 0) {
        acc += v153;
        if (acc > 153) child<<<(v153 & 15) + 1, 32>>>(out, acc, v153);
    }
    int v154 = v153 + sizes[0] * 154;
    if (v154 % 3 == 1) {
        acc += v154;
        if (acc > 154) child<<<(v154 & 15) + 1, 32>>>(out, acc, v154);
    }
    int v155 = v154 + sizes[1] * 155;
    if (v155 % 3 == 2) {
        acc += v155;
        if (acc > 155) child<<<(v155 & 15) + 1, 32>>>(out, acc, v155);
    }
    int v156 = v155 + sizes[2] * 156;
    if (v156 % 3 == 0) {
        acc += v156;
        if (acc > 156) child<<<(v156 & 15) + 1, 32>>>(out, acc, v156);
    }
    int v157 = v156 + sizes[3] * 157;
    if (v157 % 3 == 1) {
        acc += v157;
        if (acc > 157) child<<<(v157 & 15) + 1, 32>>>(out, acc, v157);
    }
    int v158 = v157 + sizes[4] * 158;
    if (v158 % 3 == 2) {
        acc += v158;
        if (acc > 158) child<<<(v158 & 15) + 1, 32>>>(out, acc, v158);
    }
    int v159 = v158 + sizes[5] * 159;
    if (v159 % 3 == 0) {
        acc += v159;
        if (acc > 159) child<<<(v159 & 15) + 1, 32>>>(out, acc, v159);
    }
    int v160 = v159 + sizes[6] * 160;
    if (v160 % 3 == 1) {
        acc += v160;
        if (acc > 160) child<<<(v160 & 15) + 1, 32>>>(out, acc, v160);
    }
    int v161 = v160 + sizes[0] * 161;
    if (v161 % 3 == 2) {
        acc += v161;
        if (acc > 161) child<<<(v161 & 15) + 1, 32>>>(out, acc, v161);
    }
    int v162 = v161 + sizes[1] * 162;
    if (v162 % 3 == 0) {
        acc += v162;
        if (acc > 162) child<<<(v162 & 15) + 1, 32>>>(out, acc, v162);
    }
    int v163 = v162 + sizes[2] * 163;
    if (v163 % 3 == 1) {
        acc += v163;
        if (acc > 163) child<<<(v163 & 15) + 1, 32>>>(out, acc, v163);
    }
    int v164 = v163 + sizes[3] * 164;
    if (v164 % 3 == 2) {
        acc += v164;
        if (acc > 164) child<<<(v164 & 15) + 1, 32>>>(out, acc, v164);
    }
    int v165 = v164 + sizes[4] * 165;
    if (v165 % 3 == 0) {
        acc += v165;
        if (acc > 165) child<<<(v165 & 15) + 1, 32>>>(out, acc, v165);
    }
    int v166 = v165 + sizes[5] * 166;
    if (v166 % 3 == 1) {
        acc += v166;
        if (acc > 166) child<<<(v166 & 15) + 1, 32>>>(out, acc, v166);
    }
    int v167 = v166 + sizes[6] * 167;
    if (v167 % 3 == 2) {
        acc += v167;
        if (acc > 167) child<<<(v167 & 15) + 1, 32>>>(out, acc, v167);
    }
    int v168 = v167 + sizes[0] * 168;
    if (v168 % 3 == 0) {
        acc += v168;
        if (acc > 168) child<<<(v168 & 15) + 1, 32>>>(out, acc, v168);
    }
    int v169 = v168 + sizes[1] * 169;
    if (v169 % 3 == 1) {
        acc += v169;
        if (acc > 169) child<<<(v169 & 15) + 1, 32>>>(out, acc, v169);
    }
    int v170 = v169 + sizes[2] * 170;
    if (v170 % 3 == 2) {
        acc += v170;
        if (acc > 170) child<<<(v170 & 15) + 1, 32>>>(out, acc, v170);
    }
    int v171 = v170 + sizes[3] * 171;
    if (v171 % 3 == 0) {
        acc += v171;
        if (acc > 171) child<<<(v171 & 15) + 1, 32>>>(out, acc, v171);
    }
    int v172 = v171 + sizes[4] * 172;
    if (v172 % 3 == 1) {
        acc += v172;
        if (acc > 172) child<<<(v172 & 15) + 1, 32>>>(out, acc, v172);
    }
    int v173 = v172 + sizes[5] * 173;
    if (v173 % 3 == 2) {
        acc += v173;
        if (acc > 173) child<<<(v173 & 15) + 1, 32>>>(out, acc, v173);
    }
    int v174 = v173 + sizes[6] * 174;
    if (v174 % 3 == 0) {
        acc += v174;
        if (acc > 174) child<<<(v174 & 15) + 1, 32>>>(out, acc, v174);
    }
    int v175 = v174 + sizes[0] * 175;
    if (v175 % 3 == 1) {
        acc += v175;
        if (acc > 175) child<<<(v175 & 15) + 1, 32>>>(out, acc, v175);
    }
    int v176 = v175 + sizes[1] * 176;
    if (v176 % 3 == 2) {
        acc += v176;
        if (acc > 176) child<<<(v176 & 15) + 1, 32>>>(out, acc, v176);
    }
    int v177 = v176 + sizes[2] * 177;
    if (v177 % 3 == 0) {
        acc += v177;
        if (acc > 177) child<<<(v177 & 15) + 1, 32>>>(out, acc, v177);
    }
    int v178 = v177 + sizes[3] * 178;
    if (v178 % 3 == 1) {
        acc += v178;
        if (acc > 178) child<<<(v178 & 15) + 1, 32>>>(out, acc, v178);
    }
    int v179 = v178 + sizes[4] * 179;
    if (v179 % 3 == 2) {
        acc += v179;
        if (acc > 179) child<<<(v179 & 15) + 1, 32>>>(out, acc, v179);
    }
    int v180 = v179 + sizes[5] * 180;
    if (v180 % 3 == 0) {
        acc += v180;
        if (acc > 180) child<<<(v180 & 15) + 1, 32>>>(out, acc, v180);
    }
    int v181 = v180 + sizes[6] * 181;
    if (v181 % 3 == 1) {
        acc += v181;
        if (acc > 181) child<<<(v181 & 15) + 1, 32>>>(out, acc, v181);
    }
    int v182 = v181 + sizes[0] * 182;
    if (v182 % 3 == 2) {
        acc += v182;
        if (acc > 182) child<<<(v182 & 15) + 1, 32>>>(out, acc, v182);
    }
    int v183 = v182 + sizes[1] * 183;
    if (v183 % 3 == 0) {
        acc += v183;
        if (acc > 183) child<<<(v183 & 15) + 1, 32>>>(out, acc, v183);
    }
    int v184 = v183 + sizes[2] * 184;
    if (v184 % 3 == 1) {
        acc += v184;
        if (acc > 184) child<<<(v184 & 15) + 1, 32>>>(out, acc, v184);
    }
    int v185 = v184 + sizes[3] * 185;
    if (v185 % 3 == 2) {
        acc += v185;
        if (acc > 185) child<<<(v185 & 15) + 1, 32>>>(out, acc, v185);
    }
    int v186 = v185 + sizes[4] * 186;
    if (v186 % 3 == 0) {
        acc += v186;
        if (acc > 186) child<<<(v186 & 15) + 1, 32>>>(out, acc, v186);
    }
    int v187 = v186 + sizes[5] * 187;
    if (v187 % 3 == 1) {
        acc += v187;
        if (acc > 187) child<<<(v187 & 15) + 1, 32>>>(out, acc, v187);
    }
    int v188 = v187 + sizes[6] * 188;
    if (v188 % 3 == 2) {
        acc += v188;
        if (acc > 188) child<<<(v188 & 15) + 1, 32>>>(out, acc, v188);
    }
    int v189 = v188 + sizes[0] * 189;
    if (v189 % 3 == 0) {
        acc += v189;
        if (acc > 189) child<<<(v189 & 15) + 1, 32>>>(out, acc, v189);
    }
    int v190 = v189 + sizes[1] * 190;
    if (v190 % 3 == 1) {
        acc += v190;
        if (acc > 190) child<<<(v190 & 15) + 1, 32>>>(out, acc, v190);
    }
    int v191 = v190 + sizes[2] * 191;
    if (v191 % 3 == 2) {
        acc += v191;
        if (acc > 191) child<<<(v191 & 15) + 1, 32>>>(out, acc, v191);
    }
    int v192 = v191 + sizes[3] * 192;
    if (v192 % 3 == 0) {
        acc += v192;
        if (acc > 192) child<<<(v192 & 15) + 1, 32>>>(out, acc, v192);
    }
    int v193 = v192 + sizes[4] * 193;
    if (v193 % 3 == 1) {
        acc += v193;
        if (acc > 193) child<<<(v193 & 15) + 1, 32>>>(out, acc, v193);
    }
    int v194 = v193 + sizes[5] * 194;
    if (v194 % 3 == 2) {
        acc += v194;
        if (acc > 194) child<<<(v194 & 15) + 1, 32>>>(out, acc, v194);
    }
    int v195 = v194 + sizes[6] * 195;
    if (v195 % 3 == 0) {
        acc += v195;
        if (acc > 195) child<<<(v195 & 15) + 1, 32>>>(out, acc, v195);
    }
    int v196 = v195 + sizes[0] * 196;
    if (v196 % 3 == 1) {
        acc += v196;
        if (acc > 196) child<<<(v196 & 15) + 1, 32>>>(out, acc, v196);
    }
    int v197 = v196 + sizes[1] * 197;
    if (v197 % 3 == 2) {
        acc += v197;
        if (acc > 197) child<<<(v197 & 15) + 1, 32>>>(out, acc, v197);
    }
    int v198 = v197 + sizes[2] * 198;
    if (v198 % 3 == 0) {
        acc += v198;
        if (acc > 198) child<<<(v198 & 15) + 1, 32>>>(out, acc, v198);
    }
    int v199 = v198 + sizes[3] * 199;
    if (v199 % 3 == 1) {
        acc += v199;
        if (acc > 199) child<<<(v199 & 15) + 1, 32>>>(out, acc, v199);
    }
    int v200 = v199 + sizes[4] * 200;
    if (v200 % 3 == 2) {
        acc += v200;
        if (acc > 200) child<<<(v200 & 15) + 1, 32>>>(out, acc, v200);
    }
    int v201 = v200 + sizes[5] * 201;
    if (v201 % 3 == 0) {
        acc += v201;
        if (acc > 201) child<<<(v201 & 15) + 1, 32>>>(out, acc, v201);
    }
    int v202 = v201 + sizes[6] * 202;
    if (v202 % 3 == 1) {
        acc += v202;
        if (acc > 202) child<<<(v202 & 15) + 1, 32>>>(out, acc, v202);
    }
    int v203 = v202 + sizes[0] * 203;
    if (v203 % 3 == 2) {
        acc += v203;
        if (acc > 203) child<<<(v203 & 15) + 1, 32>>>(out, acc, v203);
    }
    int v204 = v203 + sizes[1] * 204;
    if (v204 % 3 == 0) {
        acc += v204;
        if (acc > 204) child<<<(v204 & 15) + 1, 32>>>(out, acc, v204);
    }
    int v205 = v204 + sizes[2] * 205;
    if (v205 % 3 == 1) {
        acc += v205;
        if (acc > 205) child<<<(v205 & 15) + 1, 32>>>(out, acc, v205);
    }
    int v206 = v205 + sizes[3] * 206;
    if (v206 % 3 == 2) {
        acc += v206;
        if (acc > 206) child<<<(v206 & 15) + 1, 32>>>(out, acc, v206);
    }
    int v207 = v206 + sizes[4] * 207;
    if (v207 % 3 == 0) {
        acc += v207;
        if (acc > 207) child<<<(v207 & 15) + 1, 32>>>(out, acc, v207);
    }
    int v208 = v207 + sizes[5] * 208;
    if (v208 % 3 == 1) {
        acc += v208;
        if (acc > 208) child<<<(v208 & 15) + 1, 32>>>(out, acc, v208);
    }
    int v209 = v208 + sizes[6] * 209;
    if (v209 % 3 == 2) {
        acc += v209;
        if (acc > 209) child<<<(v209 & 15) + 1, 32>>>(out, acc, v209);
    }
    int v210 = v209 + sizes[0] * 210;
    if (v210 % 3 == 0) {
        acc += v210;
        if (acc > 210) child<<<(v210 & 15) + 1, 32>>>(out, acc, v210);
    }
    int v211 = v210 + sizes[1] * 211;
    if (v211 % 3 == 1) {
        acc += v211;
        if (acc > 211) child<<<(v211 & 15) + 1, 32>>>(out, acc, v211);
    }
    int v212 = v211 + sizes[2] * 212;
    if (v212 % 3 == 2) {
        acc += v212;
        if (acc > 212) child<<<(v212 & 15) + 1, 32>>>(out, acc, v212);
    }
    int v213 = v212 + sizes[3] * 213;
    if (v213 % 3 == 0) {
        acc += v213;
        if (acc > 213) child<<<(v213 & 15) + 1, 32>>>(out, acc, v213);
    }
    int v214 = v213 + sizes[4] * 214;
    if (v214 % 3 == 1) {
        acc += v214;
        if (acc > 214) child<<<(v214 & 15) + 1, 32>>>(out, acc, v214);
    }
    int v215 = v214 + sizes[5] * 215;
    if (v215 % 3 == 2) {
        acc += v215;
        if (acc > 215) child<<<(v215 & 15) + 1, 32>>>(out, acc, v215);
    }
    int v216 = v215 + sizes[6] * 216;
    if (v216 % 3 == 0) {
        acc += v216;
        if (acc > 216) child<<<(v216 & 15) + 1, 32>>>(out, acc, v216);
    }
    int v217 = v216 + sizes[0] * 217;
    if (v217 % 3 == 1) {
        acc += v217;
        if (acc > 217) child<<<(v217 & 15) + 1, 32>>>(out, acc, v217);
    }
    int v218 = v217 + sizes[1] * 218;
    if (v218 % 3 == 2) {
        acc += v218;
        if (acc > 218) child<<<(v218 & 15) + 1, 32>>>(out, acc, v218);
    }
    int v219 = v218 + sizes[2] * 219;
    if (v219 % 3 == 0) {
        acc += v219;
        if (acc > 219) child<<<(v219 & 15) + 1, 32>>>(out, acc, v219);
    }
    int v220 = v219 + sizes[3] * 220;
    if (v220 % 3 == 1) {
        acc += v220;
        if (acc > 220) child<<<(v220 & 15) + 1, 32>>>(out, acc, v220);
    }
    int v221 = v220 + sizes[4] * 221;
    if (v221 % 3 == 2) {
        acc += v221;
        if (acc > 221) child<<<(v221 & 15) + 1, 32>>>(out, acc, v221);
    }
    int v222 = v221 + sizes[5] * 222;
    if (v222 % 3 == 0) {
        acc += v222;
        if (acc > 222) child<<<(v222 & 15) + 1, 32>>>(out, acc, v222);
    }
    int v223 = v222 + sizes[6] * 223;
    if (v223 % 3 == 1) {
        acc += v223;
        if (acc > 223) child<<<(v223 & 15) + 1, 32>>>(out, acc, v223);
    }
    int v224 = v223 + sizes[0] * 224;
    if (v224 % 3 == 2) {
        acc += v224;
        if (acc > 224) child<<<(v224 & 15) + 1, 32>>>(out, acc, v224);
    }
    int v225 = v224 + sizes[1] * 225;
    if (v225 % 3 == 0) {
        acc += v225;
        if (acc > 225) child<<<(v225 & 15) + 1, 32>>>(out, acc, v225);
    }
    int v226 = v225 + sizes[2] * 226;
    if (v226 % 3 == 1) {
        acc += v226;
        if (acc > 226) child<<<(v226 & 15) + 1, 32>>>(out, acc, v226);
    }
    int v227 = v226 + sizes[3] * 227;
    if (v227 % 3 == 2) {
        acc += v227;
        if (acc > 227) child<<<(v227 & 15) + 1, 32>>>(out, acc, v227);
    }
    int v228 = v227 + sizes[4] * 228;
    if (v228 % 3 == 0) {
        acc += v228;
        if (acc > 228) child<<<(v228 & 15) + 1, 32>>>(out, acc, v228);
    }
    int v229 = v228 + sizes[5] * 229;
    if (v229 % 3 == 1) {
        acc += v229;
        if (acc > 229) child<<<(v229 & 15) + 1, 32>>>(out, acc, v229);
    }
    int v230 = v229 + sizes[6] * 230;
    if (v230 % 3 == 2) {
        acc += v230;
        if (acc > 230) child<<<(v230 & 15) + 1, 32>>>(out, acc, v230);
    }
    int v231 = v230 + sizes[0] * 231;
    if (v231 % 3 == 0) {
        acc += v231;
        if (acc > 231) child<<<(v231 & 15) + 1, 32>>>(out, acc, v231);
    }
    int v232 = v231 + sizes[1] * 232;
    if (v232 % 3 == 1) {
        acc += v232;
        if (acc > 232) child<<<(v232 & 15) + 1, 32>>>(out, acc, v232);
    }
    int v233 = v232 + sizes[2] * 233;
    if (v233 % 3 == 2) {
        acc += v233;
        if (acc > 233) child<<<(v233 & 15) + 1, 32>>>(out, acc, v233);
    }
    int v234 = v233 + sizes[3] * 234;
    if (v234 % 3 == 0) {
        acc += v234;
        if (acc > 234) child<<<(v234 & 15) + 1, 32>>>(out, acc, v234);
    }
    int v235 = v234 + sizes[4] * 235;
    if (v235 % 3 == 1) {
        acc += v235;
        if (acc > 235) child<<<(v235 & 15) + 1, 32>>>(out, acc, v235);
    }
    int v236 = v235 + sizes[5] * 236;
    if (v236 % 3 == 2) {
        acc += v236;
        if (acc > 236) child<<<(v236 & 15) + 1, 32>>>(out, acc, v236);
    }
    int v237 = v236 + sizes[6] * 237;
    if (v237 % 3 == 0) {
        acc += v237;
        if (acc > 237) child<<<(v237 & 15) + 1, 32>>>(out, acc, v237);
    }
    int v238 = v237 + sizes[0] * 238;
    if (v238 % 3 == 1) {
        acc += v238;
        if (acc > 238) child<<<(v238 & 15) + 1, 32>>>(out, acc, v238);
    }
    int v239 = v238 + sizes[1] * 239;
    if (v239 % 3 == 2) {
        acc += v239;
        if (acc > 239) child<<<(v239 & 15) + 1, 32>>>(out, acc, v239);
    }
    int v240 = v239 + sizes[2] * 240;
    if (v240 % 3 == 0) {
        acc += v240;
        if (acc > 240) child<<<(v240 & 15) + 1, 32>>>(out, acc, v240);
    }
    int v241 = v240 + sizes[3] * 241;
    if (v241 % 3 == 1) {
        acc += v241;
        if (acc > 241) child<<<(v241 & 15) + 1, 32>>>(out, acc, v241);
    }
    int v242 = v241 + sizes[4] * 242;
    if (v242 % 3 == 2) {
        acc += v242;
        if (acc > 242) child<<<(v242 & 15) + 1, 32>>>(out, acc, v242);
    }
    int v243 = v242 + sizes[5] * 243;
    if (v243 % 3 == 0) {
        acc += v243;
        if (acc > 243) child<<<(v243 & 15) + 1, 32>>>(out, acc, v243);
    }
    int v244 = v243 + sizes[6] * 244;
    if (v244 % 3 == 1) {
        acc += v244;
        if (acc > 244) child<<<(v244 & 15) + 1, 32>>>(out, acc, v244);
    }
    int v245 = v244 + sizes[0] * 245;
    if (v245 % 3 == 2) {
        acc += v245;
        if (acc > 245) child<<<(v245 & 15) + 1, 32>>>(out, acc, v245);
    }
    int v246 = v245 + sizes[1] * 246;
    if (v246 % 3 == 0) {
        acc += v246;
        if (acc > 246) child<<<(v246 & 15) + 1, 32>>>(out, acc, v246);
    }
    int v247 = v246 + sizes[2] * 247;
    if (v247 % 3 == 1) {
        acc += v247;
        if (acc > 247) child<<<(v247 & 15) + 1, 32>>>(out, acc, v247);
    }
    int v248 = v247 + sizes[3] * 248;
    if (v248 % 3 == 2) {
        acc += v248;
        if (acc > 248) child<<<(v248 & 15) + 1, 32>>>(out, acc, v248);
    }
    int v249 = v248 + sizes[4] * 249;
    if (v249 % 3 == 0) {
        acc += v249;
        if (acc > 249) child<<<(v249 & 15) + 1, 32>>>(out, acc, v249);
    }
    int v250 = v249 + sizes[5] * 250;
    if (v250 % 3 == 1) {
        acc += v250;
        if (acc > 250) child<<<(v250 & 15) + 1, 32>>>(out, acc, v250);
    }
    int v251 = v250 + sizes[6] * 251;
    if (v251 % 3 == 2) {
        acc += v251;
        if (acc > 251) child<<<(v251 & 15) + 1, 32>>>(out, acc, v251);
    }
    int v252 = v251 + sizes[0] * 252;
    if (v252 % 3 == 0) {
        acc += v252;
        if (acc > 252) child<<<(v252 & 15) + 1, 32>>>(out, acc, v252);
    }
    int v253 = v252 + sizes[1] * 253;
    if (v253 % 3 == 1) {
        acc += v253;
        if (acc > 253) child<<<(v253 & 15) + 1, 32>>>(out, acc, v253);
    }
    int v254 = v253 + sizes[2] * 254;
    if (v254 % 3 == 2) {
        acc += v254;
        if (acc > 254) child<<<(v254 & 15) + 1, 32>>>(out, acc, v254);
    }
    int v255 = v254 + sizes[3] * 255;
    if (v255 % 3 == 0) {
        acc += v255;
        if (acc > 255) child<<<(v255 & 15) + 1, 32>>>(out, acc, v255);
    }
    int v256 = v255 + sizes[4] * 256;
    if (v256 % 3 == 1) {
        acc += v256;
        if (acc > 256) child<<<(v256 & 15) + 1, 32>>>(out, acc, v256);
    }
    int v257 = v256 + sizes[5] * 257;
    if (v257 % 3 == 2) {
        acc += v257;
        if (acc > 257) child<<<(v257 & 15) + 1, 32>>>(out, acc, v257);
    }
    int v258 = v257 + sizes[6] * 258;
    if (v258 % 3 == 0) {
        acc += v258;
        if (acc > 258) child<<<(v258 & 15) + 1, 32>>>(out, acc, v258);
    }
    int v259 = v258 + sizes[0] * 259;
    if (v259 % 3 == 1) {
        acc += v259;
        if (acc > 259) child<<<(v259 & 15) + 1, 32>>>(out, acc, v259);
    }
    int v260 = v259 + sizes[1] * 260;
    if (v260 % 3 == 2) {
        acc += v260;
        if (acc > 260) child<<<(v260 & 15) + 1, 32>>>(out, acc, v260);
    }
    int v261 = v260 + sizes[2] * 261;
    if (v261 % 3 == 0) {
        acc += v261;
        if (acc > 261) child<<<(v261 & 15) + 1, 32>>>(out, acc, v261);
    }
    int v262 = v261 + sizes[3] * 262;
    if (v262 % 3 == 1) {
        acc += v262;
        if (acc > 262) child<<<(v262 & 15) + 1, 32>>>(out, acc, v262);
    }
    int v263 = v262 + sizes[4] * 263;
    if (v263 % 3 == 2) {
        acc += v263;
        if (acc > 263) child<<<(v263 & 15) + 1, 32>>>(out, acc, v263);
    }
    int v264 = v263 + sizes[5] * 264;
    if (v264 % 3 == 0) {
        acc += v264;
        if (acc > 264) child<<<(v264 & 15) + 1, 32>>>(out, acc, v264);
    }
    int v265 = v264 + sizes[6] * 265;
    if (v265 % 3 == 1) {
        acc += v265;
        if (acc > 265) child<<<(v265 & 15) + 1, 32>>>(out, acc, v265);
    }
    int v266 = v265 + sizes[0] * 266;
    if (v266 % 3 == 2) {
        acc += v266;
        if (acc > 266) child<<<(v266 & 15) + 1, 32>>>(out, acc, v266);
    }
    int v267 = v266 + sizes[1] * 267;
    if (v267 % 3 == 0) {
        acc += v267;
        if (acc > 267) child<<<(v267 & 15) + 1, 32>>>(out, acc, v267);
    }
    int v268 = v267 + sizes[2] * 268;
    if (v268 % 3 == 1) {
        acc += v268;
        if (acc > 268) child<<<(v268 & 15) + 1, 32>>>(out, acc, v268);
    }
    int v269 = v268 + sizes[3] * 269;
    if (v269 % 3 == 2) {
        acc += v269;
        if (acc > 269) child<<<(v269 & 15) + 1, 32>>>(out, acc, v269);
    }
    int v270 = v269 + sizes[4] * 270;
    if (v270 % 3 == 0) {
        acc += v270;
        if (acc > 270) child<<<(v270 & 15) + 1, 32>>>(out, acc, v270);
    }
    int v271 = v270 + sizes[5] * 271;
    if (v271 % 3 == 1) {
        acc += v271;
        if (acc > 271) child<<<(v271 & 15) + 1, 32>>>(out, acc, v271);
    }
    int v272 = v271 + sizes[6] * 272;
    if (v272 % 3 == 2) {
        acc += v272;
        if (acc > 272) child<<<(v272 & 15) + 1, 32>>>(out, acc, v272);
    }
    int v273 = v272 + sizes[0] * 273;
    if (v273 % 3 == 0) {
        acc += v273;
        if (acc > 273) child<<<(v273 & 15) + 1, 32>>>(out, acc, v273);
    }
    int v274 = v273 + sizes[1] * 274;
    if (v274 % 3 == 1) {
        acc += v274;
        if (acc > 274) child<<<(v274 & 15) + 1, 32>>>(out, acc, v274);
    }
    int v275 = v274 + sizes[2] * 275;
    if (v275 % 3 == 2) {
        acc += v275;
        if (acc > 275) child<<<(v275 & 15) + 1, 32>>>(out, acc, v275);
    }
    int v276 = v275 + sizes[3] * 276;
    if (v276 % 3 == 0) {
        acc += v276;
        if (acc > 276) child<<<(v276 & 15) + 1, 32>>>(out, acc, v276);
    }
    int v277 = v276 + sizes[4] * 277;
    if (v277 % 3 == 1) {
        acc += v277;
        if (acc > 277) child<<<(v277 & 15) + 1, 32>>>(out, acc, v277);
    }
    int v278 = v277 + sizes[5] * 278;
    if (v278 % 3 == 2) {
        acc += v278;
        if (acc > 278) child<<<(v278 & 15) + 1, 32>>>(out, acc, v278);
    }
    int v279 = v278 + sizes[6] * 279;
    if (v279 % 3 == 0) {
        acc += v279;
        if (acc > 279) child<<<(v279 & 15) + 1, 32>>>(out, acc, v279);
    }
    int v280 = v279 + sizes[0] * 280;
    if (v280 % 3 == 1) {
        acc += v280;
        if (acc > 280) child<<<(v280 & 15) + 1, 32>>>(out, acc, v280);
    }
    int v281 = v280 + sizes[1] * 281;
    if (v281 % 3 == 2) {
        acc += v281;
        if (acc > 281) child<<<(v281 & 15) + 1, 32>>>(out, acc, v281);
    }
    int v282 = v281 + sizes[2] * 282;
    if (v282 % 3 == 0) {
        acc += v282;
        if (acc > 282) child<<<(v282 & 15) + 1, 32>>>(out, acc, v282);
    }
    int v283 = v282 + sizes[3] * 283;
    if (v283 % 3 == 1) {
        acc += v283;
        if (acc > 283) child<<<(v283 & 15) + 1, 32>>>(out, acc, v283);
    }
    int v284 = v283 + sizes[4] * 284;
    if (v284 % 3 == 2) {
        acc += v284;
        if (acc > 284) child<<<(v284 & 15) + 1, 32>>>(out, acc, v284);
    }
    int v285 = v284 + sizes[5] * 285;
    if (v285 % 3 == 0) {
        acc += v285;
        if (acc > 285) child<<<(v285 & 15) + 1, 32>>>(out, acc, v285);
    }
    int v286 = v285 + sizes[6] * 286;
    if (v286 % 3 == 1) {
        acc += v286;
        if (acc > 286) child<<<(v286 & 15) + 1, 32>>>(out, acc, v286);
    }
    int v287 = v286 + sizes[0] * 287;
    if (v287 % 3 == 2) {
        acc += v287;
        if (acc > 287) child<<<(v287 & 15) + 1, 32>>>(out, acc, v287);
    }
    int v288 = v287 + sizes[1] * 288;
    if (v288 % 3 == 0) {
        acc += v288;
        if (acc > 288) child<<<(v288 & 15) + 1, 32>>>(out, acc, v288);
    }
    int v289 = v288 + sizes[2] * 289;
    if (v289 % 3 == 1) {
        acc += v289;
        if (acc > 289) child<<<(v289 & 15) + 1, 32>>>(out, acc, v289);
    }
    int v290 = v289 + sizes[3] * 290;
    if (v290 % 3 == 2) {
        acc += v290;
        if (acc > 290) child<<<(v290 & 15) + 1, 32>>>(out, acc, v290);
    }
    int v291 = v290 + sizes[4] * 291;
    if (v291 % 3 == 0) {
        acc += v291;
        if (acc > 291) child<<<(v291 & 15) + 1, 32>>>(out, acc, v291);
    }
    int v292 = v291 + sizes[5] * 292;
    if (v292 % 3 == 1) {
        acc += v292;
        if (acc > 292) child<<<(v292 & 15) + 1, 32>>>(out, acc, v292);
    }
    int v293 = v292 + sizes[6] * 293;
    if (v293 % 3 == 2) {
        acc += v293;
        if (acc > 293) child<<<(v293 & 15) + 1, 32>>>(out, acc, v293);
    }
    int v294 = v293 + sizes[0] * 294;
    if (v294 % 3 == 0) {
        acc += v294;
        if (acc > 294) child<<<(v294 & 15) + 1, 32>>>(out, acc, v294);
    }
    int v295 = v294 + sizes[1] * 295;
    if (v295 % 3 == 1) {
        acc += v295;
        if (acc > 295) child<<<(v295 & 15) + 1, 32>>>(out, acc, v295);
    }
    int v296 = v295 + sizes[2] * 296;
    if (v296 % 3 == 2) {
        acc += v296;
        if (acc > 296) child<<<(v296 & 15) + 1, 32>>>(out, acc, v296);
    }
    int v297 = v296 + sizes[3] * 297;
    if (v297 % 3 == 0) {
        acc += v297;
        if (acc > 297) child<<<(v297 & 15) + 1, 32>>>(out, acc, v297);
    }
    int v298 = v297 + sizes[4] * 298;
    if (v298 % 3 == 1) {
        acc += v298;
        if (acc > 298) child<<<(v298 & 15) + 1, 32>>>(out, acc, v298);
    }
    int v299 = v298 + sizes[5] * 299;
    if (v299 % 3 == 2) {
        acc += v299;
        if (acc > 299) child<<<(v299 & 15) + 1, 32>>>(out, acc, v299);
    }
    int v300 = v299 + sizes[6] * 300;
    if (v300 % 3 == 0) {
        acc += v300;
        if (acc > 300) child<<<(v300 & 15) + 1, 32>>>(out, acc, v300);
    }
    int v301 = v300 + sizes[0] * 301;
    if (v301 % 3 == 1) {
        acc += v301;
        if (acc > 301) child<<<(v301 & 15) + 1, 32>>>(out, acc, v301);
    }
    int v302 = v301 + sizes[1] * 302;
    if (v302 % 3 == 2) {
        acc += v302;
        if (acc > 302) child<<<(v302 & 15) + 1, 32>>>(out, acc, v302);
    }
    int v303 = v302 + sizes[2] * 303;
    if (v303 % 3 == 0) {
        acc += v303;
        if (acc > 303) child<<<(v303 & 15) + 1, 32>>>(out, acc, v303);
    }
    int v304 = v303 + sizes[3] * 304;
    if (v304 % 3 == 1) {
        acc += v304;
        if (acc > 304) child<<<(v304 & 15) + 1, 32>>>(out, acc, v304);
    }
    int v305 = v304 + sizes[4] * 305;
    if (v305 % 3 == 2) {
        acc += v305;
        if (acc > 305) child<<<(v305 & 15) + 1, 32>>>(out, acc, v305);
    }
    int v306 = v305 + sizes[5] * 306;
    if (v306 % 3 == 0) {
        acc += v306;
        if (acc > 306) child<<<(v306 & 15) + 1, 32>>>(out, acc, v306);
    }
    int v307 = v306 + sizes[6] * 307;
    if (v307 % 3 == 1) {
        acc += v307;
        if (acc > 307) child<<<(v307 & 15) + 1, 32>>>(out, acc, v307);
    }
    int v308 = v307 + sizes[0] * 308;
    if (v308 % 3 == 2) {
        acc += v308;
        if (acc > 308) child<<<(v308 & 15) + 1, 32>>>(out, acc, v308);
    }
    int v309 = v308 + sizes[1] * 309;
    if (v309 % 3 == 0) {
        acc += v309;
        if (acc > 309) child<<<(v309 & 15) + 1, 32>>>(out, acc, v309);
    }
    int v310 = v309 + sizes[2] * 310;
    if (v310 % 3 == 1) {
        acc += v310;
        if (acc > 310) child<<<(v310 & 15) + 1, 32>>>(out, acc, v310);
    }
    int v311 = v310 + sizes[3] * 311;
    if (v311 % 3 == 2) {
        acc += v311;
        if (acc > 311) child<<<(v311 & 15) + 1, 32>>>(out, acc, v311);
    }
    int v312 = v311 + sizes[4] * 312;
    if (v312 % 3 == 0) {
        acc += v312;
        if (acc > 312) child<<<(v312 & 15) + 1, 32>>>(out, acc, v312);
    }
    int v313 = v312 + sizes[5] * 313;
    if (v313 % 3 == 1) {
        acc += v313;
        if (acc > 313) child<<<(v313 & 15) + 1, 32>>>(out, acc, v313);
    }
    int v314 = v313 + sizes[6] * 314;
    if (v314 % 3 == 2) {
        acc += v314;
        if (acc > 314) child<<<(v314 & 15) + 1, 32>>>(out, acc, v314);
    }
    int v315 = v314 + sizes[0] * 315;
    if (v315 % 3 == 0) {
        acc += v315;
        if (acc > 315) child<<<(v315 & 15) + 1, 32>>>(out, acc, v315);
    }
    int v316 = v315 + sizes[1] * 316;
    if (v316 % 3 == 1) {
        acc += v316;
        if (acc > 316) child<<<(v316 & 15) + 1, 32>>>(out, acc, v316);
    }
    int v317 = v316 + sizes[2] * 317;
    if (v317 % 3 == 2) {
        acc += v317;
        if (acc > 317) child<<<(v317 & 15) + 1, 32>>>(out, acc, v317);
    }
    int v318 = v317 + sizes[3] * 318;
    if (v318 % 3 == 0) {
        acc += v318;
        if (acc > 318) child<<<(v318 & 15) + 1, 32>>>(out, acc, v318);
    }
    int v319 = v318 + sizes[4] * 319;
    if (v319 % 3 == 1) {
        acc += v319;
        if (acc > 319) child<<<(v319 & 15) + 1, 32>>>(out, acc, v319);
    }
    int v320 = v319 + sizes[5] * 320;
    if (v320 % 3 == 2) {
        acc += v320;
        if (acc > 320) child<<<(v320 & 15) + 1, 32>>>(out, acc, v320);
    }
    int v321 = v320 + sizes[6] * 321;
    if (v321 % 3 == 0) {
        acc += v321;
        if (acc > 321) child<<<(v321 & 15) + 1, 32>>>(out, acc, v321);
    }
    int v322 = v321 + sizes[0] * 322;
    if (v322 % 3 == 1) {
        acc += v322;
        if (acc > 322) child<<<(v322 & 15) + 1, 32>>>(out, acc, v322);
    }
    int v323 = v322 + sizes[1] * 323;
    if (v323 % 3 == 2) {
        acc += v323;
        if (acc > 323) child<<<(v323 & 15) + 1, 32>>>(out, acc, v323);
    }
    int v324 = v323 + sizes[2] * 324;
    if (v324 % 3 == 0) {
        acc += v324;
        if (acc > 324) child<<<(v324 & 15) + 1, 32>>>(out, acc, v324);
    }
    int v325 = v324 + sizes[3] * 325;
    if (v325 % 3 == 1) {
        acc += v325;
        if (acc > 325) child<<<(v325 & 15) + 1, 32>>>(out, acc, v325);
    }
    int v326 = v325 + sizes[4] * 326;
    if (v326 % 3 == 2) {
        acc += v326;
        if (acc > 326) child<<<(v326 & 15) + 1, 32>>>(out, acc, v326);
    }
    int v327 = v326 + sizes[5] * 327;
    if (v327 % 3 == 0) {
        acc += v327;
        if (acc > 327) child<<<(v327 & 15) + 1, 32>>>(out, acc, v327);
    }
    int v328 = v327 + sizes[6] * 328;
    if (v328 % 3 == 1) {
        acc += v328;
        if (acc > 328) child<<<(v328 & 15) + 1, 32>>>(out, acc, v328);
    }
    int v329 = v328 + sizes[0] * 329;
    if (v329 % 3 == 2) {
        acc += v329;
        if (acc > 329) child<<<(v329 & 15) + 1, 32>>>(out, acc, v329);
    }
    int v330 = v329 + sizes[1] * 330;
    if (v330 % 3 == 0) {
        acc += v330;
        if (acc > 330) child<<<(v330 & 15) + 1, 32>>>(out, acc, v330);
    }
    int v331 = v330 + sizes[2] * 331;
    if (v331 % 3 == 1) {
        acc += v331;
        if (acc > 331) child<<<(v331 & 15) + 1, 32>>>(out, acc, v331);
    }
    int v332 = v331 + sizes[3] * 332;
    if (v332 % 3 == 2) {
        acc += v332;
        if (acc > 332) child<<<(v332 & 15) + 1, 32>>>(out, acc, v332);
    }
    int v333 = v332 + sizes[4] * 333;
    if (v333 % 3 == 0) {
        acc += v333;
        if (acc > 333) child<<<(v333 & 15) + 1, 32>>>(out, acc, v333);
    }
    int v334 = v333 + sizes[5] * 334;
    if (v334 % 3 == 1) {
        acc += v334;
        if (acc > 334) child<<<(v334 & 15) + 1, 32>>>(out, acc, v334);
    }
    int v335 = v334 + sizes[6] * 335;
    if (v335 % 3 == 2) {
        acc += v335;
        if (acc > 335) child<<<(v335 & 15) + 1, 32>>>(out, acc, v335);
    }
    int v336 = v335 + sizes[0] * 336;
    if (v336 % 3 == 0) {
        acc += v336;
        if (acc > 336) child<<<(v336 & 15) + 1, 32>>>(out, acc, v336);
    }
    int v337 = v336 + sizes[1] * 337;
    if (v337 % 3 == 1) {
        acc += v337;
        if (acc > 337) child<<<(v337 & 15) + 1, 32>>>(out, acc, v337);
    }
    int v338 = v337 + sizes[2] * 338;
    if (v338 % 3 == 2) {
        acc += v338;
        if (acc > 338) child<<<(v338 & 15) + 1, 32>>>(out, acc, v338);
    }
    int v339 = v338 + sizes[3] * 339;
    if (v339 % 3 == 0) {
        acc += v339;
        if (acc > 339) child<<<(v339 & 15) + 1, 32>>>(out, acc, v339);
    }
    int v340 = v339 + sizes[4] * 340;
    if (v340 % 3 == 1) {
        acc += v340;
        if (acc > 340) child<<<(v340 & 15) + 1, 32>>>(out, acc, v340);
    }
    int v341 = v340 + sizes[5] * 341;
    if (v341 % 3 == 2) {
        acc += v341;
        if (acc > 341) child<<<(v341 & 15) + 1, 32>>>(out, acc, v341);
    }
    int v342 = v341 + sizes[6] * 342;
    if (v342 % 3 == 0) {
        acc += v342;
        if (acc > 342) child<<<(v342 & 15) + 1, 32>>>(out, acc, v342);
    }
    int v343 = v342 + sizes[0] * 343;
    if (v343 % 3 == 1) {
        acc += v343;
        if (acc > 343) child<<<(v343 & 15) + 1, 32>>>(out, acc, v343);
    }
    int v344 = v343 + sizes[1] * 344;
    if (v344 % 3 == 2) {
        acc += v344;
        if (acc > 344) child<<<(v344 & 15) + 1, 32>>>(out, acc, v344);
    }
    int v345 = v344 + sizes[2] * 345;
    if (v345 % 3 == 0) {
        acc += v345;
        if (acc > 345) child<<<(v345 & 15) + 1, 32>>>(out, acc, v345);
    }
    int v346 = v345 + sizes[3] * 346;
    if (v346 % 3 == 1) {
        acc += v346;
        if (acc > 346) child<<<(v346 & 15) + 1, 32>>>(out, acc, v346);
    }
    int v347 = v346 + sizes[4] * 347;
    if (v347 % 3 == 2) {
        acc += v347;
        if (acc > 347) child<<<(v347 & 15) + 1, 32>>>(out, acc, v347);
    }
    int v348 = v347 + sizes[5] * 348;
    if (v348 % 3 == 0) {
        acc += v348;
        if (acc > 348) child<<<(v348 & 15) + 1, 32>>>(out, acc, v348);
    }
    int v349 = v348 + sizes[6] * 349;
    if (v349 % 3 == 1) {
        acc += v349;
        if (acc > 349) child<<<(v349 & 15) + 1, 32>>>(out, acc, v349);
    }
    int v350 = v349 + sizes[0] * 350;
    if (v350 % 3 == 2) {
        acc += v350;
        if (acc > 350) child<<<(v350 & 15) + 1, 32>>>(out, acc, v350);
    }
    int v351 = v350 + sizes[1] * 351;
    if (v351 % 3 == 0) {
        acc += v351;
        if (acc > 351) child<<<(v351 & 15) + 1, 32>>>(out, acc, v351);
    }
    int v352 = v351 + sizes[2] * 352;
    if (v352 % 3 == 1) {
        acc += v352;
        if (acc > 352) child<<<(v352 & 15) + 1, 32>>>(out, acc, v352);
    }
    int v353 = v352 + sizes[3] * 353;
    if (v353 % 3 == 2) {
        acc += v353;
        if (acc > 353) child<<<(v353 & 15) + 1, 32>>>(out, acc, v353);
    }
    int v354 = v353 + sizes[4] * 354;
    if (v354 % 3 == 0) {
        acc += v354;
        if (acc > 354) child<<<(v354 & 15) + 1, 32>>>(out, acc, v354);
    }
    int v355 = v354 + sizes[5] * 355;
    if (v355 % 3 == 1) {
        acc += v355;
        if (acc > 355) child<<<(v355 & 15) + 1, 32>>>(out, acc, v355);
    }
    int v356 = v355 + sizes[6] * 356;
    if (v356 % 3 == 2) {
        acc += v356;
        if (acc > 356) child<<<(v356 & 15) + 1, 32>>>(out, acc, v356);
    }
    int v357 = v356 + sizes[0] * 357;
    if (v357 % 3 == 0) {
        acc += v357;
        if (acc > 357) child<<<(v357 & 15) + 1, 32>>>(out, acc, v357);
    }
    int v358 = v357 + sizes[1] * 358;
    if (v358 % 3 == 1) {
        acc += v358;
        if (acc > 358) child<<<(v358 & 15) + 1, 32>>>(out, acc, v358);
    }
    int v359 = v358 + sizes[2] * 359;
    if (v359 % 3 == 2) {
        acc += v359;
        if (acc > 359) child<<<(v359 & 15) + 1, 32>>>(out, acc, v359);
    }
    int v360 = v359 + sizes[3] * 360;
    if (v360 % 3 == 0) {
        acc += v360;
        if (acc > 360) child<<<(v360 & 15) + 1, 32>>>(out, acc, v360);
    }
    int v361 = v360 + sizes[4] * 361;
    if (v361 % 3 == 1) {
        acc += v361;
        if (acc > 361) child<<<(v361 & 15) + 1, 32>>>(out, acc, v361);
    }
    int v362 = v361 + sizes[5] * 362;
    if (v362 % 3 == 2) {
        acc += v362;
        if (acc > 362) child<<<(v362 & 15) + 1, 32>>>(out, acc, v362);
    }
    int v363 = v362 + sizes[6] * 363;
    if (v363 % 3 == 0) {
        acc += v363;
        if (acc > 363) child<<<(v363 & 15) + 1, 32>>>(out, acc, v363);
    }
    int v364 = v363 + sizes[0] * 364;
    if (v364 % 3 == 1) {
        acc += v364;
        if (acc > 364) child<<<(v364 & 15) + 1, 32>>>(out, acc, v364);
    }
    int v365 = v364 + sizes[1] * 365;
    if (v365 % 3 == 2) {
        acc += v365;
        if (acc > 365) child<<<(v365 & 15) + 1, 32>>>(out, acc, v365);
    }
    int v366 = v365 + sizes[2] * 366;
    if (v366 % 3 == 0) {
        acc += v366;
        if (acc > 366) child<<<(v366 & 15) + 1, 32>>>(out, acc, v366);
    }
    int v367 = v366 + sizes[3] * 367;
    if (v367 % 3 == 1) {
        acc += v367;
        if (acc > 367) child<<<(v367 & 15) + 1, 32>>>(out, acc, v367);
    }
    int v368 = v367 + sizes[4] * 368;
    if (v368 % 3 == 2) {
        acc += v368;
        if (acc > 368) child<<<(v368 & 15) + 1, 32>>>(out, acc, v368);
    }
    int v369 = v368 + sizes[5] * 369;
    if (v369 % 3 == 0) {
        acc += v369;
        if (acc > 369) child<<<(v369 & 15) + 1, 32>>>(out, acc, v369);
    }
    int v370 = v369 + sizes[6] * 370;
    if (v370 % 3 == 1) {
        acc += v370;
        if (acc > 370) child<<<(v370 & 15) + 1, 32>>>(out, acc, v370);
    }
    int v371 = v370 + sizes[0] * 371;
    if (v371 % 3 == 2) {
        acc += v371;
        if (acc > 371) child<<<(v371 & 15) + 1, 32>>>(out, acc, v371);
    }
    int v372 = v371 + sizes[1] * 372;
    if (v372 % 3 == 0) {
        acc += v372;
        if (acc > 372) child<<<(v372 & 15) + 1, 32>>>(out, acc, v372);
    }
    int v373 = v372 + sizes[2] * 373;
    if (v373 % 3 == 1) {
        acc += v373;
        if (acc > 373) child<<<(v373 & 15) + 1, 32>>>(out, acc, v373);
    }
    int v374 = v373 + sizes[3] * 374;
    if (v374 % 3 == 2) {
        acc += v374;
        if (acc > 374) child<<<(v374 & 15) + 1, 32>>>(out, acc, v374);
    }
    int v375 = v374 + sizes[4] * 375;
    if (v375 % 3 == 0) {
        acc += v375;
        if (acc > 375) child<<<(v375 & 15) + 1, 32>>>(out, acc, v375);
    }
    int v376 = v375 + sizes[5] * 376;
    if (v376 % 3 == 1) {
        acc += v376;
        if (acc > 376) child<<<(v376 & 15) + 1, 32>>>(out, acc, v376);
    }
    int v377 = v376 + sizes[6] * 377;
    if (v377 % 3 == 2) {
        acc += v377;
        if (acc > 377) child<<<(v377 & 15) + 1, 32>>>(out, acc, v377);
    }
    int v378 = v377 + sizes[0] * 378;
    if (v378 % 3 == 0) {
        acc += v378;
        if (acc > 378) child<<<(v378 & 15) + 1, 32>>>(out, acc, v378);
    }
    int v379 = v378 + sizes[1] * 379;
    if (v379 % 3 == 1) {
        acc += v379;
        if (acc > 379) child<<<(v379 & 15) + 1, 32>>>(out, acc, v379);
    }
    int v380 = v379 + sizes[2] * 380;
    if (v380 % 3 == 2) {
        acc += v380;
        if (acc > 380) child<<<(v380 & 15) + 1, 32>>>(out, acc, v380);
    }
    int v381 = v380 + sizes[3] * 381;
    if (v381 % 3 == 0) {
        acc += v381;
        if (acc > 381) child<<<(v381 & 15) + 1, 32>>>(out, acc, v381);
    }
    int v382 = v381 + sizes[4] * 382;
    if (v382 % 3 == 1) {
        acc += v382;
        if (acc > 382) child<<<(v382 & 15) + 1, 32>>>(out, acc, v382);
    }
    int v383 = v382 + sizes[5] * 383;
    if (v383 % 3 == 2) {
        acc += v383;
        if (acc > 383) child<<<(v383 & 15) + 1, 32>>>(out, acc, v383);
    }
    int v384 = v383 + sizes[6] * 384;
    if (v384 % 3 == 0) {
        acc += v384;
        if (acc > 384) child<<<(v384 & 15) + 1, 32>>>(out, acc, v384);
    }
    int v385 = v384 + sizes[0] * 385;
    if (v385 % 3 == 1) {
        acc += v385;
        if (acc > 385) child<<<(v385 & 15) + 1, 32>>>(out, acc, v385);
    }
    int v386 = v385 + sizes[1] * 386;
    if (v386 % 3 == 2) {
        acc += v386;
        if (acc > 386) child<<<(v386 & 15) + 1, 32>>>(out, acc, v386);
    }
    int v387 = v386 + sizes[2] * 387;
    if (v387 % 3 == 0) {
        acc += v387;
        if (acc > 387) child<<<(v387 & 15) + 1, 32>>>(out, acc, v387);
    }
    int v388 = v387 + sizes[3] * 388;
    if (v388 % 3 == 1) {
        acc += v388;
        if (acc > 388) child<<<(v388 & 15) + 1, 32>>>(out, acc, v388);
    }
    int v389 = v388 + sizes[4] * 389;
    if (v389 % 3 == 2) {
        acc += v389;
        if (acc > 389) child<<<(v389 & 15) + 1, 32>>>(out, acc, v389);
    }
    int v390 = v389 + sizes[5] * 390;
    if (v390 % 3 == 0) {
        acc += v390;
        if (acc > 390) child<<<(v390 & 15) + 1, 32>>>(out, acc, v390);
    }
    int v391 = v390 + sizes[6] * 391;
    if (v391 % 3 == 1) {
        acc += v391;
        if (acc > 391) child<<<(v391 & 15) + 1, 32>>>(out, acc, v391);
    }
    int v392 = v391 + sizes[0] * 392;
    if (v392 % 3 == 2) {
        acc += v392;
        if (acc > 392) child<<<(v392 & 15) + 1, 32>>>(out, acc, v392);
    }
    int v393 = v392 + sizes[1] * 393;
    if (v393 % 3 == 0) {
        acc += v393;
        if (acc > 393) child<<<(v393 & 15) + 1, 32>>>(out, acc, v393);
    }
    int v394 = v393 + sizes[2] * 394;
    if (v394 % 3 == 1) {
        acc += v394;
        if (acc > 394) child<<<(v394 & 15) + 1, 32>>>(out, acc, v394);
    }
    int v395 = v394 + sizes[3] * 395;
    if (v395 % 3 == 2) {
        acc += v395;
        if (acc > 395) child<<<(v395 & 15) + 1, 32>>>(out, acc, v395);
    }
    int v396 = v395 + sizes[4] * 396;
    if (v396 % 3 == 0) {
        acc += v396;
        if (acc > 396) child<<<(v396 & 15) + 1, 32>>>(out, acc, v396);
    }
    int v397 = v396 + sizes[5] * 397;
    if (v397 % 3 == 1) {
        acc += v397;
        if (acc > 397) child<<<(v397 & 15) + 1, 32>>>(out, acc, v397);
    }
    int v398 = v397 + sizes[6] * 398;
    if (v398 % 3 == 2) {
        acc += v398;
        if (acc > 398) child<<<(v398 & 15) + 1, 32>>>(out, acc, v398);
    }
    int v399 = v398 + sizes[0] * 399;
    if (v399 % 3 == 0) {
        acc += v399;
        if (acc > 399) child<<<(v399 & 15) + 1, 32>>>(out, acc, v399);
    }
    int v400 = v399 + sizes[1] * 400;
    if (v400 % 3 == 1) {
        acc += v400;
        if (acc > 400) child<<<(v400 & 15) + 1, 32>>>(out, acc, v400);
    }
    int v401 = v400 + sizes[2] * 401;
    if (v401 % 3 == 2) {
        acc += v401;
        if (acc > 401) child<<<(v401 & 15) + 1, 32>>>(out, acc, v401);
    }
    int v402 = v401 + sizes[3] * 402;
    if (v402 % 3 == 0) {
        acc += v402;
        if (acc > 402) child<<<(v402 & 15) + 1, 32>>>(out, acc, v402);
    }
    int v403 = v402 + sizes[4] * 403;
    if (v403 % 3 == 1) {
        acc += v403;
        if (acc > 403) child<<<(v403 & 15) + 1, 32>>>(out, acc, v403);
    }
    int v404 = v403 + sizes[5] * 404;
    if (v404 % 3 == 2) {
        acc += v404;
        if (acc > 404) child<<<(v404 & 15) + 1, 32>>>(out, acc, v404);
    }
    int v405 = v404 + sizes[6] * 405;
    if (v405 % 3 == 0) {
        acc += v405;
        if (acc > 405) child<<<(v405 & 15) + 1, 32>>>(out, acc, v405);
    }
    int v406 = v405 + sizes[0] * 406;
    if (v406 % 3 == 1) {
        acc += v406;
        if (acc > 406) child<<<(v406 & 15) + 1, 32>>>(out, acc, v406);
    }
    int v407 = v406 + sizes[1] * 407;
    if (v407 % 3 == 2) {
        acc += v407;
        if (acc > 407) child<<<(v407 & 15) + 1, 32>>>(out, acc, v407);
    }
    int v408 = v407 + sizes[2] * 408;
    if (v408 % 3 == 0) {
        acc += v408;
        if (acc > 408) child<<<(v408 & 15) + 1, 32>>>(out, acc, v408);
    }
    int v409 = v408 + sizes[3] * 409;
    if (v409 % 3 == 1) {
        acc += v409;
        if (acc > 409) child<<<(v409 & 15) + 1, 32>>>(out, acc, v409);
    }
    int v410 = v409 + sizes[4] * 410;
    if (v410 % 3 == 2) {
        acc += v410;
        if (acc > 410) child<<<(v410 & 15) + 1, 32>>>(out, acc, v410);
    }
    int v411 = v410 + sizes[5] * 411;
    if (v411 % 3 == 0) {
        acc += v411;
        if (acc > 411) child<<<(v411 & 15) + 1, 32>>>(out, acc, v411);
    }
    int v412 = v411 + sizes[6] * 412;
    if (v412 % 3 == 1) {
        acc += v412;
        if (acc > 412) child<<<(v412 & 15) + 1, 32>>>(out, acc, v412);
    }
    int v413 = v412 + sizes[0] * 413;
    if (v413 % 3 == 2) {
        acc += v413;
        if (acc > 413) child<<<(v413 & 15) + 1, 32>>>(out, acc, v413);
    }
    int v414 = v413 + sizes[1] * 414;
    if (v414 % 3 == 0) {
        acc += v414;
        if (acc > 414) child<<<(v414 & 15) + 1, 32>>>(out, acc, v414);
    }
    int v415 = v414 + sizes[2] * 415;
    if (v415 % 3 == 1) {
        acc += v415;
        if (acc > 415) child<<<(v415 & 15) + 1, 32>>>(out, acc, v415);
    }
    int v416 = v415 + sizes[3] * 416;
    if (v416 % 3 == 2) {
        acc += v416;
        if (acc > 416) child<<<(v416 & 15) + 1, 32>>>(out, acc, v416);
    }
    int v417 = v416 + sizes[4] * 417;
    if (v417 % 3 == 0) {
        acc += v417;
        if (acc > 417) child<<<(v417 & 15) + 1, 32>>>(out, acc, v417);
    }
    int v418 = v417 + sizes[5] * 418;
    if (v418 % 3 == 1) {
        acc += v418;
        if (acc > 418) child<<<(v418 & 15) + 1, 32>>>(out, acc, v418);
    }
    int v419 = v418 + sizes[6] * 419;
    if (v419 % 3 == 2) {
        acc += v419;
        if (acc > 419) child<<<(v419 & 15) + 1, 32>>>(out, acc, v419);
    }
    int v420 = v419 + sizes[0] * 420;
    if (v420 % 3 == 0) {
        acc += v420;
        if (acc > 420) child<<<(v420 & 15) + 1, 32>>>(out, acc, v420);
    }
    int v421 = v420 + sizes[1] * 421;
    if (v421 % 3 == 1) {
        acc += v421;
        if (acc > 421) child<<<(v421 & 15) + 1, 32>>>(out, acc, v421);
    }
    int v422 = v421 + sizes[2] * 422;
    if (v422 % 3 == 2) {
        acc += v422;
        if (acc > 422) child<<<(v422 & 15) + 1, 32>>>(out, acc, v422);
    }
    int v423 = v422 + sizes[3] * 423;
    if (v423 % 3 == 0) {
        acc += v423;
        if (acc > 423) child<<<(v423 & 15) + 1, 32>>>(out, acc, v423);
    }
    int v424 = v423 + sizes[4] * 424;
    if (v424 % 3 == 1) {
        acc += v424;
        if (acc > 424) child<<<(v424 & 15) + 1, 32>>>(out, acc, v424);
    }
    int v425 = v424 + sizes[5] * 425;
    if (v425 % 3 == 2) {
        acc += v425;
        if (acc > 425) child<<<(v425 & 15) + 1, 32>>>(out, acc, v425);
    }
    int v426 = v425 + sizes[6] * 426;
    if (v426 % 3 == 0) {
        acc += v426;
        if (acc > 426) child<<<(v426 & 15) + 1, 32>>>(out, acc, v426);
    }
    int v427 = v426 + sizes[0] * 427;
    if (v427 % 3 == 1) {
        acc += v427;
        if (acc > 427) child<<<(v427 & 15) + 1, 32>>>(out, acc, v427);
    }
    int v428 = v427 + sizes[1] * 428;
    if (v428 % 3 == 2) {
        acc += v428;
        if (acc > 428) child<<<(v428 & 15) + 1, 32>>>(out, acc, v428);
    }
    int v429 = v428 + sizes[2] * 429;
    if (v429 % 3 == 0) {
        acc += v429;
        if (acc > 429) child<<<(v429 & 15) + 1, 32>>>(out, acc, v429);
    }
    int v430 = v429 + sizes[3] * 430;
    if (v430 % 3 == 1) {
        acc += v430;
        if (acc > 430) child<<<(v430 & 15) + 1, 32>>>(out, acc, v430);
    }
    int v431 = v430 + sizes[4] * 431;
    if (v431 % 3 == 2) {
        acc += v431;
        if (acc > 431) child<<<(v431 & 15) + 1, 32>>>(out, acc, v431);
    }
    int v432 = v431 + sizes[5] * 432;
    if (v432 % 3 == 0) {
        acc += v432;
        if (acc > 432) child<<<(v432 & 15) + 1, 32>>>(out, acc, v432);
    }
    int v433 = v432 + sizes[6] * 433;
    if (v433 % 3 == 1) {
        acc += v433;
        if (acc > 433) child<<<(v433 & 15) + 1, 32>>>(out, acc, v433);
    }
    int v434 = v433 + sizes[0] * 434;
    if (v434 % 3 == 2) {
        acc += v434;
        if (acc > 434) child<<<(v434 & 15) + 1, 32>>>(out, acc, v434);
    }
    int v435 = v434 + sizes[1] * 435;
    if (v435 % 3 == 0) {
        acc += v435;
        if (acc > 435) child<<<(v435 & 15) + 1, 32>>>(out, acc, v435);
    }
    int v436 = v435 + sizes[2] * 436;
    if (v436 % 3 == 1) {
        acc += v436;
        if (acc > 436) child<<<(v436 & 15) + 1, 32>>>(out, acc, v436);
    }
    int v437 = v436 + sizes[3] * 437;
    if (v437 % 3 == 2) {
        acc += v437;
        if (acc > 437) child<<<(v437 & 15) + 1, 32>>>(out, acc, v437);
    }
    int v438 = v437 + sizes[4] * 438;
    if (v438 % 3 == 0) {
        acc += v438;
        if (acc > 438) child<<<(v438 & 15) + 1, 32>>>(out, acc, v438);
    }
    int v439 = v438 + sizes[5] * 439;
    if (v439 % 3 == 1) {
        acc += v439;
        if (acc > 439) child<<<(v439 & 15) + 1, 32>>>(out, acc, v439);
    }
    int v440 = v439 + sizes[6] * 440;
    if (v440 % 3 == 2) {
        acc += v440;
        if (acc > 440) child<<<(v440 & 15) + 1, 32>>>(out, acc, v440);
    }
    int v441 = v440 + sizes[0] * 441;
    if (v441 % 3 == 0) {
        acc += v441;
        if (acc > 441) child<<<(v441 & 15) + 1, 32>>>(out, acc, v441);
    }
    int v442 = v441 + sizes[1] * 442;
    if (v442 % 3 == 1) {
        acc += v442;
        if (acc > 442) child<<<(v442 & 15) + 1, 32>>>(out, acc, v442);
    }
    int v443 = v442 + sizes[2] * 443;
    if (v443 % 3 == 2) {
        acc += v443;
        if (acc > 443) child<<<(v443 & 15) + 1, 32>>>(out, acc, v443);
    }
    int v444 = v443 + sizes[3] * 444;
    if (v444 % 3 == 0) {
        acc += v444;
        if (acc > 444) child<<<(v444 & 15) + 1, 32>>>(out, acc, v444);
    }
    int v445 = v444 + sizes[4] * 445;
    if (v445 % 3 == 1) {
        acc += v445;
        if (acc > 445) child<<<(v445 & 15) + 1, 32>>>(out, acc, v445);
    }
    int v446 = v445 + sizes[5] * 446;
    if (v446 % 3 == 2) {
        acc += v446;
        if (acc > 446) child<<<(v446 & 15) + 1, 32>>>(out, acc, v446);
    }
    int v447 = v446 + sizes[6] * 447;
    if (v447 % 3 == 0) {
        acc += v447;
        if (acc > 447) child<<<(v447 & 15) + 1, 32>>>(out, acc, v447);
    }
    int v448 = v447 + sizes[0] * 448;
    if (v448 % 3 == 1) {
        acc += v448;
        if (acc > 448) child<<<(v448 & 15) + 1, 32>>>(out, acc, v448);
    }
    int v449 = v448 + sizes[1] * 449;
    if (v449 % 3 == 2) {
        acc += v449;
        if (acc > 449) child<<<(v449 & 15) + 1, 32>>>(out, acc, v449);
    }
    int v450 = v449 + sizes[2] * 450;
    if (v450 % 3 == 0) {
        acc += v450;
        if (acc > 450) child<<<(v450 & 15) + 1, 32>>>(out, acc, v450);
    }
    int v451 = v450 + sizes[3] * 451;
    if (v451 % 3 == 1) {
        acc += v451;
        if (acc > 451) child<<<(v451 & 15) + 1, 32>>>(out, acc, v451);
    }
    int v452 = v451 + sizes[4] * 452;
    if (v452 % 3 == 2) {
        acc += v452;
        if (acc > 452) child<<<(v452 & 15) + 1, 32>>>(out, acc, v452);
    }
    int v453 = v452 + sizes[5] * 453;
    if (v453 % 3 == 0) {
        acc += v453;
        if (acc > 453) child<<<(v453 & 15) + 1, 32>>>(out, acc, v453);
    }
    int v454 = v453 + sizes[6] * 454;
    if (v454 % 3 == 1) {
        acc += v454;
        if (acc > 454) child<<<(v454 & 15) + 1, 32>>>(out, acc, v454);
    }
    int v455 = v454 + sizes[0] * 455;
    if (v455 % 3 == 2) {
        acc += v455;
        if (acc > 455) child<<<(v455 & 15) + 1, 32>>>(out, acc, v455);
    }
    int v456 = v455 + sizes[1] * 456;
    if (v456 % 3 == 0) {
        acc += v456;
        if (acc > 456) child<<<(v456 & 15) + 1, 32>>>(out, acc, v456);
    }
    int v457 = v456 + sizes[2] * 457;
    if (v457 % 3 == 1) {
        acc += v457;
        if (acc > 457) child<<<(v457 & 15) + 1, 32>>>(out, acc, v457);
    }
    int v458 = v457 + sizes[3] * 458;
    if (v458 % 3 == 2) {
        acc += v458;
        if (acc > 458) child<<<(v458 & 15) + 1, 32>>>(out, acc, v458);
    }
    int v459 = v458 + sizes[4] * 459;
    if (v459 % 3 == 0) {
        acc += v459;
        if (acc > 459) child<<<(v459 & 15) + 1, 32>>>(out, acc, v459);
    }
    int v460 = v459 + sizes[5] * 460;
    if (v460 % 3 == 1) {
        acc += v460;
        if (acc > 460) child<<<(v460 & 15) + 1, 32>>>(out, acc, v460);
    }
    int v461 = v460 + sizes[6] * 461;
    if (v461 % 3 == 2) {
        acc += v461;
        if (acc > 461) child<<<(v461 & 15) + 1, 32>>>(out, acc, v461);
    }
    int v462 = v461 + sizes[0] * 462;
    if (v462 % 3 == 0) {
        acc += v462;
        if (acc > 462) child<<<(v462 & 15) + 1, 32>>>(out, acc, v462);
    }
    int v463 = v462 + sizes[1] * 463;
    if (v463 % 3 == 1) {
        acc += v463;
        if (acc > 463) child<<<(v463 & 15) + 1, 32>>>(out, acc, v463);
    }
    int v464 = v463 + sizes[2] * 464;
    if (v464 % 3 == 2) {
        acc += v464;
        if (acc > 464) child<<<(v464 & 15) + 1, 32>>>(out, acc, v464);
    }
    int v465 = v464 + sizes[3] * 465;
    if (v465 % 3 == 0) {
        acc += v465;
        if (acc > 465) child<<<(v465 & 15) + 1, 32>>>(out, acc, v465);
    }
    int v466 = v465 + sizes[4] * 466;
    if (v466 % 3 == 1) {
        acc += v466;
        if (acc > 466) child<<<(v466 & 15) + 1, 32>>>(out, acc, v466);
    }
    int v467 = v466 + sizes[5] * 467;
    if (v467 % 3 == 2) {
        acc += v467;
        if (acc > 467) child<<<(v467 & 15) + 1, 32>>>(out, acc, v467);
    }
    int v468 = v467 + sizes[6] * 468;
    if (v468 % 3 == 0) {
        acc += v468;
        if (acc > 468) child<<<(v468 & 15) + 1, 32>>>(out, acc, v468);
    }
    int v469 = v468 + sizes[0] * 469;
    if (v469 % 3 == 1) {
        acc += v469;
        if (acc > 469) child<<<(v469 & 15) + 1, 32>>>(out, acc, v469);
    }
    int v470 = v469 + sizes[1] * 470;
    if (v470 % 3 == 2) {
        acc += v470;
        if (acc > 470) child<<<(v470 & 15) + 1, 32>>>(out, acc, v470);
    }
    int v471 = v470 + sizes[2] * 471;
    if (v471 % 3 == 0) {
        acc += v471;
        if (acc > 471) child<<<(v471 & 15) + 1, 32>>>(out, acc, v471);
    }
    int v472 = v471 + sizes[3] * 472;
    if (v472 % 3 == 1) {
        acc += v472;
        if (acc > 472) child<<<(v472 & 15) + 1, 32>>>(out, acc, v472);
    }
    int v473 = v472 + sizes[4] * 473;
    if (v473 % 3 == 2) {
        acc += v473;
        if (acc > 473) child<<<(v473 & 15) + 1, 32>>>(out, acc, v473);
    }
    int v474 = v473 + sizes[5] * 474;
    if (v474 % 3 == 0) {
        acc += v474;
        if (acc > 474) child<<<(v474 & 15) + 1, 32>>>(out, acc, v474);
    }
    int v475 = v474 + sizes[6] * 475;
    if (v475 % 3 == 1) {
        acc += v475;
        if (acc > 475) child<<<(v475 & 15) + 1, 32>>>(out, acc, v475);
    }
    int v476 = v475 + sizes[0] * 476;
    if (v476 % 3 == 2) {
        acc += v476;
        if (acc > 476) child<<<(v476 & 15) + 1, 32>>>(out, acc, v476);
    }
    int v477 = v476 + sizes[1] * 477;
    if (v477 % 3 == 0) {
        acc += v477;
        if (acc > 477) child<<<(v477 & 15) + 1, 32>>>(out, acc, v477);
    }
    int v478 = v477 + sizes[2] * 478;
    if (v478 % 3 == 1) {
        acc += v478;
        if (acc > 478) child<<<(v478 & 15) + 1, 32>>>(out, acc, v478);
    }
    int v479 = v478 + sizes[3] * 479;
    if (v479 % 3 == 2) {
        acc += v479;
        if (acc > 479) child<<<(v479 & 15) + 1, 32>>>(out, acc, v479);
    }
    int v480 = v479 + sizes[4] * 480;
    if (v480 % 3 == 0) {
        acc += v480;
        if (acc > 480) child<<<(v480 & 15) + 1, 32>>>(out, acc, v480);
    }
    int v481 = v480 + sizes[5] * 481;
    if (v481 % 3 == 1) {
        acc += v481;
        if (acc > 481) child<<<(v481 & 15) + 1, 32>>>(out, acc, v481);
    }
    int v482 = v481 + sizes[6] * 482;
    if (v482 % 3 == 2) {
        acc += v482;
        if (acc > 482) child<<<(v482 & 15) + 1, 32>>>(out, acc, v482);
    }
    int v483 = v482 + sizes[0] * 483;
    if (v483 % 3 == 0) {
        acc += v483;
        if (acc > 483) child<<<(v483 & 15) + 1, 32>>>(out, acc, v483);
    }
    int v484 = v483 + sizes[1] * 484;
    if (v484 % 3 == 1) {
        acc += v484;
        if (acc > 484) child<<<(v484 & 15) + 1, 32>>>(out, acc, v484);
    }
    int v485 = v484 + sizes[2] * 485;
    if (v485 % 3 == 2) {
        acc += v485;
        if (acc > 485) child<<<(v485 & 15) + 1, 32>>>(out, acc, v485);
    }
    int v486 = v485 + sizes[3] * 486;
    if (v486 % 3 == 0) {
        acc += v486;
        if (acc > 486) child<<<(v486 & 15) + 1, 32>>>(out, acc, v486);
    }
    int v487 = v486 + sizes[4] * 487;
    if (v487 % 3 == 1) {
        acc += v487;
        if (acc > 487) child<<<(v487 & 15) + 1, 32>>>(out, acc, v487);
    }
    int v488 = v487 + sizes[5] * 488;
    if (v488 % 3 == 2) {
        acc += v488;
        if (acc > 488) child<<<(v488 & 15) + 1, 32>>>(out, acc, v488);
    }
    int v489 = v488 + sizes[6] * 489;
    if (v489 % 3 == 0) {
        acc += v489;
        if (acc > 489) child<<<(v489 & 15) + 1, 32>>>(out, acc, v489);
    }
    int v490 = v489 + sizes[0] * 490;
    if (v490 % 3 == 1) {
        acc += v490;
        if (acc > 490) child<<<(v490 & 15) + 1, 32>>>(out, acc, v490);
    }
    int v491 = v490 + sizes[1] * 491;
    if (v491 % 3 == 2) {
        acc += v491;
        if (acc > 491) child<<<(v491 & 15) + 1, 32>>>(out, acc, v491);
    }
    int v492 = v491 + sizes[2] * 492;
    if (v492 % 3 == 0) {
        acc += v492;
        if (acc > 492) child<<<(v492 & 15) + 1, 32>>>(out, acc, v492);
    }
    int v493 = v492 + sizes[3] * 493;
    if (v493 % 3 == 1) {
        acc += v493;
        if (acc > 493) child<<<(v493 & 15) + 1, 32>>>(out, acc, v493);
    }
    int v494 = v493 + sizes[4] * 494;
    if (v494 % 3 == 2) {
        acc += v494;
        if (acc > 494) child<<<(v494 & 15) + 1, 32>>>(out, acc, v494);
    }
    int v495 = v494 + sizes[5] * 495;
    if (v495 % 3 == 0) {
        acc += v495;
        if (acc > 495) child<<<(v495 & 15) + 1, 32>>>(out, acc, v495);
    }
    int v496 = v495 + sizes[6] * 496;
    if (v496 % 3 == 1) {
        acc += v496;
        if (acc > 496) child<<<(v496 & 15) + 1, 32>>>(out, acc, v496);
    }
    int v497 = v496 + sizes[0] * 497;
    if (v497 % 3 == 2) {
        acc += v497;
        if (acc > 497) child<<<(v497 & 15) + 1, 32>>>(out, acc, v497);
    }
    int v498 = v497 + sizes[1] * 498;
    if (v498 % 3 == 0) {
        acc += v498;
        if (acc > 498) child<<<(v498 & 15) + 1, 32>>>(out, acc, v498);
    }
    int v499 = v498 + sizes[2] * 499;
    if (v499 % 3 == 1) {
        acc += v499;
        if (acc > 499) child<<<(v499 & 15) + 1, 32>>>(out, acc, v499);
    }
    int v500 = v499 + sizes[3] * 500;
    if (v500 % 3 == 2) {
        acc += v500;
        if (acc > 500) child<<<(v500 & 15) + 1, 32>>>(out, acc, v500);
    }
    int v501 = v500 + sizes[4] * 501;
    if (v501 % 3 == 0) {
        acc += v501;
        if (acc > 501) child<<<(v501 & 15) + 1, 32>>>(out, acc, v501);
    }
    int v502 = v501 + sizes[5] * 502;
    if (v502 % 3 == 1) {
        acc += v502;
        if (acc > 502) child<<<(v502 & 15) + 1, 32>>>(out, acc, v502);
    }
    int v503 = v502 + sizes[6] * 503;
    if (v503 % 3 == 2) {
        acc += v503;
        if (acc > 503) child<<<(v503 & 15) + 1, 32>>>(out, acc, v503);
    }
    int v504 = v503 + sizes[0] * 504;
    if (v504 % 3 == 0) {
        acc += v504;
        if (acc > 504) child<<<(v504 & 15) + 1, 32>>>(out, acc, v504);
    }
    int v505 = v504 + sizes[1] * 505;
    if (v505 % 3 == 1) {
        acc += v505;
        if (acc > 505) child<<<(v505 & 15) + 1, 32>>>(out, acc, v505);
    }
    int v506 = v505 + sizes[2] * 506;
    if (v506 % 3 == 2) {
        acc += v506;
        if (acc > 506) child<<<(v506 & 15) + 1, 32>>>(out, acc, v506);
    }
    int v507 = v506 + sizes[3] * 507;
    if (v507 % 3 == 0) {
        acc += v507;
        if (acc > 507) child<<<(v507 & 15) + 1, 32>>>(out, acc, v507);
    }
    int v508 = v507 + sizes[4] * 508;
    if (v508 % 3 == 1) {
        acc += v508;
        if (acc > 508) child<<<(v508 & 15) + 1, 32>>>(out, acc, v508);
    }
    int v509 = v508 + sizes[5] * 509;
    if (v509 % 3 == 2) {
        acc += v509;
        if (acc > 509) child<<<(v509 & 15) + 1, 32>>>(out, acc, v509);
    }
    int v510 = v509 + sizes[6] * 510;
    if (v510 % 3 == 0) {
        acc += v510;
        if (acc > 510) child<<<(v510 & 15) + 1, 32>>>(out, acc, v510);
    }
    int v511 = v510 + sizes[0] * 511;
    if (v511 % 3 == 1) {
        acc += v511;
        if (acc > 511) child<<<(v511 & 15) + 1, 32>>>(out, acc, v511);
    }
    int v512 = v511 + sizes[1] * 512;
    if (v512 % 3 == 2) {
        acc += v512;
        if (acc > 512) child<<<(v512 & 15) + 1, 32>>>(out, acc, v512);
    }
    int v513 = v512 + sizes[2] * 513;
    if (v513 % 3 == 0) {
        acc += v513;
        if (acc > 513) child<<<(v513 & 15) + 1, 32>>>(out, acc, v513);
    }
    int v514 = v513 + sizes[3] * 514;
    if (v514 % 3 == 1) {
        acc += v514;
        if (acc > 514) child<<<(v514 & 15) + 1, 32>>>(out, acc, v514);
    }
    int v515 = v514 + sizes[4] * 515;
    if (v515 % 3 == 2) {
        acc += v515;
        if (acc > 515) child<<<(v515 & 15) + 1, 32>>>(out, acc, v515);
    }
    int v516 = v515 + sizes[5] * 516;
    if (v516 % 3 == 0) {
        acc += v516;
        if (acc > 516) child<<<(v516 & 15) + 1, 32>>>(out, acc, v516);
    }
    int v517 = v516 + sizes[6] * 517;
    if (v517 % 3 == 1) {
        acc += v517;
        if (acc > 517) child<<<(v517 & 15) + 1, 32>>>(out, acc, v517);
    }
    int v518 = v517 + sizes[0] * 518;
    if (v518 % 3 == 2) {
        acc += v518;
        if (acc > 518) child<<<(v518 & 15) + 1, 32>>>(out, acc, v518);
    }
    int v519 = v518 + sizes[1] * 519;
    if (v519 % 3 == 0) {
        acc += v519;
        if (acc > 519) child<<<(v519 & 15) + 1, 32>>>(out, acc, v519);
    }
    int v520 = v519 + sizes[2] * 520;
    if (v520 % 3 == 1) {
        acc += v520;
        if (acc > 520) child<<<(v520 & 15) + 1, 32>>>(out, acc, v520);
    }
    int v521 = v520 + sizes[3] * 521;
    if (v521 % 3 == 2) {
        acc += v521;
        if (acc > 521) child<<<(v521 & 15) + 1, 32>>>(out, acc, v521);
    }
    int v522 = v521 + sizes[4] * 522;
    if (v522 % 3 == 0) {
        acc += v522;
        if (acc > 522) child<<<(v522 & 15) + 1, 32>>>(out, acc, v522);
    }
    int v523 = v522 + sizes[5] * 523;
    if (v523 % 3 == 1) {
        acc += v523;
        if (acc > 523) child<<<(v523 & 15) + 1, 32>>>(out, acc, v523);
    }
    int v524 = v523 + sizes[6] * 524;
    if (v524 % 3 == 2) {
        acc += v524;
        if (acc > 524) child<<<(v524 & 15) + 1, 32>>>(out, acc, v524);
    }
    int v525 = v524 + sizes[0] * 525;
    if (v525 % 3 == 0) {
        acc += v525;
        if (acc > 525) child<<<(v525 & 15) + 1, 32>>>(out, acc, v525);
    }
    int v526 = v525 + sizes[1] * 526;
    if (v526 % 3 == 1) {
        acc += v526;
        if (acc > 526) child<<<(v526 & 15) + 1, 32>>>(out, acc, v526);
    }
    int v527 = v526 + sizes[2] * 527;
    if (v527 % 3 == 2) {
        acc += v527;
        if (acc > 527) child<<<(v527 & 15) + 1, 32>>>(out, acc, v527);
    }
    int v528 = v527 + sizes[3] * 528;
    if (v528 % 3 == 0) {
        acc += v528;
        if (acc > 528) child<<<(v528 & 15) + 1, 32>>>(out, acc, v528);
    }
    int v529 = v528 + sizes[4] * 529;
    if (v529 % 3 == 1) {
        acc += v529;
        if (acc > 529) child<<<(v529 & 15) + 1, 32>>>(out, acc, v529);
    }
    int v530 = v529 + sizes[5] * 530;
    if (v530 % 3 == 2) {
        acc += v530;
        if (acc > 530) child<<<(v530 & 15) + 1, 32>>>(out, acc, v530);
    }
    int v531 = v530 + sizes[6] * 531;
    if (v531 % 3 == 0) {
        acc += v531;
        if (acc > 531) child<<<(v531 & 15) + 1, 32>>>(out, acc, v531);
    }
    int v532 = v531 + sizes[0] * 532;
    if (v532 % 3 == 1) {
        acc += v532;
        if (acc > 532) child<<<(v532 & 15) + 1, 32>>>(out, acc, v532);
    }
    int v533 = v532 + sizes[1] * 533;
    if (v533 % 3 == 2) {
        acc += v533;
        if (acc > 533) child<<<(v533 & 15) + 1, 32>>>(out, acc, v533);
    }
    int v534 = v533 + sizes[2] * 534;
    if (v534 % 3 == 0) {
        acc += v534;
        if (acc > 534) child<<<(v534 & 15) + 1, 32>>>(out, acc, v534);
    }
    int v535 = v534 + sizes[3] * 535;
    if (v535 % 3 == 1) {
        acc += v535;
        if (acc > 535) child<<<(v535 & 15) + 1, 32>>>(out, acc, v535);
    }
    int v536 = v535 + sizes[4] * 536;
    if (v536 % 3 == 2) {
        acc += v536;
        if (acc > 536) child<<<(v536 & 15) + 1, 32>>>(out, acc, v536);
    }
    int v537 = v536 + sizes[5] * 537;
    if (v537 % 3 == 0) {
        acc += v537;
        if (acc > 537) child<<<(v537 & 15) + 1, 32>>>(out, acc, v537);
    }
    int v538 = v537 + sizes[6] * 538;
    if (v538 % 3 == 1) {
        acc += v538;
        if (acc > 538) child<<<(v538 & 15) + 1, 32>>>(out, acc, v538);
    }
    int v539 = v538 + sizes[0] * 539;
    if (v539 % 3 == 2) {
        acc += v539;
        if (acc > 539) child<<<(v539 & 15) + 1, 32>>>(out, acc, v539);
    }
    int v540 = v539 + sizes[1] * 540;
    if (v540 % 3 == 0) {
        acc += v540;
        if (acc > 540) child<<<(v540 & 15) + 1, 32>>>(out, acc, v540);
    }
    int v541 = v540 + sizes[2] * 541;
    if (v541 % 3 == 1) {
        acc += v541;
        if (acc > 541) child<<<(v541 & 15) + 1, 32>>>(out, acc, v541);
    }
    int v542 = v541 + sizes[3] * 542;
    if (v542 % 3 == 2) {
        acc += v542;
        if (acc > 542) child<<<(v542 & 15) + 1, 32>>>(out, acc, v542);
    }
    int v543 = v542 + sizes[4] * 543;
    if (v543 % 3 == 0) {
        acc += v543;
        if (acc > 543) child<<<(v543 & 15) + 1, 32>>>(out, acc, v543);
    }
    int v544 = v543 + sizes[5] * 544;
    if (v544 % 3 == 1) {
        acc += v544;
        if (acc > 544) child<<<(v544 & 15) + 1, 32>>>(out, acc, v544);
    }
    int v545 = v544 + sizes[6] * 545;
    if (v545 % 3 == 2) {
        acc += v545;
        if (acc > 545) child<<<(v545 & 15) + 1, 32>>>(out, acc, v545);
    }
    int v546 = v545 + sizes[0] * 546;
    if (v546 % 3 == 0) {
        acc += v546;
        if (acc > 546) child<<<(v546 & 15) + 1, 32>>>(out, acc, v546);
    }
    int v547 = v546 + sizes[1] * 547;
    if (v547 % 3 == 1) {
        acc += v547;
        if (acc > 547) child<<<(v547 & 15) + 1, 32>>>(out, acc, v547);
    }
    int v548 = v547 + sizes[2] * 548;
    if (v548 % 3 == 2) {
        acc += v548;
        if (acc > 548) child<<<(v548 & 15) + 1, 32>>>(out, acc, v548);
    }
    int v549 = v548 + sizes[3] * 549;
    if (v549 % 3 == 0) {
        acc += v549;
        if (acc > 549) child<<<(v549 & 15) + 1, 32>>>(out, acc, v549);
    }
    int v550 = v549 + sizes[4] * 550;
    if (v550 % 3 == 1) {
        acc += v550;
        if (acc > 550) child<<<(v550 & 15) + 1, 32>>>(out, acc, v550);
    }
    int v551 = v550 + sizes[5] * 551;
    if (v551 % 3 == 2) {
        acc += v551;
        if (acc > 551) child<<<(v551 & 15) + 1, 32>>>(out, acc, v551);
    }
    int v552 = v551 + sizes[6] * 552;
    if (v552 % 3 == 0) {
        acc += v552;
        if (acc > 552) child<<<(v552 & 15) + 1, 32>>>(out, acc, v552);
    }
    int v553 = v552 + sizes[0] * 553;
    if (v553 % 3 == 1) {
        acc += v553;
        if (acc > 553) child<<<(v553 & 15) + 1, 32>>>(out, acc, v553);
    }
    int v554 = v553 + sizes[1] * 554;
    if (v554 % 3 == 2) {
        acc += v554;
        if (acc > 554) child<<<(v554 & 15) + 1, 32>>>(out, acc, v554);
    }
    int v555 = v554 + sizes[2] * 555;
    if (v555 % 3 == 0) {
        acc += v555;
        if (acc > 555) child<<<(v555 & 15) + 1, 32>>>(out, acc, v555);
    }
    int v556 = v555 + sizes[3] * 556;
    if (v556 % 3 == 1) {
        acc += v556;
        if (acc > 556) child<<<(v556 & 15) + 1, 32>>>(out, acc, v556);
    }
    int v557 = v556 + sizes[4] * 557;
    if (v557 % 3 == 2) {
        acc += v557;
        if (acc > 557) child<<<(v557 & 15) + 1, 32>>>(out, acc, v557);
    }
    int v558 = v557 + sizes[5] * 558;
    if (v558 % 3 == 0) {
        acc += v558;
        if (acc > 558) child<<<(v558 & 15) + 1, 32>>>(out, acc, v558);
    }
    int v559 = v558 + sizes[6] * 559;
    if (v559 % 3 == 1) {
        acc += v559;
        if (acc > 559) child<<<(v559 & 15) + 1, 32>>>(out, acc, v559);
    }
    int v560 = v559 + sizes[0] * 560;
    if (v560 % 3 == 2) {
        acc += v560;
        if (acc > 560) child<<<(v560 & 15) + 1, 32>>>(out, acc, v560);
    }
    int v561 = v560 + sizes[1] * 561;
    if (v561 % 3 == 0) {
        acc += v561;
        if (acc > 561) child<<<(v561 & 15) + 1, 32>>>(out, acc, v561);
    }
    int v562 = v561 + sizes[2] * 562;
    if (v562 % 3 == 1) {
        acc += v562;
        if (acc > 562) child<<<(v562 & 15) + 1, 32>>>(out, acc, v562);
    }
    int v563 = v562 + sizes[3] * 563;
    if (v563 % 3 == 2) {
        acc += v563;
        if (acc > 563) child<<<(v563 & 15) + 1, 32>>>(out, acc, v563);
    }
    int v564 = v563 + sizes[4] * 564;
    if (v564 % 3 == 0) {
        acc += v564;
        if (acc > 564) child<<<(v564 & 15) + 1, 32>>>(out, acc, v564);
    }
    int v565 = v564 + sizes[5] * 565;
    if (v565 % 3 == 1) {
        acc += v565;
        if (acc > 565) child<<<(v565 & 15) + 1, 32>>>(out, acc, v565);
    }
    int v566 = v565 + sizes[6] * 566;
    if (v566 % 3 == 2) {
        acc += v566;
        if (acc > 566) child<<<(v566 & 15) + 1, 32>>>(out, acc, v566);
    }
    int v567 = v566 + sizes[0] * 567;
    if (v567 % 3 == 0) {
        acc += v567;
        if (acc > 567) child<<<(v567 & 15) + 1, 32>>>(out, acc, v567);
    }
    int v568 = v567 + sizes[1] * 568;
    if (v568 % 3 == 1) {
        acc += v568;
        if (acc > 568) child<<<(v568 & 15) + 1, 32>>>(out, acc, v568);
    }
    int v569 = v568 + sizes[2] * 569;
    if (v569 % 3 == 2) {
        acc += v569;
        if (acc > 569) child<<<(v569 & 15) + 1, 32>>>(out, acc, v569);
    }
    int v570 = v569 + sizes[3] * 570;
    if (v570 % 3 == 0) {
        acc += v570;
        if (acc > 570) child<<<(v570 & 15) + 1, 32>>>(out, acc, v570);
    }
    int v571 = v570 + sizes[4] * 571;
    if (v571 % 3 == 1) {
        acc += v571;
        if (acc > 571) child<<<(v571 & 15) + 1, 32>>>(out, acc, v571);
    }
    int v572 = v571 + sizes[5] * 572;
    if (v572 % 3 == 2) {
        acc += v572;
        if (acc > 572) child<<<(v572 & 15) + 1, 32>>>(out, acc, v572);
    }
    int v573 = v572 + sizes[6] * 573;
    if (v573 % 3 == 0) {
        acc += v573;
        if (acc > 573) child<<<(v573 & 15) + 1, 32>>>(out, acc, v573);
    }
    int v574 = v573 + sizes[0] * 574;
    if (v574 % 3 == 1) {
        acc += v574;
        if (acc > 574) child<<<(v574 & 15) + 1, 32>>>(out, acc, v574);
    }
    int v575 = v574 + sizes[1] * 575;
    if (v575 % 3 == 2) {
        acc += v575;
        if (acc > 575) child<<<(v575 & 15) + 1, 32>>>(out, acc, v575);
    }
    int v576 = v575 + sizes[2] * 576;
    if (v576 % 3 == 0) {
        acc += v576;
        if (acc > 576) child<<<(v576 & 15) + 1, 32>>>(out, acc, v576);
    }
    int v577 = v576 + sizes[3] * 577;
    if (v577 % 3 == 1) {
        acc += v577;
        if (acc > 577) child<<<(v577 & 15) + 1, 32>>>(out, acc, v577);
    }
    int v578 = v577 + sizes[4] * 578;
    if (v578 % 3 == 2) {
        acc += v578;
        if (acc > 578) child<<<(v578 & 15) + 1, 32>>>(out, acc, v578);
    }
    int v579 = v578 + sizes[5] * 579;
    if (v579 % 3 == 0) {
        acc += v579;
        if (acc > 579) child<<<(v579 & 15) + 1, 32>>>(out, acc, v579);
    }
    int v580 = v579 + sizes[6] * 580;
    if (v580 % 3 == 1) {
        acc += v580;
        if (acc > 580) child<<<(v580 & 15) + 1, 32>>>(out, acc, v580);
    }
    int v581 = v580 + sizes[0] * 581;
    if (v581 % 3 == 2) {
        acc += v581;
        if (acc > 581) child<<<(v581 & 15) + 1, 32>>>(out, acc, v581);
    }
    int v582 = v581 + sizes[1] * 582;
    if (v582 % 3 == 0) {
        acc += v582;
        if (acc > 582) child<<<(v582 & 15) + 1, 32>>>(out, acc, v582);
    }
    int v583 = v582 + sizes[2] * 583;
    if (v583 % 3 == 1) {
        acc += v583;
        if (acc > 583) child<<<(v583 & 15) + 1, 32>>>(out, acc, v583);
    }
    int v584 = v583 + sizes[3] * 584;
    if (v584 % 3 == 2) {
        acc += v584;
        if (acc > 584) child<<<(v584 & 15) + 1, 32>>>(out, acc, v584);
    }
    int v585 = v584 + sizes[4] * 585;
    if (v585 % 3 == 0) {
        acc += v585;
        if (acc > 585) child<<<(v585 & 15) + 1, 32>>>(out, acc, v585);
    }
    int v586 = v585 + sizes[5] * 586;
    if (v586 % 3 == 1) {
        acc += v586;
        if (acc > 586) child<<<(v586 & 15) + 1, 32>>>(out, acc, v586);
    }
    int v587 = v586 + sizes[6] * 587;
    if (v587 % 3 == 2) {
        acc += v587;
        if (acc > 587) child<<<(v587 & 15) + 1, 32>>>(out, acc, v587);
    }
    int v588 = v587 + sizes[0] * 588;
    if (v588 % 3 == 0) {
        acc += v588;
        if (acc > 588) child<<<(v588 & 15) + 1, 32>>>(out, acc, v588);
    }
    int v589 = v588 + sizes[1] * 589;
    if (v589 % 3 == 1) {
        acc += v589;
        if (acc > 589) child<<<(v589 & 15) + 1, 32>>>(out, acc, v589);
    }
    int v590 = v589 + sizes[2] * 590;
    if (v590 % 3 == 2) {
        acc += v590;
        if (acc > 590) child<<<(v590 & 15) + 1, 32>>>(out, acc, v590);
    }
    int v591 = v590 + sizes[3] * 591;
    if (v591 % 3 == 0) {
        acc += v591;
        if (acc > 591) child<<<(v591 & 15) + 1, 32>>>(out, acc, v591);
    }
    int v592 = v591 + sizes[4] * 592;
    if (v592 % 3 == 1) {
        acc += v592;
        if (acc > 592) child<<<(v592 & 15) + 1, 32>>>(out, acc, v592);
    }
    int v593 = v592 + sizes[5] * 593;
    if (v593 % 3 == 2) {
        acc += v593;
        if (acc > 593) child<<<(v593 & 15) + 1, 32>>>(out, acc, v593);
    }
    int v594 = v593 + sizes[6] * 594;
    if (v594 % 3 == 0) {
        acc += v594;
        if (acc > 594) child<<<(v594 & 15) + 1, 32>>>(out, acc, v594);
    }
    int v595 = v594 + sizes[0] * 595;
    if (v595 % 3 == 1) {
        acc += v595;
        if (acc > 595) child<<<(v595 & 15) + 1, 32>>>(out, acc, v595);
    }
    int v596 = v595 + sizes[1] * 596;
    if (v596 % 3 == 2) {
        acc += v596;
        if (acc > 596) child<<<(v596 & 15) + 1, 32>>>(out, acc, v596);
    }
    int v597 = v596 + sizes[2] * 597;
    if (v597 % 3 == 0) {
        acc += v597;
        if (acc > 597) child<<<(v597 & 15) + 1, 32>>>(out, acc, v597);
    }
    int v598 = v597 + sizes[3] * 598;
    if (v598 % 3 == 1) {
        acc += v598;
        if (acc > 598) child<<<(v598 & 15) + 1, 32>>>(out, acc, v598);
    }
    int v599 = v598 + sizes[4] * 599;
    if (v599 % 3 == 2) {
        acc += v599;
        if (acc > 599) child<<<(v599 & 15) + 1, 32>>>(out, acc, v599);
    }
    int v600 = v599 + sizes[5] * 600;
    if (v600 % 3 == 0) {
        acc += v600;
        if (acc > 600) child<<<(v600 & 15) + 1, 32>>>(out, acc, v600);
    }
    int v601 = v600 + sizes[6] * 601;
    if (v601 % 3 == 1) {
        acc += v601;
        if (acc > 601) child<<<(v601 & 15) + 1, 32>>>(out, acc, v601);
    }
    int v602 = v601 + sizes[0] * 602;
    if (v602 % 3 == 2) {
        acc += v602;
        if (acc > 602) child<<<(v602 & 15) + 1, 32>>>(out, acc, v602);
    }
    int v603 = v602 + sizes[1] * 603;
    if (v603 % 3 == 0) {
        acc += v603;
        if (acc > 603) child<<<(v603 & 15) + 1, 32>>>(out, acc, v603);
    }
    int v604 = v603 + sizes[2] * 604;
    if (v604 % 3 == 1) {
        acc += v604;
        if (acc > 604) child<<<(v604 & 15) + 1, 32>>>(out, acc, v604);
    }
    int v605 = v604 + sizes[3] * 605;
    if (v605 % 3 == 2) {
        acc += v605;
        if (acc > 605) child<<<(v605 & 15) + 1, 32>>>(out, acc, v605);
    }
    int v606 = v605 + sizes[4] * 606;
    if (v606 % 3 == 0) {
        acc += v606;
        if (acc > 606) child<<<(v606 & 15) + 1, 32>>>(out, acc, v606);
    }
    int v607 = v606 + sizes[5] * 607;
    if (v607 % 3 == 1) {
        acc += v607;
        if (acc > 607) child<<<(v607 & 15) + 1, 32>>>(out, acc, v607);
    }
    int v608 = v607 + sizes[6] * 608;
    if (v608 % 3 == 2) {
        acc += v608;
        if (acc > 608) child<<<(v608 & 15) + 1, 32>>>(out, acc, v608);
    }
    int v609 = v608 + sizes[0] * 609;
    if (v609 % 3 == 0) {
        acc += v609;
        if (acc > 609) child<<<(v609 & 15) + 1, 32>>>(out, acc, v609);
    }
    int v610 = v609 + sizes[1] * 610;
    if (v610 % 3 == 1) {
        acc += v610;
        if (acc > 610) child<<<(v610 & 15) + 1, 32>>>(out, acc, v610);
    }
    int v611 = v610 + sizes[2] * 611;
    if (v611 % 3 == 2) {
        acc += v611;
        if (acc > 611) child<<<(v611 & 15) + 1, 32>>>(out, acc, v611);
    }
    int v612 = v611 + sizes[3] * 612;
    if (v612 % 3 == 0) {
        acc += v612;
        if (acc > 612) child<<<(v612 & 15) + 1, 32>>>(out, acc, v612);
    }
    int v613 = v612 + sizes[4] * 613;
    if (v613 % 3 == 1) {
        acc += v613;
        if (acc > 613) child<<<(v613 & 15) + 1, 32>>>(out, acc, v613);
    }
    int v614 = v613 + sizes[5] * 614;
    if (v614 % 3 == 2) {
        acc += v614;
        if (acc > 614) child<<<(v614 & 15) + 1, 32>>>(out, acc, v614);
    }
    int v615 = v614 + sizes[6] * 615;
    if (v615 % 3 == 0) {
        acc += v615;
        if (acc > 615) child<<<(v615 & 15) + 1, 32>>>(out, acc, v615);
    }
    int v616 = v615 + sizes[0] * 616;
    if (v616 % 3 == 1) {
        acc += v616;
        if (acc > 616) child<<<(v616 & 15) + 1, 32>>>(out, acc, v616);
    }
    int v617 = v616 + sizes[1] * 617;
    if (v617 % 3 == 2) {
        acc += v617;
        if (acc > 617) child<<<(v617 & 15) + 1, 32>>>(out, acc, v617);
    }
    int v618 = v617 + sizes[2] * 618;
    if (v618 % 3 == 0) {
        acc += v618;
        if (acc > 618) child<<<(v618 & 15) + 1, 32>>>(out, acc, v618);
    }
    int v619 = v618 + sizes[3] * 619;
    if (v619 % 3 == 1) {
        acc += v619;
        if (acc > 619) child<<<(v619 & 15) + 1, 32>>>(out, acc, v619);
    }
    int v620 = v619 + sizes[4] * 620;
    if (v620 % 3 == 2) {
        acc += v620;
        if (acc > 620) child<<<(v620 & 15) + 1, 32>>>(out, acc, v620);
    }
    int v621 = v620 + sizes[5] * 621;
    if (v621 % 3 == 0) {
        acc += v621;
        if (acc > 621) child<<<(v621 & 15) + 1, 32>>>(out, acc, v621);
    }
    int v622 = v621 + sizes[6] * 622;
    if (v622 % 3 == 1) {
        acc += v622;
        if (acc > 622) child<<<(v622 & 15) + 1, 32>>>(out, acc, v622);
    }
    int v623 = v622 + sizes[0] * 623;
    if (v623 % 3 == 2) {
        acc += v623;
        if (acc > 623) child<<<(v623 & 15) + 1, 32>>>(out, acc, v623);
    }
    int v624 = v623 + sizes[1] * 624;
    if (v624 % 3 == 0) {
        acc += v624;
        if (acc > 624) child<<<(v624 & 15) + 1, 32>>>(out, acc, v624);
    }
    int v625 = v624 + sizes[2] * 625;
    if (v625 % 3 == 1) {
        acc += v625;
        if (acc > 625) child<<<(v625 & 15) + 1, 32>>>(out, acc, v625);
    }
    int v626 = v625 + sizes[3] * 626;
    if (v626 % 3 == 2) {
        acc += v626;
        if (acc > 626) child<<<(v626 & 15) + 1, 32>>>(out, acc, v626);
    }
    int v627 = v626 + sizes[4] * 627;
    if (v627 % 3 == 0) {
        acc += v627;
        if (acc > 627) child<<<(v627 & 15) + 1, 32>>>(out, acc, v627);
    }
    int v628 = v627 + sizes[5] * 628;
    if (v628 % 3 == 1) {
        acc += v628;
        if (acc > 628) child<<<(v628 & 15) + 1, 32>>>(out, acc, v628);
    }
    int v629 = v628 + sizes[6] * 629;
    if (v629 % 3 == 2) {
        acc += v629;
        if (acc > 629) child<<<(v629 & 15) + 1, 32>>>(out, acc, v629);
    }
    int v630 = v629 + sizes[0] * 630;
    if (v630 % 3 == 0) {
        acc += v630;
        if (acc > 630) child<<<(v630 & 15) + 1, 32>>>(out, acc, v630);
    }
    int v631 = v630 + sizes[1] * 631;
    if (v631 % 3 == 1) {
        acc += v631;
        if (acc > 631) child<<<(v631 & 15) + 1, 32>>>(out, acc, v631);
    }
    int v632 = v631 + sizes[2] * 632;
    if (v632 % 3 == 2) {
        acc += v632;
        if (acc > 632) child<<<(v632 & 15) + 1, 32>>>(out, acc, v632);
    }
    int v633 = v632 + sizes[3] * 633;
    if (v633 % 3 == 0) {
        acc += v633;
        if (acc > 633) child<<<(v633 & 15) + 1, 32>>>(out, acc, v633);
    }
    int v634 = v633 + sizes[4] * 634;
    if (v634 % 3 == 1) {
        acc += v634;
        if (acc > 634) child<<<(v634 & 15) + 1, 32>>>(out, acc, v634);
    }
    int v635 = v634 + sizes[5] * 635;
    if (v635 % 3 == 2) {
        acc += v635;
        if (acc > 635) child<<<(v635 & 15) + 1, 32>>>(out, acc, v635);
    }
    int v636 = v635 + sizes[6] * 636;
    if (v636 % 3 == 0) {
        acc += v636;
        if (acc > 636) child<<<(v636 & 15) + 1, 32>>>(out, acc, v636);
    }
    int v637 = v636 + sizes[0] * 637;
    if (v637 % 3 == 1) {
        acc += v637;
        if (acc > 637) child<<<(v637 & 15) + 1, 32>>>(out, acc, v637);
    }
    int v638 = v637 + sizes[1] * 638;
    if (v638 % 3 == 2) {
        acc += v638;
        if (acc > 638) child<<<(v638 & 15) + 1, 32>>>(out, acc, v638);
    }
    int v639 = v638 + sizes[2] * 639;
    if (v639 % 3 == 0) {
        acc += v639;
        if (acc > 639) child<<<(v639 & 15) + 1, 32>>>(out, acc, v639);
    }
    int v640 = v639 + sizes[3] * 640;
    if (v640 % 3 == 1) {
        acc += v640;
        if (acc > 640) child<<<(v640 & 15) + 1, 32>>>(out, acc, v640);
    }
    int v641 = v640 + sizes[4] * 641;
    if (v641 % 3 == 2) {
        acc += v641;
        if (acc > 641) child<<<(v641 & 15) + 1, 32>>>(out, acc, v641);
    }
    int v642 = v641 + sizes[5] * 642;
    if (v642 % 3 == 0) {
        acc += v642;
        if (acc > 642) child<<<(v642 & 15) + 1, 32>>>(out, acc, v642);
    }
    int v643 = v642 + sizes[6] * 643;
    if (v643 % 3 == 1) {
        acc += v643;
        if (acc > 643) child<<<(v643 & 15) + 1, 32>>>(out, acc, v643);
    }
    int v644 = v643 + sizes[0] * 644;
    if (v644 % 3 == 2) {
        acc += v644;
        if (acc > 644) child<<<(v644 & 15) + 1, 32>>>(out, acc, v644);
    }
    int v645 = v644 + sizes[1] * 645;
    if (v645 % 3 == 0) {
        acc += v645;
        if (acc > 645) child<<<(v645 & 15) + 1, 32>>>(out, acc, v645);
    }
    int v646 = v645 + sizes[2] * 646;
    if (v646 % 3 == 1) {
        acc += v646;
        if (acc > 646) child<<<(v646 & 15) + 1, 32>>>(out, acc, v646);
    }
    int v647 = v646 + sizes[3] * 647;
    if (v647 % 3 == 2) {
        acc += v647;
        if (acc > 647) child<<<(v647 & 15) + 1, 32>>>(out, acc, v647);
    }
    int v648 = v647 + sizes[4] * 648;
    if (v648 % 3 == 0) {
        acc += v648;
        if (acc > 648) child<<<(v648 & 15) + 1, 32>>>(out, acc, v648);
    }
    int v649 = v648 + sizes[5] * 649;
    if (v649 % 3 == 1) {
        acc += v649;
        if (acc > 649) child<<<(v649 & 15) + 1, 32>>>(out, acc, v649);
    }
    int v650 = v649 + sizes[6] * 650;
    if (v650 % 3 == 2) {
        acc += v650;
        if (acc > 650) child<<<(v650 & 15) + 1, 32>>>(out, acc, v650);
    }
    int v651 = v650 + sizes[0] * 651;
    if (v651 % 3 == 0) {
        acc += v651;
        if (acc > 651) child<<<(v651 & 15) + 1, 32>>>(out, acc, v651);
    }
    int v652 = v651 + sizes[1] * 652;
    if (v652 % 3 == 1) {
        acc += v652;
        if (acc > 652) child<<<(v652 & 15) + 1, 32>>>(out, acc, v652);
    }
    int v653 = v652 + sizes[2] * 653;
    if (v653 % 3 == 2) {
        acc += v653;
        if (acc > 653) child<<<(v653 & 15) + 1, 32>>>(out, acc, v653);
    }
    int v654 = v653 + sizes[3] * 654;
    if (v654 % 3 == 0) {
        acc += v654;
        if (acc > 654) child<<<(v654 & 15) + 1, 32>>>(out, acc, v654);
    }
    int v655 = v654 + sizes[4] * 655;
    if (v655 % 3 == 1) {
        acc += v655;
        if (acc > 655) child<<<(v655 & 15) + 1, 32>>>(out, acc, v655);
    }
    int v656 = v655 + sizes[5] * 656;
    if (v656 % 3 == 2) {
        acc += v656;
        if (acc > 656) child<<<(v656 & 15) + 1, 32>>>(out, acc, v656);
    }
    int v657 = v656 + sizes[6] * 657;
    if (v657 % 3 == 0) {
        acc += v657;
        if (acc > 657) child<<<(v657 & 15) + 1, 32>>>(out, acc, v657);
    }
    int v658 = v657 + sizes[0] * 658;
    if (v658 % 3 == 1) {
        acc += v658;
        if (acc > 658) child<<<(v658 & 15) + 1, 32>>>(out, acc, v658);
    }
    int v659 = v658 + sizes[1] * 659;
    if (v659 % 3 == 2) {
        acc += v659;
        if (acc > 659) child<<<(v659 & 15) + 1, 32>>>(out, acc, v659);
    }
    int v660 = v659 + sizes[2] * 660;
    if (v660 % 3 == 0) {
        acc += v660;
        if (acc > 660) child<<<(v660 & 15) + 1, 32>>>(out, acc, v660);
    }
    int v661 = v660 + sizes[3] * 661;
    if (v661 % 3 == 1) {
        acc += v661;
        if (acc > 661) child<<<(v661 & 15) + 1, 32>>>(out, acc, v661);
    }
    int v662 = v661 + sizes[4] * 662;
    if (v662 % 3 == 2) {
        acc += v662;
        if (acc > 662) child<<<(v662 & 15) + 1, 32>>>(out, acc, v662);
    }
    int v663 = v662 + sizes[5] * 663;
    if (v663 % 3 == 0) {
        acc += v663;
        if (acc > 663) child<<<(v663 & 15) + 1, 32>>>(out, acc, v663);
    }
    int v664 = v663 + sizes[6] * 664;
    if (v664 % 3 == 1) {
        acc += v664;
        if (acc > 664) child<<<(v664 & 15) + 1, 32>>>(out, acc, v664);
    }
    int v665 = v664 + sizes[0] * 665;
    if (v665 % 3 == 2) {
        acc += v665;
        if (acc > 665) child<<<(v665 & 15) + 1, 32>>>(out, acc, v665);
    }
    int v666 = v665 + sizes[1] * 666;
    if (v666 % 3 == 0) {
        acc += v666;
        if (acc > 666) child<<<(v666 & 15) + 1, 32>>>(out, acc, v666);
    }
    int v667 = v666 + sizes[2] * 667;
    if (v667 % 3 == 1) {
        acc += v667;
        if (acc > 667) child<<<(v667 & 15) + 1, 32>>>(out, acc, v667);
    }
    int v668 = v667 + sizes[3] * 668;
    if (v668 % 3 == 2) {
        acc += v668;
        if (acc > 668) child<<<(v668 & 15) + 1, 32>>>(out, acc, v668);
    }
    int v669 = v668 + sizes[4] * 669;
    if (v669 % 3 == 0) {
        acc += v669;
        if (acc > 669) child<<<(v669 & 15) + 1, 32>>>(out, acc, v669);
    }
    int v670 = v669 + sizes[5] * 670;
    if (v670 % 3 == 1) {
        acc += v670;
        if (acc > 670) child<<<(v670 & 15) + 1, 32>>>(out, acc, v670);
    }
    int v671 = v670 + sizes[6] * 671;
    if (v671 % 3 == 2) {
        acc += v671;
        if (acc > 671) child<<<(v671 & 15) + 1, 32>>>(out, acc, v671);
    }
    int v672 = v671 + sizes[0] * 672;
    if (v672 % 3 == 0) {
        acc += v672;
        if (acc > 672) child<<<(v672 & 15) + 1, 32>>>(out, acc, v672);
    }
    int v673 = v672 + sizes[1] * 673;
    if (v673 % 3 == 1) {
        acc += v673;
        if (acc > 673) child<<<(v673 & 15) + 1, 32>>>(out, acc, v673);
    }
    int v674 = v673 + sizes[2] * 674;
    if (v674 % 3 == 2) {
        acc += v674;
        if (acc > 674) child<<<(v674 & 15) + 1, 32>>>(out, acc, v674);
    }
    int v675 = v674 + sizes[3] * 675;
    if (v675 % 3 == 0) {
        acc += v675;
        if (acc > 675) child<<<(v675 & 15) + 1, 32>>>(out, acc, v675);
    }
    int v676 = v675 + sizes[4] * 676;
    if (v676 % 3 == 1) {
        acc += v676;
        if (acc > 676) child<<<(v676 & 15) + 1, 32>>>(out, acc, v676);
    }
    int v677 = v676 + sizes[5] * 677;
    if (v677 % 3 == 2) {
        acc += v677;
        if (acc > 677) child<<<(v677 & 15) + 1, 32>>>(out, acc, v677);
    }
    int v678 = v677 + sizes[6] * 678;
    if (v678 % 3 == 0) {
        acc += v678;
        if (acc > 678) child<<<(v678 & 15) + 1, 32>>>(out, acc, v678);
    }
    int v679 = v678 + sizes[0] * 679;
    if (v679 % 3 == 1) {
        acc += v679;
        if (acc > 679) child<<<(v679 & 15) + 1, 32>>>(out, acc, v679);
    }
    int v680 = v679 + sizes[1] * 680;
    if (v680 % 3 == 2) {
        acc += v680;
        if (acc > 680) child<<<(v680 & 15) + 1, 32>>>(out, acc, v680);
    }
    int v681 = v680 + sizes[2] * 681;
    if (v681 % 3 == 0) {
        acc += v681;
        if (acc > 681) child<<<(v681 & 15) + 1, 32>>>(out, acc, v681);
    }
    int v682 = v681 + sizes[3] * 682;
    if (v682 % 3 == 1) {
        acc += v682;
        if (acc > 682) child<<<(v682 & 15) + 1, 32>>>(out, acc, v682);
    }
    int v683 = v682 + sizes[4] * 683;
    if (v683 % 3 == 2) {
        acc += v683;
        if (acc > 683) child<<<(v683 & 15) + 1, 32>>>(out, acc, v683);
    }
    int v684 = v683 + sizes[5] * 684;
    if (v684 % 3 == 0) {
        acc += v684;
        if (acc > 684) child<<<(v684 & 15) + 1, 32>>>(out, acc, v684);
    }
    int v685 = v684 + sizes[6] * 685;
    if (v685 % 3 == 1) {
        acc += v685;
        if (acc > 685) child<<<(v685 & 15) + 1, 32>>>(out, acc, v685);
    }
    int v686 = v685 + sizes[0] * 686;
    if (v686 % 3 == 2) {
        acc += v686;
        if (acc > 686) child<<<(v686 & 15) + 1, 32>>>(out, acc, v686);
    }
    int v687 = v686 + sizes[1] * 687;
    if (v687 % 3 == 0) {
        acc += v687;
        if (acc > 687) child<<<(v687 & 15) + 1, 32>>>(out, acc, v687);
    }
    int v688 = v687 + sizes[2] * 688;
    if (v688 % 3 == 1) {
        acc += v688;
        if (acc > 688) child<<<(v688 & 15) + 1, 32>>>(out, acc, v688);
    }
    int v689 = v688 + sizes[3] * 689;
    if (v689 % 3 == 2) {
        acc += v689;
        if (acc > 689) child<<<(v689 & 15) + 1, 32>>>(out, acc, v689);
    }
    int v690 = v689 + sizes[4] * 690;
    if (v690 % 3 == 0) {
        acc += v690;
        if (acc > 690) child<<<(v690 & 15) + 1, 32>>>(out, acc, v690);
    }
    int v691 = v690 + sizes[5] * 691;
    if (v691 % 3 == 1) {
        acc += v691;
        if (acc > 691) child<<<(v691 & 15) + 1, 32>>>(out, acc, v691);
    }
    int v692 = v691 + sizes[6] * 692;
    if (v692 % 3 == 2) {
        acc += v692;
        if (acc > 692) child<<<(v692 & 15) + 1, 32>>>(out, acc, v692);
    }
    int v693 = v692 + sizes[0] * 693;
    if (v693 % 3 == 0) {
        acc += v693;
        if (acc > 693) child<<<(v693 & 15) + 1, 32>>>(out, acc, v693);
    }
    int v694 = v693 + sizes[1] * 694;
    if (v694 % 3 == 1) {
        acc += v694;
        if (acc > 694) child<<<(v694 & 15) + 1, 32>>>(out, acc, v694);
    }
    int v695 = v694 + sizes[2] * 695;
    if (v695 % 3 == 2) {
        acc += v695;
        if (acc > 695) child<<<(v695 & 15) + 1, 32>>>(out, acc, v695);
    }
    int v696 = v695 + sizes[3] * 696;
    if (v696 % 3 == 0) {
        acc += v696;
        if (acc > 696) child<<<(v696 & 15) + 1, 32>>>(out, acc, v696);
    }
    int v697 = v696 + sizes[4] * 697;
    if (v697 % 3 == 1) {
        acc += v697;
        if (acc > 697) child<<<(v697 & 15) + 1, 32>>>(out, acc, v697);
    }
    int v698 = v697 + sizes[5] * 698;
    if (v698 % 3 == 2) {
        acc += v698;
        if (acc > 698) child<<<(v698 & 15) + 1, 32>>>(out, acc, v698);
    }
    int v699 = v698 + sizes[6] * 699;
    if (v699 % 3 == 0) {
        acc += v699;
        if (acc > 699) child<<<(v699 & 15) + 1, 32>>>(out, acc, v699);
    }
    int v700 = v699 + sizes[0] * 700;
    if (v700 % 3 == 1) {
        acc += v700;
        if (acc > 700) child<<<(v700 & 15) + 1, 32>>>(out, acc, v700);
    }
    int v701 = v700 + sizes[1] * 701;
    if (v701 % 3 == 2) {
        acc += v701;
        if (acc > 701) child<<<(v701 & 15) + 1, 32>>>(out, acc, v701);
    }
    int v702 = v701 + sizes[2] * 702;
    if (v702 % 3 == 0) {
        acc += v702;
        if (acc > 702) child<<<(v702 & 15) + 1, 32>>>(out, acc, v702);
    }
    int v703 = v702 + sizes[3] * 703;
    if (v703 % 3 == 1) {
        acc += v703;
        if (acc > 703) child<<<(v703 & 15) + 1, 32>>>(out, acc, v703);
    }
    int v704 = v703 + sizes[4] * 704;
    if (v704 % 3 == 2) {
        acc += v704;
        if (acc > 704) child<<<(v704 & 15) + 1, 32>>>(out, acc, v704);
    }
    int v705 = v704 + sizes[5] * 705;
    if (v705 % 3 == 0) {
        acc += v705;
        if (acc > 705) child<<<(v705 & 15) + 1, 32>>>(out, acc, v705);
    }
    int v706 = v705 + sizes[6] * 706;
    if (v706 % 3 == 1) {
        acc += v706;
        if (acc > 706) child<<<(v706 & 15) + 1, 32>>>(out, acc, v706);
    }
    int v707 = v706 + sizes[0] * 707;
    if (v707 % 3 == 2) {
        acc += v707;
        if (acc > 707) child<<<(v707 & 15) + 1, 32>>>(out, acc, v707);
    }
    int v708 = v707 + sizes[1] * 708;
    if (v708 % 3 == 0) {
        acc += v708;
        if (acc > 708) child<<<(v708 & 15) + 1, 32>>>(out, acc, v708);
    }
    int v709 = v708 + sizes[2] * 709;
    if (v709 % 3 == 1) {
        acc += v709;
        if (acc > 709) child<<<(v709 & 15) + 1, 32>>>(out, acc, v709);
    }
    int v710 = v709 + sizes[3] * 710;
    if (v710 % 3 == 2) {
        acc += v710;
        if (acc > 710) child<<<(v710 & 15) + 1, 32>>>(out, acc, v710);
    }
    int v711 = v710 + sizes[4] * 711;
    if (v711 % 3 == 0) {
        acc += v711;
        if (acc > 711) child<<<(v711 & 15) + 1, 32>>>(out, acc, v711);
    }
    int v712 = v711 + sizes[5] * 712;
    if (v712 % 3 == 1) {
        acc += v712;
        if (acc > 712) child<<<(v712 & 15) + 1, 32>>>(out, acc, v712);
    }
    int v713 = v712 + sizes[6] * 713;
    if (v713 % 3 == 2) {
        acc += v713;
        if (acc > 713) child<<<(v713 & 15) + 1, 32>>>(out, acc, v713);
    }
    int v714 = v713 + sizes[0] * 714;
    if (v714 % 3 == 0) {
        acc += v714;
        if (acc > 714) child<<<(v714 & 15) + 1, 32>>>(out, acc, v714);
    }
    int v715 = v714 + sizes[1] * 715;
    if (v715 % 3 == 1) {
        acc += v715;
        if (acc > 715) child<<<(v715 & 15) + 1, 32>>>(out, acc, v715);
    }
    int v716 = v715 + sizes[2] * 716;
    if (v716 % 3 == 2) {
        acc += v716;
        if (acc > 716) child<<<(v716 & 15) + 1, 32>>>(out, acc, v716);
    }
    int v717 = v716 + sizes[3] * 717;
    if (v717 % 3 == 0) {
        acc += v717;
        if (acc > 717) child<<<(v717 & 15) + 1, 32>>>(out, acc, v717);
    }
    int v718 = v717 + sizes[4] * 718;
    if (v718 % 3 == 1) {
        acc += v718;
        if (acc > 718) child<<<(v718 & 15) + 1, 32>>>(out, acc, v718);
    }
    int v719 = v718 + sizes[5] * 719;
    if (v719 % 3 == 2) {
        acc += v719;
        if (acc > 719) child<<<(v719 & 15) + 1, 32>>>(out, acc, v719);
    }
    int v720 = v719 + sizes[6] * 720;
    if (v720 % 3 == 0) {
        acc += v720;
        if (acc > 720) child<<<(v720 & 15) + 1, 32>>>(out, acc, v720);
    }
    int v721 = v720 + sizes[0] * 721;
    if (v721 % 3 == 1) {
        acc += v721;
        if (acc > 721) child<<<(v721 & 15) + 1, 32>>>(out, acc, v721);
    }
    int v722 = v721 + sizes[1] * 722;
    if (v722 % 3 == 2) {
        acc += v722;
        if (acc > 722) child<<<(v722 & 15) + 1, 32>>>(out, acc, v722);
    }
    int v723 = v722 + sizes[2] * 723;
    if (v723 % 3 == 0) {
        acc += v723;
        if (acc > 723) child<<<(v723 & 15) + 1, 32>>>(out, acc, v723);
    }
    int v724 = v723 + sizes[3] * 724;
    if (v724 % 3 == 1) {
        acc += v724;
        if (acc > 724) child<<<(v724 & 15) + 1, 32>>>(out, acc, v724);
    }
    int v725 = v724 + sizes[4] * 725;
    if (v725 % 3 == 2) {
        acc += v725;
        if (acc > 725) child<<<(v725 & 15) + 1, 32>>>(out, acc, v725);
    }
    int v726 = v725 + sizes[5] * 726;
    if (v726 % 3 == 0) {
        acc += v726;
        if (acc > 726) child<<<(v726 & 15) + 1, 32>>>(out, acc, v726);
    }
    int v727 = v726 + sizes[6] * 727;
    if (v727 % 3 == 1) {
        acc += v727;
        if (acc > 727) child<<<(v727 & 15) + 1, 32>>>(out, acc, v727);
    }
    int v728 = v727 + sizes[0] * 728;
    if (v728 % 3 == 2) {
        acc += v728;
        if (acc > 728) child<<<(v728 & 15) + 1, 32>>>(out, acc, v728);
    }
    int v729 = v728 + sizes[1] * 729;
    if (v729 % 3 == 0) {
        acc += v729;
        if (acc > 729) child<<<(v729 & 15) + 1, 32>>>(out, acc, v729);
    }
    int v730 = v729 + sizes[2] * 730;
    if (v730 % 3 == 1) {
        acc += v730;
        if (acc > 730) child<<<(v730 & 15) + 1, 32>>>(out, acc, v730);
    }
    int v731 = v730 + sizes[3] * 731;
    if (v731 % 3 == 2) {
        acc += v731;
        if (acc > 731) child<<<(v731 & 15) + 1, 32>>>(out, acc, v731);
    }
    int v732 = v731 + sizes[4] * 732;
    if (v732 % 3 == 0) {
        acc += v732;
        if (acc > 732) child<<<(v732 & 15) + 1, 32>>>(out, acc, v732);
    }
    int v733 = v732 + sizes[5] * 733;
    if (v733 % 3 == 1) {
        acc += v733;
        if (acc > 733) child<<<(v733 & 15) + 1, 32>>>(out, acc, v733);
    }
    int v734 = v733 + sizes[6] * 734;
    if (v734 % 3 == 2) {
        acc += v734;
        if (acc > 734) child<<<(v734 & 15) + 1, 32>>>(out, acc, v734);
    }
    int v735 = v734 + sizes[0] * 735;
    if (v735 % 3 == 0) {
        acc += v735;
        if (acc > 735) child<<<(v735 & 15) + 1, 32>>>(out, acc, v735);
    }
    int v736 = v735 + sizes[1] * 736;
    if (v736 % 3 == 1) {
        acc += v736;
        if (acc > 736) child<<<(v736 & 15) + 1, 32>>>(out, acc, v736);
    }
    int v737 = v736 + sizes[2] * 737;
    if (v737 % 3 == 2) {
        acc += v737;
        if (acc > 737) child<<<(v737 & 15) + 1, 32>>>(out, acc, v737);
    }
    int v738 = v737 + sizes[3] * 738;
    if (v738 % 3 == 0) {
        acc += v738;
        if (acc > 738) child<<<(v738 & 15) + 1, 32>>>(out, acc, v738);
    }
    int v739 = v738 + sizes[4] * 739;
    if (v739 % 3 == 1) {
        acc += v739;
        if (acc > 739) child<<<(v739 & 15) + 1, 32>>>(out, acc, v739);
    }
    int v740 = v739 + sizes[5] * 740;
    if (v740 % 3 == 2) {
        acc += v740;
        if (acc > 740) child<<<(v740 & 15) + 1, 32>>>(out, acc, v740);
    }
    int v741 = v740 + sizes[6] * 741;
    if (v741 % 3 == 0) {
        acc += v741;
        if (acc > 741) child<<<(v741 & 15) + 1, 32>>>(out, acc, v741);
    }
    int v742 = v741 + sizes[0] * 742;
    if (v742 % 3 == 1) {
        acc += v742;
        if (acc > 742) child<<<(v742 & 15) + 1, 32>>>(out, acc, v742);
    }
    int v743 = v742 + sizes[1] * 743;
    if (v743 % 3 == 2) {
        acc += v743;
        if (acc > 743) child<<<(v743 & 15) + 1, 32>>>(out, acc, v743);
    }
    int v744 = v743 + sizes[2] * 744;
    if (v744 % 3 == 0) {
        acc += v744;
        if (acc > 744) child<<<(v744 & 15) + 1, 32>>>(out, acc, v744);
    }
    int v745 = v744 + sizes[3] * 745;
    if (v745 % 3 == 1) {
        acc += v745;
        if (acc > 745) child<<<(v745 & 15) + 1, 32>>>(out, acc, v745);
    }
    int v746 = v745 + sizes[4] * 746;
    if (v746 % 3 == 2) {
        acc += v746;
        if (acc > 746) child<<<(v746 & 15) + 1, 32>>>(out, acc, v746);
    }
    int v747 = v746 + sizes[5] * 747;
    if (v747 % 3 == 0) {
        acc += v747;
        if (acc > 747) child<<<(v747 & 15) + 1, 32>>>(out, acc, v747);
    }
    int v748 = v747 + sizes[6] * 748;
    if (v748 % 3 == 1) {
        acc += v748;
        if (acc > 748) child<<<(v748 & 15) + 1, 32>>>(out, acc, v748);
    }
    int v749 = v748 + sizes[0] * 749;
    if (v749 % 3 == 2) {
        acc += v749;
        if (acc > 749) child<<<(v749 & 15) + 1, 32>>>(out, acc, v749);
    }
    int v750 = v749 + sizes[1] * 750;
    if (v750 % 3 == 0) {
        acc += v750;
        if (acc > 750) child<<<(v750 & 15) + 1, 32>>>(out, acc, v750);
    }
    int v751 = v750 + sizes[2] * 751;
    if (v751 % 3 == 1) {
        acc += v751;
        if (acc > 751) child<<<(v751 & 15) + 1, 32>>>(out, acc, v751);
    }
    int v752 = v751 + sizes[3] * 752;
    if (v752 % 3 == 2) {
        acc += v752;
        if (acc > 752) child<<<(v752 & 15) + 1, 32>>>(out, acc, v752);
    }
    int v753 = v752 + sizes[4] * 753;
    if (v753 % 3 == 0) {
        acc += v753;
        if (acc > 753) child<<<(v753 & 15) + 1, 32>>>(out, acc, v753);
    }
    int v754 = v753 + sizes[5] * 754;
    if (v754 % 3 == 1) {
        acc += v754;
        if (acc > 754) child<<<(v754 & 15) + 1, 32>>>(out, acc, v754);
    }
    int v755 = v754 + sizes[6] * 755;
    if (v755 % 3 == 2) {
        acc += v755;
        if (acc > 755) child<<<(v755 & 15) + 1, 32>>>(out, acc, v755);
    }
    int v756 = v755 + sizes[0] * 756;
    if (v756 % 3 == 0) {
        acc += v756;
        if (acc > 756) child<<<(v756 & 15) + 1, 32>>>(out, acc, v756);
    }
    int v757 = v756 + sizes[1] * 757;
    if (v757 % 3 == 1) {
        acc += v757;
        if (acc > 757) child<<<(v757 & 15) + 1, 32>>>(out, acc, v757);
    }
    int v758 = v757 + sizes[2] * 758;
    if (v758 % 3 == 2) {
        acc += v758;
        if (acc > 758) child<<<(v758 & 15) + 1, 32>>>(out, acc, v758);
    }
    int v759 = v758 + sizes[3] * 759;
    if (v759 % 3 == 0) {
        acc += v759;
        if (acc > 759) child<<<(v759 & 15) + 1, 32>>>(out, acc, v759);
    }
    int v760 = v759 + sizes[4] * 760;
    if (v760 % 3 == 1) {
        acc += v760;
        if (acc > 760) child<<<(v760 & 15) + 1, 32>>>(out, acc, v760);
    }
    int v761 = v760 + sizes[5] * 761;
    if (v761 % 3 == 2) {
        acc += v761;
        if (acc > 761) child<<<(v761 & 15) + 1, 32>>>(out, acc, v761);
    }
    int v762 = v761 + sizes[6] * 762;
    if (v762 % 3 == 0) {
        acc += v762;
        if (acc > 762) child<<<(v762 & 15) + 1, 32>>>(out, acc, v762);
    }
    int v763 = v762 + sizes[0] * 763;
    if (v763 % 3 == 1) {
        acc += v763;
        if (acc > 763) child<<<(v763 & 15) + 1, 32>>>(out, acc, v763);
    }
    int v764 = v763 + sizes[1] * 764;
    if (v764 % 3 == 2) {
        acc += v764;
        if (acc > 764) child<<<(v764 & 15) + 1, 32>>>(out, acc, v764);
    }
    int v765 = v764 + sizes[2] * 765;
    if (v765 % 3 == 0) {
        acc += v765;
        if (acc > 765) child<<<(v765 & 15) + 1, 32>>>(out, acc, v765);
    }
    int v766 = v765 + sizes[3] * 766;
    if (v766 % 3 == 1) {
        acc += v766;
        if (acc > 766) child<<<(v766 & 15) + 1, 32>>>(out, acc, v766);
    }
    int v767 = v766 + sizes[4] * 767;
    if (v767 % 3 == 2) {
        acc += v767;
        if (acc > 767) child<<<(v767 & 15) + 1, 32>>>(out, acc, v767);
    }
    int v768 = v767 + sizes[5] * 768;
    if (v768 % 3 == 0) {
        acc += v768;
        if (acc > 768) child<<<(v768 & 15) + 1, 32>>>(out, acc, v768);
    }
    int v769 = v768 + sizes[6] * 769;
    if (v769 % 3 == 1) {
        acc += v769;
        if (acc > 769) child<<<(v769 & 15) + 1, 32>>>(out, acc, v769);
    }
    int v770 = v769 + sizes[0] * 770;
    if (v770 % 3 == 2) {
        acc += v770;
        if (acc > 770) child<<<(v770 & 15) + 1, 32>>>(out, acc, v770);
    }
    int v771 = v770 + sizes[1] * 771;
    if (v771 % 3 == 0) {
        acc += v771;
        if (acc > 771) child<<<(v771 & 15) + 1, 32>>>(out, acc, v771);
    }
    int v772 = v771 + sizes[2] * 772;
    if (v772 % 3 == 1) {
        acc += v772;
        if (acc > 772) child<<<(v772 & 15) + 1, 32>>>(out, acc, v772);
    }
    int v773 = v772 + sizes[3] * 773;
    if (v773 % 3 == 2) {
        acc += v773;
        if (acc > 773) child<<<(v773 & 15) + 1, 32>>>(out, acc, v773);
    }
    int v774 = v773 + sizes[4] * 774;
    if (v774 % 3 == 0) {
        acc += v774;
        if (acc > 774) child<<<(v774 & 15) + 1, 32>>>(out, acc, v774);
    }
    int v775 = v774 + sizes[5] * 775;
    if (v775 % 3 == 1) {
        acc += v775;
        if (acc > 775) child<<<(v775 & 15) + 1, 32>>>(out, acc, v775);
    }
    int v776 = v775 + sizes[6] * 776;
    if (v776 % 3 == 2) {
        acc += v776;
        if (acc > 776) child<<<(v776 & 15) + 1, 32>>>(out, acc, v776);
    }
    int v777 = v776 + sizes[0] * 777;
    if (v777 % 3 == 0) {
        acc += v777;
        if (acc > 777) child<<<(v777 & 15) + 1, 32>>>(out, acc, v777);
    }
    int v778 = v777 + sizes[1] * 778;
    if (v778 % 3 == 1) {
        acc += v778;
        if (acc > 778) child<<<(v778 & 15) + 1, 32>>>(out, acc, v778);
    }
    int v779 = v778 + sizes[2] * 779;
    if (v779 % 3 == 2) {
        acc += v779;
        if (acc > 779) child<<<(v779 & 15) + 1, 32>>>(out, acc, v779);
    }
    int v780 = v779 + sizes[3] * 780;
    if (v780 % 3 == 0) {
        acc += v780;
        if (acc > 780) child<<<(v780 & 15) + 1, 32>>>(out, acc, v780);
    }
    int v781 = v780 + sizes[4] * 781;
    if (v781 % 3 == 1) {
        acc += v781;
        if (acc > 781) child<<<(v781 & 15) + 1, 32>>>(out, acc, v781);
    }
    int v782 = v781 + sizes[5] * 782;
    if (v782 % 3 == 2) {
        acc += v782;
        if (acc > 782) child<<<(v782 & 15) + 1, 32>>>(out, acc, v782);
    }
    int v783 = v782 + sizes[6] * 783;
    if (v783 % 3 == 0) {
        acc += v783;
        if (acc > 783) child<<<(v783 & 15) + 1, 32>>>(out, acc, v783);
    }
    int v784 = v783 + sizes[0] * 784;
    if (v784 % 3 == 1) {
        acc += v784;
        if (acc > 784) child<<<(v784 & 15) + 1, 32>>>(out, acc, v784);
    }
    int v785 = v784 + sizes[1] * 785;
    if (v785 % 3 == 2) {
        acc += v785;
        if (acc > 785) child<<<(v785 & 15) + 1, 32>>>(out, acc, v785);
    }
    int v786 = v785 + sizes[2] * 786;
    if (v786 % 3 == 0) {
        acc += v786;
        if (acc > 786) child<<<(v786 & 15) + 1, 32>>>(out, acc, v786);
    }
    int v787 = v786 + sizes[3] * 787;
    if (v787 % 3 == 1) {
        acc += v787;
        if (acc > 787) child<<<(v787 & 15) + 1, 32>>>(out, acc, v787);
    }
    int v788 = v787 + sizes[4] * 788;
    if (v788 % 3 == 2) {
        acc += v788;
        if (acc > 788) child<<<(v788 & 15) + 1, 32>>>(out, acc, v788);
    }
    int v789 = v788 + sizes[5] * 789;
    if (v789 % 3 == 0) {
        acc += v789;
        if (acc > 789) child<<<(v789 & 15) + 1, 32>>>(out, acc, v789);
    }
    int v790 = v789 + sizes[6] * 790;
    if (v790 % 3 == 1) {
        acc += v790;
        if (acc > 790) child<<<(v790 & 15) + 1, 32>>>(out, acc, v790);
    }
    int v791 = v790 + sizes[0] * 791;
    if (v791 % 3 == 2) {
        acc += v791;
        if (acc > 791) child<<<(v791 & 15) + 1, 32>>>(out, acc, v791);
    }
    int v792 = v791 + sizes[1] * 792;
    if (v792 % 3 == 0) {
        acc += v792;
        if (acc > 792) child<<<(v792 & 15) + 1, 32>>>(out, acc, v792);
    }
    int v793 = v792 + sizes[2] * 793;
    if (v793 % 3 == 1) {
        acc += v793;
        if (acc > 793) child<<<(v793 & 15) + 1, 32>>>(out, acc, v793);
    }
    int v794 = v793 + sizes[3] * 794;
    if (v794 % 3 == 2) {
        acc += v794;
        if (acc > 794) child<<<(v794 & 15) + 1, 32>>>(out, acc, v794);
    }
    int v795 = v794 + sizes[4] * 795;
    if (v795 % 3 == 0) {
        acc += v795;
        if (acc > 795) child<<<(v795 & 15) + 1, 32>>>(out, acc, v795);
    }
    int v796 = v795 + sizes[5] * 796;
    if (v796 % 3 == 1) {
        acc += v796;
        if (acc > 796) child<<<(v796 & 15) + 1, 32>>>(out, acc, v796);
    }
    int v797 = v796 + sizes[6] * 797;
    if (v797 % 3 == 2) {
        acc += v797;
        if (acc > 797) child<<<(v797 & 15) + 1, 32>>>(out, acc, v797);
    }
    int v798 = v797 + sizes[0] * 798;
    if (v798 % 3 == 0) {
        acc += v798;
        if (acc > 798) child<<<(v798 & 15) + 1, 32>>>(out, acc, v798);
    }
    int v799 = v798 + sizes[1] * 799;
    if (v799 % 3 == 1) {
        acc += v799;
        if (acc > 799) child<<<(v799 & 15) + 1, 32>>>(out, acc, v799);
    }
    int v800 = v799 + sizes[2] * 800;
    if (v800 % 3 == 2) {
        acc += v800;
        if (acc > 800) child<<<(v800 & 15) + 1, 32>>>(out, acc, v800);
    }
    int v801 = v800 + sizes[3] * 801;
    if (v801 % 3 == 0) {
        acc += v801;
        if (acc > 801) child<<<(v801 & 15) + 1, 32>>>(out, acc, v801);
    }
    int v802 = v801 + sizes[4] * 802;
    if (v802 % 3 == 1) {
        acc += v802;
        if (acc > 802) child<<<(v802 & 15) + 1, 32>>>(out, acc, v802);
    }
    int v803 = v802 + sizes[5] * 803;
    if (v803 % 3 == 2) {
        acc += v803;
        if (acc > 803) child<<<(v803 & 15) + 1, 32>>>(out, acc, v803);
    }
    int v804 = v803 + sizes[6] * 804;
    if (v804 % 3 == 0) {
        acc += v804;
        if (acc > 804) child<<<(v804 & 15) + 1, 32>>>(out, acc, v804);
    }
    int v805 = v804 + sizes[0] * 805;
    if (v805 % 3 == 1) {
        acc += v805;
        if (acc > 805) child<<<(v805 & 15) + 1, 32>>>(out, acc, v805);
    }
    int v806 = v805 + sizes[1] * 806;
    if (v806 % 3 == 2) {
        acc += v806;
        if (acc > 806) child<<<(v806 & 15) + 1, 32>>>(out, acc, v806);
    }
    int v807 = v806 + sizes[2] * 807;
    if (v807 % 3 == 0) {
        acc += v807;
        if (acc > 807) child<<<(v807 & 15) + 1, 32>>>(out, acc, v807);
    }
    int v808 = v807 + sizes[3] * 808;
    if (v808 % 3 == 1) {
        acc += v808;
        if (acc > 808) child<<<(v808 & 15) + 1, 32>>>(out, acc, v808);
    }
    int v809 = v808 + sizes[4] * 809;
    if (v809 % 3 == 2) {
        acc += v809;
        if (acc > 809) child<<<(v809 & 15) + 1, 32>>>(out, acc, v809);
    }
    int v810 = v809 + sizes[5] * 810;
    if (v810 % 3 == 0) {
        acc += v810;
        if (acc > 810) child<<<(v810 & 15) + 1, 32>>>(out, acc, v810);
    }
    int v811 = v810 + sizes[6] * 811;
    if (v811 % 3 == 1) {
        acc += v811;
        if (acc > 811) child<<<(v811 & 15) + 1, 32>>>(out, acc, v811);
    }
    int v812 = v811 + sizes[0] * 812;
    if (v812 % 3 == 2) {
        acc += v812;
        if (acc > 812) child<<<(v812 & 15) + 1, 32>>>(out, acc, v812);
    }
    int v813 = v812 + sizes[1] * 813;
    if (v813 % 3 == 0) {
        acc += v813;
        if (acc > 813) child<<<(v813 & 15) + 1, 32>>>(out, acc, v813);
    }
    int v814 = v813 + sizes[2] * 814;
    if (v814 % 3 == 1) {
        acc += v814;
        if (acc > 814) child<<<(v814 & 15) + 1, 32>>>(out, acc, v814);
    }
    int v815 = v814 + sizes[3] * 815;
    if (v815 % 3 == 2) {
        acc += v815;
        if (acc > 815) child<<<(v815 & 15) + 1, 32>>>(out, acc, v815);
    }
    int v816 = v815 + sizes[4] * 816;
    if (v816 % 3 == 0) {
        acc += v816;
        if (acc > 816) child<<<(v816 & 15) + 1, 32>>>(out, acc, v816);
    }
    int v817 = v816 + sizes[5] * 817;
    if (v817 % 3 == 1) {
        acc += v817;
        if (acc > 817) child<<<(v817 & 15) + 1, 32>>>(out, acc, v817);
    }
    int v818 = v817 + sizes[6] * 818;
    if (v818 % 3 == 2) {
        acc += v818;
        if (acc > 818) child<<<(v818 & 15) + 1, 32>>>(out, acc, v818);
    }
    int v819 = v818 + sizes[0] * 819;
    if (v819 % 3 == 0) {
        acc += v819;
        if (acc > 819) child<<<(v819 & 15) + 1, 32>>>(out, acc, v819);
    }
    int v820 = v819 + sizes[1] * 820;
    if (v820 % 3 == 1) {
        acc += v820;
        if (acc > 820) child<<<(v820 & 15) + 1, 32>>>(out, acc, v820);
    }
    int v821 = v820 + sizes[2] * 821;
    if (v821 % 3 == 2) {
        acc += v821;
        if (acc > 821) child<<<(v821 & 15) + 1, 32>>>(out, acc, v821);
    }
    int v822 = v821 + sizes[3] * 822;
    if (v822 % 3 == 0) {
        acc += v822;
        if (acc > 822) child<<<(v822 & 15) + 1, 32>>>(out, acc, v822);
    }
    int v823 = v822 + sizes[4] * 823;
    if (v823 % 3 == 1) {
        acc += v823;
        if (acc > 823) child<<<(v823 & 15) + 1, 32>>>(out, acc, v823);
    }
    int v824 = v823 + sizes[5] * 824;
    if (v824 % 3 == 2) {
        acc += v824;
        if (acc > 824) child<<<(v824 & 15) + 1, 32>>>(out, acc, v824);
    }
    int v825 = v824 + sizes[6] * 825;
    if (v825 % 3 == 0) {
        acc += v825;
        if (acc > 825) child<<<(v825 & 15) + 1, 32>>>(out, acc, v825);
    }
    int v826 = v825 + sizes[0] * 826;
    if (v826 % 3 == 1) {
        acc += v826;
        if (acc > 826) child<<<(v826 & 15) + 1, 32>>>(out, acc, v826);
    }
    int v827 = v826 + sizes[1] * 827;
    if (v827 % 3 == 2) {
        acc += v827;
        if (acc > 827) child<<<(v827 & 15) + 1, 32>>>(out, acc, v827);
    }
    int v828 = v827 + sizes[2] * 828;
    if (v828 % 3 == 0) {
        acc += v828;
        if (acc > 828) child<<<(v828 & 15) + 1, 32>>>(out, acc, v828);
    }
    int v829 = v828 + sizes[3] * 829;
    if (v829 % 3 == 1) {
        acc += v829;
        if (acc > 829) child<<<(v829 & 15) + 1, 32>>>(out, acc, v829);
    }
    int v830 = v829 + sizes[4] * 830;
    if (v830 % 3 == 2) {
        acc += v830;
        if (acc > 830) child<<<(v830 & 15) + 1, 32>>>(out, acc, v830);
    }
    int v831 = v830 + sizes[5] * 831;
    if (v831 % 3 == 0) {
        acc += v831;
        if (acc > 831) child<<<(v831 & 15) + 1, 32>>>(out, acc, v831);
    }
    int v832 = v831 + sizes[6] * 832;
    if (v832 % 3 == 1) {
        acc += v832;
        if (acc > 832) child<<<(v832 & 15) + 1, 32>>>(out, acc, v832);
    }
    int v833 = v832 + sizes[0] * 833;
    if (v833 % 3 == 2) {
        acc += v833;
        if (acc > 833) child<<<(v833 & 15) + 1, 32>>>(out, acc, v833);
    }
    int v834 = v833 + sizes[1] * 834;
    if (v834 % 3 == 0) {
        acc += v834;
        if (acc > 834) child<<<(v834 & 15) + 1, 32>>>(out, acc, v834);
    }
    int v835 = v834 + sizes[2] * 835;
    if (v835 % 3 == 1) {
        acc += v835;
        if (acc > 835) child<<<(v835 & 15) + 1, 32>>>(out, acc, v835);
    }
    int v836 = v835 + sizes[3] * 836;
    if (v836 % 3 == 2) {
        acc += v836;
        if (acc > 836) child<<<(v836 & 15) + 1, 32>>>(out, acc, v836);
    }
    int v837 = v836 + sizes[4] * 837;
    if (v837 % 3 == 0) {
        acc += v837;
        if (acc > 837) child<<<(v837 & 15) + 1, 32>>>(out, acc, v837);
    }
    int v838 = v837 + sizes[5] * 838;
    if (v838 % 3 == 1) {
        acc += v838;
        if (acc > 838) child<<<(v838 & 15) + 1, 32>>>(out, acc, v838);
    }
    int v839 = v838 + sizes[6] * 839;
    if (v839 % 3 == 2) {
        acc += v839;
        if (acc > 839) child<<<(v839 & 15) + 1, 32>>>(out, acc, v839);
    }
    int v840 = v839 + sizes[0] * 840;
    if (v840 % 3 == 0) {
        acc += v840;
        if (acc > 840) child<<<(v840 & 15) + 1, 32>>>(out, acc, v840);
    }
    int v841 = v840 + sizes[1] * 841;
    if (v841 % 3 == 1) {
        acc += v841;
        if (acc > 841) child<<<(v841 & 15) + 1, 32>>>(out, acc, v841);
    }
    int v842 = v841 + sizes[2] * 842;
    if (v842 % 3 == 2) {
        acc += v842;
        if (acc > 842) child<<<(v842 & 15) + 1, 32>>>(out, acc, v842);
    }
    int v843 = v842 + sizes[3] * 843;
    if (v843 % 3 == 0) {
        acc += v843;
        if (acc > 843) child<<<(v843 & 15) + 1, 32>>>(out, acc, v843);
    }
    int v844 = v843 + sizes[4] * 844;
    if (v844 % 3 == 1) {
        acc += v844;
        if (acc > 844) child<<<(v844 & 15) + 1, 32>>>(out, acc, v844);
    }
    int v845 = v844 + sizes[5] * 845;
    if (v845 % 3 == 2) {
        acc += v845;
        if (acc > 845) child<<<(v845 & 15) + 1, 32>>>(out, acc, v845);
    }
    int v846 = v845 + sizes[6] * 846;
    if (v846 % 3 == 0) {
        acc += v846;
        if (acc > 846) child<<<(v846 & 15) + 1, 32>>>(out, acc, v846);
    }
    int v847 = v846 + sizes[0] * 847;
    if (v847 % 3 == 1) {
        acc += v847;
        if (acc > 847) child<<<(v847 & 15) + 1, 32>>>(out, acc, v847);
    }
    int v848 = v847 + sizes[1] * 848;
    if (v848 % 3 == 2) {
        acc += v848;
        if (acc > 848) child<<<(v848 & 15) + 1, 32>>>(out, acc, v848);
    }
    int v849 = v848 + sizes[2] * 849;
    if (v849 % 3 == 0) {
        acc += v849;
        if (acc > 849) child<<<(v849 & 15) + 1, 32>>>(out, acc, v849);
    }
    int v850 = v849 + sizes[3] * 850;
    if (v850 % 3 == 1) {
        acc += v850;
        if (acc > 850) child<<<(v850 & 15) + 1, 32>>>(out, acc, v850);
    }
    int v851 = v850 + sizes[4] * 851;
    if (v851 % 3 == 2) {
        acc += v851;
        if (acc > 851) child<<<(v851 & 15) + 1, 32>>>(out, acc, v851);
    }
    int v852 = v851 + sizes[5] * 852;
    if (v852 % 3 == 0) {
        acc += v852;
        if (acc > 852) child<<<(v852 & 15) + 1, 32>>>(out, acc, v852);
    }
    int v853 = v852 + sizes[6] * 853;
    if (v853 % 3 == 1) {
        acc += v853;
        if (acc > 853) child<<<(v853 & 15) + 1, 32>>>(out, acc, v853);
    }
    int v854 = v853 + sizes[0] * 854;
    if (v854 % 3 == 2) {
        acc += v854;
        if (acc > 854) child<<<(v854 & 15) + 1, 32>>>(out, acc, v854);
    }
    int v855 = v854 + sizes[1] * 855;
    if (v855 % 3 == 0) {
        acc += v855;
        if (acc > 855) child<<<(v855 & 15) + 1, 32>>>(out, acc, v855);
    }
    int v856 = v855 + sizes[2] * 856;
    if (v856 % 3 == 1) {
        acc += v856;
        if (acc > 856) child<<<(v856 & 15) + 1, 32>>>(out, acc, v856);
    }
    int v857 = v856 + sizes[3] * 857;
    if (v857 % 3 == 2) {
        acc += v857;
        if (acc > 857) child<<<(v857 & 15) + 1, 32>>>(out, acc, v857);
    }
    int v858 = v857 + sizes[4] * 858;
    if (v858 % 3 == 0) {
        acc += v858;
        if (acc > 858) child<<<(v858 & 15) + 1, 32>>>(out, acc, v858);
    }
    int v859 = v858 + sizes[5] * 859;
    if (v859 % 3 == 1) {
        acc += v859;
        if (acc > 859) child<<<(v859 & 15) + 1, 32>>>(out, acc, v859);
    }
    int v860 = v859 + sizes[6] * 860;
    if (v860 % 3 == 2) {
        acc += v860;
        if (acc > 860) child<<<(v860 & 15) + 1, 32>>>(out, acc, v860);
    }
    int v861 = v860 + sizes[0] * 861;
    if (v861 % 3 == 0) {
        acc += v861;
        if (acc > 861) child<<<(v861 & 15) + 1, 32>>>(out, acc, v861);
    }
    int v862 = v861 + sizes[1] * 862;
    if (v862 % 3 == 1) {
        acc += v862;
        if (acc > 862) child<<<(v862 & 15) + 1, 32>>>(out, acc, v862);
    }
    int v863 = v862 + sizes[2] * 863;
    if (v863 % 3 == 2) {
        acc += v863;
        if (acc > 863) child<<<(v863 & 15) + 1, 32>>>(out, acc, v863);
    }
    int v864 = v863 + sizes[3] * 864;
    if (v864 % 3 == 0) {
        acc += v864;
        if (acc > 864) child<<<(v864 & 15) + 1, 32>>>(out, acc, v864);
    }
    int v865 = v864 + sizes[4] * 865;
    if (v865 % 3 == 1) {
        acc += v865;
        if (acc > 865) child<<<(v865 & 15) + 1, 32>>>(out, acc, v865);
    }
    int v866 = v865 + sizes[5] * 866;
    if (v866 % 3 == 2) {
        acc += v866;
        if (acc > 866) child<<<(v866 & 15) + 1, 32>>>(out, acc, v866);
    }
    int v867 = v866 + sizes[6] * 867;
    if (v867 % 3 == 0) {
        acc += v867;
        if (acc > 867) child<<<(v867 & 15) + 1, 32>>>(out, acc, v867);
    }
    int v868 = v867 + sizes[0] * 868;
    if (v868 % 3 == 1) {
        acc += v868;
        if (acc > 868) child<<<(v868 & 15) + 1, 32>>>(out, acc, v868);
    }
    int v869 = v868 + sizes[1] * 869;
    if (v869 % 3 == 2) {
        acc += v869;
        if (acc > 869) child<<<(v869 & 15) + 1, 32>>>(out, acc, v869);
    }
    int v870 = v869 + sizes[2] * 870;
    if (v870 % 3 == 0) {
        acc += v870;
        if (acc > 870) child<<<(v870 & 15) + 1, 32>>>(out, acc, v870);
    }
    int v871 = v870 + sizes[3] * 871;
    if (v871 % 3 == 1) {
        acc += v871;
        if (acc > 871) child<<<(v871 & 15) + 1, 32>>>(out, acc, v871);
    }
    int v872 = v871 + sizes[4] * 872;
    if (v872 % 3 == 2) {
        acc += v872;
        if (acc > 872) child<<<(v872 & 15) + 1, 32>>>(out, acc, v872);
    }
    int v873 = v872 + sizes[5] * 873;
    if (v873 % 3 == 0) {
        acc += v873;
        if (acc > 873) child<<<(v873 & 15) + 1, 32>>>(out, acc, v873);
    }
    int v874 = v873 + sizes[6] * 874;
    if (v874 % 3 == 1) {
        acc += v874;
        if (acc > 874) child<<<(v874 & 15) + 1, 32>>>(out, acc, v874);
    }
    int v875 = v874 + sizes[0] * 875;
    if (v875 % 3 == 2) {
        acc += v875;
        if (acc > 875) child<<<(v875 & 15) + 1, 32>>>(out, acc, v875);
    }
    int v876 = v875 + sizes[1] * 876;
    if (v876 % 3 == 0) {
        acc += v876;
        if (acc > 876) child<<<(v876 & 15) + 1, 32>>>(out, acc, v876);
    }
    int v877 = v876 + sizes[2] * 877;
    if (v877 % 3 == 1) {
        acc += v877;
        if (acc > 877) child<<<(v877 & 15) + 1, 32>>>(out, acc, v877);
    }
    int v878 = v877 + sizes[3] * 878;
    if (v878 % 3 == 2) {
        acc += v878;
        if (acc > 878) child<<<(v878 & 15) + 1, 32>>>(out, acc, v878);
    }
    int v879 = v878 + sizes[4] * 879;
    if (v879 % 3 == 0) {
        acc += v879;
        if (acc > 879) child<<<(v879 & 15) + 1, 32>>>(out, acc, v879);
    }
    int v880 = v879 + sizes[5] * 880;
    if (v880 % 3 == 1) {
        acc += v880;
        if (acc > 880) child<<<(v880 & 15) + 1, 32>>>(out, acc, v880);
    }
    int v881 = v880 + sizes[6] * 881;
    if (v881 % 3 == 2) {
        acc += v881;
        if (acc > 881) child<<<(v881 & 15) + 1, 32>>>(out, acc, v881);
    }
    int v882 = v881 + sizes[0] * 882;
    if (v882 % 3 == 0) {
        acc += v882;
        if (acc > 882) child<<<(v882 & 15) + 1, 32>>>(out, acc, v882);
    }
    int v883 = v882 + sizes[1] * 883;
    if (v883 % 3 == 1) {
        acc += v883;
        if (acc > 883) child<<<(v883 & 15) + 1, 32>>>(out, acc, v883);
    }
    int v884 = v883 + sizes[2] * 884;
    if (v884 % 3 == 2) {
        acc += v884;
        if (acc > 884) child<<<(v884 & 15) + 1, 32>>>(out, acc, v884);
    }
    int v885 = v884 + sizes[3] * 885;
    if (v885 % 3 == 0) {
        acc += v885;
        if (acc > 885) child<<<(v885 & 15) + 1, 32>>>(out, acc, v885);
    }
    int v886 = v885 + sizes[4] * 886;
    if (v886 % 3 == 1) {
        acc += v886;
        if (acc > 886) child<<<(v886 & 15) + 1, 32>>>(out, acc, v886);
    }
    int v887 = v886 + sizes[5] * 887;
    if (v887 % 3 == 2) {
        acc += v887;
        if (acc > 887) child<<<(v887 & 15) + 1, 32>>>(out, acc, v887);
    }
    int v888 = v887 + sizes[6] * 888;
    if (v888 % 3 == 0) {
        acc += v888;
        if (acc > 888) child<<<(v888 & 15) + 1, 32>>>(out, acc, v888);
    }
    int v889 = v888 + sizes[0] * 889;
    if (v889 % 3 == 1) {
        acc += v889;
        if (acc > 889) child<<<(v889 & 15) + 1, 32>>>(out, acc, v889);
    }
    int v890 = v889 + sizes[1] * 890;
    if (v890 % 3 == 2) {
        acc += v890;
        if (acc > 890) child<<<(v890 & 15) + 1, 32>>>(out, acc, v890);
    }
    int v891 = v890 + sizes[2] * 891;
    if (v891 % 3 == 0) {
        acc += v891;
        if (acc > 891) child<<<(v891 & 15) + 1, 32>>>(out, acc, v891);
    }
    int v892 = v891 + sizes[3] * 892;
    if (v892 % 3 == 1) {
        acc += v892;
        if (acc > 892) child<<<(v892 & 15) + 1, 32>>>(out, acc, v892);
    }
    int v893 = v892 + sizes[4] * 893;
    if (v893 % 3 == 2) {
        acc += v893;
        if (acc > 893) child<<<(v893 & 15) + 1, 32>>>(out, acc, v893);
    }
    int v894 = v893 + sizes[5] * 894;
    if (v894 % 3 == 0) {
        acc += v894;
        if (acc > 894) child<<<(v894 & 15) + 1, 32>>>(out, acc, v894);
    }
    int v895 = v894 + sizes[6] * 895;
    if (v895 % 3 == 1) {
        acc += v895;
        if (acc > 895) child<<<(v895 & 15) + 1, 32>>>(out, acc, v895);
    }
    int v896 = v895 + sizes[0] * 896;
    if (v896 % 3 == 2) {
        acc += v896;
        if (acc > 896) child<<<(v896 & 15) + 1, 32>>>(out, acc, v896);
    }
    int v897 = v896 + sizes[1] * 897;
    if (v897 % 3 == 0) {
        acc += v897;
        if (acc > 897) child<<<(v897 & 15) + 1, 32>>>(out, acc, v897);
    }
    int v898 = v897 + sizes[2] * 898;
    if (v898 % 3 == 1) {
        acc += v898;
        if (acc > 898) child<<<(v898 & 15) + 1, 32>>>(out, acc, v898);
    }
    int v899 = v898 + sizes[3] * 899;
    if (v899 % 3 == 2) {
        acc += v899;
        if (acc > 899) child<<<(v899 & 15) + 1, 32>>>(out, acc, v899);
    }
    int v900 = v899 + sizes[4] * 900;
    if (v900 % 3 == 0) {
        acc += v900;
        if (acc > 900) child<<<(v900 & 15) + 1, 32>>>(out, acc, v900);
    }
    int v901 = v900 + sizes[5] * 901;
    if (v901 % 3 == 1) {
        acc += v901;
        if (acc > 901) child<<<(v901 & 15) + 1, 32>>>(out, acc, v901);
    }
    int v902 = v901 + sizes[6] * 902;
    if (v902 % 3 == 2) {
        acc += v902;
        if (acc > 902) child<<<(v902 & 15) + 1, 32>>>(out, acc, v902);
    }
    int v903 = v902 + sizes[0] * 903;
    if (v903 % 3 == 0) {
        acc += v903;
        if (acc > 903) child<<<(v903 & 15) + 1, 32>>>(out, acc, v903);
    }
    int v904 = v903 + sizes[1] * 904;
    if (v904 % 3 == 1) {
        acc += v904;
        if (acc > 904) child<<<(v904 & 15) + 1, 32>>>(out, acc, v904);
    }
    int v905 = v904 + sizes[2] * 905;
    if (v905 % 3 == 2) {
        acc += v905;
        if (acc > 905) child<<<(v905 & 15) + 1, 32>>>(out, acc, v905);
    }
    int v906 = v905 + sizes[3] * 906;
    if (v906 % 3 == 0) {
        acc += v906;
        if (acc > 906) child<<<(v906 & 15) + 1, 32>>>(out, acc, v906);
    }
    int v907 = v906 + sizes[4] * 907;
    if (v907 % 3 == 1) {
        acc += v907;
        if (acc > 907) child<<<(v907 & 15) + 1, 32>>>(out, acc, v907);
    }
    int v908 = v907 + sizes[5] * 908;
    if (v908 % 3 == 2) {
        acc += v908;
        if (acc > 908) child<<<(v908 & 15) + 1, 32>>>(out, acc, v908);
    }
    int v909 = v908 + sizes[6] * 909;
    if (v909 % 3 == 0) {
        acc += v909;
        if (acc > 909) child<<<(v909 & 15) + 1, 32>>>(out, acc, v909);
    }
    int v910 = v909 + sizes[0] * 910;
    if (v910 % 3 == 1) {
        acc += v910;
        if (acc > 910) child<<<(v910 & 15) + 1, 32>>>(out, acc, v910);
    }
    int v911 = v910 + sizes[1] * 911;
    if (v911 % 3 == 2) {
        acc += v911;
        if (acc > 911) child<<<(v911 & 15) + 1, 32>>>(out, acc, v911);
    }
    int v912 = v911 + sizes[2] * 912;
    if (v912 % 3 == 0) {
        acc += v912;
        if (acc > 912) child<<<(v912 & 15) + 1, 32>>>(out, acc, v912);
    }
    int v913 = v912 + sizes[3] * 913;
    if (v913 % 3 == 1) {
        acc += v913;
        if (acc > 913) child<<<(v913 & 15) + 1, 32>>>(out, acc, v913);
    }
    int v914 = v913 + sizes[4] * 914;
    if (v914 % 3 == 2) {
        acc += v914;
        if (acc > 914) child<<<(v914 & 15) + 1, 32>>>(out, acc, v914);
    }
    int v915 = v914 + sizes[5] * 915;
    if (v915 % 3 == 0) {
        acc += v915;
        if (acc > 915) child<<<(v915 & 15) + 1, 32>>>(out, acc, v915);
    }
    int v916 = v915 + sizes[6] * 916;
    if (v916 % 3 == 1) {
        acc += v916;
        if (acc > 916) child<<<(v916 & 15) + 1, 32>>>(out, acc, v916);
    }
    int v917 = v916 + sizes[0] * 917;
    if (v917 % 3 == 2) {
        acc += v917;
        if (acc > 917) child<<<(v917 & 15) + 1, 32>>>(out, acc, v917);
    }
    int v918 = v917 + sizes[1] * 918;
    if (v918 % 3 == 0) {
        acc += v918;
        if (acc > 918) child<<<(v918 & 15) + 1, 32>>>(out, acc, v918);
    }
    int v919 = v918 + sizes[2] * 919;
    if (v919 % 3 == 1) {
        acc += v919;
        if (acc > 919) child<<<(v919 & 15) + 1, 32>>>(out, acc, v919);
    }
    int v920 = v919 + sizes[3] * 920;
    if (v920 % 3 == 2) {
        acc += v920;
        if (acc > 920) child<<<(v920 & 15) + 1, 32>>>(out, acc, v920);
    }
    int v921 = v920 + sizes[4] * 921;
    if (v921 % 3 == 0) {
        acc += v921;
        if (acc > 921) child<<<(v921 & 15) + 1, 32>>>(out, acc, v921);
    }
    int v922 = v921 + sizes[5] * 922;
    if (v922 % 3 == 1) {
        acc += v922;
        if (acc > 922) child<<<(v922 & 15) + 1, 32>>>(out, acc, v922);
    }
    int v923 = v922 + sizes[6] * 923;
    if (v923 % 3 == 2) {
        acc += v923;
        if (acc > 923) child<<<(v923 & 15) + 1, 32>>>(out, acc, v923);
    }
    int v924 = v923 + sizes[0] * 924;
    if (v924 % 3 == 0) {
        acc += v924;
        if (acc > 924) child<<<(v924 & 15) + 1, 32>>>(out, acc, v924);
    }
    int v925 = v924 + sizes[1] * 925;
    if (v925 % 3 == 1) {
        acc += v925;
        if (acc > 925) child<<<(v925 & 15) + 1, 32>>>(out, acc, v925);
    }
    int v926 = v925 + sizes[2] * 926;
    if (v926 % 3 == 2) {
        acc += v926;
        if (acc > 926) child<<<(v926 & 15) + 1, 32>>>(out, acc, v926);
    }
    int v927 = v926 + sizes[3] * 927;
    if (v927 % 3 == 0) {
        acc += v927;
        if (acc > 927) child<<<(v927 & 15) + 1, 32>>>(out, acc, v927);
    }
    int v928 = v927 + sizes[4] * 928;
    if (v928 % 3 == 1) {
        acc += v928;
        if (acc > 928) child<<<(v928 & 15) + 1, 32>>>(out, acc, v928);
    }
    int v929 = v928 + sizes[5] * 929;
    if (v929 % 3 == 2) {
        acc += v929;
        if (acc > 929) child<<<(v929 & 15) + 1, 32>>>(out, acc, v929);
    }
    int v930 = v929 + sizes[6] * 930;
    if (v930 % 3 == 0) {
        acc += v930;
        if (acc > 930) child<<<(v930 & 15) + 1, 32>>>(out, acc, v930);
    }
    int v931 = v930 + sizes[0] * 931;
    if (v931 % 3 == 1) {
        acc += v931;
        if (acc > 931) child<<<(v931 & 15) + 1, 32>>>(out, acc, v931);
    }
    int v932 = v931 + sizes[1] * 932;
    if (v932 % 3 == 2) {
        acc += v932;
        if (acc > 932) child<<<(v932 & 15) + 1, 32>>>(out, acc, v932);
    }
    int v933 = v932 + sizes[2] * 933;
    if (v933 % 3 == 0) {
        acc += v933;
        if (acc > 933) child<<<(v933 & 15) + 1, 32>>>(out, acc, v933);
    }
    int v934 = v933 + sizes[3] * 934;
    if (v934 % 3 == 1) {
        acc += v934;
        if (acc > 934) child<<<(v934 & 15) + 1, 32>>>(out, acc, v934);
    }
    int v935 = v934 + sizes[4] * 935;
    if (v935 % 3 == 2) {
        acc += v935;
        if (acc > 935) child<<<(v935 & 15) + 1, 32>>>(out, acc, v935);
    }
    int v936 = v935 + sizes[5] * 936;
    if (v936 % 3 == 0) {
        acc += v936;
        if (acc > 936) child<<<(v936 & 15) + 1, 32>>>(out, acc, v936);
    }
    int v937 = v936 + sizes[6] * 937;
    if (v937 % 3 == 1) {
        acc += v937;
        if (acc > 937) child<<<(v937 & 15) + 1, 32>>>(out, acc, v937);
    }
    int v938 = v937 + sizes[0] * 938;
    if (v938 % 3 == 2) {
        acc += v938;
        if (acc > 938) child<<<(v938 & 15) + 1, 32>>>(out, acc, v938);
    }
    int v939 = v938 + sizes[1] * 939;
    if (v939 % 3 == 0) {
        acc += v939;
        if (acc > 939) child<<<(v939 & 15) + 1, 32>>>(out, acc, v939);
    }
    int v940 = v939 + sizes[2] * 940;
    if (v940 % 3 == 1) {
        acc += v940;
        if (acc > 940) child<<<(v940 & 15) + 1, 32>>>(out, acc, v940);
    }
    int v941 = v940 + sizes[3] * 941;
    if (v941 % 3 == 2) {
        acc += v941;
        if (acc > 941) child<<<(v941 & 15) + 1, 32>>>(out, acc, v941);
    }
    int v942 = v941 + sizes[4] * 942;
    if (v942 % 3 == 0) {
        acc += v942;
        if (acc > 942) child<<<(v942 & 15) + 1, 32>>>(out, acc, v942);
    }
    int v943 = v942 + sizes[5] * 943;
    if (v943 % 3 == 1) {
        acc += v943;
        if (acc > 943) child<<<(v943 & 15) + 1, 32>>>(out, acc, v943);
    }
    int v944 = v943 + sizes[6] * 944;
    if (v944 % 3 == 2) {
        acc += v944;
        if (acc > 944) child<<<(v944 & 15) + 1, 32>>>(out, acc, v944);
    }
    int v945 = v944 + sizes[0] * 945;
    if (v945 % 3 == 0) {
        acc += v945;
        if (acc > 945) child<<<(v945 & 15) + 1, 32>>>(out, acc, v945);
    }
    int v946 = v945 + sizes[1] * 946;
    if (v946 % 3 == 1) {
        acc += v946;
        if (acc > 946) child<<<(v946 & 15) + 1, 32>>>(out, acc, v946);
    }
    int v947 = v946 + sizes[2] * 947;
    if (v947 % 3 == 2) {
        acc += v947;
        if (acc > 947) child<<<(v947 & 15) + 1, 32>>>(out, acc, v947);
    }
    int v948 = v947 + sizes[3] * 948;
    if (v948 % 3 == 0) {
        acc += v948;
        if (acc > 948) child<<<(v948 & 15) + 1, 32>>>(out, acc, v948);
    }
    int v949 = v948 + sizes[4] * 949;
    if (v949 % 3 == 1) {
        acc += v949;
        if (acc > 949) child<<<(v949 & 15) + 1, 32>>>(out, acc, v949);
    }
    int v950 = v949 + sizes[5] * 950;
    if (v950 % 3 == 2) {
        acc += v950;
        if (acc > 950) child<<<(v950 & 15) + 1, 32>>>(out, acc, v950);
    }
    int v951 = v950 + sizes[6] * 951;
    if (v951 % 3 == 0) {
        acc += v951;
        if (acc > 951) child<<<(v951 & 15) + 1, 32>>>(out, acc, v951);
    }
    int v952 = v951 + sizes[0] * 952;
    if (v952 % 3 == 1) {
        acc += v952;
        if (acc > 952) child<<<(v952 & 15) + 1, 32>>>(out, acc, v952);
    }
    int v953 = v952 + sizes[1] * 953;
    if (v953 % 3 == 2) {
        acc += v953;
        if (acc > 953) child<<<(v953 & 15) + 1, 32>>>(out, acc, v953);
    }
    int v954 = v953 + sizes[2] * 954;
    if (v954 % 3 == 0) {
        acc += v954;
        if (acc > 954) child<<<(v954 & 15) + 1, 32>>>(out, acc, v954);
    }
    int v955 = v954 + sizes[3] * 955;
    if (v955 % 3 == 1) {
        acc += v955;
        if (acc > 955) child<<<(v955 & 15) + 1, 32>>>(out, acc, v955);
    }
    int v956 = v955 + sizes[4] * 956;
    if (v956 % 3 == 2) {
        acc += v956;
        if (acc > 956) child<<<(v956 & 15) + 1, 32>>>(out, acc, v956);
    }
    int v957 = v956 + sizes[5] * 957;
    if (v957 % 3 == 0) {
        acc += v957;
        if (acc > 957) child<<<(v957 & 15) + 1, 32>>>(out, acc, v957);
    }
    int v958 = v957 + sizes[6] * 958;
    if (v958 % 3 == 1) {
        acc += v958;
        if (acc > 958) child<<<(v958 & 15) + 1, 32>>>(out, acc, v958);
    }
    int v959 = v958 + sizes[0] * 959;
    if (v959 % 3 == 2) {
        acc += v959;
        if (acc > 959) child<<<(v959 & 15) + 1, 32>>>(out, acc, v959);
    }
    int v960 = v959 + sizes[1] * 960;
    if (v960 % 3 == 0) {
        acc += v960;
        if (acc > 960) child<<<(v960 & 15) + 1, 32>>>(out, acc, v960);
    }
    int v961 = v960 + sizes[2] * 961;
    if (v961 % 3 == 1) {
        acc += v961;
        if (acc > 961) child<<<(v961 & 15) + 1, 32>>>(out, acc, v961);
    }
    int v962 = v961 + sizes[3] * 962;
    if (v962 % 3 == 2) {
        acc += v962;
        if (acc > 962) child<<<(v962 & 15) + 1, 32>>>(out, acc, v962);
    }
    int v963 = v962 + sizes[4] * 963;
    if (v963 % 3 == 0) {
        acc += v963;
        if (acc > 963) child<<<(v963 & 15) + 1, 32>>>(out, acc, v963);
    }
    int v964 = v963 + sizes[5] * 964;
    if (v964 % 3 == 1) {
        acc += v964;
        if (acc > 964) child<<<(v964 & 15) + 1, 32>>>(out, acc, v964);
    }
    int v965 = v964 + sizes[6] * 965;
    if (v965 % 3 == 2) {
        acc += v965;
        if (acc > 965) child<<<(v965 & 15) + 1, 32>>>(out, acc, v965);
    }
    int v966 = v965 + sizes[0] * 966;
    if (v966 % 3 == 0) {
        acc += v966;
        if (acc > 966) child<<<(v966 & 15) + 1, 32>>>(out, acc, v966);
    }
    int v967 = v966 + sizes[1] * 967;
    if (v967 % 3 == 1) {
        acc += v967;
        if (acc > 967) child<<<(v967 & 15) + 1, 32>>>(out, acc, v967);
    }
    int v968 = v967 + sizes[2] * 968;
    if (v968 % 3 == 2) {
        acc += v968;
        if (acc > 968) child<<<(v968 & 15) + 1, 32>>>(out, acc, v968);
    }
    int v969 = v968 + sizes[3] * 969;
    if (v969 % 3 == 0) {
        acc += v969;
        if (acc > 969) child<<<(v969 & 15) + 1, 32>>>(out, acc, v969);
    }
    int v970 = v969 + sizes[4] * 970;
    if (v970 % 3 == 1) {
        acc += v970;
        if (acc > 970) child<<<(v970 & 15) + 1, 32>>>(out, acc, v970);
    }
    int v971 = v970 + sizes[5] * 971;
    if (v971 % 3 == 2) {
        acc += v971;
        if (acc > 971) child<<<(v971 & 15) + 1, 32>>>(out, acc, v971);
    }
    int v972 = v971 + sizes[6] * 972;
    if (v972 % 3 == 0) {
        acc += v972;
        if (acc > 972) child<<<(v972 & 15) + 1, 32>>>(out, acc, v972);
    }
    int v973 = v972 + sizes[0] * 973;
    if (v973 % 3 == 1) {
        acc += v973;
        if (acc > 973) child<<<(v973 & 15) + 1, 32>>>(out, acc, v973);
    }
    int v974 = v973 + sizes[1] * 974;
    if (v974 % 3 == 2) {
        acc += v974;
        if (acc > 974) child<<<(v974 & 15) + 1, 32>>>(out, acc, v974);
    }
    int v975 = v974 + sizes[2] * 975;
    if (v975 % 3 == 0) {
        acc += v975;
        if (acc > 975) child<<<(v975 & 15) + 1, 32>>>(out, acc, v975);
    }
    int v976 = v975 + sizes[3] * 976;
    if (v976 % 3 == 1) {
        acc += v976;
        if (acc > 976) child<<<(v976 & 15) + 1, 32>>>(out, acc, v976);
    }
    int v977 = v976 + sizes[4] * 977;
    if (v977 % 3 == 2) {
        acc += v977;
        if (acc > 977) child<<<(v977 & 15) + 1, 32>>>(out, acc, v977);
    }
    int v978 = v977 + sizes[5] * 978;
    if (v978 % 3 == 0) {
        acc += v978;
        if (acc > 978) child<<<(v978 & 15) + 1, 32>>>(out, acc, v978);
    }
    int v979 = v978 + sizes[6] * 979;
    if (v979 % 3 == 1) {
        acc += v979;
        if (acc > 979) child<<<(v979 & 15) + 1, 32>>>(out, acc, v979);
    }
    int v980 = v979 + sizes[0] * 980;
    if (v980 % 3 == 2) {
        acc += v980;
        if (acc > 980) child<<<(v980 & 15) + 1, 32>>>(out, acc, v980);
    }
    int v981 = v980 + sizes[1] * 981;
    if (v981 % 3 == 0) {
        acc += v981;
        if (acc > 981) child<<<(v981 & 15) + 1, 32>>>(out, acc, v981);
    }
    int v982 = v981 + sizes[2] * 982;
    if (v982 % 3 == 1) {
        acc += v982;
        if (acc > 982) child<<<(v982 & 15) + 1, 32>>>(out, acc, v982);
    }
    int v983 = v982 + sizes[3] * 983;
    if (v983 % 3 == 2) {
        acc += v983;
        if (acc > 983) child<<<(v983 & 15) + 1, 32>>>(out, acc, v983);
    }
    int v984 = v983 + sizes[4] * 984;
    if (v984 % 3 == 0) {
        acc += v984;
        if (acc > 984) child<<<(v984 & 15) + 1, 32>>>(out, acc, v984);
    }
    int v985 = v984 + sizes[5] * 985;
    if (v985 % 3 == 1) {
        acc += v985;
        if (acc > 985) child<<<(v985 & 15) + 1, 32>>>(out, acc, v985);
    }
    int v986 = v985 + sizes[6] * 986;
    if (v986 % 3 == 2) {
        acc += v986;
        if (acc > 986) child<<<(v986 & 15) + 1, 32>>>(out, acc, v986);
    }
    int v987 = v986 + sizes[0] * 987;
    if (v987 % 3 == 0) {
        acc += v987;
        if (acc > 987) child<<<(v987 & 15) + 1, 32>>>(out, acc, v987);
    }
    int v988 = v987 + sizes[1] * 988;
    if (v988 % 3 == 1) {
        acc += v988;
        if (acc > 988) child<<<(v988 & 15) + 1, 32>>>(out, acc, v988);
    }
    int v989 = v988 + sizes[2] * 989;
    if (v989 % 3 == 2) {
        acc += v989;
        if (acc > 989) child<<<(v989 & 15) + 1, 32>>>(out, acc, v989);
    }
    int v990 = v989 + sizes[3] * 990;
    if (v990 % 3 == 0) {
        acc += v990;
        if (acc > 990) child<<<(v990 & 15) + 1, 32>>>(out, acc, v990);
    }
    int v991 = v990 + sizes[4] * 991;
    if (v991 % 3 == 1) {
        acc += v991;
        if (acc > 991) child<<<(v991 & 15) + 1, 32>>>(out, acc, v991);
    }
    int v992 = v991 + sizes[5] * 992;
    if (v992 % 3 == 2) {
        acc += v992;
        if (acc > 992) child<<<(v992 & 15) + 1, 32>>>(out, acc, v992);
    }
    int v993 = v992 + sizes[6] * 993;
    if (v993 % 3 == 0) {
        acc += v993;
        if (acc > 993) child<<<(v993 & 15) + 1, 32>>>(out, acc, v993);
    }
    int v994 = v993 + sizes[0] * 994;
    if (v994 % 3 == 1) {
        acc += v994;
        if (acc > 994) child<<<(v994 & 15) + 1, 32>>>(out, acc, v994);
    }
    int v995 = v994 + sizes[1] * 995;
    if (v995 % 3 == 2) {
        acc += v995;
        if (acc > 995) child<<<(v995 & 15) + 1, 32>>>(out, acc, v995);
    }
    int v996 = v995 + sizes[2] * 996;
    if (v996 % 3 == 0) {
        acc += v996;
        if (acc > 996) child<<<(v996 & 15) + 1, 32>>>(out, acc, v996);
    }
    int v997 = v996 + sizes[3] * 997;
    if (v997 % 3 == 1) {
        acc += v997;
        if (acc > 997) child<<<(v997 & 15) + 1, 32>>>(out, acc, v997);
    }
    int v998 = v997 + sizes[4] * 998;
    if (v998 % 3 == 2) {
        acc += v998;
        if (acc > 998) child<<<(v998 & 15) + 1, 32>>>(out, acc, v998);
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
    int v49 = v48 + sizes[0] * 49;
    if (v49 % 3 == 1) {
        acc += v49;
        if (acc > 49) child<<<(v49 & 15) + 1, 32>>>(out, acc, v49);
    }
    int v50 = v49 + sizes[1] * 50;
    if (v50 % 3 == 2) {
        acc += v50;
        if (acc > 50) child<<<(v50 & 15) + 1, 32>>>(out, acc, v50);
    }
    int v51 = v50 + sizes[2] * 51;
    if (v51 % 3 == 0) {
        acc += v51;
        if (acc > 51) child<<<(v51 & 15) + 1, 32>>>(out, acc, v51);
    }
    int v52 = v51 + sizes[3] * 52;
    if (v52 % 3 == 1) {
        acc += v52;
        if (acc > 52) child<<<(v52 & 15) + 1, 32>>>(out, acc, v52);
    }
    int v53 = v52 + sizes[4] * 53;
    if (v53 % 3 == 2) {
        acc += v53;
        if (acc > 53) child<<<(v53 & 15) + 1, 32>>>(out, acc, v53);
    }
    int v54 = v53 + sizes[5] * 54;
    if (v54 % 3 == 0) {
        acc += v54;
        if (acc > 54) child<<<(v54 & 15) + 1, 32>>>(out, acc, v54);
    }
    int v55 = v54 + sizes[6] * 55;
    if (v55 % 3 == 1) {
        acc += v55;
        if (acc > 55) child<<<(v55 & 15) + 1, 32>>>(out, acc, v55);
    }
    int v56 = v55 + sizes[0] * 56;
    if (v56 % 3 == 2) {
        acc += v56;
        if (acc > 56) child<<<(v56 & 15) + 1, 32>>>(out, acc, v56);
    }
    int v57 = v56 + sizes[1] * 57;
    if (v57 % 3 == 0) {
        acc += v57;
        if (acc > 57) child<<<(v57 & 15) + 1, 32>>>(out, acc, v57);
    }
    int v58 = v57 + sizes[2] * 58;
    if (v58 % 3 == 1) {
        acc += v58;
        if (acc > 58) child<<<(v58 & 15) + 1, 32>>>(out, acc, v58);
    }
    int v59 = v58 + sizes[3] * 59;
    if (v59 % 3 == 2) {
        acc += v59;
        if (acc > 59) child<<<(v59 & 15) + 1, 32>>>(out, acc, v59);
    }
    int v60 = v59 + sizes[4] * 60;
    if (v60 % 3 == 0) {
        acc += v60;
        if (acc > 60) child<<<(v60 & 15) + 1, 32>>>(out, acc, v60);
    }
    int v61 = v60 + sizes[5] * 61;
    if (v61 % 3 == 1) {
        acc += v61;
        if (acc > 61) child<<<(v61 & 15) + 1, 32>>>(out, acc, v61);
    }
    int v62 = v61 + sizes[6] * 62;
    if (v62 % 3 == 2) {
        acc += v62;
        if (acc > 62) child<<<(v62 & 15) + 1, 32>>>(out, acc, v62);
    }
    int v63 = v62 + sizes[0] * 63;
    if (v63 % 3 == 0) {
        acc += v63;
        if (acc > 63) child<<<(v63 & 15) + 1, 32>>>(out, acc, v63);
    }
    int v64 = v63 + sizes[1] * 64;
    if (v64 % 3 == 1) {
        acc += v64;
        if (acc > 64) child<<<(v64 & 15) + 1, 32>>>(out, acc, v64);
    }
    int v65 = v64 + sizes[2] * 65;
    if (v65 % 3 == 2) {
        acc += v65;
        if (acc > 65) child<<<(v65 & 15) + 1, 32>>>(out, acc, v65);
    }
    int v66 = v65 + sizes[3] * 66;
    if (v66 % 3 == 0) {
        acc += v66;
        if (acc > 66) child<<<(v66 & 15) + 1, 32>>>(out, acc, v66);
    }
    int v67 = v66 + sizes[4] * 67;
    if (v67 % 3 == 1) {
        acc += v67;
        if (acc > 67) child<<<(v67 & 15) + 1, 32>>>(out, acc, v67);
    }
    int v68 = v67 + sizes[5] * 68;
    if (v68 % 3 == 2) {
        acc += v68;
        if (acc > 68) child<<<(v68 & 15) + 1, 32>>>(out, acc, v68);
    }
    int v69 = v68 + sizes[6] * 69;
    if (v69 % 3 == 0) {
        acc += v69;
        if (acc > 69) child<<<(v69 & 15) + 1, 32>>>(out, acc, v69);
    }
    int v70 = v69 + sizes[0] * 70;
    if (v70 % 3 == 1) {
        acc += v70;
        if (acc > 70) child<<<(v70 & 15) + 1, 32>>>(out, acc, v70);
    }
    int v71 = v70 + sizes[1] * 71;
    if (v71 % 3 == 2) {
        acc += v71;
        if (acc > 71) child<<<(v71 & 15) + 1, 32>>>(out, acc, v71);
    }
    int v72 = v71 + sizes[2] * 72;
    if (v72 % 3 == 0) {
        acc += v72;
        if (acc > 72) child<<<(v72 & 15) + 1, 32>>>(out, acc, v72);
    }
    int v73 = v72 + sizes[3] * 73;
    if (v73 % 3 == 1) {
        acc += v73;
        if (acc > 73) child<<<(v73 & 15) + 1, 32>>>(out, acc, v73);
    }
    int v74 = v73 + sizes[4] * 74;
    if (v74 % 3 == 2) {
        acc += v74;
        if (acc > 74) child<<<(v74 & 15) + 1, 32>>>(out, acc, v74);
    }
    int v75 = v74 + sizes[5] * 75;
    if (v75 % 3 == 0) {
        acc += v75;
        if (acc > 75) child<<<(v75 & 15) + 1, 32>>>(out, acc, v75);
    }
    int v76 = v75 + sizes[6] * 76;
    if (v76 % 3 == 1) {
        acc += v76;
        if (acc > 76) child<<<(v76 & 15) + 1, 32>>>(out, acc, v76);
    }
    int v77 = v76 + sizes[0] * 77;
    if (v77 % 3 == 2) {
        acc += v77;
        if (acc > 77) child<<<(v77 & 15) + 1, 32>>>(out, acc, v77);
    }
    int v78 = v77 + sizes[1] * 78;
    if (v78 % 3 == 0) {
        acc += v78;
        if (acc > 78) child<<<(v78 & 15) + 1, 32>>>(out, acc, v78);
    }
    int v79 = v78 + sizes[2] * 79;
    if (v79 % 3 == 1) {
        acc += v79;
        if (acc > 79) child<<<(v79 & 15) + 1, 32>>>(out, acc, v79);
    }
    int v80 = v79 + sizes[3] * 80;
    if (v80 % 3 == 2) {
        acc += v80;
        if (acc > 80) child<<<(v80 & 15) + 1, 32>>>(out, acc, v80);
    }
    int v81 = v80 + sizes[4] * 81;
    if (v81 % 3 == 0) {
        acc += v81;
        if (acc > 81) child<<<(v81 & 15) + 1, 32>>>(out, acc, v81);
    }
    int v82 = v81 + sizes[5] * 82;
    if (v82 % 3 == 1) {
        acc += v82;
        if (acc > 82) child<<<(v82 & 15) + 1, 32>>>(out, acc, v82);
    }
    int v83 = v82 + sizes[6] * 83;
    if (v83 % 3 == 2) {
        acc += v83;
        if (acc > 83) child<<<(v83 & 15) + 1, 32>>>(out, acc, v83);
    }
    int v84 = v83 + sizes[0] * 84;
    if (v84 % 3 == 0) {
        acc += v84;
        if (acc > 84) child<<<(v84 & 15) + 1, 32>>>(out, acc, v84);
    }
    int v85 = v84 + sizes[1] * 85;
    if (v85 % 3 == 1) {
        acc += v85;
        if (acc > 85) child<<<(v85 & 15) + 1, 32>>>(out, acc, v85);
    }
    int v86 = v85 + sizes[2] * 86;
    if (v86 % 3 == 2) {
        acc += v86;
        if (acc > 86) child<<<(v86 & 15) + 1, 32>>>(out, acc, v86);
    }
    int v87 = v86 + sizes[3] * 87;
    if (v87 % 3 == 0) {
        acc += v87;
        if (acc > 87) child<<<(v87 & 15) + 1, 32>>>(out, acc, v87);
    }
    int v88 = v87 + sizes[4] * 88;
    if (v88 % 3 == 1) {
        acc += v88;
        if (acc > 88) child<<<(v88 & 15) + 1, 32>>>(out, acc, v88);
    }
    int v89 = v88 + sizes[5] * 89;
    if (v89 % 3 == 2) {
        acc += v89;
        if (acc > 89) child<<<(v89 & 15) + 1, 32>>>(out, acc, v89);
    }
    int v90 = v89 + sizes[6] * 90;
    if (v90 % 3 == 0) {
        acc += v90;
        if (acc > 90) child<<<(v90 & 15) + 1, 32>>>(out, acc, v90);
    }
    int v91 = v90 + sizes[0] * 91;
    if (v91 % 3 == 1) {
        acc += v91;
        if (acc > 91) child<<<(v91 & 15) + 1, 32>>>(out, acc, v91);
    }
    int v92 = v91 + sizes[1] * 92;
    if (v92 % 3 == 2) {
        acc += v92;
        if (acc > 92) child<<<(v92 & 15) + 1, 32>>>(out, acc, v92);
    }
    int v93 = v92 + sizes[2] * 93;
    if (v93 % 3 == 0) {
        acc += v93;
        if (acc > 93) child<<<(v93 & 15) + 1, 32>>>(out, acc, v93);
    }
    int v94 = v93 + sizes[3] * 94;
    if (v94 % 3 == 1) {
        acc += v94;
        if (acc > 94) child<<<(v94 & 15) + 1, 32>>>(out, acc, v94);
    }
    int v95 = v94 + sizes[4] * 95;
    if (v95 % 3 == 2) {
        acc += v95;
        if (acc > 95) child<<<(v95 & 15) + 1, 32>>>(out, acc, v95);
    }
    int v96 = v95 + sizes[5] * 96;
    if (v96 % 3 == 0) {
        acc += v96;
        if (acc > 96) child<<<(v96 & 15) + 1, 32>>>(out, acc, v96);
    }
    int v97 = v96 + sizes[6] * 97;
    if (v97 % 3 == 1) {
        acc += v97;
        if (acc > 97) child<<<(v97 & 15) + 1, 32>>>(out, acc, v97);
    }
    int v98 = v97 + sizes[0] * 98;
    if (v98 % 3 == 2) {
        acc += v98;
        if (acc > 98) child<<<(v98 & 15) + 1, 32>>>(out, acc, v98);
    }
    int v99 = v98 + sizes[1] * 99;
    if (v99 % 3 == 0) {
        acc += v99;
        if (acc > 99) child<<<(v99 & 15) + 1, 32>>>(out, acc, v99);
    }
    int v100 = v99 + sizes[2] * 100;
    if (v100 % 3 == 1) {
        acc += v100;
        if (acc > 100) child<<<(v100 & 15) + 1, 32>>>(out, acc, v100);
    }
    int v101 = v100 + sizes[3] * 101;
    if (v101 % 3 == 2) {
        acc += v101;
        if (acc > 101) child<<<(v101 & 15) + 1, 32>>>(out, acc, v101);
    }
    int v102 = v101 + sizes[4] * 102;
    if (v102 % 3 == 0) {
        acc += v102;
        if (acc > 102) child<<<(v102 & 15) + 1, 32>>>(out, acc, v102);
    }
    int v103 = v102 + sizes[5] * 103;
    if (v103 % 3 == 1) {
        acc += v103;
        if (acc > 103) child<<<(v103 & 15) + 1, 32>>>(out, acc, v103);
    }
    int v104 = v103 + sizes[6] * 104;
    if (v104 % 3 == 2) {
        acc += v104;
        if (acc > 104) child<<<(v104 & 15) + 1, 32>>>(out, acc, v104);
    }
    int v105 = v104 + sizes[0] * 105;
    if (v105 % 3 == 0) {
        acc += v105;
        if (acc > 105) child<<<(v105 & 15) + 1, 32>>>(out, acc, v105);
    }
    int v106 = v105 + sizes[1] * 106;
    if (v106 % 3 == 1) {
        acc += v106;
        if (acc > 106) child<<<(v106 & 15) + 1, 32>>>(out, acc, v106);
    }
    int v107 = v106 + sizes[2] * 107;
    if (v107 % 3 == 2) {
        acc += v107;
        if (acc > 107) child<<<(v107 & 15) + 1, 32>>>(out, acc, v107);
    }
    int v108 = v107 + sizes[3] * 108;
    if (v108 % 3 == 0) {
        acc += v108;
        if (acc > 108) child<<<(v108 & 15) + 1, 32>>>(out, acc, v108);
    }
    int v109 = v108 + sizes[4] * 109;
    if (v109 % 3 == 1) {
        acc += v109;
        if (acc > 109) child<<<(v109 & 15) + 1, 32>>>(out, acc, v109);
    }
    int v110 = v109 + sizes[5] * 110;
    if (v110 % 3 == 2) {
        acc += v110;
        if (acc > 110) child<<<(v110 & 15) + 1, 32>>>(out, acc, v110);
    }
    int v111 = v110 + sizes[6] * 111;
    if (v111 % 3 == 0) {
        acc += v111;
        if (acc > 111) child<<<(v111 & 15) + 1, 32>>>(out, acc, v111);
    }
    int v112 = v111 + sizes[0] * 112;
    if (v112 % 3 == 1) {
        acc += v112;
        if (acc > 112) child<<<(v112 & 15) + 1, 32>>>(out, acc, v112);
    }
    int v113 = v112 + sizes[1] * 113;
    if (v113 % 3 == 2) {
        acc += v113;
        if (acc > 113) child<<<(v113 & 15) + 1, 32>>>(out, acc, v113);
    }
    int v114 = v113 + sizes[2] * 114;
    if (v114 % 3 == 0) {
        acc += v114;
        if (acc > 114) child<<<(v114 & 15) + 1, 32>>>(out, acc, v114);
    }
    int v115 = v114 + sizes[3] * 115;
    if (v115 % 3 == 1) {
        acc += v115;
        if (acc > 115) child<<<(v115 & 15) + 1, 32>>>(out, acc, v115);
    }
    int v116 = v115 + sizes[4] * 116;
    if (v116 % 3 == 2) {
        acc += v116;
        if (acc > 116) child<<<(v116 & 15) + 1, 32>>>(out, acc, v116);
    }
    int v117 = v116 + sizes[5] * 117;
    if (v117 % 3 == 0) {
        acc += v117;
        if (acc > 117) child<<<(v117 & 15) + 1, 32>>>(out, acc, v117);
    }
    int v118 = v117 + sizes[6] * 118;
    if (v118 % 3 == 1) {
        acc += v118;
        if (acc > 118) child<<<(v118 & 15) + 1, 32>>>(out, acc, v118);
    }
    int v119 = v118 + sizes[0] * 119;
    if (v119 % 3 == 2) {
        acc += v119;
        if (acc > 119) child<<<(v119 & 15) + 1, 32>>>(out, acc, v119);
    }
    int v120 = v119 + sizes[1] * 120;
    if (v120 % 3 == 0) {
        acc += v120;
        if (acc > 120) child<<<(v120 & 15) + 1, 32>>>(out, acc, v120);
    }
    int v121 = v120 + sizes[2] * 121;
    if (v121 % 3 == 1) {
        acc += v121;
        if (acc > 121) child<<<(v121 & 15) + 1, 32>>>(out, acc, v121);
    }
    int v122 = v121 + sizes[3] * 122;
    if (v122 % 3 == 2) {
        acc += v122;
        if (acc > 122) child<<<(v122 & 15) + 1, 32>>>(out, acc, v122);
    }
    int v123 = v122 + sizes[4] * 123;
    if (v123 % 3 == 0) {
        acc += v123;
        if (acc > 123) child<<<(v123 & 15) + 1, 32>>>(out, acc, v123);
    }
    int v124 = v123 + sizes[5] * 124;
    if (v124 % 3 == 1) {
        acc += v124;
        if (acc > 124) child<<<(v124 & 15) + 1, 32>>>(out, acc, v124);
    }
    int v125 = v124 + sizes[6] * 125;
    if (v125 % 3 == 2) {
        acc += v125;
        if (acc > 125) child<<<(v125 & 15) + 1, 32>>>(out, acc, v125);
    }
    int v126 = v125 + sizes[0] * 126;
    if (v126 % 3 == 0) {
        acc += v126;
        if (acc > 126) child<<<(v126 & 15) + 1, 32>>>(out, acc, v126);
    }
    int v127 = v126 + sizes[1] * 127;
    if (v127 % 3 == 1) {
        acc += v127;
        if (acc > 127) child<<<(v127 & 15) + 1, 32>>>(out, acc, v127);
    }
    int v128 = v127 + sizes[2] * 128;
    if (v128 % 3 == 2) {
        acc += v128;
        if (acc > 128) child<<<(v128 & 15) + 1, 32>>>(out, acc, v128);
    }
    int v129 = v128 + sizes[3] * 129;
    if (v129 % 3 == 0) {
        acc += v129;
        if (acc > 129) child<<<(v129 & 15) + 1, 32>>>(out, acc, v129);
    }
    int v130 = v129 + sizes[4] * 130;
    if (v130 % 3 == 1) {
        acc += v130;
        if (acc > 130) child<<<(v130 & 15) + 1, 32>>>(out, acc, v130);
    }
    int v131 = v130 + sizes[5] * 131;
    if (v131 % 3 == 2) {
        acc += v131;
        if (acc > 131) child<<<(v131 & 15) + 1, 32>>>(out, acc, v131);
    }
    int v132 = v131 + sizes[6] * 132;
    if (v132 % 3 == 0) {
        acc += v132;
        if (acc > 132) child<<<(v132 & 15) + 1, 32>>>(out, acc, v132);
    }
    int v133 = v132 + sizes[0] * 133;
    if (v133 % 3 == 1) {
        acc += v133;
        if (acc > 133) child<<<(v133 & 15) + 1, 32>>>(out, acc, v133);
    }
    int v134 = v133 + sizes[1] * 134;
    if (v134 % 3 == 2) {
        acc += v134;
        if (acc > 134) child<<<(v134 & 15) + 1, 32>>>(out, acc, v134);
    }
    int v135 = v134 + sizes[2] * 135;
    if (v135 % 3 == 0) {
        acc += v135;
        if (acc > 135) child<<<(v135 & 15) + 1, 32>>>(out, acc, v135);
    }
    int v136 = v135 + sizes[3] * 136;
    if (v136 % 3 == 1) {
        acc += v136;
        if (acc > 136) child<<<(v136 & 15) + 1, 32>>>(out, acc, v136);
    }
    int v137 = v136 + sizes[4] * 137;
    if (v137 % 3 == 2) {
        acc += v137;
        if (acc > 137) child<<<(v137 & 15) + 1, 32>>>(out, acc, v137);
    }
    int v138 = v137 + sizes[5] * 138;
    if (v138 % 3 == 0) {
        acc += v138;
        if (acc > 138) child<<<(v138 & 15) + 1, 32>>>(out, acc, v138);
    }
    int v139 = v138 + sizes[6] * 139;
    if (v139 % 3 == 1) {
        acc += v139;
        if (acc > 139) child<<<(v139 & 15) + 1, 32>>>(out, acc, v139);
    }
    int v140 = v139 + sizes[0] * 140;
    if (v140 % 3 == 2) {
        acc += v140;
        if (acc > 140) child<<<(v140 & 15) + 1, 32>>>(out, acc, v140);
    }
    int v141 = v140 + sizes[1] * 141;
    if (v141 % 3 == 0) {
        acc += v141;
        if (acc > 141) child<<<(v141 & 15) + 1, 32>>>(out, acc, v141);
    }
    int v142 = v141 + sizes[2] * 142;
    if (v142 % 3 == 1) {
        acc += v142;
        if (acc > 142) child<<<(v142 & 15) + 1, 32>>>(out, acc, v142);
    }
    int v143 = v142 + sizes[3] * 143;
    if (v143 % 3 == 2) {
        acc += v143;
        if (acc > 143) child<<<(v143 & 15) + 1, 32>>>(out, acc, v143);
    }
    int v144 = v143 + sizes[4] * 144;
    if (v144 % 3 == 0) {
        acc += v144;
        if (acc > 144) child<<<(v144 & 15) + 1, 32>>>(out, acc, v144);
    }
    int v145 = v144 + sizes[5] * 145;
    if (v145 % 3 == 1) {
        acc += v145;
        if (acc > 145) child<<<(v145 & 15) + 1, 32>>>(out, acc, v145);
    }
    int v146 = v145 + sizes[6] * 146;
    if (v146 % 3 == 2) {
        acc += v146;
        if (acc > 146) child<<<(v146 & 15) + 1, 32>>>(out, acc, v146);
    }
    int v147 = v146 + sizes[0] * 147;
    if (v147 % 3 == 0) {
        acc += v147;
        if (acc > 147) child<<<(v147 & 15) + 1, 32>>>(out, acc, v147);
    }
    int v148 = v147 + sizes[1] * 148;
    if (v148 % 3 == 1) {
        acc += v148;
        if (acc > 148) child<<<(v148 & 15) + 1, 32>>>(out, acc, v148);
    }
    int v149 = v148 + sizes[2] * 149;
    if (v149 % 3 == 2) {
        acc += v149;
        if (acc > 149) child<<<(v149 & 15) + 1, 32>>>(out, acc, v149);
    }
    int v150 = v149 + sizes[3] * 150;
    if (v150 % 3 == 0) {
        acc += v150;
        if (acc > 150) child<<<(v150 & 15) + 1, 32>>>(out, acc, v150);
    }
    int v151 = v150 + sizes[4] * 151;
    if (v151 % 3 == 1) {
        acc += v151;
        if (acc > 151) child<<<(v151 & 15) + 1, 32>>>(out, acc, v151);
    }
    int v152 = v151 + sizes[5] * 152;
    if (v152 % 3 == 2) {
        acc += v152;
        if (acc > 152) child<<<(v152 & 15) + 1, 32>>>(out, acc, v152);
    }
    int v153 = v152 + sizes[6] * 153;
    if (v153 % 3 == 0) {
        acc += v153;
        if (acc > 153) child<<<(v153 & 15) + 1, 32>>>(out, acc, v153);
    }
    int v154 = v153 + sizes[0] * 154;
    if (v154 % 3 == 1) {
        acc += v154;
        if (acc > 154) child<<<(v154 & 15) + 1, 32>>>(out, acc, v154);
    }
    int v155 = v154 + sizes[1] * 155;
    if (v155 % 3 == 2) {
        acc += v155;
        if (acc > 155) child<<<(v155 & 15) + 1, 32>>>(out, acc, v155);
    }
    int v156 = v155 + sizes[2] * 156;
    if (v156 % 3 == 0) {
        acc += v156;
        if (acc > 156) child<<<(v156 & 15) + 1, 32>>>(out, acc, v156);
    }
    int v157 = v156 + sizes[3] * 157;
    if (v157 % 3 == 1) {
        acc += v157;
        if (acc > 157) child<<<(v157 & 15) + 1, 32>>>(out, acc, v157);
    }
    int v158 = v157 + sizes[4] * 158;
    if (v158 % 3 == 2) {
        acc += v158;
        if (acc > 158) child<<<(v158 & 15) + 1, 32>>>(out, acc, v158);
    }
    int v159 = v158 + sizes[5] * 159;
    if (v159 % 3 == 0) {
        acc += v159;
        if (acc > 159) child<<<(v159 & 15) + 1, 32>>>(out, acc, v159);
    }
    int v160 = v159 + sizes[6] * 160;
    if (v160 % 3 == 1) {
        acc += v160;
        if (acc > 160) child<<<(v160 & 15) + 1, 32>>>(out, acc, v160);
    }
    int v161 = v160 + sizes[0] * 161;
    if (v161 % 3 == 2) {
        acc += v161;
        if (acc > 161) child<<<(v161 & 15) + 1, 32>>>(out, acc, v161);
    }
    int v162 = v161 + sizes[1] * 162;
    if (v162 % 3 == 0) {
        acc += v162;
        if (acc > 162) child<<<(v162 & 15) + 1, 32>>>(out, acc, v162);
    }
    int v163 = v162 + sizes[2] * 163;
    if (v163 % 3 == 1) {
        acc += v163;
        if (acc > 163) child<<<(v163 & 15) + 1, 32>>>(out, acc, v163);
    }
    int v164 = v163 + sizes[3] * 164;
    if (v164 % 3 == 2) {
        acc += v164;
        if (acc > 164) child<<<(v164 & 15) + 1, 32>>>(out, acc, v164);
    }
    int v165 = v164 + sizes[4] * 165;
    if (v165 % 3 == 0) {
        acc += v165;
        if (acc > 165) child<<<(v165 & 15) + 1, 32>>>(out, acc, v165);
    }
    int v166 = v165 + sizes[5] * 166;
    if (v166 % 3 == 1) {
        acc += v166;
        if (acc > 166) child<<<(v166 & 15) + 1, 32>>>(out, acc, v166);
    }
    int v167 = v166 + sizes[6] * 167;
    if (v167 % 3 == 2) {
        acc += v167;
        if (acc > 167) child<<<(v167 & 15) + 1, 32>>>(out, acc, v167);
    }
    int v168 = v167 + sizes[0] * 168;
    if (v168 % 3 == 0) {
        acc += v168;
        if (acc > 168) child<<<(v168 & 15) + 1, 32>>>(out, acc, v168);
    }
    int v169 = v168 + sizes[1] * 169;
    if (v169 % 3 == 1) {
        acc += v169;
        if (acc > 169) child<<<(v169 & 15) + 1, 32>>>(out, acc, v169);
    }
    int v170 = v169 + sizes[2] * 170;
    if (v170 % 3 == 2) {
        acc += v170;
        if (acc > 170) child<<<(v170 & 15) + 1, 32>>>(out, acc, v170);
    }
    int v171 = v170 + sizes[3] * 171;
    if (v171 % 3 == 0) {
        acc += v171;
        if (acc > 171) child<<<(v171 & 15) + 1, 32>>>(out, acc, v171);
    }
    int v172 = v171 + sizes[4] * 172;
    if (v172 % 3 == 1) {
        acc += v172;
        if (acc > 172) child<<<(v172 & 15) + 1, 32>>>(out, acc, v172);
    }
    int v173 = v172 + sizes[5] * 173;
    if (v173 % 3 == 2) {
        acc += v173;
        if (acc > 173) child<<<(v173 & 15) + 1, 32>>>(out, acc, v173);
    }
    int v174 = v173 + sizes[6] * 174;
    if (v174 % 3 == 0) {
        acc += v174;
        if (acc > 174) child<<<(v174 & 15) + 1, 32>>>(out, acc, v174);
    }
    int v175 = v174 + sizes[0] * 175;
    if (v175 % 3 == 1) {
        acc += v175;
        if (acc > 175) child<<<(v175 & 15) + 1, 32>>>(out, acc, v175);
    }
    int v176 = v175 + sizes[1] * 176;
    if (v176 % 3 == 2) {
        acc += v176;
        if (acc > 176) child<<<(v176 & 15) + 1, 32>>>(out, acc, v176);
    }
    int v177 = v176 + sizes[2] * 177;
    if (v177 % 3 == 0) {
        acc += v177;
        if (acc > 177) child<<<(v177 & 15) + 1, 32>>>(out, acc, v177);
    }
    int v178 = v177 + sizes[3] * 178;
    if (v178 % 3 == 1) {
        acc += v178;
        if (acc > 178) child<<<(v178 & 15) + 1, 32>>>(out, acc, v178);
    }
    int v179 = v178 + sizes[4] * 179;
    if (v179 % 3 == 2) {
        acc += v179;
        if (acc > 179) child<<<(v179 & 15) + 1, 32>>>(out, acc, v179);
    }
    int v180 = v179 + sizes[5] * 180;
    if (v180 % 3 == 0) {
        acc += v180;
        if (acc > 180) child<<<(v180 & 15) + 1, 32>>>(out, acc, v180);
    }
    int v181 = v180 + sizes[6] * 181;
    if (v181 % 3 == 1) {
        acc += v181;
        if (acc > 181) child<<<(v181 & 15) + 1, 32>>>(out, acc, v181);
    }
    int v182 = v181 + sizes[0] * 182;
    if (v182 % 3 == 2) {
        acc += v182;
        if (acc > 182) child<<<(v182 & 15) + 1, 32>>>(out, acc, v182);
    }
    int v183 = v182 + sizes[1] * 183;
    if (v183 % 3 == 0) {
        acc += v183;
        if (acc > 183) child<<<(v183 & 15) + 1, 32>>>(out, acc, v183);
    }
    int v184 = v183 + sizes[2] * 184;
    if (v184 % 3 == 1) {
        acc += v184;
        if (acc > 184) child<<<(v184 & 15) + 1, 32>>>(out, acc, v184);
    }
    int v185 = v184 + sizes[3] * 185;
    if (v185 % 3 == 2) {
        acc += v185;
        if (acc > 185) child<<<(v185 & 15) + 1, 32>>>(out, acc, v185);
    }
    int v186 = v185 + sizes[4] * 186;
    if (v186 % 3 == 0) {
        acc += v186;
        if (acc > 186) child<<<(v186 & 15) + 1, 32>>>(out, acc, v186);
    }
    int v187 = v186 + sizes[5] * 187;
    if (v187 % 3 == 1) {
        acc += v187;
        if (acc > 187) child<<<(v187 & 15) + 1, 32>>>(out, acc, v187);
    }
    int v188 = v187 + sizes[6] * 188;
    if (v188 % 3 == 2) {
        acc += v188;
        if (acc > 188) child<<<(v188 & 15) + 1, 32>>>(out, acc, v188);
    }
    int v189 = v188 + sizes[0] * 189;
    if (v189 % 3 == 0) {
        acc += v189;
        if (acc > 189) child<<<(v189 & 15) + 1, 32>>>(out, acc, v189);
    }
    int v190 = v189 + sizes[1] * 190;
    if (v190 % 3 == 1) {
        acc += v190;
        if (acc > 190) child<<<(v190 & 15) + 1, 32>>>(out, acc, v190);
    }
    int v191 = v190 + sizes[2] * 191;
    if (v191 % 3 == 2) {
        acc += v191;
        if (acc > 191) child<<<(v191 & 15) + 1, 32>>>(out, acc, v191);
    }
    int v192 = v191 + sizes[3] * 192;
    if (v192 % 3 == 0) {
        acc += v192;
        if (acc > 192) child<<<(v192 & 15) + 1, 32>>>(out, acc, v192);
    }
    int v193 = v192 + sizes[4] * 193;
    if (v193 % 3 == 1) {
        acc += v193;
        if (acc > 193) child<<<(v193 & 15) + 1, 32>>>(out, acc, v193);
    }
    int v194 = v193 + sizes[5] * 194;
    if (v194 % 3 == 2) {
        acc += v194;
        if (acc > 194) child<<<(v194 & 15) + 1, 32>>>(out, acc, v194);
    }
    int v195 = v194 + sizes[6] * 195;
    if (v195 % 3 == 0) {
        acc += v195;
        if (acc > 195) child<<<(v195 & 15) + 1, 32>>>(out, acc, v195);
    }
    int v196 = v195 + sizes[0] * 196;
    if (v196 % 3 == 1) {
        acc += v196;
        if (acc > 196) child<<<(v196 & 15) + 1, 32>>>(out, acc, v196);
    }
    int v197 = v196 + sizes[1] * 197;
    if (v197 % 3 == 2) {
        acc += v197;
        if (acc > 197) child<<<(v197 & 15) + 1, 32>>>(out, acc, v197);
    }
    int v198 = v197 + sizes[2] * 198;
    if (v198 % 3 == 0) {
        acc += v198;
        if (acc > 198) child<<<(v198 & 15) + 1, 32>>>(out, acc, v198);
    }
    int v199 = v198 + sizes[3] * 199;
    if (v199 % 3 == 1) {
        acc += v199;
        if (acc > 199) child<<<(v199 & 15) + 1, 32>>>(out, acc, v199);
    }
    int v200 = v199 + sizes[4] * 200;
    if (v200 % 3 == 2) {
        acc += v200;
        if (acc > 200) child<<<(v200 & 15) + 1, 32>>>(out, acc, v200);
    }
    int v201 = v200 + sizes[5] * 201;
    if (v201 % 3 == 0) {
        acc += v201;
        if (acc > 201) child<<<(v201 & 15) + 1, 32>>>(out, acc, v201);
    }
    int v202 = v201 + sizes[6] * 202;
    if (v202 % 3 == 1) {
        acc += v202;
        if (acc > 202) child<<<(v202 & 15) + 1, 32>>>(out, acc, v202);
    }
    int v203 = v202 + sizes[0] * 203;
    if (v203 % 3 == 2) {
        acc += v203;
        if (acc > 203) child<<<(v203 & 15) + 1, 32>>>(out, acc, v203);
    }
    int v204 = v203 + sizes[1] * 204;
    if (v204 % 3 == 0) {
        acc += v204;
        if (acc > 204) child<<<(v204 & 15) + 1, 32>>>(out, acc, v204);
    }
    int v205 = v204 + sizes[2] * 205;
    if (v205 % 3 == 1) {
        acc += v205;
        if (acc > 205) child<<<(v205 & 15) + 1, 32>>>(out, acc, v205);
    }
    int v206 = v205 + sizes[3] * 206;
    if (v206 % 3 == 2) {
        acc += v206;
        if (acc > 206) child<<<(v206 & 15) + 1, 32>>>(out, acc, v206);
    }
    int v207 = v206 + sizes[4] * 207;
    if (v207 % 3 == 0) {
        acc += v207;
        if (acc > 207) child<<<(v207 & 15) + 1, 32>>>(out, acc, v207);
    }
    int v208 = v207 + sizes[5] * 208;
    if (v208 % 3 == 1) {
        acc += v208;
        if (acc > 208) child<<<(v208 & 15) + 1, 32>>>(out, acc, v208);
    }
    int v209 = v208 + sizes[6] * 209;
    if (v209 % 3 == 2) {
        acc += v209;
        if (acc > 209) child<<<(v209 & 15) + 1, 32>>>(out, acc, v209);
    }
    int v210 = v209 + sizes[0] * 210;
    if (v210 % 3 == 0) {
        acc += v210;
        if (acc > 210) child<<<(v210 & 15) + 1, 32>>>(out, acc, v210);
    }
    int v211 = v210 + sizes[1] * 211;
    if (v211 % 3 == 1) {
        acc += v211;
        if (acc > 211) child<<<(v211 & 15) + 1, 32>>>(out, acc, v211);
    }
    int v212 = v211 + sizes[2] * 212;
    if (v212 % 3 == 2) {
        acc += v212;
        if (acc > 212) child<<<(v212 & 15) + 1, 32>>>(out, acc, v212);
    }
    int v213 = v212 + sizes[3] * 213;
    if (v213 % 3 == 0) {
        acc += v213;
        if (acc > 213) child<<<(v213 & 15) + 1, 32>>>(out, acc, v213);
    }
    int v214 = v213 + sizes[4] * 214;
    if (v214 % 3 == 1) {
        acc += v214;
        if (acc > 214) child<<<(v214 & 15) + 1, 32>>>(out, acc, v214);
    }
    int v215 = v214 + sizes[5] * 215;
    if (v215 % 3 == 2) {
        acc += v215;
        if (acc > 215) child<<<(v215 & 15) + 1, 32>>>(out, acc, v215);
    }
    int v216 = v215 + sizes[6] * 216;
    if (v216 % 3 == 0) {
        acc += v216;
        if (acc > 216) child<<<(v216 & 15) + 1, 32>>>(out, acc, v216);
    }
    int v217 = v216 + sizes[0] * 217;
    if (v217 % 3 == 1) {
        acc += v217;
        if (acc > 217) child<<<(v217 & 15) + 1, 32>>>(out, acc, v217);
    }
    int v218 = v217 + sizes[1] * 218;
    if (v218 % 3 == 2) {
        acc += v218;
        if (acc > 218) child<<<(v218 & 15) + 1, 32>>>(out, acc, v218);
    }
    int v219 = v218 + sizes[2] * 219;
    if (v219 % 3 == 0) {
        acc += v219;
        if (acc > 219) child<<<(v219 & 15) + 1, 32>>>(out, acc, v219);
    }
    int v220 = v219 + sizes[3] * 220;
    if (v220 % 3 == 1) {
        acc += v220;
        if (acc > 220) child<<<(v220 & 15) + 1, 32>>>(out, acc, v220);
    }
    int v221 = v220 + sizes[4] * 221;
    if (v221 % 3 == 2) {
        acc += v221;
        if (acc > 221) child<<<(v221 & 15) + 1, 32>>>(out, acc, v221);
    }
    int v222 = v221 + sizes[5] * 222;
    if (v222 % 3 == 0) {
        acc += v222;
        if (acc > 222) child<<<(v222 & 15) + 1, 32>>>(out, acc, v222);
    }
    int v223 = v222 + sizes[6] * 223;
    if (v223 % 3 == 1) {
        acc += v223;
        if (acc > 223) child<<<(v223 & 15) + 1, 32>>>(out, acc, v223);
    }
    int v224 = v223 + sizes[0] * 224;
    if (v224 % 3 == 2) {
        acc += v224;
        if (acc > 224) child<<<(v224 & 15) + 1, 32>>>(out, acc, v224);
    }
    int v225 = v224 + sizes[1] * 225;
    if (v225 % 3 == 0) {
        acc += v225;
        if (acc > 225) child<<<(v225 & 15) + 1, 32>>>(out, acc, v225);
    }
    int v226 = v225 + sizes[2] * 226;
    if (v226 % 3 == 1) {
        acc += v226;
        if (acc > 226) child<<<(v226 & 15) + 1, 32>>>(out, acc, v226);
    }
    int v227 = v226 + sizes[3] * 227;
    if (v227 % 3 == 2) {
        acc += v227;
        if (acc > 227) child<<<(v227 & 15) + 1, 32>>>(out, acc, v227);
    }
    int v228 = v227 + sizes[4] * 228;
    if (v228 % 3 == 0) {
        acc += v228;
        if (acc > 228) child<<<(v228 & 15) + 1, 32>>>(out, acc, v228);
    }
    int v229 = v228 + sizes[5] * 229;
    if (v229 % 3 == 1) {
        acc += v229;
        if (acc > 229) child<<<(v229 & 15) + 1, 32>>>(out, acc, v229);
    }
    int v230 = v229 + sizes[6] * 230;
    if (v230 % 3 == 2) {
        acc += v230;
        if (acc > 230) child<<<(v230 & 15) + 1, 32>>>(out, acc, v230);
    }
    int v231 = v230 + sizes[0] * 231;
    if (v231 % 3 == 0) {
        acc += v231;
        if (acc > 231) child<<<(v231 & 15) + 1, 32>>>(out, acc, v231);
    }
    int v232 = v231 + sizes[1] * 232;
    if (v232 % 3 == 1) {
        acc += v232;
        if (acc > 232) child<<<(v232 & 15) + 1, 32>>>(out, acc, v232);
    }
    int v233 = v232 + sizes[2] * 233;
    if (v233 % 3 == 2) {
        acc += v233;
        if (acc > 233) child<<<(v233 & 15) + 1, 32>>>(out, acc, v233);
    }
    int v234 = v233 + sizes[3] * 234;
    if (v234 % 3 == 0) {
        acc += v234;
        if (acc > 234) child<<<(v234 & 15) + 1, 32>>>(out, acc, v234);
    }
    int v235 = v234 + sizes[4] * 235;
    if (v235 % 3 == 1) {
        acc += v235;
        if (acc > 235) child<<<(v235 & 15) + 1, 32>>>(out, acc, v235);
    }
    int v236 = v235 + sizes[5] * 236;
    if (v236 % 3 == 2) {
        acc += v236;
        if (acc > 236) child<<<(v236 & 15) + 1, 32>>>(out, acc, v236);
    }
    int v237 = v236 + sizes[6] * 237;
    if (v237 % 3 == 0) {
        acc += v237;
        if (acc > 237) child<<<(v237 & 15) + 1, 32>>>(out, acc, v237);
    }
    int v238 = v237 + sizes[0] * 238;
    if (v238 % 3 == 1) {
        acc += v238;
        if (acc > 238) child<<<(v238 & 15) + 1, 32>>>(out, acc, v238);
    }
    int v239 = v238 + sizes[1] * 239;
    if (v239 % 3 == 2) {
        acc += v239;
        if (acc > 239) child<<<(v239 & 15) + 1, 32>>>(out, acc, v239);
    }
    int v240 = v239 + sizes[2] * 240;
    if (v240 % 3 == 0) {
        acc += v240;
        if (acc > 240) child<<<(v240 & 15) + 1, 32>>>(out, acc, v240);
    }
    int v241 = v240 + sizes[3] * 241;
    if (v241 % 3 == 1) {
        acc += v241;
        if (acc > 241) child<<<(v241 & 15) + 1, 32>>>(out, acc, v241);
    }
    int v242 = v241 + sizes[4] * 242;
    if (v242 % 3 == 2) {
        acc += v242;
        if (acc > 242) child<<<(v242 & 15) + 1, 32>>>(out, acc, v242);
    }
    int v243 = v242 + sizes[5] * 243;
    if (v243 % 3 == 0) {
        acc += v243;
        if (acc > 243) child<<<(v243 & 15) + 1, 32>>>(out, acc, v243);
    }
    int v244 = v243 + sizes[6] * 244;
    if (v244 % 3 == 1) {
        acc += v244;
        if (acc > 244) child<<<(v244 & 15) + 1, 32>>>(out, acc, v244);
    }
    int v245 = v244 + sizes[0] * 245;
    if (v245 % 3 == 2) {
        acc += v245;
        if (acc > 245) child<<<(v245 & 15) + 1, 32>>>(out, acc, v245);
    }
    int v246 = v245 + sizes[1] * 246;
    if (v246 % 3 == 0) {
        acc += v246;
        if (acc > 246) child<<<(v246 & 15) + 1, 32>>>(out, acc, v246);
    }
    int v247 = v246 + sizes[2] * 247;
    if (v247 % 3 == 1) {
        acc += v247;
        if (acc > 247) child<<<(v247 & 15) + 1, 32>>>(out, acc, v247);
    }
    int v248 = v247 + sizes[3] * 248;
    if (v248 % 3 == 2) {
        acc += v248;
        if (acc > 248) child<<<(v248 & 15) + 1, 32>>>(out, acc, v248);
    }
    int v249 = v248 + sizes[4] * 249;
    if (v249 % 3 == 0) {
        acc += v249;
        if (acc > 249) child<<<(v249 & 15) + 1, 32>>>(out, acc, v249);
    }
    int v250 = v249 + sizes[5] * 250;
    if (v250 % 3 == 1) {
        acc += v250;
        if (acc > 250) child<<<(v250 & 15) + 1, 32>>>(out, acc, v250);
    }
    int v251 = v250 + sizes[6] * 251;
    if (v251 % 3 == 2) {
        acc += v251;
        if (acc > 251) child<<<(v251 & 15) + 1, 32>>>(out, acc, v251);
    }
    int v252 = v251 + sizes[0] * 252;
    if (v252 % 3 == 0) {
        acc += v252;
        if (acc > 252) child<<<(v252 & 15) + 1, 32>>>(out, acc, v252);
    }
    int v253 = v252 + sizes[1] * 253;
    if (v253 % 3 == 1) {
        acc += v253;
        if (acc > 253) child<<<(v253 & 15) + 1, 32>>>(out, acc, v253);
    }
    int v254 = v253 + sizes[2] * 254;
    if (v254 % 3 == 2) {
        acc += v254;
        if (acc > 254) child<<<(v254 & 15) + 1, 32>>>(out, acc, v254);
    }
    int v255 = v254 + sizes[3] * 255;
    if (v255 % 3 == 0) {
        acc += v255;
        if (acc > 255) child<<<(v255 & 15) + 1, 32>>>(out, acc, v255);
    }
    int v256 = v255 + sizes[4] * 256;
    if (v256 % 3 == 1) {
        acc += v256;
        if (acc > 256) child<<<(v256 & 15) + 1, 32>>>(out, acc, v256);
    }
    int v257 = v256 + sizes[5] * 257;
    if (v257 % 3 == 2) {
        acc += v257;
        if (acc > 257) child<<<(v257 & 15) + 1, 32>>>(out, acc, v257);
    }
    int v258 = v257 + sizes[6] * 258;
    if (v258 % 3 == 0) {
        acc += v258;
        if (acc > 258) child<<<(v258 & 15) + 1, 32>>>(out, acc, v258);
    }
    int v259 = v258 + sizes[0] * 259;
    if (v259 % 3 == 1) {
        acc += v259;
        if (acc > 259) child<<<(v259 & 15) + 1, 32>>>(out, acc, v259);
    }
    int v260 = v259 + sizes[1] * 260;
    if (v260 % 3 == 2) {
        acc += v260;
        if (acc > 260) child<<<(v260 & 15) + 1, 32>>>(out, acc, v260);
    }
    int v261 = v260 + sizes[2] * 261;
    if (v261 % 3 == 0) {
        acc += v261;
        if (acc > 261) child<<<(v261 & 15) + 1, 32>>>(out, acc, v261);
    }
    int v262 = v261 + sizes[3] * 262;
    if (v262 % 3 == 1) {
        acc += v262;
        if (acc > 262) child<<<(v262 & 15) + 1, 32>>>(out, acc, v262);
    }
    int v263 = v262 + sizes[4] * 263;
    if (v263 % 3 == 2) {
        acc += v263;
        if (acc > 263) child<<<(v263 & 15) + 1, 32>>>(out, acc, v263);
    }
    int v264 = v263 + sizes[5] * 264;
    if (v264 % 3 == 0) {
        acc += v264;
        if (acc > 264) child<<<(v264 & 15) + 1, 32>>>(out, acc, v264);
    }
    int v265 = v264 + sizes[6] * 265;
    if (v265 % 3 == 1) {
        acc += v265;
        if (acc > 265) child<<<(v265 & 15) + 1, 32>>>(out, acc, v265);
    }
    int v266 = v265 + sizes[0] * 266;
    if (v266 % 3 == 2) {
        acc += v266;
        if (acc > 266) child<<<(v266 & 15) + 1, 32>>>(out, acc, v266);
    }
    int v267 = v266 + sizes[1] * 267;
    if (v267 % 3 == 0) {
        acc += v267;
        if (acc > 267) child<<<(v267 & 15) + 1, 32>>>(out, acc, v267);
    }
    int v268 = v267 + sizes[2] * 268;
    if (v268 % 3 == 1) {
        acc += v268;
        if (acc > 268) child<<<(v268 & 15) + 1, 32>>>(out, acc, v268);
    }
    int v269 = v268 + sizes[3] * 269;
    if (v269 % 3 == 2) {
        acc += v269;
        if (acc > 269) child<<<(v269 & 15) + 1, 32>>>(out, acc, v269);
    }
    int v270 = v269 + sizes[4] * 270;
    if (v270 % 3 == 0) {
        acc += v270;
        if (acc > 270) child<<<(v270 & 15) + 1, 32>>>(out, acc, v270);
    }
    int v271 = v270 + sizes[5] * 271;
    if (v271 % 3 == 1) {
        acc += v271;
        if (acc > 271) child<<<(v271 & 15) + 1, 32>>>(out, acc, v271);
    }
    int v272 = v271 + sizes[6] * 272;
    if (v272 % 3 == 2) {
        acc += v272;
        if (acc > 272) child<<<(v272 & 15) + 1, 32>>>(out, acc, v272);
    }
    int v273 = v272 + sizes[0] * 273;
    if (v273 % 3 == 0) {
        acc += v273;
        if (acc > 273) child<<<(v273 & 15) + 1, 32>>>(out, acc, v273);
    }
    int v274 = v273 + sizes[1] * 274;
    if (v274 % 3 == 1) {
        acc += v274;
        if (acc > 274) child<<<(v274 & 15) + 1, 32>>>(out, acc, v274);
    }
    int v275 = v274 + sizes[2] * 275;
    if (v275 % 3 == 2) {
        acc += v275;
        if (acc > 275) child<<<(v275 & 15) + 1, 32>>>(out, acc, v275);
    }
    int v276 = v275 + sizes[3] * 276;
    if (v276 % 3 == 0) {
        acc += v276;
        if (acc > 276) child<<<(v276 & 15) + 1, 32>>>(out, acc, v276);
    }
    int v277 = v276 + sizes[4] * 277;
    if (v277 % 3 == 1) {
        acc += v277;
        if (acc > 277) child<<<(v277 & 15) + 1, 32>>>(out, acc, v277);
    }
    int v278 = v277 + sizes[5] * 278;
    if (v278 % 3 == 2) {
        acc += v278;
        if (acc > 278) child<<<(v278 & 15) + 1, 32>>>(out, acc, v278);
    }
    int v279 = v278 + sizes[6] * 279;
    if (v279 % 3 == 0) {
        acc += v279;
        if (acc > 279) child<<<(v279 & 15) + 1, 32>>>(out, acc, v279);
    }
    int v280 = v279 + sizes[0] * 280;
    if (v280 % 3 == 1) {
        acc += v280;
        if (acc > 280) child<<<(v280 & 15) + 1, 32>>>(out, acc, v280);
    }
    int v281 = v280 + sizes[1] * 281;
    if (v281 % 3 == 2) {
        acc += v281;
        if (acc > 281) child<<<(v281 & 15) + 1, 32>>>(out, acc, v281);
    }
    int v282 = v281 + sizes[2] * 282;
    if (v282 % 3 == 0) {
        acc += v282;
        if (acc > 282) child<<<(v282 & 15) + 1, 32>>>(out, acc, v282);
    }
    int v283 = v282 + sizes[3] * 283;
    if (v283 % 3 == 1) {
        acc += v283;
        if (acc > 283) child<<<(v283 & 15) + 1, 32>>>(out, acc, v283);
    }
    int v284 = v283 + sizes[4] * 284;
    if (v284 % 3 == 2) {
        acc += v284;
        if (acc > 284) child<<<(v284 & 15) + 1, 32>>>(out, acc, v284);
    }
    int v285 = v284 + sizes[5] * 285;
    if (v285 % 3 == 0) {
        acc += v285;
        if (acc > 285) child<<<(v285 & 15) + 1, 32>>>(out, acc, v285);
    }
    int v286 = v285 + sizes[6] * 286;
    if (v286 % 3 == 1) {
        acc += v286;
        if (acc > 286) child<<<(v286 & 15) + 1, 32>>>(out, acc, v286);
    }
    int v287 = v286 + sizes[0] * 287;
    if (v287 % 3 == 2) {
        acc += v287;
        if (acc > 287) child<<<(v287 & 15) + 1, 32>>>(out, acc, v287);
    }
    int v288 = v287 + sizes[1] * 288;
    if (v288 % 3 == 0) {
        acc += v288;
        if (acc > 288) child<<<(v288 & 15) + 1, 32>>>(out, acc, v288);
    }
    int v289 = v288 + sizes[2] * 289;
    if (v289 % 3 == 1) {
        acc += v289;
        if (acc > 289) child<<<(v289 & 15) + 1, 32>>>(out, acc, v289);
    }
    int v290 = v289 + sizes[3] * 290;
    if (v290 % 3 == 2) {
        acc += v290;
        if (acc > 290) child<<<(v290 & 15) + 1, 32>>>(out, acc, v290);
    }
    int v291 = v290 + sizes[4] * 291;
    if (v291 % 3 == 0) {
        acc += v291;
        if (acc > 291) child<<<(v291 & 15) + 1, 32>>>(out, acc, v291);
    }
    int v292 = v291 + sizes[5] * 292;
    if (v292 % 3 == 1) {
        acc += v292;
        if (acc > 292) child<<<(v292 & 15) + 1, 32>>>(out, acc, v292);
    }
    int v293 = v292 + sizes[6] * 293;
    if (v293 % 3 == 2) {
        acc += v293;
        if (acc > 293) child<<<(v293 & 15) + 1, 32>>>(out, acc, v293);
    }
    int v294 = v293 + sizes[0] * 294;
    if (v294 % 3 == 0) {
        acc += v294;
        if (acc > 294) child<<<(v294 & 15) + 1, 32>>>(out, acc, v294);
    }
    int v295 = v294 + sizes[1] * 295;
    if (v295 % 3 == 1) {
        acc += v295;
        if (acc > 295) child<<<(v295 & 15) + 1, 32>>>(out, acc, v295);
    }
    int v296 = v295 + sizes[2] * 296;
    if (v296 % 3 == 2) {
        acc += v296;
        if (acc > 296) child<<<(v296 & 15) + 1, 32>>>(out, acc, v296);
    }
    int v297 = v296 + sizes[3] * 297;
    if (v297 % 3 == 0) {
        acc += v297;
        if (acc > 297) child<<<(v297 & 15) + 1, 32>>>(out, acc, v297);
    }
    int v298 = v297 + sizes[4] * 298;
    if (v298 % 3 == 1) {
        acc += v298;
        if (acc > 298) child<<<(v298 & 15) + 1, 32>>>(out, acc, v298);
    }
    int v299 = v298 + sizes[5] * 299;
    if (v299 % 3 == 2) {
        acc += v299;
        if (acc > 299) child<<<(v299 & 15) + 1, 32>>>(out, acc, v299);
    }
    int v300 = v299 + sizes[6] * 300;
    if (v300 % 3 == 0) {
        acc += v300;
        if (acc > 300) child<<<(v300 & 15) + 1, 32>>>(out, acc, v300);
    }
    int v301 = v300 + sizes[0] * 301;
    if (v301 % 3 == 1) {
        acc += v301;
        if (acc > 301) child<<<(v301 & 15) + 1, 32>>>(out, acc, v301);
    }
    int v302 = v301 + sizes[1] * 302;
    if (v302 % 3 == 2) {
        acc += v302;
        if (acc > 302) child<<<(v302 & 15) + 1, 32>>>(out, acc, v302);
    }
    int v303 = v302 + sizes[2] * 303;
    if (v303 % 3 == 0) {
        acc += v303;
        if (acc > 303) child<<<(v303 & 15) + 1, 32>>>(out, acc, v303);
    }
    int v304 = v303 + sizes[3] * 304;
    if (v304 % 3 == 1) {
        acc += v304;
        if (acc > 304) child<<<(v304 & 15) + 1, 32>>>(out, acc, v304);
    }
    int v305 = v304 + sizes[4] * 305;
    if (v305 % 3 == 2) {
        acc += v305;
        if (acc > 305) child<<<(v305 & 15) + 1, 32>>>(out, acc, v305);
    }
    int v306 = v305 + sizes[5] * 306;
    if (v306 % 3 == 0) {
        acc += v306;
        if (acc > 306) child<<<(v306 & 15) + 1, 32>>>(out, acc, v306);
    }
    int v307 = v306 + sizes[6] * 307;
    if (v307 % 3 == 1) {
        acc += v307;
        if (acc > 307) child<<<(v307 & 15) + 1, 32>>>(out, acc, v307);
    }
    int v308 = v307 + sizes[0] * 308;
    if (v308 % 3 == 2) {
        acc += v308;
        if (acc > 308) child<<<(v308 & 15) + 1, 32>>>(out, acc, v308);
    }
    int v309 = v308 + sizes[1] * 309;
    if (v309 % 3 == 0) {
        acc += v309;
        if (acc > 309) child<<<(v309 & 15) + 1, 32>>>(out, acc, v309);
    }
    int v310 = v309 + sizes[2] * 310;
    if (v310 % 3 == 1) {
        acc += v310;
        if (acc > 310) child<<<(v310 & 15) + 1, 32>>>(out, acc, v310);
    }
    int v311 = v310 + sizes[3] * 311;
    if (v311 % 3 == 2) {
        acc += v311;
        if (acc > 311) child<<<(v311 & 15) + 1, 32>>>(out, acc, v311);
    }
    int v312 = v311 + sizes[4] * 312;
    if (v312 % 3 == 0) {
        acc += v312;
        if (acc > 312) child<<<(v312 & 15) + 1, 32>>>(out, acc, v312);
    }
    int v313 = v312 + sizes[5] * 313;
    if (v313 % 3 == 1) {
        acc += v313;
        if (acc > 313) child<<<(v313 & 15) + 1, 32>>>(out, acc, v313);
    }
    int v314 = v313 + sizes[6] * 314;
    if (v314 % 3 == 2) {
        acc += v314;
        if (acc > 314) child<<<(v314 & 15) + 1, 32>>>(out, acc, v314);
    }
    int v315 = v314 + sizes[0] * 315;
    if (v315 % 3 == 0) {
        acc += v315;
        if (acc > 315) child<<<(v315 & 15) + 1, 32>>>(out, acc, v315);
    }
    int v316 = v315 + sizes[1] * 316;
    if (v316 % 3 == 1) {
        acc += v316;
        if (acc > 316) child<<<(v316 & 15) + 1, 32>>>(out, acc, v316);
    }
    int v317 = v316 + sizes[2] * 317;
    if (v317 % 3 == 2) {
        acc += v317;
        if (acc > 317) child<<<(v317 & 15) + 1, 32>>>(out, acc, v317);
    }
    int v318 = v317 + sizes[3] * 318;
    if (v318 % 3 == 0) {
        acc += v318;
        if (acc > 318) child<<<(v318 & 15) + 1, 32>>>(out, acc, v318);
    }
    int v319 = v318 + sizes[4] * 319;
    if (v319 % 3 == 1) {
        acc += v319;
        if (acc > 319) child<<<(v319 & 15) + 1, 32>>>(out, acc, v319);
    }
    int v320 = v319 + sizes[5] * 320;
    if (v320 % 3 == 2) {
        acc += v320;
        if (acc > 320) child<<<(v320 & 15) + 1, 32>>>(out, acc, v320);
    }
    int v321 = v320 + sizes[6] * 321;
    if (v321 % 3 == 0) {
        acc += v321;
        if (acc > 321) child<<<(v321 & 15) + 1, 32>>>(out, acc, v321);
    }
    int v322 = v321 + sizes[0] * 322;
    if (v322 % 3 == 1) {
        acc += v322;
        if (acc > 322) child<<<(v322 & 15) + 1, 32>>>(out, acc, v322);
    }
    int v323 = v322 + sizes[1] * 323;
    if (v323 % 3 == 2) {
        acc += v323;
        if (acc > 323) child<<<(v323 & 15) + 1, 32>>>(out, acc, v323);
    }
    int v324 = v323 + sizes[2] * 324;
    if (v324 % 3 == 0) {
        acc += v324;
        if (acc > 324) child<<<(v324 & 15) + 1, 32>>>(out, acc, v324);
    }
    int v325 = v324 + sizes[3] * 325;
    if (v325 % 3 == 1) {
        acc += v325;
        if (acc > 325) child<<<(v325 & 15) + 1, 32>>>(out, acc, v325);
    }
    int v326 = v325 + sizes[4] * 326;
    if (v326 % 3 == 2) {
        acc += v326;
        if (acc > 326) child<<<(v326 & 15) + 1, 32>>>(out, acc, v326);
    }
    int v327 = v326 + sizes[5] * 327;
    if (v327 % 3 == 0) {
        acc += v327;
        if (acc > 327) child<<<(v327 & 15) + 1, 32>>>(out, acc, v327);
    }
    int v328 = v327 + sizes[6] * 328;
    if (v328 % 3 == 1) {
        acc += v328;
        if (acc > 328) child<<<(v328 & 15) + 1, 32>>>(out, acc, v328);
    }
    int v329 = v328 + sizes[0] * 329;
    if (v329 % 3 == 2) {
        acc += v329;
        if (acc > 329) child<<<(v329 & 15) + 1, 32>>>(out, acc, v329);
    }
    int v330 = v329 + sizes[1] * 330;
    if (v330 % 3 == 0) {
        acc += v330;
        if (acc > 330) child<<<(v330 & 15) + 1, 32>>>(out, acc, v330);
    }
    int v331 = v330 + sizes[2] * 331;
    if (v331 % 3 == 1) {
        acc += v331;
        if (acc > 331) child<<<(v331 & 15) + 1, 32>>>(out, acc, v331);
    }
    int v332 = v331 + sizes[3] * 332;
    if (v332 % 3 == 2) {
        acc += v332;
        if (acc > 332) child<<<(v332 & 15) + 1, 32>>>(out, acc, v332);
    }
    int v333 = v332 + sizes[4] * 333;
    if (v333 % 3 == 0) {
        acc += v333;
        if (acc > 333) child<<<(v333 & 15) + 1, 32>>>(out, acc, v333);
    }
    int v334 = v333 + sizes[5] * 334;
    if (v334 % 3 == 1) {
        acc += v334;
        if (acc > 334) child<<<(v334 & 15) + 1, 32>>>(out, acc, v334);
    }
    int v335 = v334 + sizes[6] * 335;
    if (v335 % 3 == 2) {
        acc += v335;
        if (acc > 335) child<<<(v335 & 15) + 1, 32>>>(out, acc, v335);
    }
    int v336 = v335 + sizes[0] * 336;
    if (v336 % 3 == 0) {
        acc += v336;
        if (acc > 336) child<<<(v336 & 15) + 1, 32>>>(out, acc, v336);
    }
    int v337 = v336 + sizes[1] * 337;
    if (v337 % 3 == 1) {
        acc += v337;
        if (acc > 337) child<<<(v337 & 15) + 1, 32>>>(out, acc, v337);
    }
    int v338 = v337 + sizes[2] * 338;
    if (v338 % 3 == 2) {
        acc += v338;
        if (acc > 338) child<<<(v338 & 15) + 1, 32>>>(out, acc, v338);
    }
    int v339 = v338 + sizes[3] * 339;
    if (v339 % 3 == 0) {
        acc += v339;
        if (acc > 339) child<<<(v339 & 15) + 1, 32>>>(out, acc, v339);
    }
    int v340 = v339 + sizes[4] * 340;
    if (v340 % 3 == 1) {
        acc += v340;
        if (acc > 340) child<<<(v340 & 15) + 1, 32>>>(out, acc, v340);
    }
    int v341 = v340 + sizes[5] * 341;
    if (v341 % 3 == 2) {
        acc += v341;
        if (acc > 341) child<<<(v341 & 15) + 1, 32>>>(out, acc, v341);
    }
    int v342 = v341 + sizes[6] * 342;
    if (v342 % 3 == 0) {
        acc += v342;
        if (acc > 342) child<<<(v342 & 15) + 1, 32>>>(out, acc, v342);
    }
    int v343 = v342 + sizes[0] * 343;
    if (v343 % 3 == 1) {
        acc += v343;
        if (acc > 343) child<<<(v343 & 15) + 1, 32>>>(out, acc, v343);
    }
    int v344 = v343 + sizes[1] * 344;
    if (v344 % 3 == 2) {
        acc += v344;
        if (acc > 344) child<<<(v344 & 15) + 1, 32>>>(out, acc, v344);
    }
    int v345 = v344 + sizes[2] * 345;
    if (v345 % 3 == 0) {
        acc += v345;
        if (acc > 345) child<<<(v345 & 15) + 1, 32>>>(out, acc, v345);
    }
    int v346 = v345 + sizes[3] * 346;
    if (v346 % 3 == 1) {
        acc += v346;
        if (acc > 346) child<<<(v346 & 15) + 1, 32>>>(out, acc, v346);
    }
    int v347 = v346 + sizes[4] * 347;
    if (v347 % 3 == 2) {
        acc += v347;
        if (acc > 347) child<<<(v347 & 15) + 1, 32>>>(out, acc, v347);
    }
    int v348 = v347 + sizes[5] * 348;
    if (v348 % 3 == 0) {
        acc += v348;
        if (acc > 348) child<<<(v348 & 15) + 1, 32>>>(out, acc, v348);
    }
    int v349 = v348 + sizes[6] * 349;
    if (v349 % 3 == 1) {
        acc += v349;
        if (acc > 349) child<<<(v349 & 15) + 1, 32>>>(out, acc, v349);
    }
    int v350 = v349 + sizes[0] * 350;
    if (v350 % 3 == 2) {
        acc += v350;
        if (acc > 350) child<<<(v350 & 15) + 1, 32>>>(out, acc, v350);
    }
    int v351 = v350 + sizes[1] * 351;
    if (v351 % 3 == 0) {
        acc += v351;
        if (acc > 351) child<<<(v351 & 15) + 1, 32>>>(out, acc, v351);
    }
    int v352 = v351 + sizes[2] * 352;
    if (v352 % 3 == 1) {
        acc += v352;
        if (acc > 352) child<<<(v352 & 15) + 1, 32>>>(out, acc, v352);
    }
    int v353 = v352 + sizes[3] * 353;
    if (v353 % 3 == 2) {
        acc += v353;
        if (acc > 353) child<<<(v353 & 15) + 1, 32>>>(out, acc, v353);
    }
    int v354 = v353 + sizes[4] * 354;
    if (v354 % 3 == 0) {
        acc += v354;
        if (acc > 354) child<<<(v354 & 15) + 1, 32>>>(out, acc, v354);
    }
    int v355 = v354 + sizes[5] * 355;
    if (v355 % 3 == 1) {
        acc += v355;
        if (acc > 355) child<<<(v355 & 15) + 1, 32>>>(out, acc, v355);
    }
    int v356 = v355 + sizes[6] * 356;
    if (v356 % 3 == 2) {
        acc += v356;
        if (acc > 356) child<<<(v356 & 15) + 1, 32>>>(out, acc, v356);
    }
    int v357 = v356 + sizes[0] * 357;
    if (v357 % 3 == 0) {
        acc += v357;
        if (acc > 357) child<<<(v357 & 15) + 1, 32>>>(out, acc, v357);
    }
    int v358 = v357 + sizes[1] * 358;
    if (v358 % 3 == 1) {
        acc += v358;
        if (acc > 358) child<<<(v358 & 15) + 1, 32>>>(out, acc, v358);
    }
    int v359 = v358 + sizes[2] * 359;
    if (v359 % 3 == 2) {
        acc += v359;
        if (acc > 359) child<<<(v359 & 15) + 1, 32>>>(out, acc, v359);
    }
    int v360 = v359 + sizes[3] * 360;
    if (v360 % 3 == 0) {
        acc += v360;
        if (acc > 360) child<<<(v360 & 15) + 1, 32>>>(out, acc, v360);
    }
    int v361 = v360 + sizes[4] * 361;
    if (v361 % 3 == 1) {
        acc += v361;
        if (acc > 361) child<<<(v361 & 15) + 1, 32>>>(out, acc, v361);
    }
    int v362 = v361 + sizes[5] * 362;
    if (v362 % 3 == 2) {
        acc += v362;
        if (acc > 362) child<<<(v362 & 15) + 1, 32>>>(out, acc, v362);
    }
    int v363 = v362 + sizes[6] * 363;
    if (v363 % 3 == 0) {
        acc += v363;
        if (acc > 363) child<<<(v363 & 15) + 1, 32>>>(out, acc, v363);
    }
    int v364 = v363 + sizes[0] * 364;
    if (v364 % 3 == 1) {
        acc += v364;
        if (acc > 364) child<<<(v364 & 15) + 1, 32>>>(out, acc, v364);
    }
    int v365 = v364 + sizes[1] * 365;
    if (v365 % 3 == 2) {
        acc += v365;
        if (acc > 365) child<<<(v365 & 15) + 1, 32>>>(out, acc, v365);
    }
    int v366 = v365 + sizes[2] * 366;
    if (v366 % 3 == 0) {
        acc += v366;
        if (acc > 366) child<<<(v366 & 15) + 1, 32>>>(out, acc, v366);
    }
    int v367 = v366 + sizes[3] * 367;
    if (v367 % 3 == 1) {
        acc += v367;
        if (acc > 367) child<<<(v367 & 15) + 1, 32>>>(out, acc, v367);
    }
    int v368 = v367 + sizes[4] * 368;
    if (v368 % 3 == 2) {
        acc += v368;
        if (acc > 368) child<<<(v368 & 15) + 1, 32>>>(out, acc, v368);
    }
    int v369 = v368 + sizes[5] * 369;
    if (v369 % 3 == 0) {
        acc += v369;
        if (acc > 369) child<<<(v369 & 15) + 1, 32>>>(out, acc, v369);
    }
    int v370 = v369 + sizes[6] * 370;
    if (v370 % 3 == 1) {
        acc += v370;
        if (acc > 370) child<<<(v370 & 15) + 1, 32>>>(out, acc, v370);
    }
    int v371 = v370 + sizes[0] * 371;
    if (v371 % 3 == 2) {
        acc += v371;
        if (acc > 371) child<<<(v371 & 15) + 1, 32>>>(out, acc, v371);
    }
    int v372 = v371 + sizes[1] * 372;
    if (v372 % 3 == 0) {
        acc += v372;
        if (acc > 372) child<<<(v372 & 15) + 1, 32>>>(out, acc, v372);
    }
    int v373 = v372 + sizes[2] * 373;
    if (v373 % 3 == 1) {
        acc += v373;
        if (acc > 373) child<<<(v373 & 15) + 1, 32>>>(out, acc, v373);
    }
    int v374 = v373 + sizes[3] * 374;
    if (v374 % 3 == 2) {
        acc += v374;
        if (acc > 374) child<<<(v374 & 15) + 1, 32>>>(out, acc, v374);
    }
    int v375 = v374 + sizes[4] * 375;
    if (v375 % 3 == 0) {
        acc += v375;
        if (acc > 375) child<<<(v375 & 15) + 1, 32>>>(out, acc, v375);
    }
    int v376 = v375 + sizes[5] * 376;
    if (v376 % 3 == 1) {
        acc += v376;
        if (acc > 376) child<<<(v376 & 15) + 1, 32>>>(out, acc, v376);
    }
    int v377 = v376 + sizes[6] * 377;
    if (v377 % 3 == 2) {
        acc += v377;
        if (acc > 377) child<<<(v377 & 15) + 1, 32>>>(out, acc, v377);
    }
    int v378 = v377 + sizes[0] * 378;
    if (v378 % 3 == 0) {
        acc += v378;
        if (acc > 378) child<<<(v378 & 15) + 1, 32>>>(out, acc, v378);
    }
    int v379 = v378 + sizes[1] * 379;
    if (v379 % 3 == 1) {
        acc += v379;
        if (acc > 379) child<<<(v379 & 15) + 1, 32>>>(out, acc, v379);
    }
    int v380 = v379 + sizes[2] * 380;
    if (v380 % 3 == 2) {
        acc += v380;
        if (acc > 380) child<<<(v380 & 15) + 1, 32>>>(out, acc, v380);
    }
    int v381 = v380 + sizes[3] * 381;
    if (v381 % 3 == 0) {
        acc += v381;
        if (acc > 381) child<<<(v381 & 15) + 1, 32>>>(out, acc, v381);
    }
    int v382 = v381 + sizes[4] * 382;
    if (v382 % 3 == 1) {
        acc += v382;
        if (acc > 382) child<<<(v382 & 15) + 1, 32>>>(out, acc, v382);
    }
    int v383 = v382 + sizes[5] * 383;
    if (v383 % 3 == 2) {
        acc += v383;
        if (acc > 383) child<<<(v383 & 15) + 1, 32>>>(out, acc, v383);
    }
    int v384 = v383 + sizes[6] * 384;
    if (v384 % 3 == 0) {
        acc += v384;
        if (acc > 384) child<<<(v384 & 15) + 1, 32>>>(out, acc, v384);
    }
    int v385 = v384 + sizes[0] * 385;
    if (v385 % 3 == 1) {
        acc += v385;
        if (acc > 385) child<<<(v385 & 15) + 1, 32>>>(out, acc, v385);
    }
    int v386 = v385 + sizes[1] * 386;
    if (v386 % 3 == 2) {
        acc += v386;
        if (acc > 386) child<<<(v386 & 15) + 1, 32>>>(out, acc, v386);
    }
    int v387 = v386 + sizes[2] * 387;
    if (v387 % 3 == 0) {
        acc += v387;
        if (acc > 387) child<<<(v387 & 15) + 1, 32>>>(out, acc, v387);
    }
    int v388 = v387 + sizes[3] * 388;
    if (v388 % 3 == 1) {
        acc += v388;
        if (acc > 388) child<<<(v388 & 15) + 1, 32>>>(out, acc, v388);
    }
    int v389 = v388 + sizes[4] * 389;
    if (v389 % 3 == 2) {
        acc += v389;
        if (acc > 389) child<<<(v389 & 15) + 1, 32>>>(out, acc, v389);
    }
    int v390 = v389 + sizes[5] * 390;
    if (v390 % 3 == 0) {
        acc += v390;
        if (acc > 390) child<<<(v390 & 15) + 1, 32>>>(out, acc, v390);
    }
    int v391 = v390 + sizes[6] * 391;
    if (v391 % 3 == 1) {
        acc += v391;
        if (acc > 391) child<<<(v391 & 15) + 1, 32>>>(out, acc, v391);
    }
    int v392 = v391 + sizes[0] * 392;
    if (v392 % 3 == 2) {
        acc += v392;
        if (acc > 392) child<<<(v392 & 15) + 1, 32>>>(out, acc, v392);
    }
    int v393 = v392 + sizes[1] * 393;
    if (v393 % 3 == 0) {
        acc += v393;
        if (acc > 393) child<<<(v393 & 15) + 1, 32>>>(out, acc, v393);
    }
    int v394 = v393 + sizes[2] * 394;
    if (v394 % 3 == 1) {
        acc += v394;
        if (acc > 394) child<<<(v394 & 15) + 1, 32>>>(out, acc, v394);
    }
    int v395 = v394 + sizes[3] * 395;
    if (v395 % 3 == 2) {
        acc += v395;
        if (acc > 395) child<<<(v395 & 15) + 1, 32>>>(out, acc, v395);
    }
    int v396 = v395 + sizes[4] * 396;
    if (v396 % 3 == 0) {
        acc += v396;
        if (acc > 396) child<<<(v396 & 15) + 1, 32>>>(out, acc, v396);
    }
    int v397 = v396 + sizes[5] * 397;
    if (v397 % 3 == 1) {
        acc += v397;
        if (acc > 397) child<<<(v397 & 15) + 1, 32>>>(out, acc, v397);
    }
    int v398 = v397 + sizes[6] * 398;
    if (v398 % 3 == 2) {
        acc += v398;
        if (acc > 398) child<<<(v398 & 15) + 1, 32>>>(out, acc, v398);
    }
    int v399 = v398 + sizes[0] * 399;
    if (v399 % 3 == 0) {
        acc += v399;
        if (acc > 399) child<<<(v399 & 15) + 1, 32>>>(out, acc, v399);
    }
    int v400 = v399 + sizes[1] * 400;
    if (v400 % 3 == 1) {
        acc += v400;
        if (acc > 400) child<<<(v400 & 15) + 1, 32>>>(out, acc, v400);
    }
    int v401 = v400 + sizes[2] * 401;
    if (v401 % 3 == 2) {
        acc += v401;
        if (acc > 401) child<<<(v401 & 15) + 1, 32>>>(out, acc, v401);
    }
    int v402 = v401 + sizes[3] * 402;
    if (v402 % 3 == 0) {
        acc += v402;
        if (acc > 402) child<<<(v402 & 15) + 1, 32>>>(out, acc, v402);
    }
    int v403 = v402 + sizes[4] * 403;
    if (v403 % 3 == 1) {
        acc += v403;
        if (acc > 403) child<<<(v403 & 15) + 1, 32>>>(out, acc, v403);
    }
    int v404 = v403 + sizes[5] * 404;
    if (v404 % 3 == 2) {
        acc += v404;
        if (acc > 404) child<<<(v404 & 15) + 1, 32>>>(out, acc, v404);
    }
    int v405 = v404 + sizes[6] * 405;
    if (v405 % 3 == 0) {
        acc += v405;
        if (acc > 405) child<<<(v405 & 15) + 1, 32>>>(out, acc, v405);
    }
    int v406 = v405 + sizes[0] * 406;
    if (v406 % 3 == 1) {
        acc += v406;
        if (acc > 406) child<<<(v406 & 15) + 1, 32>>>(out, acc, v406);
    }
    int v407 = v406 + sizes[1] * 407;
    if (v407 % 3 == 2) {
        acc += v407;
        if (acc > 407) child<<<(v407 & 15) + 1, 32>>>(out, acc, v407);
    }
    int v408 = v407 + sizes[2] * 408;
    if (v408 % 3 == 0) {
        acc += v408;
        if (acc > 408) child<<<(v408 & 15) + 1, 32>>>(out, acc, v408);
    }
    int v409 = v408 + sizes[3] * 409;
    if (v409 % 3 == 1) {
        acc += v409;
        if (acc > 409) child<<<(v409 & 15) + 1, 32>>>(out, acc, v409);
    }
    int v410 = v409 + sizes[4] * 410;
    if (v410 % 3 == 2) {
        acc += v410;
        if (acc > 410) child<<<(v410 & 15) + 1, 32>>>(out, acc, v410);
    }
    int v411 = v410 + sizes[5] * 411;
    if (v411 % 3 == 0) {
        acc += v411;
        if (acc > 411) child<<<(v411 & 15) + 1, 32>>>(out, acc, v411);
    }
    int v412 = v411 + sizes[6] * 412;
    if (v412 % 3 == 1) {
        acc += v412;
        if (acc > 412) child<<<(v412 & 15) + 1, 32>>>(out, acc, v412);
    }
    int v413 = v412 + sizes[0] * 413;
    if (v413 % 3 == 2) {
        acc += v413;
        if (acc > 413) child<<<(v413 & 15) + 1, 32>>>(out, acc, v413);
    }
    int v414 = v413 + sizes[1] * 414;
    if (v414 % 3 == 0) {
        acc += v414;
        if (acc > 414) child<<<(v414 & 15) + 1, 32>>>(out, acc, v414);
    }
    int v415 = v414 + sizes[2] * 415;
    if (v415 % 3 == 1) {
        acc += v415;
        if (acc > 415) child<<<(v415 & 15) + 1, 32>>>(out, acc, v415);
    }
    int v416 = v415 + sizes[3] * 416;
    if (v416 % 3 == 2) {
        acc += v416;
        if (acc > 416) child<<<(v416 & 15) + 1, 32>>>(out, acc, v416);
    }
    int v417 = v416 + sizes[4] * 417;
    if (v417 % 3 == 0) {
        acc += v417;
        if (acc > 417) child<<<(v417 & 15) + 1, 32>>>(out, acc, v417);
    }
    int v418 = v417 + sizes[5] * 418;
    if (v418 % 3 == 1) {
        acc += v418;
        if (acc > 418) child<<<(v418 & 15) + 1, 32>>>(out, acc, v418);
    }
    int v419 = v418 + sizes[6] * 419;
    if (v419 % 3 == 2) {
        acc += v419;
        if (acc > 419) child<<<(v419 & 15) + 1, 32>>>(out, acc, v419);
    }
    int v420 = v419 + sizes[0] * 420;
    if (v420 % 3 == 0) {
        acc += v420;
        if (acc > 420) child<<<(v420 & 15) + 1, 32>>>(out, acc, v420);
    }
    int v421 = v420 + sizes[1] * 421;
    if (v421 % 3 == 1) {
        acc += v421;
        if (acc > 421) child<<<(v421 & 15) + 1, 32>>>(out, acc, v421);
    }
    int v422 = v421 + sizes[2] * 422;
    if (v422 % 3 == 2) {
        acc += v422;
        if (acc > 422) child<<<(v422 & 15) + 1, 32>>>(out, acc, v422);
    }
    int v423 = v422 + sizes[3] * 423;
    if (v423 % 3 == 0) {
        acc += v423;
        if (acc > 423) child<<<(v423 & 15) + 1, 32>>>(out, acc, v423);
    }
    int v424 = v423 + sizes[4] * 424;
    if (v424 % 3 == 1) {
        acc += v424;
        if (acc > 424) child<<<(v424 & 15) + 1, 32>>>(out, acc, v424);
    }
    int v425 = v424 + sizes[5] * 425;
    if (v425 % 3 == 2) {
        acc += v425;
        if (acc > 425) child<<<(v425 & 15) + 1, 32>>>(out, acc, v425);
    }
    int v426 = v425 + sizes[6] * 426;
    if (v426 % 3 == 0) {
        acc += v426;
        if (acc > 426) child<<<(v426 & 15) + 1, 32>>>(out, acc, v426);
    }
    int v427 = v426 + sizes[0] * 427;
    if (v427 % 3 == 1) {
        acc += v427;
        if (acc > 427) child<<<(v427 & 15) + 1, 32>>>(out, acc, v427);
    }
    int v428 = v427 + sizes[1] * 428;
    if (v428 % 3 == 2) {
        acc += v428;
        if (acc > 428) child<<<(v428 & 15) + 1, 32>>>(out, acc, v428);
    }
    int v429 = v428 + sizes[2] * 429;
    if (v429 % 3 == 0) {
        acc += v429;
        if (acc > 429) child<<<(v429 & 15) + 1, 32>>>(out, acc, v429);
    }
    int v430 = v429 + sizes[3] * 430;
    if (v430 % 3 == 1) {
        acc += v430;
        if (acc > 430) child<<<(v430 & 15) + 1, 32>>>(out, acc, v430);
    }
    int v431 = v430 + sizes[4] * 431;
    if (v431 % 3 == 2) {
        acc += v431;
        if (acc > 431) child<<<(v431 & 15) + 1, 32>>>(out, acc, v431);
    }
    int v432 = v431 + sizes[5] * 432;
    if (v432 % 3 == 0) {
        acc += v432;
        if (acc > 432) child<<<(v432 & 15) + 1, 32>>>(out, acc, v432);
    }
    int v433 = v432 + sizes[6] * 433;
    if (v433 % 3 == 1) {
        acc += v433;
        if (acc > 433) child<<<(v433 & 15) + 1, 32>>>(out, acc, v433);
    }
    int v434 = v433 + sizes[0] * 434;
    if (v434 % 3 == 2) {
        acc += v434;
        if (acc > 434) child<<<(v434 & 15) + 1, 32>>>(out, acc, v434);
    }
    int v435 = v434 + sizes[1] * 435;
    if (v435 % 3 == 0) {
        acc += v435;
        if (acc > 435) child<<<(v435 & 15) + 1, 32>>>(out, acc, v435);
    }
    int v436 = v435 + sizes[2] * 436;
    if (v436 % 3 == 1) {
        acc += v436;
        if (acc > 436) child<<<(v436 & 15) + 1, 32>>>(out, acc, v436);
    }
    int v437 = v436 + sizes[3] * 437;
    if (v437 % 3 == 2) {
        acc += v437;
        if (acc > 437) child<<<(v437 & 15) + 1, 32>>>(out, acc, v437);
    }
    int v438 = v437 + sizes[4] * 438;
    if (v438 % 3 == 0) {
        acc += v438;
        if (acc > 438) child<<<(v438 & 15) + 1, 32>>>(out, acc, v438);
    }
    int v439 = v438 + sizes[5] * 439;
    if (v439 % 3 == 1) {
        acc += v439;
        if (acc > 439) child<<<(v439 & 15) + 1, 32>>>(out, acc, v439);
    }
    int v440 = v439 + sizes[6] * 440;
    if (v440 % 3 == 2) {
        acc += v440;
        if (acc > 440) child<<<(v440 & 15) + 1, 32>>>(out, acc, v440);
    }
    int v441 = v440 + sizes[0] * 441;
    if (v441 % 3 == 0) {
        acc += v441;
        if (acc > 441) child<<<(v441 & 15) + 1, 32>>>(out, acc, v441);
    }
    int v442 = v441 + sizes[1] * 442;
    if (v442 % 3 == 1) {
        acc += v442;
        if (acc > 442) child<<<(v442 & 15) + 1, 32>>>(out, acc, v442);
    }
    int v443 = v442 + sizes[2] * 443;
    if (v443 % 3 == 2) {
        acc += v443;
        if (acc > 443) child<<<(v443 & 15) + 1, 32>>>(out, acc, v443);
    }
    int v444 = v443 + sizes[3] * 444;
    if (v444 % 3 == 0) {
        acc += v444;
        if (acc > 444) child<<<(v444 & 15) + 1, 32>>>(out, acc, v444);
    }
    int v445 = v444 + sizes[4] * 445;
    if (v445 % 3 == 1) {
        acc += v445;
        if (acc > 445) child<<<(v445 & 15) + 1, 32>>>(out, acc, v445);
    }
    int v446 = v445 + sizes[5] * 446;
    if (v446 % 3 == 2) {
        acc += v446;
        if (acc > 446) child<<<(v446 & 15) + 1, 32>>>(out, acc, v446);
    }
    int v447 = v446 + sizes[6] * 447;
    if (v447 % 3 == 0) {
        acc += v447;
        if (acc > 447) child<<<(v447 & 15) + 1, 32>>>(out, acc, v447);
    }
    int v448 = v447 + sizes[0] * 448;
    if (v448 % 3 == 1) {
        acc += v448;
        if (acc > 448) child<<<(v448 & 15) + 1, 32>>>(out, acc, v448);
    }
    int v449 = v448 + sizes[1] * 449;
    if (v449 % 3 == 2) {
        acc += v449;
        if (acc > 449) child<<<(v449 & 15) + 1, 32>>>(out, acc, v449);
    }
    int v450 = v449 + sizes[2] * 450;
    if (v450 % 3 == 0) {
        acc += v450;
        if (acc > 450) child<<<(v450 & 15) + 1, 32>>>(out, acc, v450);
    }
    int v451 = v450 + sizes[3] * 451;
    if (v451 % 3 == 1) {
        acc += v451;
        if (acc > 451) child<<<(v451 & 15) + 1, 32>>>(out, acc, v451);
    }
    int v452 = v451 + sizes[4] * 452;
    if (v452 % 3 == 2) {
        acc += v452;
        if (acc > 452) child<<<(v452 & 15) + 1, 32>>>(out, acc, v452);
    }
    int v453 = v452 + sizes[5] * 453;
    if (v453 % 3 == 0) {
        acc += v453;
        if (acc > 453) child<<<(v453 & 15) + 1, 32>>>(out, acc, v453);
    }
    int v454 = v453 + sizes[6] * 454;
    if (v454 % 3 == 1) {
        acc += v454;
        if (acc > 454) child<<<(v454 & 15) + 1, 32>>>(out, acc, v454);
    }
    int v455 = v454 + sizes[0] * 455;
    if (v455 % 3 == 2) {
        acc += v455;
        if (acc > 455) child<<<(v455 & 15) + 1, 32>>>(out, acc, v455);
    }
    int v456 = v455 + sizes[1] * 456;
    if (v456 % 3 == 0) {
        acc += v456;
        if (acc > 456) child<<<(v456 & 15) + 1, 32>>>(out, acc, v456);
    }
    int v457 = v456 + sizes[2] * 457;
    if (v457 % 3 == 1) {
        acc += v457;
        if (acc > 457) child<<<(v457 & 15) + 1, 32>>>(out, acc, v457);
    }
    int v458 = v457 + sizes[3] * 458;
    if (v458 % 3 == 2) {
        acc += v458;
        if (acc > 458) child<<<(v458 & 15) + 1, 32>>>(out, acc, v458);
    }
    int v459 = v458 + sizes[4] * 459;
    if (v459 % 3 == 0) {
        acc += v459;
        if (acc > 459) child<<<(v459 & 15) + 1, 32>>>(out, acc, v459);
    }
    int v460 = v459 + sizes[5] * 460;
    if (v460 % 3 == 1) {
        acc += v460;
        if (acc > 460) child<<<(v460 & 15) + 1, 32>>>(out, acc, v460);
    }
    int v461 = v460 + sizes[6] * 461;
    if (v461 % 3 == 2) {
        acc += v461;
        if (acc > 461) child<<<(v461 & 15) + 1, 32>>>(out, acc, v461);
    }
    int v462 = v461 + sizes[0] * 462;
    if (v462 % 3 == 0) {
        acc += v462;
        if (acc > 462) child<<<(v462 & 15) + 1, 32>>>(out, acc, v462);
    }
    int v463 = v462 + sizes[1] * 463;
    if (v463 % 3 == 1) {
        acc += v463;
        if (acc > 463) child<<<(v463 & 15) + 1, 32>>>(out, acc, v463);
    }
    int v464 = v463 + sizes[2] * 464;
    if (v464 % 3 == 2) {
        acc += v464;
        if (acc > 464) child<<<(v464 & 15) + 1, 32>>>(out, acc, v464);
    }
    int v465 = v464 + sizes[3] * 465;
    if (v465 % 3 == 0) {
        acc += v465;
        if (acc > 465) child<<<(v465 & 15) + 1, 32>>>(out, acc, v465);
    }
    int v466 = v465 + sizes[4] * 466;
    if (v466 % 3 == 1) {
        acc += v466;
        if (acc > 466) child<<<(v466 & 15) + 1, 32>>>(out, acc, v466);
    }
    int v467 = v466 + sizes[5] * 467;
    if (v467 % 3 == 2) {
        acc += v467;
        if (acc > 467) child<<<(v467 & 15) + 1, 32>>>(out, acc, v467);
    }
    int v468 = v467 + sizes[6] * 468;
    if (v468 % 3 == 0) {
        acc += v468;
        if (acc > 468) child<<<(v468 & 15) + 1, 32>>>(out, acc, v468);
    }
    int v469 = v468 + sizes[0] * 469;
    if (v469 % 3 == 1) {
        acc += v469;
        if (acc > 469) child<<<(v469 & 15) + 1, 32>>>(out, acc, v469);
    }
    int v470 = v469 + sizes[1] * 470;
    if (v470 % 3 == 2) {
        acc += v470;
        if (acc > 470) child<<<(v470 & 15) + 1, 32>>>(out, acc, v470);
    }
    int v471 = v470 + sizes[2] * 471;
    if (v471 % 3 == 0) {
        acc += v471;
        if (acc > 471) child<<<(v471 & 15) + 1, 32>>>(out, acc, v471);
    }
    int v472 = v471 + sizes[3] * 472;
    if (v472 % 3 == 1) {
        acc += v472;
        if (acc > 472) child<<<(v472 & 15) + 1, 32>>>(out, acc, v472);
    }
    int v473 = v472 + sizes[4] * 473;
    if (v473 % 3 == 2) {
        acc += v473;
        if (acc > 473) child<<<(v473 & 15) + 1, 32>>>(out, acc, v473);
    }
    int v474 = v473 + sizes[5] * 474;
    if (v474 % 3 == 0) {
        acc += v474;
        if (acc > 474) child<<<(v474 & 15) + 1, 32>>>(out, acc, v474);
    }
    int v475 = v474 + sizes[6] * 475;
    if (v475 % 3 == 1) {
        acc += v475;
        if (acc > 475) child<<<(v475 & 15) + 1, 32>>>(out, acc, v475);
    }
    int v476 = v475 + sizes[0] * 476;
    if (v476 % 3 == 2) {
        acc += v476;
        if (acc > 476) child<<<(v476 & 15) + 1, 32>>>(out, acc, v476);
    }
    int v477 = v476 + sizes[1] * 477;
    if (v477 % 3 == 0) {
        acc += v477;
        if (acc > 477) child<<<(v477 & 15) + 1, 32>>>(out, acc, v477);
    }
    int v478 = v477 + sizes[2] * 478;
    if (v478 % 3 == 1) {
        acc += v478;
        if (acc > 478) child<<<(v478 & 15) + 1, 32>>>(out, acc, v478);
    }
    int v479 = v478 + sizes[3] * 479;
    if (v479 % 3 == 2) {
        acc += v479;
        if (acc > 479) child<<<(v479 & 15) + 1, 32>>>(out, acc, v479);
    }
    int v480 = v479 + sizes[4] * 480;
    if (v480 % 3 == 0) {
        acc += v480;
        if (acc > 480) child<<<(v480 & 15) + 1, 32>>>(out, acc, v480);
    }
    int v481 = v480 + sizes[5] * 481;
    if (v481 % 3 == 1) {
        acc += v481;
        if (acc > 481) child<<<(v481 & 15) + 1, 32>>>(out, acc, v481);
    }
    int v482 = v481 + sizes[6] * 482;
    if (v482 % 3 == 2) {
        acc += v482;
        if (acc > 482) child<<<(v482 & 15) + 1, 32>>>(out, acc, v482);
    }
    int v483 = v482 + sizes[0] * 483;
    if (v483 % 3 == 0) {
        acc += v483;
        if (acc > 483) child<<<(v483 & 15) + 1, 32>>>(out, acc, v483);
    }
    int v484 = v483 + sizes[1] * 484;
    if (v484 % 3 == 1) {
        acc += v484;
        if (acc > 484) child<<<(v484 & 15) + 1, 32>>>(out, acc, v484);
    }
    int v485 = v484 + sizes[2] * 485;
    if (v485 % 3 == 2) {
        acc += v485;
        if (acc > 485) child<<<(v485 & 15) + 1, 32>>>(out, acc, v485);
    }
    int v486 = v485 + sizes[3] * 486;
    if (v486 % 3 == 0) {
        acc += v486;
        if (acc > 486) child<<<(v486 & 15) + 1, 32>>>(out, acc, v486);
    }
    int v487 = v486 + sizes[4] * 487;
    if (v487 % 3 == 1) {
        acc += v487;
        if (acc > 487) child<<<(v487 & 15) + 1, 32>>>(out, acc, v487);
    }
    int v488 = v487 + sizes[5] * 488;
    if (v488 % 3 == 2) {
        acc += v488;
        if (acc > 488) child<<<(v488 & 15) + 1, 32>>>(out, acc, v488);
    }
    int v489 = v488 + sizes[6] * 489;
    if (v489 % 3 == 0) {
        acc += v489;
        if (acc > 489) child<<<(v489 & 15) + 1, 32>>>(out, acc, v489);
    }
    int v490 = v489 + sizes[0] * 490;
    if (v490 % 3 == 1) {
        acc += v490;
        if (acc > 490) child<<<(v490 & 15) + 1, 32>>>(out, acc, v490);
    }
    int v491 = v490 + sizes[1] * 491;
    if (v491 % 3 == 2) {
        acc += v491;
        if (acc > 491) child<<<(v491 & 15) + 1, 32>>>(out, acc, v491);
    }
    int v492 = v491 + sizes[2] * 492;
    if (v492 % 3 == 0) {
        acc += v492;
        if (acc > 492) child<<<(v492 & 15) + 1, 32>>>(out, acc, v492);
    }
    int v493 = v492 + sizes[3] * 493;
    if (v493 % 3 == 1) {
        acc += v493;
        if (acc > 493) child<<<(v493 & 15) + 1, 32>>>(out, acc, v493);
    }
    int v494 = v493 + sizes[4] * 494;
    if (v494 % 3 == 2) {
        acc += v494;
        if (acc > 494) child<<<(v494 & 15) + 1, 32>>>(out, acc, v494);
    }
    int v495 = v494 + sizes[5] * 495;
    if (v495 % 3 == 0) {
        acc += v495;
        if (acc > 495) child<<<(v495 & 15) + 1, 32>>>(out, acc, v495);
    }
    int v496 = v495 + sizes[6] * 496;
    if (v496 % 3 == 1) {
        acc += v496;
        if (acc > 496) child<<<(v496 & 15) + 1, 32>>>(out, acc, v496);
    }
    int v497 = v496 + sizes[0] * 497;
    if (v497 % 3 == 2) {
        acc += v497;
        if (acc > 497) child<<<(v497 & 15) + 1, 32>>>(out, acc, v497);
    }
    int v498 = v497 + sizes[1] * 498;
    if (v498 % 3 == 0) {
        acc += v498;
        if (acc > 498) child<<<(v498 & 15) + 1, 32>>>(out, acc, v498);
    }
    int v499 = v498 + sizes[2] * 499;
    if (v499 % 3 == 1) {
        acc += v499;
        if (acc > 499) child<<<(v499 & 15) + 1, 32>>>(out, acc, v499);
    }
    int v500 = v499 + sizes[3] * 500;
    if (v500 % 3 == 2) {
        acc += v500;
        if (acc > 500) child<<<(v500 & 15) + 1, 32>>>(out, acc, v500);
    }
    int v501 = v500 + sizes[4] * 501;
    if (v501 % 3 == 0) {
        acc += v501;
        if (acc > 501) child<<<(v501 & 15) + 1, 32>>>(out, acc, v501);
    }
    int v502 = v501 + sizes[5] * 502;
    if (v502 % 3 == 1) {
        acc += v502;
        if (acc > 502) child<<<(v502 & 15) + 1, 32>>>(out, acc, v502);
    }
    int v503 = v502 + sizes[6] * 503;
    if (v503 % 3 == 2) {
        acc += v503;
        if (acc > 503) child<<<(v503 & 15) + 1, 32>>>(out, acc, v503);
    }
    int v504 = v503 + sizes[0] * 504;
    if (v504 % 3 == 0) {
        acc += v504;
        if (acc > 504) child<<<(v504 & 15) + 1, 32>>>(out, acc, v504);
    }
    int v505 = v504 + sizes[1] * 505;
    if (v505 % 3 == 1) {
        acc += v505;
        if (acc > 505) child<<<(v505 & 15) + 1, 32>>>(out, acc, v505);
    }
    int v506 = v505 + sizes[2] * 506;
    if (v506 % 3 == 2) {
        acc += v506;
        if (acc > 506) child<<<(v506 & 15) + 1, 32>>>(out, acc, v506);
    }
    int v507 = v506 + sizes[3] * 507;
    if (v507 % 3 == 0) {
        acc += v507;
        if (acc > 507) child<<<(v507 & 15) + 1, 32>>>(out, acc, v507);
    }
    int v508 = v507 + sizes[4] * 508;
    if (v508 % 3 == 1) {
        acc += v508;
        if (acc > 508) child<<<(v508 & 15) + 1, 32>>>(out, acc, v508);
    }
    int v509 = v508 + sizes[5] * 509;
    if (v509 % 3 == 2) {
        acc += v509;
        if (acc > 509) child<<<(v509 & 15) + 1, 32>>>(out, acc, v509);
    }
    int v510 = v509 + sizes[6] * 510;
    if (v510 % 3 == 0) {
        acc += v510;
        if (acc > 510) child<<<(v510 & 15) + 1, 32>>>(out, acc, v510);
    }
    int v511 = v510 + sizes[0] * 511;
    if (v511 % 3 == 1) {
        acc += v511;
        if (acc > 511) child<<<(v511 & 15) + 1, 32>>>(out, acc, v511);
    }
    int v512 = v511 + sizes[1] * 512;
    if (v512 % 3 == 2) {
        acc += v512;
        if (acc > 512) child<<<(v512 & 15) + 1, 32>>>(out, acc, v512);
    }
    int v513 = v512 + sizes[2] * 513;
    if (v513 % 3 == 0) {
        acc += v513;
        if (acc > 513) child<<<(v513 & 15) + 1, 32>>>(out, acc, v513);
    }
    int v514 = v513 + sizes[3] * 514;
    if (v514 % 3 == 1) {
        acc += v514;
        if (acc > 514) child<<<(v514 & 15) + 1, 32>>>(out, acc, v514);
    }
    int v515 = v514 + sizes[4] * 515;
    if (v515 % 3 == 2) {
        acc += v515;
        if (acc > 515) child<<<(v515 & 15) + 1, 32>>>(out, acc, v515);
    }
    int v516 = v515 + sizes[5] * 516;
    if (v516 % 3 == 0) {
        acc += v516;
        if (acc > 516) child<<<(v516 & 15) + 1, 32>>>(out, acc, v516);
    }
    int v517 = v516 + sizes[6] * 517;
    if (v517 % 3 == 1) {
        acc += v517;
        if (acc > 517) child<<<(v517 & 15) + 1, 32>>>(out, acc, v517);
    }
    int v518 = v517 + sizes[0] * 518;
    if (v518 % 3 == 2) {
        acc += v518;
        if (acc > 518) child<<<(v518 & 15) + 1, 32>>>(out, acc, v518);
    }
    int v519 = v518 + sizes[1] * 519;
    if (v519 % 3 == 0) {
        acc += v519;
        if (acc > 519) child<<<(v519 & 15) + 1, 32>>>(out, acc, v519);
    }
    int v520 = v519 + sizes[2] * 520;
    if (v520 % 3 == 1) {
        acc += v520;
        if (acc > 520) child<<<(v520 & 15) + 1, 32>>>(out, acc, v520);
    }
    int v521 = v520 + sizes[3] * 521;
    if (v521 % 3 == 2) {
        acc += v521;
        if (acc > 521) child<<<(v521 & 15) + 1, 32>>>(out, acc, v521);
    }
    int v522 = v521 + sizes[4] * 522;
    if (v522 % 3 == 0) {
        acc += v522;
        if (acc > 522) child<<<(v522 & 15) + 1, 32>>>(out, acc, v522);
    }
    int v523 = v522 + sizes[5] * 523;
    if (v523 % 3 == 1) {
        acc += v523;
        if (acc > 523) child<<<(v523 & 15) + 1, 32>>>(out, acc, v523);
    }
    int v524 = v523 + sizes[6] * 524;
    if (v524 % 3 == 2) {
        acc += v524;
        if (acc > 524) child<<<(v524 & 15) + 1, 32>>>(out, acc, v524);
    }
    int v525 = v524 + sizes[0] * 525;
    if (v525 % 3 == 0) {
        acc += v525;
        if (acc > 525) child<<<(v525 & 15) + 1, 32>>>(out, acc, v525);
    }
    int v526 = v525 + sizes[1] * 526;
    if (v526 % 3 == 1) {
        acc += v526;
        if (acc > 526) child<<<(v526 & 15) + 1, 32>>>(out, acc, v526);
    }
    int v527 = v526 + sizes[2] * 527;
    if (v527 % 3 == 2) {
        acc += v527;
        if (acc > 527) child<<<(v527 & 15) + 1, 32>>>(out, acc, v527);
    }
    int v528 = v527 + sizes[3] * 528;
    if (v528 % 3 == 0) {
        acc += v528;
        if (acc > 528) child<<<(v528 & 15) + 1, 32>>>(out, acc, v528);
    }
    int v529 = v528 + sizes[4] * 529;
    if (v529 % 3 == 1) {
        acc += v529;
        if (acc > 529) child<<<(v529 & 15) + 1, 32>>>(out, acc, v529);
    }
    int v530 = v529 + sizes[5] * 530;
    if (v530 % 3 == 2) {
        acc += v530;
        if (acc > 530) child<<<(v530 & 15) + 1, 32>>>(out, acc, v530);
    }
    int v531 = v530 + sizes[6] * 531;
    if (v531 % 3 == 0) {
        acc += v531;
        if (acc > 531) child<<<(v531 & 15) + 1, 32>>>(out, acc, v531);
    }
    int v532 = v531 + sizes[0] * 532;
    if (v532 % 3 == 1) {
        acc += v532;
        if (acc > 532) child<<<(v532 & 15) + 1, 32>>>(out, acc, v532);
    }
    int v533 = v532 + sizes[1] * 533;
    if (v533 % 3 == 2) {
        acc += v533;
        if (acc > 533) child<<<(v533 & 15) + 1, 32>>>(out, acc, v533);
    }
    int v534 = v533 + sizes[2] * 534;
    if (v534 % 3 == 0) {
        acc += v534;
        if (acc > 534) child<<<(v534 & 15) + 1, 32>>>(out, acc, v534);
    }
    int v535 = v534 + sizes[3] * 535;
    if (v535 % 3 == 1) {
        acc += v535;
        if (acc > 535) child<<<(v535 & 15) + 1, 32>>>(out, acc, v535);
    }
    int v536 = v535 + sizes[4] * 536;
    if (v536 % 3 == 2) {
        acc += v536;
        if (acc > 536) child<<<(v536 & 15) + 1, 32>>>(out, acc, v536);
    }
    int v537 = v536 + sizes[5] * 537;
    if (v537 % 3 == 0) {
        acc += v537;
        if (acc > 537) child<<<(v537 & 15) + 1, 32>>>(out, acc, v537);
    }
    int v538 = v537 + sizes[6] * 538;
    if (v538 % 3 == 1) {
        acc += v538;
        if (acc > 538) child<<<(v538 & 15) + 1, 32>>>(out, acc, v538);
    }
    int v539 = v538 + sizes[0] * 539;
    if (v539 % 3 == 2) {
        acc += v539;
        if (acc > 539) child<<<(v539 & 15) + 1, 32>>>(out, acc, v539);
    }
    int v540 = v539 + sizes[1] * 540;
    if (v540 % 3 == 0) {
        acc += v540;
        if (acc > 540) child<<<(v540 & 15) + 1, 32>>>(out, acc, v540);
    }
    int v541 = v540 + sizes[2] * 541;
    if (v541 % 3 == 1) {
        acc += v541;
        if (acc > 541) child<<<(v541 & 15) + 1, 32>>>(out, acc, v541);
    }
    int v542 = v541 + sizes[3] * 542;
    if (v542 % 3 == 2) {
        acc += v542;
        if (acc > 542) child<<<(v542 & 15) + 1, 32>>>(out, acc, v542);
    }
    int v543 = v542 + sizes[4] * 543;
    if (v543 % 3 == 0) {
        acc += v543;
        if (acc > 543) child<<<(v543 & 15) + 1, 32>>>(out, acc, v543);
    }
    int v544 = v543 + sizes[5] * 544;
    if (v544 % 3 == 1) {
        acc += v544;
        if (acc > 544) child<<<(v544 & 15) + 1, 32>>>(out, acc, v544);
    }
    int v545 = v544 + sizes[6] * 545;
    if (v545 % 3 == 2) {
        acc += v545;
        if (acc > 545) child<<<(v545 & 15) + 1, 32>>>(out, acc, v545);
    }
    int v546 = v545 + sizes[0] * 546;
    if (v546 % 3 == 0) {
        acc += v546;
        if (acc > 546) child<<<(v546 & 15) + 1, 32>>>(out, acc, v546);
    }
    int v547 = v546 + sizes[1] * 547;
    if (v547 % 3 == 1) {
        acc += v547;
        if (acc > 547) child<<<(v547 & 15) + 1, 32>>>(out, acc, v547);
    }
    int v548 = v547 + sizes[2] * 548;
    if (v548 % 3 == 2) {
        acc += v548;
        if (acc > 548) child<<<(v548 & 15) + 1, 32>>>(out, acc, v548);
    }
    int v549 = v548 + sizes[3] * 549;
    if (v549 % 3 == 0) {
        acc += v549;
        if (acc > 549) child<<<(v549 & 15) + 1, 32>>>(out, acc, v549);
    }
    int v550 = v549 + sizes[4] * 550;
    if (v550 % 3 == 1) {
        acc += v550;
        if (acc > 550) child<<<(v550 & 15) + 1, 32>>>(out, acc, v550);
    }
    int v551 = v550 + sizes[5] * 551;
    if (v551 % 3 == 2) {
        acc += v551;
        if (acc > 551) child<<<(v551 & 15) + 1, 32>>>(out, acc, v551);
    }
    int v552 = v551 + sizes[6] * 552;
    if (v552 % 3 == 0) {
        acc += v552;
        if (acc > 552) child<<<(v552 & 15) + 1, 32>>>(out, acc, v552);
    }
    int v553 = v552 + sizes[0] * 553;
    if (v553 % 3 == 1) {
        acc += v553;
        if (acc > 553) child<<<(v553 & 15) + 1, 32>>>(out, acc, v553);
    }
    int v554 = v553 + sizes[1] * 554;
    if (v554 % 3 == 2) {
        acc += v554;
        if (acc > 554) child<<<(v554 & 15) + 1, 32>>>(out, acc, v554);
    }
    int v555 = v554 + sizes[2] * 555;
    if (v555 % 3 == 0) {
        acc += v555;
        if (acc > 555) child<<<(v555 & 15) + 1, 32>>>(out, acc, v555);
    }
    int v556 = v555 + sizes[3] * 556;
    if (v556 % 3 == 1) {
        acc += v556;
        if (acc > 556) child<<<(v556 & 15) + 1, 32>>>(out, acc, v556);
    }
    int v557 = v556 + sizes[4] * 557;
    if (v557 % 3 == 2) {
        acc += v557;
        if (acc > 557) child<<<(v557 & 15) + 1, 32>>>(out, acc, v557);
    }
    int v558 = v557 + sizes[5] * 558;
    if (v558 % 3 == 0) {
        acc += v558;
        if (acc > 558) child<<<(v558 & 15) + 1, 32>>>(out, acc, v558);
    }
    int v559 = v558 + sizes[6] * 559;
    if (v559 % 3 == 1) {
        acc += v559;
        if (acc > 559) child<<<(v559 & 15) + 1, 32>>>(out, acc, v559);
    }
    int v560 = v559 + sizes[0] * 560;
    if (v560 % 3 == 2) {
        acc += v560;
        if (acc > 560) child<<<(v560 & 15) + 1, 32>>>(out, acc, v560);
    }
    int v561 = v560 + sizes[1] * 561;
    if (v561 % 3 == 0) {
        acc += v561;
        if (acc > 561) child<<<(v561 & 15) + 1, 32>>>(out, acc, v561);
    }
    int v562 = v561 + sizes[2] * 562;
    if (v562 % 3 == 1) {
        acc += v562;
        if (acc > 562) child<<<(v562 & 15) + 1, 32>>>(out, acc, v562);
    }
    int v563 = v562 + sizes[3] * 563;
    if (v563 % 3 == 2) {
        acc += v563;
        if (acc > 563) child<<<(v563 & 15) + 1, 32>>>(out, acc, v563);
    }
    int v564 = v563 + sizes[4] * 564;
    if (v564 % 3 == 0) {
        acc += v564;
        if (acc > 564) child<<<(v564 & 15) + 1, 32>>>(out, acc, v564);
    }
    int v565 = v564 + sizes[5] * 565;
    if (v565 % 3 == 1) {
        acc += v565;
        if (acc > 565) child<<<(v565 & 15) + 1, 32>>>(out, acc, v565);
    }
    int v566 = v565 + sizes[6] * 566;
    if (v566 % 3 == 2) {
        acc += v566;
        if (acc > 566) child<<<(v566 & 15) + 1, 32>>>(out, acc, v566);
    }
    int v567 = v566 + sizes[0] * 567;
    if (v567 % 3 == 0) {
        acc += v567;
        if (acc > 567) child<<<(v567 & 15) + 1, 32>>>(out, acc, v567);
    }
    int v568 = v567 + sizes[1] * 568;
    if (v568 % 3 == 1) {
        acc += v568;
        if (acc > 568) child<<<(v568 & 15) + 1, 32>>>(out, acc, v568);
    }
    int v569 = v568 + sizes[2] * 569;
    if (v569 % 3 == 2) {
        acc += v569;
        if (acc > 569) child<<<(v569 & 15) + 1, 32>>>(out, acc, v569);
    }
    int v570 = v569 + sizes[3] * 570;
    if (v570 % 3 == 0) {
        acc += v570;
        if (acc > 570) child<<<(v570 & 15) + 1, 32>>>(out, acc, v570);
    }
    int v571 = v570 + sizes[4] * 571;
    if (v571 % 3 == 1) {
        acc += v571;
        if (acc > 571) child<<<(v571 & 15) + 1, 32>>>(out, acc, v571);
    }
    int v572 = v571 + sizes[5] * 572;
    if (v572 % 3 == 2) {
        acc += v572;
        if (acc > 572) child<<<(v572 & 15) + 1, 32>>>(out, acc, v572);
    }
    int v573 = v572 + sizes[6] * 573;
    if (v573 % 3 == 0) {
        acc += v573;
        if (acc > 573) child<<<(v573 & 15) + 1, 32>>>(out, acc, v573);
    }
    int v574 = v573 + sizes[0] * 574;
    if (v574 % 3 == 1) {
        acc += v574;
        if (acc > 574) child<<<(v574 & 15) + 1, 32>>>(out, acc, v574);
    }
    int v575 = v574 + sizes[1] * 575;
    if (v575 % 3 == 2) {
        acc += v575;
        if (acc > 575) child<<<(v575 & 15) + 1, 32>>>(out, acc, v575);
    }
    int v576 = v575 + sizes[2] * 576;
    if (v576 % 3 == 0) {
        acc += v576;
        if (acc > 576) child<<<(v576 & 15) + 1, 32>>>(out, acc, v576);
    }
    int v577 = v576 + sizes[3] * 577;
    if (v577 % 3 == 1) {
        acc += v577;
        if (acc > 577) child<<<(v577 & 15) + 1, 32>>>(out, acc, v577);
    }
    int v578 = v577 + sizes[4] * 578;
    if (v578 % 3 == 2) {
        acc += v578;
        if (acc > 578) child<<<(v578 & 15) + 1, 32>>>(out, acc, v578);
    }
    int v579 = v578 + sizes[5] * 579;
    if (v579 % 3 == 0) {
        acc += v579;
        if (acc > 579) child<<<(v579 & 15) + 1, 32>>>(out, acc, v579);
    }
    int v580 = v579 + sizes[6] * 580;
    if (v580 % 3 == 1) {
        acc += v580;
        if (acc > 580) child<<<(v580 & 15) + 1, 32>>>(out, acc, v580);
    }
    int v581 = v580 + sizes[0] * 581;
    if (v581 % 3 == 2) {
        acc += v581;
        if (acc > 581) child<<<(v581 & 15) + 1, 32>>>(out, acc, v581);
    }
    int v582 = v581 + sizes[1] * 582;
    if (v582 % 3 == 0) {
        acc += v582;
        if (acc > 582) child<<<(v582 & 15) + 1, 32>>>(out, acc, v582);
    }
    int v583 = v582 + sizes[2] * 583;
    if (v583 % 3 == 1) {
        acc += v583;
        if (acc > 583) child<<<(v583 & 15) + 1, 32>>>(out, acc, v583);
    }
    int v584 = v583 + sizes[3] * 584;
    if (v584 % 3 == 2) {
        acc += v584;
        if (acc > 584) child<<<(v584 & 15) + 1, 32>>>(out, acc, v584);
    }
    int v585 = v584 + sizes[4] * 585;
    if (v585 % 3 == 0) {
        acc += v585;
        if (acc > 585) child<<<(v585 & 15) + 1, 32>>>(out, acc, v585);
    }
    int v586 = v585 + sizes[5] * 586;
    if (v586 % 3 == 1) {
        acc += v586;
        if (acc > 586) child<<<(v586 & 15) + 1, 32>>>(out, acc, v586);
    }
    int v587 = v586 + sizes[6] * 587;
    if (v587 % 3 == 2) {
        acc += v587;
        if (acc > 587) child<<<(v587 & 15) + 1, 32>>>(out, acc, v587);
    }
    int v588 = v587 + sizes[0] * 588;
    if (v588 % 3 == 0) {
        acc += v588;
        if (acc > 588) child<<<(v588 & 15) + 1, 32>>>(out, acc, v588);
    }
    int v589 = v588 + sizes[1] * 589;
    if (v589 % 3 == 1) {
        acc += v589;
        if (acc > 589) child<<<(v589 & 15) + 1, 32>>>(out, acc, v589);
    }
    int v590 = v589 + sizes[2] * 590;
    if (v590 % 3 == 2) {
        acc += v590;
        if (acc > 590) child<<<(v590 & 15) + 1, 32>>>(out, acc, v590);
    }
    int v591 = v590 + sizes[3] * 591;
    if (v591 % 3 == 0) {
        acc += v591;
        if (acc > 591) child<<<(v591 & 15) + 1, 32>>>(out, acc, v591);
    }
    int v592 = v591 + sizes[4] * 592;
    if (v592 % 3 == 1) {
        acc += v592;
        if (acc > 592) child<<<(v592 & 15) + 1, 32>>>(out, acc, v592);
    }
    int v593 = v592 + sizes[5] * 593;
    if (v593 % 3 == 2) {
        acc += v593;
        if (acc > 593) child<<<(v593 & 15) + 1, 32>>>(out, acc, v593);
    }
    int v594 = v593 + sizes[6] * 594;
    if (v594 % 3 == 0) {
        acc += v594;
        if (acc > 594) child<<<(v594 & 15) + 1, 32>>>(out, acc, v594);
    }
    int v595 = v594 + sizes[0] * 595;
    if (v595 % 3 == 1) {
        acc += v595;
        if (acc > 595) child<<<(v595 & 15) + 1, 32>>>(out, acc, v595);
    }
    int v596 = v595 + sizes[1] * 596;
    if (v596 % 3 == 2) {
        acc += v596;
        if (acc > 596) child<<<(v596 & 15) + 1, 32>>>(out, acc, v596);
    }
    int v597 = v596 + sizes[2] * 597;
    if (v597 % 3 == 0) {
        acc += v597;
        if (acc > 597) child<<<(v597 & 15) + 1, 32>>>(out, acc, v597);
    }
    int v598 = v597 + sizes[3] * 598;
    if (v598 % 3 == 1) {
        acc += v598;
        if (acc > 598) child<<<(v598 & 15) + 1, 32>>>(out, acc, v598);
    }
    int v599 = v598 + sizes[4] * 599;
    if (v599 % 3 == 2) {
        acc += v599;
        if (acc > 599) child<<<(v599 & 15) + 1, 32>>>(out, acc, v599);
    }
    int v600 = v599 + sizes[5] * 600;
    if (v600 % 3 == 0) {
        acc += v600;
        if (acc > 600) child<<<(v600 & 15) + 1, 32>>>(out, acc, v600);
    }
    int v601 = v600 + sizes[6] * 601;
    if (v601 % 3 == 1) {
        acc += v601;
        if (acc > 601) child<<<(v601 & 15) + 1, 32>>>(out, acc, v601);
    }
    int v602 = v601 + sizes[0] * 602;
    if (v602 % 3 == 2) {
        acc += v602;
        if (acc > 602) child<<<(v602 & 15) + 1, 32>>>(out, acc, v602);
    }
    int v603 = v602 + sizes[1] * 603;
    if (v603 % 3 == 0) {
        acc += v603;
        if (acc > 603) child<<<(v603 & 15) + 1, 32>>>(out, acc, v603);
    }
    int v604 = v603 + sizes[2] * 604;
    if (v604 % 3 == 1) {
        acc += v604;
        if (acc > 604) child<<<(v604 & 15) + 1, 32>>>(out, acc, v604);
    }
    int v605 = v604 + sizes[3] * 605;
    if (v605 % 3 == 2) {
        acc += v605;
        if (acc > 605) child<<<(v605 & 15) + 1, 32>>>(out, acc, v605);
    }
    int v606 = v605 + sizes[4] * 606;
    if (v606 % 3 == 0) {
        acc += v606;
        if (acc > 606) child<<<(v606 & 15) + 1, 32>>>(out, acc, v606);
    }
    int v607 = v606 + sizes[5] * 607;
    if (v607 % 3 == 1) {
        acc += v607;
        if (acc > 607) child<<<(v607 & 15) + 1, 32>>>(out, acc, v607);
    }
    int v608 = v607 + sizes[6] * 608;
    if (v608 % 3 == 2) {
        acc += v608;
        if (acc > 608) child<<<(v608 & 15) + 1, 32>>>(out, acc, v608);
    }
    int v609 = v608 + sizes[0] * 609;
    if (v609 % 3 == 0) {
        acc += v609;
        if (acc > 609) child<<<(v609 & 15) + 1, 32>>>(out, acc, v609);
    }
    int v610 = v609 + sizes[1] * 610;
    if (v610 % 3 == 1) {
        acc += v610;
        if (acc > 610) child<<<(v610 & 15) + 1, 32>>>(out, acc, v610);
    }
    int v611 = v610 + sizes[2] * 611;
    if (v611 % 3 == 2) {
        acc += v611;
        if (acc > 611) child<<<(v611 & 15) + 1, 32>>>(out, acc, v611);
    }
    int v612 = v611 + sizes[3] * 612;
    if (v612 % 3 == 0) {
        acc += v612;
        if (acc > 612) child<<<(v612 & 15) + 1, 32>>>(out, acc, v612);
    }
    int v613 = v612 + sizes[4] * 613;
    if (v613 % 3 == 1) {
        acc += v613;
        if (acc > 613) child<<<(v613 & 15) + 1, 32>>>(out, acc, v613);
    }
    int v614 = v613 + sizes[5] * 614;
    if (v614 % 3 == 2) {
        acc += v614;
        if (acc > 614) child<<<(v614 & 15) + 1, 32>>>(out, acc, v614);
    }
    int v615 = v614 + sizes[6] * 615;
    if (v615 % 3 == 0) {
        acc += v615;
        if (acc > 615) child<<<(v615 & 15) + 1, 32>>>(out, acc, v615);
    }
    int v616 = v615 + sizes[0] * 616;
    if (v616 % 3 == 1) {
        acc += v616;
        if (acc > 616) child<<<(v616 & 15) + 1, 32>>>(out, acc, v616);
    }
    int v617 = v616 + sizes[1] * 617;
    if (v617 % 3 == 2) {
        acc += v617;
        if (acc > 617) child<<<(v617 & 15) + 1, 32>>>(out, acc, v617);
    }
    int v618 = v617 + sizes[2] * 618;
    if (v618 % 3 == 0) {
        acc += v618;
        if (acc > 618) child<<<(v618 & 15) + 1, 32>>>(out, acc, v618);
    }
    int v619 = v618 + sizes[3] * 619;
    if (v619 % 3 == 1) {
        acc += v619;
        if (acc > 619) child<<<(v619 & 15) + 1, 32>>>(out, acc, v619);
    }
    int v620 = v619 + sizes[4] * 620;
    if (v620 % 3 == 2) {
        acc += v620;
        if (acc > 620) child<<<(v620 & 15) + 1, 32>>>(out, acc, v620);
    }
    int v621 = v620 + sizes[5] * 621;
    if (v621 % 3 == 0) {
        acc += v621;
        if (acc > 621) child<<<(v621 & 15) + 1, 32>>>(out, acc, v621);
    }
    int v622 = v621 + sizes[6] * 622;
    if (v622 % 3 == 1) {
        acc += v622;
        if (acc > 622) child<<<(v622 & 15) + 1, 32>>>(out, acc, v622);
    }
    int v623 = v622 + sizes[0] * 623;
    if (v623 % 3 == 2) {
        acc += v623;
        if (acc > 623) child<<<(v623 & 15) + 1, 32>>>(out, acc, v623);
    }
    int v624 = v623 + sizes[1] * 624;
    if (v624 % 3 == 0) {
        acc += v624;
        if (acc > 624) child<<<(v624 & 15) + 1, 32>>>(out, acc, v624);
    }
    int v625 = v624 + sizes[2] * 625;
    if (v625 % 3 == 1) {
        acc += v625;
        if (acc > 625) child<<<(v625 & 15) + 1, 32>>>(out, acc, v625);
    }
    int v626 = v625 + sizes[3] * 626;
    if (v626 % 3 == 2) {
        acc += v626;
        if (acc > 626) child<<<(v626 & 15) + 1, 32>>>(out, acc, v626);
    }
    int v627 = v626 + sizes[4] * 627;
    if (v627 % 3 == 0) {
        acc += v627;
        if (acc > 627) child<<<(v627 & 15) + 1, 32>>>(out, acc, v627);
    }
    int v628 = v627 + sizes[5] * 628;
    if (v628 % 3 == 1) {
        acc += v628;
        if (acc > 628) child<<<(v628 & 15) + 1, 32>>>(out, acc, v628);
    }
    int v629 = v628 + sizes[6] * 629;
    if (v629 % 3 == 2) {
        acc += v629;
        if (acc > 629) child<<<(v629 & 15) + 1, 32>>>(out, acc, v629);
    }
    int v630 = v629 + sizes[0] * 630;
    if (v630 % 3 == 0) {
        acc += v630;
        if (acc > 630) child<<<(v630 & 15) + 1, 32>>>(out, acc, v630);
    }
    int v631 = v630 + sizes[1] * 631;
    if (v631 % 3 == 1) {
        acc += v631;
        if (acc > 631) child<<<(v631 & 15) + 1, 32>>>(out, acc, v631);
    }
    int v632 = v631 + sizes[2] * 632;
    if (v632 % 3 == 2) {
        acc += v632;
        if (acc > 632) child<<<(v632 & 15) + 1, 32>>>(out, acc, v632);
    }
    int v633 = v632 + sizes[3] * 633;
    if (v633 % 3 == 0) {
        acc += v633;
        if (acc > 633) child<<<(v633 & 15) + 1, 32>>>(out, acc, v633);
    }
    int v634 = v633 + sizes[4] * 634;
    if (v634 % 3 == 1) {
        acc += v634;
        if (acc > 634) child<<<(v634 & 15) + 1, 32>>>(out, acc, v634);
    }
    int v635 = v634 + sizes[5] * 635;
    if (v635 % 3 == 2) {
        acc += v635;
        if (acc > 635) child<<<(v635 & 15) + 1, 32>>>(out, acc, v635);
    }
    int v636 = v635 + sizes[6] * 636;
    if (v636 % 3 == 0) {
        acc += v636;
        if (acc > 636) child<<<(v636 & 15) + 1, 32>>>(out, acc, v636);
    }
    int v637 = v636 + sizes[0] * 637;
    if (v637 % 3 == 1) {
        acc += v637;
        if (acc > 637) child<<<(v637 & 15) + 1, 32>>>(out, acc, v637);
    }
    int v638 = v637 + sizes[1] * 638;
    if (v638 % 3 == 2) {
        acc += v638;
        if (acc > 638) child<<<(v638 & 15) + 1, 32>>>(out, acc, v638);
    }
    int v639 = v638 + sizes[2] * 639;
    if (v639 % 3 == 0) {
        acc += v639;
        if (acc > 639) child<<<(v639 & 15) + 1, 32>>>(out, acc, v639);
    }
    int v640 = v639 + sizes[3] * 640;
    if (v640 % 3 == 1) {
        acc += v640;
        if (acc > 640) child<<<(v640 & 15) + 1, 32>>>(out, acc, v640);
    }
    int v641 = v640 + sizes[4] * 641;
    if (v641 % 3 == 2) {
        acc += v641;
        if (acc > 641) child<<<(v641 & 15) + 1, 32>>>(out, acc, v641);
    }
    int v642 = v641 + sizes[5] * 642;
    if (v642 % 3 == 0) {
        acc += v642;
        if (acc > 642) child<<<(v642 & 15) + 1, 32>>>(out, acc, v642);
    }
    int v643 = v642 + sizes[6] * 643;
    if (v643 % 3 == 1) {
        acc += v643;
        if (acc > 643) child<<<(v643 & 15) + 1, 32>>>(out, acc, v643);
    }
    int v644 = v643 + sizes[0] * 644;
    if (v644 % 3 == 2) {
        acc += v644;
        if (acc > 644) child<<<(v644 & 15) + 1, 32>>>(out, acc, v644);
    }
    int v645 = v644 + sizes[1] * 645;
    if (v645 % 3 == 0) {
        acc += v645;
        if (acc > 645) child<<<(v645 & 15) + 1, 32>>>(out, acc, v645);
    }
    int v646 = v645 + sizes[2] * 646;
    if (v646 % 3 == 1) {
        acc += v646;
        if (acc > 646) child<<<(v646 & 15) + 1, 32>>>(out, acc, v646);
    }
    int v647 = v646 + sizes[3] * 647;
    if (v647 % 3 == 2) {
        acc += v647;
        if (acc > 647) child<<<(v647 & 15) + 1, 32>>>(out, acc, v647);
    }
    int v648 = v647 + sizes[4] * 648;
    if (v648 % 3 == 0) {
        acc += v648;
        if (acc > 648) child<<<(v648 & 15) + 1, 32>>>(out, acc, v648);
    }
    int v649 = v648 + sizes[5] * 649;
    if (v649 % 3 == 1) {
        acc += v649;
        if (acc > 649) child<<<(v649 & 15) + 1, 32>>>(out, acc, v649);
    }
    int v650 = v649 + sizes[6] * 650;
    if (v650 % 3 == 2) {
        acc += v650;
        if (acc > 650) child<<<(v650 & 15) + 1, 32>>>(out, acc, v650);
    }
    int v651 = v650 + sizes[0] * 651;
    if (v651 % 3 == 0) {
        acc += v651;
        if (acc > 651) child<<<(v651 & 15) + 1, 32>>>(out, acc, v651);
    }
    int v652 = v651 + sizes[1] * 652;
    if (v652 % 3 == 1) {
        acc += v652;
        if (acc > 652) child<<<(v652 & 15) + 1, 32>>>(out, acc, v652);
    }
    int v653 = v652 + sizes[2] * 653;
    if (v653 % 3 == 2) {
        acc += v653;
        if (acc > 653) child<<<(v653 & 15) + 1, 32>>>(out, acc, v653);
    }
    int v654 = v653 + sizes[3] * 654;
    if (v654 % 3 == 0) {
        acc += v654;
        if (acc > 654) child<<<(v654 & 15) + 1, 32>>>(out, acc, v654);
    }
    int v655 = v654 + sizes[4] * 655;
    if (v655 % 3 == 1) {
        acc += v655;
        if (acc > 655) child<<<(v655 & 15) + 1, 32>>>(out, acc, v655);
    }
    int v656 = v655 + sizes[5] * 656;
    if (v656 % 3 == 2) {
        acc += v656;
        if (acc > 656) child<<<(v656 & 15) + 1, 32>>>(out, acc, v656);
    }
    int v657 = v656 + sizes[6] * 657;
    if (v657 % 3 == 0) {
        acc += v657;
        if (acc > 657) child<<<(v657 & 15) + 1, 32>>>(out, acc, v657);
    }
    int v658 = v657 + sizes[0] * 658;
    if (v658 % 3 == 1) {
        acc += v658;
        if (acc > 658) child<<<(v658 & 15) + 1, 32>>>(out, acc, v658);
    }
    int v659 = v658 + sizes[1] * 659;
    if (v659 % 3 == 2) {
        acc += v659;
        if (acc > 659) child<<<(v659 & 15) + 1, 32>>>(out, acc, v659);
    }
    int v660 = v659 + sizes[2] * 660;
    if (v660 % 3 == 0) {
        acc += v660;
        if (acc > 660) child<<<(v660 & 15) + 1, 32>>>(out, acc, v660);
    }
    int v661 = v660 + sizes[3] * 661;
    if (v661 % 3 == 1) {
        acc += v661;
        if (acc > 661) child<<<(v661 & 15) + 1, 32>>>(out, acc, v661);
    }
    int v662 = v661 + sizes[4] * 662;
    if (v662 % 3 == 2) {
        acc += v662;
        if (acc > 662) child<<<(v662 & 15) + 1, 32>>>(out, acc, v662);
    }
    int v663 = v662 + sizes[5] * 663;
    if (v663 % 3 == 0) {
        acc += v663;
        if (acc > 663) child<<<(v663 & 15) + 1, 32>>>(out, acc, v663);
    }
    int v664 = v663 + sizes[6] * 664;
    if (v664 % 3 == 1) {
        acc += v664;
        if (acc > 664) child<<<(v664 & 15) + 1, 32>>>(out, acc, v664);
    }
    int v665 = v664 + sizes[0] * 665;
    if (v665 % 3 == 2) {
        acc += v665;
        if (acc > 665) child<<<(v665 & 15) + 1, 32>>>(out, acc, v665);
    }
    int v666 = v665 + sizes[1] * 666;
    if (v666 % 3 == 0) {
        acc += v666;
        if (acc > 666) child<<<(v666 & 15) + 1, 32>>>(out, acc, v666);
    }
    int v667 = v666 + sizes[2] * 667;
    if (v667 % 3 == 1) {
        acc += v667;
        if (acc > 667) child<<<(v667 & 15) + 1, 32>>>(out, acc, v667);
    }
    int v668 = v667 + sizes[3] * 668;
    if (v668 % 3 == 2) {
        acc += v668;
        if (acc > 668) child<<<(v668 & 15) + 1, 32>>>(out, acc, v668);
    }
    int v669 = v668 + sizes[4] * 669;
    if (v669 % 3 == 0) {
        acc += v669;
        if (acc > 669) child<<<(v669 & 15) + 1, 32>>>(out, acc, v669);
    }
    int v670 = v669 + sizes[5] * 670;
    if (v670 % 3 == 1) {
        acc += v670;
        if (acc > 670) child<<<(v670 & 15) + 1, 32>>>(out, acc, v670);
    }
    int v671 = v670 + sizes[6] * 671;
    if (v671 % 3 == 2) {
        acc += v671;
        if (acc > 671) child<<<(v671 & 15) + 1, 32>>>(out, acc, v671);
    }
    int v672 = v671 + sizes[0] * 672;
    if (v672 % 3 == 0) {
        acc += v672;
        if (acc > 672) child<<<(v672 & 15) + 1, 32>>>(out, acc, v672);
    }
    int v673 = v672 + sizes[1] * 673;
    if (v673 % 3 == 1) {
        acc += v673;
        if (acc > 673) child<<<(v673 & 15) + 1, 32>>>(out, acc, v673);
    }
    int v674 = v673 + sizes[2] * 674;
    if (v674 % 3 == 2) {
        acc += v674;
        if (acc > 674) child<<<(v674 & 15) + 1, 32>>>(out, acc, v674);
    }
    int v675 = v674 + sizes[3] * 675;
    if (v675 % 3 == 0) {
        acc += v675;
        if (acc > 675) child<<<(v675 & 15) + 1, 32>>>(out, acc, v675);
    }
    int v676 = v675 + sizes[4] * 676;
    if (v676 % 3 == 1) {
        acc += v676;
        if (acc > 676) child<<<(v676 & 15) + 1, 32>>>(out, acc, v676);
    }
    int v677 = v676 + sizes[5] * 677;
    if (v677 % 3 == 2) {
        acc += v677;
        if (acc > 677) child<<<(v677 & 15) + 1, 32>>>(out, acc, v677);
    }
    int v678 = v677 + sizes[6] * 678;
    if (v678 % 3 == 0) {
        acc += v678;
        if (acc > 678) child<<<(v678 & 15) + 1, 32>>>(out, acc, v678);
    }
    int v679 = v678 + sizes[0] * 679;
    if (v679 % 3 == 1) {
        acc += v679;
        if (acc > 679) child<<<(v679 & 15) + 1, 32>>>(out, acc, v679);
    }
    int v680 = v679 + sizes[1] * 680;
    if (v680 % 3 == 2) {
        acc += v680;
        if (acc > 680) child<<<(v680 & 15) + 1, 32>>>(out, acc, v680);
    }
    int v681 = v680 + sizes[2] * 681;
    if (v681 % 3 == 0) {
        acc += v681;
        if (acc > 681) child<<<(v681 & 15) + 1, 32>>>(out, acc, v681);
    }
    int v682 = v681 + sizes[3] * 682;
    if (v682 % 3 == 1) {
        acc += v682;
        if (acc > 682) child<<<(v682 & 15) + 1, 32>>>(out, acc, v682);
    }
    int v683 = v682 + sizes[4] * 683;
    if (v683 % 3 == 2) {
        acc += v683;
        if (acc > 683) child<<<(v683 & 15) + 1, 32>>>(out, acc, v683);
    }
    int v684 = v683 + sizes[5] * 684;
    if (v684 % 3 == 0) {
        acc += v684;
        if (acc > 684) child<<<(v684 & 15) + 1, 32>>>(out, acc, v684);
    }
    int v685 = v684 + sizes[6] * 685;
    if (v685 % 3 == 1) {
        acc += v685;
        if (acc > 685) child<<<(v685 & 15) + 1, 32>>>(out, acc, v685);
    }
    int v686 = v685 + sizes[0] * 686;
    if (v686 % 3 == 2) {
        acc += v686;
        if (acc > 686) child<<<(v686 & 15) + 1, 32>>>(out, acc, v686);
    }
    int v687 = v686 + sizes[1] * 687;
    if (v687 % 3 == 0) {
        acc += v687;
        if (acc > 687) child<<<(v687 & 15) + 1, 32>>>(out, acc, v687);
    }
    int v688 = v687 + sizes[2] * 688;
    if (v688 % 3 == 1) {
        acc += v688;
        if (acc > 688) child<<<(v688 & 15) + 1, 32>>>(out, acc, v688);
    }
    int v689 = v688 + sizes[3] * 689;
    if (v689 % 3 == 2) {
        acc += v689;
        if (acc > 689) child<<<(v689 & 15) + 1, 32>>>(out, acc, v689);
    }
    int v690 = v689 + sizes[4] * 690;
    if (v690 % 3 == 0) {
        acc += v690;
        if (acc > 690) child<<<(v690 & 15) + 1, 32>>>(out, acc, v690);
    }
    int v691 = v690 + sizes[5] * 691;
    if (v691 % 3 == 1) {
        acc += v691;
        if (acc > 691) child<<<(v691 & 15) + 1, 32>>>(out, acc, v691);
    }
    int v692 = v691 + sizes[6] * 692;
    if (v692 % 3 == 2) {
        acc += v692;
        if (acc > 692) child<<<(v692 & 15) + 1, 32>>>(out, acc, v692);
    }
    int v693 = v692 + sizes[0] * 693;
    if (v693 % 3 == 0) {
        acc += v693;
        if (acc > 693) child<<<(v693 & 15) + 1, 32>>>(out, acc, v693);
    }
    int v694 = v693 + sizes[1] * 694;
    if (v694 % 3 == 1) {
        acc += v694;
        if (acc > 694) child<<<(v694 & 15) + 1, 32>>>(out, acc, v694);
    }
    int v695 = v694 + sizes[2] * 695;
    if (v695 % 3 == 2) {
        acc += v695;
        if (acc > 695) child<<<(v695 & 15) + 1, 32>>>(out, acc, v695);
    }
    int v696 = v695 + sizes[3] * 696;
    if (v696 % 3 == 0) {
        acc += v696;
        if (acc > 696) child<<<(v696 & 15) + 1, 32>>>(out, acc, v696);
    }
    int v697 = v696 + sizes[4] * 697;
    if (v697 % 3 == 1) {
        acc += v697;
        if (acc > 697) child<<<(v697 & 15) + 1, 32>>>(out, acc, v697);
    }
    int v698 = v697 + sizes[5] * 698;
    if (v698 % 3 == 2) {
        acc += v698;
        if (acc > 698) child<<<(v698 & 15) + 1, 32>>>(out, acc, v698);
    }
    int v699 = v698 + sizes[6] * 699;
    if (v699 % 3 == 0) {
        acc += v699;
        if (acc > 699) child<<<(v699 & 15) + 1, 32>>>(out, acc, v699);
    }
    int v700 = v699 + sizes[0] * 700;
    if (v700 % 3 == 1) {
        acc += v700;
        if (acc > 700) child<<<(v700 & 15) + 1, 32>>>(out, acc, v700);
    }
    int v701 = v700 + sizes[1] * 701;
    if (v701 % 3 == 2) {
        acc += v701;
        if (acc > 701) child<<<(v701 & 15) + 1, 32>>>(out, acc, v701);
    }
    int v702 = v701 + sizes[2] * 702;
    if (v702 % 3 == 0) {
        acc += v702;
        if (acc > 702) child<<<(v702 & 15) + 1, 32>>>(out, acc, v702);
    }
    int v703 = v702 + sizes[3] * 703;
    if (v703 % 3 == 1) {
        acc += v703;
        if (acc > 703) child<<<(v703 & 15) + 1, 32>>>(out, acc, v703);
    }
    int v704 = v703 + sizes[4] * 704;
    if (v704 % 3 == 2) {
        acc += v704;
        if (acc > 704) child<<<(v704 & 15) + 1, 32>>>(out, acc, v704);
    }
    int v705 = v704 + sizes[5] * 705;
    if (v705 % 3 == 0) {
        acc += v705;
        if (acc > 705) child<<<(v705 & 15) + 1, 32>>>(out, acc, v705);
    }
    int v706 = v705 + sizes[6] * 706;
    if (v706 % 3 == 1) {
        acc += v706;
        if (acc > 706) child<<<(v706 & 15) + 1, 32>>>(out, acc, v706);
    }
    int v707 = v706 + sizes[0] * 707;
    if (v707 % 3 == 2) {
        acc += v707;
        if (acc > 707) child<<<(v707 & 15) + 1, 32>>>(out, acc, v707);
    }
    int v708 = v707 + sizes[1] * 708;
    if (v708 % 3 == 0) {
        acc += v708;
        if (acc > 708) child<<<(v708 & 15) + 1, 32>>>(out, acc, v708);
    }
    int v709 = v708 + sizes[2] * 709;
    if (v709 % 3 == 1) {
        acc += v709;
        if (acc > 709) child<<<(v709 & 15) + 1, 32>>>(out, acc, v709);
    }
    int v710 = v709 + sizes[3] * 710;
    if (v710 % 3 == 2) {
        acc += v710;
        if (acc > 710) child<<<(v710 & 15) + 1, 32>>>(out, acc, v710);
    }
    int v711 = v710 + sizes[4] * 711;
    if (v711 % 3 == 0) {
        acc += v711;
        if (acc > 711) child<<<(v711 & 15) + 1, 32>>>(out, acc, v711);
    }
    int v712 = v711 + sizes[5] * 712;
    if (v712 % 3 == 1) {
        acc += v712;
        if (acc > 712) child<<<(v712 & 15) + 1, 32>>>(out, acc, v712);
    }
    int v713 = v712 + sizes[6] * 713;
    if (v713 % 3 == 2) {
        acc += v713;
        if (acc > 713) child<<<(v713 & 15) + 1, 32>>>(out, acc, v713);
    }
    int v714 = v713 + sizes[0] * 714;
    if (v714 % 3 == 0) {
        acc += v714;
        if (acc > 714) child<<<(v714 & 15) + 1, 32>>>(out, acc, v714);
    }
    int v715 = v714 + sizes[1] * 715;
    if (v715 % 3 == 1) {
        acc += v715;
        if (acc > 715) child<<<(v715 & 15) + 1, 32>>>(out, acc, v715);
    }
    int v716 = v715 + sizes[2] * 716;
    if (v716 % 3 == 2) {
        acc += v716;
        if (acc > 716) child<<<(v716 & 15) + 1, 32>>>(out, acc, v716);
    }
    int v717 = v716 + sizes[3] * 717;
    if (v717 % 3 == 0) {
        acc += v717;
        if (acc > 717) child<<<(v717 & 15) + 1, 32>>>(out, acc, v717);
    }
    int v718 = v717 + sizes[4] * 718;
    if (v718 % 3 == 1) {
        acc += v718;
        if (acc > 718) child<<<(v718 & 15) + 1, 32>>>(out, acc, v718);
    }
    int v719 = v718 + sizes[5] * 719;
    if (v719 % 3 == 2) {
        acc += v719;
        if (acc > 719) child<<<(v719 & 15) + 1, 32>>>(out, acc, v719);
    }
    int v720 = v719 + sizes[6] * 720;
    if (v720 % 3 == 0) {
        acc += v720;
        if (acc > 720) child<<<(v720 & 15) + 1, 32>>>(out, acc, v720);
    }
    int v721 = v720 + sizes[0] * 721;
    if (v721 % 3 == 1) {
        acc += v721;
        if (acc > 721) child<<<(v721 & 15) + 1, 32>>>(out, acc, v721);
    }
    int v722 = v721 + sizes[1] * 722;
    if (v722 % 3 == 2) {
        acc += v722;
        if (acc > 722) child<<<(v722 & 15) + 1, 32>>>(out, acc, v722);
    }
    int v723 = v722 + sizes[2] * 723;
    if (v723 % 3 == 0) {
        acc += v723;
        if (acc > 723) child<<<(v723 & 15) + 1, 32>>>(out, acc, v723);
    }
    int v724 = v723 + sizes[3] * 724;
    if (v724 % 3 == 1) {
        acc += v724;
        if (acc > 724) child<<<(v724 & 15) + 1, 32>>>(out, acc, v724);
    }
    int v725 = v724 + sizes[4] * 725;
    if (v725 % 3 == 2) {
        acc += v725;
        if (acc > 725) child<<<(v725 & 15) + 1, 32>>>(out, acc, v725);
    }
    int v726 = v725 + sizes[5] * 726;
    if (v726 % 3 == 0) {
        acc += v726;
        if (acc > 726) child<<<(v726 & 15) + 1, 32>>>(out, acc, v726);
    }
    int v727 = v726 + sizes[6] * 727;
    if (v727 % 3 == 1) {
        acc += v727;
        if (acc > 727) child<<<(v727 & 15) + 1, 32>>>(out, acc, v727);
    }
    int v728 = v727 + sizes[0] * 728;
    if (v728 % 3 == 2) {
        acc += v728;
        if (acc > 728) child<<<(v728 & 15) + 1, 32>>>(out, acc, v728);
    }
    int v729 = v728 + sizes[1] * 729;
    if (v729 % 3 == 0) {
        acc += v729;
        if (acc > 729) child<<<(v729 & 15) + 1, 32>>>(out, acc, v729);
    }
    int v730 = v729 + sizes[2] * 730;
    if (v730 % 3 == 1) {
        acc += v730;
        if (acc > 730) child<<<(v730 & 15) + 1, 32>>>(out, acc, v730);
    }
    int v731 = v730 + sizes[3] * 731;
    if (v731 % 3 == 2) {
        acc += v731;
        if (acc > 731) child<<<(v731 & 15) + 1, 32>>>(out, acc, v731);
    }
    int v732 = v731 + sizes[4] * 732;
    if (v732 % 3 == 0) {
        acc += v732;
        if (acc > 732) child<<<(v732 & 15) + 1, 32>>>(out, acc, v732);
    }
    int v733 = v732 + sizes[5] * 733;
    if (v733 % 3 == 1) {
        acc += v733;
        if (acc > 733) child<<<(v733 & 15) + 1, 32>>>(out, acc, v733);
    }
    int v734 = v733 + sizes[6] * 734;
    if (v734 % 3 == 2) {
        acc += v734;
        if (acc > 734) child<<<(v734 & 15) + 1, 32>>>(out, acc, v734);
    }
    int v735 = v734 + sizes[0] * 735;
    if (v735 % 3 == 0) {
        acc += v735;
        if (acc > 735) child<<<(v735 & 15) + 1, 32>>>(out, acc, v735);
    }
    int v736 = v735 + sizes[1] * 736;
    if (v736 % 3 == 1) {
        acc += v736;
        if (acc > 736) child<<<(v736 & 15) + 1, 32>>>(out, acc, v736);
    }
    int v737 = v736 + sizes[2] * 737;
    if (v737 % 3 == 2) {
        acc += v737;
        if (acc > 737) child<<<(v737 & 15) + 1, 32>>>(out, acc, v737);
    }
    int v738 = v737 + sizes[3] * 738;
    if (v738 % 3 == 0) {
        acc += v738;
        if (acc > 738) child<<<(v738 & 15) + 1, 32>>>(out, acc, v738);
    }
    int v739 = v738 + sizes[4] * 739;
    if (v739 % 3 == 1) {
        acc += v739;
        if (acc > 739) child<<<(v739 & 15) + 1, 32>>>(out, acc, v739);
    }
    int v740 = v739 + sizes[5] * 740;
    if (v740 % 3 == 2) {
        acc += v740;
        if (acc > 740) child<<<(v740 & 15) + 1, 32>>>(out, acc, v740);
    }
    int v741 = v740 + sizes[6] * 741;
    if (v741 % 3 == 0) {
        acc += v741;
        if (acc > 741) child<<<(v741 & 15) + 1, 32>>>(out, acc, v741);
    }
    int v742 = v741 + sizes[0] * 742;
    if (v742 % 3 == 1) {
        acc += v742;
        if (acc > 742) child<<<(v742 & 15) + 1, 32>>>(out, acc, v742);
    }
    int v743 = v742 + sizes[1] * 743;
    if (v743 % 3 == 2) {
        acc += v743;
        if (acc > 743) child<<<(v743 & 15) + 1, 32>>>(out, acc, v743);
    }
    int v744 = v743 + sizes[2] * 744;
    if (v744 % 3 == 0) {
        acc += v744;
        if (acc > 744) child<<<(v744 & 15) + 1, 32>>>(out, acc, v744);
    }
    int v745 = v744 + sizes[3] * 745;
    if (v745 % 3 == 1) {
        acc += v745;
        if (acc > 745) child<<<(v745 & 15) + 1, 32>>>(out, acc, v745);
    }
    int v746 = v745 + sizes[4] * 746;
    if (v746 % 3 == 2) {
        acc += v746;
        if (acc > 746) child<<<(v746 & 15) + 1, 32>>>(out, acc, v746);
    }
    int v747 = v746 + sizes[5] * 747;
    if (v747 % 3 == 0) {
        acc += v747;
        if (acc > 747) child<<<(v747 & 15) + 1, 32>>>(out, acc, v747);
    }
    int v748 = v747 + sizes[6] * 748;
    if (v748 % 3 == 1) {
        acc += v748;
        if (acc > 748) child<<<(v748 & 15) + 1, 32>>>(out, acc, v748);
    }
    int v749 = v748 + sizes[0] * 749;
    if (v749 % 3 == 2) {
        acc += v749;
        if (acc > 749) child<<<(v749 & 15) + 1, 32>>>(out, acc, v749);
    }
    int v750 = v749 + sizes[1] * 750;
    if (v750 % 3 == 0) {
        acc += v750;
        if (acc > 750) child<<<(v750 & 15) + 1, 32>>>(out, acc, v750);
    }
    int v751 = v750 + sizes[2] * 751;
    if (v751 % 3 == 1) {
        acc += v751;
        if (acc > 751) child<<<(v751 & 15) + 1, 32>>>(out, acc, v751);
    }
    int v752 = v751 + sizes[3] * 752;
    if (v752 % 3 == 2) {
        acc += v752;
        if (acc > 752) child<<<(v752 & 15) + 1, 32>>>(out, acc, v752);
    }
    int v753 = v752 + sizes[4] * 753;
    if (v753 % 3 == 0) {
        acc += v753;
        if (acc > 753) child<<<(v753 & 15) + 1, 32>>>(out, acc, v753);
    }
    int v754 = v753 + sizes[5] * 754;
    if (v754 % 3 == 1) {
        acc += v754;
        if (acc > 754) child<<<(v754 & 15) + 1, 32>>>(out, acc, v754);
    }
    int v755 = v754 + sizes[6] * 755;
    if (v755 % 3 == 2) {
        acc += v755;
        if (acc > 755) child<<<(v755 & 15) + 1, 32>>>(out, acc, v755);
    }
    int v756 = v755 + sizes[0] * 756;
    if (v756 % 3 == 0) {
        acc += v756;
        if (acc > 756) child<<<(v756 & 15) + 1, 32>>>(out, acc, v756);
    }
    int v757 = v756 + sizes[1] * 757;
    if (v757 % 3 == 1) {
        acc += v757;
        if (acc > 757) child<<<(v757 & 15) + 1, 32>>>(out, acc, v757);
    }
    int v758 = v757 + sizes[2] * 758;
    if (v758 % 3 == 2) {
        acc += v758;
        if (acc > 758) child<<<(v758 & 15) + 1, 32>>>(out, acc, v758);
    }
    int v759 = v758 + sizes[3] * 759;
    if (v759 % 3 == 0) {
        acc += v759;
        if (acc > 759) child<<<(v759 & 15) + 1, 32>>>(out, acc, v759);
    }
    int v760 = v759 + sizes[4] * 760;
    if (v760 % 3 == 1) {
        acc += v760;
        if (acc > 760) child<<<(v760 & 15) + 1, 32>>>(out, acc, v760);
    }
    int v761 = v760 + sizes[5] * 761;
    if (v761 % 3 == 2) {
        acc += v761;
        if (acc > 761) child<<<(v761 & 15) + 1, 32>>>(out, acc, v761);
    }
    int v762 = v761 + sizes[6] * 762;
    if (v762 % 3 == 0) {
        acc += v762;
        if (acc > 762) child<<<(v762 & 15) + 1, 32>>>(out, acc, v762);
    }
    int v763 = v762 + sizes[0] * 763;
    if (v763 % 3 == 1) {
        acc += v763;
        if (acc > 763) child<<<(v763 & 15) + 1, 32>>>(out, acc, v763);
    }
    int v764 = v763 + sizes[1] * 764;
    if (v764 % 3 == 2) {
        acc += v764;
        if (acc > 764) child<<<(v764 & 15) + 1, 32>>>(out, acc, v764);
    }
    int v765 = v764 + sizes[2] * 765;
    if (v765 % 3 == 0) {
        acc += v765;
        if (acc > 765) child<<<(v765 & 15) + 1, 32>>>(out, acc, v765);
    }
    int v766 = v765 + sizes[3] * 766;
    if (v766 % 3 == 1) {
        acc += v766;
        if (acc > 766) child<<<(v766 & 15) + 1, 32>>>(out, acc, v766);
    }
    int v767 = v766 + sizes[4] * 767;
    if (v767 % 3 == 2) {
        acc += v767;
        if (acc > 767) child<<<(v767 & 15) + 1, 32>>>(out, acc, v767);
    }
    int v768 = v767 + sizes[5] * 768;
    if (v768 % 3 == 0) {
        acc += v768;
        if (acc > 768) child<<<(v768 & 15) + 1, 32>>>(out, acc, v768);
    }
    int v769 = v768 + sizes[6] * 769;
    if (v769 % 3 == 1) {
        acc += v769;
        if (acc > 769) child<<<(v769 & 15) + 1, 32>>>(out, acc, v769);
    }
    int v770 = v769 + sizes[0] * 770;
    if (v770 % 3 == 2) {
        acc += v770;
        if (acc > 770) child<<<(v770 & 15) + 1, 32>>>(out, acc, v770);
    }
    int v771 = v770 + sizes[1] * 771;
    if (v771 % 3 == 0) {
        acc += v771;
        if (acc > 771) child<<<(v771 & 15) + 1, 32>>>(out, acc, v771);
    }
    int v772 = v771 + sizes[2] * 772;
    if (v772 % 3 == 1) {
        acc += v772;
        if (acc > 772) child<<<(v772 & 15) + 1, 32>>>(out, acc, v772);
    }
    int v773 = v772 + sizes[3] * 773;
    if (v773 % 3 == 2) {
        acc += v773;
        if (acc > 773) child<<<(v773 & 15) + 1, 32>>>(out, acc, v773);
    }
    int v774 = v773 + sizes[4] * 774;
    if (v774 % 3 == 0) {
        acc += v774;
        if (acc > 774) child<<<(v774 & 15) + 1, 32>>>(out, acc, v774);
    }
    int v775 = v774 + sizes[5] * 775;
    if (v775 % 3 == 1) {
        acc += v775;
        if (acc > 775) child<<<(v775 & 15) + 1, 32>>>(out, acc, v775);
    }
    int v776 = v775 + sizes[6] * 776;
    if (v776 % 3 == 2) {
        acc += v776;
        if (acc > 776) child<<<(v776 & 15) + 1, 32>>>(out, acc, v776);
    }
    int v777 = v776 + sizes[0] * 777;
    if (v777 % 3 == 0) {
        acc += v777;
        if (acc > 777) child<<<(v777 & 15) + 1, 32>>>(out, acc, v777);
    }
    int v778 = v777 + sizes[1] * 778;
    if (v778 % 3 == 1) {
        acc += v778;
        if (acc > 778) child<<<(v778 & 15) + 1, 32>>>(out, acc, v778);
    }
    int v779 = v778 + sizes[2] * 779;
    if (v779 % 3 == 2) {
        acc += v779;
        if (acc > 779) child<<<(v779 & 15) + 1, 32>>>(out, acc, v779);
    }
    int v780 = v779 + sizes[3] * 780;
    if (v780 % 3 == 0) {
        acc += v780;
        if (acc > 780) child<<<(v780 & 15) + 1, 32>>>(out, acc, v780);
    }
    int v781 = v780 + sizes[4] * 781;
    if (v781 % 3 == 1) {
        acc += v781;
        if (acc > 781) child<<<(v781 & 15) + 1, 32>>>(out, acc, v781);
    }
    int v782 = v781 + sizes[5] * 782;
    if (v782 % 3 == 2) {
        acc += v782;
        if (acc > 782) child<<<(v782 & 15) + 1, 32>>>(out, acc, v782);
    }
    int v783 = v782 + sizes[6] * 783;
    if (v783 % 3 == 0) {
        acc += v783;
        if (acc > 783) child<<<(v783 & 15) + 1, 32>>>(out, acc, v783);
    }
    int v784 = v783 + sizes[0] * 784;
    if (v784 % 3 == 1) {
        acc += v784;
        if (acc > 784) child<<<(v784 & 15) + 1, 32>>>(out, acc, v784);
    }
    int v785 = v784 + sizes[1] * 785;
    if (v785 % 3 == 2) {
        acc += v785;
        if (acc > 785) child<<<(v785 & 15) + 1, 32>>>(out, acc, v785);
    }
    int v786 = v785 + sizes[2] * 786;
    if (v786 % 3 == 0) {
        acc += v786;
        if (acc > 786) child<<<(v786 & 15) + 1, 32>>>(out, acc, v786);
    }
    int v787 = v786 + sizes[3] * 787;
    if (v787 % 3 == 1) {
        acc += v787;
        if (acc > 787) child<<<(v787 & 15) + 1, 32>>>(out, acc, v787);
    }
    int v788 = v787 + sizes[4] * 788;
    if (v788 % 3 == 2) {
        acc += v788;
        if (acc > 788) child<<<(v788 & 15) + 1, 32>>>(out, acc, v788);
    }
    int v789 = v788 + sizes[5] * 789;
    if (v789 % 3 == 0) {
        acc += v789;
        if (acc > 789) child<<<(v789 & 15) + 1, 32>>>(out, acc, v789);
    }
    int v790 = v789 + sizes[6] * 790;
    if (v790 % 3 == 1) {
        acc += v790;
        if (acc > 790) child<<<(v790 & 15) + 1, 32>>>(out, acc, v790);
    }
    int v791 = v790 + sizes[0] * 791;
    if (v791 % 3 == 2) {
        acc += v791;
        if (acc > 791) child<<<(v791 & 15) + 1, 32>>>(out, acc, v791);
    }
    int v792 = v791 + sizes[1] * 792;
    if (v792 % 3 == 0) {
        acc += v792;
        if (acc > 792) child<<<(v792 & 15) + 1, 32>>>(out, acc, v792);
    }
    int v793 = v792 + sizes[2] * 793;
    if (v793 % 3 == 1) {
        acc += v793;
        if (acc > 793) child<<<(v793 & 15) + 1, 32>>>(out, acc, v793);
    }
    int v794 = v793 + sizes[3] * 794;
    if (v794 % 3 == 2) {
        acc += v794;
        if (acc > 794) child<<<(v794 & 15) + 1, 32>>>(out, acc, v794);
    }
    int v795 = v794 + sizes[4] * 795;
    if (v795 % 3 == 0) {
        acc += v795;
        if (acc > 795) child<<<(v795 & 15) + 1, 32>>>(out, acc, v795);
    }
    int v796 = v795 + sizes[5] * 796;
    if (v796 % 3 == 1) {
        acc += v796;
        if (acc > 796) child<<<(v796 & 15) + 1, 32>>>(out, acc, v796);
    }
    int v797 = v796 + sizes[6] * 797;
    if (v797 % 3 == 2) {
        acc += v797;
        if (acc > 797) child<<<(v797 & 15) + 1, 32>>>(out, acc, v797);
    }
    int v798 = v797 + sizes[0] * 798;
    if (v798 % 3 == 0) {
        acc += v798;
        if (acc > 798) child<<<(v798 & 15) + 1, 32>>>(out, acc, v798);
    }
    int v799 = v798 + sizes[1] * 799;
    if (v799 % 3 == 1) {
        acc += v799;
        if (acc > 799) child<<<(v799 & 15) + 1, 32>>>(out, acc, v799);
    }
    int v800 = v799 + sizes[2] * 800;
    if (v800 % 3 == 2) {
        acc += v800;
        if (acc > 800) child<<<(v800 & 15) + 1, 32>>>(out, acc, v800);
    }
    int v801 = v800 + sizes[3] * 801;
    if (v801 % 3 == 0) {
        acc += v801;
        if (acc > 801) child<<<(v801 & 15) + 1, 32>>>(out, acc, v801);
    }
    int v802 = v801 + sizes[4] * 802;
    if (v802 % 3 == 1) {
        acc += v802;
        if (acc > 802) child<<<(v802 & 15) + 1, 32>>>(out, acc, v802);
    }
    int v803 = v802 + sizes[5] * 803;
    if (v803 % 3 == 2) {
        acc += v803;
        if (acc > 803) child<<<(v803 & 15) + 1, 32>>>(out, acc, v803);
    }
    int v804 = v803 + sizes[6] * 804;
    if (v804 % 3 == 0) {
        acc += v804;
        if (acc > 804) child<<<(v804 & 15) + 1, 32>>>(out, acc, v804);
    }
    int v805 = v804 + sizes[0] * 805;
    if (v805 % 3 == 1) {
        acc += v805;
        if (acc > 805) child<<<(v805 & 15) + 1, 32>>>(out, acc, v805);
    }
    int v806 = v805 + sizes[1] * 806;
    if (v806 % 3 == 2) {
        acc += v806;
        if (acc > 806) child<<<(v806 & 15) + 1, 32>>>(out, acc, v806);
    }
    int v807 = v806 + sizes[2] * 807;
    if (v807 % 3 == 0) {
        acc += v807;
        if (acc > 807) child<<<(v807 & 15) + 1, 32>>>(out, acc, v807);
    }
    int v808 = v807 + sizes[3] * 808;
    if (v808 % 3 == 1) {
        acc += v808;
        if (acc > 808) child<<<(v808 & 15) + 1, 32>>>(out, acc, v808);
    }
    int v809 = v808 + sizes[4] * 809;
    if (v809 % 3 == 2) {
        acc += v809;
        if (acc > 809) child<<<(v809 & 15) + 1, 32>>>(out, acc, v809);
    }
    int v810 = v809 + sizes[5] * 810;
    if (v810 % 3 == 0) {
        acc += v810;
        if (acc > 810) child<<<(v810 & 15) + 1, 32>>>(out, acc, v810);
    }
    int v811 = v810 + sizes[6] * 811;
    if (v811 % 3 == 1) {
        acc += v811;
        if (acc > 811) child<<<(v811 & 15) + 1, 32>>>(out, acc, v811);
    }
    int v812 = v811 + sizes[0] * 812;
    if (v812 % 3 == 2) {
        acc += v812;
        if (acc > 812) child<<<(v812 & 15) + 1, 32>>>(out, acc, v812);
    }
    int v813 = v812 + sizes[1] * 813;
    if (v813 % 3 == 0) {
        acc += v813;
        if (acc > 813) child<<<(v813 & 15) + 1, 32>>>(out, acc, v813);
    }
    int v814 = v813 + sizes[2] * 814;
    if (v814 % 3 == 1) {
        acc += v814;
        if (acc > 814) child<<<(v814 & 15) + 1, 32>>>(out, acc, v814);
    }
    int v815 = v814 + sizes[3] * 815;
    if (v815 % 3 == 2) {
        acc += v815;
        if (acc > 815) child<<<(v815 & 15) + 1, 32>>>(out, acc, v815);
    }
    int v816 = v815 + sizes[4] * 816;
    if (v816 % 3 == 0) {
        acc += v816;
        if (acc > 816) child<<<(v816 & 15) + 1, 32>>>(out, acc, v816);
    }
    int v817 = v816 + sizes[5] * 817;
    if (v817 % 3 == 1) {
        acc += v817;
        if (acc > 817) child<<<(v817 & 15) + 1, 32>>>(out, acc, v817);
    }
    int v818 = v817 + sizes[6] * 818;
    if (v818 % 3 == 2) {
        acc += v818;
        if (acc > 818) child<<<(v818 & 15) + 1, 32>>>(out, acc, v818);
    }
    int v819 = v818 + sizes[0] * 819;
    if (v819 % 3 == 0) {
        acc += v819;
        if (acc > 819) child<<<(v819 & 15) + 1, 32>>>(out, acc, v819);
    }
    int v820 = v819 + sizes[1] * 820;
    if (v820 % 3 == 1) {
        acc += v820;
        if (acc > 820) child<<<(v820 & 15) + 1, 32>>>(out, acc, v820);
    }
    int v821 = v820 + sizes[2] * 821;
    if (v821 % 3 == 2) {
        acc += v821;
        if (acc > 821) child<<<(v821 & 15) + 1, 32>>>(out, acc, v821);
    }
    int v822 = v821 + sizes[3] * 822;
    if (v822 % 3 == 0) {
        acc += v822;
        if (acc > 822) child<<<(v822 & 15) + 1, 32>>>(out, acc, v822);
    }
    int v823 = v822 + sizes[4] * 823;
    if (v823 % 3 == 1) {
        acc += v823;
        if (acc > 823) child<<<(v823 & 15) + 1, 32>>>(out, acc, v823);
    }
    int v824 = v823 + sizes[5] * 824;
    if (v824 % 3 == 2) {
        acc += v824;
        if (acc > 824) child<<<(v824 & 15) + 1, 32>>>(out, acc, v824);
    }
    int v825 = v824 + sizes[6] * 825;
    if (v825 % 3 == 0) {
        acc += v825;
        if (acc > 825) child<<<(v825 & 15) + 1, 32>>>(out, acc, v825);
    }
    int v826 = v825 + sizes[0] * 826;
    if (v826 % 3 == 1) {
        acc += v826;
        if (acc > 826) child<<<(v826 & 15) + 1, 32>>>(out, acc, v826);
    }
    int v827 = v826 + sizes[1] * 827;
    if (v827 % 3 == 2) {
        acc += v827;
        if (acc > 827) child<<<(v827 & 15) + 1, 32>>>(out, acc, v827);
    }
    int v828 = v827 + sizes[2] * 828;
    if (v828 % 3 == 0) {
        acc += v828;
        if (acc > 828) child<<<(v828 & 15) + 1, 32>>>(out, acc, v828);
    }
    int v829 = v828 + sizes[3] * 829;
    if (v829 % 3 == 1) {
        acc += v829;
        if (acc > 829) child<<<(v829 & 15) + 1, 32>>>(out, acc, v829);
    }
    int v830 = v829 + sizes[4] * 830;
    if (v830 % 3 == 2) {
        acc += v830;
        if (acc > 830) child<<<(v830 & 15) + 1, 32>>>(out, acc, v830);
    }
    int v831 = v830 + sizes[5] * 831;
    if (v831 % 3 == 0) {
        acc += v831;
        if (acc > 831) child<<<(v831 & 15) + 1, 32>>>(out, acc, v831);
    }
    int v832 = v831 + sizes[6] * 832;
    if (v832 % 3 == 1) {
        acc += v832;
        if (acc > 832) child<<<(v832 & 15) + 1, 32>>>(out, acc, v832);
    }
    int v833 = v832 + sizes[0] * 833;
    if (v833 % 3 == 2) {
        acc += v833;
        if (acc > 833) child<<<(v833 & 15) + 1, 32>>>(out, acc, v833);
    }
    int v834 = v833 + sizes[1] * 834;
    if (v834 % 3 == 0) {
        acc += v834;
        if (acc > 834) child<<<(v834 & 15) + 1, 32>>>(out, acc, v834);
    }
    int v835 = v834 + sizes[2] * 835;
    if (v835 % 3 == 1) {
        acc += v835;
        if (acc > 835) child<<<(v835 & 15) + 1, 32>>>(out, acc, v835);
    }
    int v836 = v835 + sizes[3] * 836;
    if (v836 % 3 == 2) {
        acc += v836;
        if (acc > 836) child<<<(v836 & 15) + 1, 32>>>(out, acc, v836);
    }
    int v837 = v836 + sizes[4] * 837;
    if (v837 % 3 == 0) {
        acc += v837;
        if (acc > 837) child<<<(v837 & 15) + 1, 32>>>(out, acc, v837);
    }
    int v838 = v837 + sizes[5] * 838;
    if (v838 % 3 == 1) {
        acc += v838;
        if (acc > 838) child<<<(v838 & 15) + 1, 32>>>(out, acc, v838);
    }
    int v839 = v838 + sizes[6] * 839;
    if (v839 % 3 == 2) {
        acc += v839;
        if (acc > 839) child<<<(v839 & 15) + 1, 32>>>(out, acc, v839);
    }
    int v840 = v839 + sizes[0] * 840;
    if (v840 % 3 == 0) {
        acc += v840;
        if (acc > 840) child<<<(v840 & 15) + 1, 32>>>(out, acc, v840);
    }
    int v841 = v840 + sizes[1] * 841;
    if (v841 % 3 == 1) {
        acc += v841;
        if (acc > 841) child<<<(v841 & 15) + 1, 32>>>(out, acc, v841);
    }
    int v842 = v841 + sizes[2] * 842;
    if (v842 % 3 == 2) {
        acc += v842;
        if (acc > 842) child<<<(v842 & 15) + 1, 32>>>(out, acc, v842);
    }
    int v843 = v842 + sizes[3] * 843;
    if (v843 % 3 == 0) {
        acc += v843;
        if (acc > 843) child<<<(v843 & 15) + 1, 32>>>(out, acc, v843);
    }
    int v844 = v843 + sizes[4] * 844;
    if (v844 % 3 == 1) {
        acc += v844;
        if (acc > 844) child<<<(v844 & 15) + 1, 32>>>(out, acc, v844);
    }
    int v845 = v844 + sizes[5] * 845;
    if (v845 % 3 == 2) {
        acc += v845;
        if (acc > 845) child<<<(v845 & 15) + 1, 32>>>(out, acc, v845);
    }
    int v846 = v845 + sizes[6] * 846;
    if (v846 % 3 == 0) {
        acc += v846;
        if (acc > 846) child<<<(v846 & 15) + 1, 32>>>(out, acc, v846);
    }
    int v847 = v846 + sizes[0] * 847;
    if (v847 % 3 == 1) {
        acc += v847;
        if (acc > 847) child<<<(v847 & 15) + 1, 32>>>(out, acc, v847);
    }
    int v848 = v847 + sizes[1] * 848;
    if (v848 % 3 == 2) {
        acc += v848;
        if (acc > 848) child<<<(v848 & 15) + 1, 32>>>(out, acc, v848);
    }
    int v849 = v848 + sizes[2] * 849;
    if (v849 % 3 == 0) {
        acc += v849;
        if (acc > 849) child<<<(v849 & 15) + 1, 32>>>(out, acc, v849);
    }
    int v850 = v849 + sizes[3] * 850;
    if (v850 % 3 == 1) {
        acc += v850;
        if (acc > 850) child<<<(v850 & 15) + 1, 32>>>(out, acc, v850);
    }
    int v851 = v850 + sizes[4] * 851;
    if (v851 % 3 == 2) {
        acc += v851;
        if (acc > 851) child<<<(v851 & 15) + 1, 32>>>(out, acc, v851);
    }
    int v852 = v851 + sizes[5] * 852;
    if (v852 % 3 == 0) {
        acc += v852;
        if (acc > 852) child<<<(v852 & 15) + 1, 32>>>(out, acc, v852);
    }
    int v853 = v852 + sizes[6] * 853;
    if (v853 % 3 == 1) {
        acc += v853;
        if (acc > 853) child<<<(v853 & 15) + 1, 32>>>(out, acc, v853);
    }
    int v854 = v853 + sizes[0] * 854;
    if (v854 % 3 == 2) {
        acc += v854;
        if (acc > 854) child<<<(v854 & 15) + 1, 32>>>(out, acc, v854);
    }
    int v855 = v854 + sizes[1] * 855;
    if (v855 % 3 == 0) {
        acc += v855;
        if (acc > 855) child<<<(v855 & 15) + 1, 32>>>(out, acc, v855);
    }
    int v856 = v855 + sizes[2] * 856;
    if (v856 % 3 == 1) {
        acc += v856;
        if (acc > 856) child<<<(v856 & 15) + 1, 32>>>(out, acc, v856);
    }
    int v857 = v856 + sizes[3] * 857;
    if (v857 % 3 == 2) {
        acc += v857;
        if (acc > 857) child<<<(v857 & 15) + 1, 32>>>(out, acc, v857);
    }
    int v858 = v857 + sizes[4] * 858;
    if (v858 % 3 == 0) {
        acc += v858;
        if (acc > 858) child<<<(v858 & 15) + 1, 32>>>(out, acc, v858);
    }
    int v859 = v858 + sizes[5] * 859;
    if (v859 % 3 == 1) {
        acc += v859;
        if (acc > 859) child<<<(v859 & 15) + 1, 32>>>(out, acc, v859);
    }
    int v860 = v859 + sizes[6] * 860;
    if (v860 % 3 == 2) {
        acc += v860;
        if (acc > 860) child<<<(v860 & 15) + 1, 32>>>(out, acc, v860);
    }
    int v861 = v860 + sizes[0] * 861;
    if (v861 % 3 == 0) {
        acc += v861;
        if (acc > 861) child<<<(v861 & 15) + 1, 32>>>(out, acc, v861);
    }
    int v862 = v861 + sizes[1] * 862;
    if (v862 % 3 == 1) {
        acc += v862;
        if (acc > 862) child<<<(v862 & 15) + 1, 32>>>(out, acc, v862);
    }
    int v863 = v862 + sizes[2] * 863;
    if (v863 % 3 == 2) {
        acc += v863;
        if (acc > 863) child<<<(v863 & 15) + 1, 32>>>(out, acc, v863);
    }
    int v864 = v863 + sizes[3] * 864;
    if (v864 % 3 == 0) {
        acc += v864;
        if (acc > 864) child<<<(v864 & 15) + 1, 32>>>(out, acc, v864);
    }
    int v865 = v864 + sizes[4] * 865;
    if (v865 % 3 == 1) {
        acc += v865;
        if (acc > 865) child<<<(v865 & 15) + 1, 32>>>(out, acc, v865);
    }
    int v866 = v865 + sizes[5] * 866;
    if (v866 % 3 == 2) {
        acc += v866;
        if (acc > 866) child<<<(v866 & 15) + 1, 32>>>(out, acc, v866);
    }
    int v867 = v866 + sizes[6] * 867;
    if (v867 % 3 == 0) {
        acc += v867;
        if (acc > 867) child<<<(v867 & 15) + 1, 32>>>(out, acc, v867);
    }
    int v868 = v867 + sizes[0] * 868;
    if (v868 % 3 == 1) {
        acc += v868;
        if (acc > 868) child<<<(v868 & 15) + 1, 32>>>(out, acc, v868);
    }
    int v869 = v868 + sizes[1] * 869;
    if (v869 % 3 == 2) {
        acc += v869;
        if (acc > 869) child<<<(v869 & 15) + 1, 32>>>(out, acc, v869);
    }
    int v870 = v869 + sizes[2] * 870;
    if (v870 % 3 == 0) {
        acc += v870;
        if (acc > 870) child<<<(v870 & 15) + 1, 32>>>(out, acc, v870);
    }
    int v871 = v870 + sizes[3] * 871;
    if (v871 % 3 == 1) {
        acc += v871;
        if (acc > 871) child<<<(v871 & 15) + 1, 32>>>(out, acc, v871);
    }
    int v872 = v871 + sizes[4] * 872;
    if (v872 % 3 == 2) {
        acc += v872;
        if (acc > 872) child<<<(v872 & 15) + 1, 32>>>(out, acc, v872);
    }
    int v873 = v872 + sizes[5] * 873;
    if (v873 % 3 == 0) {
        acc += v873;
        if (acc > 873) child<<<(v873 & 15) + 1, 32>>>(out, acc, v873);
    }
    int v874 = v873 + sizes[6] * 874;
    if (v874 % 3 == 1) {
        acc += v874;
        if (acc > 874) child<<<(v874 & 15) + 1, 32>>>(out, acc, v874);
    }
    int v875 = v874 + sizes[0] * 875;
    if (v875 % 3 == 2) {
        acc += v875;
        if (acc > 875) child<<<(v875 & 15) + 1, 32>>>(out, acc, v875);
    }
    int v876 = v875 + sizes[1] * 876;
    if (v876 % 3 == 0) {
        acc += v876;
        if (acc > 876) child<<<(v876 & 15) + 1, 32>>>(out, acc, v876);
    }
    int v877 = v876 + sizes[2] * 877;
    if (v877 % 3 == 1) {
        acc += v877;
        if (acc > 877) child<<<(v877 & 15) + 1, 32>>>(out, acc, v877);
    }
    int v878 = v877 + sizes[3] * 878;
    if (v878 % 3 == 2) {
        acc += v878;
        if (acc > 878) child<<<(v878 & 15) + 1, 32>>>(out, acc, v878);
    }
    int v879 = v878 + sizes[4] * 879;
    if (v879 % 3 == 0) {
        acc += v879;
        if (acc > 879) child<<<(v879 & 15) + 1, 32>>>(out, acc, v879);
    }
    int v880 = v879 + sizes[5] * 880;
    if (v880 % 3 == 1) {
        acc += v880;
        if (acc > 880) child<<<(v880 & 15) + 1, 32>>>(out, acc, v880);
    }
    int v881 = v880 + sizes[6] * 881;
    if (v881 % 3 == 2) {
        acc += v881;
        if (acc > 881) child<<<(v881 & 15) + 1, 32>>>(out, acc, v881);
    }
    int v882 = v881 + sizes[0] * 882;
    if (v882 % 3 == 0) {
        acc += v882;
        if (acc > 882) child<<<(v882 & 15) + 1, 32>>>(out, acc, v882);
    }
    int v883 = v882 + sizes[1] * 883;
    if (v883 % 3 == 1) {
        acc += v883;
        if (acc > 883) child<<<(v883 & 15) + 1, 32>>>(out, acc, v883);
    }
    int v884 = v883 + sizes[2] * 884;
    if (v884 % 3 == 2) {
        acc += v884;
        if (acc > 884) child<<<(v884 & 15) + 1, 32>>>(out, acc, v884);
    }
    int v885 = v884 + sizes[3] * 885;
    if (v885 % 3 == 0) {
        acc += v885;
        if (acc > 885) child<<<(v885 & 15) + 1, 32>>>(out, acc, v885);
    }
    int v886 = v885 + sizes[4] * 886;
    if (v886 % 3 == 1) {
        acc += v886;
        if (acc > 886) child<<<(v886 & 15) + 1, 32>>>(out, acc, v886);
    }
    int v887 = v886 + sizes[5] * 887;
    if (v887 % 3 == 2) {
        acc += v887;
        if (acc > 887) child<<<(v887 & 15) + 1, 32>>>(out, acc, v887);
    }
    int v888 = v887 + sizes[6] * 888;
    if (v888 % 3 == 0) {
        acc += v888;
        if (acc > 888) child<<<(v888 & 15) + 1, 32>>>(out, acc, v888);
    }
    int v889 = v888 + sizes[0] * 889;
    if (v889 % 3 == 1) {
        acc += v889;
        if (acc > 889) child<<<(v889 & 15) + 1, 32>>>(out, acc, v889);
    }
    int v890 = v889 + sizes[1] * 890;
    if (v890 % 3 == 2) {
        acc += v890;
        if (acc > 890) child<<<(v890 & 15) + 1, 32>>>(out, acc, v890);
    }
    int v891 = v890 + sizes[2] * 891;
    if (v891 % 3 == 0) {
        acc += v891;
        if (acc > 891) child<<<(v891 & 15) + 1, 32>>>(out, acc, v891);
    }
    int v892 = v891 + sizes[3] * 892;
    if (v892 % 3 == 1) {
        acc += v892;
        if (acc > 892) child<<<(v892 & 15) + 1, 32>>>(out, acc, v892);
    }
    int v893 = v892 + sizes[4] * 893;
    if (v893 % 3 == 2) {
        acc += v893;
        if (acc > 893) child<<<(v893 & 15) + 1, 32>>>(out, acc, v893);
    }
    int v894 = v893 + sizes[5] * 894;
    if (v894 % 3 == 0) {
        acc += v894;
        if (acc > 894) child<<<(v894 & 15) + 1, 32>>>(out, acc, v894);
    }
    int v895 = v894 + sizes[6] * 895;
    if (v895 % 3 == 1) {
        acc += v895;
        if (acc > 895) child<<<(v895 & 15) + 1, 32>>>(out, acc, v895);
    }
    int v896 = v895 + sizes[0] * 896;
    if (v896 % 3 == 2) {
        acc += v896;
        if (acc > 896) child<<<(v896 & 15) + 1, 32>>>(out, acc, v896);
    }
    int v897 = v896 + sizes[1] * 897;
    if (v897 % 3 == 0) {
        acc += v897;
        if (acc > 897) child<<<(v897 & 15) + 1, 32>>>(out, acc, v897);
    }
    int v898 = v897 + sizes[2] * 898;
    if (v898 % 3 == 1) {
        acc += v898;
        if (acc > 898) child<<<(v898 & 15) + 1, 32>>>(out, acc, v898);
    }
    int v899 = v898 + sizes[3] * 899;
    if (v899 % 3 == 2) {
        acc += v899;
        if (acc > 899) child<<<(v899 & 15) + 1, 32>>>(out, acc, v899);
    }
    int v900 = v899 + sizes[4] * 900;
    if (v900 % 3 == 0) {
        acc += v900;
        if (acc > 900) child<<<(v900 & 15) + 1, 32>>>(out, acc, v900);
    }
    int v901 = v900 + sizes[5] * 901;
    if (v901 % 3 == 1) {
        acc += v901;
        if (acc > 901) child<<<(v901 & 15) + 1, 32>>>(out, acc, v901);
    }
    int v902 = v901 + sizes[6] * 902;
    if (v902 % 3 == 2) {
        acc += v902;
        if (acc > 902) child<<<(v902 & 15) + 1, 32>>>(out, acc, v902);
    }
    int v903 = v902 + sizes[0] * 903;
    if (v903 % 3 == 0) {
        acc += v903;
        if (acc > 903) child<<<(v903 & 15) + 1, 32>>>(out, acc, v903);
    }
    int v904 = v903 + sizes[1] * 904;
    if (v904 % 3 == 1) {
        acc += v904;
        if (acc > 904) child<<<(v904 & 15) + 1, 32>>>(out, acc, v904);
    }
    int v905 = v904 + sizes[2] * 905;
    if (v905 % 3 == 2) {
        acc += v905;
        if (acc > 905) child<<<(v905 & 15) + 1, 32>>>(out, acc, v905);
    }
    int v906 = v905 + sizes[3] * 906;
    if (v906 % 3 == 0) {
        acc += v906;
        if (acc > 906) child<<<(v906 & 15) + 1, 32>>>(out, acc, v906);
    }
    int v907 = v906 + sizes[4] * 907;
    if (v907 % 3 == 1) {
        acc += v907;
        if (acc > 907) child<<<(v907 & 15) + 1, 32>>>(out, acc, v907);
    }
    int v908 = v907 + sizes[5] * 908;
    if (v908 % 3 == 2) {
        acc += v908;
        if (acc > 908) child<<<(v908 & 15) + 1, 32>>>(out, acc, v908);
    }
    int v909 = v908 + sizes[6] * 909;
    if (v909 % 3 == 0) {
        acc += v909;
        if (acc > 909) child<<<(v909 & 15) + 1, 32>>>(out, acc, v909);
    }
    int v910 = v909 + sizes[0] * 910;
    if (v910 % 3 == 1) {
        acc += v910;
        if (acc > 910) child<<<(v910 & 15) + 1, 32>>>(out, acc, v910);
    }
    int v911 = v910 + sizes[1] * 911;
    if (v911 % 3 == 2) {
        acc += v911;
        if (acc > 911) child<<<(v911 & 15) + 1, 32>>>(out, acc, v911);
    }
    int v912 = v911 + sizes[2] * 912;
    if (v912 % 3 == 0) {
        acc += v912;
        if (acc > 912) child<<<(v912 & 15) + 1, 32>>>(out, acc, v912);
    }
    int v913 = v912 + sizes[3] * 913;
    if (v913 % 3 == 1) {
        acc += v913;
        if (acc > 913) child<<<(v913 & 15) + 1, 32>>>(out, acc, v913);
    }
    int v914 = v913 + sizes[4] * 914;
    if (v914 % 3 == 2) {
        acc += v914;
        if (acc > 914) child<<<(v914 & 15) + 1, 32>>>(out, acc, v914);
    }
    int v915 = v914 + sizes[5] * 915;
    if (v915 % 3 == 0) {
        acc += v915;
        if (acc > 915) child<<<(v915 & 15) + 1, 32>>>(out, acc, v915);
    }
    int v916 = v915 + sizes[6] * 916;
    if (v916 % 3 == 1) {
        acc += v916;
        if (acc > 916) child<<<(v916 & 15) + 1, 32>>>(out, acc, v916);
    }
    int v917 = v916 + sizes[0] * 917;
    if (v917 % 3 == 2) {
        acc += v917;
        if (acc > 917) child<<<(v917 & 15) + 1, 32>>>(out, acc, v917);
    }
    int v918 = v917 + sizes[1] * 918;
    if (v918 % 3 == 0) {
        acc += v918;
        if (acc > 918) child<<<(v918 & 15) + 1, 32>>>(out, acc, v918);
    }
    int v919 = v918 + sizes[2] * 919;
    if (v919 % 3 == 1) {
        acc += v919;
        if (acc > 919) child<<<(v919 & 15) + 1, 32>>>(out, acc, v919);
    }
    int v920 = v919 + sizes[3] * 920;
    if (v920 % 3 == 2) {
        acc += v920;
        if (acc > 920) child<<<(v920 & 15) + 1, 32>>>(out, acc, v920);
    }
    int v921 = v920 + sizes[4] * 921;
    if (v921 % 3 == 0) {
        acc += v921;
        if (acc > 921) child<<<(v921 & 15) + 1, 32>>>(out, acc, v921);
    }
    int v922 = v921 + sizes[5] * 922;
    if (v922 % 3 == 1) {
        acc += v922;
        if (acc > 922) child<<<(v922 & 15) + 1, 32>>>(out, acc, v922);
    }
    int v923 = v922 + sizes[6] * 923;
    if (v923 % 3 == 2) {
        acc += v923;
        if (acc > 923) child<<<(v923 & 15) + 1, 32>>>(out, acc, v923);
    }
    int v924 = v923 + sizes[0] * 924;
    if (v924 % 3 == 0) {
        acc += v924;
        if (acc > 924) child<<<(v924 & 15) + 1, 32>>>(out, acc, v924);
    }
    int v925 = v924 + sizes[1] * 925;
    if (v925 % 3 == 1) {
        acc += v925;
        if (acc > 925) child<<<(v925 & 15) + 1, 32>>>(out, acc, v925);
    }
    int v926 = v925 + sizes[2] * 926;
    if (v926 % 3 == 2) {
        acc += v926;
        if (acc > 926) child<<<(v926 & 15) + 1, 32>>>(out, acc, v926);
    }
    int v927 = v926 + sizes[3] * 927;
    if (v927 % 3 == 0) {
        acc += v927;
        if (acc > 927) child<<<(v927 & 15) + 1, 32>>>(out, acc, v927);
    }
    int v928 = v927 + sizes[4] * 928;
    if (v928 % 3 == 1) {
        acc += v928;
        if (acc > 928) child<<<(v928 & 15) + 1, 32>>>(out, acc, v928);
    }
    int v929 = v928 + sizes[5] * 929;
    if (v929 % 3 == 2) {
        acc += v929;
        if (acc > 929) child<<<(v929 & 15) + 1, 32>>>(out, acc, v929);
    }
    int v930 = v929 + sizes[6] * 930;
    if (v930 % 3 == 0) {
        acc += v930;
        if (acc > 930) child<<<(v930 & 15) + 1, 32>>>(out, acc, v930);
    }
    int v931 = v930 + sizes[0] * 931;
    if (v931 % 3 == 1) {
        acc += v931;
        if (acc > 931) child<<<(v931 & 15) + 1, 32>>>(out, acc, v931);
    }
    int v932 = v931 + sizes[1] * 932;
    if (v932 % 3 == 2) {
        acc += v932;
        if (acc > 932) child<<<(v932 & 15) + 1, 32>>>(out, acc, v932);
    }
    int v933 = v932 + sizes[2] * 933;
    if (v933 % 3 == 0) {
        acc += v933;
        if (acc > 933) child<<<(v933 & 15) + 1, 32>>>(out, acc, v933);
    }
    int v934 = v933 + sizes[3] * 934;
    if (v934 % 3 == 1) {
        acc += v934;
        if (acc > 934) child<<<(v934 & 15) + 1, 32>>>(out, acc, v934);
    }
    int v935 = v934 + sizes[4] * 935;
    if (v935 % 3 == 2) {
        acc += v935;
        if (acc > 935) child<<<(v935 & 15) + 1, 32>>>(out, acc, v935);
    }
    int v936 = v935 + sizes[5] * 936;
    if (v936 % 3 == 0) {
        acc += v936;
        if (acc > 936) child<<<(v936 & 15) + 1, 32>>>(out, acc, v936);
    }
    int v937 = v936 + sizes[6] * 937;
    if (v937 % 3 == 1) {
        acc += v937;
        if (acc > 937) child<<<(v937 & 15) + 1, 32>>>(out, acc, v937);
    }
    int v938 = v937 + sizes[0] * 938;
    if (v938 % 3 == 2) {
        acc += v938;
        if (acc > 938) child<<<(v938 & 15) + 1, 32>>>(out, acc, v938);
    }
    int v939 = v938 + sizes[1] * 939;
    if (v939 % 3 == 0) {
        acc += v939;
        if (acc > 939) child<<<(v939 & 15) + 1, 32>>>(out, acc, v939);
    }
    int v940 = v939 + sizes[2] * 940;
    if (v940 % 3 == 1) {
        acc += v940;
        if (acc > 940) child<<<(v940 & 15) + 1, 32>>>(out, acc, v940);
    }
    int v941 = v940 + sizes[3] * 941;
    if (v941 % 3 == 2) {
        acc += v941;
        if (acc > 941) child<<<(v941 & 15) + 1, 32>>>(out, acc, v941);
    }
    int v942 = v941 + sizes[4] * 942;
    if (v942 % 3 == 0) {
        acc += v942;
        if (acc > 942) child<<<(v942 & 15) + 1, 32>>>(out, acc, v942);
    }
    int v943 = v942 + sizes[5] * 943;
    if (v943 % 3 == 1) {
        acc += v943;
        if (acc > 943) child<<<(v943 & 15) + 1, 32>>>(out, acc, v943);
    }
    int v944 = v943 + sizes[6] * 944;
    if (v944 % 3 == 2) {
        acc += v944;
        if (acc > 944) child<<<(v944 & 15) + 1, 32>>>(out, acc, v944);
    }
    int v945 = v944 + sizes[0] * 945;
    if (v945 % 3 == 0) {
        acc += v945;
        if (acc > 945) child<<<(v945 & 15) + 1, 32>>>(out, acc, v945);
    }
    int v946 = v945 + sizes[1] * 946;
    if (v946 % 3 == 1) {
        acc += v946;
        if (acc > 946) child<<<(v946 & 15) + 1, 32>>>(out, acc, v946);
    }
    int v947 = v946 + sizes[2] * 947;
    if (v947 % 3 == 2) {
        acc += v947;
        if (acc > 947) child<<<(v947 & 15) + 1, 32>>>(out, acc, v947);
    }
    int v948 = v947 + sizes[3] * 948;
    if (v948 % 3 == 0) {
        acc += v948;
        if (acc > 948) child<<<(v948 & 15) + 1, 32>>>(out, acc, v948);
    }
    int v949 = v948 + sizes[4] * 949;
    if (v949 % 3 == 1) {
        acc += v949;
        if (acc > 949) child<<<(v949 & 15) + 1, 32>>>(out, acc, v949);
    }
    int v950 = v949 + sizes[5] * 950;
    if (v950 % 3 == 2) {
        acc += v950;
        if (acc > 950) child<<<(v950 & 15) + 1, 32>>>(out, acc, v950);
    }
    int v951 = v950 + sizes[6] * 951;
    if (v951 % 3 == 0) {
        acc += v951;
        if (acc > 951) child<<<(v951 & 15) + 1, 32>>>(out, acc, v951);
    }
    int v952 = v951 + sizes[0] * 952;
    if (v952 % 3 == 1) {
        acc += v952;
        if (acc > 952) child<<<(v952 & 15) + 1, 32>>>(out, acc, v952);
    }
    int v953 = v952 + sizes[1] * 953;
    if (v953 % 3 == 2) {
        acc += v953;
        if (acc > 953) child<<<(v953 & 15) + 1, 32>>>(out, acc, v953);
    }
    int v954 = v953 + sizes[2] * 954;
    if (v954 % 3 == 0) {
        acc += v954;
        if (acc > 954) child<<<(v954 & 15) + 1, 32>>>(out, acc, v954);
    }
    int v955 = v954 + sizes[3] * 955;
    if (v955 % 3 == 1) {
        acc += v955;
        if (acc > 955) child<<<(v955 & 15) + 1, 32>>>(out, acc, v955);
    }
    int v956 = v955 + sizes[4] * 956;
    if (v956 % 3 == 2) {
        acc += v956;
        if (acc > 956) child<<<(v956 & 15) + 1, 32>>>(out, acc, v956);
    }
    int v957 = v956 + sizes[5] * 957;
    if (v957 % 3 == 0) {
        acc += v957;
        if (acc > 957) child<<<(v957 & 15) + 1, 32>>>(out, acc, v957);
    }
    int v958 = v957 + sizes[6] * 958;
    if (v958 % 3 == 1) {
        acc += v958;
        if (acc > 958) child<<<(v958 & 15) + 1, 32>>>(out, acc, v958);
    }
    int v959 = v958 + sizes[0] * 959;
    if (v959 % 3 == 2) {
        acc += v959;
        if (acc > 959) child<<<(v959 & 15) + 1, 32>>>(out, acc, v959);
    }
    int v960 = v959 + sizes[1] * 960;
    if (v960 % 3 == 0) {
        acc += v960;
        if (acc > 960) child<<<(v960 & 15) + 1, 32>>>(out, acc, v960);
    }
    int v961 = v960 + sizes[2] * 961;
    if (v961 % 3 == 1) {
        acc += v961;
        if (acc > 961) child<<<(v961 & 15) + 1, 32>>>(out, acc, v961);
    }
    int v962 = v961 + sizes[3] * 962;
    if (v962 % 3 == 2) {
        acc += v962;
        if (acc > 962) child<<<(v962 & 15) + 1, 32>>>(out, acc, v962);
    }
    int v963 = v962 + sizes[4] * 963;
    if (v963 % 3 == 0) {
        acc += v963;
        if (acc > 963) child<<<(v963 & 15) + 1, 32>>>(out, acc, v963);
    }
    int v964 = v963 + sizes[5] * 964;
    if (v964 % 3 == 1) {
        acc += v964;
        if (acc > 964) child<<<(v964 & 15) + 1, 32>>>(out, acc, v964);
    }
    int v965 = v964 + sizes[6] * 965;
    if (v965 % 3 == 2) {
        acc += v965;
        if (acc > 965) child<<<(v965 & 15) + 1, 32>>>(out, acc, v965);
    }
    int v966 = v965 + sizes[0] * 966;
    if (v966 % 3 == 0) {
        acc += v966;
        if (acc > 966) child<<<(v966 & 15) + 1, 32>>>(out, acc, v966);
    }
    int v967 = v966 + sizes[1] * 967;
    if (v967 % 3 == 1) {
        acc += v967;
        if (acc > 967) child<<<(v967 & 15) + 1, 32>>>(out, acc, v967);
    }
    int v968 = v967 + sizes[2] * 968;
    if (v968 % 3 == 2) {
        acc += v968;
        if (acc > 968) child<<<(v968 & 15) + 1, 32>>>(out, acc, v968);
    }
    int v969 = v968 + sizes[3] * 969;
    if (v969 % 3 == 0) {
        acc += v969;
        if (acc > 969) child<<<(v969 & 15) + 1, 32>>>(out, acc, v969);
    }
    int v970 = v969 + sizes[4] * 970;
    if (v970 % 3 == 1) {
        acc += v970;
        if (acc > 970) child<<<(v970 & 15) + 1, 32>>>(out, acc, v970);
    }
    int v971 = v970 + sizes[5] * 971;
    if (v971 % 3 == 2) {
        acc += v971;
        if (acc > 971) child<<<(v971 & 15) + 1, 32>>>(out, acc, v971);
    }
    int v972 = v971 + sizes[6] * 972;
    if (v972 % 3 == 0) {
        acc += v972;
        if (acc > 972) child<<<(v972 & 15) + 1, 32>>>(out, acc, v972);
    }
    int v973 = v972 + sizes[0] * 973;
    if (v973 % 3 == 1) {
        acc += v973;
        if (acc > 973) child<<<(v973 & 15) + 1, 32>>>(out, acc, v973);
    }
    int v974 = v973 + sizes[1] * 974;
    if (v974 % 3 == 2) {
        acc += v974;
        if (acc > 974) child<<<(v974 & 15) + 1, 32>>>(out, acc, v974);
    }
    int v975 = v974 + sizes[2] * 975;
    if (v975 % 3 == 0) {
        acc += v975;
        if (acc > 975) child<<<(v975 & 15) + 1, 32>>>(out, acc, v975);
    }
    int v976 = v975 + sizes[3] * 976;
    if (v976 % 3 == 1) {
        acc += v976;
        if (acc > 976) child<<<(v976 & 15) + 1, 32>>>(out, acc, v976);
    }
    int v977 = v976 + sizes[4] * 977;
    if (v977 % 3 == 2) {
        acc += v977;
        if (acc > 977) child<<<(v977 & 15) + 1, 32>>>(out, acc, v977);
    }
    int v978 = v977 + sizes[5] * 978;
    if (v978 % 3 == 0) {
        acc += v978;
        if (acc > 978) child<<<(v978 & 15) + 1, 32>>>(out, acc, v978);
    }
    int v979 = v978 + sizes[6] * 979;
    if (v979 % 3 == 1) {
        acc += v979;
        if (acc > 979) child<<<(v979 & 15) + 1, 32>>>(out, acc, v979);
    }
    int v980 = v979 + sizes[0] * 980;
    if (v980 % 3 == 2) {
        acc += v980;
        if (acc > 980) child<<<(v980 & 15) + 1, 32>>>(out, acc, v980);
    }
    int v981 = v980 + sizes[1] * 981;
    if (v981 % 3 == 0) {
        acc += v981;
        if (acc > 981) child<<<(v981 & 15) + 1, 32>>>(out, acc, v981);
    }
    int v982 = v981 + sizes[2] * 982;
    if (v982 % 3 == 1) {
        acc += v982;
        if (acc > 982) child<<<(v982 & 15) + 1, 32>>>(out, acc, v982);
    }
    int v983 = v982 + sizes[3] * 983;
    if (v983 % 3 == 2) {
        acc += v983;
        if (acc > 983) child<<<(v983 & 15) + 1, 32>>>(out, acc, v983);
    }
    int v984 = v983 + sizes[4] * 984;
    if (v984 % 3 == 0) {
        acc += v984;
        if (acc > 984) child<<<(v984 & 15) + 1, 32>>>(out, acc, v984);
    }
    int v985 = v984 + sizes[5] * 985;
    if (v985 % 3 == 1) {
        acc += v985;
        if (acc > 985) child<<<(v985 & 15) + 1, 32>>>(out, acc, v985);
    }
    int v986 = v985 + sizes[6] * 986;
    if (v986 % 3 == 2) {
        acc += v986;
        if (acc > 986) child<<<(v986 & 15) + 1, 32>>>(out, acc, v986);
    }
    int v987 = v986 + sizes[0] * 987;
    if (v987 % 3 == 0) {
        acc += v987;
        if (acc > 987) child<<<(v987 & 15) + 1, 32>>>(out, acc, v987);
    }
    int v988 = v987 + sizes[1] * 988;
    if (v988 % 3 == 1) {
        acc += v988;
        if (acc > 988) child<<<(v988 & 15) + 1, 32>>>(out, acc, v988);
    }
    int v989 = v988 + sizes[2] * 989;
    if (v989 % 3 == 2) {
        acc += v989;
        if (acc > 989) child<<<(v989 & 15) + 1, 32>>>(out, acc, v989);
    }
    int v990 = v989 + sizes[3] * 990;
    if (v990 % 3 == 0) {
        acc += v990;
        if (acc > 990) child<<<(v990 & 15) + 1, 32>>>(out, acc, v990);
    }
    int v991 = v990 + sizes[4] * 991;
    if (v991 % 3 == 1) {
        acc += v991;
        if (acc > 991) child<<<(v991 & 15) + 1, 32>>>(out, acc, v991);
    }
    int v992 = v991 + sizes[5] * 992;
    if (v992 % 3 == 2) {
        acc += v992;
        if (acc > 992) child<<<(v992 & 15) + 1, 32>>>(out, acc, v992);
    }
    int v993 = v992 + sizes[6] * 993;
    if (v993 % 3 == 0) {
        acc += v993;
        if (acc > 993) child<<<(v993 & 15) + 1, 32>>>(out, acc, v993);
    }
    int v994 = v993 + sizes[0] * 994;
    if (v994 % 3 == 1) {
        acc += v994;
        if (acc > 994) child<<<(v994 & 15) + 1, 32>>>(out, acc, v994);
    }
    int v995 = v994 + sizes[1] * 995;
    if (v995 % 3 == 2) {
        acc += v995;
        if (acc > 995) child<<<(v995 & 15) + 1, 32>>>(out, acc, v995);
    }
    int v996 = v995 + sizes[2] * 996;
    if (v996 % 3 == 0) {
        acc += v996;
        if (acc > 996) child<<<(v996 & 15) + 1, 32>>>(out, acc, v996);
    }
    int v997 = v996 + sizes[3] * 997;
    if (v997 % 3 == 1) {
        acc += v997;
        if (acc > 997) child<<<(v997 & 15) + 1, 32>>>(out, acc, v997);
    }
    int v998 = v997 + sizes[4] * 998;
    if (v998 % 3 == 2) {
        acc += v998;
        if (acc > 998) child<<<(v998 & 15) + 1, 32>>>(out, acc, v998);
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
    int v49 = v48 + sizes[0] * 49;
    if (v49 % 3 == 1) {
        acc += v49;
        if (acc > 49) child<<<(v49 & 15) + 1, 32>>>(out, acc, v49);
    }
    int v50 = v49 + sizes[1] * 50;
    if (v50 % 3 == 2) {
        acc += v50;
        if (acc > 50) child<<<(v50 & 15) + 1, 32>>>(out, acc, v50);
    }
    int v51 = v50 + sizes[2] * 51;
    if (v51 % 3 == 0) {
        acc += v51;
        if (acc > 51) child<<<(v51 & 15) + 1, 32>>>(out, acc, v51);
    }
    int v52 = v51 + sizes[3] * 52;
    if (v52 % 3 == 1) {
        acc += v52;
        if (acc > 52) child<<<(v52 & 15) + 1, 32>>>(out, acc, v52);
    }
    int v53 = v52 + sizes[4] * 53;
    if (v53 % 3 == 2) {
        acc += v53;
        if (acc > 53) child<<<(v53 & 15) + 1, 32>>>(out, acc, v53);
    }
    int v54 = v53 + sizes[5] * 54;
    if (v54 % 3 == 0) {
        acc += v54;
        if (acc > 54) child<<<(v54 & 15) + 1, 32>>>(out, acc, v54);
    }
    int v55 = v54 + sizes[6] * 55;
    if (v55 % 3 == 1) {
        acc += v55;
        if (acc > 55) child<<<(v55 & 15) + 1, 32>>>(out, acc, v55);
    }
    int v56 = v55 + sizes[0] * 56;
    if (v56 % 3 == 2) {
        acc += v56;
        if (acc > 56) child<<<(v56 & 15) + 1, 32>>>(out, acc, v56);
    }
    int v57 = v56 + sizes[1] * 57;
    if (v57 % 3 == 0) {
        acc += v57;
        if (acc > 57) child<<<(v57 & 15) + 1, 32>>>(out, acc, v57);
    }
    int v58 = v57 + sizes[2] * 58;
    if (v58 % 3 == 1) {
        acc += v58;
        if (acc > 58) child<<<(v58 & 15) + 1, 32>>>(out, acc, v58);
    }
    int v59 = v58 + sizes[3] * 59;
    if (v59 % 3 == 2) {
        acc += v59;
        if (acc > 59) child<<<(v59 & 15) + 1, 32>>>(out, acc, v59);
    }
    int v60 = v59 + sizes[4] * 60;
    if (v60 % 3 == 0) {
        acc += v60;
        if (acc > 60) child<<<(v60 & 15) + 1, 32>>>(out, acc, v60);
    }
    int v61 = v60 + sizes[5] * 61;
    if (v61 % 3 == 1) {
        acc += v61;
        if (acc > 61) child<<<(v61 & 15) + 1, 32>>>(out, acc, v61);
    }
    int v62 = v61 + sizes[6] * 62;
    if (v62 % 3 == 2) {
        acc += v62;
        if (acc > 62) child<<<(v62 & 15) + 1, 32>>>(out, acc, v62);
    }
    int v63 = v62 + sizes[0] * 63;
    if (v63 % 3 == 0) {
        acc += v63;
        if (acc > 63) child<<<(v63 & 15) + 1, 32>>>(out, acc, v63);
    }
    int v64 = v63 + sizes[1] * 64;
    if (v64 % 3 == 1) {
        acc += v64;
        if (acc > 64) child<<<(v64 & 15) + 1, 32>>>(out, acc, v64);
    }
    int v65 = v64 + sizes[2] * 65;
    if (v65 % 3 == 2) {
        acc += v65;
        if (acc > 65) child<<<(v65 & 15) + 1, 32>>>(out, acc, v65);
    }
    int v66 = v65 + sizes[3] * 66;
    if (v66 % 3 == 0) {
        acc += v66;
        if (acc > 66) child<<<(v66 & 15) + 1, 32>>>(out, acc, v66);
    }
    int v67 = v66 + sizes[4] * 67;
    if (v67 % 3 == 1) {
        acc += v67;
        if (acc > 67) child<<<(v67 & 15) + 1, 32>>>(out, acc, v67);
    }
    int v68 = v67 + sizes[5] * 68;
    if (v68 % 3 == 2) {
        acc += v68;
        if (acc > 68) child<<<(v68 & 15) + 1, 32>>>(out, acc, v68);
    }
    int v69 = v68 + sizes[6] * 69;
    if (v69 % 3 == 0) {
        acc += v69;
        if (acc > 69) child<<<(v69 & 15) + 1, 32>>>(out, acc, v69);
    }
    int v70 = v69 + sizes[0] * 70;
    if (v70 % 3 == 1) {
        acc += v70;
        if (acc > 70) child<<<(v70 & 15) + 1, 32>>>(out, acc, v70);
    }
    int v71 = v70 + sizes[1] * 71;
    if (v71 % 3 == 2) {
        acc += v71;
        if (acc > 71) child<<<(v71 & 15) + 1, 32>>>(out, acc, v71);
    }
    int v72 = v71 + sizes[2] * 72;
    if (v72 % 3 == 0) {
        acc += v72;
        if (acc > 72) child<<<(v72 & 15) + 1, 32>>>(out, acc, v72);
    }
    int v73 = v72 + sizes[3] * 73;
    if (v73 % 3 == 1) {
        acc += v73;
        if (acc > 73) child<<<(v73 & 15) + 1, 32>>>(out, acc, v73);
    }
    int v74 = v73 + sizes[4] * 74;
    if (v74 % 3 == 2) {
        acc += v74;
        if (acc > 74) child<<<(v74 & 15) + 1, 32>>>(out, acc, v74);
    }
    int v75 = v74 + sizes[5] * 75;
    if (v75 % 3 == 0) {
        acc += v75;
        if (acc > 75) child<<<(v75 & 15) + 1, 32>>>(out, acc, v75);
    }
    int v76 = v75 + sizes[6] * 76;
    if (v76 % 3 == 1) {
        acc += v76;
        if (acc > 76) child<<<(v76 & 15) + 1, 32>>>(out, acc, v76);
    }
    int v77 = v76 + sizes[0] * 77;
    if (v77 % 3 == 2) {
        acc += v77;
        if (acc > 77) child<<<(v77 & 15) + 1, 32>>>(out, acc, v77);
    }
    int v78 = v77 + sizes[1] * 78;
    if (v78 % 3 == 0) {
        acc += v78;
        if (acc > 78) child<<<(v78 & 15) + 1, 32>>>(out, acc, v78);
    }
    int v79 = v78 + sizes[2] * 79;
    if (v79 % 3 == 1) {
        acc += v79;
        if (acc > 79) child<<<(v79 & 15) + 1, 32>>>(out, acc, v79);
    }
    int v80 = v79 + sizes[3] * 80;
    if (v80 % 3 == 2) {
        acc += v80;
        if (acc > 80) child<<<(v80 & 15) + 1, 32>>>(out, acc, v80);
    }
    int v81 = v80 + sizes[4] * 81;
    if (v81 % 3 == 0) {
        acc += v81;
        if (acc > 81) child<<<(v81 & 15) + 1, 32>>>(out, acc, v81);
    }
    int v82 = v81 + sizes[5] * 82;
    if (v82 % 3 == 1) {
        acc += v82;
        if (acc > 82) child<<<(v82 & 15) + 1, 32>>>(out, acc, v82);
    }
    int v83 = v82 + sizes[6] * 83;
    if (v83 % 3 == 2) {
        acc += v83;
        if (acc > 83) child<<<(v83 & 15) + 1, 32>>>(out, acc, v83);
    }
    int v84 = v83 + sizes[0] * 84;
    if (v84 % 3 == 0) {
        acc += v84;
        if (acc > 84) child<<<(v84 & 15) + 1, 32>>>(out, acc, v84);
    }
    int v85 = v84 + sizes[1] * 85;
    if (v85 % 3 == 1) {
        acc += v85;
        if (acc > 85) child<<<(v85 & 15) + 1, 32>>>(out, acc, v85);
    }
    int v86 = v85 + sizes[2] * 86;
    if (v86 % 3 == 2) {
        acc += v86;
        if (acc > 86) child<<<(v86 & 15) + 1, 32>>>(out, acc, v86);
    }
    int v87 = v86 + sizes[3] * 87;
    if (v87 % 3 == 0) {
        acc += v87;
        if (acc > 87) child<<<(v87 & 15) + 1, 32>>>(out, acc, v87);
    }
    int v88 = v87 + sizes[4] * 88;
    if (v88 % 3 == 1) {
        acc += v88;
        if (acc > 88) child<<<(v88 & 15) + 1, 32>>>(out, acc, v88);
    }
    int v89 = v88 + sizes[5] * 89;
    if (v89 % 3 == 2) {
        acc += v89;
        if (acc > 89) child<<<(v89 & 15) + 1, 32>>>(out, acc, v89);
    }
    int v90 = v89 + sizes[6] * 90;
    if (v90 % 3 == 0) {
        acc += v90;
        if (acc > 90) child<<<(v90 & 15) + 1, 32>>>(out, acc, v90);
    }
    int v91 = v90 + sizes[0] * 91;
    if (v91 % 3 == 1) {
        acc += v91;
        if (acc > 91) child<<<(v91 & 15) + 1, 32>>>(out, acc, v91);
    }
    int v92 = v91 + sizes[1] * 92;
    if (v92 % 3 == 2) {
        acc += v92;
        if (acc > 92) child<<<(v92 & 15) + 1, 32>>>(out, acc, v92);
    }
    int v93 = v92 + sizes[2] * 93;
    if (v93 % 3 == 0) {
        acc += v93;
        if (acc > 93) child<<<(v93 & 15) + 1, 32>>>(out, acc, v93);
    }
    int v94 = v93 + sizes[3] * 94;
    if (v94 % 3 == 1) {
        acc += v94;
        if (acc > 94) child<<<(v94 & 15) + 1, 32>>>(out, acc, v94);
    }
    int v95 = v94 + sizes[4] * 95;
    if (v95 % 3 == 2) {
        acc += v95;
        if (acc > 95) child<<<(v95 & 15) + 1, 32>>>(out, acc, v95);
    }
    int v96 = v95 + sizes[5] * 96;
    if (v96 % 3 == 0) {
        acc += v96;
        if (acc > 96) child<<<(v96 & 15) + 1, 32>>>(out, acc, v96);
    }
    int v97 = v96 + sizes[6] * 97;
    if (v97 % 3 == 1) {
        acc += v97;
        if (acc > 97) child<<<(v97 & 15) + 1, 32>>>(out, acc, v97);
    }
    int v98 = v97 + sizes[0] * 98;
    if (v98 % 3 == 2) {
        acc += v98;
        if (acc > 98) child<<<(v98 & 15) + 1, 32>>>(out, acc, v98);
    }
    int v99 = v98 + sizes[1] * 99;
    if (v99 % 3 == 0) {
        acc += v99;
        if (acc > 99) child<<<(v99 & 15) + 1, 32>>>(out, acc, v99);
    }
    int v100 = v99 + sizes[2] * 100;
    if (v100 % 3 == 1) {
        acc += v100;
        if (acc > 100) child<<<(v100 & 15) + 1, 32>>>(out, acc, v100);
    }
    int v101 = v100 + sizes[3] * 101;
    if (v101 % 3 == 2) {
        acc += v101;
        if (acc > 101) child<<<(v101 & 15) + 1, 32>>>(out, acc, v101);
    }
    int v102 = v101 + sizes[4] * 102;
    if (v102 % 3 == 0) {
        acc += v102;
        if (acc > 102) child<<<(v102 & 15) + 1, 32>>>(out, acc, v102);
    }
    int v103 = v102 + sizes[5] * 103;
    if (v103 % 3 == 1) {
        acc += v103;
        if (acc > 103) child<<<(v103 & 15) + 1, 32>>>(out, acc, v103);
    }
    int v104 = v103 + sizes[6] * 104;
    if (v104 % 3 == 2) {
        acc += v104;
        if (acc > 104) child<<<(v104 & 15) + 1, 32>>>(out, acc, v104);
    }
    int v105 = v104 + sizes[0] * 105;
    if (v105 % 3 == 0) {
        acc += v105;
        if (acc > 105) child<<<(v105 & 15) + 1, 32>>>(out, acc, v105);
    }
    int v106 = v105 + sizes[1] * 106;
    if (v106 % 3 == 1) {
        acc += v106;
        if (acc > 106) child<<<(v106 & 15) + 1, 32>>>(out, acc, v106);
    }
    int v107 = v106 + sizes[2] * 107;
    if (v107 % 3 == 2) {
        acc += v107;
        if (acc > 107) child<<<(v107 & 15) + 1, 32>>>(out, acc, v107);
    }
    int v108 = v107 + sizes[3] * 108;
    if (v108 % 3 == 0) {
        acc += v108;
        if (acc > 108) child<<<(v108 & 15) + 1, 32>>>(out, acc, v108);
    }
    int v109 = v108 + sizes[4] * 109;
    if (v109 % 3 == 1) {
        acc += v109;
        if (acc > 109) child<<<(v109 & 15) + 1, 32>>>(out, acc, v109);
    }
    int v110 = v109 + sizes[5] * 110;
    if (v110 % 3 == 2) {
        acc += v110;
        if (acc > 110) child<<<(v110 & 15) + 1, 32>>>(out, acc, v110);
    }
    int v111 = v110 + sizes[6] * 111;
    if (v111 % 3 == 0) {
        acc += v111;
        if (acc > 111) child<<<(v111 & 15) + 1, 32>>>(out, acc, v111);
    }
    int v112 = v111 + sizes[0] * 112;
    if (v112 % 3 == 1) {
        acc += v112;
        if (acc > 112) child<<<(v112 & 15) + 1, 32>>>(out, acc, v112);
    }
    int v113 = v112 + sizes[1] * 113;
    if (v113 % 3 == 2) {
        acc += v113;
        if (acc > 113) child<<<(v113 & 15) + 1, 32>>>(out, acc, v113);
    }
    int v114 = v113 + sizes[2] * 114;
    if (v114 % 3 == 0) {
        acc += v114;
        if (acc > 114) child<<<(v114 & 15) + 1, 32>>>(out, acc, v114);
    }
    int v115 = v114 + sizes[3] * 115;
    if (v115 % 3 == 1) {
        acc += v115;
        if (acc > 115) child<<<(v115 & 15) + 1, 32>>>(out, acc, v115);
    }
    int v116 = v115 + sizes[4] * 116;
    if (v116 % 3 == 2) {
        acc += v116;
        if (acc > 116) child<<<(v116 & 15) + 1, 32>>>(out, acc, v116);
    }
    int v117 = v116 + sizes[5] * 117;
    if (v117 % 3 == 0) {
        acc += v117;
        if (acc > 117) child<<<(v117 & 15) + 1, 32>>>(out, acc, v117);
    }
    int v118 = v117 + sizes[6] * 118;
    if (v118 % 3 == 1) {
        acc += v118;
        if (acc > 118) child<<<(v118 & 15) + 1, 32>>>(out, acc, v118);
    }
    int v119 = v118 + sizes[0] * 119;
    if (v119 % 3 == 2) {
        acc += v119;
        if (acc > 119) child<<<(v119 & 15) + 1, 32>>>(out, acc, v119);
    }
    int v120 = v119 + sizes[1] * 120;
    if (v120 % 3 == 0) {
        acc += v120;
        if (acc > 120) child<<<(v120 & 15) + 1, 32>>>(out, acc, v120);
    }
    int v121 = v120 + sizes[2] * 121;
    if (v121 % 3 == 1) {
        acc += v121;
        if (acc > 121) child<<<(v121 & 15) + 1, 32>>>(out, acc, v121);
    }
    int v122 = v121 + sizes[3] * 122;
    if (v122 % 3 == 2) {
        acc += v122;
        if (acc > 122) child<<<(v122 & 15) + 1, 32>>>(out, acc, v122);
    }
    int v123 = v122 + sizes[4] * 123;
    if (v123 % 3 == 0) {
        acc += v123;
        if (acc > 123) child<<<(v123 & 15) + 1, 32>>>(out, acc, v123);
    }
    int v124 = v123 + sizes[5] * 124;
    if (v124 % 3 == 1) {
        acc += v124;
        if (acc > 124) child<<<(v124 & 15) + 1, 32>>>(out, acc, v124);
    }
    int v125 = v124 + sizes[6] * 125;
    if (v125 % 3 == 2) {
        acc += v125;
        if (acc > 125) child<<<(v125 & 15) + 1, 32>>>(out, acc, v125);
    }
    int v126 = v125 + sizes[0] * 126;
    if (v126 % 3 == 0) {
        acc += v126;
        if (acc > 126) child<<<(v126 & 15) + 1, 32>>>(out, acc, v126);
    }
    int v127 = v126 + sizes[1] * 127;
    if (v127 % 3 == 1) {
        acc += v127;
        if (acc > 127) child<<<(v127 & 15) + 1, 32>>>(out, acc, v127);
    }
    int v128 = v127 + sizes[2] * 128;
    if (v128 % 3 == 2) {
        acc += v128;
        if (acc > 128) child<<<(v128 & 15) + 1, 32>>>(out, acc, v128);
    }
    int v129 = v128 + sizes[3] * 129;
    if (v129 % 3 == 0) {
        acc += v129;
        if (acc > 129) child<<<(v129 & 15) + 1, 32>>>(out, acc, v129);
    }
    int v130 = v129 + sizes[4] * 130;
    if (v130 % 3 == 1) {
        acc += v130;
        if (acc > 130) child<<<(v130 & 15) + 1, 32>>>(out, acc, v130);
    }
    int v131 = v130 + sizes[5] * 131;
    if (v131 % 3 == 2) {
        acc += v131;
        if (acc > 131) child<<<(v131 & 15) + 1, 32>>>(out, acc, v131);
    }
    int v132 = v131 + sizes[6] * 132;
    if (v132 % 3 == 0) {
        acc += v132;
        if (acc > 132) child<<<(v132 & 15) + 1, 32>>>(out, acc, v132);
    }
    int v133 = v132 + sizes[0] * 133;
    if (v133 % 3 == 1) {
        acc += v133;
        if (acc > 133) child<<<(v133 & 15) + 1, 32>>>(out, acc, v133);
    }
    int v134 = v133 + sizes[1] * 134;
    if (v134 % 3 == 2) {
        acc += v134;
        if (acc > 134) child<<<(v134 & 15) + 1, 32>>>(out, acc, v134);
    }
    int v135 = v134 + sizes[2] * 135;
    if (v135 % 3 == 0) {
        acc += v135;
        if (acc > 135) child<<<(v135 & 15) + 1, 32>>>(out, acc, v135);
    }
    int v136 = v135 + sizes[3] * 136;
    if (v136 % 3 == 1) {
        acc += v136;
        if (acc > 136) child<<<(v136 & 15) + 1, 32>>>(out, acc, v136);
    }
    int v137 = v136 + sizes[4] * 137;
    if (v137 % 3 == 2) {
        acc += v137;
        if (acc > 137) child<<<(v137 & 15) + 1, 32>>>(out, acc, v137);
    }
    int v138 = v137 + sizes[5] * 138;
    if (v138 % 3 == 0) {
        acc += v138;
        if (acc > 138) child<<<(v138 & 15) + 1, 32>>>(out, acc, v138);
    }
    int v139 = v138 + sizes[6] * 139;
    if (v139 % 3 == 1) {
        acc += v139;
        if (acc > 139) child<<<(v139 & 15) + 1, 32>>>(out, acc, v139);
    }
    int v140 = v139 + sizes[0] * 140;
    if (v140 % 3 == 2) {
        acc += v140;
        if (acc > 140) child<<<(v140 & 15) + 1, 32>>>(out, acc, v140);
    }
    int v141 = v140 + sizes[1] * 141;
    if (v141 % 3 == 0) {
        acc += v141;
        if (acc > 141) child<<<(v141 & 15) + 1, 32>>>(out, acc, v141);
    }
    int v142 = v141 + sizes[2] * 142;
    if (v142 % 3 == 1) {
        acc += v142;
        if (acc > 142) child<<<(v142 & 15) + 1, 32>>>(out, acc, v142);
    }
    int v143 = v142 + sizes[3] * 143;
    if (v143 % 3 == 2) {
        acc += v143;
        if (acc > 143) child<<<(v143 & 15) + 1, 32>>>(out, acc, v143);
    }
    int v144 = v143 + sizes[4] * 144;
    if (v144 % 3 == 0) {
        acc += v144;
        if (acc > 144) child<<<(v144 & 15) + 1, 32>>>(out, acc, v144);
    }
    int v145 = v144 + sizes[5] * 145;
    if (v145 % 3 == 1) {
        acc += v145;
        if (acc > 145) child<<<(v145 & 15) + 1, 32>>>(out, acc, v145);
    }
    int v146 = v145 + sizes[6] * 146;
    if (v146 % 3 == 2) {
        acc += v146;
        if (acc > 146) child<<<(v146 & 15) + 1, 32>>>(out, acc, v146);
    }
    int v147 = v146 + sizes[0] * 147;
    if (v147 % 3 == 0) {
        acc += v147;
        if (acc > 147) child<<<(v147 & 15) + 1, 32>>>(out, acc, v147);
    }
    int v148 = v147 + sizes[1] * 148;
    if (v148 % 3 == 1) {
        acc += v148;
        if (acc > 148) child<<<(v148 & 15) + 1, 32>>>(out, acc, v148);
    }
    int v149 = v148 + sizes[2] * 149;
    if (v149 % 3 == 2) {
        acc += v149;
        if (acc > 149) child<<<(v149 & 15) + 1, 32>>>(out, acc, v149);
    }
    int v150 = v149 + sizes[3] * 150;
    if (v150 % 3 == 0) {
        acc += v150;
        if (acc > 150) child<<<(v150 & 15) + 1, 32>>>(out, acc, v150);
    }
    int v151 = v150 + sizes[4] * 151;
    if (v151 % 3 == 1) {
        acc += v151;
        if (acc > 151) child<<<(v151 & 15) + 1, 32>>>(out, acc, v151);
    }
    int v152 = v151 + sizes[5] * 152;
    if (v152 % 3 == 2) {
        acc += v152;
        if (acc > 152) child<<<(v152 & 15) + 1, 32>>>(out, acc, v152);
    }
    int v153 = v152 + sizes[6] * 153;
    if (v153 % 3 == 0) {
        acc += v153;
        if (acc > 153) child<<<(v153 & 15) + 1, 32>>>(out, acc, v153);
    }
    int v154 = v153 + sizes[0] * 154;
    if (v154 % 3 == 1) {
        acc += v154;
        if (acc > 154) child<<<(v154 & 15) + 1, 32>>>(out, acc, v154);
    }
    int v155 = v154 + sizes[1] * 155;
    if (v155 % 3 == 2) {
        acc += v155;
        if (acc > 155) child<<<(v155 & 15) + 1, 32>>>(out, acc, v155);
    }
    int v156 = v155 + sizes[2] * 156;
    if (v156 % 3 == 0) {
        acc += v156;
        if (acc > 156) child<<<(v156 & 15) + 1, 32>>>(out, acc, v156);
    }
    int v157 = v156 + sizes[3] * 157;
    if (v157 % 3 == 1) {
        acc += v157;
        if (acc > 157) child<<<(v157 & 15) + 1, 32>>>(out, acc, v157);
    }
    int v158 = v157 + sizes[4] * 158;
    if (v158 % 3 == 2) {
        acc += v158;
        if (acc > 158) child<<<(v158 & 15) + 1, 32>>>(out, acc, v158);
    }
    int v159 = v158 + sizes[5] * 159;
    if (v159 % 3 == 0) {
        acc += v159;
        if (acc > 159) child<<<(v159 & 15) + 1, 32>>>(out, acc, v159);
    }
    int v160 = v159 + sizes[6] * 160;
    if (v160 % 3 == 1) {
        acc += v160;
        if (acc > 160) child<<<(v160 & 15) + 1, 32>>>(out, acc, v160);
    }
    int v161 = v160 + sizes[0] * 161;
    if (v161 % 3 == 2) {
        acc += v161;
        if (acc > 161) child<<<(v161 & 15) + 1, 32>>>(out, acc, v161);
    }
    int v162 = v161 + sizes[1] * 162;
    if (v162 % 3 == 0) {
        acc += v162;
        if (acc > 162) child<<<(v162 & 15) + 1, 32>>>(out, acc, v162);
    }
    int v163 = v162 + sizes[2] * 163;
    if (v163 % 3 == 1) {
        acc += v163;
        if (acc > 163) child<<<(v163 & 15) + 1, 32>>>(out, acc, v163);
    }
    int v164 = v163 + sizes[3] * 164;
    if (v164 % 3 == 2) {
        acc += v164;
        if (acc > 164) child<<<(v164 & 15) + 1, 32>>>(out, acc, v164);
    }
    int v165 = v164 + sizes[4] * 165;
    if (v165 % 3 == 0) {
        acc += v165;
        if (acc > 165) child<<<(v165 & 15) + 1, 32>>>(out, acc, v165);
    }
    int v166 = v165 + sizes[5] * 166;
    if (v166 % 3 == 1) {
        acc += v166;
        if (acc > 166) child<<<(v166 & 15) + 1, 32>>>(out, acc, v166);
    }
    int v167 = v166 + sizes[6] * 167;
    if (v167 % 3 == 2) {
        acc += v167;
        if (acc > 167) child<<<(v167 & 15) + 1, 32>>>(out, acc, v167);
    }
    int v168 = v167 + sizes[0] * 168;
    if (v168 % 3 == 0) {
        acc += v168;
        if (acc > 168) child<<<(v168 & 15) + 1, 32>>>(out, acc, v168);
    }
    int v169 = v168 + sizes[1] * 169;
    if (v169 % 3 == 1) {
        acc += v169;
        if (acc > 169) child<<<(v169 & 15) + 1, 32>>>(out, acc, v169);
    }
    int v170 = v169 + sizes[2] * 170;
    if (v170 % 3 == 2) {
        acc += v170;
        if (acc > 170) child<<<(v170 & 15) + 1, 32>>>(out, acc, v170);
    }
    int v171 = v170 + sizes[3] * 171;
    if (v171 % 3 == 0) {
        acc += v171;
        if (acc > 171) child<<<(v171 & 15) + 1, 32>>>(out, acc, v171);
    }
    int v172 = v171 + sizes[4] * 172;
    if (v172 % 3 == 1) {
        acc += v172;
        if (acc > 172) child<<<(v172 & 15) + 1, 32>>>(out, acc, v172);
    }
    int v173 = v172 + sizes[5] * 173;
    if (v173 % 3 == 2) {
        acc += v173;
        if (acc > 173) child<<<(v173 & 15) + 1, 32>>>(out, acc, v173);
    }
    int v174 = v173 + sizes[6] * 174;
    if (v174 % 3 == 0) {
        acc += v174;
        if (acc > 174) child<<<(v174 & 15) + 1, 32>>>(out, acc, v174);
    }
    int v175 = v174 + sizes[0] * 175;
    if (v175 % 3 == 1) {
        acc += v175;
        if (acc > 175) child<<<(v175 & 15) + 1, 32>>>(out, acc, v175);
    }
    int v176 = v175 + sizes[1] * 176;
    if (v176 % 3 == 2) {
        acc += v176;
        if (acc > 176) child<<<(v176 & 15) + 1, 32>>>(out, acc, v176);
    }
    int v177 = v176 + sizes[2] * 177;
    if (v177 % 3 == 0) {
        acc += v177;
        if (acc > 177) child<<<(v177 & 15) + 1, 32>>>(out, acc, v177);
    }
    int v178 = v177 + sizes[3] * 178;
    if (v178 % 3 == 1) {
        acc += v178;
        if (acc > 178) child<<<(v178 & 15) + 1, 32>>>(out, acc, v178);
    }
    int v179 = v178 + sizes[4] * 179;
    if (v179 % 3 == 2) {
        acc += v179;
        if (acc > 179) child<<<(v179 & 15) + 1, 32>>>(out, acc, v179);
    }
    int v180 = v179 + sizes[5] * 180;
    if (v180 % 3 == 0) {
        acc += v180;
        if (acc > 180) child<<<(v180 & 15) + 1, 32>>>(out, acc, v180);
    }
    int v181 = v180 + sizes[6] * 181;
    if (v181 % 3 == 1) {
        acc += v181;
        if (acc > 181) child<<<(v181 & 15) + 1, 32>>>(out, acc, v181);
    }
    int v182 = v181 + sizes[0] * 182;
    if (v182 % 3 == 2) {
        acc += v182;
        if (acc > 182) child<<<(v182 & 15) + 1, 32>>>(out, acc, v182);
    }
    int v183 = v182 + sizes[1] * 183;
    if (v183 % 3 == 0) {
        acc += v183;
        if (acc > 183) child<<<(v183 & 15) + 1, 32>>>(out, acc, v183);
    }
    int v184 = v183 + sizes[2] * 184;
    if (v184 % 3 == 1) {
        acc += v184;
        if (acc > 184) child<<<(v184 & 15) + 1, 32>>>(out, acc, v184);
    }
    int v185 = v184 + sizes[3] * 185;
    if (v185 % 3 == 2) {
        acc += v185;
        if (acc > 185) child<<<(v185 & 15) + 1, 32>>>(out, acc, v185);
    }
    int v186 = v185 + sizes[4] * 186;
    if (v186 % 3 == 0) {
        acc += v186;
        if (acc > 186) child<<<(v186 & 15) + 1, 32>>>(out, acc, v186);
    }
    int v187 = v186 + sizes[5] * 187;
    if (v187 % 3 == 1) {
        acc += v187;
        if (acc > 187) child<<<(v187 & 15) + 1, 32>>>(out, acc, v187);
    }
    int v188 = v187 + sizes[6] * 188;
    if (v188 % 3 == 2) {
        acc += v188;
        if (acc > 188) child<<<(v188 & 15) + 1, 32>>>(out, acc, v188);
    }
    int v189 = v188 + sizes[0] * 189;
    if (v189 % 3 == 0) {
        acc += v189;
        if (acc > 189) child<<<(v189 & 15) + 1, 32>>>(out, acc, v189);
    }
    int v190 = v189 + sizes[1] * 190;
    if (v190 % 3 == 1) {
        acc += v190;
        if (acc > 190) child<<<(v190 & 15) + 1, 32>>>(out, acc, v190);
    }
    int v191 = v190 + sizes[2] * 191;
    if (v191 % 3 == 2) {
        acc += v191;
        if (acc > 191) child<<<(v191 & 15) + 1, 32>>>(out, acc, v191);
    }
    int v192 = v191 + sizes[3] * 192;
    if (v192 % 3 == 0) {
        acc += v192;
        if (acc > 192) child<<<(v192 & 15) + 1, 32>>>(out, acc, v192);
    }
    int v193 = v192 + sizes[4] * 193;
    if (v193 % 3 == 1) {
        acc += v193;
        if (acc > 193) child<<<(v193 & 15) + 1, 32>>>(out, acc, v193);
    }
    int v194 = v193 + sizes[5] * 194;
    if (v194 % 3 == 2) {
        acc += v194;
        if (acc > 194) child<<<(v194 & 15) + 1, 32>>>(out, acc, v194);
    }
    int v195 = v194 + sizes[6] * 195;
    if (v195 % 3 == 0) {
        acc += v195;
        if (acc > 195) child<<<(v195 & 15) + 1, 32>>>(out, acc, v195);
    }
    int v196 = v195 + sizes[0] * 196;
    if (v196 % 3 == 1) {
        acc += v196;
        if (acc > 196) child<<<(v196 & 15) + 1, 32>>>(out, acc, v196);
    }
    int v197 = v196 + sizes[1] * 197;
    if (v197 % 3 == 2) {
        acc += v197;
        if (acc > 197) child<<<(v197 & 15) + 1, 32>>>(out, acc, v197);
    }
    int v198 = v197 + sizes[2] * 198;
    if (v198 % 3 == 0) {
        acc += v198;
        if (acc > 198) child<<<(v198 & 15) + 1, 32>>>(out, acc, v198);
    }
    int v199 = v198 + sizes[3] * 199;
    if (v199 % 3 == 1) {
        acc += v199;
        if (acc > 199) child<<<(v199 & 15) + 1, 32>>>(out, acc, v199);
    }
    int v200 = v199 + sizes[4] * 200;
    if (v200 % 3 == 2) {
        acc += v200;
        if (acc > 200) child<<<(v200 & 15) + 1, 32>>>(out, acc, v200);
    }
    int v201 = v200 + sizes[5] * 201;
    if (v201 % 3 == 0) {
        acc += v201;
        if (acc > 201) child<<<(v201 & 15) + 1, 32>>>(out, acc, v201);
    }
    int v202 = v201 + sizes[6] * 202;
    if (v202 % 3 == 1) {
        acc += v202;
        if (acc > 202) child<<<(v202 & 15) + 1, 32>>>(out, acc, v202);
    }
    int v203 = v202 + sizes[0] * 203;
    if (v203 % 3 == 2) {
        acc += v203;
        if (acc > 203) child<<<(v203 & 15) + 1, 32>>>(out, acc, v203);
    }
    int v204 = v203 + sizes[1] * 204;
    if (v204 % 3 == 0) {
        acc += v204;
        if (acc > 204) child<<<(v204 & 15) + 1, 32>>>(out, acc, v204);
    }
    int v205 = v204 + sizes[2] * 205;
    if (v205 % 3 == 1) {
        acc += v205;
        if (acc > 205) child<<<(v205 & 15) + 1, 32>>>(out, acc, v205);
    }
    int v206 = v205 + sizes[3] * 206;
    if (v206 % 3 == 2) {
        acc += v206;
        if (acc > 206) child<<<(v206 & 15) + 1, 32>>>(out, acc, v206);
    }
    int v207 = v206 + sizes[4] * 207;
    if (v207 % 3 == 0) {
        acc += v207;
        if (acc > 207) child<<<(v207 & 15) + 1, 32>>>(out, acc, v207);
    }
    int v208 = v207 + sizes[5] * 208;
    if (v208 % 3 == 1) {
        acc += v208;
        if (acc > 208) child<<<(v208 & 15) + 1, 32>>>(out, acc, v208);
    }
    int v209 = v208 + sizes[6] * 209;
    if (v209 % 3 == 2) {
        acc += v209;
        if (acc > 209) child<<<(v209 & 15) + 1, 32>>>(out, acc, v209);
    }
    int v210 = v209 + sizes[0] * 210;
    if (v210 % 3 == 0) {
        acc += v210;
        if (acc > 210) child<<<(v210 & 15) + 1, 32>>>(out, acc, v210);
    }
    int v211 = v210 + sizes[1] * 211;
    if (v211 % 3 == 1) {
        acc += v211;
        if (acc > 211) child<<<(v211 & 15) + 1, 32>>>(out, acc, v211);
    }
    int v212 = v211 + sizes[2] * 212;
    if (v212 % 3 == 2) {
        acc += v212;
        if (acc > 212) child<<<(v212 & 15) + 1, 32>>>(out, acc, v212);
    }
    int v213 = v212 + sizes[3] * 213;
    if (v213 % 3 == 0) {
        acc += v213;
        if (acc > 213) child<<<(v213 & 15) + 1, 32>>>(out, acc, v213);
    }
    int v214 = v213 + sizes[4] * 214;
    if (v214 % 3 == 1) {
        acc += v214;
        if (acc > 214) child<<<(v214 & 15) + 1, 32>>>(out, acc, v214);
    }
    int v215 = v214 + sizes[5] * 215;
    if (v215 % 3 == 2) {
        acc += v215;
        if (acc > 215) child<<<(v215 & 15) + 1, 32>>>(out, acc, v215);
    }
    int v216 = v215 + sizes[6] * 216;
    if (v216 % 3 == 0) {
        acc += v216;
        if (acc > 216) child<<<(v216 & 15) + 1, 32>>>(out, acc, v216);
    }
    int v217 = v216 + sizes[0] * 217;
    if (v217 % 3 == 1) {
        acc += v217;
        if (acc > 217) child<<<(v217 & 15) + 1, 32>>>(out, acc, v217);
    }
    int v218 = v217 + sizes[1] * 218;
    if (v218 % 3 == 2) {
        acc += v218;
        if (acc > 218) child<<<(v218 & 15) + 1, 32>>>(out, acc, v218);
    }
    int v219 = v218 + sizes[2] * 219;
    if (v219 % 3 == 0) {
        acc += v219;
        if (acc > 219) child<<<(v219 & 15) + 1, 32>>>(out, acc, v219);
    }
    int v220 = v219 + sizes[3] * 220;
    if (v220 % 3 == 1) {
        acc += v220;
        if (acc > 220) child<<<(v220 & 15) + 1, 32>>>(out, acc, v220);
    }
    int v221 = v220 + sizes[4] * 221;
    if (v221 % 3 == 2) {
        acc += v221;
        if (acc > 221) child<<<(v221 & 15) + 1, 32>>>(out, acc, v221);
    }
    int v222 = v221 + sizes[5] * 222;
    if (v222 % 3 == 0) {
        acc += v222;
        if (acc > 222) child<<<(v222 & 15) + 1, 32>>>(out, acc, v222);
    }
    int v223 = v222 + sizes[6] * 223;
    if (v223 % 3 == 1) {
        acc += v223;
        if (acc > 223) child<<<(v223 & 15) + 1, 32>>>(out, acc, v223);
    }
    int v224 = v223 + sizes[0] * 224;
    if (v224 % 3 == 2) {
        acc += v224;
        if (acc > 224) child<<<(v224 & 15) + 1, 32>>>(out, acc, v224);
    }
    int v225 = v224 + sizes[1] * 225;
    if (v225 % 3 == 0) {
        acc += v225;
        if (acc > 225) child<<<(v225 & 15) + 1, 32>>>(out, acc, v225);
    }
    int v226 = v225 + sizes[2] * 226;
    if (v226 % 3 == 1) {
        acc += v226;
        if (acc > 226) child<<<(v226 & 15) + 1, 32>>>(out, acc, v226);
    }
    int v227 = v226 + sizes[3] * 227;
    if (v227 % 3 == 2) {
        acc += v227;
        if (acc > 227) child<<<(v227 & 15) + 1, 32>>>(out, acc, v227);
    }
    int v228 = v227 + sizes[4] * 228;
    if (v228 % 3 == 0) {
        acc += v228;
        if (acc > 228) child<<<(v228 & 15) + 1, 32>>>(out, acc, v228);
    }
    int v229 = v228 + sizes[5] * 229;
    if (v229 % 3 == 1) {
        acc += v229;
        if (acc > 229) child<<<(v229 & 15) + 1, 32>>>(out, acc, v229);
    }
    int v230 = v229 + sizes[6] * 230;
    if (v230 % 3 == 2) {
        acc += v230;
        if (acc > 230) child<<<(v230 & 15) + 1, 32>>>(out, acc, v230);
    }
    int v231 = v230 + sizes[0] * 231;
    if (v231 % 3 == 0) {
        acc += v231;
        if (acc > 231) child<<<(v231 & 15) + 1, 32>>>(out, acc, v231);
    }
    int v232 = v231 + sizes[1] * 232;
    if (v232 % 3 == 1) {
        acc += v232;
        if (acc > 232) child<<<(v232 & 15) + 1, 32>>>(out, acc, v232);
    }
    int v233 = v232 + sizes[2] * 233;
    if (v233 % 3 == 2) {
        acc += v233;
        if (acc > 233) child<<<(v233 & 15) + 1, 32>>>(out, acc, v233);
    }
    int v234 = v233 + sizes[3] * 234;
    if (v234 % 3 == 0) {
        acc += v234;
        if (acc > 234) child<<<(v234 & 15) + 1, 32>>>(out, acc, v234);
    }
    int v235 = v234 + sizes[4] * 235;
    if (v235 % 3 == 1) {
        acc += v235;
        if (acc > 235) child<<<(v235 & 15) + 1, 32>>>(out, acc, v235);
    }
    int v236 = v235 + sizes[5] * 236;
    if (v236 % 3 == 2) {
        acc += v236;
        if (acc > 236) child<<<(v236 & 15) + 1, 32>>>(out, acc, v236);
    }
    int v237 = v236 + sizes[6] * 237;
    if (v237 % 3 == 0) {
        acc += v237;
        if (acc > 237) child<<<(v237 & 15) + 1, 32>>>(out, acc, v237);
    }
    int v238 = v237 + sizes[0] * 238;
    if (v238 % 3 == 1) {
        acc += v238;
        if (acc > 238) child<<<(v238 & 15) + 1, 32>>>(out, acc, v238);
    }
    int v239 = v238 + sizes[1] * 239;
    if (v239 % 3 == 2) {
        acc += v239;
        if (acc > 239) child<<<(v239 & 15) + 1, 32>>>(out, acc, v239);
    }
    int v240 = v239 + sizes[2] * 240;
    if (v240 % 3 == 0) {
        acc += v240;
        if (acc > 240) child<<<(v240 & 15) + 1, 32>>>(out, acc, v240);
    }
    int v241 = v240 + sizes[3] * 241;
    if (v241 % 3 == 1) {
        acc += v241;
        if (acc > 241) child<<<(v241 & 15) + 1, 32>>>(out, acc, v241);
    }
    int v242 = v241 + sizes[4] * 242;
    if (v242 % 3 == 2) {
        acc += v242;
        if (acc > 242) child<<<(v242 & 15) + 1, 32>>>(out, acc, v242);
    }
    int v243 = v242 + sizes[5] * 243;
    if (v243 % 3 == 0) {
        acc += v243;
        if (acc > 243) child<<<(v243 & 15) + 1, 32>>>(out, acc, v243);
    }
    int v244 = v243 + sizes[6] * 244;
    if (v244 % 3 == 1) {
        acc += v244;
        if (acc > 244) child<<<(v244 & 15) + 1, 32>>>(out, acc, v244);
    }
    int v245 = v244 + sizes[0] * 245;
    if (v245 % 3 == 2) {
        acc += v245;
        if (acc > 245) child<<<(v245 & 15) + 1, 32>>>(out, acc, v245);
    }
    int v246 = v245 + sizes[1] * 246;
    if (v246 % 3 == 0) {
        acc += v246;
        if (acc > 246) child<<<(v246 & 15) + 1, 32>>>(out, acc, v246);
    }
    int v247 = v246 + sizes[2] * 247;
    if (v247 % 3 == 1) {
        acc += v247;
        if (acc > 247) child<<<(v247 & 15) + 1, 32>>>(out, acc, v247);
    }
    int v248 = v247 + sizes[3] * 248;
    if (v248 % 3 == 2) {
        acc += v248;
        if (acc > 248) child<<<(v248 & 15) + 1, 32>>>(out, acc, v248);
    }
    int v249 = v248 + sizes[4] * 249;
    if (v249 % 3 == 0) {
        acc += v249;
        if (acc > 249) child<<<(v249 & 15) + 1, 32>>>(out, acc, v249);
    }
    int v250 = v249 + sizes[5] * 250;
    if (v250 % 3 == 1) {
        acc += v250;
        if (acc > 250) child<<<(v250 & 15) + 1, 32>>>(out, acc, v250);
    }
    int v251 = v250 + sizes[6] * 251;
    if (v251 % 3 == 2) {
        acc += v251;
        if (acc > 251) child<<<(v251 & 15) + 1, 32>>>(out, acc, v251);
    }
    int v252 = v251 + sizes[0] * 252;
    if (v252 % 3 == 0) {
        acc += v252;
        if (acc > 252) child<<<(v252 & 15) + 1, 32>>>(out, acc, v252);
    }
    int v253 = v252 + sizes[1] * 253;
    if (v253 % 3 == 1) {
        acc += v253;
        if (acc > 253) child<<<(v253 & 15) + 1, 32>>>(out, acc, v253);
    }
    int v254 = v253 + sizes[2] * 254;
    if (v254 % 3 == 2) {
        acc += v254;
        if (acc > 254) child<<<(v254 & 15) + 1, 32>>>(out, acc, v254);
    }
    int v255 = v254 + sizes[3] * 255;
    if (v255 % 3 == 0) {
        acc += v255;
        if (acc > 255) child<<<(v255 & 15) + 1, 32>>>(out, acc, v255);
    }
    int v256 = v255 + sizes[4] * 256;
    if (v256 % 3 == 1) {
        acc += v256;
        if (acc > 256) child<<<(v256 & 15) + 1, 32>>>(out, acc, v256);
    }
    int v257 = v256 + sizes[5] * 257;
    if (v257 % 3 == 2) {
        acc += v257;
        if (acc > 257) child<<<(v257 & 15) + 1, 32>>>(out, acc, v257);
    }
    int v258 = v257 + sizes[6] * 258;
    if (v258 % 3 == 0) {
        acc += v258;
        if (acc > 258) child<<<(v258 & 15) + 1, 32>>>(out, acc, v258);
    }
    int v259 = v258 + sizes[0] * 259;
    if (v259 % 3 == 1) {
        acc += v259;
        if (acc > 259) child<<<(v259 & 15) + 1, 32>>>(out, acc, v259);
    }
    int v260 = v259 + sizes[1] * 260;
    if (v260 % 3 == 2) {
        acc += v260;
        if (acc > 260) child<<<(v260 & 15) + 1, 32>>>(out, acc, v260);
    }
    int v261 = v260 + sizes[2] * 261;
    if (v261 % 3 == 0) {
        acc += v261;
        if (acc > 261) child<<<(v261 & 15) + 1, 32>>>(out, acc, v261);
    }
    int v262 = v261 + sizes[3] * 262;
    if (v262 % 3 == 1) {
        acc += v262;
        if (acc > 262) child<<<(v262 & 15) + 1, 32>>>(out, acc, v262);
    }
    int v263 = v262 + sizes[4] * 263;
    if (v263 % 3 == 2) {
        acc += v263;
        if (acc > 263) child<<<(v263 & 15) + 1, 32>>>(out, acc, v263);
    }
    int v264 = v263 + sizes[5] * 264;
    if (v264 % 3 == 0) {
        acc += v264;
        if (acc > 264) child<<<(v264 & 15) + 1, 32>>>(out, acc, v264);
    }
    int v265 = v264 + sizes[6] * 265;
    if (v265 % 3 == 1) {
        acc += v265;
        if (acc > 265) child<<<(v265 & 15) + 1, 32>>>(out, acc, v265);
    }
    int v266 = v265 + sizes[0] * 266;
    if (v266 % 3 == 2) {
        acc += v266;
        if (acc > 266) child<<<(v266 & 15) + 1, 32>>>(out, acc, v266);
    }
    int v267 = v266 + sizes[1] * 267;
    if (v267 % 3 == 0) {
        acc += v267;
        if (acc > 267) child<<<(v267 & 15) + 1, 32>>>(out, acc, v267);
    }
    int v268 = v267 + sizes[2] * 268;
    if (v268 % 3 == 1) {
        acc += v268;
        if (acc > 268) child<<<(v268 & 15) + 1, 32>>>(out, acc, v268);
    }
    int v269 = v268 + sizes[3] * 269;
    if (v269 % 3 == 2) {
        acc += v269;
        if (acc > 269) child<<<(v269 & 15) + 1, 32>>>(out, acc, v269);
    }
    int v270 = v269 + sizes[4] * 270;
    if (v270 % 3 == 0) {
        acc += v270;
        if (acc > 270) child<<<(v270 & 15) + 1, 32>>>(out, acc, v270);
    }
    int v271 = v270 + sizes[5] * 271;
    if (v271 % 3 == 1) {
        acc += v271;
        if (acc > 271) child<<<(v271 & 15) + 1, 32>>>(out, acc, v271);
    }
    int v272 = v271 + sizes[6] * 272;
    if (v272 % 3 == 2) {
        acc += v272;
        if (acc > 272) child<<<(v272 & 15) + 1, 32>>>(out, acc, v272);
    }
    int v273 = v272 + sizes[0] * 273;
    if (v273 % 3 == 0) {
        acc += v273;
        if (acc > 273) child<<<(v273 & 15) + 1, 32>>>(out, acc, v273);
    }
    int v274 = v273 + sizes[1] * 274;
    if (v274 % 3 == 1) {
        acc += v274;
        if (acc > 274) child<<<(v274 & 15) + 1, 32>>>(out, acc, v274);
    }
    int v275 = v274 + sizes[2] * 275;
    if (v275 % 3 == 2) {
        acc += v275;
        if (acc > 275) child<<<(v275 & 15) + 1, 32>>>(out, acc, v275);
    }
    int v276 = v275 + sizes[3] * 276;
    if (v276 % 3 == 0) {
        acc += v276;
        if (acc > 276) child<<<(v276 & 15) + 1, 32>>>(out, acc, v276);
    }
    int v277 = v276 + sizes[4] * 277;
    if (v277 % 3 == 1) {
        acc += v277;
        if (acc > 277) child<<<(v277 & 15) + 1, 32>>>(out, acc, v277);
    }
    int v278 = v277 + sizes[5] * 278;
    if (v278 % 3 == 2) {
        acc += v278;
        if (acc > 278) child<<<(v278 & 15) + 1, 32>>>(out, acc, v278);
    }
    int v279 = v278 + sizes[6] * 279;
    if (v279 % 3 == 0) {
        acc += v279;
        if (acc > 279) child<<<(v279 & 15) + 1, 32>>>(out, acc, v279);
    }
    int v280 = v279 + sizes[0] * 280;
    if (v280 % 3 == 1) {
        acc += v280;
        if (acc > 280) child<<<(v280 & 15) + 1, 32>>>(out, acc, v280);
    }
    int v281 = v280 + sizes[1] * 281;
    if (v281 % 3 == 2) {
        acc += v281;
        if (acc > 281) child<<<(v281 & 15) + 1, 32>>>(out, acc, v281);
    }
    int v282 = v281 + sizes[2] * 282;
    if (v282 % 3 == 0) {
        acc += v282;
        if (acc > 282) child<<<(v282 & 15) + 1, 32>>>(out, acc, v282);
    }
    int v283 = v282 + sizes[3] * 283;
    if (v283 % 3 == 1) {
        acc += v283;
        if (acc > 283) child<<<(v283 & 15) + 1, 32>>>(out, acc, v283);
    }
    int v284 = v283 + sizes[4] * 284;
    if (v284 % 3 == 2) {
        acc += v284;
        if (acc > 284) child<<<(v284 & 15) + 1, 32>>>(out, acc, v284);
    }
    int v285 = v284 + sizes[5] * 285;
    if (v285 % 3 == 0) {
        acc += v285;
        if (acc > 285) child<<<(v285 & 15) + 1, 32>>>(out, acc, v285);
    }
    int v286 = v285 + sizes[6] * 286;
    if (v286 % 3 == 1) {
        acc += v286;
        if (acc > 286) child<<<(v286 & 15) + 1, 32>>>(out, acc, v286);
    }
    int v287 = v286 + sizes[0] * 287;
    if (v287 % 3 == 2) {
        acc += v287;
        if (acc > 287) child<<<(v287 & 15) + 1, 32>>>(out, acc, v287);
    }
    int v288 = v287 + sizes[1] * 288;
    if (v288 % 3 == 0) {
        acc += v288;
        if (acc > 288) child<<<(v288 & 15) + 1, 32>>>(out, acc, v288);
    }
    int v289 = v288 + sizes[2] * 289;
    if (v289 % 3 == 1) {
        acc += v289;
        if (acc > 289) child<<<(v289 & 15) + 1, 32>>>(out, acc, v289);
    }
    int v290 = v289 + sizes[3] * 290;
    if (v290 % 3 == 2) {
        acc += v290;
        if (acc > 290) child<<<(v290 & 15) + 1, 32>>>(out, acc, v290);
    }
    int v291 = v290 + sizes[4] * 291;
    if (v291 % 3 == 0) {
        acc += v291;
        if (acc > 291) child<<<(v291 & 15) + 1, 32>>>(out, acc, v291);
    }
    int v292 = v291 + sizes[5] * 292;
    if (v292 % 3 == 1) {
        acc += v292;
        if (acc > 292) child<<<(v292 & 15) + 1, 32>>>(out, acc, v292);
    }
    int v293 = v292 + sizes[6] * 293;
    if (v293 % 3 == 2) {
        acc += v293;
        if (acc > 293) child<<<(v293 & 15) + 1, 32>>>(out, acc, v293);
    }
    int v294 = v293 + sizes[0] * 294;
    if (v294 % 3 == 0) {
        acc += v294;
        if (acc > 294) child<<<(v294 & 15) + 1, 32>>>(out, acc, v294);
    }
    int v295 = v294 + sizes[1] * 295;
    if (v295 % 3 == 1) {
        acc += v295;
        if (acc > 295) child<<<(v295 & 15) + 1, 32>>>(out, acc, v295);
    }
    int v296 = v295 + sizes[2] * 296;
    if (v296 % 3 == 2) {
        acc += v296;
        if (acc > 296) child<<<(v296 & 15) + 1, 32>>>(out, acc, v296);
    }
    int v297 = v296 + sizes[3] * 297;
    if (v297 % 3 == 0) {
        acc += v297;
        if (acc > 297) child<<<(v297 & 15) + 1, 32>>>(out, acc, v297);
    }
    int v298 = v297 + sizes[4] * 298;
    if (v298 % 3 == 1) {
        acc += v298;
        if (acc > 298) child<<<(v298 & 15) + 1, 32>>>(out, acc, v298);
    }
    int v299 = v298 + sizes[5] * 299;
    if (v299 % 3 == 2) {
        acc += v299;
        if (acc > 299) child<<<(v299 & 15) + 1, 32>>>(out, acc, v299);
    }
    int v300 = v299 + sizes[6] * 300;
    if (v300 % 3 == 0) {
        acc += v300;
        if (acc > 300) child<<<(v300 & 15) + 1, 32>>>(out, acc, v300);
    }
    int v301 = v300 + sizes[0] * 301;
    if (v301 % 3 == 1) {
        acc += v301;
        if (acc > 301) child<<<(v301 & 15) + 1, 32>>>(out, acc, v301);
    }
    int v302 = v301 + sizes[1] * 302;
    if (v302 % 3 == 2) {
        acc += v302;
        if (acc > 302) child<<<(v302 & 15) + 1, 32>>>(out, acc, v302);
    }
    int v303 = v302 + sizes[2] * 303;
    if (v303 % 3 == 0) {
        acc += v303;
        if (acc > 303) child<<<(v303 & 15) + 1, 32>>>(out, acc, v303);
    }
    int v304 = v303 + sizes[3] * 304;
    if (v304 % 3 == 1) {
        acc += v304;
        if (acc > 304) child<<<(v304 & 15) + 1, 32>>>(out, acc, v304);
    }
    int v305 = v304 + sizes[4] * 305;
    if (v305 % 3 == 2) {
        acc += v305;
        if (acc > 305) child<<<(v305 & 15) + 1, 32>>>(out, acc, v305);
    }
    int v306 = v305 + sizes[5] * 306;
    if (v306 % 3 == 0) {
        acc += v306;
        if (acc > 306) child<<<(v306 & 15) + 1, 32>>>(out, acc, v306);
    }
    int v307 = v306 + sizes[6] * 307;
    if (v307 % 3 == 1) {
        acc += v307;
        if (acc > 307) child<<<(v307 & 15) + 1, 32>>>(out, acc, v307);
    }
    int v308 = v307 + sizes[0] * 308;
    if (v308 % 3 == 2) {
        acc += v308;
        if (acc > 308) child<<<(v308 & 15) + 1, 32>>>(out, acc, v308);
    }
    int v309 = v308 + sizes[1] * 309;
    if (v309 % 3 == 0) {
        acc += v309;
        if (acc > 309) child<<<(v309 & 15) + 1, 32>>>(out, acc, v309);
    }
    int v310 = v309 + sizes[2] * 310;
    if (v310 % 3 == 1) {
        acc += v310;
        if (acc > 310) child<<<(v310 & 15) + 1, 32>>>(out, acc, v310);
    }
    int v311 = v310 + sizes[3] * 311;
    if (v311 % 3 == 2) {
        acc += v311;
        if (acc > 311) child<<<(v311 & 15) + 1, 32>>>(out, acc, v311);
    }
    int v312 = v311 + sizes[4] * 312;
    if (v312 % 3 == 0) {
        acc += v312;
        if (acc > 312) child<<<(v312 & 15) + 1, 32>>>(out, acc, v312);
    }
    int v313 = v312 + sizes[5] * 313;
    if (v313 % 3 == 1) {
        acc += v313;
        if (acc > 313) child<<<(v313 & 15) + 1, 32>>>(out, acc, v313);
    }
    int v314 = v313 + sizes[6] * 314;
    if (v314 % 3 == 2) {
        acc += v314;
        if (acc > 314) child<<<(v314 & 15) + 1, 32>>>(out, acc, v314);
    }
    int v315 = v314 + sizes[0] * 315;
    if (v315 % 3 == 0) {
        acc += v315;
        if (acc > 315) child<<<(v315 & 15) + 1, 32>>>(out, acc, v315);
    }
    int v316 = v315 + sizes[1] * 316;
    if (v316 % 3 == 1) {
        acc += v316;
        if (acc > 316) child<<<(v316 & 15) + 1, 32>>>(out, acc, v316);
    }
    int v317 = v316 + sizes[2] * 317;
    if (v317 % 3 == 2) {
        acc += v317;
        if (acc > 317) child<<<(v317 & 15) + 1, 32>>>(out, acc, v317);
    }
    int v318 = v317 + sizes[3] * 318;
    if (v318 % 3 == 0) {
        acc += v318;
        if (acc > 318) child<<<(v318 & 15) + 1, 32>>>(out, acc, v318);
    }
    int v319 = v318 + sizes[4] * 319;
    if (v319 % 3 == 1) {
        acc += v319;
        if (acc > 319) child<<<(v319 & 15) + 1, 32>>>(out, acc, v319);
    }
    int v320 = v319 + sizes[5] * 320;
    if (v320 % 3 == 2) {
        acc += v320;
        if (acc > 320) child<<<(v320 & 15) + 1, 32>>>(out, acc, v320);
    }
    int v321 = v320 + sizes[6] * 321;
    if (v321 % 3 == 0) {
        acc += v321;
        if (acc > 321) child<<<(v321 & 15) + 1, 32>>>(out, acc, v321);
    }
    int v322 = v321 + sizes[0] * 322;
    if (v322 % 3 == 1) {
        acc += v322;
        if (acc > 322) child<<<(v322 & 15) + 1, 32>>>(out, acc, v322);
    }
    int v323 = v322 + sizes[1] * 323;
    if (v323 % 3 == 2) {
        acc += v323;
        if (acc > 323) child<<<(v323 & 15) + 1, 32>>>(out, acc, v323);
    }
    int v324 = v323 + sizes[2] * 324;
    if (v324 % 3 == 0) {
        acc += v324;
        if (acc > 324) child<<<(v324 & 15) + 1, 32>>>(out, acc, v324);
    }
    int v325 = v324 + sizes[3] * 325;
    if (v325 % 3 == 1) {
        acc += v325;
        if (acc > 325) child<<<(v325 & 15) + 1, 32>>>(out, acc, v325);
    }
    int v326 = v325 + sizes[4] * 326;
    if (v326 % 3 == 2) {
        acc += v326;
        if (acc > 326) child<<<(v326 & 15) + 1, 32>>>(out, acc, v326);
    }
    int v327 = v326 + sizes[5] * 327;
    if (v327 % 3 == 0) {
        acc += v327;
        if (acc > 327) child<<<(v327 & 15) + 1, 32>>>(out, acc, v327);
    }
    int v328 = v327 + sizes[6] * 328;
    if (v328 % 3 == 1) {
        acc += v328;
        if (acc > 328) child<<<(v328 & 15) + 1, 32>>>(out, acc, v328);
    }
    int v329 = v328 + sizes[0] * 329;
    if (v329 % 3 == 2) {
        acc += v329;
        if (acc > 329) child<<<(v329 & 15) + 1, 32>>>(out, acc, v329);
    }
    int v330 = v329 + sizes[1] * 330;
    if (v330 % 3 == 0) {
        acc += v330;
        if (acc > 330) child<<<(v330 & 15) + 1, 32>>>(out, acc, v330);
    }
    int v331 = v330 + sizes[2] * 331;
    if (v331 % 3 == 1) {
        acc += v331;
        if (acc > 331) child<<<(v331 & 15) + 1, 32>>>(out, acc, v331);
    }
    int v332 = v331 + sizes[3] * 332;
    if (v332 % 3 == 2) {
        acc += v332;
        if (acc > 332) child<<<(v332 & 15) + 1, 32>>>(out, acc, v332);
    }
    int v333 = v332 + sizes[4] * 333;
    if (v333 % 3 == 0) {
        acc += v333;
        if (acc > 333) child<<<(v333 & 15) + 1, 32>>>(out, acc, v333);
    }
    int v334 = v333 + sizes[5] * 334;
    if (v334 % 3 == 1) {
        acc += v334;
        if (acc > 334) child<<<(v334 & 15) + 1, 32>>>(out, acc, v334);
    }
    int v335 = v334 + sizes[6] * 335;
    if (v335 % 3 == 2) {
        acc += v335;
        if (acc > 335) child<<<(v335 & 15) + 1, 32>>>(out, acc, v335);
    }
    int v336 = v335 + sizes[0] * 336;
    if (v336 % 3 == 0) {
        acc += v336;
        if (acc > 336) child<<<(v336 & 15) + 1, 32>>>(out, acc, v336);
    }
    int v337 = v336 + sizes[1] * 337;
    if (v337 % 3 == 1) {
        acc += v337;
        if (acc > 337) child<<<(v337 & 15) + 1, 32>>>(out, acc, v337);
    }
    int v338 = v337 + sizes[2] * 338;
    if (v338 % 3 == 2) {
        acc += v338;
        if (acc > 338) child<<<(v338 & 15) + 1, 32>>>(out, acc, v338);
    }
    int v339 = v338 + sizes[3] * 339;
    if (v339 % 3 == 0) {
        acc += v339;
        if (acc > 339) child<<<(v339 & 15) + 1, 32>>>(out, acc, v339);
    }
    int v340 = v339 + sizes[4] * 340;
    if (v340 % 3 == 1) {
        acc += v340;
        if (acc > 340) child<<<(v340 & 15) + 1, 32>>>(out, acc, v340);
    }
    int v341 = v340 + sizes[5] * 341;
    if (v341 % 3 == 2) {
        acc += v341;
        if (acc > 341) child<<<(v341 & 15) + 1, 32>>>(out, acc, v341);
    }
    int v342 = v341 + sizes[6] * 342;
    if (v342 % 3 == 0) {
        acc += v342;
        if (acc > 342) child<<<(v342 & 15) + 1, 32>>>(out, acc, v342);
    }
    int v343 = v342 + sizes[0] * 343;
    if (v343 % 3 == 1) {
        acc += v343;
        if (acc > 343) child<<<(v343 & 15) + 1, 32>>>(out, acc, v343);
    }
    int v344 = v343 + sizes[1] * 344;
    if (v344 % 3 == 2) {
        acc += v344;
        if (acc > 344) child<<<(v344 & 15) + 1, 32>>>(out, acc, v344);
    }
    int v345 = v344 + sizes[2] * 345;
    if (v345 % 3 == 0) {
        acc += v345;
        if (acc > 345) child<<<(v345 & 15) + 1, 32>>>(out, acc, v345);
    }
    int v346 = v345 + sizes[3] * 346;
    if (v346 % 3 == 1) {
        acc += v346;
        if (acc > 346) child<<<(v346 & 15) + 1, 32>>>(out, acc, v346);
    }
    int v347 = v346 + sizes[4] * 347;
    if (v347 % 3 == 2) {
        acc += v347;
        if (acc > 347) child<<<(v347 & 15) + 1, 32>>>(out, acc, v347);
    }
    int v348 = v347 + sizes[5] * 348;
    if (v348 % 3 == 0) {
        acc += v348;
        if (acc > 348) child<<<(v348 & 15) + 1, 32>>>(out, acc, v348);
    }
    int v349 = v348 + sizes[6] * 349;
    if (v349 % 3 == 1) {
        acc += v349;
        if (acc > 349) child<<<(v349 & 15) + 1, 32>>>(out, acc, v349);
    }
    int v350 = v349 + sizes[0] * 350;
    if (v350 % 3 == 2) {
        acc += v350;
        if (acc > 350) child<<<(v350 & 15) + 1, 32>>>(out, acc, v350);
    }
    int v351 = v350 + sizes[1] * 351;
    if (v351 % 3 == 0) {
        acc += v351;
        if (acc > 351) child<<<(v351 & 15) + 1, 32>>>(out, acc, v351);
    }
    int v352 = v351 + sizes[2] * 352;
    if (v352 % 3 == 1) {
        acc += v352;
        if (acc > 352) child<<<(v352 & 15) + 1, 32>>>(out, acc, v352);
    }
    int v353 = v352 + sizes[3] * 353;
    if (v353 % 3 == 2) {
        acc += v353;
        if (acc > 353) child<<<(v353 & 15) + 1, 32>>>(out, acc, v353);
    }
    int v354 = v353 + sizes[4] * 354;
    if (v354 % 3 == 0) {
        acc += v354;
        if (acc > 354) child<<<(v354 & 15) + 1, 32>>>(out, acc, v354);
    }
    int v355 = v354 + sizes[5] * 355;
    if (v355 % 3 == 1) {
        acc += v355;
        if (acc > 355) child<<<(v355 & 15) + 1, 32>>>(out, acc, v355);
    }
    int v356 = v355 + sizes[6] * 356;
    if (v356 % 3 == 2) {
        acc += v356;
        if (acc > 356) child<<<(v356 & 15) + 1, 32>>>(out, acc, v356);
    }
    int v357 = v356 + sizes[0] * 357;
    if (v357 % 3 == 0) {
        acc += v357;
        if (acc > 357) child<<<(v357 & 15) + 1, 32>>>(out, acc, v357);
    }
    int v358 = v357 + sizes[1] * 358;
    if (v358 % 3 == 1) {
        acc += v358;
        if (acc > 358) child<<<(v358 & 15) + 1, 32>>>(out, acc, v358);
    }
    int v359 = v358 + sizes[2] * 359;
    if (v359 % 3 == 2) {
        acc += v359;
        if (acc > 359) child<<<(v359 & 15) + 1, 32>>>(out, acc, v359);
    }
    int v360 = v359 + sizes[3] * 360;
    if (v360 % 3 == 0) {
        acc += v360;
        if (acc > 360) child<<<(v360 & 15) + 1, 32>>>(out, acc, v360);
    }
    int v361 = v360 + sizes[4] * 361;
    if (v361 % 3 == 1) {
        acc += v361;
        if (acc > 361) child<<<(v361 & 15) + 1, 32>>>(out, acc, v361);
    }
    int v362 = v361 + sizes[5] * 362;
    if (v362 % 3 == 2) {
        acc += v362;
        if (acc > 362) child<<<(v362 & 15) + 1, 32>>>(out, acc, v362);
    }
    int v363 = v362 + sizes[6] * 363;
    if (v363 % 3 == 0) {
        acc += v363;
        if (acc > 363) child<<<(v363 & 15) + 1, 32>>>(out, acc, v363);
    }
    int v364 = v363 + sizes[0] * 364;
    if (v364 % 3 == 1) {
        acc += v364;
        if (acc > 364) child<<<(v364 & 15) + 1, 32>>>(out, acc, v364);
    }
    int v365 = v364 + sizes[1] * 365;
    if (v365 % 3 == 2) {
        acc += v365;
        if (acc > 365) child<<<(v365 & 15) + 1, 32>>>(out, acc, v365);
    }
    int v366 = v365 + sizes[2] * 366;
    if (v366 % 3 == 0) {
        acc += v366;
        if (acc > 366) child<<<(v366 & 15) + 1, 32>>>(out, acc, v366);
    }
    int v367 = v366 + sizes[3] * 367;
    if (v367 % 3 == 1) {
        acc += v367;
        if (acc > 367) child<<<(v367 & 15) + 1, 32>>>(out, acc, v367);
    }
    int v368 = v367 + sizes[4] * 368;
    if (v368 % 3 == 2) {
        acc += v368;
        if (acc > 368) child<<<(v368 & 15) + 1, 32>>>(out, acc, v368);
    }
    int v369 = v368 + sizes[5] * 369;
    if (v369 % 3 == 0) {
        acc += v369;
        if (acc > 369) child<<<(v369 & 15) + 1, 32>>>(out, acc, v369);
    }
    int v370 = v369 + sizes[6] * 370;
    if (v370 % 3 == 1) {
        acc += v370;
        if (acc > 370) child<<<(v370 & 15) + 1, 32>>>(out, acc, v370);
    }
    int v371 = v370 + sizes[0] * 371;
    if (v371 % 3 == 2) {
        acc += v371;
        if (acc > 371) child<<<(v371 & 15) + 1, 32>>>(out, acc, v371);
    }
    int v372 = v371 + sizes[1] * 372;
    if (v372 % 3 == 0) {
        acc += v372;
        if (acc > 372) child<<<(v372 & 15) + 1, 32>>>(out, acc, v372);
    }
    int v373 = v372 + sizes[2] * 373;
    if (v373 % 3 == 1) {
        acc += v373;
        if (acc > 373) child<<<(v373 & 15) + 1, 32>>>(out, acc, v373);
    }
    int v374 = v373 + sizes[3] * 374;
    if (v374 % 3 == 2) {
        acc += v374;
        if (acc > 374) child<<<(v374 & 15) + 1, 32>>>(out, acc, v374);
    }
    int v375 = v374 + sizes[4] * 375;
    if (v375 % 3 == 0) {
        acc += v375;
        if (acc > 375) child<<<(v375 & 15) + 1, 32>>>(out, acc, v375);
    }
    int v376 = v375 + sizes[5] * 376;
    if (v376 % 3 == 1) {
        acc += v376;
        if (acc > 376) child<<<(v376 & 15) + 1, 32>>>(out, acc, v376);
    }
    int v377 = v376 + sizes[6] * 377;
    if (v377 % 3 == 2) {
        acc += v377;
        if (acc > 377) child<<<(v377 & 15) + 1, 32>>>(out, acc, v377);
    }
    int v378 = v377 + sizes[0] * 378;
    if (v378 % 3 == 0) {
        acc += v378;
        if (acc > 378) child<<<(v378 & 15) + 1, 32>>>(out, acc, v378);
    }
    int v379 = v378 + sizes[1] * 379;
    if (v379 % 3 == 1) {
        acc += v379;
        if (acc > 379) child<<<(v379 & 15) + 1, 32>>>(out, acc, v379);
    }
    int v380 = v379 + sizes[2] * 380;
    if (v380 % 3 == 2) {
        acc += v380;
        if (acc > 380) child<<<(v380 & 15) + 1, 32>>>(out, acc, v380);
    }
    int v381 = v380 + sizes[3] * 381;
    if (v381 % 3 == 0) {
        acc += v381;
        if (acc > 381) child<<<(v381 & 15) + 1, 32>>>(out, acc, v381);
    }
    int v382 = v381 + sizes[4] * 382;
    if (v382 % 3 == 1) {
        acc += v382;
        if (acc > 382) child<<<(v382 & 15) + 1, 32>>>(out, acc, v382);
    }
    int v383 = v382 + sizes[5] * 383;
    if (v383 % 3 == 2) {
        acc += v383;
        if (acc > 383) child<<<(v383 & 15) + 1, 32>>>(out, acc, v383);
    }
    int v384 = v383 + sizes[6] * 384;
    if (v384 % 3 == 0) {
        acc += v384;
        if (acc > 384) child<<<(v384 & 15) + 1, 32>>>(out, acc, v384);
    }
    int v385 = v384 + sizes[0] * 385;
    if (v385 % 3 == 1) {
        acc += v385;
        if (acc > 385) child<<<(v385 & 15) + 1, 32>>>(out, acc, v385);
    }
    int v386 = v385 + sizes[1] * 386;
    if (v386 % 3 == 2) {
        acc += v386;
        if (acc > 386) child<<<(v386 & 15) + 1, 32>>>(out, acc, v386);
    }
    int v387 = v386 + sizes[2] * 387;
    if (v387 % 3 == 0) {
        acc += v387;
        if (acc > 387) child<<<(v387 & 15) + 1, 32>>>(out, acc, v387);
    }
    int v388 = v387 + sizes[3] * 388;
    if (v388 % 3 == 1) {
        acc += v388;
        if (acc > 388) child<<<(v388 & 15) + 1, 32>>>(out, acc, v388);
    }
    int v389 = v388 + sizes[4] * 389;
    if (v389 % 3 == 2) {
        acc += v389;
        if (acc > 389) child<<<(v389 & 15) + 1, 32>>>(out, acc, v389);
    }
    int v390 = v389 + sizes[5] * 390;
    if (v390 % 3 == 0) {
        acc += v390;
        if (acc > 390) child<<<(v390 & 15) + 1, 32>>>(out, acc, v390);
    }
    int v391 = v390 + sizes[6] * 391;
    if (v391 % 3 == 1) {
        acc += v391;
        if (acc > 391) child<<<(v391 & 15) + 1, 32>>>(out, acc, v391);
    }
    int v392 = v391 + sizes[0] * 392;
    if (v392 % 3 == 2) {
        acc += v392;
        if (acc > 392) child<<<(v392 & 15) + 1, 32>>>(out, acc, v392);
    }
    int v393 = v392 + sizes[1] * 393;
    if (v393 % 3 == 0) {
        acc += v393;
        if (acc > 393) child<<<(v393 & 15) + 1, 32>>>(out, acc, v393);
    }
    int v394 = v393 + sizes[2] * 394;
    if (v394 % 3 == 1) {
        acc += v394;
        if (acc > 394) child<<<(v394 & 15) + 1, 32>>>(out, acc, v394);
    }
    int v395 = v394 + sizes[3] * 395;
    if (v395 % 3 == 2) {
        acc += v395;
        if (acc > 395) child<<<(v395 & 15) + 1, 32>>>(out, acc, v395);
    }
    int v396 = v395 + sizes[4] * 396;
    if (v396 % 3 == 0) {
        acc += v396;
        if (acc > 396) child<<<(v396 & 15) + 1, 32>>>(out, acc, v396);
    }
    int v397 = v396 + sizes[5] * 397;
    if (v397 % 3 == 1) {
        acc += v397;
        if (acc > 397) child<<<(v397 & 15) + 1, 32>>>(out, acc, v397);
    }
    int v398 = v397 + sizes[6] * 398;
    if (v398 % 3 == 2) {
        acc += v398;
        if (acc > 398) child<<<(v398 & 15) + 1, 32>>>(out, acc, v398);
    }
    int v399 = v398 + sizes[0] * 399;
    if (v399 % 3 == 0) {
        acc += v399;
        if (acc > 399) child<<<(v399 & 15) + 1, 32>>>(out, acc, v399);
    }
    int v400 = v399 + sizes[1] * 400;
    if (v400 % 3 == 1) {
        acc += v400;
        if (acc > 400) child<<<(v400 & 15) + 1, 32>>>(out, acc, v400);
    }
    int v401 = v400 + sizes[2] * 401;
    if (v401 % 3 == 2) {
        acc += v401;
        if (acc > 401) child<<<(v401 & 15) + 1, 32>>>(out, acc, v401);
    }
    int v402 = v401 + sizes[3] * 402;
    if (v402 % 3 == 0) {
        acc += v402;
        if (acc > 402) child<<<(v402 & 15) + 1, 32>>>(out, acc, v402);
    }
    int v403 = v402 + sizes[4] * 403;
    if (v403 % 3 == 1) {
        acc += v403;
        if (acc > 403) child<<<(v403 & 15) + 1, 32>>>(out, acc, v403);
    }
    int v404 = v403 + sizes[5] * 404;
    if (v404 % 3 == 2) {
        acc += v404;
        if (acc > 404) child<<<(v404 & 15) + 1, 32>>>(out, acc, v404);
    }
    int v405 = v404 + sizes[6] * 405;
    if (v405 % 3 == 0) {
        acc += v405;
        if (acc > 405) child<<<(v405 & 15) + 1, 32>>>(out, acc, v405);
    }
    int v406 = v405 + sizes[0] * 406;
    if (v406 % 3 == 1) {
        acc += v406;
        if (acc > 406) child<<<(v406 & 15) + 1, 32>>>(out, acc, v406);
    }
    int v407 = v406 + sizes[1] * 407;
    if (v407 % 3 == 2) {
        acc += v407;
        if (acc > 407) child<<<(v407 & 15) + 1, 32>>>(out, acc, v407);
    }
    int v408 = v407 + sizes[2] * 408;
    if (v408 % 3 == 0) {
        acc += v408;
        if (acc > 408) child<<<(v408 & 15) + 1, 32>>>(out, acc, v408);
    }
    int v409 = v408 + sizes[3] * 409;
    if (v409 % 3 == 1) {
        acc += v409;
        if (acc > 409) child<<<(v409 & 15) + 1, 32>>>(out, acc, v409);
    }
    int v410 = v409 + sizes[4] * 410;
    if (v410 % 3 == 2) {
        acc += v410;
        if (acc > 410) child<<<(v410 & 15) + 1, 32>>>(out, acc, v410);
    }
    int v411 = v410 + sizes[5] * 411;
    if (v411 % 3 == 0) {
        acc += v411;
        if (acc > 411) child<<<(v411 & 15) + 1, 32>>>(out, acc, v411);
    }
    int v412 = v411 + sizes[6] * 412;
    if (v412 % 3 == 1) {
        acc += v412;
        if (acc > 412) child<<<(v412 & 15) + 1, 32>>>(out, acc, v412);
    }
    int v413 = v412 + sizes[0] * 413;
    if (v413 % 3 == 2) {
        acc += v413;
        if (acc > 413) child<<<(v413 & 15) + 1, 32>>>(out, acc, v413);
    }
    int v414 = v413 + sizes[1] * 414;
    if (v414 % 3 == 0) {
        acc += v414;
        if (acc > 414) child<<<(v414 & 15) + 1, 32>>>(out, acc, v414);
    }
    int v415 = v414 + sizes[2] * 415;
    if (v415 % 3 == 1) {
        acc += v415;
        if (acc > 415) child<<<(v415 & 15) + 1, 32>>>(out, acc, v415);
    }
    int v416 = v415 + sizes[3] * 416;
    if (v416 % 3 == 2) {
        acc += v416;
        if (acc > 416) child<<<(v416 & 15) + 1, 32>>>(out, acc, v416);
    }
    int v417 = v416 + sizes[4] * 417;
    if (v417 % 3 == 0) {
        acc += v417;
        if (acc > 417) child<<<(v417 & 15) + 1, 32>>>(out, acc, v417);
    }
    int v418 = v417 + sizes[5] * 418;
    if (v418 % 3 == 1) {
        acc += v418;
        if (acc > 418) child<<<(v418 & 15) + 1, 32>>>(out, acc, v418);
    }
    int v419 = v418 + sizes[6] * 419;
    if (v419 % 3 == 2) {
        acc += v419;
        if (acc > 419) child<<<(v419 & 15) + 1, 32>>>(out, acc, v419);
    }
    int v420 = v419 + sizes[0] * 420;
    if (v420 % 3 == 0) {
        acc += v420;
        if (acc > 420) child<<<(v420 & 15) + 1, 32>>>(out, acc, v420);
    }
    int v421 = v420 + sizes[1] * 421;
    if (v421 % 3 == 1) {
        acc += v421;
        if (acc > 421) child<<<(v421 & 15) + 1, 32>>>(out, acc, v421);
    }
    int v422 = v421 + sizes[2] * 422;
    if (v422 % 3 == 2) {
        acc += v422;
        if (acc > 422) child<<<(v422 & 15) + 1, 32>>>(out, acc, v422);
    }
    int v423 = v422 + sizes[3] * 423;
    if (v423 % 3 == 0) {
        acc += v423;
        if (acc > 423) child<<<(v423 & 15) + 1, 32>>>(out, acc, v423);
    }
    int v424 = v423 + sizes[4] * 424;
    if (v424 % 3 == 1) {
        acc += v424;
        if (acc > 424) child<<<(v424 & 15) + 1, 32>>>(out, acc, v424);
    }
    int v425 = v424 + sizes[5] * 425;
    if (v425 % 3 == 2) {
        acc += v425;
        if (acc > 425) child<<<(v425 & 15) + 1, 32>>>(out, acc, v425);
    }
    int v426 = v425 + sizes[6] * 426;
    if (v426 % 3 == 0) {
        acc += v426;
        if (acc > 426) child<<<(v426 & 15) + 1, 32>>>(out, acc, v426);
    }
    int v427 = v426 + sizes[0] * 427;
    if (v427 % 3 == 1) {
        acc += v427;
        if (acc > 427) child<<<(v427 & 15) + 1, 32>>>(out, acc, v427);
    }
    int v428 = v427 + sizes[1] * 428;
    if (v428 % 3 == 2) {
        acc += v428;
        if (acc > 428) child<<<(v428 & 15) + 1, 32>>>(out, acc, v428);
    }
    int v429 = v428 + sizes[2] * 429;
    if (v429 % 3 == 0) {
        acc += v429;
        if (acc > 429) child<<<(v429 & 15) + 1, 32>>>(out, acc, v429);
    }
    int v430 = v429 + sizes[3] * 430;
    if (v430 % 3 == 1) {
        acc += v430;
        if (acc > 430) child<<<(v430 & 15) + 1, 32>>>(out, acc, v430);
    }
    int v431 = v430 + sizes[4] * 431;
    if (v431 % 3 == 2) {
        acc += v431;
        if (acc > 431) child<<<(v431 & 15) + 1, 32>>>(out, acc, v431);
    }
    int v432 = v431 + sizes[5] * 432;
    if (v432 % 3 == 0) {
        acc += v432;
        if (acc > 432) child<<<(v432 & 15) + 1, 32>>>(out, acc, v432);
    }
    int v433 = v432 + sizes[6] * 433;
    if (v433 % 3 == 1) {
        acc += v433;
        if (acc > 433) child<<<(v433 & 15) + 1, 32>>>(out, acc, v433);
    }
    int v434 = v433 + sizes[0] * 434;
    if (v434 % 3 == 2) {
        acc += v434;
        if (acc > 434) child<<<(v434 & 15) + 1, 32>>>(out, acc, v434);
    }
    int v435 = v434 + sizes[1] * 435;
    if (v435 % 3 == 0) {
        acc += v435;
        if (acc > 435) child<<<(v435 & 15) + 1, 32>>>(out, acc, v435);
    }
    int v436 = v435 + sizes[2] * 436;
    if (v436 % 3 == 1) {
        acc += v436;
        if (acc > 436) child<<<(v436 & 15) + 1, 32>>>(out, acc, v436);
    }
    int v437 = v436 + sizes[3] * 437;
    if (v437 % 3 == 2) {
        acc += v437;
        if (acc > 437) child<<<(v437 & 15) + 1, 32>>>(out, acc, v437);
    }
    int v438 = v437 + sizes[4] * 438;
    if (v438 % 3 == 0) {
        acc += v438;
        if (acc > 438) child<<<(v438 & 15) + 1, 32>>>(out, acc, v438);
    }
    int v439 = v438 + sizes[5] * 439;
    if (v439 % 3 == 1) {
        acc += v439;
        if (acc > 439) child<<<(v439 & 15) + 1, 32>>>(out, acc, v439);
    }
    int v440 = v439 + sizes[6] * 440;
    if (v440 % 3 == 2) {
        acc += v440;
        if (acc > 440) child<<<(v440 & 15) + 1, 32>>>(out, acc, v440);
    }
    int v441 = v440 + sizes[0] * 441;
    if (v441 % 3 == 0) {
        acc += v441;
        if (acc > 441) child<<<(v441 & 15) + 1, 32>>>(out, acc, v441);
    }
    int v442 = v441 + sizes[1] * 442;
    if (v442 % 3 == 1) {
        acc += v442;
        if (acc > 442) child<<<(v442 & 15) + 1, 32>>>(out, acc, v442);
    }
    int v443 = v442 + sizes[2] * 443;
    if (v443 % 3 == 2) {
        acc += v443;
        if (acc > 443) child<<<(v443 & 15) + 1, 32>>>(out, acc, v443);
    }
    int v444 = v443 + sizes[3] * 444;
    if (v444 % 3 == 0) {
        acc += v444;
        if (acc > 444) child<<<(v444 & 15) + 1, 32>>>(out, acc, v444);
    }
    int v445 = v444 + sizes[4] * 445;
    if (v445 % 3 == 1) {
        acc += v445;
        if (acc > 445) child<<<(v445 & 15) + 1, 32>>>(out, acc, v445);
    }
    int v446 = v445 + sizes[5] * 446;
    if (v446 % 3 == 2) {
        acc += v446;
        if (acc > 446) child<<<(v446 & 15) + 1, 32>>>(out, acc, v446);
    }
    int v447 = v446 + sizes[6] * 447;
    if (v447 % 3 == 0) {
        acc += v447;
        if (acc > 447) child<<<(v447 & 15) + 1, 32>>>(out, acc, v447);
    }
    int v448 = v447 + sizes[0] * 448;
    if (v448 % 3 == 1) {
        acc += v448;
        if (acc > 448) child<<<(v448 & 15) + 1, 32>>>(out, acc, v448);
    }
    int v449 = v448 + sizes[1] * 449;
    if (v449 % 3 == 2) {
        acc += v449;
        if (acc > 449) child<<<(v449 & 15) + 1, 32>>>(out, acc, v449);
    }
    int v450 = v449 + sizes[2] * 450;
    if (v450 % 3 == 0) {
        acc += v450;
        if (acc > 450) child<<<(v450 & 15) + 1, 32>>>(out, acc, v450);
    }
    int v451 = v450 + sizes[3] * 451;
    if (v451 % 3 == 1) {
        acc += v451;
        if (acc > 451) child<<<(v451 & 15) + 1, 32>>>(out, acc, v451);
    }
    int v452 = v451 + sizes[4] * 452;
    if (v452 % 3 == 2) {
        acc += v452;
        if (acc > 452) child<<<(v452 & 15) + 1, 32>>>(out, acc, v452);
    }
    int v453 = v452 + sizes[5] * 453;
    if (v453 % 3 == 0) {
        acc += v453;
        if (acc > 453) child<<<(v453 & 15) + 1, 32>>>(out, acc, v453);
    }
    int v454 = v453 + sizes[6] * 454;
    if (v454 % 3 == 1) {
        acc += v454;
        if (acc > 454) child<<<(v454 & 15) + 1, 32>>>(out, acc, v454);
    }
    int v455 = v454 + sizes[0] * 455;
    if (v455 % 3 == 2) {
        acc += v455;
        if (acc > 455) child<<<(v455 & 15) + 1, 32>>>(out, acc, v455);
    }
    int v456 = v455 + sizes[1] * 456;
    if (v456 % 3 == 0) {
        acc += v456;
        if (acc > 456) child<<<(v456 & 15) + 1, 32>>>(out, acc, v456);
    }
    int v457 = v456 + sizes[2] * 457;
    if (v457 % 3 == 1) {
        acc += v457;
        if (acc > 457) child<<<(v457 & 15) + 1, 32>>>(out, acc, v457);
    }
    int v458 = v457 + sizes[3] * 458;
    if (v458 % 3 == 2) {
        acc += v458;
        if (acc > 458) child<<<(v458 & 15) + 1, 32>>>(out, acc, v458);
    }
    int v459 = v458 + sizes[4] * 459;
    if (v459 % 3 == 0) {
        acc += v459;
        if (acc > 459) child<<<(v459 & 15) + 1, 32>>>(out, acc, v459);
    }
    int v460 = v459 + sizes[5] * 460;
    if (v460 % 3 == 1) {
        acc += v460;
        if (acc > 460) child<<<(v460 & 15) + 1, 32>>>(out, acc, v460);
    }
    int v461 = v460 + sizes[6] * 461;
    if (v461 % 3 == 2) {
        acc += v461;
        if (acc > 461) child<<<(v461 & 15) + 1, 32>>>(out, acc, v461);
    }
    int v462 = v461 + sizes[0] * 462;
    if (v462 % 3 == 0) {
        acc += v462;
        if (acc > 462) child<<<(v462 & 15) + 1, 32>>>(out, acc, v462);
    }
    int v463 = v462 + sizes[1] * 463;
    if (v463 % 3 == 1) {
        acc += v463;
        if (acc > 463) child<<<(v463 & 15) + 1, 32>>>(out, acc, v463);
    }
    int v464 = v463 + sizes[2] * 464;
    if (v464 % 3 == 2) {
        acc += v464;
        if (acc > 464) child<<<(v464 & 15) + 1, 32>>>(out, acc, v464);
    }
    int v465 = v464 + sizes[3] * 465;
    if (v465 % 3 == 0) {
        acc += v465;
        if (acc > 465) child<<<(v465 & 15) + 1, 32>>>(out, acc, v465);
    }
    int v466 = v465 + sizes[4] * 466;
    if (v466 % 3 == 1) {
        acc += v466;
        if (acc > 466) child<<<(v466 & 15) + 1, 32>>>(out, acc, v466);
    }
    int v467 = v466 + sizes[5] * 467;
    if (v467 % 3 == 2) {
        acc += v467;
        if (acc > 467) child<<<(v467 & 15) + 1, 32>>>(out, acc, v467);
    }
    int v468 = v467 + sizes[6] * 468;
    if (v468 % 3 == 0) {
        acc += v468;
        if (acc > 468) child<<<(v468 & 15) + 1, 32>>>(out, acc, v468);
    }
    int v469 = v468 + sizes[0] * 469;
    if (v469 % 3 == 1) {
        acc += v469;
        if (acc > 469) child<<<(v469 & 15) + 1, 32>>>(out, acc, v469);
    }
    int v470 = v469 + sizes[1] * 470;
    if (v470 % 3 == 2) {
        acc += v470;
        if (acc > 470) child<<<(v470 & 15) + 1, 32>>>(out, acc, v470);
    }
    int v471 = v470 + sizes[2] * 471;
    if (v471 % 3 == 0) {
        acc += v471;
        if (acc > 471) child<<<(v471 & 15) + 1, 32>>>(out, acc, v471);
    }
    int v472 = v471 + sizes[3] * 472;
    if (v472 % 3 == 1) {
        acc += v472;
        if (acc > 472) child<<<(v472 & 15) + 1, 32>>>(out, acc, v472);
    }
    int v473 = v472 + sizes[4] * 473;
    if (v473 % 3 == 2) {
        acc += v473;
        if (acc > 473) child<<<(v473 & 15) + 1, 32>>>(out, acc, v473);
    }
    int v474 = v473 + sizes[5] * 474;
    if (v474 % 3 == 0) {
        acc += v474;
        if (acc > 474) child<<<(v474 & 15) + 1, 32>>>(out, acc, v474);
    }
    int v475 = v474 + sizes[6] * 475;
    if (v475 % 3 == 1) {
        acc += v475;
        if (acc > 475) child<<<(v475 & 15) + 1, 32>>>(out, acc, v475);
    }
    int v476 = v475 + sizes[0] * 476;
    if (v476 % 3 == 2) {
        acc += v476;
        if (acc > 476) child<<<(v476 & 15) + 1, 32>>>(out, acc, v476);
    }
    int v477 = v476 + sizes[1] * 477;
    if (v477 % 3 == 0) {
        acc += v477;
        if (acc > 477) child<<<(v477 & 15) + 1, 32>>>(out, acc, v477);
    }
    int v478 = v477 + sizes[2] * 478;
    if (v478 % 3 == 1) {
        acc += v478;
        if (acc > 478) child<<<(v478 & 15) + 1, 32>>>(out, acc, v478);
    }
    int v479 = v478 + sizes[3] * 479;
    if (v479 % 3 == 2) {
        acc += v479;
        if (acc > 479) child<<<(v479 & 15) + 1, 32>>>(out, acc, v479);
    }
    int v480 = v479 + sizes[4] * 480;
    if (v480 % 3 == 0) {
        acc += v480;
        if (acc > 480) child<<<(v480 & 15) + 1, 32>>>(out, acc, v480);
    }
    int v481 = v480 + sizes[5] * 481;
    if (v481 % 3 == 1) {
        acc += v481;
        if (acc > 481) child<<<(v481 & 15) + 1, 32>>>(out, acc, v481);
    }
    int v482 = v481 + sizes[6] * 482;
    if (v482 % 3 == 2) {
        acc += v482;
        if (acc > 482) child<<<(v482 & 15) + 1, 32>>>(out, acc, v482);
    }
    int v483 = v482 + sizes[0] * 483;
    if (v483 % 3 == 0) {
        acc += v483;
        if (acc > 483) child<<<(v483 & 15) + 1, 32>>>(out, acc, v483);
    }
    int v484 = v483 + sizes[1] * 484;
    if (v484 % 3 == 1) {
        acc += v484;
        if (acc > 484) child<<<(v484 & 15) + 1, 32>>>(out, acc, v484);
    }
    int v485 = v484 + sizes[2] * 485;
    if (v485 % 3 == 2) {
        acc += v485;
        if (acc > 485) child<<<(v485 & 15) + 1, 32>>>(out, acc, v485);
    }
    int v486 = v485 + sizes[3] * 486;
    if (v486 % 3 == 0) {
        acc += v486;
        if (acc > 486) child<<<(v486 & 15) + 1, 32>>>(out, acc, v486);
    }
    int v487 = v486 + sizes[4] * 487;
    if (v487 % 3 == 1) {
        acc += v487;
        if (acc > 487) child<<<(v487 & 15) + 1, 32>>>(out, acc, v487);
    }
    int v488 = v487 + sizes[5] * 488;
    if (v488 % 3 == 2) {
        acc += v488;
        if (acc > 488) child<<<(v488 & 15) + 1, 32>>>(out, acc, v488);
    }
    int v489 = v488 + sizes[6] * 489;
    if (v489 % 3 == 0) {
        acc += v489;
        if (acc > 489) child<<<(v489 & 15) + 1, 32>>>(out, acc, v489);
    }
    int v490 = v489 + sizes[0] * 490;
    if (v490 % 3 == 1) {
        acc += v490;
        if (acc > 490) child<<<(v490 & 15) + 1, 32>>>(out, acc, v490);
    }
    int v491 = v490 + sizes[1] * 491;
    if (v491 % 3 == 2) {
        acc += v491;
        if (acc > 491) child<<<(v491 & 15) + 1, 32>>>(out, acc, v491);
    }
    int v492 = v491 + sizes[2] * 492;
    if (v492 % 3 == 0) {
        acc += v492;
        if (acc > 492) child<<<(v492 & 15) + 1, 32>>>(out, acc, v492);
    }
    int v493 = v492 + sizes[3] * 493;
    if (v493 % 3 == 1) {
        acc += v493;
        if (acc > 493) child<<<(v493 & 15) + 1, 32>>>(out, acc, v493);
    }
    int v494 = v493 + sizes[4] * 494;
    if (v494 % 3 == 2) {
        acc += v494;
        if (acc > 494) child<<<(v494 & 15) + 1, 32>>>(out, acc, v494);
    }
    int v495 = v494 + sizes[5] * 495;
    if (v495 % 3 == 0) {
        acc += v495;
        if (acc > 495) child<<<(v495 & 15) + 1, 32>>>(out, acc, v495);
    }
    int v496 = v495 + sizes[6] * 496;
    if (v496 % 3 == 1) {
        acc += v496;
        if (acc > 496) child<<<(v496 & 15) + 1, 32>>>(out, acc, v496);
    }
    int v497 = v496 + sizes[0] * 497;
    if (v497 % 3 == 2) {
        acc += v497;
        if (acc > 497) child<<<(v497 & 15) + 1, 32>>>(out, acc, v497);
    }
    int v498 = v497 + sizes[1] * 498;
    if (v498 % 3 == 0) {
        acc += v498;
        if (acc > 498) child<<<(v498 & 15) + 1, 32>>>(out, acc, v498);
    }
    int v499 = v498 + sizes[2] * 499;
    if (v499 % 3 == 1) {
        acc += v499;
        if (acc > 499) child<<<(v499 & 15) + 1, 32>>>(out, acc, v499);
    }
    int v500 = v499 + sizes[3] * 500;
    if (v500 % 3 == 2) {
        acc += v500;
        if (acc > 500) child<<<(v500 & 15) + 1, 32>>>(out, acc, v500);
    }
    int v501 = v500 + sizes[4] * 501;
    if (v501 % 3 == 0) {
        acc += v501;
        if (acc > 501) child<<<(v501 & 15) + 1, 32>>>(out, acc, v501);
    }
    int v502 = v501 + sizes[5] * 502;
    if (v502 % 3 == 1) {
        acc += v502;
        if (acc > 502) child<<<(v502 & 15) + 1, 32>>>(out, acc, v502);
    }
    int v503 = v502 + sizes[6] * 503;
    if (v503 % 3 == 2) {
        acc += v503;
        if (acc > 503) child<<<(v503 & 15) + 1, 32>>>(out, acc, v503);
    }
    int v504 = v503 + sizes[0] * 504;
    if (v504 % 3 == 0) {
        acc += v504;
        if (acc > 504) child<<<(v504 & 15) + 1, 32>>>(out, acc, v504);
    }
    int v505 = v504 + sizes[1] * 505;
    if (v505 % 3 == 1) {
        acc += v505;
        if (acc > 505) child<<<(v505 & 15) + 1, 32>>>(out, acc, v505);
    }
    int v506 = v505 + sizes[2] * 506;
    if (v506 % 3 == 2) {
        acc += v506;
        if (acc > 506) child<<<(v506 & 15) + 1, 32>>>(out, acc, v506);
    }
    int v507 = v506 + sizes[3] * 507;
    if (v507 % 3 == 0) {
        acc += v507;
        if (acc > 507) child<<<(v507 & 15) + 1, 32>>>(out, acc, v507);
    }
    int v508 = v507 + sizes[4] * 508;
    if (v508 % 3 == 1) {
        acc += v508;
        if (acc > 508) child<<<(v508 & 15) + 1, 32>>>(out, acc, v508);
    }
    int v509 = v508 + sizes[5] * 509;
    if (v509 % 3 == 2) {
        acc += v509;
        if (acc > 509) child<<<(v509 & 15) + 1, 32>>>(out, acc, v509);
    }
    int v510 = v509 + sizes[6] * 510;
    if (v510 % 3 == 0) {
        acc += v510;
        if (acc > 510) child<<<(v510 & 15) + 1, 32>>>(out, acc, v510);
    }
    int v511 = v510 + sizes[0] * 511;
    if (v511 % 3 == 1) {
        acc += v511;
        if (acc > 511) child<<<(v511 & 15) + 1, 32>>>(out, acc, v511);
    }
    int v512 = v511 + sizes[1] * 512;
    if (v512 % 3 == 2) {
        acc += v512;
        if (acc > 512) child<<<(v512 & 15) + 1, 32>>>(out, acc, v512);
    }
    int v513 = v512 + sizes[2] * 513;
    if (v513 % 3 == 0) {
        acc += v513;
        if (acc > 513) child<<<(v513 & 15) + 1, 32>>>(out, acc, v513);
    }
    int v514 = v513 + sizes[3] * 514;
    if (v514 % 3 == 1) {
        acc += v514;
        if (acc > 514) child<<<(v514 & 15) + 1, 32>>>(out, acc, v514);
    }
    int v515 = v514 + sizes[4] * 515;
    if (v515 % 3 == 2) {
        acc += v515;
        if (acc > 515) child<<<(v515 & 15) + 1, 32>>>(out, acc, v515);
    }
    int v516 = v515 + sizes[5] * 516;
    if (v516 % 3 == 0) {
        acc += v516;
        if (acc > 516) child<<<(v516 & 15) + 1, 32>>>(out, acc, v516);
    }
    int v517 = v516 + sizes[6] * 517;
    if (v517 % 3 == 1) {
        acc += v517;
        if (acc > 517) child<<<(v517 & 15) + 1, 32>>>(out, acc, v517);
    }
    int v518 = v517 + sizes[0] * 518;
    if (v518 % 3 == 2) {
        acc += v518;
        if (acc > 518) child<<<(v518 & 15) + 1, 32>>>(out, acc, v518);
    }
    int v519 = v518 + sizes[1] * 519;
    if (v519 % 3 == 0) {
        acc += v519;
        if (acc > 519) child<<<(v519 & 15) + 1, 32>>>(out, acc, v519);
    }
    int v520 = v519 + sizes[2] * 520;
    if (v520 % 3 == 1) {
        acc += v520;
        if (acc > 520) child<<<(v520 & 15) + 1, 32>>>(out, acc, v520);
    }
    int v521 = v520 + sizes[3] * 521;
    if (v521 % 3 == 2) {
        acc += v521;
        if (acc > 521) child<<<(v521 & 15) + 1, 32>>>(out, acc, v521);
    }
    int v522 = v521 + sizes[4] * 522;
    if (v522 % 3 == 0) {
        acc += v522;
        if (acc > 522) child<<<(v522 & 15) + 1, 32>>>(out, acc, v522);
    }
    int v523 = v522 + sizes[5] * 523;
    if (v523 % 3 == 1) {
        acc += v523;
        if (acc > 523) child<<<(v523 & 15) + 1, 32>>>(out, acc, v523);
    }
    int v524 = v523 + sizes[6] * 524;
    if (v524 % 3 == 2) {
        acc += v524;
        if (acc > 524) child<<<(v524 & 15) + 1, 32>>>(out, acc, v524);
    }
    int v525 = v524 + sizes[0] * 525;
    if (v525 % 3 == 0) {
        acc += v525;
        if (acc > 525) child<<<(v525 & 15) + 1, 32>>>(out, acc, v525);
    }
    int v526 = v525 + sizes[1] * 526;
    if (v526 % 3 == 1) {
        acc += v526;
        if (acc > 526) child<<<(v526 & 15) + 1, 32>>>(out, acc, v526);
    }
    int v527 = v526 + sizes[2] * 527;
    if (v527 % 3 == 2) {
        acc += v527;
        if (acc > 527) child<<<(v527 & 15) + 1, 32>>>(out, acc, v527);
    }
    int v528 = v527 + sizes[3] * 528;
    if (v528 % 3 == 0) {
        acc += v528;
        if (acc > 528) child<<<(v528 & 15) + 1, 32>>>(out, acc, v528);
    }
    int v529 = v528 + sizes[4] * 529;
    if (v529 % 3 == 1) {
        acc += v529;
        if (acc > 529) child<<<(v529 & 15) + 1, 32>>>(out, acc, v529);
    }
    int v530 = v529 + sizes[5] * 530;
    if (v530 % 3 == 2) {
        acc += v530;
        if (acc > 530) child<<<(v530 & 15) + 1, 32>>>(out, acc, v530);
    }
    int v531 = v530 + sizes[6] * 531;
    if (v531 % 3 == 0) {
        acc += v531;
        if (acc > 531) child<<<(v531 & 15) + 1, 32>>>(out, acc, v531);
    }
    int v532 = v531 + sizes[0] * 532;
    if (v532 % 3 == 1) {
        acc += v532;
        if (acc > 532) child<<<(v532 & 15) + 1, 32>>>(out, acc, v532);
    }
    int v533 = v532 + sizes[1] * 533;
    if (v533 % 3 == 2) {
        acc += v533;
        if (acc > 533) child<<<(v533 & 15) + 1, 32>>>(out, acc, v533);
    }
    int v534 = v533 + sizes[2] * 534;
    if (v534 % 3 == 0) {
        acc += v534;
        if (acc > 534) child<<<(v534 & 15) + 1, 32>>>(out, acc, v534);
    }
    int v535 = v534 + sizes[3] * 535;
    if (v535 % 3 == 1) {
        acc += v535;
        if (acc > 535) child<<<(v535 & 15) + 1, 32>>>(out, acc, v535);
    }
    int v536 = v535 + sizes[4] * 536;
    if (v536 % 3 == 2) {
        acc += v536;
        if (acc > 536) child<<<(v536 & 15) + 1, 32>>>(out, acc, v536);
    }
    int v537 = v536 + sizes[5] * 537;
    if (v537 % 3 == 0) {
        acc += v537;
        if (acc > 537) child<<<(v537 & 15) + 1, 32>>>(out, acc, v537);
    }
    int v538 = v537 + sizes[6] * 538;
    if (v538 % 3 == 1) {
        acc += v538;
        if (acc > 538) child<<<(v538 & 15) + 1, 32>>>(out, acc, v538);
    }
    int v539 = v538 + sizes[0] * 539;
    if (v539 % 3 == 2) {
        acc += v539;
        if (acc > 539) child<<<(v539 & 15) + 1, 32>>>(out, acc, v539);
    }
    int v540 = v539 + sizes[1] * 540;
    if (v540 % 3 == 0) {
        acc += v540;
        if (acc > 540) child<<<(v540 & 15) + 1, 32>>>(out, acc, v540);
    }
    int v541 = v540 + sizes[2] * 541;
    if (v541 % 3 == 1) {
        acc += v541;
        if (acc > 541) child<<<(v541 & 15) + 1, 32>>>(out, acc, v541);
    }
    int v542 = v541 + sizes[3] * 542;
    if (v542 % 3 == 2) {
        acc += v542;
        if (acc > 542) child<<<(v542 & 15) + 1, 32>>>(out, acc, v542);
    }
    int v543 = v542 + sizes[4] * 543;
    if (v543 % 3 == 0) {
        acc += v543;
        if (acc > 543) child<<<(v543 & 15) + 1, 32>>>(out, acc, v543);
    }
    int v544 = v543 + sizes[5] * 544;
    if (v544 % 3 == 1) {
        acc += v544;
        if (acc > 544) child<<<(v544 & 15) + 1, 32>>>(out, acc, v544);
    }
    int v545 = v544 + sizes[6] * 545;
    if (v545 % 3 == 2) {
        acc += v545;
        if (acc > 545) child<<<(v545 & 15) + 1, 32>>>(out, acc, v545);
    }
    int v546 = v545 + sizes[0] * 546;
    if (v546 % 3 == 0) {
        acc += v546;
        if (acc > 546) child<<<(v546 & 15) + 1, 32>>>(out, acc, v546);
    }
    int v547 = v546 + sizes[1] * 547;
    if (v547 % 3 == 1) {
        acc += v547;
        if (acc > 547) child<<<(v547 & 15) + 1, 32>>>(out, acc, v547);
    }
    int v548 = v547 + sizes[2] * 548;
    if (v548 % 3 == 2) {
        acc += v548;
        if (acc > 548) child<<<(v548 & 15) + 1, 32>>>(out, acc, v548);
    }
    int v549 = v548 + sizes[3] * 549;
    if (v549 % 3 == 0) {
        acc += v549;
        if (acc > 549) child<<<(v549 & 15) + 1, 32>>>(out, acc, v549);
    }
    int v550 = v549 + sizes[4] * 550;
    if (v550 % 3 == 1) {
        acc += v550;
        if (acc > 550) child<<<(v550 & 15) + 1, 32>>>(out, acc, v550);
    }
    int v551 = v550 + sizes[5] * 551;
    if (v551 % 3 == 2) {
        acc += v551;
        if (acc > 551) child<<<(v551 & 15) + 1, 32>>>(out, acc, v551);
    }
    int v552 = v551 + sizes[6] * 552;
    if (v552 % 3 == 0) {
        acc += v552;
        if (acc > 552) child<<<(v552 & 15) + 1, 32>>>(out, acc, v552);
    }
    int v553 = v552 + sizes[0] * 553;
    if (v553 % 3 == 1) {
        acc += v553;
        if (acc > 553) child<<<(v553 & 15) + 1, 32>>>(out, acc, v553);
    }
    int v554 = v553 + sizes[1] * 554;
    if (v554 % 3 == 2) {
        acc += v554;
        if (acc > 554) child<<<(v554 & 15) + 1, 32>>>(out, acc, v554);
    }
    int v555 = v554 + sizes[2] * 555;
    if (v555 % 3 == 0) {
        acc += v555;
        if (acc > 555) child<<<(v555 & 15) + 1, 32>>>(out, acc, v555);
    }
    int v556 = v555 + sizes[3] * 556;
    if (v556 % 3 == 1) {
        acc += v556;
        if (acc > 556) child<<<(v556 & 15) + 1, 32>>>(out, acc, v556);
    }
    int v557 = v556 + sizes[4] * 557;
    if (v557 % 3 == 2) {
        acc += v557;
        if (acc > 557) child<<<(v557 & 15) + 1, 32>>>(out, acc, v557);
    }
    int v558 = v557 + sizes[5] * 558;
    if (v558 % 3 == 0) {
        acc += v558;
        if (acc > 558) child<<<(v558 & 15) + 1, 32>>>(out, acc, v558);
    }
    int v559 = v558 + sizes[6] * 559;
    if (v559 % 3 == 1) {
        acc += v559;
        if (acc > 559) child<<<(v559 & 15) + 1, 32>>>(out, acc, v559);
    }
    int v560 = v559 + sizes[0] * 560;
    if (v560 % 3 == 2) {
        acc += v560;
        if (acc > 560) child<<<(v560 & 15) + 1, 32>>>(out, acc, v560);
    }
    int v561 = v560 + sizes[1] * 561;
    if (v561 % 3 == 0) {
        acc += v561;
        if (acc > 561) child<<<(v561 & 15) + 1, 32>>>(out, acc, v561);
    }
    int v562 = v561 + sizes[2] * 562;
    if (v562 % 3 == 1) {
        acc += v562;
        if (acc > 562) child<<<(v562 & 15) + 1, 32>>>(out, acc, v562);
    }
    int v563 = v562 + sizes[3] * 563;
    if (v563 % 3 == 2) {
        acc += v563;
        if (acc > 563) child<<<(v563 & 15) + 1, 32>>>(out, acc, v563);
    }
    int v564 = v563 + sizes[4] * 564;
    if (v564 % 3 == 0) {
        acc += v564;
        if (acc > 564) child<<<(v564 & 15) + 1, 32>>>(out, acc, v564);
    }
    int v565 = v564 + sizes[5] * 565;
    if (v565 % 3 == 1) {
        acc += v565;
        if (acc > 565) child<<<(v565 & 15) + 1, 32>>>(out, acc, v565);
    }
    int v566 = v565 + sizes[6] * 566;
    if (v566 % 3 == 2) {
        acc += v566;
        if (acc > 566) child<<<(v566 & 15) + 1, 32>>>(out, acc, v566);
    }
    int v567 = v566 + sizes[0] * 567;
    if (v567 % 3 == 0) {
        acc += v567;
        if (acc > 567) child<<<(v567 & 15) + 1, 32>>>(out, acc, v567);
    }
    int v568 = v567 + sizes[1] * 568;
    if (v568 % 3 == 1) {
        acc += v568;
        if (acc > 568) child<<<(v568 & 15) + 1, 32>>>(out, acc, v568);
    }
    int v569 = v568 + sizes[2] * 569;
    if (v569 % 3 == 2) {
        acc += v569;
        if (acc > 569) child<<<(v569 & 15) + 1, 32>>>(out, acc, v569);
    }
    int v570 = v569 + sizes[3] * 570;
    if (v570 % 3 == 0) {
        acc += v570;
        if (acc > 570) child<<<(v570 & 15) + 1, 32>>>(out, acc, v570);
    }
    int v571 = v570 + sizes[4] * 571;
    if (v571 % 3 == 1) {
        acc += v571;
        if (acc > 571) child<<<(v571 & 15) + 1, 32>>>(out, acc, v571);
    }
    int v572 = v571 + sizes[5] * 572;
    if (v572 % 3 == 2) {
        acc += v572;
        if (acc > 572) child<<<(v572 & 15) + 1, 32>>>(out, acc, v572);
    }
    int v573 = v572 + sizes[6] * 573;
    if (v573 % 3 == 0) {
        acc += v573;
        if (acc > 573) child<<<(v573 & 15) + 1, 32>>>(out, acc, v573);
    }
    int v574 = v573 + sizes[0] * 574;
    if (v574 % 3 == 1) {
        acc += v574;
        if (acc > 574) child<<<(v574 & 15) + 1, 32>>>(out, acc, v574);
    }
    int v575 = v574 + sizes[1] * 575;
    if (v575 % 3 == 2) {
        acc += v575;
        if (acc > 575) child<<<(v575 & 15) + 1, 32>>>(out, acc, v575);
    }
    int v576 = v575 + sizes[2] * 576;
    if (v576 % 3 == 0) {
        acc += v576;
        if (acc > 576) child<<<(v576 & 15) + 1, 32>>>(out, acc, v576);
    }
    int v577 = v576 + sizes[3] * 577;
    if (v577 % 3 == 1) {
        acc += v577;
        if (acc > 577) child<<<(v577 & 15) + 1, 32>>>(out, acc, v577);
    }
    int v578 = v577 + sizes[4] * 578;
    if (v578 % 3 == 2) {
        acc += v578;
        if (acc > 578) child<<<(v578 & 15) + 1, 32>>>(out, acc, v578);
    }
    int v579 = v578 + sizes[5] * 579;
    if (v579 % 3 == 0) {
        acc += v579;
        if (acc > 579) child<<<(v579 & 15) + 1, 32>>>(out, acc, v579);
    }
    int v580 = v579 + sizes[6] * 580;
    if (v580 % 3 == 1) {
        acc += v580;
        if (acc > 580) child<<<(v580 & 15) + 1, 32>>>(out, acc, v580);
    }
    int v581 = v580 + sizes[0] * 581;
    if (v581 % 3 == 2) {
        acc += v581;
        if (acc > 581) child<<<(v581 & 15) + 1, 32>>>(out, acc, v581);
    }
    int v582 = v581 + sizes[1] * 582;
    if (v582 % 3 == 0) {
        acc += v582;
        if (acc > 582) child<<<(v582 & 15) + 1, 32>>>(out, acc, v582);
    }
    int v583 = v582 + sizes[2] * 583;
    if (v583 % 3 == 1) {
        acc += v583;
        if (acc > 583) child<<<(v583 & 15) + 1, 32>>>(out, acc, v583);
    }
    int v584 = v583 + sizes[3] * 584;
    if (v584 % 3 == 2) {
        acc += v584;
        if (acc > 584) child<<<(v584 & 15) + 1, 32>>>(out, acc, v584);
    }
    int v585 = v584 + sizes[4] * 585;
    if (v585 % 3 == 0) {
        acc += v585;
        if (acc > 585) child<<<(v585 & 15) + 1, 32>>>(out, acc, v585);
    }
    int v586 = v585 + sizes[5] * 586;
    if (v586 % 3 == 1) {
        acc += v586;
        if (acc > 586) child<<<(v586 & 15) + 1, 32>>>(out, acc, v586);
    }
    int v587 = v586 + sizes[6] * 587;
    if (v587 % 3 == 2) {
        acc += v587;
        if (acc > 587) child<<<(v587 & 15) + 1, 32>>>(out, acc, v587);
    }
    int v588 = v587 + sizes[0] * 588;
    if (v588 % 3 == 0) {
        acc += v588;
        if (acc > 588) child<<<(v588 & 15) + 1, 32>>>(out, acc, v588);
    }
    int v589 = v588 + sizes[1] * 589;
    if (v589 % 3 == 1) {
        acc += v589;
        if (acc > 589) child<<<(v589 & 15) + 1, 32>>>(out, acc, v589);
    }
    int v590 = v589 + sizes[2] * 590;
    if (v590 % 3 == 2) {
        acc += v590;
        if (acc > 590) child<<<(v590 & 15) + 1, 32>>>(out, acc, v590);
    }
    int v591 = v590 + sizes[3] * 591;
    if (v591 % 3 == 0) {
        acc += v591;
        if (acc > 591) child<<<(v591 & 15) + 1, 32>>>(out, acc, v591);
    }
    int v592 = v591 + sizes[4] * 592;
    if (v592 % 3 == 1) {
        acc += v592;
        if (acc > 592) child<<<(v592 & 15) + 1, 32>>>(out, acc, v592);
    }
    int v593 = v592 + sizes[5] * 593;
    if (v593 % 3 == 2) {
        acc += v593;
        if (acc > 593) child<<<(v593 & 15) + 1, 32>>>(out, acc, v593);
    }
    int v594 = v593 + sizes[6] * 594;
    if (v594 % 3 == 0) {
        acc += v594;
        if (acc > 594) child<<<(v594 & 15) + 1, 32>>>(out, acc, v594);
    }
    int v595 = v594 + sizes[0] * 595;
    if (v595 % 3 == 1) {
        acc += v595;
        if (acc > 595) child<<<(v595 & 15) + 1, 32>>>(out, acc, v595);
    }
    int v596 = v595 + sizes[1] * 596;
    if (v596 % 3 == 2) {
        acc += v596;
        if (acc > 596) child<<<(v596 & 15) + 1, 32>>>(out, acc, v596);
    }
    int v597 = v596 + sizes[2] * 597;
    if (v597 % 3 == 0) {
        acc += v597;
        if (acc > 597) child<<<(v597 & 15) + 1, 32>>>(out, acc, v597);
    }
    int v598 = v597 + sizes[3] * 598;
    if (v598 % 3 == 1) {
        acc += v598;
        if (acc > 598) child<<<(v598 & 15) + 1, 32>>>(out, acc, v598);
    }
    int v599 = v598 + sizes[4] * 599;
    if (v599 % 3 == 2) {
        acc += v599;
        if (acc > 599) child<<<(v599 & 15) + 1, 32>>>(out, acc, v599);
    }
    int v600 = v599 + sizes[5] * 600;
    if (v600 % 3 == 0) {
        acc += v600;
        if (acc > 600) child<<<(v600 & 15) + 1, 32>>>(out, acc, v600);
    }
    int v601 = v600 + sizes[6] * 601;
    if (v601 % 3 == 1) {
        acc += v601;
        if (acc > 601) child<<<(v601 & 15) + 1, 32>>>(out, acc, v601);
    }
    int v602 = v601 + sizes[0] * 602;
    if (v602 % 3 == 2) {
        acc += v602;
        if (acc > 602) child<<<(v602 & 15) + 1, 32>>>(out, acc, v602);
    }
    int v603 = v602 + sizes[1] * 603;
    if (v603 % 3 == 0) {
        acc += v603;
        if (acc > 603) child<<<(v603 & 15) + 1, 32>>>(out, acc, v603);
    }
    int v604 = v603 + sizes[2] * 604;
    if (v604 % 3 == 1) {
        acc += v604;
        if (acc > 604) child<<<(v604 & 15) + 1, 32>>>(out, acc, v604);
    }
    int v605 = v604 + sizes[3] * 605;
    if (v605 % 3 == 2) {
        acc += v605;
        if (acc > 605) child<<<(v605 & 15) + 1, 32>>>(out, acc, v605);
    }
    int v606 = v605 + sizes[4] * 606;
    if (v606 % 3 == 0) {
        acc += v606;
        if (acc > 606) child<<<(v606 & 15) + 1, 32>>>(out, acc, v606);
    }
    int v607 = v606 + sizes[5] * 607;
    if (v607 % 3 == 1) {
        acc += v607;
        if (acc > 607) child<<<(v607 & 15) + 1, 32>>>(out, acc, v607);
    }
    int v608 = v607 + sizes[6] * 608;
    if (v608 % 3 == 2) {
        acc += v608;
        if (acc > 608) child<<<(v608 & 15) + 1, 32>>>(out, acc, v608);
    }
    int v609 = v608 + sizes[0] * 609;
    if (v609 % 3 == 0) {
        acc += v609;
        if (acc > 609) child<<<(v609 & 15) + 1, 32>>>(out, acc, v609);
    }
    int v610 = v609 + sizes[1] * 610;
    if (v610 % 3 == 1) {
        acc += v610;
        if (acc > 610) child<<<(v610 & 15) + 1, 32>>>(out, acc, v610);
    }
    int v611 = v610 + sizes[2] * 611;
    if (v611 % 3 == 2) {
        acc += v611;
        if (acc > 611) child<<<(v611 & 15) + 1, 32>>>(out, acc, v611);
    }
    int v612 = v611 + sizes[3] * 612;
    if (v612 % 3 == 0) {
        acc += v612;
        if (acc > 612) child<<<(v612 & 15) + 1, 32>>>(out, acc, v612);
    }
    int v613 = v612 + sizes[4] * 613;
    if (v613 % 3 == 1) {
        acc += v613;
        if (acc > 613) child<<<(v613 & 15) + 1, 32>>>(out, acc, v613);
    }
    int v614 = v613 + sizes[5] * 614;
    if (v614 % 3 == 2) {
        acc += v614;
        if (acc > 614) child<<<(v614 & 15) + 1, 32>>>(out, acc, v614);
    }
    int v615 = v614 + sizes[6] * 615;
    if (v615 % 3 == 0) {
        acc += v615;
        if (acc > 615) child<<<(v615 & 15) + 1, 32>>>(out, acc, v615);
    }
    int v616 = v615 + sizes[0] * 616;
    if (v616 % 3 == 1) {
        acc += v616;
        if (acc > 616) child<<<(v616 & 15) + 1, 32>>>(out, acc, v616);
    }
    int v617 = v616 + sizes[1] * 617;
    if (v617 % 3 == 2) {
        acc += v617;
        if (acc > 617) child<<<(v617 & 15) + 1, 32>>>(out, acc, v617);
    }
    int v618 = v617 + sizes[2] * 618;
    if (v618 % 3 == 0) {
        acc += v618;
        if (acc > 618) child<<<(v618 & 15) + 1, 32>>>(out, acc, v618);
    }
    int v619 = v618 + sizes[3] * 619;
    if (v619 % 3 == 1) {
        acc += v619;
        if (acc > 619) child<<<(v619 & 15) + 1, 32>>>(out, acc, v619);
    }
    int v620 = v619 + sizes[4] * 620;
    if (v620 % 3 == 2) {
        acc += v620;
        if (acc > 620) child<<<(v620 & 15) + 1, 32>>>(out, acc, v620);
    }
    int v621 = v620 + sizes[5] * 621;
    if (v621 % 3 == 0) {
        acc += v621;
        if (acc > 621) child<<<(v621 & 15) + 1, 32>>>(out, acc, v621);
    }
    int v622 = v621 + sizes[6] * 622;
    if (v622 % 3 == 1) {
        acc += v622;
        if (acc > 622) child<<<(v622 & 15) + 1, 32>>>(out, acc, v622);
    }
    int v623 = v622 + sizes[0] * 623;
    if (v623 % 3 == 2) {
        acc += v623;
        if (acc > 623) child<<<(v623 & 15) + 1, 32>>>(out, acc, v623);
    }
    int v624 = v623 + sizes[1] * 624;
    if (v624 % 3 == 0) {
        acc += v624;
        if (acc > 624) child<<<(v624 & 15) + 1, 32>>>(out, acc, v624);
    }
    int v625 = v624 + sizes[2] * 625;
    if (v625 % 3 == 1) {
        acc += v625;
        if (acc > 625) child<<<(v625 & 15) + 1, 32>>>(out, acc, v625);
    }
    int v626 = v625 + sizes[3] * 626;
    if (v626 % 3 == 2) {
        acc += v626;
        if (acc > 626) child<<<(v626 & 15) + 1, 32>>>(out, acc, v626);
    }
    int v627 = v626 + sizes[4] * 627;
    if (v627 % 3 == 0) {
        acc += v627;
        if (acc > 627) child<<<(v627 & 15) + 1, 32>>>(out, acc, v627);
    }
    int v628 = v627 + sizes[5] * 628;
    if (v628 % 3 == 1) {
        acc += v628;
        if (acc > 628) child<<<(v628 & 15) + 1, 32>>>(out, acc, v628);
    }
    int v629 = v628 + sizes[6] * 629;
    if (v629 % 3 == 2) {
        acc += v629;
        if (acc > 629) child<<<(v629 & 15) + 1, 32>>>(out, acc, v629);
    }
    int v630 = v629 + sizes[0] * 630;
    if (v630 % 3 == 0) {
        acc += v630;
        if (acc > 630) child<<<(v630 & 15) + 1, 32>>>(out, acc, v630);
    }
    int v631 = v630 + sizes[1] * 631;
    if (v631 % 3 == 1) {
        acc += v631;
        if (acc > 631) child<<<(v631 & 15) + 1, 32>>>(out, acc, v631);
    }
    int v632 = v631 + sizes[2] * 632;
    if (v632 % 3 == 2) {
        acc += v632;
        if (acc > 632) child<<<(v632 & 15) + 1, 32>>>(out, acc, v632);
    }
    int v633 = v632 + sizes[3] * 633;
    if (v633 % 3 == 0) {
        acc += v633;
        if (acc > 633) child<<<(v633 & 15) + 1, 32>>>(out, acc, v633);
    }
    int v634 = v633 + sizes[4] * 634;
    if (v634 % 3 == 1) {
        acc += v634;
        if (acc > 634) child<<<(v634 & 15) + 1, 32>>>(out, acc, v634);
    }
    int v635 = v634 + sizes[5] * 635;
    if (v635 % 3 == 2) {
        acc += v635;
        if (acc > 635) child<<<(v635 & 15) + 1, 32>>>(out, acc, v635);
    }
    int v636 = v635 + sizes[6] * 636;
    if (v636 % 3 == 0) {
        acc += v636;
        if (acc > 636) child<<<(v636 & 15) + 1, 32>>>(out, acc, v636);
    }
    int v637 = v636 + sizes[0] * 637;
    if (v637 % 3 == 1) {
        acc += v637;
        if (acc > 637) child<<<(v637 & 15) + 1, 32>>>(out, acc, v637);
    }
    int v638 = v637 + sizes[1] * 638;
    if (v638 % 3 == 2) {
        acc += v638;
        if (acc > 638) child<<<(v638 & 15) + 1, 32>>>(out, acc, v638);
    }
    int v639 = v638 + sizes[2] * 639;
    if (v639 % 3 == 0) {
        acc += v639;
        if (acc > 639) child<<<(v639 & 15) + 1, 32>>>(out, acc, v639);
    }
    int v640 = v639 + sizes[3] * 640;
    if (v640 % 3 == 1) {
        acc += v640;
        if (acc > 640) child<<<(v640 & 15) + 1, 32>>>(out, acc, v640);
    }
    int v641 = v640 + sizes[4] * 641;
    if (v641 % 3 == 2) {
        acc += v641;
        if (acc > 641) child<<<(v641 & 15) + 1, 32>>>(out, acc, v641);
    }
    int v642 = v641 + sizes[5] * 642;
    if (v642 % 3 == 0) {
        acc += v642;
        if (acc > 642) child<<<(v642 & 15) + 1, 32>>>(out, acc, v642);
    }
    int v643 = v642 + sizes[6] * 643;
    if (v643 % 3 == 1) {
        acc += v643;
        if (acc > 643) child<<<(v643 & 15) + 1, 32>>>(out, acc, v643);
    }
    int v644 = v643 + sizes[0] * 644;
    if (v644 % 3 == 2) {
        acc += v644;
        if (acc > 644) child<<<(v644 & 15) + 1, 32>>>(out, acc, v644);
    }
    int v645 = v644 + sizes[1] * 645;
    if (v645 % 3 == 0) {
        acc += v645;
        if (acc > 645) child<<<(v645 & 15) + 1, 32>>>(out, acc, v645);
    }
    int v646 = v645 + sizes[2] * 646;
    if (v646 % 3 == 1) {
        acc += v646;
        if (acc > 646) child<<<(v646 & 15) + 1, 32>>>(out, acc, v646);
    }
    int v647 = v646 + sizes[3] * 647;
    if (v647 % 3 == 2) {
        acc += v647;
        if (acc > 647) child<<<(v647 & 15) + 1, 32>>>(out, acc, v647);
    }
    int v648 = v647 + sizes[4] * 648;
    if (v648 % 3 == 0) {
        acc += v648;
        if (acc > 648) child<<<(v648 & 15) + 1, 32>>>(out, acc, v648);
    }
    int v649 = v648 + sizes[5] * 649;
    if (v649 % 3 == 1) {
        acc += v649;
        if (acc > 649) child<<<(v649 & 15) + 1, 32>>>(out, acc, v649);
    }
    int v650 = v649 + sizes[6] * 650;
    if (v650 % 3 == 2) {
        acc += v650;
        if (acc > 650) child<<<(v650 & 15) + 1, 32>>>(out, acc, v650);
    }
    int v651 = v650 + sizes[0] * 651;
    if (v651 % 3 == 0) {
        acc += v651;
        if (acc > 651) child<<<(v651 & 15) + 1, 32>>>(out, acc, v651);
    }
    int v652 = v651 + sizes[1] * 652;
    if (v652 % 3 == 1) {
        acc += v652;
        if (acc > 652) child<<<(v652 & 15) + 1, 32>>>(out, acc, v652);
    }
    int v653 = v652 + sizes[2] * 653;
    if (v653 % 3 == 2) {
        acc += v653;
        if (acc > 653) child<<<(v653 & 15) + 1, 32>>>(out, acc, v653);
    }
    int v654 = v653 + sizes[3] * 654;
    if (v654 % 3 == 0) {
        acc += v654;
        if (acc > 654) child<<<(v654 & 15) + 1, 32>>>(out, acc, v654);
    }
    int v655 = v654 + sizes[4] * 655;
    if (v655 % 3 == 1) {
        acc += v655;
        if (acc > 655) child<<<(v655 & 15) + 1, 32>>>(out, acc, v655);
    }
    int v656 = v655 + sizes[5] * 656;
    if (v656 % 3 == 2) {
        acc += v656;
        if (acc > 656) child<<<(v656 & 15) + 1, 32>>>(out, acc, v656);
    }
    int v657 = v656 + sizes[6] * 657;
    if (v657 % 3 == 0) {
        acc += v657;
        if (acc > 657) child<<<(v657 & 15) + 1, 32>>>(out, acc, v657);
    }
    int v658 = v657 + sizes[0] * 658;
    if (v658 % 3 == 1) {
        acc += v658;
        if (acc > 658) child<<<(v658 & 15) + 1, 32>>>(out, acc, v658);
    }
    int v659 = v658 + sizes[1] * 659;
    if (v659 % 3 == 2) {
        acc += v659;
        if (acc > 659) child<<<(v659 & 15) + 1, 32>>>(out, acc, v659);
    }
    int v660 = v659 + sizes[2] * 660;
    if (v660 % 3 == 0) {
        acc += v660;
        if (acc > 660) child<<<(v660 & 15) + 1, 32>>>(out, acc, v660);
    }
    int v661 = v660 + sizes[3] * 661;
    if (v661 % 3 == 1) {
        acc += v661;
        if (acc > 661) child<<<(v661 & 15) + 1, 32>>>(out, acc, v661);
    }
    int v662 = v661 + sizes[4] * 662;
    if (v662 % 3 == 2) {
        acc += v662;
        if (acc > 662) child<<<(v662 & 15) + 1, 32>>>(out, acc, v662);
    }
    int v663 = v662 + sizes[5] * 663;
    if (v663 % 3 == 0) {
        acc += v663;
        if (acc > 663) child<<<(v663 & 15) + 1, 32>>>(out, acc, v663);
    }
    int v664 = v663 + sizes[6] * 664;
    if (v664 % 3 == 1) {
        acc += v664;
        if (acc > 664) child<<<(v664 & 15) + 1, 32>>>(out, acc, v664);
    }
    int v665 = v664 + sizes[0] * 665;
    if (v665 % 3 == 2) {
        acc += v665;
        if (acc > 665) child<<<(v665 & 15) + 1, 32>>>(out, acc, v665);
    }
    int v666 = v665 + sizes[1] * 666;
    if (v666 % 3 == 0) {
        acc += v666;
        if (acc > 666) child<<<(v666 & 15) + 1, 32>>>(out, acc, v666);
    }
    int v667 = v666 + sizes[2] * 667;
    if (v667 % 3 == 1) {
        acc += v667;
        if (acc > 667) child<<<(v667 & 15) + 1, 32>>>(out, acc, v667);
    }
    int v668 = v667 + sizes[3] * 668;
    if (v668 % 3 == 2) {
        acc += v668;
        if (acc > 668) child<<<(v668 & 15) + 1, 32>>>(out, acc, v668);
    }
    int v669 = v668 + sizes[4] * 669;
    if (v669 % 3 == 0) {
        acc += v669;
        if (acc > 669) child<<<(v669 & 15) + 1, 32>>>(out, acc, v669);
    }
    int v670 = v669 + sizes[5] * 670;
    if (v670 % 3 == 1) {
        acc += v670;
        if (acc > 670) child<<<(v670 & 15) + 1, 32>>>(out, acc, v670);
    }
    int v671 = v670 + sizes[6] * 671;
    if (v671 % 3 == 2) {
        acc += v671;
        if (acc > 671) child<<<(v671 & 15) + 1, 32>>>(out, acc, v671);
    }
    int v672 = v671 + sizes[0] * 672;
    if (v672 % 3 == 0) {
        acc += v672;
        if (acc > 672) child<<<(v672 & 15) + 1, 32>>>(out, acc, v672);
    }
    int v673 = v672 + sizes[1] * 673;
    if (v673 % 3 == 1) {
        acc += v673;
        if (acc > 673) child<<<(v673 & 15) + 1, 32>>>(out, acc, v673);
    }
    int v674 = v673 + sizes[2] * 674;
    if (v674 % 3 == 2) {
        acc += v674;
        if (acc > 674) child<<<(v674 & 15) + 1, 32>>>(out, acc, v674);
    }
    int v675 = v674 + sizes[3] * 675;
    if (v675 % 3 == 0) {
        acc += v675;
        if (acc > 675) child<<<(v675 & 15) + 1, 32>>>(out, acc, v675);
    }
    int v676 = v675 + sizes[4] * 676;
    if (v676 % 3 == 1) {
        acc += v676;
        if (acc > 676) child<<<(v676 & 15) + 1, 32>>>(out, acc, v676);
    }
    int v677 = v676 + sizes[5] * 677;
    if (v677 % 3 == 2) {
        acc += v677;
        if (acc > 677) child<<<(v677 & 15) + 1, 32>>>(out, acc, v677);
    }
    int v678 = v677 + sizes[6] * 678;
    if (v678 % 3 == 0) {
        acc += v678;
        if (acc > 678) child<<<(v678 & 15) + 1, 32>>>(out, acc, v678);
    }
    int v679 = v678 + sizes[0] * 679;
    if (v679 % 3 == 1) {
        acc += v679;
        if (acc > 679) child<<<(v679 & 15) + 1, 32>>>(out, acc, v679);
    }
    int v680 = v679 + sizes[1] * 680;
    if (v680 % 3 == 2) {
        acc += v680;
        if (acc > 680) child<<<(v680 & 15) + 1, 32>>>(out, acc, v680);
    }
    int v681 = v680 + sizes[2] * 681;
    if (v681 % 3 == 0) {
        acc += v681;
        if (acc > 681) child<<<(v681 & 15) + 1, 32>>>(out, acc, v681);
    }
    int v682 = v681 + sizes[3] * 682;
    if (v682 % 3 == 1) {
        acc += v682;
        if (acc > 682) child<<<(v682 & 15) + 1, 32>>>(out, acc, v682);
    }
    int v683 = v682 + sizes[4] * 683;
    if (v683 % 3 == 2) {
        acc += v683;
        if (acc > 683) child<<<(v683 & 15) + 1, 32>>>(out, acc, v683);
    }
    int v684 = v683 + sizes[5] * 684;
    if (v684 % 3 == 0) {
        acc += v684;
        if (acc > 684) child<<<(v684 & 15) + 1, 32>>>(out, acc, v684);
    }
    int v685 = v684 + sizes[6] * 685;
    if (v685 % 3 == 1) {
        acc += v685;
        if (acc > 685) child<<<(v685 & 15) + 1, 32>>>(out, acc, v685);
    }
    int v686 = v685 + sizes[0] * 686;
    if (v686 % 3 == 2) {
        acc += v686;
        if (acc > 686) child<<<(v686 & 15) + 1, 32>>>(out, acc, v686);
    }
    int v687 = v686 + sizes[1] * 687;
    if (v687 % 3 == 0) {
        acc += v687;
        if (acc > 687) child<<<(v687 & 15) + 1, 32>>>(out, acc, v687);
    }
    int v688 = v687 + sizes[2] * 688;
    if (v688 % 3 == 1) {
        acc += v688;
        if (acc > 688) child<<<(v688 & 15) + 1, 32>>>(out, acc, v688);
    }
    int v689 = v688 + sizes[3] * 689;
    if (v689 % 3 == 2) {
        acc += v689;
        if (acc > 689) child<<<(v689 & 15) + 1, 32>>>(out, acc, v689);
    }
    int v690 = v689 + sizes[4] * 690;
    if (v690 % 3 == 0) {
        acc += v690;
        if (acc > 690) child<<<(v690 & 15) + 1, 32>>>(out, acc, v690);
    }
    int v691 = v690 + sizes[5] * 691;
    if (v691 % 3 == 1) {
        acc += v691;
        if (acc > 691) child<<<(v691 & 15) + 1, 32>>>(out, acc, v691);
    }
    int v692 = v691 + sizes[6] * 692;
    if (v692 % 3 == 2) {
        acc += v692;
        if (acc > 692) child<<<(v692 & 15) + 1, 32>>>(out, acc, v692);
    }
    int v693 = v692 + sizes[0] * 693;
    if (v693 % 3 == 0) {
        acc += v693;
        if (acc > 693) child<<<(v693 & 15) + 1, 32>>>(out, acc, v693);
    }
    int v694 = v693 + sizes[1] * 694;
    if (v694 % 3 == 1) {
        acc += v694;
        if (acc > 694) child<<<(v694 & 15) + 1, 32>>>(out, acc, v694);
    }
    int v695 = v694 + sizes[2] * 695;
    if (v695 % 3 == 2) {
        acc += v695;
        if (acc > 695) child<<<(v695 & 15) + 1, 32>>>(out, acc, v695);
    }
    int v696 = v695 + sizes[3] * 696;
    if (v696 % 3 == 0) {
        acc += v696;
        if (acc > 696) child<<<(v696 & 15) + 1, 32>>>(out, acc, v696);
    }
    int v697 = v696 + sizes[4] * 697;
    if (v697 % 3 == 1) {
        acc += v697;
        if (acc > 697) child<<<(v697 & 15) + 1, 32>>>(out, acc, v697);
    }
    int v698 = v697 + sizes[5] * 698;
    if (v698 % 3 == 2) {
        acc += v698;
        if (acc > 698) child<<<(v698 & 15) + 1, 32>>>(out, acc, v698);
    }
    int v699 = v698 + sizes[6] * 699;
    if (v699 % 3 == 0) {
        acc += v699;
        if (acc > 699) child<<<(v699 & 15) + 1, 32>>>(out, acc, v699);
    }
    int v700 = v699 + sizes[0] * 700;
    if (v700 % 3 == 1) {
        acc += v700;
        if (acc > 700) child<<<(v700 & 15) + 1, 32>>>(out, acc, v700);
    }
    int v701 = v700 + sizes[1] * 701;
    if (v701 % 3 == 2) {
        acc += v701;
        if (acc > 701) child<<<(v701 & 15) + 1, 32>>>(out, acc, v701);
    }
    int v702 = v701 + sizes[2] * 702;
    if (v702 % 3 == 0) {
        acc += v702;
        if (acc > 702) child<<<(v702 & 15) + 1, 32>>>(out, acc, v702);
    }
    int v703 = v702 + sizes[3] * 703;
    if (v703 % 3 == 1) {
        acc += v703;
        if (acc > 703) child<<<(v703 & 15) + 1, 32>>>(out, acc, v703);
    }
    int v704 = v703 + sizes[4] * 704;
    if (v704 % 3 == 2) {
        acc += v704;
        if (acc > 704) child<<<(v704 & 15) + 1, 32>>>(out, acc, v704);
    }
    int v705 = v704 + sizes[5] * 705;
    if (v705 % 3 == 0) {
        acc += v705;
        if (acc > 705) child<<<(v705 & 15) + 1, 32>>>(out, acc, v705);
    }
    int v706 = v705 + sizes[6] * 706;
    if (v706 % 3 == 1) {
        acc += v706;
        if (acc > 706) child<<<(v706 & 15) + 1, 32>>>(out, acc, v706);
    }
    int v707 = v706 + sizes[0] * 707;
    if (v707 % 3 == 2) {
        acc += v707;
        if (acc > 707) child<<<(v707 & 15) + 1, 32>>>(out, acc, v707);
    }
    int v708 = v707 + sizes[1] * 708;
    if (v708 % 3 == 0) {
        acc += v708;
        if (acc > 708) child<<<(v708 & 15) + 1, 32>>>(out, acc, v708);
    }
    int v709 = v708 + sizes[2] * 709;
    if (v709 % 3 == 1) {
        acc += v709;
        if (acc > 709) child<<<(v709 & 15) + 1, 32>>>(out, acc, v709);
    }
    int v710 = v709 + sizes[3] * 710;
    if (v710 % 3 == 2) {
        acc += v710;
        if (acc > 710) child<<<(v710 & 15) + 1, 32>>>(out, acc, v710);
    }
    int v711 = v710 + sizes[4] * 711;
    if (v711 % 3 == 0) {
        acc += v711;
        if (acc > 711) child<<<(v711 & 15) + 1, 32>>>(out, acc, v711);
    }
    int v712 = v711 + sizes[5] * 712;
    if (v712 % 3 == 1) {
        acc += v712;
        if (acc > 712) child<<<(v712 & 15) + 1, 32>>>(out, acc, v712);
    }
    int v713 = v712 + sizes[6] * 713;
    if (v713 % 3 == 2) {
        acc += v713;
        if (acc > 713) child<<<(v713 & 15) + 1, 32>>>(out, acc, v713);
    }
    int v714 = v713 + sizes[0] * 714;
    if (v714 % 3 == 0) {
        acc += v714;
        if (acc > 714) child<<<(v714 & 15) + 1, 32>>>(out, acc, v714);
    }
    int v715 = v714 + sizes[1] * 715;
    if (v715 % 3 == 1) {
        acc += v715;
        if (acc > 715) child<<<(v715 & 15) + 1, 32>>>(out, acc, v715);
    }
    int v716 = v715 + sizes[2] * 716;
    if (v716 % 3 == 2) {
        acc += v716;
        if (acc > 716) child<<<(v716 & 15) + 1, 32>>>(out, acc, v716);
    }
    int v717 = v716 + sizes[3] * 717;
    if (v717 % 3 == 0) {
        acc += v717;
        if (acc > 717) child<<<(v717 & 15) + 1, 32>>>(out, acc, v717);
    }
    int v718 = v717 + sizes[4] * 718;
    if (v718 % 3 == 1) {
        acc += v718;
        if (acc > 718) child<<<(v718 & 15) + 1, 32>>>(out, acc, v718);
    }
    int v719 = v718 + sizes[5] * 719;
    if (v719 % 3 == 2) {
        acc += v719;
        if (acc > 719) child<<<(v719 & 15) + 1, 32>>>(out, acc, v719);
    }
    int v720 = v719 + sizes[6] * 720;
    if (v720 % 3 == 0) {
        acc += v720;
        if (acc > 720) child<<<(v720 & 15) + 1, 32>>>(out, acc, v720);
    }
    int v721 = v720 + sizes[0] * 721;
    if (v721 % 3 == 1) {
        acc += v721;
        if (acc > 721) child<<<(v721 & 15) + 1, 32>>>(out, acc, v721);
    }
    int v722 = v721 + sizes[1] * 722;
    if (v722 % 3 == 2) {
        acc += v722;
        if (acc > 722) child<<<(v722 & 15) + 1, 32>>>(out, acc, v722);
    }
    int v723 = v722 + sizes[2] * 723;
    if (v723 % 3 == 0) {
        acc += v723;
        if (acc > 723) child<<<(v723 & 15) + 1, 32>>>(out, acc, v723);
    }
    int v724 = v723 + sizes[3] * 724;
    if (v724 % 3 == 1) {
        acc += v724;
        if (acc > 724) child<<<(v724 & 15) + 1, 32>>>(out, acc, v724);
    }
    int v725 = v724 + sizes[4] * 725;
    if (v725 % 3 == 2) {
        acc += v725;
        if (acc > 725) child<<<(v725 & 15) + 1, 32>>>(out, acc, v725);
    }
    int v726 = v725 + sizes[5] * 726;
    if (v726 % 3 == 0) {
        acc += v726;
        if (acc > 726) child<<<(v726 & 15) + 1, 32>>>(out, acc, v726);
    }
    int v727 = v726 + sizes[6] * 727;
    if (v727 % 3 == 1) {
        acc += v727;
        if (acc > 727) child<<<(v727 & 15) + 1, 32>>>(out, acc, v727);
    }
    int v728 = v727 + sizes[0] * 728;
    if (v728 % 3 == 2) {
        acc += v728;
        if (acc > 728) child<<<(v728 & 15) + 1, 32>>>(out, acc, v728);
    }
    int v729 = v728 + sizes[1] * 729;
    if (v729 % 3 == 0) {
        acc += v729;
        if (acc > 729) child<<<(v729 & 15) + 1, 32>>>(out, acc, v729);
    }
    int v730 = v729 + sizes[2] * 730;
    if (v730 % 3 == 1) {
        acc += v730;
        if (acc > 730) child<<<(v730 & 15) + 1, 32>>>(out, acc, v730);
    }
    int v731 = v730 + sizes[3] * 731;
    if (v731 % 3 == 2) {
        acc += v731;
        if (acc > 731) child<<<(v731 & 15) + 1, 32>>>(out, acc, v731);
    }
    int v732 = v731 + sizes[4] * 732;
    if (v732 % 3 == 0) {
        acc += v732;
        if (acc > 732) child<<<(v732 & 15) + 1, 32>>>(out, acc, v732);
    }
    int v733 = v732 + sizes[5] * 733;
    if (v733 % 3 == 1) {
        acc += v733;
        if (acc > 733) child<<<(v733 & 15) + 1, 32>>>(out, acc, v733);
    }
    int v734 = v733 + sizes[6] * 734;
    if (v734 % 3 == 2) {
        acc += v734;
        if (acc > 734) child<<<(v734 & 15) + 1, 32>>>(out, acc, v734);
    }
    int v735 = v734 + sizes[0] * 735;
    if (v735 % 3 == 0) {
        acc += v735;
        if (acc > 735) child<<<(v735 & 15) + 1, 32>>>(out, acc, v735);
    }
    int v736 = v735 + sizes[1] * 736;
    if (v736 % 3 == 1) {
        acc += v736;
        if (acc > 736) child<<<(v736 & 15) + 1, 32>>>(out, acc, v736);
    }
    int v737 = v736 + sizes[2] * 737;
    if (v737 % 3 == 2) {
        acc += v737;
        if (acc > 737) child<<<(v737 & 15) + 1, 32>>>(out, acc, v737);
    }
    int v738 = v737 + sizes[3] * 738;
    if (v738 % 3 == 0) {
        acc += v738;
        if (acc > 738) child<<<(v738 & 15) + 1, 32>>>(out, acc, v738);
    }
    int v739 = v738 + sizes[4] * 739;
    if (v739 % 3 == 1) {
        acc += v739;
        if (acc > 739) child<<<(v739 & 15) + 1, 32>>>(out, acc, v739);
    }
    int v740 = v739 + sizes[5] * 740;
    if (v740 % 3 == 2) {
        acc += v740;
        if (acc > 740) child<<<(v740 & 15) + 1, 32>>>(out, acc, v740);
    }
    int v741 = v740 + sizes[6] * 741;
    if (v741 % 3 == 0) {
        acc += v741;
        if (acc > 741) child<<<(v741 & 15) + 1, 32>>>(out, acc, v741);
    }
    int v742 = v741 + sizes[0] * 742;
    if (v742 % 3 == 1) {
        acc += v742;
        if (acc > 742) child<<<(v742 & 15) + 1, 32>>>(out, acc, v742);
    }
    int v743 = v742 + sizes[1] * 743;
    if (v743 % 3 == 2) {
        acc += v743;
        if (acc > 743) child<<<(v743 & 15) + 1, 32>>>(out, acc, v743);
    }
    int v744 = v743 + sizes[2] * 744;
    if (v744 % 3 == 0) {
        acc += v744;
        if (acc > 744) child<<<(v744 & 15) + 1, 32>>>(out, acc, v744);
    }
    int v745 = v744 + sizes[3] * 745;
    if (v745 % 3 == 1) {
        acc += v745;
        if (acc > 745) child<<<(v745 & 15) + 1, 32>>>(out, acc, v745);
    }
    int v746 = v745 + sizes[4] * 746;
    if (v746 % 3 == 2) {
        acc += v746;
        if (acc > 746) child<<<(v746 & 15) + 1, 32>>>(out, acc, v746);
    }
    int v747 = v746 + sizes[5] * 747;
    if (v747 % 3 == 0) {
        acc += v747;
        if (acc > 747) child<<<(v747 & 15) + 1, 32>>>(out, acc, v747);
    }
    int v748 = v747 + sizes[6] * 748;
    if (v748 % 3 == 1) {
        acc += v748;
        if (acc > 748) child<<<(v748 & 15) + 1, 32>>>(out, acc, v748);
    }
    int v749 = v748 + sizes[0] * 749;
    if (v749 % 3 == 2) {
        acc += v749;
        if (acc > 749) child<<<(v749 & 15) + 1, 32>>>(out, acc, v749);
    }
    int v750 = v749 + sizes[1] * 750;
    if (v750 % 3 == 0) {
        acc += v750;
        if (acc > 750) child<<<(v750 & 15) + 1, 32>>>(out, acc, v750);
    }
    int v751 = v750 + sizes[2] * 751;
    if (v751 % 3 == 1) {
        acc += v751;
        if (acc > 751) child<<<(v751 & 15) + 1, 32>>>(out, acc, v751);
    }
    int v752 = v751 + sizes[3] * 752;
    if (v752 % 3 == 2) {
        acc += v752;
        if (acc > 752) child<<<(v752 & 15) + 1, 32>>>(out, acc, v752);
    }
    int v753 = v752 + sizes[4] * 753;
    if (v753 % 3 == 0) {
        acc += v753;
        if (acc > 753) child<<<(v753 & 15) + 1, 32>>>(out, acc, v753);
    }
    int v754 = v753 + sizes[5] * 754;
    if (v754 % 3 == 1) {
        acc += v754;
        if (acc > 754) child<<<(v754 & 15) + 1, 32>>>(out, acc, v754);
    }
    int v755 = v754 + sizes[6] * 755;
    if (v755 % 3 == 2) {
        acc += v755;
        if (acc > 755) child<<<(v755 & 15) + 1, 32>>>(out, acc, v755);
    }
    int v756 = v755 + sizes[0] * 756;
    if (v756 % 3 == 0) {
        acc += v756;
        if (acc > 756) child<<<(v756 & 15) + 1, 32>>>(out, acc, v756);
    }
    int v757 = v756 + sizes[1] * 757;
    if (v757 % 3 == 1) {
        acc += v757;
        if (acc > 757) child<<<(v757 & 15) + 1, 32>>>(out, acc, v757);
    }
    int v758 = v757 + sizes[2] * 758;
    if (v758 % 3 == 2) {
        acc += v758;
        if (acc > 758) child<<<(v758 & 15) + 1, 32>>>(out, acc, v758);
    }
    int v759 = v758 + sizes[3] * 759;
    if (v759 % 3 == 0) {
        acc += v759;
        if (acc > 759) child<<<(v759 & 15) + 1, 32>>>(out, acc, v759);
    }
    int v760 = v759 + sizes[4] * 760;
    if (v760 % 3 == 1) {
        acc += v760;
        if (acc > 760) child<<<(v760 & 15) + 1, 32>>>(out, acc, v760);
    }
    int v761 = v760 + sizes[5] * 761;
    if (v761 % 3 == 2) {
        acc += v761;
        if (acc > 761) child<<<(v761 & 15) + 1, 32>>>(out, acc, v761);
    }
    int v762 = v761 + sizes[6] * 762;
    if (v762 % 3 == 0) {
        acc += v762;
        if (acc > 762) child<<<(v762 & 15) + 1, 32>>>(out, acc, v762);
    }
    int v763 = v762 + sizes[0] * 763;
    if (v763 % 3 == 1) {
        acc += v763;
        if (acc > 763) child<<<(v763 & 15) + 1, 32>>>(out, acc, v763);
    }
    int v764 = v763 + sizes[1] * 764;
    if (v764 % 3 == 2) {
        acc += v764;
        if (acc > 764) child<<<(v764 & 15) + 1, 32>>>(out, acc, v764);
    }
    int v765 = v764 + sizes[2] * 765;
    if (v765 % 3 == 0) {
        acc += v765;
        if (acc > 765) child<<<(v765 & 15) + 1, 32>>>(out, acc, v765);
    }
    int v766 = v765 + sizes[3] * 766;
    if (v766 % 3 == 1) {
        acc += v766;
        if (acc > 766) child<<<(v766 & 15) + 1, 32>>>(out, acc, v766);
    }
    int v767 = v766 + sizes[4] * 767;
    if (v767 % 3 == 2) {
        acc += v767;
        if (acc > 767) child<<<(v767 & 15) + 1, 32>>>(out, acc, v767);
    }
    int v768 = v767 + sizes[5] * 768;
    if (v768 % 3 == 0) {
        acc += v768;
        if (acc > 768) child<<<(v768 & 15) + 1, 32>>>(out, acc, v768);
    }
    int v769 = v768 + sizes[6] * 769;
    if (v769 % 3 == 1) {
        acc += v769;
        if (acc > 769) child<<<(v769 & 15) + 1, 32>>>(out, acc, v769);
    }
    int v770 = v769 + sizes[0] * 770;
    if (v770 % 3 == 2) {
        acc += v770;
        if (acc > 770) child<<<(v770 & 15) + 1, 32>>>(out, acc, v770);
    }
    int v771 = v770 + sizes[1] * 771;
    if (v771 % 3 == 0) {
        acc += v771;
        if (acc > 771) child<<<(v771 & 15) + 1, 32>>>(out, acc, v771);
    }
    int v772 = v771 + sizes[2] * 772;
    if (v772 % 3 == 1) {
        acc += v772;
        if (acc > 772) child<<<(v772 & 15) + 1, 32>>>(out, acc, v772);
    }
    int v773 = v772 + sizes[3] * 773;
    if (v773 % 3 == 2) {
        acc += v773;
        if (acc > 773) child<<<(v773 & 15) + 1, 32>>>(out, acc, v773);
    }
    int v774 = v773 + sizes[4] * 774;
    if (v774 % 3 == 0) {
        acc += v774;
        if (acc > 774) child<<<(v774 & 15) + 1, 32>>>(out, acc, v774);
    }
    int v775 = v774 + sizes[5] * 775;
    if (v775 % 3 == 1) {
        acc += v775;
        if (acc > 775) child<<<(v775 & 15) + 1, 32>>>(out, acc, v775);
    }
    int v776 = v775 + sizes[6] * 776;
    if (v776 % 3 == 2) {
        acc += v776;
        if (acc > 776) child<<<(v776 & 15) + 1, 32>>>(out, acc, v776);
    }
    int v777 = v776 + sizes[0] * 777;
    if (v777 % 3 == 0) {
        acc += v777;
        if (acc > 777) child<<<(v777 & 15) + 1, 32>>>(out, acc, v777);
    }
    int v778 = v777 + sizes[1] * 778;
    if (v778 % 3 == 1) {
        acc += v778;
        if (acc > 778) child<<<(v778 & 15) + 1, 32>>>(out, acc, v778);
    }
    int v779 = v778 + sizes[2] * 779;
    if (v779 % 3 == 2) {
        acc += v779;
        if (acc > 779) child<<<(v779 & 15) + 1, 32>>>(out, acc, v779);
    }
    int v780 = v779 + sizes[3] * 780;
    if (v780 % 3 == 0) {
        acc += v780;
        if (acc > 780) child<<<(v780 & 15) + 1, 32>>>(out, acc, v780);
    }
    int v781 = v780 + sizes[4] * 781;
    if (v781 % 3 == 1) {
        acc += v781;
        if (acc > 781) child<<<(v781 & 15) + 1, 32>>>(out, acc, v781);
    }
    int v782 = v781 + sizes[5] * 782;
    if (v782 % 3 == 2) {
        acc += v782;
        if (acc > 782) child<<<(v782 & 15) + 1, 32>>>(out, acc, v782);
    }
    int v783 = v782 + sizes[6] * 783;
    if (v783 % 3 == 0) {
        acc += v783;
        if (acc > 783) child<<<(v783 & 15) + 1, 32>>>(out, acc, v783);
    }
    int v784 = v783 + sizes[0] * 784;
    if (v784 % 3 == 1) {
        acc += v784;
        if (acc > 784) child<<<(v784 & 15) + 1, 32>>>(out, acc, v784);
    }
    int v785 = v784 + sizes[1] * 785;
    if (v785 % 3 == 2) {
        acc += v785;
        if (acc > 785) child<<<(v785 & 15) + 1, 32>>>(out, acc, v785);
    }
    int v786 = v785 + sizes[2] * 786;
    if (v786 % 3 == 0) {
        acc += v786;
        if (acc > 786) child<<<(v786 & 15) + 1, 32>>>(out, acc, v786);
    }
    int v787 = v786 + sizes[3] * 787;
    if (v787 % 3 == 1) {
        acc += v787;
        if (acc > 787) child<<<(v787 & 15) + 1, 32>>>(out, acc, v787);
    }
    int v788 = v787 + sizes[4] * 788;
    if (v788 % 3 == 2) {
        acc += v788;
        if (acc > 788) child<<<(v788 & 15) + 1, 32>>>(out, acc, v788);
    }
    int v789 = v788 + sizes[5] * 789;
    if (v789 % 3 == 0) {
        acc += v789;
        if (acc > 789) child<<<(v789 & 15) + 1, 32>>>(out, acc, v789);
    }
    int v790 = v789 + sizes[6] * 790;
    if (v790 % 3 == 1) {
        acc += v790;
        if (acc > 790) child<<<(v790 & 15) + 1, 32>>>(out, acc, v790);
    }
    int v791 = v790 + sizes[0] * 791;
    if (v791 % 3 == 2) {
        acc += v791;
        if (acc > 791) child<<<(v791 & 15) + 1, 32>>>(out, acc, v791);
    }
    int v792 = v791 + sizes[1] * 792;
    if (v792 % 3 == 0) {
        acc += v792;
        if (acc > 792) child<<<(v792 & 15) + 1, 32>>>(out, acc, v792);
    }
    int v793 = v792 + sizes[2] * 793;
    if (v793 % 3 == 1) {
        acc += v793;
        if (acc > 793) child<<<(v793 & 15) + 1, 32>>>(out, acc, v793);
    }
    int v794 = v793 + sizes[3] * 794;
    if (v794 % 3 == 2) {
        acc += v794;
        if (acc > 794) child<<<(v794 & 15) + 1, 32>>>(out, acc, v794);
    }
    int v795 = v794 + sizes[4] * 795;
    if (v795 % 3 == 0) {
        acc += v795;
        if (acc > 795) child<<<(v795 & 15) + 1, 32>>>(out, acc, v795);
    }
    int v796 = v795 + sizes[5] * 796;
    if (v796 % 3 == 1) {
        acc += v796;
        if (acc > 796) child<<<(v796 & 15) + 1, 32>>>(out, acc, v796);
    }
    int v797 = v796 + sizes[6] * 797;
    if (v797 % 3 == 2) {
        acc += v797;
        if (acc > 797) child<<<(v797 & 15) + 1, 32>>>(out, acc, v797);
    }
    int v798 = v797 + sizes[0] * 798;
    if (v798 % 3 == 0) {
        acc += v798;
        if (acc > 798) child<<<(v798 & 15) + 1, 32>>>(out, acc, v798);
    }
    int v799 = v798 + sizes[1] * 799;
    if (v799 % 3 == 1) {
        acc += v799;
        if (acc > 799) child<<<(v799 & 15) + 1, 32>>>(out, acc, v799);
    }
    int v800 = v799 + sizes[2] * 800;
    if (v800 % 3 == 2) {
        acc += v800;
        if (acc > 800) child<<<(v800 & 15) + 1, 32>>>(out, acc, v800);
    }
    int v801 = v800 + sizes[3] * 801;
    if (v801 % 3 == 0) {
        acc += v801;
        if (acc > 801) child<<<(v801 & 15) + 1, 32>>>(out, acc, v801);
    }
    int v802 = v801 + sizes[4] * 802;
    if (v802 % 3 == 1) {
        acc += v802;
        if (acc > 802) child<<<(v802 & 15) + 1, 32>>>(out, acc, v802);
    }
    int v803 = v802 + sizes[5] * 803;
    if (v803 % 3 == 2) {
        acc += v803;
        if (acc > 803) child<<<(v803 & 15) + 1, 32>>>(out, acc, v803);
    }
    int v804 = v803 + sizes[6] * 804;
    if (v804 % 3 == 0) {
        acc += v804;
        if (acc > 804) child<<<(v804 & 15) + 1, 32>>>(out, acc, v804);
    }
    int v805 = v804 + sizes[0] * 805;
    if (v805 % 3 == 1) {
        acc += v805;
        if (acc > 805) child<<<(v805 & 15) + 1, 32>>>(out, acc, v805);
    }
    int v806 = v805 + sizes[1] * 806;
    if (v806 % 3 == 2) {
        acc += v806;
        if (acc > 806) child<<<(v806 & 15) + 1, 32>>>(out, acc, v806);
    }
    int v807 = v806 + sizes[2] * 807;
    if (v807 % 3 == 0) {
        acc += v807;
        if (acc > 807) child<<<(v807 & 15) + 1, 32>>>(out, acc, v807);
    }
    int v808 = v807 + sizes[3] * 808;
    if (v808 % 3 == 1) {
        acc += v808;
        if (acc > 808) child<<<(v808 & 15) + 1, 32>>>(out, acc, v808);
    }
    int v809 = v808 + sizes[4] * 809;
    if (v809 % 3 == 2) {
        acc += v809;
        if (acc > 809) child<<<(v809 & 15) + 1, 32>>>(out, acc, v809);
    }
    int v810 = v809 + sizes[5] * 810;
    if (v810 % 3 == 0) {
        acc += v810;
        if (acc > 810) child<<<(v810 & 15) + 1, 32>>>(out, acc, v810);
    }
    int v811 = v810 + sizes[6] * 811;
    if (v811 % 3 == 1) {
        acc += v811;
        if (acc > 811) child<<<(v811 & 15) + 1, 32>>>(out, acc, v811);
    }
    int v812 = v811 + sizes[0] * 812;
    if (v812 % 3 == 2) {
        acc += v812;
        if (acc > 812) child<<<(v812 & 15) + 1, 32>>>(out, acc, v812);
    }
    int v813 = v812 + sizes[1] * 813;
    if (v813 % 3 == 0) {
        acc += v813;
        if (acc > 813) child<<<(v813 & 15) + 1, 32>>>(out, acc, v813);
    }
    int v814 = v813 + sizes[2] * 814;
    if (v814 % 3 == 1) {
        acc += v814;
        if (acc > 814) child<<<(v814 & 15) + 1, 32>>>(out, acc, v814);
    }
    int v815 = v814 + sizes[3] * 815;
    if (v815 % 3 == 2) {
        acc += v815;
        if (acc > 815) child<<<(v815 & 15) + 1, 32>>>(out, acc, v815);
    }
    int v816 = v815 + sizes[4] * 816;
    if (v816 % 3 == 0) {
        acc += v816;
        if (acc > 816) child<<<(v816 & 15) + 1, 32>>>(out, acc, v816);
    }
    int v817 = v816 + sizes[5] * 817;
    if (v817 % 3 == 1) {
        acc += v817;
        if (acc > 817) child<<<(v817 & 15) + 1, 32>>>(out, acc, v817);
    }
    int v818 = v817 + sizes[6] * 818;
    if (v818 % 3 == 2) {
        acc += v818;
        if (acc > 818) child<<<(v818 & 15) + 1, 32>>>(out, acc, v818);
    }
    int v819 = v818 + sizes[0] * 819;
    if (v819 % 3 == 0) {
        acc += v819;
        if (acc > 819) child<<<(v819 & 15) + 1, 32>>>(out, acc, v819);
    }
    int v820 = v819 + sizes[1] * 820;
    if (v820 % 3 == 1) {
        acc += v820;
        if (acc > 820) child<<<(v820 & 15) + 1, 32>>>(out, acc, v820);
    }
    int v821 = v820 + sizes[2] * 821;
    if (v821 % 3 == 2) {
        acc += v821;
        if (acc > 821) child<<<(v821 & 15) + 1, 32>>>(out, acc, v821);
    }
    int v822 = v821 + sizes[3] * 822;
    if (v822 % 3 == 0) {
        acc += v822;
        if (acc > 822) child<<<(v822 & 15) + 1, 32>>>(out, acc, v822);
    }
    int v823 = v822 + sizes[4] * 823;
    if (v823 % 3 == 1) {
        acc += v823;
        if (acc > 823) child<<<(v823 & 15) + 1, 32>>>(out, acc, v823);
    }
    int v824 = v823 + sizes[5] * 824;
    if (v824 % 3 == 2) {
        acc += v824;
        if (acc > 824) child<<<(v824 & 15) + 1, 32>>>(out, acc, v824);
    }
    int v825 = v824 + sizes[6] * 825;
    if (v825 % 3 == 0) {
        acc += v825;
        if (acc > 825) child<<<(v825 & 15) + 1, 32>>>(out, acc, v825);
    }
    int v826 = v825 + sizes[0] * 826;
    if (v826 % 3 == 1) {
        acc += v826;
        if (acc > 826) child<<<(v826 & 15) + 1, 32>>>(out, acc, v826);
    }
    int v827 = v826 + sizes[1] * 827;
    if (v827 % 3 == 2) {
        acc += v827;
        if (acc > 827) child<<<(v827 & 15) + 1, 32>>>(out, acc, v827);
    }
    int v828 = v827 + sizes[2] * 828;
    if (v828 % 3 == 0) {
        acc += v828;
        if (acc > 828) child<<<(v828 & 15) + 1, 32>>>(out, acc, v828);
    }
    int v829 = v828 + sizes[3] * 829;
    if (v829 % 3 == 1) {
        acc += v829;
        if (acc > 829) child<<<(v829 & 15) + 1, 32>>>(out, acc, v829);
    }
    int v830 = v829 + sizes[4] * 830;
    if (v830 % 3 == 2) {
        acc += v830;
        if (acc > 830) child<<<(v830 & 15) + 1, 32>>>(out, acc, v830);
    }
    int v831 = v830 + sizes[5] * 831;
    if (v831 % 3 == 0) {
        acc += v831;
        if (acc > 831) child<<<(v831 & 15) + 1, 32>>>(out, acc, v831);
    }
    int v832 = v831 + sizes[6] * 832;
    if (v832 % 3 == 1) {
        acc += v832;
        if (acc > 832) child<<<(v832 & 15) + 1, 32>>>(out, acc, v832);
    }
    int v833 = v832 + sizes[0] * 833;
    if (v833 % 3 == 2) {
        acc += v833;
        if (acc > 833) child<<<(v833 & 15) + 1, 32>>>(out, acc, v833);
    }
    int v834 = v833 + sizes[1] * 834;
    if (v834 % 3 == 0) {
        acc += v834;
        if (acc > 834) child<<<(v834 & 15) + 1, 32>>>(out, acc, v834);
    }
    int v835 = v834 + sizes[2] * 835;
    if (v835 % 3 == 1) {
        acc += v835;
        if (acc > 835) child<<<(v835 & 15) + 1, 32>>>(out, acc, v835);
    }
    int v836 = v835 + sizes[3] * 836;
    if (v836 % 3 == 2) {
        acc += v836;
        if (acc > 836) child<<<(v836 & 15) + 1, 32>>>(out, acc, v836);
    }
    int v837 = v836 + sizes[4] * 837;
    if (v837 % 3 == 0) {
        acc += v837;
        if (acc > 837) child<<<(v837 & 15) + 1, 32>>>(out, acc, v837);
    }
    int v838 = v837 + sizes[5] * 838;
    if (v838 % 3 == 1) {
        acc += v838;
        if (acc > 838) child<<<(v838 & 15) + 1, 32>>>(out, acc, v838);
    }
    int v839 = v838 + sizes[6] * 839;
    if (v839 % 3 == 2) {
        acc += v839;
        if (acc > 839) child<<<(v839 & 15) + 1, 32>>>(out, acc, v839);
    }
    int v840 = v839 + sizes[0] * 840;
    if (v840 % 3 == 0) {
        acc += v840;
        if (acc > 840) child<<<(v840 & 15) + 1, 32>>>(out, acc, v840);
    }
    int v841 = v840 + sizes[1] * 841;
    if (v841 % 3 == 1) {
        acc += v841;
        if (acc > 841) child<<<(v841 & 15) + 1, 32>>>(out, acc, v841);
    }
    int v842 = v841 + sizes[2] * 842;
    if (v842 % 3 == 2) {
        acc += v842;
        if (acc > 842) child<<<(v842 & 15) + 1, 32>>>(out, acc, v842);
    }
    int v843 = v842 + sizes[3] * 843;
    if (v843 % 3 == 0) {
        acc += v843;
        if (acc > 843) child<<<(v843 & 15) + 1, 32>>>(out, acc, v843);
    }
    int v844 = v843 + sizes[4] * 844;
    if (v844 % 3 == 1) {
        acc += v844;
        if (acc > 844) child<<<(v844 & 15) + 1, 32>>>(out, acc, v844);
    }
    int v845 = v844 + sizes[5] * 845;
    if (v845 % 3 == 2) {
        acc += v845;
        if (acc > 845) child<<<(v845 & 15) + 1, 32>>>(out, acc, v845);
    }
    int v846 = v845 + sizes[6] * 846;
    if (v846 % 3 == 0) {
        acc += v846;
        if (acc > 846) child<<<(v846 & 15) + 1, 32>>>(out, acc, v846);
    }
    int v847 = v846 + sizes[0] * 847;
    if (v847 % 3 == 1) {
        acc += v847;
        if (acc > 847) child<<<(v847 & 15) + 1, 32>>>(out, acc, v847);
    }
    int v848 = v847 + sizes[1] * 848;
    if (v848 % 3 == 2) {
        acc += v848;
        if (acc > 848) child<<<(v848 & 15) + 1, 32>>>(out, acc, v848);
    }
    int v849 = v848 + sizes[2] * 849;
    if (v849 % 3 == 0) {
        acc += v849;
        if (acc > 849) child<<<(v849 & 15) + 1, 32>>>(out, acc, v849);
    }
    int v850 = v849 + sizes[3] * 850;
    if (v850 % 3 == 1) {
        acc += v850;
        if (acc > 850) child<<<(v850 & 15) + 1, 32>>>(out, acc, v850);
    }
    int v851 = v850 + sizes[4] * 851;
    if (v851 % 3 == 2) {
        acc += v851;
        if (acc > 851) child<<<(v851 & 15) + 1, 32>>>(out, acc, v851);
    }
    int v852 = v851 + sizes[5] * 852;
    if (v852 % 3 == 0) {
        acc += v852;
        if (acc > 852) child<<<(v852 & 15) + 1, 32>>>(out, acc, v852);
    }
    int v853 = v852 + sizes[6] * 853;
    if (v853 % 3 == 1) {
        acc += v853;
        if (acc > 853) child<<<(v853 & 15) + 1, 32>>>(out, acc, v853);
    }
    int v854 = v853 + sizes[0] * 854;
    if (v854 % 3 == 2) {
        acc += v854;
        if (acc > 854) child<<<(v854 & 15) + 1, 32>>>(out, acc, v854);
    }
    int v855 = v854 + sizes[1] * 855;
    if (v855 % 3 == 0) {
        acc += v855;
        if (acc > 855) child<<<(v855 & 15) + 1, 32>>>(out, acc, v855);
    }
    int v856 = v855 + sizes[2] * 856;
    if (v856 % 3 == 1) {
        acc += v856;
        if (acc > 856) child<<<(v856 & 15) + 1, 32>>>(out, acc, v856);
    }
    int v857 = v856 + sizes[3] * 857;
    if (v857 % 3 == 2) {
        acc += v857;
        if (acc > 857) child<<<(v857 & 15) + 1, 32>>>(out, acc, v857);
    }
    int v858 = v857 + sizes[4] * 858;
    if (v858 % 3 == 0) {
        acc += v858;
        if (acc > 858) child<<<(v858 & 15) + 1, 32>>>(out, acc, v858);
    }
    int v859 = v858 + sizes[5] * 859;
    if (v859 % 3 == 1) {
        acc += v859;
        if (acc > 859) child<<<(v859 & 15) + 1, 32>>>(out, acc, v859);
    }
    int v860 = v859 + sizes[6] * 860;
    if (v860 % 3 == 2) {
        acc += v860;
        if (acc > 860) child<<<(v860 & 15) + 1, 32>>>(out, acc, v860);
    }
    int v861 = v860 + sizes[0] * 861;
    if (v861 % 3 == 0) {
        acc += v861;
        if (acc > 861) child<<<(v861 & 15) + 1, 32>>>(out, acc, v861);
    }
    int v862 = v861 + sizes[1] * 862;
    if (v862 % 3 == 1) {
        acc += v862;
        if (acc > 862) child<<<(v862 & 15) + 1, 32>>>(out, acc, v862);
    }
    int v863 = v862 + sizes[2] * 863;
    if (v863 % 3 == 2) {
        acc += v863;
        if (acc > 863) child<<<(v863 & 15) + 1, 32>>>(out, acc, v863);
    }
    int v864 = v863 + sizes[3] * 864;
    if (v864 % 3 == 0) {
        acc += v864;
        if (acc > 864) child<<<(v864 & 15) + 1, 32>>>(out, acc, v864);
    }
    int v865 = v864 + sizes[4] * 865;
    if (v865 % 3 == 1) {
        acc += v865;
        if (acc > 865) child<<<(v865 & 15) + 1, 32>>>(out, acc, v865);
    }
    int v866 = v865 + sizes[5] * 866;
    if (v866 % 3 == 2) {
        acc += v866;
        if (acc > 866) child<<<(v866 & 15) + 1, 32>>>(out, acc, v866);
    }
    int v867 = v866 + sizes[6] * 867;
    if (v867 % 3 == 0) {
        acc += v867;
        if (acc > 867) child<<<(v867 & 15) + 1, 32>>>(out, acc, v867);
    }
    int v868 = v867 + sizes[0] * 868;
    if (v868 % 3 == 1) {
        acc += v868;
        if (acc > 868) child<<<(v868 & 15) + 1, 32>>>(out, acc, v868);
    }
    int v869 = v868 + sizes[1] * 869;
    if (v869 % 3 == 2) {
        acc += v869;
        if (acc > 869) child<<<(v869 & 15) + 1, 32>>>(out, acc, v869);
    }
    int v870 = v869 + sizes[2] * 870;
    if (v870 % 3 == 0) {
        acc += v870;
        if (acc > 870) child<<<(v870 & 15) + 1, 32>>>(out, acc, v870);
    }
    int v871 = v870 + sizes[3] * 871;
    if (v871 % 3 == 1) {
        acc += v871;
        if (acc > 871) child<<<(v871 & 15) + 1, 32>>>(out, acc, v871);
    }
    int v872 = v871 + sizes[4] * 872;
    if (v872 % 3 == 2) {
        acc += v872;
        if (acc > 872) child<<<(v872 & 15) + 1, 32>>>(out, acc, v872);
    }
    int v873 = v872 + sizes[5] * 873;
    if (v873 % 3 == 0) {
        acc += v873;
        if (acc > 873) child<<<(v873 & 15) + 1, 32>>>(out, acc, v873);
    }
    int v874 = v873 + sizes[6] * 874;
    if (v874 % 3 == 1) {
        acc += v874;
        if (acc > 874) child<<<(v874 & 15) + 1, 32>>>(out, acc, v874);
    }
    int v875 = v874 + sizes[0] * 875;
    if (v875 % 3 == 2) {
        acc += v875;
        if (acc > 875) child<<<(v875 & 15) + 1, 32>>>(out, acc, v875);
    }
    int v876 = v875 + sizes[1] * 876;
    if (v876 % 3 == 0) {
        acc += v876;
        if (acc > 876) child<<<(v876 & 15) + 1, 32>>>(out, acc, v876);
    }
    int v877 = v876 + sizes[2] * 877;
    if (v877 % 3 == 1) {
        acc += v877;
        if (acc > 877) child<<<(v877 & 15) + 1, 32>>>(out, acc, v877);
    }
    int v878 = v877 + sizes[3] * 878;
    if (v878 % 3 == 2) {
        acc += v878;
        if (acc > 878) child<<<(v878 & 15) + 1, 32>>>(out, acc, v878);
    }
    int v879 = v878 + sizes[4] * 879;
    if (v879 % 3 == 0) {
        acc += v879;
        if (acc > 879) child<<<(v879 & 15) + 1, 32>>>(out, acc, v879);
    }
    int v880 = v879 + sizes[5] * 880;
    if (v880 % 3 == 1) {
        acc += v880;
        if (acc > 880) child<<<(v880 & 15) + 1, 32>>>(out, acc, v880);
    }
    int v881 = v880 + sizes[6] * 881;
    if (v881 % 3 == 2) {
        acc += v881;
        if (acc > 881) child<<<(v881 & 15) + 1, 32>>>(out, acc, v881);
    }
    int v882 = v881 + sizes[0] * 882;
    if (v882 % 3 == 0) {
        acc += v882;
        if (acc > 882) child<<<(v882 & 15) + 1, 32>>>(out, acc, v882);
    }
    int v883 = v882 + sizes[1] * 883;
    if (v883 % 3 == 1) {
        acc += v883;
        if (acc > 883) child<<<(v883 & 15) + 1, 32>>>(out, acc, v883);
    }
    int v884 = v883 + sizes[2] * 884;
    if (v884 % 3 == 2) {
        acc += v884;
        if (acc > 884) child<<<(v884 & 15) + 1, 32>>>(out, acc, v884);
    }
    int v885 = v884 + sizes[3] * 885;
    if (v885 % 3 == 0) {
        acc += v885;
        if (acc > 885) child<<<(v885 & 15) + 1, 32>>>(out, acc, v885);
    }
    int v886 = v885 + sizes[4] * 886;
    if (v886 % 3 == 1) {
        acc += v886;
        if (acc > 886) child<<<(v886 & 15) + 1, 32>>>(out, acc, v886);
    }
    int v887 = v886 + sizes[5] * 887;
    if (v887 % 3 == 2) {
        acc += v887;
        if (acc > 887) child<<<(v887 & 15) + 1, 32>>>(out, acc, v887);
    }
    int v888 = v887 + sizes[6] * 888;
    if (v888 % 3 == 0) {
        acc += v888;
        if (acc > 888) child<<<(v888 & 15) + 1, 32>>>(out, acc, v888);
    }
    int v889 = v888 + sizes[0] * 889;
    if (v889 % 3 == 1) {
        acc += v889;
        if (acc > 889) child<<<(v889 & 15) + 1, 32>>>(out, acc, v889);
    }
    int v890 = v889 + sizes[1] * 890;
    if (v890 % 3 == 2) {
        acc += v890;
        if (acc > 890) child<<<(v890 & 15) + 1, 32>>>(out, acc, v890);
    }
    int v891 = v890 + sizes[2] * 891;
    if (v891 % 3 == 0) {
        acc += v891;
        if (acc > 891) child<<<(v891 & 15) + 1, 32>>>(out, acc, v891);
    }
    int v892 = v891 + sizes[3] * 892;
    if (v892 % 3 == 1) {
        acc += v892;
        if (acc > 892) child<<<(v892 & 15) + 1, 32>>>(out, acc, v892);
    }
    int v893 = v892 + sizes[4] * 893;
    if (v893 % 3 == 2) {
        acc += v893;
        if (acc > 893) child<<<(v893 & 15) + 1, 32>>>(out, acc, v893);
    }
    int v894 = v893 + sizes[5] * 894;
    if (v894 % 3 == 0) {
        acc += v894;
        if (acc > 894) child<<<(v894 & 15) + 1, 32>>>(out, acc, v894);
    }
    int v895 = v894 + sizes[6] * 895;
    if (v895 % 3 == 1) {
        acc += v895;
        if (acc > 895) child<<<(v895 & 15) + 1, 32>>>(out, acc, v895);
    }
    int v896 = v895 + sizes[0] * 896;
    if (v896 % 3 == 2) {
        acc += v896;
        if (acc > 896) child<<<(v896 & 15) + 1, 32>>>(out, acc, v896);
    }
    int v897 = v896 + sizes[1] * 897;
    if (v897 % 3 == 0) {
        acc += v897;
        if (acc > 897) child<<<(v897 & 15) + 1, 32>>>(out, acc, v897);
    }
    int v898 = v897 + sizes[2] * 898;
    if (v898 % 3 == 1) {
        acc += v898;
        if (acc > 898) child<<<(v898 & 15) + 1, 32>>>(out, acc, v898);
    }
    int v899 = v898 + sizes[3] * 899;
    if (v899 % 3 == 2) {
        acc += v899;
        if (acc > 899) child<<<(v899 & 15) + 1, 32>>>(out, acc, v899);
    }
    int v900 = v899 + sizes[4] * 900;
    if (v900 % 3 == 0) {
        acc += v900;
        if (acc > 900) child<<<(v900 & 15) + 1, 32>>>(out, acc, v900);
    }
    int v901 = v900 + sizes[5] * 901;
    if (v901 % 3 == 1) {
        acc += v901;
        if (acc > 901) child<<<(v901 & 15) + 1, 32>>>(out, acc, v901);
    }
    int v902 = v901 + sizes[6] * 902;
    if (v902 % 3 == 2) {
        acc += v902;
        if (acc > 902) child<<<(v902 & 15) + 1, 32>>>(out, acc, v902);
    }
    int v903 = v902 + sizes[0] * 903;
    if (v903 % 3 == 0) {
        acc += v903;
        if (acc > 903) child<<<(v903 & 15) + 1, 32>>>(out, acc, v903);
    }
    int v904 = v903 + sizes[1] * 904;
    if (v904 % 3 == 1) {
        acc += v904;
        if (acc > 904) child<<<(v904 & 15) + 1, 32>>>(out, acc, v904);
    }
    int v905 = v904 + sizes[2] * 905;
    if (v905 % 3 == 2) {
        acc += v905;
        if (acc > 905) child<<<(v905 & 15) + 1, 32>>>(out, acc, v905);
    }
    int v906 = v905 + sizes[3] * 906;
    if (v906 % 3 == 0) {
        acc += v906;
        if (acc > 906) child<<<(v906 & 15) + 1, 32>>>(out, acc, v906);
    }
    int v907 = v906 + sizes[4] * 907;
    if (v907 % 3 == 1) {
        acc += v907;
        if (acc > 907) child<<<(v907 & 15) + 1, 32>>>(out, acc, v907);
    }
    int v908 = v907 + sizes[5] * 908;
    if (v908 % 3 == 2) {
        acc += v908;
        if (acc > 908) child<<<(v908 & 15) + 1, 32>>>(out, acc, v908);
    }
    int v909 = v908 + sizes[6] * 909;
    if (v909 % 3 == 0) {
        acc += v909;
        if (acc > 909) child<<<(v909 & 15) + 1, 32>>>(out, acc, v909);
    }
    int v910 = v909 + sizes[0] * 910;
    if (v910 % 3 == 1) {
        acc += v910;
        if (acc > 910) child<<<(v910 & 15) + 1, 32>>>(out, acc, v910);
    }
    int v911 = v910 + sizes[1] * 911;
    if (v911 % 3 == 2) {
        acc += v911;
        if (acc > 911) child<<<(v911 & 15) + 1, 32>>>(out, acc, v911);
    }
    int v912 = v911 + sizes[2] * 912;
    if (v912 % 3 == 0) {
        acc += v912;
        if (acc > 912) child<<<(v912 & 15) + 1, 32>>>(out, acc, v912);
    }
    int v913 = v912 + sizes[3] * 913;
    if (v913 % 3 == 1) {
        acc += v913;
        if (acc > 913) child<<<(v913 & 15) + 1, 32>>>(out, acc, v913);
    }
    int v914 = v913 + sizes[4] * 914;
    if (v914 % 3 == 2) {
        acc += v914;
        if (acc > 914) child<<<(v914 & 15) + 1, 32>>>(out, acc, v914);
    }
    int v915 = v914 + sizes[5] * 915;
    if (v915 % 3 == 0) {
        acc += v915;
        if (acc > 915) child<<<(v915 & 15) + 1, 32>>>(out, acc, v915);
    }
    int v916 = v915 + sizes[6] * 916;
    if (v916 % 3 == 1) {
        acc += v916;
        if (acc > 916) child<<<(v916 & 15) + 1, 32>>>(out, acc, v916);
    }
    int v917 = v916 + sizes[0] * 917;
    if (v917 % 3 == 2) {
        acc += v917;
        if (acc > 917) child<<<(v917 & 15) + 1, 32>>>(out, acc, v917);
    }
    int v918 = v917 + sizes[1] * 918;
    if (v918 % 3 == 0) {
        acc += v918;
        if (acc > 918) child<<<(v918 & 15) + 1, 32>>>(out, acc, v918);
    }
    int v919 = v918 + sizes[2] * 919;
    if (v919 % 3 == 1) {
        acc += v919;
        if (acc > 919) child<<<(v919 & 15) + 1, 32>>>(out, acc, v919);
    }
    int v920 = v919 + sizes[3] * 920;
    if (v920 % 3 == 2) {
        acc += v920;
        if (acc > 920) child<<<(v920 & 15) + 1, 32>>>(out, acc, v920);
    }
    int v921 = v920 + sizes[4] * 921;
    if (v921 % 3 == 0) {
        acc += v921;
        if (acc > 921) child<<<(v921 & 15) + 1, 32>>>(out, acc, v921);
    }
    int v922 = v921 + sizes[5] * 922;
    if (v922 % 3 == 1) {
        acc += v922;
        if (acc > 922) child<<<(v922 & 15) + 1, 32>>>(out, acc, v922);
    }
    int v923 = v922 + sizes[6] * 923;
    if (v923 % 3 == 2) {
        acc += v923;
        if (acc > 923) child<<<(v923 & 15) + 1, 32>>>(out, acc, v923);
    }
    int v924 = v923 + sizes[0] * 924;
    if (v924 % 3 == 0) {
        acc += v924;
        if (acc > 924) child<<<(v924 & 15) + 1, 32>>>(out, acc, v924);
    }
    int v925 = v924 + sizes[1] * 925;
    if (v925 % 3 == 1) {
        acc += v925;
        if (acc > 925) child<<<(v925 & 15) + 1, 32>>>(out, acc, v925);
    }
    int v926 = v925 + sizes[2] * 926;
    if (v926 % 3 == 2) {
        acc += v926;
        if (acc > 926) child<<<(v926 & 15) + 1, 32>>>(out, acc, v926);
    }
    int v927 = v926 + sizes[3] * 927;
    if (v927 % 3 == 0) {
        acc += v927;
        if (acc > 927) child<<<(v927 & 15) + 1, 32>>>(out, acc, v927);
    }
    int v928 = v927 + sizes[4] * 928;
    if (v928 % 3 == 1) {
        acc += v928;
        if (acc > 928) child<<<(v928 & 15) + 1, 32>>>(out, acc, v928);
    }
    int v929 = v928 + sizes[5] * 929;
    if (v929 % 3 == 2) {
        acc += v929;
        if (acc > 929) child<<<(v929 & 15) + 1, 32>>>(out, acc, v929);
    }
    int v930 = v929 + sizes[6] * 930;
    if (v930 % 3 == 0) {
        acc += v930;
        if (acc > 930) child<<<(v930 & 15) + 1, 32>>>(out, acc, v930);
    }
    int v931 = v930 + sizes[0] * 931;
    if (v931 % 3 == 1) {
        acc += v931;
        if (acc > 931) child<<<(v931 & 15) + 1, 32>>>(out, acc, v931);
    }
    int v932 = v931 + sizes[1] * 932;
    if (v932 % 3 == 2) {
        acc += v932;
        if (acc > 932) child<<<(v932 & 15) + 1, 32>>>(out, acc, v932);
    }
    int v933 = v932 + sizes[2] * 933;
    if (v933 % 3 == 0) {
        acc += v933;
        if (acc > 933) child<<<(v933 & 15) + 1, 32>>>(out, acc, v933);
    }
    int v934 = v933 + sizes[3] * 934;
    if (v934 % 3 == 1) {
        acc += v934;
        if (acc > 934) child<<<(v934 & 15) + 1, 32>>>(out, acc, v934);
    }
    int v935 = v934 + sizes[4] * 935;
    if (v935 % 3 == 2) {
        acc += v935;
        if (acc > 935) child<<<(v935 & 15) + 1, 32>>>(out, acc, v935);
    }
    int v936 = v935 + sizes[5] * 936;
    if (v936 % 3 == 0) {
        acc += v936;
        if (acc > 936) child<<<(v936 & 15) + 1, 32>>>(out, acc, v936);
    }
    int v937 = v936 + sizes[6] * 937;
    if (v937 % 3 == 1) {
        acc += v937;
        if (acc > 937) child<<<(v937 & 15) + 1, 32>>>(out, acc, v937);
    }
    int v938 = v937 + sizes[0] * 938;
    if (v938 % 3 == 2) {
        acc += v938;
        if (acc > 938) child<<<(v938 & 15) + 1, 32>>>(out, acc, v938);
    }
    int v939 = v938 + sizes[1] * 939;
    if (v939 % 3 == 0) {
        acc += v939;
        if (acc > 939) child<<<(v939 & 15) + 1, 32>>>(out, acc, v939);
    }
    int v940 = v939 + sizes[2] * 940;
    if (v940 % 3 == 1) {
        acc += v940;
        if (acc > 940) child<<<(v940 & 15) + 1, 32>>>(out, acc, v940);
    }
    int v941 = v940 + sizes[3] * 941;
    if (v941 % 3 == 2) {
        acc += v941;
        if (acc > 941) child<<<(v941 & 15) + 1, 32>>>(out, acc, v941);
    }
    int v942 = v941 + sizes[4] * 942;
    if (v942 % 3 == 0) {
        acc += v942;
        if (acc > 942) child<<<(v942 & 15) + 1, 32>>>(out, acc, v942);
    }
    int v943 = v942 + sizes[5] * 943;
    if (v943 % 3 == 1) {
        acc += v943;
        if (acc > 943) child<<<(v943 & 15) + 1, 32>>>(out, acc, v943);
    }
    int v944 = v943 + sizes[6] * 944;
    if (v944 % 3 == 2) {
        acc += v944;
        if (acc > 944) child<<<(v944 & 15) + 1, 32>>>(out, acc, v944);
    }
    int v945 = v944 + sizes[0] * 945;
    if (v945 % 3 == 0) {
        acc += v945;
        if (acc > 945) child<<<(v945 & 15) + 1, 32>>>(out, acc, v945);
    }
    int v946 = v945 + sizes[1] * 946;
    if (v946 % 3 == 1) {
        acc += v946;
        if (acc > 946) child<<<(v946 & 15) + 1, 32>>>(out, acc, v946);
    }
    int v947 = v946 + sizes[2] * 947;
    if (v947 % 3 == 2) {
        acc += v947;
        if (acc > 947) child<<<(v947 & 15) + 1, 32>>>(out, acc, v947);
    }
    int v948 = v947 + sizes[3] * 948;
    if (v948 % 3 == 0) {
        acc += v948;
        if (acc > 948) child<<<(v948 & 15) + 1, 32>>>(out, acc, v948);
    }
    int v949 = v948 + sizes[4] * 949;
    if (v949 % 3 == 1) {
        acc += v949;
        if (acc > 949) child<<<(v949 & 15) + 1, 32>>>(out, acc, v949);
    }
    int v950 = v949 + sizes[5] * 950;
    if (v950 % 3 == 2) {
        acc += v950;
        if (acc > 950) child<<<(v950 & 15) + 1, 32>>>(out, acc, v950);
    }
    int v951 = v950 + sizes[6] * 951;
    if (v951 % 3 == 0) {
        acc += v951;
        if (acc > 951) child<<<(v951 & 15) + 1, 32>>>(out, acc, v951);
    }
    int v952 = v951 + sizes[0] * 952;
    if (v952 % 3 == 1) {
        acc += v952;
        if (acc > 952) child<<<(v952 & 15) + 1, 32>>>(out, acc, v952);
    }
    int v953 = v952 + sizes[1] * 953;
    if (v953 % 3 == 2) {
        acc += v953;
        if (acc > 953) child<<<(v953 & 15) + 1, 32>>>(out, acc, v953);
    }
    int v954 = v953 + sizes[2] * 954;
    if (v954 % 3 == 0) {
        acc += v954;
        if (acc > 954) child<<<(v954 & 15) + 1, 32>>>(out, acc, v954);
    }
    int v955 = v954 + sizes[3] * 955;
    if (v955 % 3 == 1) {
        acc += v955;
        if (acc > 955) child<<<(v955 & 15) + 1, 32>>>(out, acc, v955);
    }
    int v956 = v955 + sizes[4] * 956;
    if (v956 % 3 == 2) {
        acc += v956;
        if (acc > 956) child<<<(v956 & 15) + 1, 32>>>(out, acc, v956);
    }
    int v957 = v956 + sizes[5] * 957;
    if (v957 % 3 == 0) {
        acc += v957;
        if (acc > 957) child<<<(v957 & 15) + 1, 32>>>(out, acc, v957);
    }
    int v958 = v957 + sizes[6] * 958;
    if (v958 % 3 == 1) {
        acc += v958;
        if (acc > 958) child<<<(v958 & 15) + 1, 32>>>(out, acc, v958);
    }
    int v959 = v958 + sizes[0] * 959;
    if (v959 % 3 == 2) {
        acc += v959;
        if (acc > 959) child<<<(v959 & 15) + 1, 32>>>(out, acc, v959);
    }
    int v960 = v959 + sizes[1] * 960;
    if (v960 % 3 == 0) {
        acc += v960;
        if (acc > 960) child<<<(v960 & 15) + 1, 32>>>(out, acc, v960);
    }
    int v961 = v960 + sizes[2] * 961;
    if (v961 % 3 == 1) {
        acc += v961;
        if (acc > 961) child<<<(v961 & 15) + 1, 32>>>(out, acc, v961);
    }
    int v962 = v961 + sizes[3] * 962;
    if (v962 % 3 == 2) {
        acc += v962;
        if (acc > 962) child<<<(v962 & 15) + 1, 32>>>(out, acc, v962);
    }
    int v963 = v962 + sizes[4] * 963;
    if (v963 % 3 == 0) {
        acc += v963;
        if (acc > 963) child<<<(v963 & 15) + 1, 32>>>(out, acc, v963);
    }
    int v964 = v963 + sizes[5] * 964;
    if (v964 % 3 == 1) {
        acc += v964;
        if (acc > 964) child<<<(v964 & 15) + 1, 32>>>(out, acc, v964);
    }
    int v965 = v964 + sizes[6] * 965;
    if (v965 % 3 == 2) {
        acc += v965;
        if (acc > 965) child<<<(v965 & 15) + 1, 32>>>(out, acc, v965);
    }
    int v966 = v965 + sizes[0] * 966;
    if (v966 % 3 == 0) {
        acc += v966;
        if (acc > 966) child<<<(v966 & 15) + 1, 32>>>(out, acc, v966);
    }
    int v967 = v966 + sizes[1] * 967;
    if (v967 % 3 == 1) {
        acc += v967;
        if (acc > 967) child<<<(v967 & 15) + 1, 32>>>(out, acc, v967);
    }
    int v968 = v967 + sizes[2] * 968;
    if (v968 % 3 == 2) {
        acc += v968;
        if (acc > 968) child<<<(v968 & 15) + 1, 32>>>(out, acc, v968);
    }
    int v969 = v968 + sizes[3] * 969;
    if (v969 % 3 == 0) {
        acc += v969;
        if (acc > 969) child<<<(v969 & 15) + 1, 32>>>(out, acc, v969);
    }
    int v970 = v969 + sizes[4] * 970;
    if (v970 % 3 == 1) {
        acc += v970;
        if (acc > 970) child<<<(v970 & 15) + 1, 32>>>(out, acc, v970);
    }
    int v971 = v970 + sizes[5] * 971;
    if (v971 % 3 == 2) {
        acc += v971;
        if (acc > 971) child<<<(v971 & 15) + 1, 32>>>(out, acc, v971);
    }
    int v972 = v971 + sizes[6] * 972;
    if (v972 % 3 == 0) {
        acc += v972;
        if (acc > 972) child<<<(v972 & 15) + 1, 32>>>(out, acc, v972);
    }
    int v973 = v972 + sizes[0] * 973;
    if (v973 % 3 == 1) {
        acc += v973;
        if (acc > 973) child<<<(v973 & 15) + 1, 32>>>(out, acc, v973);
    }
    int v974 = v973 + sizes[1] * 974;
    if (v974 % 3 == 2) {
        acc += v974;
        if (acc > 974) child<<<(v974 & 15) + 1, 32>>>(out, acc, v974);
    }
    int v975 = v974 + sizes[2] * 975;
    if (v975 % 3 == 0) {
        acc += v975;
        if (acc > 975) child<<<(v975 & 15) + 1, 32>>>(out, acc, v975);
    }
    int v976 = v975 + sizes[3] * 976;
    if (v976 % 3 == 1) {
        acc += v976;
        if (acc > 976) child<<<(v976 & 15) + 1, 32>>>(out, acc, v976);
    }
    int v977 = v976 + sizes[4] * 977;
    if (v977 % 3 == 2) {
        acc += v977;
        if (acc > 977) child<<<(v977 & 15) + 1, 32>>>(out, acc, v977);
    }
    int v978 = v977 + sizes[5] * 978;
    if (v978 % 3 == 0) {
        acc += v978;
        if (acc > 978) child<<<(v978 & 15) + 1, 32>>>(out, acc, v978);
    }
    int v979 = v978 + sizes[6] * 979;
    if (v979 % 3 == 1) {
        acc += v979;
        if (acc > 979) child<<<(v979 & 15) + 1, 32>>>(out, acc, v979);
    }
    int v980 = v979 + sizes[0] * 980;
    if (v980 % 3 == 2) {
        acc += v980;
        if (acc > 980) child<<<(v980 & 15) + 1, 32>>>(out, acc, v980);
    }
    int v981 = v980 + sizes[1] * 981;
    if (v981 % 3 == 0) {
        acc += v981;
        if (acc > 981) child<<<(v981 & 15) + 1, 32>>>(out, acc, v981);
    }
    int v982 = v981 + sizes[2] * 982;
    if (v982 % 3 == 1) {
        acc += v982;
        if (acc > 982) child<<<(v982 & 15) + 1, 32>>>(out, acc, v982);
    }
    int v983 = v982 + sizes[3] * 983;
    if (v983 % 3 == 2) {
        acc += v983;
        if (acc > 983) child<<<(v983 & 15) + 1, 32>>>(out, acc, v983);
    }
    int v984 = v983 + sizes[4] * 984;
    if (v984 % 3 == 0) {
        acc += v984;
        if (acc > 984) child<<<(v984 & 15) + 1, 32>>>(out, acc, v984);
    }
    int v985 = v984 + sizes[5] * 985;
    if (v985 % 3 == 1) {
        acc += v985;
        if (acc > 985) child<<<(v985 & 15) + 1, 32>>>(out, acc, v985);
    }
    int v986 = v985 + sizes[6] * 986;
    if (v986 % 3 == 2) {
        acc += v986;
        if (acc > 986) child<<<(v986 & 15) + 1, 32>>>(out, acc, v986);
    }
    int v987 = v986 + sizes[0] * 987;
    if (v987 % 3 == 0) {
        acc += v987;
        if (acc > 987) child<<<(v987 & 15) + 1, 32>>>(out, acc, v987);
    }
    int v988 = v987 + sizes[1] * 988;
    if (v988 % 3 == 1) {
        acc += v988;
        if (acc > 988) child<<<(v988 & 15) + 1, 32>>>(out, acc, v988);
    }
    int v989 = v988 + sizes[2] * 989;
    if (v989 % 3 == 2) {
        acc += v989;
        if (acc > 989) child<<<(v989 & 15) + 1, 32>>>(out, acc, v989);
    }
    int v990 = v989 + sizes[3] * 990;
    if (v990 % 3 == 0) {
        acc += v990;
        if (acc > 990) child<<<(v990 & 15) + 1, 32>>>(out, acc, v990);
    }
    int v991 = v990 + sizes[4] * 991;
    if (v991 % 3 == 1) {
        acc += v991;
        if (acc > 991) child<<<(v991 & 15) + 1, 32>>>(out, acc, v991);
    }
    int v992 = v991 + sizes[5] * 992;
    if (v992 % 3 == 2) {
        acc += v992;
        if (acc > 992) child<<<(v992 & 15) + 1, 32>>>(out, acc, v992);
    }
    int v993 = v992 + sizes[6] * 993;
    if (v993 % 3 == 0) {
        acc += v993;
        if (acc > 993) child<<<(v993 & 15) + 1, 32>>>(out, acc, v993);
    }
    int v994 = v993 + sizes[0] * 994;
    if (v994 % 3 == 1) {
        acc += v994;
        if (acc > 994) child<<<(v994 & 15) + 1, 32>>>(out, acc, v994);
    }
    int v995 = v994 + sizes[1] * 995;
    if (v995 % 3 == 2) {
        acc += v995;
        if (acc > 995) child<<<(v995 & 15) + 1, 32>>>(out, acc, v995);
    }
    int v996 = v995 + sizes[2] * 996;
    if (v996 % 3 == 0) {
        acc += v996;
        if (acc > 996) child<<<(v996 & 15) + 1, 32>>>(out, acc, v996);
    }
    int v997 = v996 + sizes[3] * 997;
    if (v997 % 3 == 1) {
        acc += v997;
        if (acc > 997) child<<<(v997 & 15) + 1, 32>>>(out, acc, v997);
    }
    int v998 = v997 + sizes[4] * 998;
    if (v998 % 3 == 2) {
        acc += v998;
        if (acc > 998) child<<<(v998 & 15) + 1, 32>>>(out, acc, v998);
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
    int v49 = v48 + sizes[0] * 49;
    if (v49 % 3 == 1) {
        acc += v49;
        if (acc > 49) child<<<(v49 & 15) + 1, 32>>>(out, acc, v49);
    }
    int v50 = v49 + sizes[1] * 50;
    if (v50 % 3 == 2) {
        acc += v50;
        if (acc > 50) child<<<(v50 & 15) + 1, 32>>>(out, acc, v50);
    }
    int v51 = v50 + sizes[2] * 51;
    if (v51 % 3 == 0) {
        acc += v51;
        if (acc > 51) child<<<(v51 & 15) + 1, 32>>>(out, acc, v51);
    }
    int v52 = v51 + sizes[3] * 52;
    if (v52 % 3 == 1) {
        acc += v52;
        if (acc > 52) child<<<(v52 & 15) + 1, 32>>>(out, acc, v52);
    }
    int v53 = v52 + sizes[4] * 53;
    if (v53 % 3 == 2) {
        acc += v53;
        if (acc > 53) child<<<(v53 & 15) + 1, 32>>>(out, acc, v53);
    }
    int v54 = v53 + sizes[5] * 54;
    if (v54 % 3 == 0) {
        acc += v54;
        if (acc > 54) child<<<(v54 & 15) + 1, 32>>>(out, acc, v54);
    }
    int v55 = v54 + sizes[6] * 55;
    if (v55 % 3 == 1) {
        acc += v55;
        if (acc > 55) child<<<(v55 & 15) + 1, 32>>>(out, acc, v55);
    }
    int v56 = v55 + sizes[0] * 56;
    if (v56 % 3 == 2) {
        acc += v56;
        if (acc > 56) child<<<(v56 & 15) + 1, 32>>>(out, acc, v56);
    }
    int v57 = v56 + sizes[1] * 57;
    if (v57 % 3 == 0) {
        acc += v57;
        if (acc > 57) child<<<(v57 & 15) + 1, 32>>>(out, acc, v57);
    }
    int v58 = v57 + sizes[2] * 58;
    if (v58 % 3 == 1) {
        acc += v58;
        if (acc > 58) child<<<(v58 & 15) + 1, 32>>>(out, acc, v58);
    }
    int v59 = v58 + sizes[3] * 59;
    if (v59 % 3 == 2) {
        acc += v59;
        if (acc > 59) child<<<(v59 & 15) + 1, 32>>>(out, acc, v59);
    }
    int v60 = v59 + sizes[4] * 60;
    if (v60 % 3 == 0) {
        acc += v60;
        if (acc > 60) child<<<(v60 & 15) + 1, 32>>>(out, acc, v60);
    }
    int v61 = v60 + sizes[5] * 61;
    if (v61 % 3 == 1) {
        acc += v61;
        if (acc > 61) child<<<(v61 & 15) + 1, 32>>>(out, acc, v61);
    }
    int v62 = v61 + sizes[6] * 62;
    if (v62 % 3 == 2) {
        acc += v62;
        if (acc > 62) child<<<(v62 & 15) + 1, 32>>>(out, acc, v62);
    }
    int v63 = v62 + sizes[0] * 63;
    if (v63 % 3 == 0) {
        acc += v63;
        if (acc > 63) child<<<(v63 & 15) + 1, 32>>>(out, acc, v63);
    }
    int v64 = v63 + sizes[1] * 64;
    if (v64 % 3 == 1) {
        acc += v64;
        if (acc > 64) child<<<(v64 & 15) + 1, 32>>>(out, acc, v64);
    }
    int v65 = v64 + sizes[2] * 65;
    if (v65 % 3 == 2) {
        acc += v65;
        if (acc > 65) child<<<(v65 & 15) + 1, 32>>>(out, acc, v65);
    }
    int v66 = v65 + sizes[3] * 66;
    if (v66 % 3 == 0) {
        acc += v66;
        if (acc > 66) child<<<(v66 & 15) + 1, 32>>>(out, acc, v66);
    }
    int v67 = v66 + sizes[4] * 67;
    if (v67 % 3 == 1) {
        acc += v67;
        if (acc > 67) child<<<(v67 & 15) + 1, 32>>>(out, acc, v67);
    }
    int v68 = v67 + sizes[5] * 68;
    if (v68 % 3 == 2) {
        acc += v68;
        if (acc > 68) child<<<(v68 & 15) + 1, 32>>>(out, acc, v68);
    }
    int v69 = v68 + sizes[6] * 69;
    if (v69 % 3 == 0) {
        acc += v69;
        if (acc > 69) child<<<(v69 & 15) + 1, 32>>>(out, acc, v69);
    }
    int v70 = v69 + sizes[0] * 70;
    if (v70 % 3 == 1) {
        acc += v70;
        if (acc > 70) child<<<(v70 & 15) + 1, 32>>>(out, acc, v70);
    }
    int v71 = v70 + sizes[1] * 71;
    if (v71 % 3 == 2) {
        acc += v71;
        if (acc > 71) child<<<(v71 & 15) + 1, 32>>>(out, acc, v71);
    }
    int v72 = v71 + sizes[2] * 72;
    if (v72 % 3 == 0) {
        acc += v72;
        if (acc > 72) child<<<(v72 & 15) + 1, 32>>>(out, acc, v72);
    }
    int v73 = v72 + sizes[3] * 73;
    if (v73 % 3 == 1) {
        acc += v73;
        if (acc > 73) child<<<(v73 & 15) + 1, 32>>>(out, acc, v73);
    }
    int v74 = v73 + sizes[4] * 74;
    if (v74 % 3 == 2) {
        acc += v74;
        if (acc > 74) child<<<(v74 & 15) + 1, 32>>>(out, acc, v74);
    }
    int v75 = v74 + sizes[5] * 75;
    if (v75 % 3 == 0) {
        acc += v75;
        if (acc > 75) child<<<(v75 & 15) + 1, 32>>>(out, acc, v75);
    }
    int v76 = v75 + sizes[6] * 76;
    if (v76 % 3 == 1) {
        acc += v76;
        if (acc > 76) child<<<(v76 & 15) + 1, 32>>>(out, acc, v76);
    }
    int v77 = v76 + sizes[0] * 77;
    if (v77 % 3 == 2) {
        acc += v77;
        if (acc > 77) child<<<(v77 & 15) + 1, 32>>>(out, acc, v77);
    }
    int v78 = v77 + sizes[1] * 78;
    if (v78 % 3 == 0) {
        acc += v78;
        if (acc > 78) child<<<(v78 & 15) + 1, 32>>>(out, acc, v78);
    }
    int v79 = v78 + sizes[2] * 79;
    if (v79 % 3 == 1) {
        acc += v79;
        if (acc > 79) child<<<(v79 & 15) + 1, 32>>>(out, acc, v79);
    }
    int v80 = v79 + sizes[3] * 80;
    if (v80 % 3 == 2) {
        acc += v80;
        if (acc > 80) child<<<(v80 & 15) + 1, 32>>>(out, acc, v80);
    }
    int v81 = v80 + sizes[4] * 81;
    if (v81 % 3 == 0) {
        acc += v81;
        if (acc > 81) child<<<(v81 & 15) + 1, 32>>>(out, acc, v81);
    }
    int v82 = v81 + sizes[5] * 82;
    if (v82 % 3 == 1) {
        acc += v82;
        if (acc > 82) child<<<(v82 & 15) + 1, 32>>>(out, acc, v82);
    }
    int v83 = v82 + sizes[6] * 83;
    if (v83 % 3 == 2) {
        acc += v83;
        if (acc > 83) child<<<(v83 & 15) + 1, 32>>>(out, acc, v83);
    }
    int v84 = v83 + sizes[0] * 84;
    if (v84 % 3 == 0) {
        acc += v84;
        if (acc > 84) child<<<(v84 & 15) + 1, 32>>>(out, acc, v84);
    }
    int v85 = v84 + sizes[1] * 85;
    if (v85 % 3 == 1) {
        acc += v85;
        if (acc > 85) child<<<(v85 & 15) + 1, 32>>>(out, acc, v85);
    }
    int v86 = v85 + sizes[2] * 86;
    if (v86 % 3 == 2) {
        acc += v86;
        if (acc > 86) child<<<(v86 & 15) + 1, 32>>>(out, acc, v86);
    }
    int v87 = v86 + sizes[3] * 87;
    if (v87 % 3 == 0) {
        acc += v87;
        if (acc > 87) child<<<(v87 & 15) + 1, 32>>>(out, acc, v87);
    }
    int v88 = v87 + sizes[4] * 88;
    if (v88 % 3 == 1) {
        acc += v88;
        if (acc > 88) child<<<(v88 & 15) + 1, 32>>>(out, acc, v88);
    }
    int v89 = v88 + sizes[5] * 89;
    if (v89 % 3 == 2) {
        acc += v89;
        if (acc > 89) child<<<(v89 & 15) + 1, 32>>>(out, acc, v89);
    }
    int v90 = v89 + sizes[6] * 90;
    if (v90 % 3 == 0) {
        acc += v90;
        if (acc > 90) child<<<(v90 & 15) + 1, 32>>>(out, acc, v90);
    }
    int v91 = v90 + sizes[0] * 91;
    if (v91 % 3 == 1) {
        acc += v91;
        if (acc > 91) child<<<(v91 & 15) + 1, 32>>>(out, acc, v91);
    }
    int v92 = v91 + sizes[1] * 92;
    if (v92 % 3 == 2) {
        acc += v92;
        if (acc > 92) child<<<(v92 & 15) + 1, 32>>>(out, acc, v92);
    }
    int v93 = v92 + sizes[2] * 93;
    if (v93 % 3 == 0) {
        acc += v93;
        if (acc > 93) child<<<(v93 & 15) + 1, 32>>>(out, acc, v93);
    }
    int v94 = v93 + sizes[3] * 94;
    if (v94 % 3 == 1) {
        acc += v94;
        if (acc > 94) child<<<(v94 & 15) + 1, 32>>>(out, acc, v94);
    }
    int v95 = v94 + sizes[4] * 95;
    if (v95 % 3 == 2) {
        acc += v95;
        if (acc > 95) child<<<(v95 & 15) + 1, 32>>>(out, acc, v95);
    }
    int v96 = v95 + sizes[5] * 96;
    if (v96 % 3 == 0) {
        acc += v96;
        if (acc > 96) child<<<(v96 & 15) + 1, 32>>>(out, acc, v96);
    }
    int v97 = v96 + sizes[6] * 97;
    if (v97 % 3 == 1) {
        acc += v97;
        if (acc > 97) child<<<(v97 & 15) + 1, 32>>>(out, acc, v97);
    }
    int v98 = v97 + sizes[0] * 98;
    if (v98 % 3 == 2) {
        acc += v98;
        if (acc > 98) child<<<(v98 & 15) + 1, 32>>>(out, acc, v98);
    }
    int v99 = v98 + sizes[1] * 99;
    if (v99 % 3 == 0) {
        acc += v99;
        if (acc > 99) child<<<(v99 & 15) + 1, 32>>>(out, acc, v99);
    }
    int v100 = v99 + sizes[2] * 100;
    if (v100 % 3 == 1) {
        acc += v100;
        if (acc > 100) child<<<(v100 & 15) + 1, 32>>>(out, acc, v100);
    }
    int v101 = v100 + sizes[3] * 101;
    if (v101 % 3 == 2) {
        acc += v101;
        if (acc > 101) child<<<(v101 & 15) + 1, 32>>>(out, acc, v101);
    }
    int v102 = v101 + sizes[4] * 102;
    if (v102 % 3 == 0) {
        acc += v102;
        if (acc > 102) child<<<(v102 & 15) + 1, 32>>>(out, acc, v102);
    }
    int v103 = v102 + sizes[5] * 103;
    if (v103 % 3 == 1) {
        acc += v103;
        if (acc > 103) child<<<(v103 & 15) + 1, 32>>>(out, acc, v103);
    }
    int v104 = v103 + sizes[6] * 104;
    if (v104 % 3 == 2) {
        acc += v104;
        if (acc > 104) child<<<(v104 & 15) + 1, 32>>>(out, acc, v104);
    }
    int v105 = v104 + sizes[0] * 105;
    if (v105 % 3 == 0) {
        acc += v105;
        if (acc > 105) child<<<(v105 & 15) + 1, 32>>>(out, acc, v105);
    }
    int v106 = v105 + sizes[1] * 106;
    if (v106 % 3 == 1) {
        acc += v106;
        if (acc > 106) child<<<(v106 & 15) + 1, 32>>>(out, acc, v106);
    }
    int v107 = v106 + sizes[2] * 107;
    if (v107 % 3 == 2) {
        acc += v107;
        if (acc > 107) child<<<(v107 & 15) + 1, 32>>>(out, acc, v107);
    }
    int v108 = v107 + sizes[3] * 108;
    if (v108 % 3 == 0) {
        acc += v108;
        if (acc > 108) child<<<(v108 & 15) + 1, 32>>>(out, acc, v108);
    }
    int v109 = v108 + sizes[4] * 109;
    if (v109 % 3 == 1) {
        acc += v109;
        if (acc > 109) child<<<(v109 & 15) + 1, 32>>>(out, acc, v109);
    }
    int v110 = v109 + sizes[5] * 110;
    if (v110 % 3 == 2) {
        acc += v110;
        if (acc > 110) child<<<(v110 & 15) + 1, 32>>>(out, acc, v110);
    }
    int v111 = v110 + sizes[6] * 111;
    if (v111 % 3 == 0) {
        acc += v111;
        if (acc > 111) child<<<(v111 & 15) + 1, 32>>>(out, acc, v111);
    }
    int v112 = v111 + sizes[0] * 112;
    if (v112 % 3 == 1) {
        acc += v112;
        if (acc > 112) child<<<(v112 & 15) + 1, 32>>>(out, acc, v112);
    }
    int v113 = v112 + sizes[1] * 113;
    if (v113 % 3 == 2) {
        acc += v113;
        if (acc > 113) child<<<(v113 & 15) + 1, 32>>>(out, acc, v113);
    }
    int v114 = v113 + sizes[2] * 114;
    if (v114 % 3 == 0) {
        acc += v114;
        if (acc > 114) child<<<(v114 & 15) + 1, 32>>>(out, acc, v114);
    }
    int v115 = v114 + sizes[3] * 115;
    if (v115 % 3 == 1) {
        acc += v115;
        if (acc > 115) child<<<(v115 & 15) + 1, 32>>>(out, acc, v115);
    }
    int v116 = v115 + sizes[4] * 116;
    if (v116 % 3 == 2) {
        acc += v116;
        if (acc > 116) child<<<(v116 & 15) + 1, 32>>>(out, acc, v116);
    }
    int v117 = v116 + sizes[5] * 117;
    if (v117 % 3 == 0) {
        acc += v117;
        if (acc > 117) child<<<(v117 & 15) + 1, 32>>>(out, acc, v117);
    }
    int v118 = v117 + sizes[6] * 118;
    if (v118 % 3 == 1) {
        acc += v118;
        if (acc > 118) child<<<(v118 & 15) + 1, 32>>>(out, acc, v118);
    }
    int v119 = v118 + sizes[0] * 119;
    if (v119 % 3 == 2) {
        acc += v119;
        if (acc > 119) child<<<(v119 & 15) + 1, 32>>>(out, acc, v119);
    }
    int v120 = v119 + sizes[1] * 120;
    if (v120 % 3 == 0) {
        acc += v120;
        if (acc > 120) child<<<(v120 & 15) + 1, 32>>>(out, acc, v120);
    }
    int v121 = v120 + sizes[2] * 121;
    if (v121 % 3 == 1) {
        acc += v121;
        if (acc > 121) child<<<(v121 & 15) + 1, 32>>>(out, acc, v121);
    }
    int v122 = v121 + sizes[3] * 122;
    if (v122 % 3 == 2) {
        acc += v122;
        if (acc > 122) child<<<(v122 & 15) + 1, 32>>>(out, acc, v122);
    }
    int v123 = v122 + sizes[4] * 123;
    if (v123 % 3 == 0) {
        acc += v123;
        if (acc > 123) child<<<(v123 & 15) + 1, 32>>>(out, acc, v123);
    }
    int v124 = v123 + sizes[5] * 124;
    if (v124 % 3 == 1) {
        acc += v124;
        if (acc > 124) child<<<(v124 & 15) + 1, 32>>>(out, acc, v124);
    }
    int v125 = v124 + sizes[6] * 125;
    if (v125 % 3 == 2) {
        acc += v125;
        if (acc > 125) child<<<(v125 & 15) + 1, 32>>>(out, acc, v125);
    }
    int v126 = v125 + sizes[0] * 126;
    if (v126 % 3 == 0) {
        acc += v126;
        if (acc > 126) child<<<(v126 & 15) + 1, 32>>>(out, acc, v126);
    }
    int v127 = v126 + sizes[1] * 127;
    if (v127 % 3 == 1) {
        acc += v127;
        if (acc > 127) child<<<(v127 & 15) + 1, 32>>>(out, acc, v127);
    }
    int v128 = v127 + sizes[2] * 128;
    if (v128 % 3 == 2) {
        acc += v128;
        if (acc > 128) child<<<(v128 & 15) + 1, 32>>>(out, acc, v128);
    }
    int v129 = v128 + sizes[3] * 129;
    if (v129 % 3 == 0) {
        acc += v129;
        if (acc > 129) child<<<(v129 & 15) + 1, 32>>>(out, acc, v129);
    }
    int v130 = v129 + sizes[4] * 130;
    if (v130 % 3 == 1) {
        acc += v130;
        if (acc > 130) child<<<(v130 & 15) + 1, 32>>>(out, acc, v130);
    }
    int v131 = v130 + sizes[5] * 131;
    if (v131 % 3 == 2) {
        acc += v131;
        if (acc > 131) child<<<(v131 & 15) + 1, 32>>>(out, acc, v131);
    }
    int v132 = v131 + sizes[6] * 132;
    if (v132 % 3 == 0) {
        acc += v132;
        if (acc > 132) child<<<(v132 & 15) + 1, 32>>>(out, acc, v132);
    }
    int v133 = v132 + sizes[0] * 133;
    if (v133 % 3 == 1) {
        acc += v133;
        if (acc > 133) child<<<(v133 & 15) + 1, 32>>>(out, acc, v133);
    }
    int v134 = v133 + sizes[1] * 134;
    if (v134 % 3 == 2) {
        acc += v134;
        if (acc > 134) child<<<(v134 & 15) + 1, 32>>>(out, acc, v134);
    }
    int v135 = v134 + sizes[2] * 135;
    if (v135 % 3 == 0) {
        acc += v135;
        if (acc > 135) child<<<(v135 & 15) + 1, 32>>>(out, acc, v135);
    }
    int v136 = v135 + sizes[3] * 136;
    if (v136 % 3 == 1) {
        acc += v136;
        if (acc > 136) child<<<(v136 & 15) + 1, 32>>>(out, acc, v136);
    }
    int v137 = v136 + sizes[4] * 137;
    if (v137 % 3 == 2) {
        acc += v137;
        if (acc > 137) child<<<(v137 & 15) + 1, 32>>>(out, acc, v137);
    }
    int v138 = v137 + sizes[5] * 138;
    if (v138 % 3 == 0) {
        acc += v138;
        if (acc > 138) child<<<(v138 & 15) + 1, 32>>>(out, acc, v138);
    }
    int v139 = v138 + sizes[6] * 139;
    if (v139 % 3 == 1) {
        acc += v139;
        if (acc > 139) child<<<(v139 & 15) + 1, 32>>>(out, acc, v139);
    }
    int v140 = v139 + sizes[0] * 140;
    if (v140 % 3 == 2) {
        acc += v140;
        if (acc > 140) child<<<(v140 & 15) + 1, 32>>>(out, acc, v140);
    }
    int v141 = v140 + sizes[1] * 141;
    if (v141 % 3 == 0) {
        acc += v141;
        if (acc > 141) child<<<(v141 & 15) + 1, 32>>>(out, acc, v141);
    }
    int v142 = v141 + sizes[2] * 142;
    if (v142 % 3 == 1) {
        acc += v142;
        if (acc > 142) child<<<(v142 & 15) + 1, 32>>>(out, acc, v142);
    }
    int v143 = v142 + sizes[3] * 143;
    if (v143 % 3 == 2) {
        acc += v143;
        if (acc > 143) child<<<(v143 & 15) + 1, 32>>>(out, acc, v143);
    }
    int v144 = v143 + sizes[4] * 144;
    if (v144 % 3 == 0) {
        acc += v144;
        if (acc > 144) child<<<(v144 & 15) + 1, 32>>>(out, acc, v144);
    }
    int v145 = v144 + sizes[5] * 145;
    if (v145 % 3 == 1) {
        acc += v145;
        if (acc > 145) child<<<(v145 & 15) + 1, 32>>>(out, acc, v145);
    }
    int v146 = v145 + sizes[6] * 146;
    if (v146 % 3 == 2) {
        acc += v146;
        if (acc > 146) child<<<(v146 & 15) + 1, 32>>>(out, acc, v146);
    }
    int v147 = v146 + sizes[0] * 147;
    if (v147 % 3 == 0) {
        acc += v147;
        if (acc > 147) child<<<(v147 & 15) + 1, 32>>>(out, acc, v147);
    }
    int v148 = v147 + sizes[1] * 148;
    if (v148 % 3 == 1) {
        acc += v148;
        if (acc > 148) child<<<(v148 & 15) + 1, 32>>>(out, acc, v148);
    }
    int v149 = v148 + sizes[2] * 149;
    if (v149 % 3 == 2) {
        acc += v149;
        if (acc > 149) child<<<(v149 & 15) + 1, 32>>>(out, acc, v149);
    }
    int v150 = v149 + sizes[3] * 150;
    if (v150 % 3 == 0) {
        acc += v150;
        if (acc > 150) child<<<(v150 & 15) + 1, 32>>>(out, acc, v150);
    }
    int v151 = v150 + sizes[4] * 151;
    if (v151 % 3 == 1) {
        acc += v151;
        if (acc > 151) child<<<(v151 & 15) + 1, 32>>>(out, acc, v151);
    }
    int v152 = v151 + sizes[5] * 152;
    if (v152 % 3 == 2) {
        acc += v152;
        if (acc > 152) child<<<(v152 & 15) + 1, 32>>>(out, acc, v152);
    }
    int v153 = v152 + sizes[6] * 153;
    if (v153 % 3 == 0) {
        acc += v153;
        if (acc > 153) child<<<(v153 & 15) + 1, 32>>>(out, acc, v153);
    }
    int v154 = v153 + sizes[0] * 154;
    if (v154 % 3 == 1) {
        acc += v154;
        if (acc > 154) child<<<(v154 & 15) + 1, 32>>>(out, acc, v154);
    }
    int v155 = v154 + sizes[1] * 155;
    if (v155 % 3 == 2) {
        acc += v155;
        if (acc > 155) child<<<(v155 & 15) + 1, 32>>>(out, acc, v155);
    }
    int v156 = v155 + sizes[2] * 156;
    if (v156 % 3 == 0) {
        acc += v156;
        if (acc > 156) child<<<(v156 & 15) + 1, 32>>>(out, acc, v156);
    }
    int v157 = v156 + sizes[3] * 157;
    if (v157 % 3 == 1) {
        acc += v157;
        if (acc > 157) child<<<(v157 & 15) + 1, 32>>>(out, acc, v157);
    }
    int v158 = v157 + sizes[4] * 158;
    if (v158 % 3 == 2) {
        acc += v158;
        if (acc > 158) child<<<(v158 & 15) + 1, 32>>>(out, acc, v158);
    }
    int v159 = v158 + sizes[5] * 159;
    if (v159 % 3 == 0) {
        acc += v159;
        if (acc > 159) child<<<(v159 & 15) + 1, 32>>>(out, acc, v159);
    }
    int v160 = v159 + sizes[6] * 160;
    if (v160 % 3 == 1) {
        acc += v160;
        if (acc > 160) child<<<(v160 & 15) + 1, 32>>>(out, acc, v160);
    }
    int v161 = v160 + sizes[0] * 161;
    if (v161 % 3 == 2) {
        acc += v161;
        if (acc > 161) child<<<(v161 & 15) + 1, 32>>>(out, acc, v161);
    }
    int v162 = v161 + sizes[1] * 162;
    if (v162 % 3 == 0) {
        acc += v162;
        if (acc > 162) child<<<(v162 & 15) + 1, 32>>>(out, acc, v162);
    }
    int v163 = v162 + sizes[2] * 163;
    if (v163 % 3 == 1) {
        acc += v163;
        if (acc > 163) child<<<(v163 & 15) + 1, 32>>>(out, acc, v163);
    }
    int v164 = v163 + sizes[3] * 164;
    if (v164 % 3 == 2) {
        acc += v164;
        if (acc > 164) child<<<(v164 & 15) + 1, 32>>>(out, acc, v164);
    }
    int v165 = v164 + sizes[4] * 165;
    if (v165 % 3 == 0) {
        acc += v165;
        if (acc > 165) child<<<(v165 & 15) + 1, 32>>>(out, acc, v165);
    }
    int v166 = v165 + sizes[5] * 166;
    if (v166 % 3 == 1) {
        acc += v166;
        if (acc > 166) child<<<(v166 & 15) + 1, 32>>>(out, acc, v166);
    }
    int v167 = v166 + sizes[6] * 167;
    if (v167 % 3 == 2) {
        acc += v167;
        if (acc > 167) child<<<(v167 & 15) + 1, 32>>>(out, acc, v167);
    }
    int v168 = v167 + sizes[0] * 168;
    if (v168 % 3 == 0) {
        acc += v168;
        if (acc > 168) child<<<(v168 & 15) + 1, 32>>>(out, acc, v168);
    }
    int v169 = v168 + sizes[1] * 169;
    if (v169 % 3 == 1) {
        acc += v169;
        if (acc > 169) child<<<(v169 & 15) + 1, 32>>>(out, acc, v169);
    }
    int v170 = v169 + sizes[2] * 170;
    if (v170 % 3 == 2) {
        acc += v170;
        if (acc > 170) child<<<(v170 & 15) + 1, 32>>>(out, acc, v170);
    }
    int v171 = v170 + sizes[3] * 171;
    if (v171 % 3 == 0) {
        acc += v171;
        if (acc > 171) child<<<(v171 & 15) + 1, 32>>>(out, acc, v171);
    }
    int v172 = v171 + sizes[4] * 172;
    if (v172 % 3 == 1) {
        acc += v172;
        if (acc > 172) child<<<(v172 & 15) + 1, 32>>>(out, acc, v172);
    }
    int v173 = v172 + sizes[5] * 173;
    if (v173 % 3 == 2) {
        acc += v173;
        if (acc > 173) child<<<(v173 & 15) + 1, 32>>>(out, acc, v173);
    }
    int v174 = v173 + sizes[6] * 174;
    if (v174 % 3 == 0) {
        acc += v174;
        if (acc > 174) child<<<(v174 & 15) + 1, 32>>>(out, acc, v174);
    }
    int v175 = v174 + sizes[0] * 175;
    if (v175 % 3 == 1) {
        acc += v175;
        if (acc > 175) child<<<(v175 & 15) + 1, 32>>>(out, acc, v175);
    }
    int v176 = v175 + sizes[1] * 176;
    if (v176 % 3 == 2) {
        acc += v176;
        if (acc > 176) child<<<(v176 & 15) + 1, 32>>>(out, acc, v176);
    }
    int v177 = v176 + sizes[2] * 177;
    if (v177 % 3 == 0) {
        acc += v177;
        if (acc > 177) child<<<(v177 & 15) + 1, 32>>>(out, acc, v177);
    }
    int v178 = v177 + sizes[3] * 178;
    if (v178 % 3 == 1) {
        acc += v178;
        if (acc > 178) child<<<(v178 & 15) + 1, 32>>>(out, acc, v178);
    }
    int v179 = v178 + sizes[4] * 179;
    if (v179 % 3 == 2) {
        acc += v179;
        if (acc > 179) child<<<(v179 & 15) + 1, 32>>>(out, acc, v179);
    }
    int v180 = v179 + sizes[5] * 180;
    if (v180 % 3 == 0) {
        acc += v180;
        if (acc > 180) child<<<(v180 & 15) + 1, 32>>>(out, acc, v180);
    }
    int v181 = v180 + sizes[6] * 181;
    if (v181 % 3 == 1) {
        acc += v181;
        if (acc > 181) child<<<(v181 & 15) + 1, 32>>>(out, acc, v181);
    }
    int v182 = v181 + sizes[0] * 182;
    if (v182 % 3 == 2) {
        acc += v182;
        if (acc > 182) child<<<(v182 & 15) + 1, 32>>>(out, acc, v182);
    }
    int v183 = v182 + sizes[1] * 183;
    if (v183 % 3 == 0) {
        acc += v183;
        if (acc > 183) child<<<(v183 & 15) + 1, 32>>>(out, acc, v183);
    }
    int v184 = v183 + sizes[2] * 184;
    if (v184 % 3 == 1) {
        acc += v184;
        if (acc > 184) child<<<(v184 & 15) + 1, 32>>>(out, acc, v184);
    }
    int v185 = v184 + sizes[3] * 185;
    if (v185 % 3 == 2) {
        acc += v185;
        if (acc > 185) child<<<(v185 & 15) + 1, 32>>>(out, acc, v185);
    }
    int v186 = v185 + sizes[4] * 186;
    if (v186 % 3 == 0) {
        acc += v186;
        if (acc > 186) child<<<(v186 & 15) + 1, 32>>>(out, acc, v186);
    }
    int v187 = v186 + sizes[5] * 187;
    if (v187 % 3 == 1) {
        acc += v187;
        if (acc > 187) child<<<(v187 & 15) + 1, 32>>>(out, acc, v187);
    }
    int v188 = v187 + sizes[6] * 188;
    if (v188 % 3 == 2) {
        acc += v188;
        if (acc > 188) child<<<(v188 & 15) + 1, 32>>>(out, acc, v188);
    }
    int v189 = v188 + sizes[0] * 189;
    if (v189 % 3 == 0) {
        acc += v189;
        if (acc > 189) child<<<(v189 & 15) + 1, 32>>>(out, acc, v189);
    }
    int v190 = v189 + sizes[1] * 190;
    if (v190 % 3 == 1) {
        acc += v190;
        if (acc > 190) child<<<(v190 & 15) + 1, 32>>>(out, acc, v190);
    }
    int v191 = v190 + sizes[2] * 191;
    if (v191 % 3 == 2) {
        acc += v191;
        if (acc > 191) child<<<(v191 & 15) + 1, 32>>>(out, acc, v191);
    }
    int v192 = v191 + sizes[3] * 192;
    if (v192 % 3 == 0) {
        acc += v192;
        if (acc > 192) child<<<(v192 & 15) + 1, 32>>>(out, acc, v192);
    }
    int v193 = v192 + sizes[4] * 193;
    if (v193 % 3 == 1) {
        acc += v193;
        if (acc > 193) child<<<(v193 & 15) + 1, 32>>>(out, acc, v193);
    }
    int v194 = v193 + sizes[5] * 194;
    if (v194 % 3 == 2) {
        acc += v194;
        if (acc > 194) child<<<(v194 & 15) + 1, 32>>>(out, acc, v194);
    }
    int v195 = v194 + sizes[6] * 195;
    if (v195 % 3 == 0) {
        acc += v195;
        if (acc > 195) child<<<(v195 & 15) + 1, 32>>>(out, acc, v195);
    }
    int v196 = v195 + sizes[0] * 196;
    if (v196 % 3 == 1) {
        acc += v196;
        if (acc > 196) child<<<(v196 & 15) + 1, 32>>>(out, acc, v196);
    }
    int v197 = v196 + sizes[1] * 197;
    if (v197 % 3 == 2) {
        acc += v197;
        if (acc > 197) child<<<(v197 & 15) + 1, 32>>>(out, acc, v197);
    }
    int v198 = v197 + sizes[2] * 198;
    if (v198 % 3 == 0) {
        acc += v198;
        if (acc > 198) child<<<(v198 & 15) + 1, 32>>>(out, acc, v198);
    }
    int v199 = v198 + sizes[3] * 199;
    if (v199 % 3 == 1) {
        acc += v199;
        if (acc > 199) child<<<(v199 & 15) + 1, 32>>>(out, acc, v199);
    }
    int v200 = v199 + sizes[4] * 200;
    if (v200 % 3 == 2) {
        acc += v200;
        if (acc > 200) child<<<(v200 & 15) + 1, 32>>>(out, acc, v200);
    }
    int v201 = v200 + sizes[5] * 201;
    if (v201 % 3 == 0) {
        acc += v201;
        if (acc > 201) child<<<(v201 & 15) + 1, 32>>>(out, acc, v201);
    }
    int v202 = v201 + sizes[6] * 202;
    if (v202 % 3 == 1) {
        acc += v202;
        if (acc > 202) child<<<(v202 & 15) + 1, 32>>>(out, acc, v202);
    }
    int v203 = v202 + sizes[0] * 203;
    if (v203 % 3 == 2) {
        acc += v203;
        if (acc > 203) child<<<(v203 & 15) + 1, 32>>>(out, acc, v203);
    }
    int v204 = v203 + sizes[1] * 204;
    if (v204 % 3 == 0) {
        acc += v204;
        if (acc > 204) child<<<(v204 & 15) + 1, 32>>>(out, acc, v204);
    }
    int v205 = v204 + sizes[2] * 205;
    if (v205 % 3 == 1) {
        acc += v205;
        if (acc > 205) child<<<(v205 & 15) + 1, 32>>>(out, acc, v205);
    }
    int v206 = v205 + sizes[3] * 206;
    if (v206 % 3 == 2) {
        acc += v206;
        if (acc > 206) child<<<(v206 & 15) + 1, 32>>>(out, acc, v206);
    }
    int v207 = v206 + sizes[4] * 207;
    if (v207 % 3 == 0) {
        acc += v207;
        if (acc > 207) child<<<(v207 & 15) + 1, 32>>>(out, acc, v207);
    }
    int v208 = v207 + sizes[5] * 208;
    if (v208 % 3 == 1) {
        acc += v208;
        if (acc > 208) child<<<(v208 & 15) + 1, 32>>>(out, acc, v208);
    }
    int v209 = v208 + sizes[6] * 209;
    if (v209 % 3 == 2) {
        acc += v209;
        if (acc > 209) child<<<(v209 & 15) + 1, 32>>>(out, acc, v209);
    }
    int v210 = v209 + sizes[0] * 210;
    if (v210 % 3 == 0) {
        acc += v210;
        if (acc > 210) child<<<(v210 & 15) + 1, 32>>>(out, acc, v210);
    }
    int v211 = v210 + sizes[1] * 211;
    if (v211 % 3 == 1) {
        acc += v211;
        if (acc > 211) child<<<(v211 & 15) + 1, 32>>>(out, acc, v211);
    }
    int v212 = v211 + sizes[2] * 212;
    if (v212 % 3 == 2) {
        acc += v212;
        if (acc > 212) child<<<(v212 & 15) + 1, 32>>>(out, acc, v212);
    }
    int v213 = v212 + sizes[3] * 213;
    if (v213 % 3 == 0) {
        acc += v213;
        if (acc > 213) child<<<(v213 & 15) + 1, 32>>>(out, acc, v213);
    }
    int v214 = v213 + sizes[4] * 214;
    if (v214 % 3 == 1) {
        acc += v214;
        if (acc > 214) child<<<(v214 & 15) + 1, 32>>>(out, acc, v214);
    }
    int v215 = v214 + sizes[5] * 215;
    if (v215 % 3 == 2) {
        acc += v215;
        if (acc > 215) child<<<(v215 & 15) + 1, 32>>>(out, acc, v215);
    }
    int v216 = v215 + sizes[6] * 216;
    if (v216 % 3 == 0) {
        acc += v216;
        if (acc > 216) child<<<(v216 & 15) + 1, 32>>>(out, acc, v216);
    }
    int v217 = v216 + sizes[0] * 217;
    if (v217 % 3 == 1) {
        acc += v217;
        if (acc > 217) child<<<(v217 & 15) + 1, 32>>>(out, acc, v217);
    }
    int v218 = v217 + sizes[1] * 218;
    if (v218 % 3 == 2) {
        acc += v218;
        if (acc > 218) child<<<(v218 & 15) + 1, 32>>>(out, acc, v218);
    }
    int v219 = v218 + sizes[2] * 219;
    if (v219 % 3 == 0) {
        acc += v219;
        if (acc > 219) child<<<(v219 & 15) + 1, 32>>>(out, acc, v219);
    }
    int v220 = v219 + sizes[3] * 220;
    if (v220 % 3 == 1) {
        acc += v220;
        if (acc > 220) child<<<(v220 & 15) + 1, 32>>>(out, acc, v220);
    }
    int v221 = v220 + sizes[4] * 221;
    if (v221 % 3 == 2) {
        acc += v221;
        if (acc > 221) child<<<(v221 & 15) + 1, 32>>>(out, acc, v221);
    }
    int v222 = v221 + sizes[5] * 222;
    if (v222 % 3 == 0) {
        acc += v222;
        if (acc > 222) child<<<(v222 & 15) + 1, 32>>>(out, acc, v222);
    }
    int v223 = v222 + sizes[6] * 223;
    if (v223 % 3 == 1) {
        acc += v223;
        if (acc > 223) child<<<(v223 & 15) + 1, 32>>>(out, acc, v223);
    }
    int v224 = v223 + sizes[0] * 224;
    if (v224 % 3 == 2) {
        acc += v224;
        if (acc > 224) child<<<(v224 & 15) + 1, 32>>>(out, acc, v224);
    }
    int v225 = v224 + sizes[1] * 225;
    if (v225 % 3 == 0) {
        acc += v225;
        if (acc > 225) child<<<(v225 & 15) + 1, 32>>>(out, acc, v225);
    }
    int v226 = v225 + sizes[2] * 226;
    if (v226 % 3 == 1) {
        acc += v226;
        if (acc > 226) child<<<(v226 & 15) + 1, 32>>>(out, acc, v226);
    }
    int v227 = v226 + sizes[3] * 227;
    if (v227 % 3 == 2) {
        acc += v227;
        if (acc > 227) child<<<(v227 & 15) + 1, 32>>>(out, acc, v227);
    }
    int v228 = v227 + sizes[4] * 228;
    if (v228 % 3 == 0) {
        acc += v228;
        if (acc > 228) child<<<(v228 & 15) + 1, 32>>>(out, acc, v228);
    }
    int v229 = v228 + sizes[5] * 229;
    if (v229 % 3 == 1) {
        acc += v229;
        if (acc > 229) child<<<(v229 & 15) + 1, 32>>>(out, acc, v229);
    }
    int v230 = v229 + sizes[6] * 230;
    if (v230 % 3 == 2) {
        acc += v230;
        if (acc > 230) child<<<(v230 & 15) + 1, 32>>>(out, acc, v230);
    }
    int v231 = v230 + sizes[0] * 231;
    if (v231 % 3 == 0) {
        acc += v231;
        if (acc > 231) child<<<(v231 & 15) + 1, 32>>>(out, acc, v231);
    }
    int v232 = v231 + sizes[1] * 232;
    if (v232 % 3 == 1) {
        acc += v232;
        if (acc > 232) child<<<(v232 & 15) + 1, 32>>>(out, acc, v232);
    }
    int v233 = v232 + sizes[2] * 233;
    if (v233 % 3 == 2) {
        acc += v233;
        if (acc > 233) child<<<(v233 & 15) + 1, 32>>>(out, acc, v233);
    }
    int v234 = v233 + sizes[3] * 234;
    if (v234 % 3 == 0) {
        acc += v234;
        if (acc > 234) child<<<(v234 & 15) + 1, 32>>>(out, acc, v234);
    }
    int v235 = v234 + sizes[4] * 235;
    if (v235 % 3 == 1) {
        acc += v235;
        if (acc > 235) child<<<(v235 & 15) + 1, 32>>>(out, acc, v235);
    }
    int v236 = v235 + sizes[5] * 236;
    if (v236 % 3 == 2) {
        acc += v236;
        if (acc > 236) child<<<(v236 & 15) + 1, 32>>>(out, acc, v236);
    }
    int v237 = v236 + sizes[6] * 237;
    if (v237 % 3 == 0) {
        acc += v237;
        if (acc > 237) child<<<(v237 & 15) + 1, 32>>>(out, acc, v237);
    }
    int v238 = v237 + sizes[0] * 238;
    if (v238 % 3 == 1) {
        acc += v238;
        if (acc > 238) child<<<(v238 & 15) + 1, 32>>>(out, acc, v238);
    }
    int v239 = v238 + sizes[1] * 239;
    if (v239 % 3 == 2) {
        acc += v239;
        if (acc > 239) child<<<(v239 & 15) + 1, 32>>>(out, acc, v239);
    }
    int v240 = v239 + sizes[2] * 240;
    if (v240 % 3 == 0) {
        acc += v240;
        if (acc > 240) child<<<(v240 & 15) + 1, 32>>>(out, acc, v240);
    }
    int v241 = v240 + sizes[3] * 241;
    if (v241 % 3 == 1) {
        acc += v241;
        if (acc > 241) child<<<(v241 & 15) + 1, 32>>>(out, acc, v241);
    }
    int v242 = v241 + sizes[4] * 242;
    if (v242 % 3 == 2) {
        acc += v242;
        if (acc > 242) child<<<(v242 & 15) + 1, 32>>>(out, acc, v242);
    }
    int v243 = v242 + sizes[5] * 243;
    if (v243 % 3 == 0) {
        acc += v243;
        if (acc > 243) child<<<(v243 & 15) + 1, 32>>>(out, acc, v243);
    }
    int v244 = v243 + sizes[6] * 244;
    if (v244 % 3 == 1) {
        acc += v244;
        if (acc > 244) child<<<(v244 & 15) + 1, 32>>>(out, acc, v244);
    }
    int v245 = v244 + sizes[0] * 245;
    if (v245 % 3 == 2) {
        acc += v245;
        if (acc > 245) child<<<(v245 & 15) + 1, 32>>>(out, acc, v245);
    }
    int v246 = v245 + sizes[1] * 246;
    if (v246 % 3 == 0) {
        acc += v246;
        if (acc > 246) child<<<(v246 & 15) + 1, 32>>>(out, acc, v246);
    }
    int v247 = v246 + sizes[2] * 247;
    if (v247 % 3 == 1) {
        acc += v247;
        if (acc > 247) child<<<(v247 & 15) + 1, 32>>>(out, acc, v247);
    }
    int v248 = v247 + sizes[3] * 248;
    if (v248 % 3 == 2) {
        acc += v248;
        if (acc > 248) child<<<(v248 & 15) + 1, 32>>>(out, acc, v248);
    }
    int v249 = v248 + sizes[4] * 249;
    if (v249 % 3 == 0) {
        acc += v249;
        if (acc > 249) child<<<(v249 & 15) + 1, 32>>>(out, acc, v249);
    }
    int v250 = v249 + sizes[5] * 250;
    if (v250 % 3 == 1) {
        acc += v250;
        if (acc > 250) child<<<(v250 & 15) + 1, 32>>>(out, acc, v250);
    }
    int v251 = v250 + sizes[6] * 251;
    if (v251 % 3 == 2) {
        acc += v251;
        if (acc > 251) child<<<(v251 & 15) + 1, 32>>>(out, acc, v251);
    }
    int v252 = v251 + sizes[0] * 252;
    if (v252 % 3 == 0) {
        acc += v252;
        if (acc > 252) child<<<(v252 & 15) + 1, 32>>>(out, acc, v252);
    }
    int v253 = v252 + sizes[1] * 253;
    if (v253 % 3 == 1) {
        acc += v253;
        if (acc > 253) child<<<(v253 & 15) + 1, 32>>>(out, acc, v253);
    }
    int v254 = v253 + sizes[2] * 254;
    if (v254 % 3 == 2) {
        acc += v254;
        if (acc > 254) child<<<(v254 & 15) + 1, 32>>>(out, acc, v254);
    }
    int v255 = v254 + sizes[3] * 255;
    if (v255 % 3 == 0) {
        acc += v255;
        if (acc > 255) child<<<(v255 & 15) + 1, 32>>>(out, acc, v255);
    }
    int v256 = v255 + sizes[4] * 256;
    if (v256 % 3 == 1) {
        acc += v256;
        if (acc > 256) child<<<(v256 & 15) + 1, 32>>>(out, acc, v256);
    }
    int v257 = v256 + sizes[5] * 257;
    if (v257 % 3 == 2) {
        acc += v257;
        if (acc > 257) child<<<(v257 & 15) + 1, 32>>>(out, acc, v257);
    }
    int v258 = v257 + sizes[6] * 258;
    if (v258 % 3 == 0) {
        acc += v258;
        if (acc > 258) child<<<(v258 & 15) + 1, 32>>>(out, acc, v258);
    }
    int v259 = v258 + sizes[0] * 259;
    if (v259 % 3 == 1) {
        acc += v259;
        if (acc > 259) child<<<(v259 & 15) + 1, 32>>>(out, acc, v259);
    }
    int v260 = v259 + sizes[1] * 260;
    if (v260 % 3 == 2) {
        acc += v260;
        if (acc > 260) child<<<(v260 & 15) + 1, 32>>>(out, acc, v260);
    }
    int v261 = v260 + sizes[2] * 261;
    if (v261 % 3 == 0) {
        acc += v261;
        if (acc > 261) child<<<(v261 & 15) + 1, 32>>>(out, acc, v261);
    }
    int v262 = v261 + sizes[3] * 262;
    if (v262 % 3 == 1) {
        acc += v262;
        if (acc > 262) child<<<(v262 & 15) + 1, 32>>>(out, acc, v262);
    }
    int v263 = v262 + sizes[4] * 263;
    if (v263 % 3 == 2) {
        acc += v263;
        if (acc > 263) child<<<(v263 & 15) + 1, 32>>>(out, acc, v263);
    }
    int v264 = v263 + sizes[5] * 264;
    if (v264 % 3 == 0) {
        acc += v264;
        if (acc > 264) child<<<(v264 & 15) + 1, 32>>>(out, acc, v264);
    }
    int v265 = v264 + sizes[6] * 265;
    if (v265 % 3 == 1) {
        acc += v265;
        if (acc > 265) child<<<(v265 & 15) + 1, 32>>>(out, acc, v265);
    }
    int v266 = v265 + sizes[0] * 266;
    if (v266 % 3 == 2) {
        acc += v266;
        if (acc > 266) child<<<(v266 & 15) + 1, 32>>>(out, acc, v266);
    }
    int v267 = v266 + sizes[1] * 267;
    if (v267 % 3 == 0) {
        acc += v267;
        if (acc > 267) child<<<(v267 & 15) + 1, 32>>>(out, acc, v267);
    }
    int v268 = v267 + sizes[2] * 268;
    if (v268 % 3 == 1) {
        acc += v268;
        if (acc > 268) child<<<(v268 & 15) + 1, 32>>>(out, acc, v268);
    }
    int v269 = v268 + sizes[3] * 269;
    if (v269 % 3 == 2) {
        acc += v269;
        if (acc > 269) child<<<(v269 & 15) + 1, 32>>>(out, acc, v269);
    }
    int v270 = v269 + sizes[4] * 270;
    if (v270 % 3 == 0) {
        acc += v270;
        if (acc > 270) child<<<(v270 & 15) + 1, 32>>>(out, acc, v270);
    }
    int v271 = v270 + sizes[5] * 271;
    if (v271 % 3 == 1) {
        acc += v271;
        if (acc > 271) child<<<(v271 & 15) + 1, 32>>>(out, acc, v271);
    }
    int v272 = v271 + sizes[6] * 272;
    if (v272 % 3 == 2) {
        acc += v272;
        if (acc > 272) child<<<(v272 & 15) + 1, 32>>>(out, acc, v272);
    }
    int v273 = v272 + sizes[0] * 273;
    if (v273 % 3 == 0) {
        acc += v273;
        if (acc > 273) child<<<(v273 & 15) + 1, 32>>>(out, acc, v273);
    }
    int v274 = v273 + sizes[1] * 274;
    if (v274 % 3 == 1) {
        acc += v274;
        if (acc > 274) child<<<(v274 & 15) + 1, 32>>>(out, acc, v274);
    }
    int v275 = v274 + sizes[2] * 275;
    if (v275 % 3 == 2) {
        acc += v275;
        if (acc > 275) child<<<(v275 & 15) + 1, 32>>>(out, acc, v275);
    }
    int v276 = v275 + sizes[3] * 276;
    if (v276 % 3 == 0) {
        acc += v276;
        if (acc > 276) child<<<(v276 & 15) + 1, 32>>>(out, acc, v276);
    }
    int v277 = v276 + sizes[4] * 277;
    if (v277 % 3 == 1) {
        acc += v277;
        if (acc > 277) child<<<(v277 & 15) + 1, 32>>>(out, acc, v277);
    }
    int v278 = v277 + sizes[5] * 278;
    if (v278 % 3 == 2) {
        acc += v278;
        if (acc > 278) child<<<(v278 & 15) + 1, 32>>>(out, acc, v278);
    }
    int v279 = v278 + sizes[6] * 279;
    if (v279 % 3 == 0) {
        acc += v279;
        if (acc > 279) child<<<(v279 & 15) + 1, 32>>>(out, acc, v279);
    }
    int v280 = v279 + sizes[0] * 280;
    if (v280 % 3 == 1) {
        acc += v280;
        if (acc > 280) child<<<(v280 & 15) + 1, 32>>>(out, acc, v280);
    }
    int v281 = v280 + sizes[1] * 281;
    if (v281 % 3 == 2) {
        acc += v281;
        if (acc > 281) child<<<(v281 & 15) + 1, 32>>>(out, acc, v281);
    }
    int v282 = v281 + sizes[2] * 282;
    if (v282 % 3 == 0) {
        acc += v282;
        if (acc > 282) child<<<(v282 & 15) + 1, 32>>>(out, acc, v282);
    }
    int v283 = v282 + sizes[3] * 283;
    if (v283 % 3 == 1) {
        acc += v283;
        if (acc > 283) child<<<(v283 & 15) + 1, 32>>>(out, acc, v283);
    }
    int v284 = v283 + sizes[4] * 284;
    if (v284 % 3 == 2) {
        acc += v284;
        if (acc > 284) child<<<(v284 & 15) + 1, 32>>>(out, acc, v284);
    }
    int v285 = v284 + sizes[5] * 285;
    if (v285 % 3 == 0) {
        acc += v285;
        if (acc > 285) child<<<(v285 & 15) + 1, 32>>>(out, acc, v285);
    }
    int v286 = v285 + sizes[6] * 286;
    if (v286 % 3 == 1) {
        acc += v286;
        if (acc > 286) child<<<(v286 & 15) + 1, 32>>>(out, acc, v286);
    }
    int v287 = v286 + sizes[0] * 287;
    if (v287 % 3 == 2) {
        acc += v287;
        if (acc > 287) child<<<(v287 & 15) + 1, 32>>>(out, acc, v287);
    }
    int v288 = v287 + sizes[1] * 288;
    if (v288 % 3 == 0) {
        acc += v288;
        if (acc > 288) child<<<(v288 & 15) + 1, 32>>>(out, acc, v288);
    }
    int v289 = v288 + sizes[2] * 289;
    if (v289 % 3 == 1) {
        acc += v289;
        if (acc > 289) child<<<(v289 & 15) + 1, 32>>>(out, acc, v289);
    }
    int v290 = v289 + sizes[3] * 290;
    if (v290 % 3 == 2) {
        acc += v290;
        if (acc > 290) child<<<(v290 & 15) + 1, 32>>>(out, acc, v290);
    }
    int v291 = v290 + sizes[4] * 291;
    if (v291 % 3 == 0) {
        acc += v291;
        if (acc > 291) child<<<(v291 & 15) + 1, 32>>>(out, acc, v291);
    }
    int v292 = v291 + sizes[5] * 292;
    if (v292 % 3 == 1) {
        acc += v292;
        if (acc > 292) child<<<(v292 & 15) + 1, 32>>>(out, acc, v292);
    }
    int v293 = v292 + sizes[6] * 293;
    if (v293 % 3 == 2) {
        acc += v293;
        if (acc > 293) child<<<(v293 & 15) + 1, 32>>>(out, acc, v293);
    }
    int v294 = v293 + sizes[0] * 294;
    if (v294 % 3 == 0) {
        acc += v294;
        if (acc > 294) child<<<(v294 & 15) + 1, 32>>>(out, acc, v294);
    }
    int v295 = v294 + sizes[1] * 295;
    if (v295 % 3 == 1) {
        acc += v295;
        if (acc > 295) child<<<(v295 & 15) + 1, 32>>>(out, acc, v295);
    }
    int v296 = v295 + sizes[2] * 296;
    if (v296 % 3 == 2) {
        acc += v296;
        if (acc > 296) child<<<(v296 & 15) + 1, 32>>>(out, acc, v296);
    }
    int v297 = v296 + sizes[3] * 297;
    if (v297 % 3 == 0) {
        acc += v297;
        if (acc > 297) child<<<(v297 & 15) + 1, 32>>>(out, acc, v297);
    }
    int v298 = v297 + sizes[4] * 298;
    if (v298 % 3 == 1) {
        acc += v298;
        if (acc > 298) child<<<(v298 & 15) + 1, 32>>>(out, acc, v298);
    }
    int v299 = v298 + sizes[5] * 299;
    if (v299 % 3 == 2) {
        acc += v299;
        if (acc > 299) child<<<(v299 & 15) + 1, 32>>>(out, acc, v299);
    }
    int v300 = v299 + sizes[6] * 300;
    if (v300 % 3 == 0) {
        acc += v300;
        if (acc > 300) child<<<(v300 & 15) + 1, 32>>>(out, acc, v300);
    }
    int v301 = v300 + sizes[0] * 301;
    if (v301 % 3 == 1) {
        acc += v301;
        if (acc > 301) child<<<(v301 & 15) + 1, 32>>>(out, acc, v301);
    }
    int v302 = v301 + sizes[1] * 302;
    if (v302 % 3 == 2) {
        acc += v302;
        if (acc > 302) child<<<(v302 & 15) + 1, 32>>>(out, acc, v302);
    }
    int v303 = v302 + sizes[2] * 303;
    if (v303 % 3 == 0) {
        acc += v303;
        if (acc > 303) child<<<(v303 & 15) + 1, 32>>>(out, acc, v303);
    }
    int v304 = v303 + sizes[3] * 304;
    if (v304 % 3 == 1) {
        acc += v304;
        if (acc > 304) child<<<(v304 & 15) + 1, 32>>>(out, acc, v304);
    }
    int v305 = v304 + sizes[4] * 305;
    if (v305 % 3 == 2) {
        acc += v305;
        if (acc > 305) child<<<(v305 & 15) + 1, 32>>>(out, acc, v305);
    }
    int v306 = v305 + sizes[5] * 306;
    if (v306 % 3 == 0) {
        acc += v306;
        if (acc > 306) child<<<(v306 & 15) + 1, 32>>>(out, acc, v306);
    }
    int v307 = v306 + sizes[6] * 307;
    if (v307 % 3 == 1) {
        acc += v307;
        if (acc > 307) child<<<(v307 & 15) + 1, 32>>>(out, acc, v307);
    }
    int v308 = v307 + sizes[0] * 308;
    if (v308 % 3 == 2) {
        acc += v308;
        if (acc > 308) child<<<(v308 & 15) + 1, 32>>>(out, acc, v308);
    }
    int v309 = v308 + sizes[1] * 309;
    if (v309 % 3 == 0) {
        acc += v309;
        if (acc > 309) child<<<(v309 & 15) + 1, 32>>>(out, acc, v309);
    }
    int v310 = v309 + sizes[2] * 310;
    if (v310 % 3 == 1) {
        acc += v310;
        if (acc > 310) child<<<(v310 & 15) + 1, 32>>>(out, acc, v310);
    }
    int v311 = v310 + sizes[3] * 311;
    if (v311 % 3 == 2) {
        acc += v311;
        if (acc > 311) child<<<(v311 & 15) + 1, 32>>>(out, acc, v311);
    }
    int v312 = v311 + sizes[4] * 312;
    if (v312 % 3 == 0) {
        acc += v312;
        if (acc > 312) child<<<(v312 & 15) + 1, 32>>>(out, acc, v312);
    }
    int v313 = v312 + sizes[5] * 313;
    if (v313 % 3 == 1) {
        acc += v313;
        if (acc > 313) child<<<(v313 & 15) + 1, 32>>>(out, acc, v313);
    }
    int v314 = v313 + sizes[6] * 314;
    if (v314 % 3 == 2) {
        acc += v314;
        if (acc > 314) child<<<(v314 & 15) + 1, 32>>>(out, acc, v314);
    }
    int v315 = v314 + sizes[0] * 315;
    if (v315 % 3 == 0) {
        acc += v315;
        if (acc > 315) child<<<(v315 & 15) + 1, 32>>>(out, acc, v315);
    }
    int v316 = v315 + sizes[1] * 316;
    if (v316 % 3 == 1) {
        acc += v316;
        if (acc > 316) child<<<(v316 & 15) + 1, 32>>>(out, acc, v316);
    }
    int v317 = v316 + sizes[2] * 317;
    if (v317 % 3 == 2) {
        acc += v317;
        if (acc > 317) child<<<(v317 & 15) + 1, 32>>>(out, acc, v317);
    }
    int v318 = v317 + sizes[3] * 318;
    if (v318 % 3 == 0) {
        acc += v318;
        if (acc > 318) child<<<(v318 & 15) + 1, 32>>>(out, acc, v318);
    }
    int v319 = v318 + sizes[4] * 319;
    if (v319 % 3 == 1) {
        acc += v319;
        if (acc > 319) child<<<(v319 & 15) + 1, 32>>>(out, acc, v319);
    }
    int v320 = v319 + sizes[5] * 320;
    if (v320 % 3 == 2) {
        acc += v320;
        if (acc > 320) child<<<(v320 & 15) + 1, 32>>>(out, acc, v320);
    }
    int v321 = v320 + sizes[6] * 321;
    if (v321 % 3 == 0) {
        acc += v321;
        if (acc > 321) child<<<(v321 & 15) + 1, 32>>>(out, acc, v321);
    }
    int v322 = v321 + sizes[0] * 322;
    if (v322 % 3 == 1) {
        acc += v322;
        if (acc > 322) child<<<(v322 & 15) + 1, 32>>>(out, acc, v322);
    }
    int v323 = v322 + sizes[1] * 323;
    if (v323 % 3 == 2) {
        acc += v323;
        if (acc > 323) child<<<(v323 & 15) + 1, 32>>>(out, acc, v323);
    }
    int v324 = v323 + sizes[2] * 324;
    if (v324 % 3 == 0) {
        acc += v324;
        if (acc > 324) child<<<(v324 & 15) + 1, 32>>>(out, acc, v324);
    }
    int v325 = v324 + sizes[3] * 325;
    if (v325 % 3 == 1) {
        acc += v325;
        if (acc > 325) child<<<(v325 & 15) + 1, 32>>>(out, acc, v325);
    }
    int v326 = v325 + sizes[4] * 326;
    if (v326 % 3 == 2) {
        acc += v326;
        if (acc > 326) child<<<(v326 & 15) + 1, 32>>>(out, acc, v326);
    }
    int v327 = v326 + sizes[5] * 327;
    if (v327 % 3 == 0) {
        acc += v327;
        if (acc > 327) child<<<(v327 & 15) + 1, 32>>>(out, acc, v327);
    }
    int v328 = v327 + sizes[6] * 328;
    if (v328 % 3 == 1) {
        acc += v328;
        if (acc > 328) child<<<(v328 & 15) + 1, 32>>>(out, acc, v328);
    }
    int v329 = v328 + sizes[0] * 329;
    if (v329 % 3 == 2) {
        acc += v329;
        if (acc > 329) child<<<(v329 & 15) + 1, 32>>>(out, acc, v329);
    }
    int v330 = v329 + sizes[1] * 330;
    if (v330 % 3 == 0) {
        acc += v330;
        if (acc > 330) child<<<(v330 & 15) + 1, 32>>>(out, acc, v330);
    }
    int v331 = v330 + sizes[2] * 331;
    if (v331 % 3 == 1) {
        acc += v331;
        if (acc > 331) child<<<(v331 & 15) + 1, 32>>>(out, acc, v331);
    }
    int v332 = v331 + sizes[3] * 332;
    if (v332 % 3 == 2) {
        acc += v332;
        if (acc > 332) child<<<(v332 & 15) + 1, 32>>>(out, acc, v332);
    }
    int v333 = v332 + sizes[4] * 333;
    if (v333 % 3 == 0) {
        acc += v333;
        if (acc > 333) child<<<(v333 & 15) + 1, 32>>>(out, acc, v333);
    }
    int v334 = v333 + sizes[5] * 334;
    if (v334 % 3 == 1) {
        acc += v334;
        if (acc > 334) child<<<(v334 & 15) + 1, 32>>>(out, acc, v334);
    }
    int v335 = v334 + sizes[6] * 335;
    if (v335 % 3 == 2) {
        acc += v335;
        if (acc > 335) child<<<(v335 & 15) + 1, 32>>>(out, acc, v335);
    }
    int v336 = v335 + sizes[0] * 336;
    if (v336 % 3 == 0) {
        acc += v336;
        if (acc > 336) child<<<(v336 & 15) + 1, 32>>>(out, acc, v336);
    }
    int v337 = v336 + sizes[1] * 337;
    if (v337 % 3 == 1) {
        acc += v337;
        if (acc > 337) child<<<(v337 & 15) + 1, 32>>>(out, acc, v337);
    }
    int v338 = v337 + sizes[2] * 338;
    if (v338 % 3 == 2) {
        acc += v338;
        if (acc > 338) child<<<(v338 & 15) + 1, 32>>>(out, acc, v338);
    }
    int v339 = v338 + sizes[3] * 339;
    if (v339 % 3 == 0) {
        acc += v339;
        if (acc > 339) child<<<(v339 & 15) + 1, 32>>>(out, acc, v339);
    }
    int v340 = v339 + sizes[4] * 340;
    if (v340 % 3 == 1) {
        acc += v340;
        if (acc > 340) child<<<(v340 & 15) + 1, 32>>>(out, acc, v340);
    }
    int v341 = v340 + sizes[5] * 341;
    if (v341 % 3 == 2) {
        acc += v341;
        if (acc > 341) child<<<(v341 & 15) + 1, 32>>>(out, acc, v341);
    }
    int v342 = v341 + sizes[6] * 342;
    if (v342 % 3 == 0) {
        acc += v342;
        if (acc > 342) child<<<(v342 & 15) + 1, 32>>>(out, acc, v342);
    }
    int v343 = v342 + sizes[0] * 343;
    if (v343 % 3 == 1) {
        acc += v343;
        if (acc > 343) child<<<(v343 & 15) + 1, 32>>>(out, acc, v343);
    }
    int v344 = v343 + sizes[1] * 344;
    if (v344 % 3 == 2) {
        acc += v344;
        if (acc > 344) child<<<(v344 & 15) + 1, 32>>>(out, acc, v344);
    }
    int v345 = v344 + sizes[2] * 345;
    if (v345 % 3 == 0) {
        acc += v345;
        if (acc > 345) child<<<(v345 & 15) + 1, 32>>>(out, acc, v345);
    }
    int v346 = v345 + sizes[3] * 346;
    if (v346 % 3 == 1) {
        acc += v346;
        if (acc > 346) child<<<(v346 & 15) + 1, 32>>>(out, acc, v346);
    }
    int v347 = v346 + sizes[4] * 347;
    if (v347 % 3 == 2) {
        acc += v347;
        if (acc > 347) child<<<(v347 & 15) + 1, 32>>>(out, acc, v347);
    }
    int v348 = v347 + sizes[5] * 348;
    if (v348 % 3 == 0) {
        acc += v348;
        if (acc > 348) child<<<(v348 & 15) + 1, 32>>>(out, acc, v348);
    }
    int v349 = v348 + sizes[6] * 349;
    if (v349 % 3 == 1) {
        acc += v349;
        if (acc > 349) child<<<(v349 & 15) + 1, 32>>>(out, acc, v349);
    }
    int v350 = v349 + sizes[0] * 350;
    if (v350 % 3 == 2) {
        acc += v350;
        if (acc > 350) child<<<(v350 & 15) + 1, 32>>>(out, acc, v350);
    }
    int v351 = v350 + sizes[1] * 351;
    if (v351 % 3 == 0) {
        acc += v351;
        if (acc > 351) child<<<(v351 & 15) + 1, 32>>>(out, acc, v351);
    }
    int v352 = v351 + sizes[2] * 352;
    if (v352 % 3 == 1) {
        acc += v352;
        if (acc > 352) child<<<(v352 & 15) + 1, 32>>>(out, acc, v352);
    }
    int v353 = v352 + sizes[3] * 353;
    if (v353 % 3 == 2) {
        acc += v353;
        if (acc > 353) child<<<(v353 & 15) + 1, 32>>>(out, acc, v353);
    }
    int v354 = v353 + sizes[4] * 354;
    if (v354 % 3 == 0) {
        acc += v354;
        if (acc > 354) child<<<(v354 & 15) + 1, 32>>>(out, acc, v354);
    }
    int v355 = v354 + sizes[5] * 355;
    if (v355 % 3 == 1) {
        acc += v355;
        if (acc > 355) child<<<(v355 & 15) + 1, 32>>>(out, acc, v355);
    }
    int v356 = v355 + sizes[6] * 356;
    if (v356 % 3 == 2) {
        acc += v356;
        if (acc > 356) child<<<(v356 & 15) + 1, 32>>>(out, acc, v356);
    }
    int v357 = v356 + sizes[0] * 357;
    if (v357 % 3 == 0) {
        acc += v357;
        if (acc > 357) child<<<(v357 & 15) + 1, 32>>>(out, acc, v357);
    }
    int v358 = v357 + sizes[1] * 358;
    if (v358 % 3 == 1) {
        acc += v358;
        if (acc > 358) child<<<(v358 & 15) + 1, 32>>>(out, acc, v358);
    }
    int v359 = v358 + sizes[2] * 359;
    if (v359 % 3 == 2) {
        acc += v359;
        if (acc > 359) child<<<(v359 & 15) + 1, 32>>>(out, acc, v359);
    }
    int v360 = v359 + sizes[3] * 360;
    if (v360 % 3 == 0) {
        acc += v360;
        if (acc > 360) child<<<(v360 & 15) + 1, 32>>>(out, acc, v360);
    }
    int v361 = v360 + sizes[4] * 361;
    if (v361 % 3 == 1) {
        acc += v361;
        if (acc > 361) child<<<(v361 & 15) + 1, 32>>>(out, acc, v361);
    }
    int v362 = v361 + sizes[5] * 362;
    if (v362 % 3 == 2) {
        acc += v362;
        if (acc > 362) child<<<(v362 & 15) + 1, 32>>>(out, acc, v362);
    }
    int v363 = v362 + sizes[6] * 363;
    if (v363 % 3 == 0) {
        acc += v363;
        if (acc > 363) child<<<(v363 & 15) + 1, 32>>>(out, acc, v363);
    }
    int v364 = v363 + sizes[0] * 364;
    if (v364 % 3 == 1) {
        acc += v364;
        if (acc > 364) child<<<(v364 & 15) + 1, 32>>>(out, acc, v364);
    }
    int v365 = v364 + sizes[1] * 365;
    if (v365 % 3 == 2) {
        acc += v365;
        if (acc > 365) child<<<(v365 & 15) + 1, 32>>>(out, acc, v365);
    }
    int v366 = v365 + sizes[2] * 366;
    if (v366 % 3 == 0) {
        acc += v366;
        if (acc > 366) child<<<(v366 & 15) + 1, 32>>>(out, acc, v366);
    }
    int v367 = v366 + sizes[3] * 367;
    if (v367 % 3 == 1) {
        acc += v367;
        if (acc > 367) child<<<(v367 & 15) + 1, 32>>>(out, acc, v367);
    }
    int v368 = v367 + sizes[4] * 368;
    if (v368 % 3 == 2) {
        acc += v368;
        if (acc > 368) child<<<(v368 & 15) + 1, 32>>>(out, acc, v368);
    }
    int v369 = v368 + sizes[5] * 369;
    if (v369 % 3 == 0) {
        acc += v369;
        if (acc > 369) child<<<(v369 & 15) + 1, 32>>>(out, acc, v369);
    }
    int v370 = v369 + sizes[6] * 370;
    if (v370 % 3 == 1) {
        acc += v370;
        if (acc > 370) child<<<(v370 & 15) + 1, 32>>>(out, acc, v370);
    }
    int v371 = v370 + sizes[0] * 371;
    if (v371 % 3 == 2) {
        acc += v371;
        if (acc > 371) child<<<(v371 & 15) + 1, 32>>>(out, acc, v371);
    }
    int v372 = v371 + sizes[1] * 372;
    if (v372 % 3 == 0) {
        acc += v372;
        if (acc > 372) child<<<(v372 & 15) + 1, 32>>>(out, acc, v372);
    }
    int v373 = v372 + sizes[2] * 373;
    if (v373 % 3 == 1) {
        acc += v373;
        if (acc > 373) child<<<(v373 & 15) + 1, 32>>>(out, acc, v373);
    }
    int v374 = v373 + sizes[3] * 374;
    if (v374 % 3 == 2) {
        acc += v374;
        if (acc > 374) child<<<(v374 & 15) + 1, 32>>>(out, acc, v374);
    }
    int v375 = v374 + sizes[4] * 375;
    if (v375 % 3 == 0) {
        acc += v375;
        if (acc > 375) child<<<(v375 & 15) + 1, 32>>>(out, acc, v375);
    }
    int v376 = v375 + sizes[5] * 376;
    if (v376 % 3 == 1) {
        acc += v376;
        if (acc > 376) child<<<(v376 & 15) + 1, 32>>>(out, acc, v376);
    }
    int v377 = v376 + sizes[6] * 377;
    if (v377 % 3 == 2) {
        acc += v377;
        if (acc > 377) child<<<(v377 & 15) + 1, 32>>>(out, acc, v377);
    }
    int v378 = v377 + sizes[0] * 378;
    if (v378 % 3 == 0) {
        acc += v378;
        if (acc > 378) child<<<(v378 & 15) + 1, 32>>>(out, acc, v378);
    }
    int v379 = v378 + sizes[1] * 379;
    if (v379 % 3 == 1) {
        acc += v379;
        if (acc > 379) child<<<(v379 & 15) + 1, 32>>>(out, acc, v379);
    }
    int v380 = v379 + sizes[2] * 380;
    if (v380 % 3 == 2) {
        acc += v380;
        if (acc > 380) child<<<(v380 & 15) + 1, 32>>>(out, acc, v380);
    }
    int v381 = v380 + sizes[3] * 381;
    if (v381 % 3 == 0) {
        acc += v381;
        if (acc > 381) child<<<(v381 & 15) + 1, 32>>>(out, acc, v381);
    }
    int v382 = v381 + sizes[4] * 382;
    if (v382 % 3 == 1) {
        acc += v382;
        if (acc > 382) child<<<(v382 & 15) + 1, 32>>>(out, acc, v382);
    }
    int v383 = v382 + sizes[5] * 383;
    if (v383 % 3 == 2) {
        acc += v383;
        if (acc > 383) child<<<(v383 & 15) + 1, 32>>>(out, acc, v383);
    }
    int v384 = v383 + sizes[6] * 384;
    if (v384 % 3 == 0) {
        acc += v384;
        if (acc > 384) child<<<(v384 & 15) + 1, 32>>>(out, acc, v384);
    }
    int v385 = v384 + sizes[0] * 385;
    if (v385 % 3 == 1) {
        acc += v385;
        if (acc > 385) child<<<(v385 & 15) + 1, 32>>>(out, acc, v385);
    }
    int v386 = v385 + sizes[1] * 386;
    if (v386 % 3 == 2) {
        acc += v386;
        if (acc > 386) child<<<(v386 & 15) + 1, 32>>>(out, acc, v386);
    }
    int v387 = v386 + sizes[2] * 387;
    if (v387 % 3 == 0) {
        acc += v387;
        if (acc > 387) child<<<(v387 & 15) + 1, 32>>>(out, acc, v387);
    }
    int v388 = v387 + sizes[3] * 388;
    if (v388 % 3 == 1) {
        acc += v388;
        if (acc > 388) child<<<(v388 & 15) + 1, 32>>>(out, acc, v388);
    }
    int v389 = v388 + sizes[4] * 389;
    if (v389 % 3 == 2) {
        acc += v389;
        if (acc > 389) child<<<(v389 & 15) + 1, 32>>>(out, acc, v389);
    }
    int v390 = v389 + sizes[5] * 390;
    if (v390 % 3 == 0) {
        acc += v390;
        if (acc > 390) child<<<(v390 & 15) + 1, 32>>>(out, acc, v390);
    }
    int v391 = v390 + sizes[6] * 391;
    if (v391 % 3 == 1) {
        acc += v391;
        if (acc > 391) child<<<(v391 & 15) + 1, 32>>>(out, acc, v391);
    }
    int v392 = v391 + sizes[0] * 392;
    if (v392 % 3 == 2) {
        acc += v392;
        if (acc > 392) child<<<(v392 & 15) + 1, 32>>>(out, acc, v392);
    }
    int v393 = v392 + sizes[1] * 393;
    if (v393 % 3 == 0) {
        acc += v393;
        if (acc > 393) child<<<(v393 & 15) + 1, 32>>>(out, acc, v393);
    }
    int v394 = v393 + sizes[2] * 394;
    if (v394 % 3 == 1) {
        acc += v394;
        if (acc > 394) child<<<(v394 & 15) + 1, 32>>>(out, acc, v394);
    }
    int v395 = v394 + sizes[3] * 395;
    if (v395 % 3 == 2) {
        acc += v395;
        if (acc > 395) child<<<(v395 & 15) + 1, 32>>>(out, acc, v395);
    }
    int v396 = v395 + sizes[4] * 396;
    if (v396 % 3 == 0) {
        acc += v396;
        if (acc > 396) child<<<(v396 & 15) + 1, 32>>>(out, acc, v396);
    }
    int v397 = v396 + sizes[5] * 397;
    if (v397 % 3 == 1) {
        acc += v397;
        if (acc > 397) child<<<(v397 & 15) + 1, 32>>>(out, acc, v397);
    }
    int v398 = v397 + sizes[6] * 398;
    if (v398 % 3 == 2) {
        acc += v398;
        if (acc > 398) child<<<(v398 & 15) + 1, 32>>>(out, acc, v398);
    }
    int v399 = v398 + sizes[0] * 399;
    if (v399 % 3 == 0) {
        acc += v399;
        if (acc > 399) child<<<(v399 & 15) + 1, 32>>>(out, acc, v399);
    }
    int v400 = v399 + sizes[1] * 400;
    if (v400 % 3 == 1) {
        acc += v400;
        if (acc > 400) child<<<(v400 & 15) + 1, 32>>>(out, acc, v400);
    }
    int v401 = v400 + sizes[2] * 401;
    if (v401 % 3 == 2) {
        acc += v401;
        if (acc > 401) child<<<(v401 & 15) + 1, 32>>>(out, acc, v401);
    }
    int v402 = v401 + sizes[3] * 402;
    if (v402 % 3 == 0) {
        acc += v402;
        if (acc > 402) child<<<(v402 & 15) + 1, 32>>>(out, acc, v402);
    }
    int v403 = v402 + sizes[4] * 403;
    if (v403 % 3 == 1) {
        acc += v403;
        if (acc > 403) child<<<(v403 & 15) + 1, 32>>>(out, acc, v403);
    }
    int v404 = v403 + sizes[5] * 404;
    if (v404 % 3 == 2) {
        acc += v404;
        if (acc > 404) child<<<(v404 & 15) + 1, 32>>>(out, acc, v404);
    }
    int v405 = v404 + sizes[6] * 405;
    if (v405 % 3 == 0) {
        acc += v405;
        if (acc > 405) child<<<(v405 & 15) + 1, 32>>>(out, acc, v405);
    }
    int v406 = v405 + sizes[0] * 406;
    if (v406 % 3 == 1) {
        acc += v406;
        if (acc > 406) child<<<(v406 & 15) + 1, 32>>>(out, acc, v406);
    }
    int v407 = v406 + sizes[1] * 407;
    if (v407 % 3 == 2) {
        acc += v407;
        if (acc > 407) child<<<(v407 & 15) + 1, 32>>>(out, acc, v407);
    }
    int v408 = v407 + sizes[2] * 408;
    if (v408 % 3 == 0) {
        acc += v408;
        if (acc > 408) child<<<(v408 & 15) + 1, 32>>>(out, acc, v408);
    }
    int v409 = v408 + sizes[3] * 409;
    if (v409 % 3 == 1) {
        acc += v409;
        if (acc > 409) child<<<(v409 & 15) + 1, 32>>>(out, acc, v409);
    }
    int v410 = v409 + sizes[4] * 410;
    if (v410 % 3 == 2) {
        acc += v410;
        if (acc > 410) child<<<(v410 & 15) + 1, 32>>>(out, acc, v410);
    }
    int v411 = v410 + sizes[5] * 411;
    if (v411 % 3 == 0) {
        acc += v411;
        if (acc > 411) child<<<(v411 & 15) + 1, 32>>>(out, acc, v411);
    }
    int v412 = v411 + sizes[6] * 412;
    if (v412 % 3 == 1) {
        acc += v412;
        if (acc > 412) child<<<(v412 & 15) + 1, 32>>>(out, acc, v412);
    }
    int v413 = v412 + sizes[0] * 413;
    if (v413 % 3 == 2) {
        acc += v413;
        if (acc > 413) child<<<(v413 & 15) + 1, 32>>>(out, acc, v413);
    }
    int v414 = v413 + sizes[1] * 414;
    if (v414 % 3 == 0) {
        acc += v414;
        if (acc > 414) child<<<(v414 & 15) + 1, 32>>>(out, acc, v414);
    }
    int v415 = v414 + sizes[2] * 415;
    if (v415 % 3 == 1) {
        acc += v415;
        if (acc > 415) child<<<(v415 & 15) + 1, 32>>>(out, acc, v415);
    }
    int v416 = v415 + sizes[3] * 416;
    if (v416 % 3 == 2) {
        acc += v416;
        if (acc > 416) child<<<(v416 & 15) + 1, 32>>>(out, acc, v416);
    }
    int v417 = v416 + sizes[4] * 417;
    if (v417 % 3 == 0) {
        acc += v417;
        if (acc > 417) child<<<(v417 & 15) + 1, 32>>>(out, acc, v417);
    }
    int v418 = v417 + sizes[5] * 418;
    if (v418 % 3 == 1) {
        acc += v418;
        if (acc > 418) child<<<(v418 & 15) + 1, 32>>>(out, acc, v418);
    }
    int v419 = v418 + sizes[6] * 419;
    if (v419 % 3 == 2) {
        acc += v419;
        if (acc > 419) child<<<(v419 & 15) + 1, 32>>>(out, acc, v419);
    }
    int v420 = v419 + sizes[0] * 420;
    if (v420 % 3 == 0) {
        acc += v420;
        if (acc > 420) child<<<(v420 & 15) + 1, 32>>>(out, acc, v420);
    }
    int v421 = v420 + sizes[1] * 421;
    if (v421 % 3 == 1) {
        acc += v421;
        if (acc > 421) child<<<(v421 & 15) + 1, 32>>>(out, acc, v421);
    }
    int v422 = v421 + sizes[2] * 422;
    if (v422 % 3 == 2) {
        acc += v422;
        if (acc > 422) child<<<(v422 & 15) + 1, 32>>>(out, acc, v422);
    }
    int v423 = v422 + sizes[3] * 423;
    if (v423 % 3 == 0) {
        acc += v423;
        if (acc > 423) child<<<(v423 & 15) + 1, 32>>>(out, acc, v423);
    }
    int v424 = v423 + sizes[4] * 424;
    if (v424 % 3 == 1) {
        acc += v424;
        if (acc > 424) child<<<(v424 & 15) + 1, 32>>>(out, acc, v424);
    }
    int v425 = v424 + sizes[5] * 425;
    if (v425 % 3 == 2) {
        acc += v425;
        if (acc > 425) child<<<(v425 & 15) + 1, 32>>>(out, acc, v425);
    }
    int v426 = v425 + sizes[6] * 426;
    if (v426 % 3 == 0) {
        acc += v426;
        if (acc > 426) child<<<(v426 & 15) + 1, 32>>>(out, acc, v426);
    }
    int v427 = v426 + sizes[0] * 427;
    if (v427 % 3 == 1) {
        acc += v427;
        if (acc > 427) child<<<(v427 & 15) + 1, 32>>>(out, acc, v427);
    }
    int v428 = v427 + sizes[1] * 428;
    if (v428 % 3 == 2) {
        acc += v428;
        if (acc > 428) child<<<(v428 & 15) + 1, 32>>>(out, acc, v428);
    }
    int v429 = v428 + sizes[2] * 429;
    if (v429 % 3 == 0) {
        acc += v429;
        if (acc > 429) child<<<(v429 & 15) + 1, 32>>>(out, acc, v429);
    }
    int v430 = v429 + sizes[3] * 430;
    if (v430 % 3 == 1) {
        acc += v430;
        if (acc > 430) child<<<(v430 & 15) + 1, 32>>>(out, acc, v430);
    }
    int v431 = v430 + sizes[4] * 431;
    if (v431 % 3 == 2) {
        acc += v431;
        if (acc > 431) child<<<(v431 & 15) + 1, 32>>>(out, acc, v431);
    }
    int v432 = v431 + sizes[5] * 432;
    if (v432 % 3 == 0) {
        acc += v432;
        if (acc > 432) child<<<(v432 & 15) + 1, 32>>>(out, acc, v432);
    }
    int v433 = v432 + sizes[6] * 433;
    if (v433 % 3 == 1) {
        acc += v433;
        if (acc > 433) child<<<(v433 & 15) + 1, 32>>>(out, acc, v433);
    }
    int v434 = v433 + sizes[0] * 434;
    if (v434 % 3 == 2) {
        acc += v434;
        if (acc > 434) child<<<(v434 & 15) + 1, 32>>>(out, acc, v434);
    }
    int v435 = v434 + sizes[1] * 435;
    if (v435 % 3 == 0) {
        acc += v435;
        if (acc > 435) child<<<(v435 & 15) + 1, 32>>>(out, acc, v435);
    }
    int v436 = v435 + sizes[2] * 436;
    if (v436 % 3 == 1) {
        acc += v436;
        if (acc > 436) child<<<(v436 & 15) + 1, 32>>>(out, acc, v436);
    }
    int v437 = v436 + sizes[3] * 437;
    if (v437 % 3 == 2) {
        acc += v437;
        if (acc > 437) child<<<(v437 & 15) + 1, 32>>>(out, acc, v437);
    }
    int v438 = v437 + sizes[4] * 438;
    if (v438 % 3 == 0) {
        acc += v438;
        if (acc > 438) child<<<(v438 & 15) + 1, 32>>>(out, acc, v438);
    }
    int v439 = v438 + sizes[5] * 439;
    if (v439 % 3 == 1) {
        acc += v439;
        if (acc > 439) child<<<(v439 & 15) + 1, 32>>>(out, acc, v439);
    }
    int v440 = v439 + sizes[6] * 440;
    if (v440 % 3 == 2) {
        acc += v440;
        if (acc > 440) child<<<(v440 & 15) + 1, 32>>>(out, acc, v440);
    }
    int v441 = v440 + sizes[0] * 441;
    if (v441 % 3 == 0) {
        acc += v441;
        if (acc > 441) child<<<(v441 & 15) + 1, 32>>>(out, acc, v441);
    }
    int v442 = v441 + sizes[1] * 442;
    if (v442 % 3 == 1) {
        acc += v442;
        if (acc > 442) child<<<(v442 & 15) + 1, 32>>>(out, acc, v442);
    }
    int v443 = v442 + sizes[2] * 443;
    if (v443 % 3 == 2) {
        acc += v443;
        if (acc > 443) child<<<(v443 & 15) + 1, 32>>>(out, acc, v443);
    }
    int v444 = v443 + sizes[3] * 444;
    if (v444 % 3 == 0) {
        acc += v444;
        if (acc > 444) child<<<(v444 & 15) + 1, 32>>>(out, acc, v444);
    }
    int v445 = v444 + sizes[4] * 445;
    if (v445 % 3 == 1) {
        acc += v445;
        if (acc > 445) child<<<(v445 & 15) + 1, 32>>>(out, acc, v445);
    }
    int v446 = v445 + sizes[5] * 446;
    if (v446 % 3 == 2) {
        acc += v446;
        if (acc > 446) child<<<(v446 & 15) + 1, 32>>>(out, acc, v446);
    }
    int v447 = v446 + sizes[6] * 447;
    if (v447 % 3 == 0) {
        acc += v447;
        if (acc > 447) child<<<(v447 & 15) + 1, 32>>>(out, acc, v447);
    }
    int v448 = v447 + sizes[0] * 448;
    if (v448 % 3 == 1) {
        acc += v448;
        if (acc > 448) child<<<(v448 & 15) + 1, 32>>>(out, acc, v448);
    }
    int v449 = v448 + sizes[1] * 449;
    if (v449 % 3 == 2) {
        acc += v449;
        if (acc > 449) child<<<(v449 & 15) + 1, 32>>>(out, acc, v449);
    }
    int v450 = v449 + sizes[2] * 450;
    if (v450 % 3 == 0) {
        acc += v450;
        if (acc > 450) child<<<(v450 & 15) + 1, 32>>>(out, acc, v450);
    }
    int v451 = v450 + sizes[3] * 451;
    if (v451 % 3 == 1) {
        acc += v451;
        if (acc > 451) child<<<(v451 & 15) + 1, 32>>>(out, acc, v451);
    }
    int v452 = v451 + sizes[4] * 452;
    if (v452 % 3 == 2) {
        acc += v452;
        if (acc > 452) child<<<(v452 & 15) + 1, 32>>>(out, acc, v452);
    }
    int v453 = v452 + sizes[5] * 453;
    if (v453 % 3 == 0) {
        acc += v453;
        if (acc > 453) child<<<(v453 & 15) + 1, 32>>>(out, acc, v453);
    }
    int v454 = v453 + sizes[6] * 454;
    if (v454 % 3 == 1) {
        acc += v454;
        if (acc > 454) child<<<(v454 & 15) + 1, 32>>>(out, acc, v454);
    }
    int v455 = v454 + sizes[0] * 455;
    if (v455 % 3 == 2) {
        acc += v455;
        if (acc > 455) child<<<(v455 & 15) + 1, 32>>>(out, acc, v455);
    }
    int v456 = v455 + sizes[1] * 456;
    if (v456 % 3 == 0) {
        acc += v456;
        if (acc > 456) child<<<(v456 & 15) + 1, 32>>>(out, acc, v456);
    }
    int v457 = v456 + sizes[2] * 457;
    if (v457 % 3 == 1) {
        acc += v457;
        if (acc > 457) child<<<(v457 & 15) + 1, 32>>>(out, acc, v457);
    }
    int v458 = v457 + sizes[3] * 458;
    if (v458 % 3 == 2) {
        acc += v458;
        if (acc > 458) child<<<(v458 & 15) + 1, 32>>>(out, acc, v458);
    }
    int v459 = v458 + sizes[4] * 459;
    if (v459 % 3 == 0) {
        acc += v459;
        if (acc > 459) child<<<(v459 & 15) + 1, 32>>>(out, acc, v459);
    }
    int v460 = v459 + sizes[5] * 460;
    if (v460 % 3 == 1) {
        acc += v460;
        if (acc > 460) child<<<(v460 & 15) + 1, 32>>>(out, acc, v460);
    }
    int v461 = v460 + sizes[6] * 461;
    if (v461 % 3 == 2) {
        acc += v461;
        if (acc > 461) child<<<(v461 & 15) + 1, 32>>>(out, acc, v461);
    }
    int v462 = v461 + sizes[0] * 462;
    if (v462 % 3 == 0) {
        acc += v462;
        if (acc > 462) child<<<(v462 & 15) + 1, 32>>>(out, acc, v462);
    }
    int v463 = v462 + sizes[1] * 463;
    if (v463 % 3 == 1) {
        acc += v463;
        if (acc > 463) child<<<(v463 & 15) + 1, 32>>>(out, acc, v463);
    }
    int v464 = v463 + sizes[2] * 464;
    if (v464 % 3 == 2) {
        acc += v464;
        if (acc > 464) child<<<(v464 & 15) + 1, 32>>>(out, acc, v464);
    }
    int v465 = v464 + sizes[3] * 465;
    if (v465 % 3 == 0) {
        acc += v465;
        if (acc > 465) child<<<(v465 & 15) + 1, 32>>>(out, acc, v465);
    }
    int v466 = v465 + sizes[4] * 466;
    if (v466 % 3 == 1) {
        acc += v466;
        if (acc > 466) child<<<(v466 & 15) + 1, 32>>>(out, acc, v466);
    }
    int v467 = v466 + sizes[5] * 467;
    if (v467 % 3 == 2) {
        acc += v467;
        if (acc > 467) child<<<(v467 & 15) + 1, 32>>>(out, acc, v467);
    }
    int v468 = v467 + sizes[6] * 468;
    if (v468 % 3 == 0) {
        acc += v468;
        if (acc > 468) child<<<(v468 & 15) + 1, 32>>>(out, acc, v468);
    }
    int v469 = v468 + sizes[0] * 469;
    if (v469 % 3 == 1) {
        acc += v469;
        if (acc > 469) child<<<(v469 & 15) + 1, 32>>>(out, acc, v469);
    }
    int v470 = v469 + sizes[1] * 470;
    if (v470 % 3 == 2) {
        acc += v470;
        if (acc > 470) child<<<(v470 & 15) + 1, 32>>>(out, acc, v470);
    }
    int v471 = v470 + sizes[2] * 471;
    if (v471 % 3 == 0) {
        acc += v471;
        if (acc > 471) child<<<(v471 & 15) + 1, 32>>>(out, acc, v471);
    }
    int v472 = v471 + sizes[3] * 472;
    if (v472 % 3 == 1) {
        acc += v472;
        if (acc > 472) child<<<(v472 & 15) + 1, 32>>>(out, acc, v472);
    }
    int v473 = v472 + sizes[4] * 473;
    if (v473 % 3 == 2) {
        acc += v473;
        if (acc > 473) child<<<(v473 & 15) + 1, 32>>>(out, acc, v473);
    }
    int v474 = v473 + sizes[5] * 474;
    if (v474 % 3 == 0) {
        acc += v474;
        if (acc > 474) child<<<(v474 & 15) + 1, 32>>>(out, acc, v474);
    }
    int v475 = v474 + sizes[6] * 475;
    if (v475 % 3 == 1) {
        acc += v475;
        if (acc > 475) child<<<(v475 & 15) + 1, 32>>>(out, acc, v475);
    }
    int v476 = v475 + sizes[0] * 476;
    if (v476 % 3 == 2) {
        acc += v476;
        if (acc > 476) child<<<(v476 & 15) + 1, 32>>>(out, acc, v476);
    }
    int v477 = v476 + sizes[1] * 477;
    if (v477 % 3 == 0) {
        acc += v477;
        if (acc > 477) child<<<(v477 & 15) + 1, 32>>>(out, acc, v477);
    }
    int v478 = v477 + sizes[2] * 478;
    if (v478 % 3 == 1) {
        acc += v478;
        if (acc > 478) child<<<(v478 & 15) + 1, 32>>>(out, acc, v478);
    }
    int v479 = v478 + sizes[3] * 479;
    if (v479 % 3 == 2) {
        acc += v479;
        if (acc > 479) child<<<(v479 & 15) + 1, 32>>>(out, acc, v479);
    }
    int v480 = v479 + sizes[4] * 480;
    if (v480 % 3 == 0) {
        acc += v480;
        if (acc > 480) child<<<(v480 & 15) + 1, 32>>>(out, acc, v480);
    }
    int v481 = v480 + sizes[5] * 481;
    if (v481 % 3 == 1) {
        acc += v481;
        if (acc > 481) child<<<(v481 & 15) + 1, 32>>>(out, acc, v481);
    }
    int v482 = v481 + sizes[6] * 482;
    if (v482 % 3 == 2) {
        acc += v482;
        if (acc > 482) child<<<(v482 & 15) + 1, 32>>>(out, acc, v482);
    }
    int v483 = v482 + sizes[0] * 483;
    if (v483 % 3 == 0) {
        acc += v483;
        if (acc > 483) child<<<(v483 & 15) + 1, 32>>>(out, acc, v483);
    }
    int v484 = v483 + sizes[1] * 484;
    if (v484 % 3 == 1) {
        acc += v484;
        if (acc > 484) child<<<(v484 & 15) + 1, 32>>>(out, acc, v484);
    }
    int v485 = v484 + sizes[2] * 485;
    if (v485 % 3 == 2) {
        acc += v485;
        if (acc > 485) child<<<(v485 & 15) + 1, 32>>>(out, acc, v485);
    }
    int v486 = v485 + sizes[3] * 486;
    if (v486 % 3 == 0) {
        acc += v486;
        if (acc > 486) child<<<(v486 & 15) + 1, 32>>>(out, acc, v486);
    }
    int v487 = v486 + sizes[4] * 487;
    if (v487 % 3 == 1) {
        acc += v487;
        if (acc > 487) child<<<(v487 & 15) + 1, 32>>>(out, acc, v487);
    }
    int v488 = v487 + sizes[5] * 488;
    if (v488 % 3 == 2) {
        acc += v488;
        if (acc > 488) child<<<(v488 & 15) + 1, 32>>>(out, acc, v488);
    }
    int v489 = v488 + sizes[6] * 489;
    if (v489 % 3 == 0) {
        acc += v489;
        if (acc > 489) child<<<(v489 & 15) + 1, 32>>>(out, acc, v489);
    }
    int v490 = v489 + sizes[0] * 490;
    if (v490 % 3 == 1) {
        acc += v490;
        if (acc > 490) child<<<(v490 & 15) + 1, 32>>>(out, acc, v490);
    }
    int v491 = v490 + sizes[1] * 491;
    if (v491 % 3 == 2) {
        acc += v491;
        if (acc > 491) child<<<(v491 & 15) + 1, 32>>>(out, acc, v491);
    }
    int v492 = v491 + sizes[2] * 492;
    if (v492 % 3 == 0) {
        acc += v492;
        if (acc > 492) child<<<(v492 & 15) + 1, 32>>>(out, acc, v492);
    }
    int v493 = v492 + sizes[3] * 493;
    if (v493 % 3 == 1) {
        acc += v493;
        if (acc > 493) child<<<(v493 & 15) + 1, 32>>>(out, acc, v493);
    }
    int v494 = v493 + sizes[4] * 494;
    if (v494 % 3 == 2) {
        acc += v494;
        if (acc > 494) child<<<(v494 & 15) + 1, 32>>>(out, acc, v494);
    }
    int v495 = v494 + sizes[5] * 495;
    if (v495 % 3 == 0) {
        acc += v495;
        if (acc > 495) child<<<(v495 & 15) + 1, 32>>>(out, acc, v495);
    }
    int v496 = v495 + sizes[6] * 496;
    if (v496 % 3 == 1) {
        acc += v496;
        if (acc > 496) child<<<(v496 & 15) + 1, 32>>>(out, acc, v496);
    }
    int v497 = v496 + sizes[0] * 497;
    if (v497 % 3 == 2) {
        acc += v497;
        if (acc > 497) child<<<(v497 & 15) + 1, 32>>>(out, acc, v497);
    }
    int v498 = v497 + sizes[1] * 498;
    if (v498 % 3 == 0) {
        acc += v498;
        if (acc > 498) child<<<(v498 & 15) + 1, 32>>>(out, acc, v498);
    }
    int v499 = v498 + sizes[2] * 499;
    if (v499 % 3 == 1) {
        acc += v499;
        if (acc > 499) child<<<(v499 & 15) + 1, 32>>>(out, acc, v499);
    }
    int v500 = v499 + sizes[3] * 500;
    if (v500 % 3 == 2) {
        acc += v500;
        if (acc > 500) child<<<(v500 & 15) + 1, 32>>>(out, acc, v500);
    }
    int v501 = v500 + sizes[4] * 501;
    if (v501 % 3 == 0) {
        acc += v501;
        if (acc > 501) child<<<(v501 & 15) + 1, 32>>>(out, acc, v501);
    }
    int v502 = v501 + sizes[5] * 502;
    if (v502 % 3 == 1) {
        acc += v502;
        if (acc > 502) child<<<(v502 & 15) + 1, 32>>>(out, acc, v502);
    }
    int v503 = v502 + sizes[6] * 503;
    if (v503 % 3 == 2) {
        acc += v503;
        if (acc > 503) child<<<(v503 & 15) + 1, 32>>>(out, acc, v503);
    }
    int v504 = v503 + sizes[0] * 504;
    if (v504 % 3 == 0) {
        acc += v504;
        if (acc > 504) child<<<(v504 & 15) + 1, 32>>>(out, acc, v504);
    }
    int v505 = v504 + sizes[1] * 505;
    if (v505 % 3 == 1) {
        acc += v505;
        if (acc > 505) child<<<(v505 & 15) + 1, 32>>>(out, acc, v505);
    }
    int v506 = v505 + sizes[2] * 506;
    if (v506 % 3 == 2) {
        acc += v506;
        if (acc > 506) child<<<(v506 & 15) + 1, 32>>>(out, acc, v506);
    }
    int v507 = v506 + sizes[3] * 507;
    if (v507 % 3 == 0) {
        acc += v507;
        if (acc > 507) child<<<(v507 & 15) + 1, 32>>>(out, acc, v507);
    }
    int v508 = v507 + sizes[4] * 508;
    if (v508 % 3 == 1) {
        acc += v508;
        if (acc > 508) child<<<(v508 & 15) + 1, 32>>>(out, acc, v508);
    }
    int v509 = v508 + sizes[5] * 509;
    if (v509 % 3 == 2) {
        acc += v509;
        if (acc > 509) child<<<(v509 & 15) + 1, 32>>>(out, acc, v509);
    }
    int v510 = v509 + sizes[6] * 510;
    if (v510 % 3 == 0) {
        acc += v510;
        if (acc > 510) child<<<(v510 & 15) + 1, 32>>>(out, acc, v510);
    }
    int v511 = v510 + sizes[0] * 511;
    if (v511 % 3 == 1) {
        acc += v511;
        if (acc > 511) child<<<(v511 & 15) + 1, 32>>>(out, acc, v511);
    }
    int v512 = v511 + sizes[1] * 512;
    if (v512 % 3 == 2) {
        acc += v512;
        if (acc > 512) child<<<(v512 & 15) + 1, 32>>>(out, acc, v512);
    }
    int v513 = v512 + sizes[2] * 513;
    if (v513 % 3 == 0) {
        acc += v513;
        if (acc > 513) child<<<(v513 & 15) + 1, 32>>>(out, acc, v513);
    }
    int v514 = v513 + sizes[3] * 514;
    if (v514 % 3 == 1) {
        acc += v514;
        if (acc > 514) child<<<(v514 & 15) + 1, 32>>>(out, acc, v514);
    }
    int v515 = v514 + sizes[4] * 515;
    if (v515 % 3 == 2) {
        acc += v515;
        if (acc > 515) child<<<(v515 & 15) + 1, 32>>>(out, acc, v515);
    }
    int v516 = v515 + sizes[5] * 516;
    if (v516 % 3 == 0) {
        acc += v516;
        if (acc > 516) child<<<(v516 & 15) + 1, 32>>>(out, acc, v516);
    }
    int v517 = v516 + sizes[6] * 517;
    if (v517 % 3 == 1) {
        acc += v517;
        if (acc > 517) child<<<(v517 & 15) + 1, 32>>>(out, acc, v517);
    }
    int v518 = v517 + sizes[0] * 518;
    if (v518 % 3 == 2) {
        acc += v518;
        if (acc > 518) child<<<(v518 & 15) + 1, 32>>>(out, acc, v518);
    }
    int v519 = v518 + sizes[1] * 519;
    if (v519 % 3 == 0) {
        acc += v519;
        if (acc > 519) child<<<(v519 & 15) + 1, 32>>>(out, acc, v519);
    }
    int v520 = v519 + sizes[2] * 520;
    if (v520 % 3 == 1) {
        acc += v520;
        if (acc > 520) child<<<(v520 & 15) + 1, 32>>>(out, acc, v520);
    }
    int v521 = v520 + sizes[3] * 521;
    if (v521 % 3 == 2) {
        acc += v521;
        if (acc > 521) child<<<(v521 & 15) + 1, 32>>>(out, acc, v521);
    }
    int v522 = v521 + sizes[4] * 522;
    if (v522 % 3 == 0) {
        acc += v522;
        if (acc > 522) child<<<(v522 & 15) + 1, 32>>>(out, acc, v522);
    }
    int v523 = v522 + sizes[5] * 523;
    if (v523 % 3 == 1) {
        acc += v523;
        if (acc > 523) child<<<(v523 & 15) + 1, 32>>>(out, acc, v523);
    }
    int v524 = v523 + sizes[6] * 524;
    if (v524 % 3 == 2) {
        acc += v524;
        if (acc > 524) child<<<(v524 & 15) + 1, 32>>>(out, acc, v524);
    }
    int v525 = v524 + sizes[0] * 525;
    if (v525 % 3 == 0) {
        acc += v525;
        if (acc > 525) child<<<(v525 & 15) + 1, 32>>>(out, acc, v525);
    }
    int v526 = v525 + sizes[1] * 526;
    if (v526 % 3 == 1) {
        acc += v526;
        if (acc > 526) child<<<(v526 & 15) + 1, 32>>>(out, acc, v526);
    }
    int v527 = v526 + sizes[2] * 527;
    if (v527 % 3 == 2) {
        acc += v527;
        if (acc > 527) child<<<(v527 & 15) + 1, 32>>>(out, acc, v527);
    }
    int v528 = v527 + sizes[3] * 528;
    if (v528 % 3 == 0) {
        acc += v528;
        if (acc > 528) child<<<(v528 & 15) + 1, 32>>>(out, acc, v528);
    }
    int v529 = v528 + sizes[4] * 529;
    if (v529 % 3 == 1) {
        acc += v529;
        if (acc > 529) child<<<(v529 & 15) + 1, 32>>>(out, acc, v529);
    }
    int v530 = v529 + sizes[5] * 530;
    if (v530 % 3 == 2) {
        acc += v530;
        if (acc > 530) child<<<(v530 & 15) + 1, 32>>>(out, acc, v530);
    }
    int v531 = v530 + sizes[6] * 531;
    if (v531 % 3 == 0) {
        acc += v531;
        if (acc > 531) child<<<(v531 & 15) + 1, 32>>>(out, acc, v531);
    }
    int v532 = v531 + sizes[0] * 532;
    if (v532 % 3 == 1) {
        acc += v532;
        if (acc > 532) child<<<(v532 & 15) + 1, 32>>>(out, acc, v532);
    }
    int v533 = v532 + sizes[1] * 533;
    if (v533 % 3 == 2) {
        acc += v533;
        if (acc > 533) child<<<(v533 & 15) + 1, 32>>>(out, acc, v533);
    }
    int v534 = v533 + sizes[2] * 534;
    if (v534 % 3 == 0) {
        acc += v534;
        if (acc > 534) child<<<(v534 & 15) + 1, 32>>>(out, acc, v534);
    }
    int v535 = v534 + sizes[3] * 535;
    if (v535 % 3 == 1) {
        acc += v535;
        if (acc > 535) child<<<(v535 & 15) + 1, 32>>>(out, acc, v535);
    }
    int v536 = v535 + sizes[4] * 536;
    if (v536 % 3 == 2) {
        acc += v536;
        if (acc > 536) child<<<(v536 & 15) + 1, 32>>>(out, acc, v536);
    }
    int v537 = v536 + sizes[5] * 537;
    if (v537 % 3 == 0) {
        acc += v537;
        if (acc > 537) child<<<(v537 & 15) + 1, 32>>>(out, acc, v537);
    }
    int v538 = v537 + sizes[6] * 538;
    if (v538 % 3 == 1) {
        acc += v538;
        if (acc > 538) child<<<(v538 & 15) + 1, 32>>>(out, acc, v538);
    }
    int v539 = v538 + sizes[0] * 539;
    if (v539 % 3 == 2) {
        acc += v539;
        if (acc > 539) child<<<(v539 & 15) + 1, 32>>>(out, acc, v539);
    }
    int v540 = v539 + sizes[1] * 540;
    if (v540 % 3 == 0) {
        acc += v540;
        if (acc > 540) child<<<(v540 & 15) + 1, 32>>>(out, acc, v540);
    }
    int v541 = v540 + sizes[2] * 541;
    if (v541 % 3 == 1) {
        acc += v541;
        if (acc > 541) child<<<(v541 & 15) + 1, 32>>>(out, acc, v541);
    }
    int v542 = v541 + sizes[3] * 542;
    if (v542 % 3 == 2) {
        acc += v542;
        if (acc > 542) child<<<(v542 & 15) + 1, 32>>>(out, acc, v542);
    }
    int v543 = v542 + sizes[4] * 543;
    if (v543 % 3 == 0) {
        acc += v543;
        if (acc > 543) child<<<(v543 & 15) + 1, 32>>>(out, acc, v543);
    }
    int v544 = v543 + sizes[5] * 544;
    if (v544 % 3 == 1) {
        acc += v544;
        if (acc > 544) child<<<(v544 & 15) + 1, 32>>>(out, acc, v544);
    }
    int v545 = v544 + sizes[6] * 545;
    if (v545 % 3 == 2) {
        acc += v545;
        if (acc > 545) child<<<(v545 & 15) + 1, 32>>>(out, acc, v545);
    }
    int v546 = v545 + sizes[0] * 546;
    if (v546 % 3 == 0) {
        acc += v546;
        if (acc > 546) child<<<(v546 & 15) + 1, 32>>>(out, acc, v546);
    }
    int v547 = v546 + sizes[1] * 547;
    if (v547 % 3 == 1) {
        acc += v547;
        if (acc > 547) child<<<(v547 & 15) + 1, 32>>>(out, acc, v547);
    }
    int v548 = v547 + sizes[2] * 548;
    if (v548 % 3 == 2) {
        acc += v548;
        if (acc > 548) child<<<(v548 & 15) + 1, 32>>>(out, acc, v548);
    }
    int v549 = v548 + sizes[3] * 549;
    if (v549 % 3 == 0) {
        acc += v549;
        if (acc > 549) child<<<(v549 & 15) + 1, 32>>>(out, acc, v549);
    }
    int v550 = v549 + sizes[4] * 550;
    if (v550 % 3 == 1) {
        acc += v550;
        if (acc > 550) child<<<(v550 & 15) + 1, 32>>>(out, acc, v550);
    }
    int v551 = v550 + sizes[5] * 551;
    if (v551 % 3 == 2) {
        acc += v551;
        if (acc > 551) child<<<(v551 & 15) + 1, 32>>>(out, acc, v551);
    }
    int v552 = v551 + sizes[6] * 552;
    if (v552 % 3 == 0) {
        acc += v552;
        if (acc > 552) child<<<(v552 & 15) + 1, 32>>>(out, acc, v552);
    }
    int v553 = v552 + sizes[0] * 553;
    if (v553 % 3 == 1) {
        acc += v553;
        if (acc > 553) child<<<(v553 & 15) + 1, 32>>>(out, acc, v553);
    }
    int v554 = v553 + sizes[1] * 554;
    if (v554 % 3 == 2) {
        acc += v554;
        if (acc > 554) child<<<(v554 & 15) + 1, 32>>>(out, acc, v554);
    }
    int v555 = v554 + sizes[2] * 555;
    if (v555 % 3 == 0) {
        acc += v555;
        if (acc > 555) child<<<(v555 & 15) + 1, 32>>>(out, acc, v555);
    }
    int v556 = v555 + sizes[3] * 556;
    if (v556 % 3 == 1) {
        acc += v556;
        if (acc > 556) child<<<(v556 & 15) + 1, 32>>>(out, acc, v556);
    }
    int v557 = v556 + sizes[4] * 557;
    if (v557 % 3 == 2) {
        acc += v557;
        if (acc > 557) child<<<(v557 & 15) + 1, 32>>>(out, acc, v557);
    }
    int v558 = v557 + sizes[5] * 558;
    if (v558 % 3 == 0) {
        acc += v558;
        if (acc > 558) child<<<(v558 & 15) + 1, 32>>>(out, acc, v558);
    }
    int v559 = v558 + sizes[6] * 559;
    if (v559 % 3 == 1) {
        acc += v559;
        if (acc > 559) child<<<(v559 & 15) + 1, 32>>>(out, acc, v559);
    }
    int v560 = v559 + sizes[0] * 560;
    if (v560 % 3 == 2) {
        acc += v560;
        if (acc > 560) child<<<(v560 & 15) + 1, 32>>>(out, acc, v560);
    }
    int v561 = v560 + sizes[1] * 561;
    if (v561 % 3 == 0) {
        acc += v561;
        if (acc > 561) child<<<(v561 & 15) + 1, 32>>>(out, acc, v561);
    }
    int v562 = v561 + sizes[2] * 562;
    if (v562 % 3 == 1) {
        acc += v562;
        if (acc > 562) child<<<(v562 & 15) + 1, 32>>>(out, acc, v562);
    }
    int v563 = v562 + sizes[3] * 563;
    if (v563 % 3 == 2) {
        acc += v563;
        if (acc > 563) child<<<(v563 & 15) + 1, 32>>>(out, acc, v563);
    }
    int v564 = v563 + sizes[4] * 564;
    if (v564 % 3 == 0) {
        acc += v564;
        if (acc > 564) child<<<(v564 & 15) + 1, 32>>>(out, acc, v564);
    }
    int v565 = v564 + sizes[5] * 565;
    if (v565 % 3 == 1) {
        acc += v565;
        if (acc > 565) child<<<(v565 & 15) + 1, 32>>>(out, acc, v565);
    }
    int v566 = v565 + sizes[6] * 566;
    if (v566 % 3 == 2) {
        acc += v566;
        if (acc > 566) child<<<(v566 & 15) + 1, 32>>>(out, acc, v566);
    }
    int v567 = v566 + sizes[0] * 567;
    if (v567 % 3 == 0) {
        acc += v567;
        if (acc > 567) child<<<(v567 & 15) + 1, 32>>>(out, acc, v567);
    }
    int v568 = v567 + sizes[1] * 568;
    if (v568 % 3 == 1) {
        acc += v568;
        if (acc > 568) child<<<(v568 & 15) + 1, 32>>>(out, acc, v568);
    }
    int v569 = v568 + sizes[2] * 569;
    if (v569 % 3 == 2) {
        acc += v569;
        if (acc > 569) child<<<(v569 & 15) + 1, 32>>>(out, acc, v569);
    }
    int v570 = v569 + sizes[3] * 570;
    if (v570 % 3 == 0) {
        acc += v570;
        if (acc > 570) child<<<(v570 & 15) + 1, 32>>>(out, acc, v570);
    }
    int v571 = v570 + sizes[4] * 571;
    if (v571 % 3 == 1) {
        acc += v571;
        if (acc > 571) child<<<(v571 & 15) + 1, 32>>>(out, acc, v571);
    }
    int v572 = v571 + sizes[5] * 572;
    if (v572 % 3 == 2) {
        acc += v572;
        if (acc > 572) child<<<(v572 & 15) + 1, 32>>>(out, acc, v572);
    }
    int v573 = v572 + sizes[6] * 573;
    if (v573 % 3 == 0) {
        acc += v573;
        if (acc > 573) child<<<(v573 & 15) + 1, 32>>>(out, acc, v573);
    }
    int v574 = v573 + sizes[0] * 574;
    if (v574 % 3 == 1) {
        acc += v574;
        if (acc > 574) child<<<(v574 & 15) + 1, 32>>>(out, acc, v574);
    }
    int v575 = v574 + sizes[1] * 575;
    if (v575 % 3 == 2) {
        acc += v575;
        if (acc > 575) child<<<(v575 & 15) + 1, 32>>>(out, acc, v575);
    }
    int v576 = v575 + sizes[2] * 576;
    if (v576 % 3 == 0) {
        acc += v576;
        if (acc > 576) child<<<(v576 & 15) + 1, 32>>>(out, acc, v576);
    }
    int v577 = v576 + sizes[3] * 577;
    if (v577 % 3 == 1) {
        acc += v577;
        if (acc > 577) child<<<(v577 & 15) + 1, 32>>>(out, acc, v577);
    }
    int v578 = v577 + sizes[4] * 578;
    if (v578 % 3 == 2) {
        acc += v578;
        if (acc > 578) child<<<(v578 & 15) + 1, 32>>>(out, acc, v578);
    }
    int v579 = v578 + sizes[5] * 579;
    if (v579 % 3 == 0) {
        acc += v579;
        if (acc > 579) child<<<(v579 & 15) + 1, 32>>>(out, acc, v579);
    }
    int v580 = v579 + sizes[6] * 580;
    if (v580 % 3 == 1) {
        acc += v580;
        if (acc > 580) child<<<(v580 & 15) + 1, 32>>>(out, acc, v580);
    }
    int v581 = v580 + sizes[0] * 581;
    if (v581 % 3 == 2) {
        acc += v581;
        if (acc > 581) child<<<(v581 & 15) + 1, 32>>>(out, acc, v581);
    }
    int v582 = v581 + sizes[1] * 582;
    if (v582 % 3 == 0) {
        acc += v582;
        if (acc > 582) child<<<(v582 & 15) + 1, 32>>>(out, acc, v582);
    }
    int v583 = v582 + sizes[2] * 583;
    if (v583 % 3 == 1) {
        acc += v583;
        if (acc > 583) child<<<(v583 & 15) + 1, 32>>>(out, acc, v583);
    }
    int v584 = v583 + sizes[3] * 584;
    if (v584 % 3 == 2) {
        acc += v584;
        if (acc > 584) child<<<(v584 & 15) + 1, 32>>>(out, acc, v584);
    }
    int v585 = v584 + sizes[4] * 585;
    if (v585 % 3 == 0) {
        acc += v585;
        if (acc > 585) child<<<(v585 & 15) + 1, 32>>>(out, acc, v585);
    }
    int v586 = v585 + sizes[5] * 586;
    if (v586 % 3 == 1) {
        acc += v586;
        if (acc > 586) child<<<(v586 & 15) + 1, 32>>>(out, acc, v586);
    }
    int v587 = v586 + sizes[6] * 587;
    if (v587 % 3 == 2) {
        acc += v587;
        if (acc > 587) child<<<(v587 & 15) + 1, 32>>>(out, acc, v587);
    }
    int v588 = v587 + sizes[0] * 588;
    if (v588 % 3 == 0) {
        acc += v588;
        if (acc > 588) child<<<(v588 & 15) + 1, 32>>>(out, acc, v588);
    }
    int v589 = v588 + sizes[1] * 589;
    if (v589 % 3 == 1) {
        acc += v589;
        if (acc > 589) child<<<(v589 & 15) + 1, 32>>>(out, acc, v589);
    }
    int v590 = v589 + sizes[2] * 590;
    if (v590 % 3 == 2) {
        acc += v590;
        if (acc > 590) child<<<(v590 & 15) + 1, 32>>>(out, acc, v590);
    }
    int v591 = v590 + sizes[3] * 591;
    if (v591 % 3 == 0) {
        acc += v591;
        if (acc > 591) child<<<(v591 & 15) + 1, 32>>>(out, acc, v591);
    }
    int v592 = v591 + sizes[4] * 592;
    if (v592 % 3 == 1) {
        acc += v592;
        if (acc > 592) child<<<(v592 & 15) + 1, 32>>>(out, acc, v592);
    }
    int v593 = v592 + sizes[5] * 593;
    if (v593 % 3 == 2) {
        acc += v593;
        if (acc > 593) child<<<(v593 & 15) + 1, 32>>>(out, acc, v593);
    }
    int v594 = v593 + sizes[6] * 594;
    if (v594 % 3 == 0) {
        acc += v594;
        if (acc > 594) child<<<(v594 & 15) + 1, 32>>>(out, acc, v594);
    }
    int v595 = v594 + sizes[0] * 595;
    if (v595 % 3 == 1) {
        acc += v595;
        if (acc > 595) child<<<(v595 & 15) + 1, 32>>>(out, acc, v595);
    }
    int v596 = v595 + sizes[1] * 596;
    if (v596 % 3 == 2) {
        acc += v596;
        if (acc > 596) child<<<(v596 & 15) + 1, 32>>>(out, acc, v596);
    }
    int v597 = v596 + sizes[2] * 597;
    if (v597 % 3 == 0) {
        acc += v597;
        if (acc > 597) child<<<(v597 & 15) + 1, 32>>>(out, acc, v597);
    }
    int v598 = v597 + sizes[3] * 598;
    if (v598 % 3 == 1) {
        acc += v598;
        if (acc > 598) child<<<(v598 & 15) + 1, 32>>>(out, acc, v598);
    }
    int v599 = v598 + sizes[4] * 599;
    if (v599 % 3 == 2) {
        acc += v599;
        if (acc > 599) child<<<(v599 & 15) + 1, 32>>>(out, acc, v599);
    }
    int v600 = v599 + sizes[5] * 600;
    if (v600 % 3 == 0) {
        acc += v600;
        if (acc > 600) child<<<(v600 & 15) + 1, 32>>>(out, acc, v600);
    }
    int v601 = v600 + sizes[6] * 601;
    if (v601 % 3 == 1) {
        acc += v601;
        if (acc > 601) child<<<(v601 & 15) + 1, 32>>>(out, acc, v601);
    }
    int v602 = v601 + sizes[0] * 602;
    if (v602 % 3 == 2) {
        acc += v602;
        if (acc > 602) child<<<(v602 & 15) + 1, 32>>>(out, acc, v602);
    }
    int v603 = v602 + sizes[1] * 603;
    if (v603 % 3 == 0) {
        acc += v603;
        if (acc > 603) child<<<(v603 & 15) + 1, 32>>>(out, acc, v603);
    }
    int v604 = v603 + sizes[2] * 604;
    if (v604 % 3 == 1) {
        acc += v604;
        if (acc > 604) child<<<(v604 & 15) + 1, 32>>>(out, acc, v604);
    }
    int v605 = v604 + sizes[3] * 605;
    if (v605 % 3 == 2) {
        acc += v605;
        if (acc > 605) child<<<(v605 & 15) + 1, 32>>>(out, acc, v605);
    }
    int v606 = v605 + sizes[4] * 606;
    if (v606 % 3 == 0) {
        acc += v606;
        if (acc > 606) child<<<(v606 & 15) + 1, 32>>>(out, acc, v606);
    }
    int v607 = v606 + sizes[5] * 607;
    if (v607 % 3 == 1) {
        acc += v607;
        if (acc > 607) child<<<(v607 & 15) + 1, 32>>>(out, acc, v607);
    }
    int v608 = v607 + sizes[6] * 608;
    if (v608 % 3 == 2) {
        acc += v608;
        if (acc > 608) child<<<(v608 & 15) + 1, 32>>>(out, acc, v608);
    }
    int v609 = v608 + sizes[0] * 609;
    if (v609 % 3 == 0) {
        acc += v609;
        if (acc > 609) child<<<(v609 & 15) + 1, 32>>>(out, acc, v609);
    }
    int v610 = v609 + sizes[1] * 610;
    if (v610 % 3 == 1) {
        acc += v610;
        if (acc > 610) child<<<(v610 & 15) + 1, 32>>>(out, acc, v610);
    }
    int v611 = v610 + sizes[2] * 611;
    if (v611 % 3 == 2) {
        acc += v611;
        if (acc > 611) child<<<(v611 & 15) + 1, 32>>>(out, acc, v611);
    }
    int v612 = v611 + sizes[3] * 612;
    if (v612 % 3 == 0) {
        acc += v612;
        if (acc > 612) child<<<(v612 & 15) + 1, 32>>>(out, acc, v612);
    }
    int v613 = v612 + sizes[4] * 613;
    if (v613 % 3 == 1) {
        acc += v613;
        if (acc > 613) child<<<(v613 & 15) + 1, 32>>>(out, acc, v613);
    }
    int v614 = v613 + sizes[5] * 614;
    if (v614 % 3 == 2) {
        acc += v614;
        if (acc > 614) child<<<(v614 & 15) + 1, 32>>>(out, acc, v614);
    }
    int v615 = v614 + sizes[6] * 615;
    if (v615 % 3 == 0) {
        acc += v615;
        if (acc > 615) child<<<(v615 & 15) + 1, 32>>>(out, acc, v615);
    }
    int v616 = v615 + sizes[0] * 616;
    if (v616 % 3 == 1) {
        acc += v616;
        if (acc > 616) child<<<(v616 & 15) + 1, 32>>>(out, acc, v616);
    }
    int v617 = v616 + sizes[1] * 617;
    if (v617 % 3 == 2) {
        acc += v617;
        if (acc > 617) child<<<(v617 & 15) + 1, 32>>>(out, acc, v617);
    }
    int v618 = v617 + sizes[2] * 618;
    if (v618 % 3 == 0) {
        acc += v618;
        if (acc > 618) child<<<(v618 & 15) + 1, 32>>>(out, acc, v618);
    }
    int v619 = v618 + sizes[3] * 619;
    if (v619 % 3 == 1) {
        acc += v619;
        if (acc > 619) child<<<(v619 & 15) + 1, 32>>>(out, acc, v619);
    }
    int v620 = v619 + sizes[4] * 620;
    if (v620 % 3 == 2) {
        acc += v620;
        if (acc > 620) child<<<(v620 & 15) + 1, 32>>>(out, acc, v620);
    }
    int v621 = v620 + sizes[5] * 621;
    if (v621 % 3 == 0) {
        acc += v621;
        if (acc > 621) child<<<(v621 & 15) + 1, 32>>>(out, acc, v621);
    }
    int v622 = v621 + sizes[6] * 622;
    if (v622 % 3 == 1) {
        acc += v622;
        if (acc > 622) child<<<(v622 & 15) + 1, 32>>>(out, acc, v622);
    }
    int v623 = v622 + sizes[0] * 623;
    if (v623 % 3 == 2) {
        acc += v623;
        if (acc > 623) child<<<(v623 & 15) + 1, 32>>>(out, acc, v623);
    }
    int v624 = v623 + sizes[1] * 624;
    if (v624 % 3 == 0) {
        acc += v624;
        if (acc > 624) child<<<(v624 & 15) + 1, 32>>>(out, acc, v624);
    }
    int v625 = v624 + sizes[2] * 625;
    if (v625 % 3 == 1) {
        acc += v625;
        if (acc > 625) child<<<(v625 & 15) + 1, 32>>>(out, acc, v625);
    }
    int v626 = v625 + sizes[3] * 626;
    if (v626 % 3 == 2) {
        acc += v626;
        if (acc > 626) child<<<(v626 & 15) + 1, 32>>>(out, acc, v626);
    }
    int v627 = v626 + sizes[4] * 627;
    if (v627 % 3 == 0) {
        acc += v627;
        if (acc > 627) child<<<(v627 & 15) + 1, 32>>>(out, acc, v627);
    }
    int v628 = v627 + sizes[5] * 628;
    if (v628 % 3 == 1) {
        acc += v628;
        if (acc > 628) child<<<(v628 & 15) + 1, 32>>>(out, acc, v628);
    }
    int v629 = v628 + sizes[6] * 629;
    if (v629 % 3 == 2) {
        acc += v629;
        if (acc > 629) child<<<(v629 & 15) + 1, 32>>>(out, acc, v629);
    }
    int v630 = v629 + sizes[0] * 630;
    if (v630 % 3 == 0) {
        acc += v630;
        if (acc > 630) child<<<(v630 & 15) + 1, 32>>>(out, acc, v630);
    }
    int v631 = v630 + sizes[1] * 631;
    if (v631 % 3 == 1) {
        acc += v631;
        if (acc > 631) child<<<(v631 & 15) + 1, 32>>>(out, acc, v631);
    }
    int v632 = v631 + sizes[2] * 632;
    if (v632 % 3 == 2) {
        acc += v632;
        if (acc > 632) child<<<(v632 & 15) + 1, 32>>>(out, acc, v632);
    }
    int v633 = v632 + sizes[3] * 633;
    if (v633 % 3 == 0) {
        acc += v633;
        if (acc > 633) child<<<(v633 & 15) + 1, 32>>>(out, acc, v633);
    }
    int v634 = v633 + sizes[4] * 634;
    if (v634 % 3 == 1) {
        acc += v634;
        if (acc > 634) child<<<(v634 & 15) + 1, 32>>>(out, acc, v634);
    }
    int v635 = v634 + sizes[5] * 635;
    if (v635 % 3 == 2) {
        acc += v635;
        if (acc > 635) child<<<(v635 & 15) + 1, 32>>>(out, acc, v635);
    }
    int v636 = v635 + sizes[6] * 636;
    if (v636 % 3 == 0) {
        acc += v636;
        if (acc > 636) child<<<(v636 & 15) + 1, 32>>>(out, acc, v636);
    }
    int v637 = v636 + sizes[0] * 637;
    if (v637 % 3 == 1) {
        acc += v637;
        if (acc > 637) child<<<(v637 & 15) + 1, 32>>>(out, acc, v637);
    }
    int v638 = v637 + sizes[1] * 638;
    if (v638 % 3 == 2) {
        acc += v638;
        if (acc > 638) child<<<(v638 & 15) + 1, 32>>>(out, acc, v638);
    }
    int v639 = v638 + sizes[2] * 639;
    if (v639 % 3 == 0) {
        acc += v639;
        if (acc > 639) child<<<(v639 & 15) + 1, 32>>>(out, acc, v639);
    }
    int v640 = v639 + sizes[3] * 640;
    if (v640 % 3 == 1) {
        acc += v640;
        if (acc > 640) child<<<(v640 & 15) + 1, 32>>>(out, acc, v640);
    }
    int v641 = v640 + sizes[4] * 641;
    if (v641 % 3 == 2) {
        acc += v641;
        if (acc > 641) child<<<(v641 & 15) + 1, 32>>>(out, acc, v641);
    }
    int v642 = v641 + sizes[5] * 642;
    if (v642 % 3 == 0) {
        acc += v642;
        if (acc > 642) child<<<(v642 & 15) + 1, 32>>>(out, acc, v642);
    }
    int v643 = v642 + sizes[6] * 643;
    if (v643 % 3 == 1) {
        acc += v643;
        if (acc > 643) child<<<(v643 & 15) + 1, 32>>>(out, acc, v643);
    }
    int v644 = v643 + sizes[0] * 644;
    if (v644 % 3 == 2) {
        acc += v644;
        if (acc > 644) child<<<(v644 & 15) + 1, 32>>>(out, acc, v644);
    }
    int v645 = v644 + sizes[1] * 645;
    if (v645 % 3 == 0) {
        acc += v645;
        if (acc > 645) child<<<(v645 & 15) + 1, 32>>>(out, acc, v645);
    }
    int v646 = v645 + sizes[2] * 646;
    if (v646 % 3 == 1) {
        acc += v646;
        if (acc > 646) child<<<(v646 & 15) + 1, 32>>>(out, acc, v646);
    }
    int v647 = v646 + sizes[3] * 647;
    if (v647 % 3 == 2) {
        acc += v647;
        if (acc > 647) child<<<(v647 & 15) + 1, 32>>>(out, acc, v647);
    }
    int v648 = v647 + sizes[4] * 648;
    if (v648 % 3 == 0) {
        acc += v648;
        if (acc > 648) child<<<(v648 & 15) + 1, 32>>>(out, acc, v648);
    }
    int v649 = v648 + sizes[5] * 649;
    if (v649 % 3 == 1) {
        acc += v649;
        if (acc > 649) child<<<(v649 & 15) + 1, 32>>>(out, acc, v649);
    }
    int v650 = v649 + sizes[6] * 650;
    if (v650 % 3 == 2) {
        acc += v650;
        if (acc > 650) child<<<(v650 & 15) + 1, 32>>>(out, acc, v650);
    }
    int v651 = v650 + sizes[0] * 651;
    if (v651 % 3 == 0) {
        acc += v651;
        if (acc > 651) child<<<(v651 & 15) + 1, 32>>>(out, acc, v651);
    }
    int v652 = v651 + sizes[1] * 652;
    if (v652 % 3 == 1) {
        acc += v652;
        if (acc > 652) child<<<(v652 & 15) + 1, 32>>>(out, acc, v652);
    }
    int v653 = v652 + sizes[2] * 653;
    if (v653 % 3 == 2) {
        acc += v653;
        if (acc > 653) child<<<(v653 & 15) + 1, 32>>>(out, acc, v653);
    }
    int v654 = v653 + sizes[3] * 654;
    if (v654 % 3 == 0) {
        acc += v654;
        if (acc > 654) child<<<(v654 & 15) + 1, 32>>>(out, acc, v654);
    }
    int v655 = v654 + sizes[4] * 655;
    if (v655 % 3 == 1) {
        acc += v655;
        if (acc > 655) child<<<(v655 & 15) + 1, 32>>>(out, acc, v655);
    }
    int v656 = v655 + sizes[5] * 656;
    if (v656 % 3 == 2) {
        acc += v656;
        if (acc > 656) child<<<(v656 & 15) + 1, 32>>>(out, acc, v656);
    }
    int v657 = v656 + sizes[6] * 657;
    if (v657 % 3 == 0) {
        acc += v657;
        if (acc > 657) child<<<(v657 & 15) + 1, 32>>>(out, acc, v657);
    }
    int v658 = v657 + sizes[0] * 658;
    if (v658 % 3 == 1) {
        acc += v658;
        if (acc > 658) child<<<(v658 & 15) + 1, 32>>>(out, acc, v658);
    }
    int v659 = v658 + sizes[1] * 659;
    if (v659 % 3 == 2) {
        acc += v659;
        if (acc > 659) child<<<(v659 & 15) + 1, 32>>>(out, acc, v659);
    }
    int v660 = v659 + sizes[2] * 660;
    if (v660 % 3 == 0) {
        acc += v660;
        if (acc > 660) child<<<(v660 & 15) + 1, 32>>>(out, acc, v660);
    }
    int v661 = v660 + sizes[3] * 661;
    if (v661 % 3 == 1) {
        acc += v661;
        if (acc > 661) child<<<(v661 & 15) + 1, 32>>>(out, acc, v661);
    }
    int v662 = v661 + sizes[4] * 662;
    if (v662 % 3 == 2) {
        acc += v662;
        if (acc > 662) child<<<(v662 & 15) + 1, 32>>>(out, acc, v662);
    }
    int v663 = v662 + sizes[5] * 663;
    if (v663 % 3 == 0) {
        acc += v663;
        if (acc > 663) child<<<(v663 & 15) + 1, 32>>>(out, acc, v663);
    }
    int v664 = v663 + sizes[6] * 664;
    if (v664 % 3 == 1) {
        acc += v664;
        if (acc > 664) child<<<(v664 & 15) + 1, 32>>>(out, acc, v664);
    }
    int v665 = v664 + sizes[0] * 665;
    if (v665 % 3 == 2) {
        acc += v665;
        if (acc > 665) child<<<(v665 & 15) + 1, 32>>>(out, acc, v665);
    }
    int v666 = v665 + sizes[1] * 666;
    if (v666 % 3 == 0) {
        acc += v666;
        if (acc > 666) child<<<(v666 & 15) + 1, 32>>>(out, acc, v666);
    }
    int v667 = v666 + sizes[2] * 667;
    if (v667 % 3 == 1) {
        acc += v667;
        if (acc > 667) child<<<(v667 & 15) + 1, 32>>>(out, acc, v667);
    }
    int v668 = v667 + sizes[3] * 668;
    if (v668 % 3 == 2) {
        acc += v668;
        if (acc > 668) child<<<(v668 & 15) + 1, 32>>>(out, acc, v668);
    }
    int v669 = v668 + sizes[4] * 669;
    if (v669 % 3 == 0) {
        acc += v669;
        if (acc > 669) child<<<(v669 & 15) + 1, 32>>>(out, acc, v669);
    }
    int v670 = v669 + sizes[5] * 670;
    if (v670 % 3 == 1) {
        acc += v670;
        if (acc > 670) child<<<(v670 & 15) + 1, 32>>>(out, acc, v670);
    }
    int v671 = v670 + sizes[6] * 671;
    if (v671 % 3 == 2) {
        acc += v671;
        if (acc > 671) child<<<(v671 & 15) + 1, 32>>>(out, acc, v671);
    }
    int v672 = v671 + sizes[0] * 672;
    if (v672 % 3 == 0) {
        acc += v672;
        if (acc > 672) child<<<(v672 & 15) + 1, 32>>>(out, acc, v672);
    }
    int v673 = v672 + sizes[1] * 673;
    if (v673 % 3 == 1) {
        acc += v673;
        if (acc > 673) child<<<(v673 & 15) + 1, 32>>>(out, acc, v673);
    }
    int v674 = v673 + sizes[2] * 674;
    if (v674 % 3 == 2) {
        acc += v674;
        if (acc > 674) child<<<(v674 & 15) + 1, 32>>>(out, acc, v674);
    }
    int v675 = v674 + sizes[3] * 675;
    if (v675 % 3 == 0) {
        acc += v675;
        if (acc > 675) child<<<(v675 & 15) + 1, 32>>>(out, acc, v675);
    }
    int v676 = v675 + sizes[4] * 676;
    if (v676 % 3 == 1) {
        acc += v676;
        if (acc > 676) child<<<(v676 & 15) + 1, 32>>>(out, acc, v676);
    }
    int v677 = v676 + sizes[5] * 677;
    if (v677 % 3 == 2) {
        acc += v677;
        if (acc > 677) child<<<(v677 & 15) + 1, 32>>>(out, acc, v677);
    }
    int v678 = v677 + sizes[6] * 678;
    if (v678 % 3 == 0) {
        acc += v678;
        if (acc > 678) child<<<(v678 & 15) + 1, 32>>>(out, acc, v678);
    }
    int v679 = v678 + sizes[0] * 679;
    if (v679 % 3 == 1) {
        acc += v679;
        if (acc > 679) child<<<(v679 & 15) + 1, 32>>>(out, acc, v679);
    }
    int v680 = v679 + sizes[1] * 680;
    if (v680 % 3 == 2) {
        acc += v680;
        if (acc > 680) child<<<(v680 & 15) + 1, 32>>>(out, acc, v680);
    }
    int v681 = v680 + sizes[2] * 681;
    if (v681 % 3 == 0) {
        acc += v681;
        if (acc > 681) child<<<(v681 & 15) + 1, 32>>>(out, acc, v681);
    }
    int v682 = v681 + sizes[3] * 682;
    if (v682 % 3 == 1) {
        acc += v682;
        if (acc > 682) child<<<(v682 & 15) + 1, 32>>>(out, acc, v682);
    }
    int v683 = v682 + sizes[4] * 683;
    if (v683 % 3 == 2) {
        acc += v683;
        if (acc > 683) child<<<(v683 & 15) + 1, 32>>>(out, acc, v683);
    }
    int v684 = v683 + sizes[5] * 684;
    if (v684 % 3 == 0) {
        acc += v684;
        if (acc > 684) child<<<(v684 & 15) + 1, 32>>>(out, acc, v684);
    }
    int v685 = v684 + sizes[6] * 685;
    if (v685 % 3 == 1) {
        acc += v685;
        if (acc > 685) child<<<(v685 & 15) + 1, 32>>>(out, acc, v685);
    }
    int v686 = v685 + sizes[0] * 686;
    if (v686 % 3 == 2) {
        acc += v686;
        if (acc > 686) child<<<(v686 & 15) + 1, 32>>>(out, acc, v686);
    }
    int v687 = v686 + sizes[1] * 687;
    if (v687 % 3 == 0) {
        acc += v687;
        if (acc > 687) child<<<(v687 & 15) + 1, 32>>>(out, acc, v687);
    }
    int v688 = v687 + sizes[2] * 688;
    if (v688 % 3 == 1) {
        acc += v688;
        if (acc > 688) child<<<(v688 & 15) + 1, 32>>>(out, acc, v688);
    }
    int v689 = v688 + sizes[3] * 689;
    if (v689 % 3 == 2) {
        acc += v689;
        if (acc > 689) child<<<(v689 & 15) + 1, 32>>>(out, acc, v689);
    }
    int v690 = v689 + sizes[4] * 690;
    if (v690 % 3 == 0) {
        acc += v690;
        if (acc > 690) child<<<(v690 & 15) + 1, 32>>>(out, acc, v690);
    }
    int v691 = v690 + sizes[5] * 691;
    if (v691 % 3 == 1) {
        acc += v691;
        if (acc > 691) child<<<(v691 & 15) + 1, 32>>>(out, acc, v691);
    }
    int v692 = v691 + sizes[6] * 692;
    if (v692 % 3 == 2) {
        acc += v692;
        if (acc > 692) child<<<(v692 & 15) + 1, 32>>>(out, acc, v692);
    }
    int v693 = v692 + sizes[0] * 693;
    if (v693 % 3 == 0) {
        acc += v693;
        if (acc > 693) child<<<(v693 & 15) + 1, 32>>>(out, acc, v693);
    }
    int v694 = v693 + sizes[1] * 694;
    if (v694 % 3 == 1) {
        acc += v694;
        if (acc > 694) child<<<(v694 & 15) + 1, 32>>>(out, acc, v694);
    }
    int v695 = v694 + sizes[2] * 695;
    if (v695 % 3 == 2) {
        acc += v695;
        if (acc > 695) child<<<(v695 & 15) + 1, 32>>>(out, acc, v695);
    }
    int v696 = v695 + sizes[3] * 696;
    if (v696 % 3 == 0) {
        acc += v696;
        if (acc > 696) child<<<(v696 & 15) + 1, 32>>>(out, acc, v696);
    }
    int v697 = v696 + sizes[4] * 697;
    if (v697 % 3 == 1) {
        acc += v697;
        if (acc > 697) child<<<(v697 & 15) + 1, 32>>>(out, acc, v697);
    }
    int v698 = v697 + sizes[5] * 698;
    if (v698 % 3 == 2) {
        acc += v698;
        if (acc > 698) child<<<(v698 & 15) + 1, 32>>>(out, acc, v698);
    }
    int v699 = v698 + sizes[6] * 699;
    if (v699 % 3 == 0) {
        acc += v699;
        if (acc > 699) child<<<(v699 & 15) + 1, 32>>>(out, acc, v699);
    }
    int v700 = v699 + sizes[0] * 700;
    if (v700 % 3 == 1) {
        acc += v700;
        if (acc > 700) child<<<(v700 & 15) + 1, 32>>>(out, acc, v700);
    }
    int v701 = v700 + sizes[1] * 701;
    if (v701 % 3 == 2) {
        acc += v701;
        if (acc > 701) child<<<(v701 & 15) + 1, 32>>>(out, acc, v701);
    }
    int v702 = v701 + sizes[2] * 702;
    if (v702 % 3 == 0) {
        acc += v702;
        if (acc > 702) child<<<(v702 & 15) + 1, 32>>>(out, acc, v702);
    }
    int v703 = v702 + sizes[3] * 703;
    if (v703 % 3 == 1) {
        acc += v703;
        if (acc > 703) child<<<(v703 & 15) + 1, 32>>>(out, acc, v703);
    }
    int v704 = v703 + sizes[4] * 704;
    if (v704 % 3 == 2) {
        acc += v704;
        if (acc > 704) child<<<(v704 & 15) + 1, 32>>>(out, acc, v704);
    }
    int v705 = v704 + sizes[5] * 705;
    if (v705 % 3 == 0) {
        acc += v705;
        if (acc > 705) child<<<(v705 & 15) + 1, 32>>>(out, acc, v705);
    }
    int v706 = v705 + sizes[6] * 706;
    if (v706 % 3 == 1) {
        acc += v706;
        if (acc > 706) child<<<(v706 & 15) + 1, 32>>>(out, acc, v706);
    }
    int v707 = v706 + sizes[0] * 707;
    if (v707 % 3 == 2) {
        acc += v707;
        if (acc > 707) child<<<(v707 & 15) + 1, 32>>>(out, acc, v707);
    }
    int v708 = v707 + sizes[1] * 708;
    if (v708 % 3 == 0) {
        acc += v708;
        if (acc > 708) child<<<(v708 & 15) + 1, 32>>>(out, acc, v708);
    }
    int v709 = v708 + sizes[2] * 709;
    if (v709 % 3 == 1) {
        acc += v709;
        if (acc > 709) child<<<(v709 & 15) + 1, 32>>>(out, acc, v709);
    }
    int v710 = v709 + sizes[3] * 710;
    if (v710 % 3 == 2) {
        acc += v710;
        if (acc > 710) child<<<(v710 & 15) + 1, 32>>>(out, acc, v710);
    }
    int v711 = v710 + sizes[4] * 711;
    if (v711 % 3 == 0) {
        acc += v711;
        if (acc > 711) child<<<(v711 & 15) + 1, 32>>>(out, acc, v711);
    }
    int v712 = v711 + sizes[5] * 712;
    if (v712 % 3 == 1) {
        acc += v712;
        if (acc > 712) child<<<(v712 & 15) + 1, 32>>>(out, acc, v712);
    }
    int v713 = v712 + sizes[6] * 713;
    if (v713 % 3 == 2) {
        acc += v713;
        if (acc > 713) child<<<(v713 & 15) + 1, 32>>>(out, acc, v713);
    }
    int v714 = v713 + sizes[0] * 714;
    if (v714 % 3 == 0) {
        acc += v714;
        if (acc > 714) child<<<(v714 & 15) + 1, 32>>>(out, acc, v714);
    }
    int v715 = v714 + sizes[1] * 715;
    if (v715 % 3 == 1) {
        acc += v715;
        if (acc > 715) child<<<(v715 & 15) + 1, 32>>>(out, acc, v715);
    }
    int v716 = v715 + sizes[2] * 716;
    if (v716 % 3 == 2) {
        acc += v716;
        if (acc > 716) child<<<(v716 & 15) + 1, 32>>>(out, acc, v716);
    }
    int v717 = v716 + sizes[3] * 717;
    if (v717 % 3 == 0) {
        acc += v717;
        if (acc > 717) child<<<(v717 & 15) + 1, 32>>>(out, acc, v717);
    }
    int v718 = v717 + sizes[4] * 718;
    if (v718 % 3 == 1) {
        acc += v718;
        if (acc > 718) child<<<(v718 & 15) + 1, 32>>>(out, acc, v718);
    }
    int v719 = v718 + sizes[5] * 719;
    if (v719 % 3 == 2) {
        acc += v719;
        if (acc > 719) child<<<(v719 & 15) + 1, 32>>>(out, acc, v719);
    }
    int v720 = v719 + sizes[6] * 720;
    if (v720 % 3 == 0) {
        acc += v720;
        if (acc > 720) child<<<(v720 & 15) + 1, 32>>>(out, acc, v720);
    }
    int v721 = v720 + sizes[0] * 721;
    if (v721 % 3 == 1) {
        acc += v721;
        if (acc > 721) child<<<(v721 & 15) + 1, 32>>>(out, acc, v721);
    }
    int v722 = v721 + sizes[1] * 722;
    if (v722 % 3 == 2) {
        acc += v722;
        if (acc > 722) child<<<(v722 & 15) + 1, 32>>>(out, acc, v722);
    }
    int v723 = v722 + sizes[2] * 723;
    if (v723 % 3 == 0) {
        acc += v723;
        if (acc > 723) child<<<(v723 & 15) + 1, 32>>>(out, acc, v723);
    }
    int v724 = v723 + sizes[3] * 724;
    if (v724 % 3 == 1) {
        acc += v724;
        if (acc > 724) child<<<(v724 & 15) + 1, 32>>>(out, acc, v724);
    }
    int v725 = v724 + sizes[4] * 725;
    if (v725 % 3 == 2) {
        acc += v725;
        if (acc > 725) child<<<(v725 & 15) + 1, 32>>>(out, acc, v725);
    }
    int v726 = v725 + sizes[5] * 726;
    if (v726 % 3 == 0) {
        acc += v726;
        if (acc > 726) child<<<(v726 & 15) + 1, 32>>>(out, acc, v726);
    }
    int v727 = v726 + sizes[6] * 727;
    if (v727 % 3 == 1) {
        acc += v727;
        if (acc > 727) child<<<(v727 & 15) + 1, 32>>>(out, acc, v727);
    }
    int v728 = v727 + sizes[0] * 728;
    if (v728 % 3 == 2) {
        acc += v728;
        if (acc > 728) child<<<(v728 & 15) + 1, 32>>>(out, acc, v728);
    }
    int v729 = v728 + sizes[1] * 729;
    if (v729 % 3 == 0) {
        acc += v729;
        if (acc > 729) child<<<(v729 & 15) + 1, 32>>>(out, acc, v729);
    }
    int v730 = v729 + sizes[2] * 730;
    if (v730 % 3 == 1) {
        acc += v730;
        if (acc > 730) child<<<(v730 & 15) + 1, 32>>>(out, acc, v730);
    }
    int v731 = v730 + sizes[3] * 731;
    if (v731 % 3 == 2) {
        acc += v731;
        if (acc > 731) child<<<(v731 & 15) + 1, 32>>>(out, acc, v731);
    }
    int v732 = v731 + sizes[4] * 732;
    if (v732 % 3 == 0) {
        acc += v732;
        if (acc > 732) child<<<(v732 & 15) + 1, 32>>>(out, acc, v732);
    }
    int v733 = v732 + sizes[5] * 733;
    if (v733 % 3 == 1) {
        acc += v733;
        if (acc > 733) child<<<(v733 & 15) + 1, 32>>>(out, acc, v733);
    }
    int v734 = v733 + sizes[6] * 734;
    if (v734 % 3 == 2) {
        acc += v734;
        if (acc > 734) child<<<(v734 & 15) + 1, 32>>>(out, acc, v734);
    }
    int v735 = v734 + sizes[0] * 735;
    if (v735 % 3 == 0) {
        acc += v735;
        if (acc > 735) child<<<(v735 & 15) + 1, 32>>>(out, acc, v735);
    }
    int v736 = v735 + sizes[1] * 736;
    if (v736 % 3 == 1) {
        acc += v736;
        if (acc > 736) child<<<(v736 & 15) + 1, 32>>>(out, acc, v736);
    }
    int v737 = v736 + sizes[2] * 737;
    if (v737 % 3 == 2) {
        acc += v737;
        if (acc > 737) child<<<(v737 & 15) + 1, 32>>>(out, acc, v737);
    }
    int v738 = v737 + sizes[3] * 738;
    if (v738 % 3 == 0) {
        acc += v738;
        if (acc > 738) child<<<(v738 & 15) + 1, 32>>>(out, acc, v738);
    }
    int v739 = v738 + sizes[4] * 739;
    if (v739 % 3 == 1) {
        acc += v739;
        if (acc > 739) child<<<(v739 & 15) + 1, 32>>>(out, acc, v739);
    }
    int v740 = v739 + sizes[5] * 740;
    if (v740 % 3 == 2) {
        acc += v740;
        if (acc > 740) child<<<(v740 & 15) + 1, 32>>>(out, acc, v740);
    }
    int v741 = v740 + sizes[6] * 741;
    if (v741 % 3 == 0) {
        acc += v741;
        if (acc > 741) child<<<(v741 & 15) + 1, 32>>>(out, acc, v741);
    }
    int v742 = v741 + sizes[0] * 742;
    if (v742 % 3 == 1) {
        acc += v742;
        if (acc > 742) child<<<(v742 & 15) + 1, 32>>>(out, acc, v742);
    }
    int v743 = v742 + sizes[1] * 743;
    if (v743 % 3 == 2) {
        acc += v743;
        if (acc > 743) child<<<(v743 & 15) + 1, 32>>>(out, acc, v743);
    }
    int v744 = v743 + sizes[2] * 744;
    if (v744 % 3 == 0) {
        acc += v744;
        if (acc > 744) child<<<(v744 & 15) + 1, 32>>>(out, acc, v744);
    }
    int v745 = v744 + sizes[3] * 745;
    if (v745 % 3 == 1) {
        acc += v745;
        if (acc > 745) child<<<(v745 & 15) + 1, 32>>>(out, acc, v745);
    }
    int v746 = v745 + sizes[4] * 746;
    if (v746 % 3 == 2) {
        acc += v746;
        if (acc > 746) child<<<(v746 & 15) + 1, 32>>>(out, acc, v746);
    }
    int v747 = v746 + sizes[5] * 747;
    if (v747 % 3 == 0) {
        acc += v747;
        if (acc > 747) child<<<(v747 & 15) + 1, 32>>>(out, acc, v747);
    }
    int v748 = v747 + sizes[6] * 748;
    if (v748 % 3 == 1) {
        acc += v748;
        if (acc > 748) child<<<(v748 & 15) + 1, 32>>>(out, acc, v748);
    }
    int v749 = v748 + sizes[0] * 749;
    if (v749 % 3 == 2) {
        acc += v749;
        if (acc > 749) child<<<(v749 & 15) + 1, 32>>>(out, acc, v749);
    }
    int v750 = v749 + sizes[1] * 750;
    if (v750 % 3 == 0) {
        acc += v750;
        if (acc > 750) child<<<(v750 & 15) + 1, 32>>>(out, acc, v750);
    }
    int v751 = v750 + sizes[2] * 751;
    if (v751 % 3 == 1) {
        acc += v751;
        if (acc > 751) child<<<(v751 & 15) + 1, 32>>>(out, acc, v751);
    }
    int v752 = v751 + sizes[3] * 752;
    if (v752 % 3 == 2) {
        acc += v752;
        if (acc > 752) child<<<(v752 & 15) + 1, 32>>>(out, acc, v752);
    }
    int v753 = v752 + sizes[4] * 753;
    if (v753 % 3 == 0) {
        acc += v753;
        if (acc > 753) child<<<(v753 & 15) + 1, 32>>>(out, acc, v753);
    }
    int v754 = v753 + sizes[5] * 754;
    if (v754 % 3 == 1) {
        acc += v754;
        if (acc > 754) child<<<(v754 & 15) + 1, 32>>>(out, acc, v754);
    }
    int v755 = v754 + sizes[6] * 755;
    if (v755 % 3 == 2) {
        acc += v755;
        if (acc > 755) child<<<(v755 & 15) + 1, 32>>>(out, acc, v755);
    }
    int v756 = v755 + sizes[0] * 756;
    if (v756 % 3 == 0) {
        acc += v756;
        if (acc > 756) child<<<(v756 & 15) + 1, 32>>>(out, acc, v756);
    }
    int v757 = v756 + sizes[1] * 757;
    if (v757 % 3 == 1) {
        acc += v757;
        if (acc > 757) child<<<(v757 & 15) + 1, 32>>>(out, acc, v757);
    }
    int v758 = v757 + sizes[2] * 758;
    if (v758 % 3 == 2) {
        acc += v758;
        if (acc > 758) child<<<(v758 & 15) + 1, 32>>>(out, acc, v758);
    }
    int v759 = v758 + sizes[3] * 759;
    if (v759 % 3 == 0) {
        acc += v759;
        if (acc > 759) child<<<(v759 & 15) + 1, 32>>>(out, acc, v759);
    }
    int v760 = v759 + sizes[4] * 760;
    if (v760 % 3 == 1) {
        acc += v760;
        if (acc > 760) child<<<(v760 & 15) + 1, 32>>>(out, acc, v760);
    }
    int v761 = v760 + sizes[5] * 761;
    if (v761 % 3 == 2) {
        acc += v761;
        if (acc > 761) child<<<(v761 & 15) + 1, 32>>>(out, acc, v761);
    }
    int v762 = v761 + sizes[6] * 762;
    if (v762 % 3 == 0) {
        acc += v762;
        if (acc > 762) child<<<(v762 & 15) + 1, 32>>>(out, acc, v762);
    }
    int v763 = v762 + sizes[0] * 763;
    if (v763 % 3 == 1) {
        acc += v763;
        if (acc > 763) child<<<(v763 & 15) + 1, 32>>>(out, acc, v763);
    }
    int v764 = v763 + sizes[1] * 764;
    if (v764 % 3 == 2) {
        acc += v764;
        if (acc > 764) child<<<(v764 & 15) + 1, 32>>>(out, acc, v764);
    }
    int v765 = v764 + sizes[2] * 765;
    if (v765 % 3 == 0) {
        acc += v765;
        if (acc > 765) child<<<(v765 & 15) + 1, 32>>>(out, acc, v765);
    }
    int v766 = v765 + sizes[3] * 766;
    if (v766 % 3 == 1) {
        acc += v766;
        if (acc > 766) child<<<(v766 & 15) + 1, 32>>>(out, acc, v766);
    }
    int v767 = v766 + sizes[4] * 767;
    if (v767 % 3 == 2) {
        acc += v767;
        if (acc > 767) child<<<(v767 & 15) + 1, 32>>>(out, acc, v767);
    }
    int v768 = v767 + sizes[5] * 768;
    if (v768 % 3 == 0) {
        acc += v768;
        if (acc > 768) child<<<(v768 & 15) + 1, 32>>>(out, acc, v768);
    }
    int v769 = v768 + sizes[6] * 769;
    if (v769 % 3 == 1) {
        acc += v769;
        if (acc > 769) child<<<(v769 & 15) + 1, 32>>>(out, acc, v769);
    }
    int v770 = v769 + sizes[0] * 770;
    if (v770 % 3 == 2) {
        acc += v770;
        if (acc > 770) child<<<(v770 & 15) + 1, 32>>>(out, acc, v770);
    }
    int v771 = v770 + sizes[1] * 771;
    if (v771 % 3 == 0) {
        acc += v771;
        if (acc > 771) child<<<(v771 & 15) + 1, 32>>>(out, acc, v771);
    }
    int v772 = v771 + sizes[2] * 772;
    if (v772 % 3 == 1) {
        acc += v772;
        if (acc > 772) child<<<(v772 & 15) + 1, 32>>>(out, acc, v772);
    }
    int v773 = v772 + sizes[3] * 773;
    if (v773 % 3 == 2) {
        acc += v773;
        if (acc > 773) child<<<(v773 & 15) + 1, 32>>>(out, acc, v773);
    }
    int v774 = v773 + sizes[4] * 774;
    if (v774 % 3 == 0) {
        acc += v774;
        if (acc > 774) child<<<(v774 & 15) + 1, 32>>>(out, acc, v774);
    }
    int v775 = v774 + sizes[5] * 775;
    if (v775 % 3 == 1) {
        acc += v775;
        if (acc > 775) child<<<(v775 & 15) + 1, 32>>>(out, acc, v775);
    }
    int v776 = v775 + sizes[6] * 776;
    if (v776 % 3 == 2) {
        acc += v776;
        if (acc > 776) child<<<(v776 & 15) + 1, 32>>>(out, acc, v776);
    }
    int v777 = v776 + sizes[0] * 777;
    if (v777 % 3 == 0) {
        acc += v777;
        if (acc > 777) child<<<(v777 & 15) + 1, 32>>>(out, acc, v777);
    }
    int v778 = v777 + sizes[1] * 778;
    if (v778 % 3 == 1) {
        acc += v778;
        if (acc > 778) child<<<(v778 & 15) + 1, 32>>>(out, acc, v778);
    }
    int v779 = v778 + sizes[2] * 779;
    if (v779 % 3 == 2) {
        acc += v779;
        if (acc > 779) child<<<(v779 & 15) + 1, 32>>>(out, acc, v779);
    }
    int v780 = v779 + sizes[3] * 780;
    if (v780 % 3 == 0) {
        acc += v780;
        if (acc > 780) child<<<(v780 & 15) + 1, 32>>>(out, acc, v780);
    }
    int v781 = v780 + sizes[4] * 781;
    if (v781 % 3 == 1) {
        acc += v781;
        if (acc > 781) child<<<(v781 & 15) + 1, 32>>>(out, acc, v781);
    }
    int v782 = v781 + sizes[5] * 782;
    if (v782 % 3 == 2) {
        acc += v782;
        if (acc > 782) child<<<(v782 & 15) + 1, 32>>>(out, acc, v782);
    }
    int v783 = v782 + sizes[6] * 783;
    if (v783 % 3 == 0) {
        acc += v783;
        if (acc > 783) child<<<(v783 & 15) + 1, 32>>>(out, acc, v783);
    }
    int v784 = v783 + sizes[0] * 784;
    if (v784 % 3 == 1) {
        acc += v784;
        if (acc > 784) child<<<(v784 & 15) + 1, 32>>>(out, acc, v784);
    }
    int v785 = v784 + sizes[1] * 785;
    if (v785 % 3 == 2) {
        acc += v785;
        if (acc > 785) child<<<(v785 & 15) + 1, 32>>>(out, acc, v785);
    }
    int v786 = v785 + sizes[2] * 786;
    if (v786 % 3 == 0) {
        acc += v786;
        if (acc > 786) child<<<(v786 & 15) + 1, 32>>>(out, acc, v786);
    }
    int v787 = v786 + sizes[3] * 787;
    if (v787 % 3 == 1) {
        acc += v787;
        if (acc > 787) child<<<(v787 & 15) + 1, 32>>>(out, acc, v787);
    }
    int v788 = v787 + sizes[4] * 788;
    if (v788 % 3 == 2) {
        acc += v788;
        if (acc > 788) child<<<(v788 & 15) + 1, 32>>>(out, acc, v788);
    }
    int v789 = v788 + sizes[5] * 789;
    if (v789 % 3 == 0) {
        acc += v789;
        if (acc > 789) child<<<(v789 & 15) + 1, 32>>>(out, acc, v789);
    }
    int v790 = v789 + sizes[6] * 790;
    if (v790 % 3 == 1) {
        acc += v790;
        if (acc > 790) child<<<(v790 & 15) + 1, 32>>>(out, acc, v790);
    }
    int v791 = v790 + sizes[0] * 791;
    if (v791 % 3 == 2) {
        acc += v791;
        if (acc > 791) child<<<(v791 & 15) + 1, 32>>>(out, acc, v791);
    }
    int v792 = v791 + sizes[1] * 792;
    if (v792 % 3 == 0) {
        acc += v792;
        if (acc > 792) child<<<(v792 & 15) + 1, 32>>>(out, acc, v792);
    }
    int v793 = v792 + sizes[2] * 793;
    if (v793 % 3 == 1) {
        acc += v793;
        if (acc > 793) child<<<(v793 & 15) + 1, 32>>>(out, acc, v793);
    }
    int v794 = v793 + sizes[3] * 794;
    if (v794 % 3 == 2) {
        acc += v794;
        if (acc > 794) child<<<(v794 & 15) + 1, 32>>>(out, acc, v794);
    }
    int v795 = v794 + sizes[4] * 795;
    if (v795 % 3 == 0) {
        acc += v795;
        if (acc > 795) child<<<(v795 & 15) + 1, 32>>>(out, acc, v795);
    }
    int v796 = v795 + sizes[5] * 796;
    if (v796 % 3 == 1) {
        acc += v796;
        if (acc > 796) child<<<(v796 & 15) + 1, 32>>>(out, acc, v796);
    }
    int v797 = v796 + sizes[6] * 797;
    if (v797 % 3 == 2) {
        acc += v797;
        if (acc > 797) child<<<(v797 & 15) + 1, 32>>>(out, acc, v797);
    }
    int v798 = v797 + sizes[0] * 798;
    if (v798 % 3 == 0) {
        acc += v798;
        if (acc > 798) child<<<(v798 & 15) + 1, 32>>>(out, acc, v798);
    }
    int v799 = v798 + sizes[1] * 799;
    if (v799 % 3 == 1) {
        acc += v799;
        if (acc > 799) child<<<(v799 & 15) + 1, 32>>>(out, acc, v799);
    }
    int v800 = v799 + sizes[2] * 800;
    if (v800 % 3 == 2) {
        acc += v800;
        if (acc > 800) child<<<(v800 & 15) + 1, 32>>>(out, acc, v800);
    }
    int v801 = v800 + sizes[3] * 801;
    if (v801 % 3 == 0) {
        acc += v801;
        if (acc > 801) child<<<(v801 & 15) + 1, 32>>>(out, acc, v801);
    }
    int v802 = v801 + sizes[4] * 802;
    if (v802 % 3 == 1) {
        acc += v802;
        if (acc > 802) child<<<(v802 & 15) + 1, 32>>>(out, acc, v802);
    }
    int v803 = v802 + sizes[5] * 803;
    if (v803 % 3 == 2) {
        acc += v803;
        if (acc > 803) child<<<(v803 & 15) + 1, 32>>>(out, acc, v803);
    }
    int v804 = v803 + sizes[6] * 804;
    if (v804 % 3 == 0) {
        acc += v804;
        if (acc > 804) child<<<(v804 & 15) + 1, 32>>>(out, acc, v804);
    }
    int v805 = v804 + sizes[0] * 805;
    if (v805 % 3 == 1) {
        acc += v805;
        if (acc > 805) child<<<(v805 & 15) + 1, 32>>>(out, acc, v805);
    }
    int v806 = v805 + sizes[1] * 806;
    if (v806 % 3 == 2) {
        acc += v806;
        if (acc > 806) child<<<(v806 & 15) + 1, 32>>>(out, acc, v806);
    }
    int v807 = v806 + sizes[2] * 807;
    if (v807 % 3 == 0) {
        acc += v807;
        if (acc > 807) child<<<(v807 & 15) + 1, 32>>>(out, acc, v807);
    }
    int v808 = v807 + sizes[3] * 808;
    if (v808 % 3 == 1) {
        acc += v808;
        if (acc > 808) child<<<(v808 & 15) + 1, 32>>>(out, acc, v808);
    }
    int v809 = v808 + sizes[4] * 809;
    if (v809 % 3 == 2) {
        acc += v809;
        if (acc > 809) child<<<(v809 & 15) + 1, 32>>>(out, acc, v809);
    }
    int v810 = v809 + sizes[5] * 810;
    if (v810 % 3 == 0) {
        acc += v810;
        if (acc > 810) child<<<(v810 & 15) + 1, 32>>>(out, acc, v810);
    }
    int v811 = v810 + sizes[6] * 811;
    if (v811 % 3 == 1) {
        acc += v811;
        if (acc > 811) child<<<(v811 & 15) + 1, 32>>>(out, acc, v811);
    }
    int v812 = v811 + sizes[0] * 812;
    if (v812 % 3 == 2) {
        acc += v812;
        if (acc > 812) child<<<(v812 & 15) + 1, 32>>>(out, acc, v812);
    }
    int v813 = v812 + sizes[1] * 813;
    if (v813 % 3 == 0) {
        acc += v813;
        if (acc > 813) child<<<(v813 & 15) + 1, 32>>>(out, acc, v813);
    }
    int v814 = v813 + sizes[2] * 814;
    if (v814 % 3 == 1) {
        acc += v814;
        if (acc > 814) child<<<(v814 & 15) + 1, 32>>>(out, acc, v814);
    }
    int v815 = v814 + sizes[3] * 815;
    if (v815 % 3 == 2) {
        acc += v815;
        if (acc > 815) child<<<(v815 & 15) + 1, 32>>>(out, acc, v815);
    }
    int v816 = v815 + sizes[4] * 816;
    if (v816 % 3 == 0) {
        acc += v816;
        if (acc > 816) child<<<(v816 & 15) + 1, 32>>>(out, acc, v816);
    }
    int v817 = v816 + sizes[5] * 817;
    if (v817 % 3 == 1) {
        acc += v817;
        if (acc > 817) child<<<(v817 & 15) + 1, 32>>>(out, acc, v817);
    }
    int v818 = v817 + sizes[6] * 818;
    if (v818 % 3 == 2) {
        acc += v818;
        if (acc > 818) child<<<(v818 & 15) + 1, 32>>>(out, acc, v818);
    }
    int v819 = v818 + sizes[0] * 819;
    if (v819 % 3 == 0) {
        acc += v819;
        if (acc > 819) child<<<(v819 & 15) + 1, 32>>>(out, acc, v819);
    }
    int v820 = v819 + sizes[1] * 820;
    if (v820 % 3 == 1) {
        acc += v820;
        if (acc > 820) child<<<(v820 & 15) + 1, 32>>>(out, acc, v820);
    }
    int v821 = v820 + sizes[2] * 821;
    if (v821 % 3 == 2) {
        acc += v821;
        if (acc > 821) child<<<(v821 & 15) + 1, 32>>>(out, acc, v821);
    }
    int v822 = v821 + sizes[3] * 822;
    if (v822 % 3 == 0) {
        acc += v822;
        if (acc > 822) child<<<(v822 & 15) + 1, 32>>>(out, acc, v822);
    }
    int v823 = v822 + sizes[4] * 823;
    if (v823 % 3 == 1) {
        acc += v823;
        if (acc > 823) child<<<(v823 & 15) + 1, 32>>>(out, acc, v823);
    }
    int v824 = v823 + sizes[5] * 824;
    if (v824 % 3 == 2) {
        acc += v824;
        if (acc > 824) child<<<(v824 & 15) + 1, 32>>>(out, acc, v824);
    }
    int v825 = v824 + sizes[6] * 825;
    if (v825 % 3 == 0) {
        acc += v825;
        if (acc > 825) child<<<(v825 & 15) + 1, 32>>>(out, acc, v825);
    }
    int v826 = v825 + sizes[0] * 826;
    if (v826 % 3 == 1) {
        acc += v826;
        if (acc > 826) child<<<(v826 & 15) + 1, 32>>>(out, acc, v826);
    }
    int v827 = v826 + sizes[1] * 827;
    if (v827 % 3 == 2) {
        acc += v827;
        if (acc > 827) child<<<(v827 & 15) + 1, 32>>>(out, acc, v827);
    }
    int v828 = v827 + sizes[2] * 828;
    if (v828 % 3 == 0) {
        acc += v828;
        if (acc > 828) child<<<(v828 & 15) + 1, 32>>>(out, acc, v828);
    }
    int v829 = v828 + sizes[3] * 829;
    if (v829 % 3 == 1) {
        acc += v829;
        if (acc > 829) child<<<(v829 & 15) + 1, 32>>>(out, acc, v829);
    }
    int v830 = v829 + sizes[4] * 830;
    if (v830 % 3 == 2) {
        acc += v830;
        if (acc > 830) child<<<(v830 & 15) + 1, 32>>>(out, acc, v830);
    }
    int v831 = v830 + sizes[5] * 831;
    if (v831 % 3 == 0) {
        acc += v831;
        if (acc > 831) child<<<(v831 & 15) + 1, 32>>>(out, acc, v831);
    }
    int v832 = v831 + sizes[6] * 832;
    if (v832 % 3 == 1) {
        acc += v832;
        if (acc > 832) child<<<(v832 & 15) + 1, 32>>>(out, acc, v832);
    }
    int v833 = v832 + sizes[0] * 833;
    if (v833 % 3 == 2) {
        acc += v833;
        if (acc > 833) child<<<(v833 & 15) + 1, 32>>>(out, acc, v833);
    }
    int v834 = v833 + sizes[1] * 834;
    if (v834 % 3 == 0) {
        acc += v834;
        if (acc > 834) child<<<(v834 & 15) + 1, 32>>>(out, acc, v834);
    }
    int v835 = v834 + sizes[2] * 835;
    if (v835 % 3 == 1) {
        acc += v835;
        if (acc > 835) child<<<(v835 & 15) + 1, 32>>>(out, acc, v835);
    }
    int v836 = v835 + sizes[3] * 836;
    if (v836 % 3 == 2) {
        acc += v836;
        if (acc > 836) child<<<(v836 & 15) + 1, 32>>>(out, acc, v836);
    }
    int v837 = v836 + sizes[4] * 837;
    if (v837 % 3 == 0) {
        acc += v837;
        if (acc > 837) child<<<(v837 & 15) + 1, 32>>>(out, acc, v837);
    }
    int v838 = v837 + sizes[5] * 838;
    if (v838 % 3 == 1) {
        acc += v838;
        if (acc > 838) child<<<(v838 & 15) + 1, 32>>>(out, acc, v838);
    }
    int v839 = v838 + sizes[6] * 839;
    if (v839 % 3 == 2) {
        acc += v839;
        if (acc > 839) child<<<(v839 & 15) + 1, 32>>>(out, acc, v839);
    }
    int v840 = v839 + sizes[0] * 840;
    if (v840 % 3 == 0) {
        acc += v840;
        if (acc > 840) child<<<(v840 & 15) + 1, 32>>>(out, acc, v840);
    }
    int v841 = v840 + sizes[1] * 841;
    if (v841 % 3 == 1) {
        acc += v841;
        if (acc > 841) child<<<(v841 & 15) + 1, 32>>>(out, acc, v841);
    }
    int v842 = v841 + sizes[2] * 842;
    if (v842 % 3 == 2) {
        acc += v842;
        if (acc > 842) child<<<(v842 & 15) + 1, 32>>>(out, acc, v842);
    }
    int v843 = v842 + sizes[3] * 843;
    if (v843 % 3 == 0) {
        acc += v843;
        if (acc > 843) child<<<(v843 & 15) + 1, 32>>>(out, acc, v843);
    }
    int v844 = v843 + sizes[4] * 844;
    if (v844 % 3 == 1) {
        acc += v844;
        if (acc > 844) child<<<(v844 & 15) + 1, 32>>>(out, acc, v844);
    }
    int v845 = v844 + sizes[5] * 845;
    if (v845 % 3 == 2) {
        acc += v845;
        if (acc > 845) child<<<(v845 & 15) + 1, 32>>>(out, acc, v845);
    }
    int v846 = v845 + sizes[6] * 846;
    if (v846 % 3 == 0) {
        acc += v846;
        if (acc > 846) child<<<(v846 & 15) + 1, 32>>>(out, acc, v846);
    }
    int v847 = v846 + sizes[0] * 847;
    if (v847 % 3 == 1) {
        acc += v847;
        if (acc > 847) child<<<(v847 & 15) + 1, 32>>>(out, acc, v847);
    }
    int v848 = v847 + sizes[1] * 848;
    if (v848 % 3 == 2) {
        acc += v848;
        if (acc > 848) child<<<(v848 & 15) + 1, 32>>>(out, acc, v848);
    }
    int v849 = v848 + sizes[2] * 849;
    if (v849 % 3 == 0) {
        acc += v849;
        if (acc > 849) child<<<(v849 & 15) + 1, 32>>>(out, acc, v849);
    }
    int v850 = v849 + sizes[3] * 850;
    if (v850 % 3 == 1) {
        acc += v850;
        if (acc > 850) child<<<(v850 & 15) + 1, 32>>>(out, acc, v850);
    }
    int v851 = v850 + sizes[4] * 851;
    if (v851 % 3 == 2) {
        acc += v851;
        if (acc > 851) child<<<(v851 & 15) + 1, 32>>>(out, acc, v851);
    }
    int v852 = v851 + sizes[5] * 852;
    if (v852 % 3 == 0) {
        acc += v852;
        if (acc > 852) child<<<(v852 & 15) + 1, 32>>>(out, acc, v852);
    }
    int v853 = v852 + sizes[6] * 853;
    if (v853 % 3 == 1) {
        acc += v853;
        if (acc > 853) child<<<(v853 & 15) + 1, 32>>>(out, acc, v853);
    }
    int v854 = v853 + sizes[0] * 854;
    if (v854 % 3 == 2) {
        acc += v854;
        if (acc > 854) child<<<(v854 & 15) + 1, 32>>>(out, acc, v854);
    }
    int v855 = v854 + sizes[1] * 855;
    if (v855 % 3 == 0) {
        acc += v855;
        if (acc > 855) child<<<(v855 & 15) + 1, 32>>>(out, acc, v855);
    }
    int v856 = v855 + sizes[2] * 856;
    if (v856 % 3 == 1) {
        acc += v856;
        if (acc > 856) child<<<(v856 & 15) + 1, 32>>>(out, acc, v856);
    }
    int v857 = v856 + sizes[3] * 857;
    if (v857 % 3 == 2) {
        acc += v857;
        if (acc > 857) child<<<(v857 & 15) + 1, 32>>>(out, acc, v857);
    }
    int v858 = v857 + sizes[4] * 858;
    if (v858 % 3 == 0) {
        acc += v858;
        if (acc > 858) child<<<(v858 & 15) + 1, 32>>>(out, acc, v858);
    }
    int v859 = v858 + sizes[5] * 859;
    if (v859 % 3 == 1) {
        acc += v859;
        if (acc > 859) child<<<(v859 & 15) + 1, 32>>>(out, acc, v859);
    }
    int v860 = v859 + sizes[6] * 860;
    if (v860 % 3 == 2) {
        acc += v860;
        if (acc > 860) child<<<(v860 & 15) + 1, 32>>>(out, acc, v860);
    }
    int v861 = v860 + sizes[0] * 861;
    if (v861 % 3 == 0) {
        acc += v861;
        if (acc > 861) child<<<(v861 & 15) + 1, 32>>>(out, acc, v861);
    }
    int v862 = v861 + sizes[1] * 862;
    if (v862 % 3 == 1) {
        acc += v862;
        if (acc > 862) child<<<(v862 & 15) + 1, 32>>>(out, acc, v862);
    }
    int v863 = v862 + sizes[2] * 863;
    if (v863 % 3 == 2) {
        acc += v863;
        if (acc > 863) child<<<(v863 & 15) + 1, 32>>>(out, acc, v863);
    }
    int v864 = v863 + sizes[3] * 864;
    if (v864 % 3 == 0) {
        acc += v864;
        if (acc > 864) child<<<(v864 & 15) + 1, 32>>>(out, acc, v864);
    }
    int v865 = v864 + sizes[4] * 865;
    if (v865 % 3 == 1) {
        acc += v865;
        if (acc > 865) child<<<(v865 & 15) + 1, 32>>>(out, acc, v865);
    }
    int v866 = v865 + sizes[5] * 866;
    if (v866 % 3 == 2) {
        acc += v866;
        if (acc > 866) child<<<(v866 & 15) + 1, 32>>>(out, acc, v866);
    }
    int v867 = v866 + sizes[6] * 867;
    if (v867 % 3 == 0) {
        acc += v867;
        if (acc > 867) child<<<(v867 & 15) + 1, 32>>>(out, acc, v867);
    }
    int v868 = v867 + sizes[0] * 868;
    if (v868 % 3 == 1) {
        acc += v868;
        if (acc > 868) child<<<(v868 & 15) + 1, 32>>>(out, acc, v868);
    }
    int v869 = v868 + sizes[1] * 869;
    if (v869 % 3 == 2) {
        acc += v869;
        if (acc > 869) child<<<(v869 & 15) + 1, 32>>>(out, acc, v869);
    }
    int v870 = v869 + sizes[2] * 870;
    if (v870 % 3 == 0) {
        acc += v870;
        if (acc > 870) child<<<(v870 & 15) + 1, 32>>>(out, acc, v870);
    }
    int v871 = v870 + sizes[3] * 871;
    if (v871 % 3 == 1) {
        acc += v871;
        if (acc > 871) child<<<(v871 & 15) + 1, 32>>>(out, acc, v871);
    }
    int v872 = v871 + sizes[4] * 872;
    if (v872 % 3 == 2) {
        acc += v872;
        if (acc > 872) child<<<(v872 & 15) + 1, 32>>>(out, acc, v872);
    }
    int v873 = v872 + sizes[5] * 873;
    if (v873 % 3 == 0) {
        acc += v873;
        if (acc > 873) child<<<(v873 & 15) + 1, 32>>>(out, acc, v873);
    }
    int v874 = v873 + sizes[6] * 874;
    if (v874 % 3 == 1) {
        acc += v874;
        if (acc > 874) child<<<(v874 & 15) + 1, 32>>>(out, acc, v874);
    }
    int v875 = v874 + sizes[0] * 875;
    if (v875 % 3 == 2) {
        acc += v875;
        if (acc > 875) child<<<(v875 & 15) + 1, 32>>>(out, acc, v875);
    }
    int v876 = v875 + sizes[1] * 876;
    if (v876 % 3 == 0) {
        acc += v876;
        if (acc > 876) child<<<(v876 & 15) + 1, 32>>>(out, acc, v876);
    }
    int v877 = v876 + sizes[2] * 877;
    if (v877 % 3 == 1) {
        acc += v877;
        if (acc > 877) child<<<(v877 & 15) + 1, 32>>>(out, acc, v877);
    }
    int v878 = v877 + sizes[3] * 878;
    if (v878 % 3 == 2) {
        acc += v878;
        if (acc > 878) child<<<(v878 & 15) + 1, 32>>>(out, acc, v878);
    }
    int v879 = v878 + sizes[4] * 879;
    if (v879 % 3 == 0) {
        acc += v879;
        if (acc > 879) child<<<(v879 & 15) + 1, 32>>>(out, acc, v879);
    }
    int v880 = v879 + sizes[5] * 880;
    if (v880 % 3 == 1) {
        acc += v880;
        if (acc > 880) child<<<(v880 & 15) + 1, 32>>>(out, acc, v880);
    }
    int v881 = v880 + sizes[6] * 881;
    if (v881 % 3 == 2) {
        acc += v881;
        if (acc > 881) child<<<(v881 & 15) + 1, 32>>>(out, acc, v881);
    }
    int v882 = v881 + sizes[0] * 882;
    if (v882 % 3 == 0) {
        acc += v882;
        if (acc > 882) child<<<(v882 & 15) + 1, 32>>>(out, acc, v882);
    }
    int v883 = v882 + sizes[1] * 883;
    if (v883 % 3 == 1) {
        acc += v883;
        if (acc > 883) child<<<(v883 & 15) + 1, 32>>>(out, acc, v883);
    }
    int v884 = v883 + sizes[2] * 884;
    if (v884 % 3 == 2) {
        acc += v884;
        if (acc > 884) child<<<(v884 & 15) + 1, 32>>>(out, acc, v884);
    }
    int v885 = v884 + sizes[3] * 885;
    if (v885 % 3 == 0) {
        acc += v885;
        if (acc > 885) child<<<(v885 & 15) + 1, 32>>>(out, acc, v885);
    }
    int v886 = v885 + sizes[4] * 886;
    if (v886 % 3 == 1) {
        acc += v886;
        if (acc > 886) child<<<(v886 & 15) + 1, 32>>>(out, acc, v886);
    }
    int v887 = v886 + sizes[5] * 887;
    if (v887 % 3 == 2) {
        acc += v887;
        if (acc > 887) child<<<(v887 & 15) + 1, 32>>>(out, acc, v887);
    }
    int v888 = v887 + sizes[6] * 888;
    if (v888 % 3 == 0) {
        acc += v888;
        if (acc > 888) child<<<(v888 & 15) + 1, 32>>>(out, acc, v888);
    }
    int v889 = v888 + sizes[0] * 889;
    if (v889 % 3 == 1) {
        acc += v889;
        if (acc > 889) child<<<(v889 & 15) + 1, 32>>>(out, acc, v889);
    }
    int v890 = v889 + sizes[1] * 890;
    if (v890 % 3 == 2) {
        acc += v890;
        if (acc > 890) child<<<(v890 & 15) + 1, 32>>>(out, acc, v890);
    }
    int v891 = v890 + sizes[2] * 891;
    if (v891 % 3 == 0) {
        acc += v891;
        if (acc > 891) child<<<(v891 & 15) + 1, 32>>>(out, acc, v891);
    }
    int v892 = v891 + sizes[3] * 892;
    if (v892 % 3 == 1) {
        acc += v892;
        if (acc > 892) child<<<(v892 & 15) + 1, 32>>>(out, acc, v892);
    }
    int v893 = v892 + sizes[4] * 893;
    if (v893 % 3 == 2) {
        acc += v893;
        if (acc > 893) child<<<(v893 & 15) + 1, 32>>>(out, acc, v893);
    }
    int v894 = v893 + sizes[5] * 894;
    if (v894 % 3 == 0) {
        acc += v894;
        if (acc > 894) child<<<(v894 & 15) + 1, 32>>>(out, acc, v894);
    }
    int v895 = v894 + sizes[6] * 895;
    if (v895 % 3 == 1) {
        acc += v895;
        if (acc > 895) child<<<(v895 & 15) + 1, 32>>>(out, acc, v895);
    }
    int v896 = v895 + sizes[0] * 896;
    if (v896 % 3 == 2) {
        acc += v896;
        if (acc > 896) child<<<(v896 & 15) + 1, 32>>>(out, acc, v896);
    }
    int v897 = v896 + sizes[1] * 897;
    if (v897 % 3 == 0) {
        acc += v897;
        if (acc > 897) child<<<(v897 & 15) + 1, 32>>>(out, acc, v897);
    }
    int v898 = v897 + sizes[2] * 898;
    if (v898 % 3 == 1) {
        acc += v898;
        if (acc > 898) child<<<(v898 & 15) + 1, 32>>>(out, acc, v898);
    }
    int v899 = v898 + sizes[3] * 899;
    if (v899 % 3 == 2) {
        acc += v899;
        if (acc > 899) child<<<(v899 & 15) + 1, 32>>>(out, acc, v899);
    }
    int v900 = v899 + sizes[4] * 900;
    if (v900 % 3 == 0) {
        acc += v900;
        if (acc > 900) child<<<(v900 & 15) + 1, 32>>>(out, acc, v900);
    }
    int v901 = v900 + sizes[5] * 901;
    if (v901 % 3 == 1) {
        acc += v901;
        if (acc > 901) child<<<(v901 & 15) + 1, 32>>>(out, acc, v901);
    }
    int v902 = v901 + sizes[6] * 902;
    if (v902 % 3 == 2) {
        acc += v902;
        if (acc > 902) child<<<(v902 & 15) + 1, 32>>>(out, acc, v902);
    }
    int v903 = v902 + sizes[0] * 903;
    if (v903 % 3 == 0) {
        acc += v903;
        if (acc > 903) child<<<(v903 & 15) + 1, 32>>>(out, acc, v903);
    }
    int v904 = v903 + sizes[1] * 904;
    if (v904 % 3 == 1) {
        acc += v904;
        if (acc > 904) child<<<(v904 & 15) + 1, 32>>>(out, acc, v904);
    }
    int v905 = v904 + sizes[2] * 905;
    if (v905 % 3 == 2) {
        acc += v905;
        if (acc > 905) child<<<(v905 & 15) + 1, 32>>>(out, acc, v905);
    }
    int v906 = v905 + sizes[3] * 906;
    if (v906 % 3 == 0) {
        acc += v906;
        if (acc > 906) child<<<(v906 & 15) + 1, 32>>>(out, acc, v906);
    }
    int v907 = v906 + sizes[4] * 907;
    if (v907 % 3 == 1) {
        acc += v907;
        if (acc > 907) child<<<(v907 & 15) + 1, 32>>>(out, acc, v907);
    }
    int v908 = v907 + sizes[5] * 908;
    if (v908 % 3 == 2) {
        acc += v908;
        if (acc > 908) child<<<(v908 & 15) + 1, 32>>>(out, acc, v908);
    }
    int v909 = v908 + sizes[6] * 909;
    if (v909 % 3 == 0) {
        acc += v909;
        if (acc > 909) child<<<(v909 & 15) + 1, 32>>>(out, acc, v909);
    }
    int v910 = v909 + sizes[0] * 910;
    if (v910 % 3 == 1) {
        acc += v910;
        if (acc > 910) child<<<(v910 & 15) + 1, 32>>>(out, acc, v910);
    }
    int v911 = v910 + sizes[1] * 911;
    if (v911 % 3 == 2) {
        acc += v911;
        if (acc > 911) child<<<(v911 & 15) + 1, 32>>>(out, acc, v911);
    }
    int v912 = v911 + sizes[2] * 912;
    if (v912 % 3 == 0) {
        acc += v912;
        if (acc > 912) child<<<(v912 & 15) + 1, 32>>>(out, acc, v912);
    }
    int v913 = v912 + sizes[3] * 913;
    if (v913 % 3 == 1) {
        acc += v913;
        if (acc > 913) child<<<(v913 & 15) + 1, 32>>>(out, acc, v913);
    }
    int v914 = v913 + sizes[4] * 914;
    if (v914 % 3 == 2) {
        acc += v914;
        if (acc > 914) child<<<(v914 & 15) + 1, 32>>>(out, acc, v914);
    }
    int v915 = v914 + sizes[5] * 915;
    if (v915 % 3 == 0) {
        acc += v915;
        if (acc > 915) child<<<(v915 & 15) + 1, 32>>>(out, acc, v915);
    }
    int v916 = v915 + sizes[6] * 916;
    if (v916 % 3 == 1) {
        acc += v916;
        if (acc > 916) child<<<(v916 & 15) + 1, 32>>>(out, acc, v916);
    }
    int v917 = v916 + sizes[0] * 917;
    if (v917 % 3 == 2) {
        acc += v917;
        if (acc > 917) child<<<(v917 & 15) + 1, 32>>>(out, acc, v917);
    }
    int v918 = v917 + sizes[1] * 918;
    if (v918 % 3 == 0) {
        acc += v918;
        if (acc > 918) child<<<(v918 & 15) + 1, 32>>>(out, acc, v918);
    }
    int v919 = v918 + sizes[2] * 919;
    if (v919 % 3 == 1) {
        acc += v919;
        if (acc > 919) child<<<(v919 & 15) + 1, 32>>>(out, acc, v919);
    }
    int v920 = v919 + sizes[3] * 920;
    if (v920 % 3 == 2) {
        acc += v920;
        if (acc > 920) child<<<(v920 & 15) + 1, 32>>>(out, acc, v920);
    }
    int v921 = v920 + sizes[4] * 921;
    if (v921 % 3 == 0) {
        acc += v921;
        if (acc > 921) child<<<(v921 & 15) + 1, 32>>>(out, acc, v921);
    }
    int v922 = v921 + sizes[5] * 922;
    if (v922 % 3 == 1) {
        acc += v922;
        if (acc > 922) child<<<(v922 & 15) + 1, 32>>>(out, acc, v922);
    }
    int v923 = v922 + sizes[6] * 923;
    if (v923 % 3 == 2) {
        acc += v923;
        if (acc > 923) child<<<(v923 & 15) + 1, 32>>>(out, acc, v923);
    }
    int v924 = v923 + sizes[0] * 924;
    if (v924 % 3 == 0) {
        acc += v924;
        if (acc > 924) child<<<(v924 & 15) + 1, 32>>>(out, acc, v924);
    }
    int v925 = v924 + sizes[1] * 925;
    if (v925 % 3 == 1) {
        acc += v925;
        if (acc > 925) child<<<(v925 & 15) + 1, 32>>>(out, acc, v925);
    }
    int v926 = v925 + sizes[2] * 926;
    if (v926 % 3 == 2) {
        acc += v926;
        if (acc > 926) child<<<(v926 & 15) + 1, 32>>>(out, acc, v926);
    }
    int v927 = v926 + sizes[3] * 927;
    if (v927 % 3 == 0) {
        acc += v927;
        if (acc > 927) child<<<(v927 & 15) + 1, 32>>>(out, acc, v927);
    }
    int v928 = v927 + sizes[4] * 928;
    if (v928 % 3 == 1) {
        acc += v928;
        if (acc > 928) child<<<(v928 & 15) + 1, 32>>>(out, acc, v928);
    }
    int v929 = v928 + sizes[5] * 929;
    if (v929 % 3 == 2) {
        acc += v929;
        if (acc > 929) child<<<(v929 & 15) + 1, 32>>>(out, acc, v929);
    }
    int v930 = v929 + sizes[6] * 930;
    if (v930 % 3 == 0) {
        acc += v930;
        if (acc > 930) child<<<(v930 & 15) + 1, 32>>>(out, acc, v930);
    }
    int v931 = v930 + sizes[0] * 931;
    if (v931 % 3 == 1) {
        acc += v931;
        if (acc > 931) child<<<(v931 & 15) + 1, 32>>>(out, acc, v931);
    }
    int v932 = v931 + sizes[1] * 932;
    if (v932 % 3 == 2) {
        acc += v932;
        if (acc > 932) child<<<(v932 & 15) + 1, 32>>>(out, acc, v932);
    }
    int v933 = v932 + sizes[2] * 933;
    if (v933 % 3 == 0) {
        acc += v933;
        if (acc > 933) child<<<(v933 & 15) + 1, 32>>>(out, acc, v933);
    }
    int v934 = v933 + sizes[3] * 934;
    if (v934 % 3 == 1) {
        acc += v934;
        if (acc > 934) child<<<(v934 & 15) + 1, 32>>>(out, acc, v934);
    }
    int v935 = v934 + sizes[4] * 935;
    if (v935 % 3 == 2) {
        acc += v935;
        if (acc > 935) child<<<(v935 & 15) + 1, 32>>>(out, acc, v935);
    }
    int v936 = v935 + sizes[5] * 936;
    if (v936 % 3 == 0) {
        acc += v936;
        if (acc > 936) child<<<(v936 & 15) + 1, 32>>>(out, acc, v936);
    }
    int v937 = v936 + sizes[6] * 937;
    if (v937 % 3 == 1) {
        acc += v937;
        if (acc > 937) child<<<(v937 & 15) + 1, 32>>>(out, acc, v937);
    }
    int v938 = v937 + sizes[0] * 938;
    if (v938 % 3 == 2) {
        acc += v938;
        if (acc > 938) child<<<(v938 & 15) + 1, 32>>>(out, acc, v938);
    }
    int v939 = v938 + sizes[1] * 939;
    if (v939 % 3 == 0) {
        acc += v939;
        if (acc > 939) child<<<(v939 & 15) + 1, 32>>>(out, acc, v939);
    }
    int v940 = v939 + sizes[2] * 940;
    if (v940 % 3 == 1) {
        acc += v940;
        if (acc > 940) child<<<(v940 & 15) + 1, 32>>>(out, acc, v940);
    }
    int v941 = v940 + sizes[3] * 941;
    if (v941 % 3 == 2) {
        acc += v941;
        if (acc > 941) child<<<(v941 & 15) + 1, 32>>>(out, acc, v941);
    }
    int v942 = v941 + sizes[4] * 942;
    if (v942 % 3 == 0) {
        acc += v942;
        if (acc > 942) child<<<(v942 & 15) + 1, 32>>>(out, acc, v942);
    }
    int v943 = v942 + sizes[5] * 943;
    if (v943 % 3 == 1) {
        acc += v943;
        if (acc > 943) child<<<(v943 & 15) + 1, 32>>>(out, acc, v943);
    }
    int v944 = v943 + sizes[6] * 944;
    if (v944 % 3 == 2) {
        acc += v944;
        if (acc > 944) child<<<(v944 & 15) + 1, 32>>>(out, acc, v944);
    }
    int v945 = v944 + sizes[0] * 945;
    if (v945 % 3 == 0) {
        acc += v945;
        if (acc > 945) child<<<(v945 & 15) + 1, 32>>>(out, acc, v945);
    }
    int v946 = v945 + sizes[1] * 946;
    if (v946 % 3 == 1) {
        acc += v946;
        if (acc > 946) child<<<(v946 & 15) + 1, 32>>>(out, acc, v946);
    }
    int v947 = v946 + sizes[2] * 947;
    if (v947 % 3 == 2) {
        acc += v947;
        if (acc > 947) child<<<(v947 & 15) + 1, 32>>>(out, acc, v947);
    }
    int v948 = v947 + sizes[3] * 948;
    if (v948 % 3 == 0) {
        acc += v948;
        if (acc > 948) child<<<(v948 & 15) + 1, 32>>>(out, acc, v948);
    }
    int v949 = v948 + sizes[4] * 949;
    if (v949 % 3 == 1) {
        acc += v949;
        if (acc > 949) child<<<(v949 & 15) + 1, 32>>>(out, acc, v949);
    }
    int v950 = v949 + sizes[5] * 950;
    if (v950 % 3 == 2) {
        acc += v950;
        if (acc > 950) child<<<(v950 & 15) + 1, 32>>>(out, acc, v950);
    }
    int v951 = v950 + sizes[6] * 951;
    if (v951 % 3 == 0) {
        acc += v951;
        if (acc > 951) child<<<(v951 & 15) + 1, 32>>>(out, acc, v951);
    }
    int v952 = v951 + sizes[0] * 952;
    if (v952 % 3 == 1) {
        acc += v952;
        if (acc > 952) child<<<(v952 & 15) + 1, 32>>>(out, acc, v952);
    }
    int v953 = v952 + sizes[1] * 953;
    if (v953 % 3 == 2) {
        acc += v953;
        if (acc > 953) child<<<(v953 & 15) + 1, 32>>>(out, acc, v953);
    }
    int v954 = v953 + sizes[2] * 954;
    if (v954 % 3 == 0) {
        acc += v954;
        if (acc > 954) child<<<(v954 & 15) + 1, 32>>>(out, acc, v954);
    }
    int v955 = v954 + sizes[3] * 955;
    if (v955 % 3 == 1) {
        acc += v955;
        if (acc > 955) child<<<(v955 & 15) + 1, 32>>>(out, acc, v955);
    }
    int v956 = v955 + sizes[4] * 956;
    if (v956 % 3 == 2) {
        acc += v956;
        if (acc > 956) child<<<(v956 & 15) + 1, 32>>>(out, acc, v956);
    }
    int v957 = v956 + sizes[5] * 957;
    if (v957 % 3 == 0) {
        acc += v957;
        if (acc > 957) child<<<(v957 & 15) + 1, 32>>>(out, acc, v957);
    }
    int v958 = v957 + sizes[6] * 958;
    if (v958 % 3 == 1) {
        acc += v958;
        if (acc > 958) child<<<(v958 & 15) + 1, 32>>>(out, acc, v958);
    }
    int v959 = v958 + sizes[0] * 959;
    if (v959 % 3 == 2) {
        acc += v959;
        if (acc > 959) child<<<(v959 & 15) + 1, 32>>>(out, acc, v959);
    }
    int v960 = v959 + sizes[1] * 960;
    if (v960 % 3 == 0) {
        acc += v960;
        if (acc > 960) child<<<(v960 & 15) + 1, 32>>>(out, acc, v960);
    }
    int v961 = v960 + sizes[2] * 961;
    if (v961 % 3 == 1) {
        acc += v961;
        if (acc > 961) child<<<(v961 & 15) + 1, 32>>>(out, acc, v961);
    }
    int v962 = v961 + sizes[3] * 962;
    if (v962 % 3 == 2) {
        acc += v962;
        if (acc > 962) child<<<(v962 & 15) + 1, 32>>>(out, acc, v962);
    }
    int v963 = v962 + sizes[4] * 963;
    if (v963 % 3 == 0) {
        acc += v963;
        if (acc > 963) child<<<(v963 & 15) + 1, 32>>>(out, acc, v963);
    }
    int v964 = v963 + sizes[5] * 964;
    if (v964 % 3 == 1) {
        acc += v964;
        if (acc > 964) child<<<(v964 & 15) + 1, 32>>>(out, acc, v964);
    }
    int v965 = v964 + sizes[6] * 965;
    if (v965 % 3 == 2) {
        acc += v965;
        if (acc > 965) child<<<(v965 & 15) + 1, 32>>>(out, acc, v965);
    }
    int v966 = v965 + sizes[0] * 966;
    if (v966 % 3 == 0) {
        acc += v966;
        if (acc > 966) child<<<(v966 & 15) + 1, 32>>>(out, acc, v966);
    }
    int v967 = v966 + sizes[1] * 967;
    if (v967 % 3 == 1) {
        acc += v967;
        if (acc > 967) child<<<(v967 & 15) + 1, 32>>>(out, acc, v967);
    }
    int v968 = v967 + sizes[2] * 968;
    if (v968 % 3 == 2) {
        acc += v968;
        if (acc > 968) child<<<(v968 & 15) + 1, 32>>>(out, acc, v968);
    }
    int v969 = v968 + sizes[3] * 969;
    if (v969 % 3 == 0) {
        acc += v969;
        if (acc > 969) child<<<(v969 & 15) + 1, 32>>>(out, acc, v969);
    }
    int v970 = v969 + sizes[4] * 970;
    if (v970 % 3 == 1) {
        acc += v970;
        if (acc > 970) child<<<(v970 & 15) + 1, 32>>>(out, acc, v970);
    }
    int v971 = v970 + sizes[5] * 971;
    if (v971 % 3 == 2) {
        acc += v971;
        if (acc > 971) child<<<(v971 & 15) + 1, 32>>>(out, acc, v971);
    }
    int v972 = v971 + sizes[6] * 972;
    if (v972 % 3 == 0) {
        acc += v972;
        if (acc > 972) child<<<(v972 & 15) + 1, 32>>>(out, acc, v972);
    }
    int v973 = v972 + sizes[0] * 973;
    if (v973 % 3 == 1) {
        acc += v973;
        if (acc > 973) child<<<(v973 & 15) + 1, 32>>>(out, acc, v973);
    }
    int v974 = v973 + sizes[1] * 974;
    if (v974 % 3 == 2) {
        acc += v974;
        if (acc > 974) child<<<(v974 & 15) + 1, 32>>>(out, acc, v974);
    }
    int v975 = v974 + sizes[2] * 975;
    if (v975 % 3 == 0) {
        acc += v975;
        if (acc > 975) child<<<(v975 & 15) + 1, 32>>>(out, acc, v975);
    }
    int v976 = v975 + sizes[3] * 976;
    if (v976 % 3 == 1) {
        acc += v976;
        if (acc > 976) child<<<(v976 & 15) + 1, 32>>>(out, acc, v976);
    }
    int v977 = v976 + sizes[4] * 977;
    if (v977 % 3 == 2) {
        acc += v977;
        if (acc > 977) child<<<(v977 & 15) + 1, 32>>>(out, acc, v977);
    }
    int v978 = v977 + sizes[5] * 978;
    if (v978 % 3 == 0) {
        acc += v978;
        if (acc > 978) child<<<(v978 & 15) + 1, 32>>>(out, acc, v978);
    }
    int v979 = v978 + sizes[6] * 979;
    if (v979 % 3 == 1) {
        acc += v979;
        if (acc > 979) child<<<(v979 & 15) + 1, 32>>>(out, acc, v979);
    }
    int v980 = v979 + sizes[0] * 980;
    if (v980 % 3 == 2) {
        acc += v980;
        if (acc > 980) child<<<(v980 & 15) + 1, 32>>>(out, acc, v980);
    }
    int v981 = v980 + sizes[1] * 981;
    if (v981 % 3 == 0) {
        acc += v981;
        if (acc > 981) child<<<(v981 & 15) + 1, 32>>>(out, acc, v981);
    }
    int v982 = v981 + sizes[2] * 982;
    if (v982 % 3 == 1) {
        acc += v982;
        if (acc > 982) child<<<(v982 & 15) + 1, 32>>>(out, acc, v982);
    }
    int v983 = v982 + sizes[3] * 983;
    if (v983 % 3 == 2) {
        acc += v983;
        if (acc > 983) child<<<(v983 & 15) + 1, 32>>>(out, acc, v983);
    }
    int v984 = v983 + sizes[4] * 984;
    if (v984 % 3 == 0) {
        acc += v984;
        if (acc > 984) child<<<(v984 & 15) + 1, 32>>>(out, acc, v984);
    }
    int v985 = v984 + sizes[5] * 985;
    if (v985 % 3 == 1) {
        acc += v985;
        if (acc > 985) child<<<(v985 & 15) + 1, 32>>>(out, acc, v985);
    }
    int v986 = v985 + sizes[6] * 986;
    if (v986 % 3 == 2) {
        acc += v986;
        if (acc > 986) child<<<(v986 & 15) + 1, 32>>>(out, acc, v986);
    }
    int v987 = v986 + sizes[0] * 987;
    if (v987 % 3 == 0) {
        acc += v987;
        if (acc > 987) child<<<(v987 & 15) + 1, 32>>>(out, acc, v987);
    }
    int v988 = v987 + sizes[1] * 988;
    if (v988 % 3 == 1) {
        acc += v988;
        if (acc > 988) child<<<(v988 & 15) + 1, 32>>>(out, acc, v988);
    }
    int v989 = v988 + sizes[2] * 989;
    if (v989 % 3 == 2) {
        acc += v989;
        if (acc > 989) child<<<(v989 & 15) + 1, 32>>>(out, acc, v989);
    }
    int v990 = v989 + sizes[3] * 990;
    if (v990 % 3 == 0) {
        acc += v990;
        if (acc > 990) child<<<(v990 & 15) + 1, 32>>>(out, acc, v990);
    }
    int v991 = v990 + sizes[4] * 991;
    if (v991 % 3 == 1) {
        acc += v991;
        if (acc > 991) child<<<(v991 & 15) + 1, 32>>>(out, acc, v991);
    }
    int v992 = v991 + sizes[5] * 992;
    if (v992 % 3 == 2) {
        acc += v992;
        if (acc > 992) child<<<(v992 & 15) + 1, 32>>>(out, acc, v992);
    }
    int v993 = v992 + sizes[6] * 993;
    if (v993 % 3 == 0) {
        acc += v993;
        if (acc > 993) child<<<(v993 & 15) + 1, 32>>>(out, acc, v993);
    }
    int v994 = v993 + sizes[0] * 994;
    if (v994 % 3 == 1) {
        acc += v994;
        if (acc > 994) child<<<(v994 & 15) + 1, 32>>>(out, acc, v994);
    }
    int v995 = v994 + sizes[1] * 995;
    if (v995 % 3 == 2) {
        acc += v995;
        if (acc > 995) child<<<(v995 & 15) + 1, 32>>>(out, acc, v995);
    }
    int v996 = v995 + sizes[2] * 996;
    if (v996 % 3 == 0) {
        acc += v996;
        if (acc > 996) child<<<(v996 & 15) + 1, 32>>>(out, acc, v996);
    }
    int v997 = v996 + sizes[3] * 997;
    if (v997 % 3 == 1) {
        acc += v997;
        if (acc > 997) child<<<(v997 & 15) + 1, 32>>>(out, acc, v997);
    }
    int v998 = v997 + sizes[4] * 998;
    if (v998 % 3 == 2) {
        acc += v998;
        if (acc > 998) child<<<(v998 & 15) + 1, 32>>>(out, acc, v998);
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
