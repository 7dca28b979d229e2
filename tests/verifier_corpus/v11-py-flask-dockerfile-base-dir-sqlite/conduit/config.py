import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

# data/ is the volume the Dockerfile declares (the image copies the project to /app)
SQLITE_PATH = os.environ.get("SQLITE_PATH", str(BASE_DIR / "data" / "conduit.db"))
SECRET_KEY = os.environ.get("SECRET_KEY", "dev-secret")
