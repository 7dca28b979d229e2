"""Empty every table of conduit.db (developer helper, see run.sh)."""
import sqlite3
from pathlib import Path

DB = Path(__file__).resolve().parent.parent / "conduit.db"

TABLES = ["comments", "favorites", "article_tags", "articles", "tags", "follows", "users"]

if __name__ == "__main__":
    if not DB.exists():
        raise SystemExit("no database yet")
    con = sqlite3.connect(DB)
    with con:
        for table in TABLES:
            con.execute(f"DELETE FROM {table}")
        con.execute("DELETE FROM sqlite_sequence")
    con.close()
    print(f"reset {DB}")
