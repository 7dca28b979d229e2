import os
import sys
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent

RUNTIME = {"python": sys.executable, "prefix": sys.prefix, "version": sys.version.split()[0]}
DATA_DIR = Path(os.environ.get("CONDUIT_DATA_DIR", BASE_DIR / "data"))
DATABASE_URL = f"sqlite:///{DATA_DIR / 'conduit.sqlite3'}"
