"""Django settings for Stackboard: one module, driven by environment variables.

Development (the default) needs no environment at all.  Production is switched on with
``DJANGO_ENV=production`` and then requires ``SECRET_KEY`` and ``ALLOWED_HOSTS``; it turns
on every setting ``manage.py check --deploy`` asks for.

Variables:
    DJANGO_ENV            "development" (default) or "production"
    DJANGO_DEBUG          "1"/"0"; defaults to on in development, off in production
    SECRET_KEY            required unless DEBUG is on
    ALLOWED_HOSTS         comma separated; defaults to localhost names in development
    CSRF_TRUSTED_ORIGINS  comma separated, e.g. "https://stackboard.example"
    DATABASE_URL          e.g. "postgres://user:pw@127.0.0.1:5432/stackboard";
                          defaults to SQLite in db.sqlite3 at the project root
    SECURE_HSTS_SECONDS   production only; default one year
    SECURE_SSL_REDIRECT   production only; default on
    PROXY_REDIRECTS_TO_HTTPS  "1" behind a TLS proxy that redirects plain HTTP itself: no redirect
                          here (and check --deploy's W008 silenced, since the proxy does it)
    SECURE_PROXY_SSL_HEADER_NAME  e.g. "HTTP_X_FORWARDED_PROTO" when behind a TLS proxy
    TRUSTED_PROXY_COUNT   proxies in front of the app that append to X-Forwarded-For (default 0:
                          the client is REMOTE_ADDR); the client is that many entries from the right
    CLIENT_IP_HEADER      instead: a header the proxy sets to the client's address, e.g. "X-Real-IP"
    MAX_REQUEST_BYTES     request bodies larger than this are refused unread (413); 1,500,000
    RATE_LIMITS_ENABLED   "1"/"0": rate limits on anonymous writes (builder.operations.ratelimits); on
"""

from __future__ import annotations

import os
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

BASE_DIR = Path(__file__).resolve().parent.parent


def envbool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None or value == "":
        return default
    if value.lower() in ("1", "true", "yes", "on"):
        return True
    if value.lower() in ("0", "false", "no", "off"):
        return False
    raise ImproperlyConfigured(f"{name} must be a boolean (1/0, true/false), got {value!r}")


def envint(name: str, default: int) -> int:
    value = os.environ.get(name)
    if value is None or value == "":
        return default
    try:
        return int(value)
    except ValueError:
        raise ImproperlyConfigured(f"{name} must be an integer, got {value!r}") from None


def envlist(name: str, default: list[str]) -> list[str]:
    value = os.environ.get(name)
    if value is None:
        return default
    return [item.strip() for item in value.split(",") if item.strip()]


ENVIRONMENT = os.environ.get("DJANGO_ENV", "development")
if ENVIRONMENT not in ("development", "production"):
    raise ImproperlyConfigured(f"DJANGO_ENV must be development or production, got {ENVIRONMENT!r}")
PRODUCTION = ENVIRONMENT == "production"

DEBUG = envbool("DJANGO_DEBUG", default=not PRODUCTION)

SECRET_KEY = os.environ.get("SECRET_KEY", "")
if not SECRET_KEY:
    if not DEBUG:
        raise ImproperlyConfigured("SECRET_KEY must be set when DEBUG is off")
    SECRET_KEY = "django-insecure-stackboard-development-key-never-use-in-production"

ALLOWED_HOSTS = envlist(
    "ALLOWED_HOSTS", [] if PRODUCTION else ["localhost", "127.0.0.1", "[::1]", "testserver"]
)
if PRODUCTION and not ALLOWED_HOSTS:
    raise ImproperlyConfigured("ALLOWED_HOSTS must be set in production")
CSRF_TRUSTED_ORIGINS = envlist("CSRF_TRUSTED_ORIGINS", [])

INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django_htmx",
    "template_partials",
    "builder",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    # Before anything reads a body: too large a request is refused unread (builder.operations.request_limits).
    "builder.operations.request_limits.RequestSizeLimitMiddleware",
    "builder.operations.security.ContentSecurityPolicyMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    # Last, so it wraps only the view: a busy database answers 503 on a draft's pages
    # (builder.scenarios.draft_busy); edits hold no lock while the engine works.
    "builder.scenarios.draft_busy.DraftBusyMiddleware",
]

ROOT_URLCONF = "builder.urls"
WSGI_APPLICATION = "builder.wsgi.application"
ASGI_APPLICATION = "builder.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
            # Each concept keeps its template tags (docs/web-app-layout.md); Django only finds
            # an app's top-level ``templatetags`` by itself, so they are named here.
            "libraries": {
                "card_labels": "builder.cards.templatetags.card_labels",
                "playmat": "builder.scenarios.templatetags.playmat",
                "play_panels": "builder.scenarios.templatetags.play_panels",
            },
        },
    },
]

# Card images from Scryfall's image server on the playmat (the text frame stays under each, for
# screen readers and when an image fails). Off by default and in tests: pages then load nothing
# from another site.
CARD_IMAGES = envbool("STACKBOARD_CARD_IMAGES", False)
CARD_IMAGE_HOST = "https://cards.scryfall.io"

# Where each process finds the card grammar's parse tables (engine.oracle.grammar): built once
# per grammar change instead of in every web, job and test worker. Empty: no files kept.
GRAMMAR_CACHE_DIR = os.environ.get("GRAMMAR_CACHE_DIR", str(BASE_DIR / ".cache" / "grammar"))

DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}", conn_max_age=60 if PRODUCTION else 0
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # The embedded database as a web app wants it: readers don't wait for a writer (WAL), a
    # commit doesn't wait for the disk twice (synchronous=NORMAL is durable in WAL mode except
    # across a power cut), and a write transaction takes its lock up front (IMMEDIATE) instead
    # of failing with "database is locked" halfway.
    DATABASES["default"].setdefault("OPTIONS", {}).update(
        init_command="PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
        transaction_mode="IMMEDIATE",
        # A short write waits for the write lock (builder.scenarios.draft_busy), not fail.
        timeout=20,
    )
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

# Request bodies (builder.operations.request_limits): larger ones are refused before they are read; smaller
# uploads stay in memory, never spooled to disk.
MAX_REQUEST_BYTES = envint("MAX_REQUEST_BYTES", 1_500_000)
# Anonymous writes per client address (builder.operations.ratelimits; counts kept in the cache).  A load
# test from one address turns them off; RATE_LIMITS = {"drafts": (60, 600), ...} changes them.
RATE_LIMITS_ENABLED = envbool("RATE_LIMITS_ENABLED", default=True)
# Who the client is behind the proxies (builder.operations.clients): every rate limit counts per
# client, and behind a TLS proxy REMOTE_ADDR is the proxy's address for every one of them.
TRUSTED_PROXY_COUNT = envint("TRUSTED_PROXY_COUNT", 0)
if TRUSTED_PROXY_COUNT < 0:
    raise ImproperlyConfigured("TRUSTED_PROXY_COUNT must be 0 or more")
CLIENT_IP_HEADER = os.environ.get("CLIENT_IP_HEADER", "").strip()
DATA_UPLOAD_MAX_MEMORY_SIZE = MAX_REQUEST_BYTES
FILE_UPLOAD_MAX_MEMORY_SIZE = MAX_REQUEST_BYTES

STATIC_URL = "static/"

# Security.  X-Frame-Options and the Content-Security-Policy's frame-ancestors both say "no
# framing"; views that are meant to be embedded opt out with builder.operations.security.allow_framing.
X_FRAME_OPTIONS = "DENY"
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
SESSION_COOKIE_HTTPONLY = True

if PRODUCTION:
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True
    # A TLS proxy that redirects plain HTTP itself makes the app's redirect redundant: saying so
    # (PROXY_REDIRECTS_TO_HTTPS=1) turns it off and tells check --deploy why (W008 silenced).
    PROXY_REDIRECTS_TO_HTTPS = envbool("PROXY_REDIRECTS_TO_HTTPS", default=False)
    SECURE_SSL_REDIRECT = envbool("SECURE_SSL_REDIRECT", default=not PROXY_REDIRECTS_TO_HTTPS)
    if PROXY_REDIRECTS_TO_HTTPS and not SECURE_SSL_REDIRECT:
        SILENCED_SYSTEM_CHECKS = ["security.W008"]
    SECURE_HSTS_SECONDS = envint("SECURE_HSTS_SECONDS", 31_536_000)
    SECURE_HSTS_INCLUDE_SUBDOMAINS = envbool("SECURE_HSTS_INCLUDE_SUBDOMAINS", default=True)
    SECURE_HSTS_PRELOAD = envbool("SECURE_HSTS_PRELOAD", default=True)
    if proxy_header := os.environ.get("SECURE_PROXY_SSL_HEADER_NAME"):
        SECURE_PROXY_SSL_HEADER = (proxy_header, "https")


# --- Serving, caching, background jobs and operations (issue 17; docs/deploy.md) -----------------
# Kept in one block: each setting here is read from the environment variable of the same name.
#
#   STATIC_ROOT      where collectstatic writes (default: staticfiles/ at the project root)
#   REDIS_URL        e.g. "redis://127.0.0.1:6379/0": the cache (Django's RedisCache, redis-py)
#                    and, with JOBS_BACKEND=rq, the job queue; without it production keeps the
#                    cache in the database (table stackboard_cache, `manage.py createcachetable`)
#                    and development in each process's memory
#   JOBS_BACKEND     "thread" (default: a job runs in a thread of the web process), "eager" (in the
#                    request itself: tests) or "rq" (a queue in Redis; `manage.py run_jobs` works it)
#   JOBS_MAX_RUNNING at most this many jobs run at once, over every process (default 2: the rest
#                    wait their turn, queued); JOBS_MAX_QUEUED more waiting are refused (default 20)
#   JOBS_PER_CLIENT  at most this many unfinished jobs per client address (default 2)
#   PUZZLE_CERTIFICATE_SECONDS  the solver's time for one puzzle certificate (default 60)
#   PUZZLE_BUILTIN_CERTIFICATE_SECONDS  the same for each built-in puzzle `load_builtin` certifies
#                    (default 20: `make run` certifies every built-in puzzle once)
#   HEAVY_WORK_SLOTS heavy requests (regex searches, big pastes, first explorations) at once over
#                    every worker (default 1: the rest are answered 503 "busy" at once)
#   PASSWORD_CHECK_SLOTS  sign-ins and sign-ups checking a password at once over every worker
#                    (default 1: the rest are answered 503 "busy" at once)
#   HEAVY_WORK_IN_CHILD  1: that work is computed in a child process at the lowest CPU priority
#                    and stopped at its CPU budget; 0 (default): in the request's own thread
#   HEAVY_WORK_NICENESS  how far that child's CPU priority is lowered (0-19, default 19)
#   LOG_LEVEL        the request log's level (INFO: one line per request; WARNING: errors only)
#   DRAFT_MAX_AGE_DAYS  `manage.py prune_drafts` deletes drafts untouched for longer (default 30)
#   CARD_INDEX_DIR   where the card search index file is kept (default .cache/card-index/)
#   GRAMMAR_CACHE_DIR  where the card grammar's parse tables are kept (default .cache/grammar/)
STATIC_ROOT = Path(os.environ.get("STATIC_ROOT") or BASE_DIR / "staticfiles")
if PRODUCTION:
    # Hashed names (a changed file gets a new URL, so a year of caching is safe) and gzip
    # copies made once by collectstatic; WhiteNoise serves them from the WSGI process.
    STORAGES = {
        "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
        "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
    }
    MIDDLEWARE.insert(
        MIDDLEWARE.index("django.middleware.security.SecurityMiddleware") + 1,
        "whitenoise.middleware.WhiteNoiseMiddleware",
    )
    # A load balancer's health check may come over plain HTTP.
    SECURE_REDIRECT_EXEMPT = [r"^healthz$"]
# First, so the duration it logs covers every other middleware.
MIDDLEWARE.insert(0, "builder.operations.monitoring.RequestLogMiddleware")

REDIS_URL = os.environ.get("REDIS_URL", "")
if REDIS_URL:
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": REDIS_URL,
            "KEY_PREFIX": "stackboard",
            "TIMEOUT": 24 * 3600,
        }
    }
elif PRODUCTION:
    # Every worker process must see the same counts (rate limits) and entries (revision pages):
    # without Redis they live in the database, never in each process's memory.
    CACHES = {
        "default": {
            # Django's database cache with an incr that never loses a count (rate limits).
            "BACKEND": "builder.operations.cache_backends.AtomicDatabaseCache",
            "LOCATION": "stackboard_cache",
            "TIMEOUT": 24 * 3600,
            "OPTIONS": {"MAX_ENTRIES": 20_000},
        }
    }
else:
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
            "LOCATION": "stackboard",
            "TIMEOUT": 24 * 3600,
            "OPTIONS": {"MAX_ENTRIES": 2_000},
        }
    }

JOBS_BACKEND = os.environ.get("JOBS_BACKEND", "thread")
if JOBS_BACKEND not in ("thread", "eager", "rq"):
    raise ImproperlyConfigured(f"JOBS_BACKEND must be thread, eager or rq, got {JOBS_BACKEND!r}")
if JOBS_BACKEND == "rq" and not REDIS_URL:
    raise ImproperlyConfigured("JOBS_BACKEND=rq needs REDIS_URL (the queue lives in Redis)")

# Job budgets (builder.jobs; issue 29): each kind of job also has its own time limit.
JOBS_MAX_RUNNING = envint("JOBS_MAX_RUNNING", 2)
JOBS_MAX_QUEUED = envint("JOBS_MAX_QUEUED", 20)
JOBS_PER_CLIENT = envint("JOBS_PER_CLIENT", 2)
# Seconds a puzzle's check job gives the solver for the puzzle's certificate (issue 31), within
# the job's own time limit (builder.puzzles.services.certificates).
PUZZLE_CERTIFICATE_SECONDS = envint("PUZZLE_CERTIFICATE_SECONDS", 60)
# The same for each built-in puzzle's certificate (``load_builtin``; stored once per revision).
PUZZLE_BUILTIN_CERTIFICATE_SECONDS = envint("PUZZLE_BUILTIN_CERTIFICATE_SECONDS", 20)
# Heavy work inside a request (regular-expression searches, big pastes, a board's first quick
# exploration) at once over every worker process (builder.operations.heavy_work; issue 29).
HEAVY_WORK_SLOTS = envint("HEAVY_WORK_SLOTS", 1)
# Password checks (about 0.25 s of CPU each) at once over every worker process, in a pool of
# their own (builder.operations.heavy_work): a burst of sign-ins can't hold every worker.
PASSWORD_CHECK_SLOTS = envint("PASSWORD_CHECK_SLOTS", 1)
# Computed in a child process at the lowest CPU priority, stopped past its CPU budget
# (builder.operations.low_priority). Off by default: on the shared 2-core development machine
# bench/hostile_load.py measured it worse for the readers than the request's own thread
# (docs/deploy.md, "Figures"); on, where a server's load is the site itself, to measure there.
HEAVY_WORK_IN_CHILD = envbool("HEAVY_WORK_IN_CHILD", False)
HEAVY_WORK_NICENESS = envint("HEAVY_WORK_NICENESS", 19)

DRAFT_MAX_AGE_DAYS = envint("DRAFT_MAX_AGE_DAYS", 30)
# The card search index, built once and loaded by every process (builder.cards.search.indexfile).
CARD_INDEX_DIR = Path(os.environ.get("CARD_INDEX_DIR") or BASE_DIR / ".cache" / "card-index")

# One line per request on stdout (builder.operations.monitoring), errors with their tracebacks on stderr.
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"}},
    "handlers": {
        "console": {"class": "logging.StreamHandler", "formatter": "plain"},  # stderr
        "requests": {
            "class": "logging.StreamHandler",
            "stream": "ext://sys.stdout",
            "formatter": "plain",
        },
    },
    "root": {"handlers": ["console"], "level": "WARNING"},
    "loggers": {
        "stackboard.requests": {
            "handlers": ["requests"],
            "level": os.environ.get("LOG_LEVEL", "INFO"),
            "propagate": False,
        },
        # Django logs a 500 with its traceback here; root sends it to stderr.
        "django.request": {"level": "ERROR"},
    },
}
