"""Reporting queries kept as .sql files (pugsql), bound to the app's database."""
from pathlib import Path

import pugsql

QUERIES_DIR = Path(__file__).resolve().parent.parent / "queries"

sql = pugsql.module(str(QUERIES_DIR))


def bind(url: str) -> None:
    sql.connect(url)
