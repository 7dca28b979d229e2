import os
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parent.parent

DB_PATH = Path(os.environ.get("CONDUIT_DB_PATH", PROJECT_ROOT / "data" / "conduit.sqlite3"))
SECRET = os.environ.get("CONDUIT_SECRET", "conduit")
PORT = int(os.environ.get("PORT", "8080"))
