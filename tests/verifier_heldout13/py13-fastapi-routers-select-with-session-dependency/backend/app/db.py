import os

from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

engine = create_engine(os.getenv("DATABASE_URL", "sqlite:///./conduit.db"), connect_args={"check_same_thread": False}
                       if os.getenv("DATABASE_URL", "sqlite").startswith("sqlite") else {})
SessionLocal = sessionmaker(bind=engine, expire_on_commit=False)


def get_db():
    with SessionLocal() as session:
        yield session
