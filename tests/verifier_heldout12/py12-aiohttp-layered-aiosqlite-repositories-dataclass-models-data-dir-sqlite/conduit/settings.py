import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DB_PATH = Path(os.environ.get("DB_PATH", BASE_DIR / "data" / "conduit.db"))
JWT_SECRET = os.environ.get("JWT_SECRET", "s3cr3t")
