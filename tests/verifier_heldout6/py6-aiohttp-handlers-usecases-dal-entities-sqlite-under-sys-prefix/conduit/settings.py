import os
import sys
from pathlib import Path

# FHS-style state directory of the Python environment the service is installed in
# (the virtualenv in production, the interpreter prefix otherwise).
STATE_DIR = Path(sys.prefix) / "var" / "conduit"
DB_PATH = Path(os.environ.get("CONDUIT_DB_PATH", STATE_DIR / "conduit.sqlite3"))
SECRET = os.environ.get("CONDUIT_SECRET", "conduit-dev")
TOKEN_TTL = 24 * 3600
