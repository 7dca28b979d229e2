import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATABASE_URL = os.environ.get("CONDUIT_DATABASE_URL", f"sqlite+aiosqlite:///{ROOT / 'conduit.db'}")
