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

# Installing: `make build` as yourself, then `sudo make install`
# (PREFIX=/usr/local by default; DESTDIR for packaging). ROOKERY_BIN picks
# the binary to install (the release build by default, built if missing).
PREFIX ?= /usr/local
DESTDIR ?=
APP_ID = io.github.rookery_chess.Rookery
TARGET_DIR ?= $(or $(CARGO_TARGET_DIR),target)
ROOKERY_BIN ?= $(TARGET_DIR)/release/rookery
ICON_SIZES = 16 22 24 32 48 64 128 256
BINDIR = $(DESTDIR)$(PREFIX)/bin
SHAREDIR = $(DESTDIR)$(PREFIX)/share
ICONDIR = $(SHAREDIR)/icons/hicolor
# Every file `make install` puts down, for `make uninstall`.
INSTALLED = $(BINDIR)/rookery \
	$(SHAREDIR)/applications/$(APP_ID).desktop \
	$(SHAREDIR)/metainfo/$(APP_ID).metainfo.xml \
	$(ICONDIR)/scalable/apps/$(APP_ID).svg \
	$(foreach s,$(ICON_SIZES),$(ICONDIR)/$(s)x$(s)/apps/$(APP_ID).png)

.PHONY: deps run-deps check-deps build run test e2e e2e-stress soak bench perft-deep fmt clippy clean install uninstall install-check

deps:
	@bash scripts/install-deps.sh

# The desktop files' validators, for install-check.
check-deps:
	@bash scripts/install-deps.sh desktop-file-utils appstream

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
	$(MAKE) --no-print-directory install-check ROOKERY_BIN=$(TARGET_DIR)/debug/rookery

$(TARGET_DIR)/release/rookery:
	$(CARGO) build --release

install: $(ROOKERY_BIN)
	install -Dm755 $(ROOKERY_BIN) $(BINDIR)/rookery
	install -Dm644 data/$(APP_ID).desktop $(SHAREDIR)/applications/$(APP_ID).desktop
	install -Dm644 data/$(APP_ID).metainfo.xml $(SHAREDIR)/metainfo/$(APP_ID).metainfo.xml
	install -Dm644 assets/icon/rookery.svg $(ICONDIR)/scalable/apps/$(APP_ID).svg
	@# The PNGs are drawn from the SVG by the program itself (resvg).
	for s in $(ICON_SIZES); do \
		install -d $(ICONDIR)/$${s}x$${s}/apps && \
		$(ROOKERY_BIN) icon $$s $(ICONDIR)/$${s}x$${s}/apps/$(APP_ID).png || exit 1; \
	done
ifeq ($(DESTDIR),)
	-gtk-update-icon-cache -q -t -f $(PREFIX)/share/icons/hicolor 2>/dev/null
	-update-desktop-database -q $(PREFIX)/share/applications 2>/dev/null
endif

# Removes the files `make install` put down. Into a DESTDIR (a staging
# tree) it also removes the folders left empty, up to DESTDIR; on the
# system the folders (bin, the icon theme's) are shared and stay.
uninstall:
	rm -f $(INSTALLED)
ifeq ($(DESTDIR),)
	-gtk-update-icon-cache -q -t -f $(PREFIX)/share/icons/hicolor 2>/dev/null
	-update-desktop-database -q $(PREFIX)/share/applications 2>/dev/null
else
	@for d in $(sort $(dir $(INSTALLED))); do \
		d=$${d%/}; \
		while [ "$$d" != "$(DESTDIR)" ] && rmdir "$$d" 2>/dev/null; do d=$$(dirname "$$d"); done; \
	done
endif

# Installs into a scratch DESTDIR, checks the list of files, validates the
# desktop file and the metainfo, uninstalls and checks nothing is left.
install-check: check-deps
	ROOKERY_BIN=$(ROOKERY_BIN) bash scripts/install-check.sh

# The end-to-end test alone (needs the debug binary that `cargo test` builds).
e2e: deps
	bash scripts/e2e.sh

# The end-to-end test with two busy processes beside it (slow frames, input
# piling up between them): run it whenever input code changes.
e2e-stress: deps
	bash scripts/e2e-stress.sh

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
