"""Embedded, file-based storage in the project directory (single file, no server).

DuckDB is used through its SQLAlchemy dialect (duckdb-engine), so the models and
queries are plain SQLAlchemy.
"""
from pathlib import Path

from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker

DB_FILE = Path(__file__).resolve().parent.parent / "data" / "conduit.duckdb"

engine = create_engine(f"duckdb:///{DB_FILE}")
SessionLocal = sessionmaker(bind=engine, expire_on_commit=False)


class Base(DeclarativeBase):
    pass
