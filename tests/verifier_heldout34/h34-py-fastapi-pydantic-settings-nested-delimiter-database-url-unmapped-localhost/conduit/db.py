from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker

from conduit.config import settings

engine = create_engine(settings.database.url.replace("postgresql://", "postgresql+psycopg://", 1),
                       echo=settings.database.echo, pool_size=settings.database.pool_size)
SessionLocal = sessionmaker(bind=engine, expire_on_commit=False)


class Base(DeclarativeBase):
    pass


def get_db():
    with SessionLocal() as session:
        yield session
