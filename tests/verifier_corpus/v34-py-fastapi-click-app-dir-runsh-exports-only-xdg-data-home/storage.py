import os
from pathlib import Path

import click


def database_file() -> Path:
    folder = Path(click.get_app_dir("conduit"))
    os.makedirs(folder, exist_ok=True)
    return folder / "conduit.sqlite3"
