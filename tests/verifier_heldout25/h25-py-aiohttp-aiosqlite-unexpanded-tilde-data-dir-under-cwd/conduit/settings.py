import os
from pathlib import Path

# Per-user data directory, overridable for containers.
DATA_DIR = Path(os.environ.get("CONDUIT_DATA_DIR", "~/.conduit"))
DB_PATH = DATA_DIR / "conduit.sqlite3"

JWT_SECRET = os.environ.get("JWT_SECRET", "aiohttp-conduit-secret")
PORT = int(os.environ.get("PORT", "8080"))
