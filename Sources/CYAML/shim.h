#ifndef CYAML_SHIM_H
#define CYAML_SHIM_H
/* Found through pkg-config's include path, never an absolute path, so Homebrew works too. */
#include <yaml.h>
#endif
