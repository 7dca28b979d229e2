import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

DATABASE = {
    "path": os.environ.get("CONDUIT_DB", str(BASE_DIR / "data" / "conduit.db")),
    "timeout": 10,
}
PORT = int(os.environ.get("PORT", "8080"))
