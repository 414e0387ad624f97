/*
 * Probes the system's libpcre2-8 (10.40-10.42: Unicode 14 tables, as mongod 7.0's vendored 10.40) for which
 * code points a one-character pattern matches. Reads one pattern per line on stdin; for each writes
 * "ERR <message>" when PCRE2 refuses it, or the matching code points as hex ranges "a-b,c-d,...".
 * Compile options are mongod's (UTF, no UCP unless the pattern asks), plus ANCHORED.
 * The PCRE2 functions come from pcre2-api.h, so it builds without libpcre2-dev's headers.
 */
#include <stdint.h>
#include "pcre2-api.h"
#include "utf8.h"
#include <stdio.h>
#include <string.h>

int main(void) {
  static char line[4096];
  while (fgets(line, sizeof line, stdin)) {
    size_t n = strlen(line);
    if (n && line[n - 1] == '\n') line[--n] = 0;
    int error; size_t offset;
    pcre2_code *code = pcre2_compile_8((unsigned char *)line, n, UTF | ANCHORED, &error, &offset, NULL);
    if (!code) {
      unsigned char message[256];
      pcre2_get_error_message_8(error, message, sizeof message);
      printf("ERR %s\n", message); fflush(stdout); continue;
    }
    pcre2_jit_compile_8(code, 1);
    pcre2_match_data *md = pcre2_match_data_create_from_pattern_8(code, NULL);
    long start = -1, last = -1; int first = 1;
    for (uint32_t cp = 0; cp <= 0x110000; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue; /* surrogates never occur in a subject: a range runs across them */
      int hit = 0;
      if (cp < 0x110000) {
        unsigned char s[4]; size_t len = utf8(cp, s);
        hit = pcre2_match_8(code, s, len, 0, 0, md, NULL) > 0;
      }
      if (hit) { if (start < 0) start = cp; last = cp; }
      else if (start >= 0) {
        printf("%s%lx-%lx", first ? "" : ",", start, last); first = 0; start = -1;
      }
    }
    printf("\n"); fflush(stdout);
    pcre2_match_data_free_8(md); pcre2_code_free_8(code);
  }
  return 0;
}
