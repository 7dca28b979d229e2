import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

DEFAULTS = {
    "db_path": str(BASE_DIR / "data" / "conduit.sqlite3"),
    "jwt_secret": "dev-secret",
    "jwt_ttl_hours": 24,
}


def load_settings():
    settings = dict(DEFAULTS)
    if os.environ.get("JWT_SECRET"):
        settings["jwt_secret"] = os.environ["JWT_SECRET"]
    return settings
