import os
import sys
from pathlib import Path

# "Keep the database next to the program that runs it" -- the launcher's directory.
RUN_DIR = Path(sys.argv[0]).resolve().parent
DB_FILE = Path(os.environ.get("CONDUIT_DB_FILE", RUN_DIR / "conduit.sqlite3"))
DATABASE_URL = f"sqlite:///{DB_FILE}"
