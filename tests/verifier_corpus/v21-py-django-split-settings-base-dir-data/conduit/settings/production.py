from conduit.settings.base import *  # noqa: F401,F403
from conduit.settings.base import BASE_DIR

# data lives in its own folder of the project, ignored by git
DATA_DIR = BASE_DIR / "conduit-data"
DATA_DIR.mkdir(parents=True, exist_ok=True)

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": DATA_DIR / "db.sqlite3",
    }
}
