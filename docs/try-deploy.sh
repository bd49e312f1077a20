#!/usr/bin/env bash
# The docs/deploy.md walk-through, as written, on throwaway PostgreSQL and Redis instances on free
# loopback ports (temporary directories, removed at the end).  Run as root on Debian with the
# postgresql and redis-server packages, after `make install`:  bash docs/try-deploy.sh
set -euo pipefail
cd "$(dirname "$0")/.."
PGBIN="$(dirname "$(ls /usr/lib/postgresql/*/bin/initdb | tail -1)")"
PGDIR=$(mktemp -d); chown postgres: "$PGDIR"
PGPORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
RPORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
WPORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
RDIR=$(mktemp -d)
cleanup() {
  [ -n "${GPID:-}" ] && kill "$GPID" 2>/dev/null || true
  [ -n "${WPID:-}" ] && kill "$WPID" 2>/dev/null || true
  runuser -u postgres -- $PGBIN/pg_ctl -D "$PGDIR/data" -m fast stop >/dev/null 2>&1 || true
  [ -n "${RPID:-}" ] && kill "$RPID" 2>/dev/null || true
  rm -rf "$PGDIR" "$RDIR"
}
trap cleanup EXIT
runuser -u postgres -- $PGBIN/initdb -D "$PGDIR/data" -U postgres --auth=trust >/dev/null
runuser -u postgres -- $PGBIN/pg_ctl -D "$PGDIR/data" -l "$PGDIR/log" -w -o "-h 127.0.0.1 -p $PGPORT -k $PGDIR" start >/dev/null
# --- as in docs/deploy.md, "The database" ---
runuser -u postgres -- psql -h 127.0.0.1 -p "$PGPORT" -U postgres -q -c "CREATE ROLE stackboard LOGIN PASSWORD 'change-me'"
runuser -u postgres -- psql -h 127.0.0.1 -p "$PGPORT" -U postgres -q -c "CREATE DATABASE stackboard OWNER stackboard ENCODING 'UTF8'"
# --- "Redis" ---
redis-server --bind 127.0.0.1 --port "$RPORT" --dir "$RDIR" --maxmemory 256mb --maxmemory-policy allkeys-lru >/dev/null & RPID=$!
sleep 1
# --- "The settings" ---
export DJANGO_ENV=production
export SECRET_KEY="$(.venv/bin/python -c 'import secrets; print(secrets.token_urlsafe(50))')"
export ALLOWED_HOSTS=stackboard.example,127.0.0.1
export CSRF_TRUSTED_ORIGINS=https://stackboard.example
export SECURE_PROXY_SSL_HEADER_NAME=HTTP_X_FORWARDED_PROTO SECURE_SSL_REDIRECT=1
export DATABASE_URL="postgres://stackboard:change-me@127.0.0.1:$PGPORT/stackboard"
export REDIS_URL="redis://127.0.0.1:$RPORT/0"
export JOBS_BACKEND=rq
export STATIC_ROOT="$RDIR/static" CARD_INDEX_DIR="$RDIR/card-index"
.venv/bin/python manage.py check --deploy --fail-level WARNING
# --- "Start it" ---
PORT=$WPORT make serve > "$RDIR/serve.log" 2>&1 & GPID=$!
.venv/bin/python manage.py run_jobs > "$RDIR/jobs.log" 2>&1 & WPID=$!
for i in $(seq 60); do curl -sf -H 'X-Forwarded-Proto: https' "http://127.0.0.1:$WPORT/healthz" && break; sleep 1; done
echo
curl -s -o /dev/null -w 'home %{http_code}\n' -H 'X-Forwarded-Proto: https' "http://127.0.0.1:$WPORT/"
css=$(curl -s -H 'X-Forwarded-Proto: https' "http://127.0.0.1:$WPORT/" | grep -o '/static/builder/css/base\.[0-9a-f]*\.css')
curl -s -o /dev/null -w "css $css %{http_code} %header{content-encoding} %header{cache-control}\n" -H 'X-Forwarded-Proto: https' -H 'Accept-Encoding: gzip' "http://127.0.0.1:$WPORT$css"
curl -s -o /dev/null -w 'plain http redirected: %{http_code} %{redirect_url}\n' "http://127.0.0.1:$WPORT/"
# A job through the worker: publish a puzzle the way the page does.
DJANGO_SETTINGS_MODULE=builder.settings .venv/bin/python - <<'PY'
import time, django, os
django.setup()
from builder.models import Job
from builder.services.puzzle_pages import do_make_puzzle
from engine.puzzle import win_this_turn
from django.db import transaction
from tests.builder.puzzle_helpers import BOLT_FACE, bolt_board, saved_board
revision = saved_board(bolt_board())
with transaction.atomic():
    do_make_puzzle(revision, win_this_turn("A"), solution=BOLT_FACE, hints=(), scripted_responses=())
job = Job.objects.get()
for _ in range(120):
    job.refresh_from_db()
    if job.finished:
        break
    time.sleep(0.5)
print("job through the RQ worker:", job.status, job.result and job.result["label"], job.error)
PY
.venv/bin/python manage.py prune_drafts --dry-run
echo "jobs log:"; cat "$RDIR/jobs.log" | head -5
grep -c "method=GET" "$RDIR/serve.log" | sed 's/^/request log lines: /'
