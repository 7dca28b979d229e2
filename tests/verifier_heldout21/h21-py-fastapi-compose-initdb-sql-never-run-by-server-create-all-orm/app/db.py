import os

from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker

engine = create_engine(os.environ.get("DATABASE_URL", "postgresql://user:password@localhost:5432/conduit"))
SessionLocal = sessionmaker(bind=engine)


class Base(DeclarativeBase):
    pass
