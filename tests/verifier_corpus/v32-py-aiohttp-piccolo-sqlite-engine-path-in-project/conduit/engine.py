import os

from piccolo.engine.sqlite import SQLiteEngine

PROJECT_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

DB = SQLiteEngine(path=os.path.join(PROJECT_ROOT, "data", "conduit.sqlite"))
