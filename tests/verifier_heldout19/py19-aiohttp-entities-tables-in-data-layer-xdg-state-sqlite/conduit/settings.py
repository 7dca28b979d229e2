import os
from pathlib import Path


def state_dir() -> Path:
    base = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
    path = Path(base) / "conduit"
    path.mkdir(parents=True, exist_ok=True)
    return path


DATABASE_URL = os.environ.get("CONDUIT_DB_URL") or f"sqlite+aiosqlite:///{state_dir() / 'conduit.sqlite3'}"
