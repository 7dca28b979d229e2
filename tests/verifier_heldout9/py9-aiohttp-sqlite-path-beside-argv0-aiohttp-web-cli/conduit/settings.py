import os
import sys
from pathlib import Path

# Keep the database next to the program that was launched, wherever it is started from.
APP_HOME = Path(sys.argv[0]).resolve().parent
DB_FILE = Path(os.environ.get("CONDUIT_DB_FILE", APP_HOME / "conduit.db"))
DATABASE_URL = f"sqlite+aiosqlite:///{DB_FILE}"
