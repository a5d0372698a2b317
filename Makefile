# SceneDocs — the two commands a new machine needs:
#   make site   install system libraries if missing, build the tool, generate the shipped site in site/
#   make test   install system libraries if missing, run the whole test suite
SWIFT ?= swift
CONFIG ?= debug
OUTPUT ?= site
BIN = .build/$(CONFIG)/scenedocs

.PHONY: all deps tool site strict test clean codes bench-check

all: site

deps:
	@scripts/install-deps.sh

tool: deps
	$(SWIFT) build -c $(CONFIG) --product scenedocs

site: tool
	$(BIN) build --content Content --templates Templates --output $(OUTPUT)

# The shipped content must build with zero warnings.
strict: tool
	$(BIN) build --strict --content Content --templates Templates --output .build/strict-site

test: deps
	$(SWIFT) test

codes: tool
	@$(BIN) codes

# Link-checker benchmark: 1k and 10k synthetic pages, time and peak RSS, ratio against linkchecker.
bench-check: deps
	Benchmarks/check/run.sh

clean:
	rm -rf .build site
