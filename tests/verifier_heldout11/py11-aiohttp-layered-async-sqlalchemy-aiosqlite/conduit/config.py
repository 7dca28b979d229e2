import os
from pathlib import Path

PROJECT_DIR = Path(__file__).resolve().parent.parent

DATABASE_URL = os.environ.get("CONDUIT_DB_URL", f"sqlite+aiosqlite:///{PROJECT_DIR / 'data' / 'conduit.db'}")
JWT_SECRET = os.environ.get("JWT_SECRET", "conduit-secret")
