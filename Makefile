# Rookery: common tasks. `make run` and `make test` install missing Debian
# packages first (scripts/install-deps.sh); only the Rust toolchain is needed.

# Use the rustup toolchain even when ~/.cargo/bin is not on PATH.
ifeq ($(shell command -v cargo 2>/dev/null),)
  ifneq ($(wildcard $(HOME)/.cargo/bin/cargo),)
    export PATH := $(HOME)/.cargo/bin:$(PATH)
  endif
endif

CARGO ?= cargo

.PHONY: deps build run test e2e bench perft-deep fmt clippy clean

deps:
	@bash scripts/install-deps.sh

build: deps
	$(CARGO) build --release

run: deps
	$(CARGO) run --release --

test: deps
	$(CARGO) fmt --all -- --check
	$(CARGO) clippy --all-targets -- -D warnings
	$(CARGO) test
	bash scripts/e2e.sh

# The end-to-end test alone (needs the debug binary that `cargo test` builds).
e2e: deps
	bash scripts/e2e.sh

bench:
	$(CARGO) bench --bench perft

perft-deep:
	bash scripts/perft-deep.sh

fmt:
	$(CARGO) fmt --all

clippy:
	$(CARGO) clippy --all-targets -- -D warnings

clean:
	$(CARGO) clean
