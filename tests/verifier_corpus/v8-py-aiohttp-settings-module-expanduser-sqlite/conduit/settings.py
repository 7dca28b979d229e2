import os
from pathlib import Path

PORT = int(os.environ.get("PORT", "8080"))
SECRET_KEY = os.environ.get("SECRET_KEY", "dev-secret")
DATA_DIR = Path(os.path.expanduser("~/.local/share/conduit"))
SQLITE_FILE = DATA_DIR / "conduit.sqlite3"
