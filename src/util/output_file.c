#include "util/output_file.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util/alloc.h"

bool output_file_is_input(const char *output, const char *input)
{
    if (strcmp(output, "-") == 0 || strcmp(input, "-") == 0)
        return false;
    if (strcmp(output, input) == 0)
        return true;
    struct stat out, in;
    return stat(output, &out) == 0 && stat(input, &in) == 0 && out.st_dev == in.st_dev &&
           out.st_ino == in.st_ino;
}

static bool write_all(int fd, const char *data, uint32_t len)
{
    while (len > 0) {
        ssize_t n = write(fd, data, len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        data += n;
        len -= (uint32_t)n;
    }
    return true;
}

/* The file a chain of symbolic links ends at (the path itself when it is
 * no link). A dangling link names the file to create. Caller frees. */
static char *follow_links(const char *path)
{
    char *current = xstrdup(path);
    for (int hops = 0; hops < 40; hops++) {
        char target[PATH_MAX];
        ssize_t n = readlink(current, target, sizeof target - 1);
        if (n < 0)
            return current;
        target[n] = '\0';
        char *next;
        const char *slash = strrchr(current, '/');
        if (target[0] == '/' || !slash) {
            next = xstrdup(target);
        } else {
            /* A relative target is relative to the link's folder. */
            size_t dir = (size_t)(slash - current) + 1;
            next = xmalloc(dir + (size_t)n + 1);
            memcpy(next, current, dir);
            memcpy(next + dir, target, (size_t)n + 1);
        }
        free(current);
        current = next;
    }
    free(current);
    errno = ELOOP;
    return NULL;
}

static mode_t mode_for_new_file(void)
{
    mode_t mask = umask(0);
    umask(mask);
    return 0666 & ~mask;
}

/* Writes the data to a new temporary file beside `path` (its name in
 * *tmp_out, the caller's), for a rename over `path` later. */
static int write_temporary(const char *path, const char *data, uint32_t len, mode_t mode, char **tmp_out)
{
    size_t n = strlen(path);
    char *tmp = xmalloc(n + 16);
    snprintf(tmp, n + 16, "%s.dpopt-XXXXXX", path);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        fprintf(stderr, "%s: error: cannot create a temporary file beside it: %s\n", path, strerror(errno));
        free(tmp);
        return 1;
    }
    bool ok = fchmod(fd, mode) == 0 && write_all(fd, data, len);
    int saved = errno;
    if (close(fd) != 0 && ok) {
        ok = false;
        saved = errno;
    }
    if (!ok) {
        fprintf(stderr, "%s: error: cannot write: %s\n", path, strerror(saved));
        unlink(tmp);
        free(tmp);
        return 1;
    }
    *tmp_out = tmp;
    return 0;
}

static int rename_over(const char *tmp, const char *path)
{
    if (rename(tmp, path) == 0)
        return 0;
    fprintf(stderr, "%s: error: cannot write: %s\n", path, strerror(errno));
    unlink(tmp);
    return 1;
}

/* Where a regular file at `path` (or none yet) is written: the end of its
 * links (*target_out, the caller's), and the mode it gets. */
static int regular_target(const char *path, char **target_out, mode_t *mode)
{
    char *target = follow_links(path);
    if (!target) {
        fprintf(stderr, "%s: error: cannot write: %s\n", path, strerror(errno));
        return 1;
    }
    struct stat st;
    *mode = stat(target, &st) == 0 ? (st.st_mode & 07777) : mode_for_new_file();
    *target_out = target;
    return 0;
}

/* Whether `path` exists and is not a regular file (written in place). */
static bool is_special(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && !S_ISREG(st.st_mode);
}

/* An output being written: standard output; a file that is no regular
 * file (a character device such as /dev/null, a FIFO, a terminal), written
 * where it is, since renaming a file over it would replace the device node
 * itself; or a temporary file beside `target`, renamed over it once
 * everything is written. */
struct OutputFile {
    const char *path; /* as given, for messages */
    bool to_stdout;
    int fd;
    char *target;     /* a regular file: where the temporary one goes; NULL: in place */
    char *tmp;
    bool failed;      /* a write failed (its errno in saved_errno) */
    int saved_errno;
};

OutputFile *output_file_open(const char *path)
{
    OutputFile *f = xcalloc(1, sizeof *f);
    f->path = path;
    f->fd = -1;
    f->to_stdout = strcmp(path, "-") == 0;
    if (f->to_stdout)
        return f;
    if (is_special(path)) {
        f->fd = open(path, O_WRONLY);
        if (f->fd < 0) {
            f->failed = true;
            f->saved_errno = errno;
        }
        return f;
    }
    /* A regular file, or none yet: the rename goes where the links end. */
    mode_t mode;
    if (regular_target(path, &f->target, &mode) != 0) {
        free(f);
        return NULL;
    }
    size_t n = strlen(f->target);
    f->tmp = xmalloc(n + 16);
    snprintf(f->tmp, n + 16, "%s.dpopt-XXXXXX", f->target);
    f->fd = mkstemp(f->tmp);
    if (f->fd < 0) {
        fprintf(stderr, "%s: error: cannot create a temporary file beside it: %s\n", f->target, strerror(errno));
        free(f->tmp);
        free(f->target);
        free(f);
        return NULL;
    }
    if (fchmod(f->fd, mode) != 0) {
        f->failed = true;
        f->saved_errno = errno;
    }
    return f;
}

bool output_file_put(OutputFile *f, const char *data, size_t len)
{
    if (f->failed)
        return false;
    if (f->to_stdout) {
        if (fwrite(data, 1, len, stdout) != len)
            f->failed = true;
        return !f->failed;
    }
    while (len > 0) {
        size_t piece = len < (1u << 30) ? len : (1u << 30);
        if (!write_all(f->fd, data, (uint32_t)piece)) {
            f->failed = true;
            f->saved_errno = errno;
            return false;
        }
        data += piece;
        len -= piece;
    }
    return true;
}

int output_file_close(OutputFile *f)
{
    int status = 0;
    if (f->to_stdout) {
        if (output_file_flush_stdout() != 0)
            status = 1;
        else if (f->failed) {
            fprintf(stderr, "dpopt: error: cannot write standard output\n");
            status = 1;
        }
        free(f);
        return status;
    }
    if (f->fd >= 0 && close(f->fd) != 0 && !f->failed) {
        f->failed = true;
        f->saved_errno = errno;
    }
    if (f->failed) {
        fprintf(stderr, "%s: error: cannot write: %s\n", f->tmp ? f->target : f->path, strerror(f->saved_errno));
        if (f->tmp)
            unlink(f->tmp);
        status = 1;
    } else if (f->tmp) {
        status = rename_over(f->tmp, f->target);
    }
    free(f->tmp);
    free(f->target);
    free(f);
    return status;
}

int output_file_write(const char *path, const char *data, uint32_t len)
{
    OutputFile *f = output_file_open(path);
    if (!f)
        return 1;
    output_file_put(f, data, len);
    return output_file_close(f);
}

/* One output of a stage: a temporary file to rename over `target`, or,
 * for a target that is no regular file, the data to write in place. */
typedef struct Staged {
    char *target;
    char *tmp;       /* NULL: written in place */
    char *data;
    uint32_t len;
} Staged;

struct OutputStage {
    Staged *items;
    int count, cap;
};

OutputStage *output_stage_new(void) { return xcalloc(1, sizeof(OutputStage)); }

int output_stage_add(OutputStage *stage, const char *path, const char *data, uint32_t len)
{
    Staged item = {0};
    if (strcmp(path, "-") == 0 || is_special(path)) {
        item.target = xstrdup(path);
        item.data = xmalloc(len ? len : 1);
        memcpy(item.data, data, len);
        item.len = len;
    } else {
        mode_t mode;
        if (regular_target(path, &item.target, &mode) != 0)
            return 1;
        if (write_temporary(item.target, data, len, mode, &item.tmp) != 0) {
            free(item.target);
            return 1;
        }
    }
    ARRAY_PUSH(stage->items, stage->count, stage->cap, item);
    return 0;
}

static void stage_free(OutputStage *stage)
{
    for (int i = 0; i < stage->count; i++) {
        free(stage->items[i].target);
        free(stage->items[i].tmp);
        free(stage->items[i].data);
    }
    free(stage->items);
    free(stage);
}

int output_stage_commit(OutputStage *stage)
{
    int status = 0;
    for (int i = 0; i < stage->count; i++) {
        Staged *item = &stage->items[i];
        if (status != 0 && item->tmp)
            unlink(item->tmp); /* an earlier one failed: the rest stay as they were */
        else if (status == 0)
            status = item->tmp ? rename_over(item->tmp, item->target)
                               : output_file_write(item->target, item->data, item->len);
    }
    stage_free(stage);
    return status;
}

void output_stage_discard(OutputStage *stage)
{
    for (int i = 0; i < stage->count; i++)
        if (stage->items[i].tmp)
            unlink(stage->items[i].tmp);
    stage_free(stage);
}

int output_file_flush_stdout(void)
{
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "dpopt: error: cannot write standard output: %s\n", strerror(errno));
        return 1;
    }
    return 0;
}

bool output_file_names_folder(const char *output)
{
    struct stat st;
    size_t len = output ? strlen(output) : 0;
    if (len == 0 || strcmp(output, "-") == 0)
        return false;
    return output[len - 1] == '/' || (stat(output, &st) == 0 && S_ISDIR(st.st_mode));
}

bool output_folder_paths(const char *folder, const char *const *inputs, int count, bool report_only, char **paths,
                         bool *made)
{
    *made = false;
    if (!folder) {
        if (report_only)
            return true;
        fprintf(stderr, "dpopt: error: several input files need -o FOLDER/: each is written there under its own name\n");
        return false;
    }
    struct stat st;
    size_t len = strlen(folder);
    if (strcmp(folder, "-") == 0 || (stat(folder, &st) == 0 && !S_ISDIR(st.st_mode))) {
        fprintf(stderr, "dpopt: error: several input files are written into a folder: '%s' is not one\n", folder);
        return false;
    }
    if (stat(folder, &st) != 0) {
        if (len == 0 || folder[len - 1] != '/') {
            fprintf(stderr, "dpopt: error: no folder '%s' (write '%s/' to have dpopt make it)\n", folder, folder);
            return false;
        }
        if (mkdir(folder, 0777) != 0) {
            fprintf(stderr, "dpopt: error: cannot make the folder '%s': %s\n", folder, strerror(errno));
            return false;
        }
        *made = true;
    }
    for (int i = 0; i < count; i++) {
        if (strcmp(inputs[i], "-") == 0) {
            fprintf(stderr, "dpopt: error: standard input has no name to be written under in '%s': name a file with -o\n",
                    folder);
            return false;
        }
        const char *slash = strrchr(inputs[i], '/'), *name = slash ? slash + 1 : inputs[i];
        for (int j = 0; j < i; j++) {
            const char *other = strrchr(inputs[j], '/');
            if (strcmp(other ? other + 1 : inputs[j], name) == 0) {
                fprintf(stderr, "dpopt: error: '%s' and '%s' would both be written to %s%s%s\n", inputs[j], inputs[i],
                        folder, len && folder[len - 1] == '/' ? "" : "/", name);
                return false;
            }
        }
        size_t size = len + strlen(name) + 2;
        paths[i] = xmalloc(size);
        snprintf(paths[i], size, "%s%s%s", folder, len && folder[len - 1] == '/' ? "" : "/", name);
        if (output_file_is_input(paths[i], inputs[i])) {
            fprintf(stderr, "%s: error: the output would overwrite the input; name another folder with -o\n", paths[i]);
            return false;
        }
    }
    return true;
}

/* Only an empty folder goes: whatever else is there was not this run's. */
void output_folder_unmake(const char *folder) { rmdir(folder); }
