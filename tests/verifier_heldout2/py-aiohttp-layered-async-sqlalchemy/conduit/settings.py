import os

BASE_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA_DIR = os.path.join(BASE_DIR, "data")
DATABASE_URL = "sqlite+aiosqlite:///" + os.path.join(DATA_DIR, "conduit.db")
