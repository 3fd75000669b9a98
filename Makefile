# The README's two commands, with the one set-up step SwiftPM cannot do: libyaml, which gen
# reads specs with. `make generate` and `make test` install it when pkg-config does not find
# it (apt-get on Debian/Ubuntu, Homebrew on macOS), then run the plain swift command.
.PHONY: generate test libyaml

generate: libyaml
	swift run gen Specs/

test: libyaml
	swift test

libyaml:
	@if pkg-config --exists yaml-0.1 2>/dev/null; then exit 0; fi; \
	if [ "$$(uname)" = Darwin ]; then \
		command -v brew >/dev/null || { echo "libyaml is missing: install Homebrew (https://brew.sh), then run make again" >&2; exit 1; }; \
		brew install libyaml pkg-config; \
	elif command -v apt-get >/dev/null; then \
		if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
		$$SUDO apt-get update && $$SUDO apt-get install -y libyaml-dev pkg-config; \
	else \
		echo "libyaml is missing: install libyaml's development files and pkg-config with your package manager" >&2; exit 1; \
	fi
