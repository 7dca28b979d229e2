# Local overrides for working without the postgres container.
DEBUG = True
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": BASE_DIR / "local.sqlite3",  # noqa: F821 (provided by split-settings scope)
    }
}
