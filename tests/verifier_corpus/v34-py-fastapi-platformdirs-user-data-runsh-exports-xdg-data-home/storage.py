from pathlib import Path

from platformdirs import user_data_dir


def database_file() -> Path:
    folder = Path(user_data_dir("conduit", appauthor=False, ensure_exists=True))
    return folder / "conduit.sqlite3"
