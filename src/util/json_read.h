/* A small JSON reader, for the compile_commands.json of a build
 * (compile_commands.h): the whole of RFC 8259's grammar, strings decoded
 * (\uXXXX to UTF-8, surrogate pairs joined), nesting limited to
 * JSON_MAX_DEPTH. */
#ifndef DPOPT_UTIL_JSON_READ_H
#define DPOPT_UTIL_JSON_READ_H

#include <stdbool.h>
#include <stdint.h>

#define JSON_MAX_DEPTH 64

typedef enum JsonKind { JSON_NULL, JSON_BOOL, JSON_NUMBER, JSON_STRING, JSON_ARRAY, JSON_OBJECT } JsonKind;

typedef struct JsonValue {
    JsonKind kind;
    char *text;               /* a string, decoded; a number as written */
    bool truth;               /* a bool */
    struct JsonValue *items;  /* an array's values, an object's member values */
    char **keys;              /* an object's member names, decoded */
    int count;
    uint32_t at;              /* byte offset of the value in the text */
} JsonValue;

/* Reads `text`; NULL on malformed JSON, with *error_at the offset of the
 * fault and *error what it is. The caller frees the result (json_free). */
JsonValue *json_read(const char *text, uint32_t len, uint32_t *error_at, const char **error);
/* An object's member named `key` (the last of that name), or NULL. */
const JsonValue *json_member(const JsonValue *object, const char *key);
void json_free(JsonValue *value);

#endif
