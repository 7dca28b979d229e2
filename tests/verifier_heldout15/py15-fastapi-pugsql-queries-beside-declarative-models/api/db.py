from pathlib import Path

import pugsql
from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

from api.settings import DATABASE_URL

engine = create_engine(DATABASE_URL, pool_pre_ping=True)
SessionLocal = sessionmaker(bind=engine, expire_on_commit=False)

# Read-heavy listing queries live in .sql files (easier to tune by hand).
queries = pugsql.module(str(Path(__file__).parent / "queries"))
queries.connect(DATABASE_URL)


def get_session():
    with SessionLocal() as session:
        yield session
