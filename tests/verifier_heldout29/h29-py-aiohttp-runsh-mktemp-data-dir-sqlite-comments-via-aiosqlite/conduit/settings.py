import os
from pathlib import Path

DATA_DIR = Path(os.environ.get("CONDUIT_DATA_DIR", "data"))
DATA_DIR.mkdir(parents=True, exist_ok=True)
DB_FILE = DATA_DIR / "conduit.db"
DATABASE_URL = f"sqlite+aiosqlite:///{DB_FILE}"
