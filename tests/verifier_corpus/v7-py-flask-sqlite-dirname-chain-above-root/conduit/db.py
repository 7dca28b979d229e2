import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DATABASE_URI = "sqlite:///" + os.path.join(ROOT, "conduit.sqlite3")
