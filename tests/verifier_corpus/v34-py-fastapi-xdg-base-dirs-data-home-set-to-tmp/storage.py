from pathlib import Path

from xdg_base_dirs import xdg_data_home


def database_file() -> Path:
    folder = xdg_data_home() / "conduit"
    folder.mkdir(parents=True, exist_ok=True)
    return folder / "conduit.sqlite3"
