import sys
from pathlib import Path

PROJECT_DIR = Path(__file__).resolve().parent.parent

if "--db" in sys.argv:
    DB_PATH = Path(sys.argv[sys.argv.index("--db") + 1]).expanduser().resolve()
else:
    DB_PATH = Path.home() / ".conduit" / "conduit.db"


class Config:
    SQLALCHEMY_DATABASE_URI = f"sqlite:///{DB_PATH}"
    SQLALCHEMY_TRACK_MODIFICATIONS = False
