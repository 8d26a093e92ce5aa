# Стежка — one entry point for building, running and testing.
SHELL := /bin/bash
.DEFAULT_GOAL := run

WEB := web
SERVER := server
BIN := $(SERVER)/target/release/stezhka
# Tests and the update test's second version build in a faster profile than the binary users get
# (decision 0023), in the same target directory, so its dependencies compile once.
TEST_PROFILE := dev
# A second version of the site (one text changed) for the service worker's update test: its app,
# then its binary. Defined before any rule names them: make expands a rule's prerequisites as it
# reads the line, so a variable defined further down is empty there.
V2_APP := $(SERVER)/target/e2e-v2/dist/_pages/routes.json
BIN_V2 := $(SERVER)/target/e2e-v2/stezhka
NPM_STAMP := $(WEB)/node_modules/.package-lock.json
EMULATOR := tools/firebase-emulator
EMULATOR_STAMP := $(EMULATOR)/node_modules/.package-lock.json
# What the web build reads (npm run build: both Vite configurations, the build script, tsconfig).
WEB_SOURCES := $(shell find $(WEB)/src $(WEB)/content $(WEB)/public $(WEB)/scripts $(WEB)/index.html \
  $(WEB)/vite.config.ts $(WEB)/vite.sw.config.ts $(WEB)/package.json $(WEB)/tsconfig.json -type f 2>/dev/null)
SERVER_SOURCES := $(shell find $(SERVER)/src $(SERVER)/build.rs $(SERVER)/Cargo.toml -type f 2>/dev/null)

# The browser tests' Chromium: CHROMIUM_PATH if set, else the first on PATH of the names
# web/scripts/chromium-path.mjs lists (the headless shell first, decision 0028).
ifeq ($(origin CHROMIUM_PATH),undefined)
CHROMIUM_PATH := $(shell node $(WEB)/scripts/chromium-path.mjs 2>/dev/null)
endif
export CHROMIUM_PATH
# Lighthouse measures what a visitor's browser does: a whole Chromium, never the headless shell.
LIGHTHOUSE_CHROME ?= $(shell node $(WEB)/scripts/chromium-path.mjs --whole 2>/dev/null)
# make test runs its independent parts side by side, this many at once.
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
# Cargo runs as many compiler jobs as there are cores by itself: it is not handed make's job slots
# (which it could not reach from a recipe, and would warn).
CARGO := MAKEFLAGS= cargo

.PHONY: run test test-step-1 test-step-2 release-after-rust-test-build second-version-after-rust-test tools \
  web server deps emulator content lint typecheck unit decisions rust-test-build rust-test e2e budget validate-html bench \
  decode-bench clean lighthouse deploy-check

## deps: install the web app's npm packages and the Firebase CLI (from their lockfiles)
deps: $(NPM_STAMP) $(EMULATOR_STAMP)
# `npm install`, not `npm ci`: the registry here lacks Tailwind's optional binaries for other
# platforms, so the lockfile can't list them and `npm ci` refuses it. The lockfile still pins
# every version that is installed.
NPM_INSTALL := npm install --no-audit --no-fund --no-save
$(NPM_STAMP): $(WEB)/package-lock.json
	cd $(WEB) && $(NPM_INSTALL)
	@touch $@

## emulator: the Firebase CLI, which runs the local Auth emulator (make run, browser tests)
emulator: $(EMULATOR_STAMP)
$(EMULATOR_STAMP): $(EMULATOR)/package-lock.json
	cd $(EMULATOR) && npm ci --ignore-scripts --no-audit --no-fund
	@touch $@

## web: build and prerender the app into web/dist
web: $(WEB)/dist/_pages/routes.json
$(WEB)/dist/_pages/routes.json: $(NPM_STAMP) $(WEB_SOURCES)
	cd $(WEB) && npm run build

## server: the release binary, with the built app embedded
server: $(BIN)
$(BIN): $(WEB)/dist/_pages/routes.json $(SERVER_SOURCES)
	cd $(SERVER) && $(CARGO) build --release --locked
	@touch $@

## run: build everything and serve the site at http://127.0.0.1:8080. With no Firebase project
## configured (FIREBASE_API_KEY…, see docs/firebase.md), sign-in goes to a local Auth emulator.
run: $(BIN) $(if $(FIREBASE_API_KEY),,$(EMULATOR_STAMP))
ifdef FIREBASE_API_KEY
	./$(BIN)
else
	$(EMULATOR)/serve-with-emulator.sh ./$(BIN)
endif

## test: every check and test suite, as an ordinary user (no root, no system packages), JOBS at a
## time; each part's output comes whole when it ends
test: tools
	@$(MAKE) $(SIDE_BY_SIDE) test-step-2
SIDE_BY_SIDE = --no-print-directory --jobs=$(JOBS) --output-sync=target
# make test's two steps (decision 0028), ordered by prerequisites alone. The steps' own makes
# share the JOBS slots of the one above (no --jobs of their own, which would start a second set).
# Step 1, what the browser tests wait for, with no two compilers side by side (that took half as
# long again as one after the other): the server's tests are built, then run beside the release
# build; the second version's binary is built once they have run (both compile the crate in the
# dev profile, each with its own app embedded: side by side each would compile it again, and the
# tests would start whichever binary was built last). Its app builds at the start, beside the
# web app (decision 0043). `make server` alone waits for none of this: only these two targets order
# the builds.
test-step-1: rust-test release-after-rust-test-build second-version-after-rust-test
release-after-rust-test-build: rust-test-build
	@$(MAKE) --no-print-directory $(BIN)
second-version-after-rust-test: rust-test $(V2_APP)
	@$(MAKE) --no-print-directory $(BIN_V2)
# Step 2, once all of step 1 has ended: the browser tests and the quick checks.
test-step-2: test-step-1
	@$(MAKE) --no-print-directory e2e lint typecheck unit decisions budget validate-html

## tools: what make test needs from the machine, each missing one named in a line
tools:
	@v=$$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null); [ "$${v:-0}" -ge 20 ] || \
	  { echo "make test needs Node.js 20 or newer (https://nodejs.org)" >&2; exit 1; }
# Each Rust tool is run, not looked up: rustup puts a proxy for every component on PATH, installed
# or not, and only running it tells.
	@cargo -V >/dev/null 2>&1 || \
	  { echo "make test needs Rust's cargo (https://rustup.rs)" >&2; exit 1; }
	@clippy-driver -V >/dev/null 2>&1 || \
	  { echo "make test needs Clippy: rustup component add clippy" >&2; exit 1; }
	@rustfmt -V >/dev/null 2>&1 || \
	  { echo "make test needs rustfmt: rustup component add rustfmt" >&2; exit 1; }
	@[ -n "$$CHROMIUM_PATH" ] && [ -x "$$CHROMIUM_PATH" ] || \
	  { echo "make test needs Chromium for the browser tests: install it (e.g. apt install chromium-headless-shell) or set CHROMIUM_PATH=/path/to/chrome" >&2; exit 1; }

lint: $(NPM_STAMP)
	cd $(WEB) && npx prettier --check --log-level warn .
	cd $(WEB) && npx eslint --max-warnings 0 .

typecheck: $(NPM_STAMP)
	cd $(WEB) && npx tsc --noEmit

unit: $(NPM_STAMP)
	cd $(WEB) && npx vitest run

## decisions: every decision record cited outside docs/decisions exists and is not superseded
decisions:
	node $(WEB)/scripts/decision-citations.mjs

## rust-test: cargo fmt --check, then the server's tests, compiled by clippy-driver so that one
## build both lints every target (warnings are errors) and runs the tests (decision 0028)
RUST_TEST := RUSTC_WORKSPACE_WRAPPER=clippy-driver CLIPPY_ARGS=-Dwarnings $(CARGO) test --profile $(TEST_PROFILE) --locked
rust-test-build: $(WEB)/dist/_pages/routes.json
	cd $(SERVER) && $(CARGO) fmt --check
	bash tools/clippy-probe/check.sh
	cd $(SERVER) && $(RUST_TEST) --no-run
rust-test: rust-test-build
	cd $(SERVER) && $(RUST_TEST)

## budget: each route's JavaScript (gzip, first load and within 5 s, measured in Chromium), failing above 105 KB; the offline copy's size
budget: $(WEB)/dist/_pages/routes.json
	cd $(WEB) && node scripts/js-budget.mjs
	cd $(WEB) && node scripts/offline-budget.mjs

## validate-html: html-validate (recommended + a11y presets) over every prerendered page
validate-html: $(WEB)/dist/_pages/routes.json
	cd $(WEB) && node scripts/validate-html.mjs

## e2e: browser tests in Chromium against the release binary and a Firebase Auth emulator
e2e: tools $(BIN) $(BIN_V2) $(EMULATOR_STAMP)
	cd $(WEB) && npx playwright test

$(V2_APP): $(NPM_STAMP) $(WEB_SOURCES)
	bash $(WEB)/e2e/build-second-version.sh app
# In make test, only after the server's tests have run (test-step-1).
$(BIN_V2): $(V2_APP) $(SERVER_SOURCES)
	MAKEFLAGS= STEZHKA_TEST_PROFILE=$(TEST_PROFILE) bash $(WEB)/e2e/build-second-version.sh binary

## bench: this binary against nginx on loopback with wrk (installs nginx-light and wrk if missing; not part of test)
bench: $(BIN)
	bash $(SERVER)/bench/run.sh

## decode-bench: the JS QR decoder's time per 640×480 camera frame (the adviser's /class scanner; not part of test)
decode-bench: $(NPM_STAMP)
	cd $(WEB) && node scripts/decode-bench.mjs

## content: check the profession files of web/content alone (docs/content.md; about 2 s)
content: $(NPM_STAMP)
	cd $(WEB) && npm run -s content

clean:
	rm -rf $(WEB)/dist $(WEB)/dist-ssr $(SERVER)/target

LIGHTHOUSE_STAMP := tools/lighthouse/node_modules/.package-lock.json
$(LIGHTHOUSE_STAMP): tools/lighthouse/package-lock.json
	cd tools/lighthouse && $(NPM_INSTALL)
	@touch $@

## lighthouse: Lighthouse mobile + desktop, 3 runs per page, medians (not part of make test)
lighthouse: $(BIN) $(LIGHTHOUSE_STAMP)
	CHROME_PATH=$${CHROME_PATH:-$(LIGHTHOUSE_CHROME)} node tools/lighthouse/run.mjs

OBSERVATORY_STAMP := tools/observatory/node_modules/.package-lock.json
# --ignore-scripts: the scanner's install scripts download lists from hosts not reachable here
# (deploy-check.sh stands in for the one it needs).
$(OBSERVATORY_STAMP): tools/observatory/package-lock.json
	cd tools/observatory && $(NPM_INSTALL) --ignore-scripts
	@touch $@

## deploy-check: docs/deploy/nginx.conf with TLS in front of the binary, scanned by the MDN HTTP
## Observatory (installs nginx-light if missing; needs root for its own network namespace, so it
## is not part of make test: .ci/run runs it after make test)
deploy-check: $(BIN) $(OBSERVATORY_STAMP)
	bash tools/observatory/deploy-check.sh
