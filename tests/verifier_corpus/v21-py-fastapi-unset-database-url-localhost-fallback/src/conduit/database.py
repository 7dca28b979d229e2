from sqlalchemy import create_engine
from sqlalchemy.orm import declarative_base, sessionmaker

from conduit.settings import DATABASE_URL

engine = create_engine(DATABASE_URL, pool_size=5, max_overflow=5)
SessionLocal = sessionmaker(bind=engine, autoflush=False)
Base = declarative_base()


def get_db():
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()
