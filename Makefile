# Стежка — one entry point for building, running and testing.
SHELL := /bin/bash
.DEFAULT_GOAL := run

WEB := web
SERVER := server
BIN := $(SERVER)/target/release/stezhka
# A second version of the site (one text changed) for the service worker's update test.
BIN_V2 := $(SERVER)/target/e2e-v2/target/release/stezhka
NPM_STAMP := $(WEB)/node_modules/.package-lock.json
EMULATOR := tools/firebase-emulator
EMULATOR_STAMP := $(EMULATOR)/node_modules/.package-lock.json
WEB_SOURCES := $(shell find $(WEB)/src $(WEB)/public $(WEB)/scripts $(WEB)/index.html $(WEB)/vite.config.ts -type f 2>/dev/null)
SERVER_SOURCES := $(shell find $(SERVER)/src $(SERVER)/build.rs $(SERVER)/Cargo.toml -type f 2>/dev/null)

.PHONY: run test web server deps emulator lint typecheck unit rust-check rust-test e2e budget validate-html bench decode-bench clean lighthouse deploy-check

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
	cd $(SERVER) && cargo build --release --locked
	@touch $@

## run: build everything and serve the site at http://127.0.0.1:8080. With no Firebase project
## configured (FIREBASE_API_KEY…, see docs/firebase.md), sign-in goes to a local Auth emulator.
run: $(BIN) $(if $(FIREBASE_API_KEY),,$(EMULATOR_STAMP))
ifdef FIREBASE_API_KEY
	./$(BIN)
else
	$(EMULATOR)/serve-with-emulator.sh ./$(BIN)
endif

## test: every check and test suite
test: lint typecheck unit rust-check rust-test budget validate-html e2e deploy-check

lint: $(NPM_STAMP)
	cd $(WEB) && npx prettier --check --log-level warn .
	cd $(WEB) && npx eslint --max-warnings 0 .

typecheck: $(NPM_STAMP)
	cd $(WEB) && npx tsc --noEmit

unit: $(NPM_STAMP)
	cd $(WEB) && npx vitest run

rust-check: $(WEB)/dist/_pages/routes.json
	cd $(SERVER) && cargo fmt --check
	cd $(SERVER) && cargo clippy --locked --all-targets -- -D warnings

rust-test: $(WEB)/dist/_pages/routes.json
	cd $(SERVER) && cargo test --release --locked

## budget: each route's first-load JavaScript (gzip), failing above 100 KB; the offline copy's size
budget: $(WEB)/dist/_pages/routes.json
	cd $(WEB) && node scripts/js-budget.mjs
	cd $(WEB) && node scripts/offline-budget.mjs

## validate-html: html-validate (recommended + a11y presets) over every prerendered page
validate-html: $(WEB)/dist/_pages/routes.json
	cd $(WEB) && node scripts/validate-html.mjs

## e2e: browser tests in Chromium against the release binary and a Firebase Auth emulator
e2e: $(BIN) $(BIN_V2) $(EMULATOR_STAMP)
	cd $(WEB) && npx playwright test

$(BIN_V2): $(BIN)
	bash $(WEB)/e2e/build-second-version.sh

## bench: this binary against nginx on loopback with wrk (installs nginx-light and wrk if missing; not part of test)
bench: $(BIN)
	bash $(SERVER)/bench/run.sh

## decode-bench: the JS QR decoder's time per 640×480 camera frame (the adviser's /class scanner; not part of test)
decode-bench: $(NPM_STAMP)
	cd $(WEB) && node scripts/decode-bench.mjs

clean:
	rm -rf $(WEB)/dist $(WEB)/dist-ssr $(SERVER)/target

LIGHTHOUSE_STAMP := tools/lighthouse/node_modules/.package-lock.json
$(LIGHTHOUSE_STAMP): tools/lighthouse/package-lock.json
	cd tools/lighthouse && $(NPM_INSTALL)
	@touch $@

## lighthouse: Lighthouse mobile + desktop, 3 runs per page, medians (not part of make test)
lighthouse: $(BIN) $(LIGHTHOUSE_STAMP)
	node tools/lighthouse/run.mjs

OBSERVATORY_STAMP := tools/observatory/node_modules/.package-lock.json
# --ignore-scripts: the scanner's install scripts download lists from hosts not reachable here
# (deploy-check.sh stands in for the one it needs).
$(OBSERVATORY_STAMP): tools/observatory/package-lock.json
	cd tools/observatory && $(NPM_INSTALL) --ignore-scripts
	@touch $@

## deploy-check: docs/deploy/nginx.conf with TLS in front of the binary, scanned by the MDN HTTP
## Observatory (installs nginx-light if missing; needs root for its own network namespace)
deploy-check: $(BIN) $(OBSERVATORY_STAMP)
	bash tools/observatory/deploy-check.sh
