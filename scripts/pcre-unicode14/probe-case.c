/*
 * Probes the system's libpcre2-8 (Unicode 14, as mongod 7.0's PCRE2 10.40) for its caseless sets: for each
 * code point below U+20000 (cased characters end at U+1E943), which code points `(?i)\x{cp}` matches in a
 * subject of every code point up to U+1FFFF. Prints "cp:a,b,c" (hex) for each code point matching more than
 * itself. Used by compare-case.ts.
 */
#include <stdint.h>
#include "pcre2-api.h"
#include "utf8.h"
#include <stdio.h>
#include <stdlib.h>
#define LAST 0x1ffff
static uint32_t decode(const unsigned char *s) {
  if (s[0] < 0x80) return s[0];
  if (s[0] < 0xe0) return (s[0] & 31) << 6 | (s[1] & 63);
  if (s[0] < 0xf0) return (s[0] & 15) << 12 | (s[1] & 63) << 6 | (s[2] & 63);
  return (s[0] & 7) << 18 | (s[1] & 63) << 12 | (s[2] & 63) << 6 | (s[3] & 63);
}
int main(void) {
  unsigned char *subject = malloc(4 * (LAST + 1));
  size_t length = 0;
  for (uint32_t cp = 0; cp <= LAST; cp++) if (cp < 0xd800 || cp > 0xdfff) length += utf8(cp, subject + length);
  pcre2_match_data *md = pcre2_match_data_create_8(1, NULL);
  for (uint32_t cp = 0; cp <= LAST; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    char pattern[32];
    int n = snprintf(pattern, sizeof pattern, "(?i)\\x{%x}", cp);
    int error; size_t offset;
    pcre2_code *code = pcre2_compile_8((unsigned char *)pattern, n, UTF, &error, &offset, NULL);
    pcre2_jit_compile_8(code, 1);
    uint32_t found[16]; int count = 0; size_t start = 0;
    while (count < 16 && pcre2_match_8(code, subject, length, start, 0, md, NULL) > 0) {
      size_t *ov = pcre2_get_ovector_pointer_8(md);
      found[count++] = decode(subject + ov[0]); start = ov[1];
    }
    if (count > 1 || (count == 1 && found[0] != cp)) {
      printf("%x:", cp);
      for (int i = 0; i < count; i++) printf("%s%x", i ? "," : "", found[i]);
      printf("\n");
    }
    pcre2_code_free_8(code);
  }
  return 0;
}
