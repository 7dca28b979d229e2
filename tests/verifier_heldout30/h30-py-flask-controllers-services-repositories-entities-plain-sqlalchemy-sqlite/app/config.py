import os
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parent.parent
DATA_DIR = PROJECT_ROOT / "var"
DATABASE_URL = f"sqlite:///{DATA_DIR / 'conduit.sqlite3'}"
JWT_SECRET = os.environ.get("JWT_SECRET", "conduit-secret")
