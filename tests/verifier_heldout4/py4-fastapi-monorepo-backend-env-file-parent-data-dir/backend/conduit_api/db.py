from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

from conduit_api.settings import get_settings

engine = create_engine(get_settings().database_url, connect_args={"check_same_thread": False})



SessionLocal = sessionmaker(bind=engine, expire_on_commit=False)


def get_db():
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()
