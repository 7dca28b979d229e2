import os
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parents[1]
DB_PATH = Path(os.environ.get("CONDUIT_DB_PATH", PROJECT_ROOT / "var" / "conduit.db"))
DB_URL = f"sqlite+aiosqlite:///{DB_PATH}"
SECRET = os.environ.get("CONDUIT_SECRET", "local-secret")
PORT = 8000
