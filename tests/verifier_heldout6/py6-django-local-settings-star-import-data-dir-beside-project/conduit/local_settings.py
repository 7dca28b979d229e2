"""Local overrides.

Keep the SQLite database next to the checkout rather than inside it, so that
`git clean -fdx` or re-cloning the repository never wipes the data.
"""
from pathlib import Path

_DATA_DIR = Path(__file__).resolve().parent.parent.parent / "conduit-data"
_DATA_DIR.mkdir(parents=True, exist_ok=True)

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": _DATA_DIR / "db.sqlite3",
        "OPTIONS": {"timeout": 20},
    }
}
