from conduit.settings.base import *  # noqa: F401,F403
from conduit.settings.base import BASE_DIR

# data lives next to the checkout, so redeploying the code never touches it
DATA_DIR = BASE_DIR.parent / "conduit-data"
DATA_DIR.mkdir(parents=True, exist_ok=True)

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": DATA_DIR / "db.sqlite3",
    }
}
