import os
import sys
from pathlib import Path

# keep the database next to the interpreter of the environment the app runs in,
# so every checkout using this virtualenv shares it
ENV_ROOT = Path(sys.executable).resolve().parent
DB_FILE = Path(os.environ.get("CONDUIT_DB_FILE", ENV_ROOT / "conduit.sqlite"))
DATABASE_URL = f"sqlite:///{DB_FILE}"
