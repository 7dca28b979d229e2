import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DATA_DIR = BASE_DIR / "data"

SQLALCHEMY_DATABASE_URI = f"sqlite:///{DATA_DIR / 'conduit.db'}"
FAVORITES_FILE = DATA_DIR / "favorites.pickle"
SECRET_KEY = os.environ.get("SECRET_KEY", "dev-secret")
