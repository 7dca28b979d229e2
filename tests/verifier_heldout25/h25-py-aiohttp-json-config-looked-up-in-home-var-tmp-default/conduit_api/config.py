"""Settings: built-in defaults, overridden by the user's config file if there is one."""
import json
import os
from pathlib import Path

DEFAULTS = {
    "db_path": "/var/tmp/conduit.sqlite3",
    "jwt_secret": "conduit-default-secret",
    "token_ttl_hours": 24,
}

CONFIG_FILE = Path(os.environ.get("CONDUIT_CONFIG", str(Path.home() / ".config" / "conduit" / "config.json")))


def load() -> dict:
    settings = dict(DEFAULTS)
    if CONFIG_FILE.is_file():
        settings.update(json.loads(CONFIG_FILE.read_text()))
    return settings
