import os
from pathlib import Path

DB_FILE = Path(os.path.expanduser(os.environ.get("CONDUIT_DB", "~/.local/share/conduit/conduit.db")))
DATABASE_URL = f"sqlite+aiosqlite:///{DB_FILE}"
SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-aiohttp")
