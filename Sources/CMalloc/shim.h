#ifndef CMALLOC_SHIM_H
#define CMALLOC_SHIM_H
/* glibc's malloc tuning (mallopt), for the gen command's heap set-up; nothing elsewhere. */
#if defined(__linux__)
#include <malloc.h>
#endif
#endif
