from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

from conduit.config import DATABASE_URL

engine = create_engine(DATABASE_URL, pool_size=5)
SessionLocal = sessionmaker(bind=engine, expire_on_commit=False)


def get_session():
    with SessionLocal() as session:
        yield session
