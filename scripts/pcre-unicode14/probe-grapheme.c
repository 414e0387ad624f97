/*
 * Probes the system's libpcre2-8 (10.40-10.42: Unicode 14, as mongod 7.0's vendored 10.40) for how `\X`
 * (an extended grapheme cluster) splits strings. Two modes:
 *   probe-grapheme classes   for every code point c, which pairs and short sequences around it `\X` keeps
 *                            together with representatives of the break properties; prints runs of code
 *                            points with the same answers as "first last signature" (hex).
 *   probe-grapheme split     reads lines of hex code points (space-separated) on stdin; for each writes the
 *                            lengths, in code points, of the clusters successive `\X` matches find, from the
 *                            interpreter, then "|", then from the JIT.
 */
#include <stdint.h>
#include "pcre2-api.h"
#include "utf8.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One code point of each break property, in the order PCRE2 numbers them (ucp_gbCR ... ucp_gbExtended_Pictographic). */
static const uint32_t REPS[] = {0x0d, 0x0a, 0x01, 0x300, 0x600, 0x903, 0x1100, 0x1160, 0x11a8, 0xac00, 0xac01, 0x1f1e6, 0x61, 0x200d, 0xa9};
#define NREPS (sizeof REPS / sizeof REPS[0])
#define ZWJ 0x200d
#define PICT 0xa9

static pcre2_code *code;
static pcre2_match_data *md;

/* The code point counts of the clusters `\X` finds in cps[0..n), matching from each cluster's end. */
static int split(const uint32_t *cps, int n, uint32_t options, int *lengths) {
  unsigned char subject[4096];
  size_t offsets[1025];
  size_t length = 0;
  for (int i = 0; i < n; i++) { offsets[i] = length; length += utf8(cps[i], subject + length); }
  offsets[n] = length;
  int count = 0, at = 0;
  while (at < n) {
    if (pcre2_match_8(code, subject, length, offsets[at], options, md, NULL) <= 0) break;
    size_t end = pcre2_get_ovector_pointer_8(md)[1];
    int next = at;
    while (offsets[next] < end) next++;
    lengths[count++] = next - at;
    at = next;
  }
  return count;
}

/* Whether `\X` matches the whole of cps[0..n) as one cluster (interpreter). */
static int together(const uint32_t *cps, int n) {
  int lengths[1024];
  return split(cps, n, NO_JIT, lengths) == 1;
}

int main(int argc, char **argv) {
  int error; size_t offset;
  code = pcre2_compile_8((const unsigned char *)"\\X", 2, UTF, &error, &offset, NULL);
  pcre2_jit_compile_8(code, 1);
  md = pcre2_match_data_create_8(1, NULL);
  if (argc > 1 && strcmp(argv[1], "classes") == 0) {
    uint64_t previous = 0; long first = -1, last = -1;
    for (uint32_t c = 0; c <= 0x110000; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      /* Bit i: REPS[i] then c are one cluster; bit 16 + i: c then REPS[i]; bits 32-36: the sequences t1-t5
         that tell the Extended_Pictographic rule's participants apart. */
      uint64_t signature = 0;
      if (c < 0x110000) {
        for (unsigned i = 0; i < NREPS; i++) {
          uint32_t before[] = {REPS[i], c}, after[] = {c, REPS[i]};
          if (together(before, 2)) signature |= 1ull << i;
          if (together(after, 2)) signature |= 1ull << (16 + i);
        }
        uint32_t t1[] = {PICT, c, ZWJ, PICT}, t2[] = {c, ZWJ, PICT}, t3[] = {0x61, ZWJ, c}, t4[] = {PICT, ZWJ, c}, t5[] = {PICT, c, PICT};
        signature |= (uint64_t)together(t1, 4) << 32 | (uint64_t)together(t2, 3) << 33 | (uint64_t)together(t3, 3) << 34;
        signature |= (uint64_t)together(t4, 3) << 35 | (uint64_t)together(t5, 3) << 36;
      }
      if (c < 0x110000 && first >= 0 && signature == previous) { last = c; continue; }
      if (first >= 0) printf("%lx %lx %llx\n", first, last, (unsigned long long)previous);
      first = last = c; previous = signature;
    }
    return 0;
  }
  static char line[65536];
  while (fgets(line, sizeof line, stdin)) {
    uint32_t cps[1024]; int n = 0;
    for (char *p = strtok(line, " \n"); p && n < 1024; p = strtok(NULL, " \n")) cps[n++] = strtoul(p, NULL, 16);
    int lengths[1024];
    int count = split(cps, n, NO_JIT, lengths);
    for (int i = 0; i < count; i++) printf("%s%d", i ? "," : "", lengths[i]);
    printf("|");
    count = split(cps, n, 0, lengths);
    for (int i = 0; i < count; i++) printf("%s%d", i ? "," : "", lengths[i]);
    printf("\n");
  }
  return 0;
}
