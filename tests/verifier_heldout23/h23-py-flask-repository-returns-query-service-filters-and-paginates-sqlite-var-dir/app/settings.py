from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parent.parent
DATA_DIR = PROJECT_ROOT / "var"
DATA_DIR.mkdir(exist_ok=True)

SQLALCHEMY_DATABASE_URI = f"sqlite:///{DATA_DIR / 'conduit.sqlite3'}"
SECRET_KEY = "change-me"
TOKEN_TTL_DAYS = 30
