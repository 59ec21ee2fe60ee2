# Rookery: common tasks. `make run` and `make test` install missing Debian
# packages first (scripts/install-deps.sh; `make run` also what the window
# needs at run time); only the Rust toolchain is needed.

# Use the rustup toolchain even when ~/.cargo/bin is not on PATH.
ifeq ($(shell command -v cargo 2>/dev/null),)
  ifneq ($(wildcard $(HOME)/.cargo/bin/cargo),)
    export PATH := $(HOME)/.cargo/bin:$(PATH)
  endif
endif

CARGO ?= cargo

# What the window needs at run time beside the build's packages: a Vulkan
# driver (Mesa's; it also draws on the CPU when there is no GPU), the
# Vulkan loader and the X11 libraries winit loads.
RUN_PACKAGES = mesa-vulkan-drivers libvulkan1 libxcursor1 libxrandr2 libxi6 libxkbcommon-x11-0 libx11-xcb1

.PHONY: deps run-deps build run test e2e soak bench perft-deep fmt clippy clean

deps:
	@bash scripts/install-deps.sh

# The build's packages and the window's.
run-deps:
	@bash scripts/install-deps.sh $(RUN_PACKAGES)

build: deps
	$(CARGO) build --release

run: run-deps
	$(CARGO) run --release --

test: deps
	$(CARGO) fmt --all -- --check
	$(CARGO) clippy --all-targets -- -D warnings
	$(CARGO) test
	bash scripts/e2e.sh
	SOAK_SEED=$${SOAK_SEED:-20261123} bash scripts/soak.sh

# The end-to-end test alone (needs the debug binary that `cargo test` builds).
e2e: deps
	bash scripts/e2e.sh

# Random input in the real window (scripts/soak.sh): `make soak EVENTS=20000
# SEED=42`; a failure prints the seed to replay it with.
EVENTS ?= 2000
SEED ?=
soak: deps
	$(CARGO) build --bin rookery
	SOAK_EVENTS=$(EVENTS) SOAK_SEED=$(SEED) bash scripts/soak.sh

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
