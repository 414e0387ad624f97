/*
 * Probes the system's libpcre2-8 (10.40-10.42, as mongod 7.0's vendored 10.40) for where a pattern first
 * matches a subject. Reads lines "pattern<TAB>subject[<TAB>start]" on stdin, the subject as hex code points
 * separated by spaces, the start (where the search begins, 0 unless given) as a code point index; for each
 * writes the match's start and end as code point indexes (an end inside a character, after `\C`, as
 * "index+bytes"; "-" for no match, "E<code>" for a matching error, "ERR <message>" when the pattern does not
 * compile), from the interpreter, then " | ", then from the JIT.
 * Compile options are mongod's (UTF).
 */
#include <stdint.h>
#include "pcre2-api.h"
#include "utf8.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void report(pcre2_code *code, const unsigned char *subject, size_t length, const size_t *offsets, int n, int from, uint32_t options, pcre2_match_data *md) {
  int rc = pcre2_match_8(code, subject, length, offsets[from], options, md, NULL);
  if (rc <= 0) { printf(rc == -1 ? "-" : "E%d", rc); return; }
  size_t *ov = pcre2_get_ovector_pointer_8(md);
  int start = 0, end = 0;
  while (start < n && offsets[start] < ov[0]) start++;
  while (end < n && offsets[end] < ov[1]) end++;
  /* A match can end inside a character after \C: "index+bytes" into it. */
  if (offsets[end] != ov[1]) printf("%d %d+%d", start, end - 1, (int)(ov[1] - offsets[end - 1]));
  else printf("%d %d", start, end);
}

int main(void) {
  static char line[1 << 16];
  static unsigned char subject[1 << 16];
  static size_t offsets[1 << 14];
  pcre2_match_data *md = pcre2_match_data_create_8(32, NULL);
  while (fgets(line, sizeof line, stdin)) {
    char *tab = strchr(line, '\t');
    if (!tab) { printf("ERR no tab\n"); continue; }
    *tab = 0;
    char *startTab = strchr(tab + 1, '\t');
    int from = 0;
    if (startTab) { *startTab = 0; from = atoi(startTab + 1); }
    size_t length = 0; int n = 0;
    for (char *p = strtok(tab + 1, " \n"); p; p = strtok(NULL, " \n")) { offsets[n++] = length; length += utf8(strtoul(p, NULL, 16), subject + length); }
    offsets[n] = length;
    int error; size_t where;
    pcre2_code *code = pcre2_compile_8((unsigned char *)line, strlen(line), UTF, &error, &where, NULL);
    if (!code) {
      unsigned char message[256];
      pcre2_get_error_message_8(error, message, sizeof message);
      printf("ERR %s\n", message); continue;
    }
    pcre2_jit_compile_8(code, 1);
    report(code, subject, length, offsets, n, from, NO_JIT, md);
    printf(" | ");
    report(code, subject, length, offsets, n, from, 0, md);
    printf("\n");
    pcre2_code_free_8(code);
  }
  return 0;
}
