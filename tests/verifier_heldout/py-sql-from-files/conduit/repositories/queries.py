from pathlib import Path

SQL_DIR = Path(__file__).resolve().parent.parent / "sql"

# name -> statement, read once from conduit/sql/*.sql
QUERIES = {path.stem: path.read_text() for path in SQL_DIR.glob("*.sql")}
