/* UTF-8 encoding of one code point (the probes build their subjects with it). */
#include <stddef.h>
#include <stdint.h>

static size_t utf8(uint32_t cp, unsigned char *out) {
  if (cp < 0x80) { out[0] = cp; return 1; }
  if (cp < 0x800) { out[0] = 0xc0 | cp >> 6; out[1] = 0x80 | (cp & 63); return 2; }
  if (cp < 0x10000) { out[0] = 0xe0 | cp >> 12; out[1] = 0x80 | (cp >> 6 & 63); out[2] = 0x80 | (cp & 63); return 3; }
  out[0] = 0xf0 | cp >> 18; out[1] = 0x80 | (cp >> 12 & 63); out[2] = 0x80 | (cp >> 6 & 63); out[3] = 0x80 | (cp & 63);
  return 4;
}
