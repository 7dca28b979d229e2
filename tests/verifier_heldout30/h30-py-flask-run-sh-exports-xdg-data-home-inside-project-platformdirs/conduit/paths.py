"""Where the app keeps its files: the platform's per-user data directory."""
from pathlib import Path

from platformdirs import user_data_path

APP_NAME = "conduit"


def data_dir() -> Path:
    # ~/.local/share/conduit on Linux unless XDG_DATA_HOME says otherwise.
    return user_data_path(APP_NAME, appauthor=False, ensure_exists=True)


def database_file() -> Path:
    return data_dir() / "conduit.sqlite3"
