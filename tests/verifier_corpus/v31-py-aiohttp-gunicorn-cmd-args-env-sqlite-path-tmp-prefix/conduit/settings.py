import os
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parent.parent
SQLITE_PATH = os.environ.get("SQLITE_PATH", str(PROJECT_ROOT / "conduit.sqlite3"))
