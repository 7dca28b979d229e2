from pathlib import Path

# Per-user application data directory.
DATA_DIR = Path.home() / ".conduit"
DATABASE_URL = f"sqlite+aiosqlite:///{DATA_DIR / 'conduit.sqlite3'}"
JWT_SECRET = "conduit-secret"
