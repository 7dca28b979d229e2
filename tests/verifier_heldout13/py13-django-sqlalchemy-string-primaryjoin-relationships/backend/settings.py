import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = os.environ.get("SECRET_KEY", "not-so-secret")
DEBUG = False
ALLOWED_HOSTS = ["*"]
INSTALLED_APPS = ["social"]
MIDDLEWARE: list[str] = []
ROOT_URLCONF = "backend.urls"
DATABASES: dict = {}
APPEND_SLASH = False

SQLITE_PATH = Path(os.environ.get("SQLITE_PATH", BASE_DIR / "db" / "conduit.sqlite3"))
