# Стежка — one entry point for building, running and testing.
SHELL := /bin/bash
.DEFAULT_GOAL := run

WEB := web
SERVER := server
BIN := $(SERVER)/target/release/stezhka
NPM_STAMP := $(WEB)/node_modules/.package-lock.json
WEB_SOURCES := $(shell find $(WEB)/src $(WEB)/public $(WEB)/scripts $(WEB)/index.html $(WEB)/vite.config.ts -type f 2>/dev/null)
SERVER_SOURCES := $(shell find $(SERVER)/src $(SERVER)/build.rs $(SERVER)/Cargo.toml -type f 2>/dev/null)

.PHONY: run test web server deps lint typecheck unit rust-check rust-test e2e budget bench clean

## deps: install the web app's npm packages (from the lockfile)
deps: $(NPM_STAMP)
$(NPM_STAMP): $(WEB)/package-lock.json
	cd $(WEB) && npm ci --no-audit --no-fund
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

## run: build everything and serve the site at http://127.0.0.1:8080
run: $(BIN)
	./$(BIN)

## test: every check and test suite
test: lint typecheck unit rust-check rust-test budget e2e

lint: $(NPM_STAMP)
	cd $(WEB) && npx eslint --max-warnings 0 .

typecheck: $(NPM_STAMP)
	cd $(WEB) && npx tsc --noEmit

unit: $(NPM_STAMP)
	cd $(WEB) && npx vitest run

rust-check: $(WEB)/dist/_pages/routes.json
	cd $(SERVER) && cargo fmt --check
	cd $(SERVER) && cargo clippy --release --locked --all-targets -- -D warnings

rust-test: $(WEB)/dist/_pages/routes.json
	cd $(SERVER) && cargo test --release --locked

## budget: each route's first-load JavaScript (gzip), failing above 100 KB
budget: $(WEB)/dist/_pages/routes.json
	cd $(WEB) && node scripts/js-budget.mjs

## e2e: browser tests in Chromium against the release binary
e2e: $(BIN)
	cd $(WEB) && npx playwright test

## bench: this binary against nginx on loopback with wrk (installs nginx-light and wrk if missing; not part of test)
bench: $(BIN)
	bash $(SERVER)/bench/run.sh

clean:
	rm -rf $(WEB)/dist $(WEB)/dist-ssr $(SERVER)/target
