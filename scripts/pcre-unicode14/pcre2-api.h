/* The few libpcre2-8 functions and options the probes use, declared here so that they build without
 * libpcre2-dev's headers. */
#include <stddef.h>
#include <stdint.h>

typedef struct pcre2_code pcre2_code;
typedef struct pcre2_match_data pcre2_match_data;
extern pcre2_code *pcre2_compile_8(const unsigned char *, size_t, uint32_t, int *, size_t *, void *);
extern int pcre2_jit_compile_8(pcre2_code *, uint32_t);
extern pcre2_match_data *pcre2_match_data_create_8(uint32_t, void *);
extern pcre2_match_data *pcre2_match_data_create_from_pattern_8(const pcre2_code *, void *);
extern int pcre2_match_8(const pcre2_code *, const unsigned char *, size_t, size_t, uint32_t, pcre2_match_data *, void *);
extern size_t *pcre2_get_ovector_pointer_8(pcre2_match_data *);
extern void pcre2_code_free_8(pcre2_code *);
extern void pcre2_match_data_free_8(pcre2_match_data *);
extern int pcre2_get_error_message_8(int, unsigned char *, size_t);

#define UTF 0x00080000u        /* compile: PCRE2_UTF, as mongod compiles */
#define ANCHORED 0x80000000u   /* compile: PCRE2_ANCHORED */
#define NO_JIT 0x00002000u     /* match: PCRE2_NO_JIT, the interpreter */
