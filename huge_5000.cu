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
