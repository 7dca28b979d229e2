import os
from pathlib import Path

import appdirs


def database_file() -> Path:
    folder = Path(appdirs.user_data_dir("conduit", "conduit"))
    os.makedirs(folder, exist_ok=True)
    return folder / "conduit.sqlite3"
