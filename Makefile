# Fatherhood Matters — the two commands: `make run` and `make test`.
SHELL := /bin/bash
.DEFAULT_GOAL := run

CARGO ?= cargo
BIN := target/release/fatherhood
PG_TEST_URL ?= postgres://postgres@127.0.0.1:5432/test
export FM_TEST_DATABASE_URL ?= $(PG_TEST_URL)
# moto's S3 server for the S3 tests (.ci/run installs it into .venv).
export FM_TEST_MOTO_SERVER ?= $(CURDIR)/.venv/bin/moto_server

.PHONY: run build web web-deps test lint advisories api-types api-types-check test-rust test-web fuzz e2e bench clean

## run: build everything and start the app on the embedded defaults (SQLite in ./data)
run: build
	./$(BIN) serve

build: web
	$(CARGO) build --release --locked -p fatherhood

web-deps: web/node_modules/.installed
web/node_modules/.installed: web/package.json
	cd web && npm install --no-audit --no-fund
	touch $@

web: web-deps
	cd web && npm run build

## test: every check and test, as CI runs it
test: lint api-types-check test-rust test-web fuzz e2e

lint: web-deps
	python3 scripts/check-doc-paths.py docs/ARCHITECTURE.md README.md
	$(CARGO) fmt --all --check
# Dependencies' licences, duplicate versions and sources (deny.toml); the advisories need the network.
	$(CARGO) deny --locked check licenses bans sources
	$(CARGO) clippy --locked --all-targets -- -D warnings
	cd web && npm run lint && npm run typecheck

## advisories: dependencies against the RustSec advisory database, which cargo-deny fetches from
## GitHub (not reachable from the project's machines, so not part of `make test`)
advisories:
	$(CARGO) deny --locked check advisories

# The web app's API types (web/src/lib/api/schema.gen.ts) are generated from the server's
# OpenAPI document, which the debug binary prints (`fatherhood openapi`).
DEBUG_BIN = $(or $(CARGO_TARGET_DIR),$(CURDIR)/target)/debug/fatherhood

## api-types: regenerate the web app's API types from the server's OpenAPI document
api-types: web
	$(CARGO) build --locked -p fatherhood
	cd web && FM_BIN=$(DEBUG_BIN) npm run api-types

# Fails when the committed API types are not what the server's document produces. After
# `web`, like every target that builds the debug binary: rust-embed decides when it compiles
# whether web/dist exists, and a binary built first would serve "not built" to the e2e tests.
api-types-check: web
	$(CARGO) build --locked -p fatherhood
	cd web && FM_BIN=$(DEBUG_BIN) npm run api-types:check

# Rust tests run on SQLite and on PostgreSQL. Without a reachable PostgreSQL the
# PostgreSQL half is skipped, loudly; everything else still runs.
test-rust:
	@if (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; then \
		$(CARGO) test --locked --workspace; \
	else \
		echo "################################################################"; \
		echo "## PostgreSQL is NOT reachable at 127.0.0.1:5432:"; \
		echo "## SKIPPING every PostgreSQL test (tests named postgres::*)."; \
		echo "################################################################"; \
		$(CARGO) test --locked --workspace -- --skip postgres::; \
	fi

test-web: web-deps
	cd web && npm test

# API fuzzing (Schemathesis, installed into .venv by .ci/run) on the debug build, as staff
# and as a father: no server error, answers as documented, staff-only calls refused. After
# `web`: a binary compiled before web/dist exists keeps serving "not built" (rust-embed).
fuzz: web
	$(CARGO) build --locked -p fatherhood
	bash scripts/fuzz-api.sh

# End-to-end: the real binary (debug build, serving the freshly built web app)
# driven through headless Chromium, with e-mail going to a local SMTP sink.
e2e: web
	$(CARGO) build --locked -p fatherhood
	cd web && FM_BIN=$(CURDIR)/target/debug/fatherhood npm run e2e
# The JavaScript of a first visit to /signin (gzip; issue 13's budget, 150 KB), and of home and a
# session's page signed in (issue 25: scripts counted, no form library, no floating-ui); docs/benchmarks.md.
	cd web && FM_BIN=$(CURDIR)/target/debug/fatherhood node scripts/bundle-budget.mjs --budget 150

## bench: load tests (identity; user list and program; calendar; messages and live delivery; gallery; home, dashboard and reports; forms: a 60-answer submission and the report's assessments; PostgreSQL against its bare driver; side by side with PocketBase; overhead beyond the bare server, budgets MISSED in its table) and Lighthouse on a phone; write docs/benchmarks.md
bench:
	bash scripts/bench.sh
	bash scripts/bench-program.sh
	bash scripts/bench-calendar.sh
	bash scripts/bench-messages.sh
	bash scripts/bench-gallery.sh
	bash scripts/bench-dashboard.sh
	bash scripts/bench-scope.sh
	bash scripts/bench-programs.sh
	bash scripts/bench-reminders.sh
	bash scripts/bench-texts.sh
	bash scripts/bench-forms.sh
	bash scripts/bench-postgres.sh
	bash scripts/bench-pocketbase.sh
	bash scripts/bench-overhead.sh
	bash scripts/bench-lighthouse.sh

clean:
	$(CARGO) clean
	rm -rf web/dist web/node_modules
