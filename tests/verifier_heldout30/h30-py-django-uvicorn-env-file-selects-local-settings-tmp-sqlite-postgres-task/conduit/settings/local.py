from conduit.settings.base import *  # noqa: F401,F403

# Throw-away database for working on the API without a PostgreSQL server.
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": "/tmp/conduit-local.sqlite3",
    }
}
