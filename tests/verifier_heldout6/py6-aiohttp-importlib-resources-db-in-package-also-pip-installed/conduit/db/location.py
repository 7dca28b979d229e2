from importlib.resources import files
from pathlib import Path


def database_file() -> Path:
    """The SQLite file sits in the package's data directory (conduit/data/conduit.db)."""
    return Path(str(files("conduit").joinpath("data"))) / "conduit.db"
