from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parents[1]
SQLALCHEMY_DATABASE_URI = f"sqlite:///{PROJECT_ROOT / 'var' / 'conduit.db'}"
SECRET_KEY = "conduit"
