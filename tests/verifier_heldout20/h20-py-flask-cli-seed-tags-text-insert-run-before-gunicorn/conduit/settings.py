from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SQLALCHEMY_DATABASE_URI = f"sqlite:///{BASE_DIR / 'conduit.db'}"
SECRET_KEY = "conduit-secret"
DEFAULT_TAGS = ["welcome", "introduction", "conduit", "realworld"]
