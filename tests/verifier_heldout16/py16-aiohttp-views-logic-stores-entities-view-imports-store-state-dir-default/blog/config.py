import os
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parent.parent
STATE_DIR = Path(os.environ.get("XDG_STATE_HOME", PROJECT_ROOT / "state")) if os.environ.get("CONDUIT_USE_XDG") else PROJECT_ROOT / "state"
DATABASE_URL = f"sqlite+aiosqlite:///{STATE_DIR / 'conduit.sqlite3'}"
