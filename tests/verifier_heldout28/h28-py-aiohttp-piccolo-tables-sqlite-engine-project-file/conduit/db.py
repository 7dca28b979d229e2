from pathlib import Path

from piccolo.engine.sqlite import SQLiteEngine

ROOT = Path(__file__).resolve().parent.parent

DB = SQLiteEngine(path=str(ROOT / "conduit.sqlite"))
