import os
from pathlib import Path

PROJECT_DIR = Path(__file__).resolve().parent.parent

DB_PATH = os.environ.get("CONDUIT_DB_PATH") or str(PROJECT_DIR / "conduit.sqlite3")
DATABASE_URL = f"sqlite+aiosqlite:///{DB_PATH}"
