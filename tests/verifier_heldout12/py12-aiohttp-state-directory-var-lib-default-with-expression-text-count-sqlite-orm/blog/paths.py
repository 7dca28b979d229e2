import os
from pathlib import Path


def state_dir() -> Path:
    """Writable state directory: systemd's StateDirectory= when run as a unit, /var/lib/conduit otherwise."""
    path = Path(os.environ.get("STATE_DIRECTORY", "/var/lib/conduit"))
    path.mkdir(parents=True, exist_ok=True)
    return path


def database_url() -> str:
    return f"sqlite+aiosqlite:///{state_dir() / 'conduit.sqlite3'}"
