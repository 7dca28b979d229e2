from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker


def make_sessionmaker(database_url: str) -> sessionmaker:
    if database_url.startswith("postgresql://"):
        database_url = database_url.replace("postgresql://", "postgresql+psycopg2://", 1)
    engine = create_engine(database_url, pool_pre_ping=True)
    return sessionmaker(bind=engine, expire_on_commit=False)
