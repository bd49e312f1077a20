# Stackboard developer commands.  The README promises two: `make run` and `make test`.
SHELL := /bin/bash
.DEFAULT_GOAL := run

VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp
CHROMIUM := /usr/bin/chromium
# axe-core, from the npm registry, for the browser tests' accessibility check (never committed).
AXE_VERSION := 4.14.1
AXE := .cache/axe/node_modules/axe-core/axe.min.js
PYTEST_ARGS ?=
PYTEST_WORKERS ?= auto

.PHONY: run serve check-deploy secret-key test suite install chromium lint fmt typecheck bench pzl-corpus migrate mana-font clean

## run: install, migrate, load the built-in data and serve on http://127.0.0.1:8000
run: install
	DJANGO_DEBUG=1 $(PY) manage.py migrate --noinput
	DJANGO_DEBUG=1 $(PY) manage.py load_builtin
	DJANGO_DEBUG=1 $(PY) manage.py runserver 127.0.0.1:8000

## serve: as production runs it: check the deployment settings (`check --deploy --fail-level
## WARNING` must pass), collect the static files, make the cache table, migrate, load the built-in
## data, then gunicorn (workers from the CPU count) on HOST:PORT, default 127.0.0.1:8000
## (docs/deploy.md).  SECRET_KEY defaults to one generated once into .secret-key; ALLOWED_HOSTS to
## HOST and localhost; plain HTTP is redirected to HTTPS (SECURE_SSL_REDIRECT on: a TLS proxy that
## redirects by itself says PROXY_REDIRECTS_TO_HTTPS=1).  On a loopback HOST the one thing that
## can reach gunicorn is the TLS proxy on this machine, so by default its X-Forwarded-For entry
## is the client (TRUSTED_PROXY_COUNT=1) and its X-Forwarded-Proto says HTTPS; on any other
## HOST neither header is believed unless set.
HOST ?= 127.0.0.1
PORT ?= 8000
BEHIND_LOCAL_PROXY := $(if $(filter 127.0.0.1 localhost ::1,$(HOST)),1,0)
SERVE_ENV = export DJANGO_ENV=production SECRET_KEY="$${SECRET_KEY:-$$(cat .secret-key)}" \
	  ALLOWED_HOSTS="$${ALLOWED_HOSTS:-$(HOST),localhost,127.0.0.1}" HOST="$(HOST)" PORT="$(PORT)" \
	  TRUSTED_PROXY_COUNT="$${TRUSTED_PROXY_COUNT:-$(BEHIND_LOCAL_PROXY)}" \
	  SECURE_PROXY_SSL_HEADER_NAME="$${SECURE_PROXY_SSL_HEADER_NAME-$(if $(filter 1,$(BEHIND_LOCAL_PROXY)),HTTP_X_FORWARDED_PROTO)}"

serve: install secret-key
	$(SERVE_ENV); \
	$(PY) manage.py check --deploy --fail-level WARNING && \
	$(PY) manage.py collectstatic --noinput -v0 && \
	$(PY) manage.py createcachetable && \
	$(PY) manage.py migrate --noinput && \
	$(PY) manage.py load_builtin && \
	exec $(VENV)/bin/gunicorn -c python:builder.gunicorn_conf builder.wsgi

## check-deploy: `manage.py check --deploy --fail-level WARNING` in the environment `make serve` runs in
check-deploy: secret-key
	@$(SERVE_ENV); $(PY) manage.py check --deploy --fail-level WARNING

secret-key:
	@if [ -z "$$SECRET_KEY" ] && [ ! -s .secret-key ]; then \
	  (umask 077; $(PY) -c 'import secrets; print(secrets.token_urlsafe(50))' > .secret-key); fi

## test: every check CI runs: lint, format, import contracts, types, then the whole test suite
## (browser included) with branch coverage printed and checked against its floor (pyproject.toml)
## The suite runs in two passes, coverage summed over both: every test but the browser's on
## PYTEST_WORKERS processes (pytest-xdist; `auto` is one per core), then the browser tests one at
## a time, as a live server and Chromium share the machine with nothing else.  Exit status 5 is
## "no test selected" (PYTEST_ARGS naming only tests of the other pass), no failure.
test: lint typecheck suite

## suite: the test suite's two passes alone (CI's second database runs this after `make test`)
suite: install chromium axe
	$(PY) -m pytest -n $(PYTEST_WORKERS) --dist worksteal -m "not browser" \
	  --cov --cov-report= --cov-fail-under=0 $(PYTEST_ARGS) || [ $$? -eq 5 ]
	$(PY) -m pytest -m browser --cov --cov-append --cov-report=term:skip-covered \
	  $(PYTEST_ARGS) || [ $$? -eq 5 ]

$(PY):
	python3 -m venv $(VENV)

# Reinstall only when the dependencies change.
$(STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install -e '.[dev]'
	touch $(STAMP)

install: $(STAMP)

# The browser tests drive Debian's Chromium; install it when we can (root with apt), else say so.
chromium:
	@if [ ! -x $(CHROMIUM) ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium; \
	  else \
	    echo "$(CHROMIUM) is missing: install Debian's chromium package (the browser tests need it)." >&2; \
	    exit 1; \
	  fi; \
	fi

## axe: fetch axe-core (the browser tests inject it into pages); needs npm (Debian's, when root)
axe: $(AXE)

$(AXE):
	@if ! command -v npm >/dev/null; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y npm; \
	  else \
	    echo "npm is missing: install Node.js and npm (the accessibility test needs axe-core)." >&2; \
	    exit 1; \
	  fi; \
	fi
	mkdir -p .cache/axe
	npm install --prefix .cache/axe --no-save --no-audit --no-fund --loglevel=error axe-core@$(AXE_VERSION)
	test -f $(AXE)

lint: install
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/lint-imports --no-cache

fmt: install
	$(VENV)/bin/ruff check --fix .
	$(VENV)/bin/ruff format .

typecheck: install
	$(VENV)/bin/mypy engine
	$(VENV)/bin/mypy builder

migrate: install
	$(PY) manage.py migrate --noinput

## bench: run every benchmark script in bench/ (files starting with "_" are shared helpers), the
## load and hostile-load benchmarks of the production server included (load_server.py, hostile_load.py)
bench: install
	@shopt -s nullglob; ran=0; missed=""; \
	for script in bench/*.py; do \
	  case "$$(basename "$$script")" in _*) continue ;; esac; \
	  echo "== $$script"; $(PY) "$$script" || missed="$$missed $$script"; ran=1; \
	done; \
	if [ $$ran -eq 0 ]; then echo "no benchmarks in bench/"; fi; \
	if [ -n "$$missed" ]; then echo "goals missed or errors in:$$missed"; exit 1; fi

## mana-font: refresh the vendored mana symbols (builder/static/vendor/mana-font) from npm
MANA_FONT_VERSION := 1.18.0
mana-font: install
	mkdir -p .cache/mana-font
	cd .cache/mana-font && npm pack --silent mana-font@$(MANA_FONT_VERSION) && tar xzf mana-font-$(MANA_FONT_VERSION).tgz
	$(PY) manage.py vendor_mana_font .cache/mana-font/package

## pzl-corpus: import every Forge puzzle in ../shared/forge-puzzles and print the coverage figures
pzl-corpus: install
	$(PY) bench/pzl_corpus.py

clean:
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache
