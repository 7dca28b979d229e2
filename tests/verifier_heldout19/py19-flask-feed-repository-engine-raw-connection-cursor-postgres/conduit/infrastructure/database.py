import os
from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker
from conduit.models.base import Base

engine = create_engine(os.environ["DATABASE_URL"].replace("postgresql://", "postgresql+psycopg2://", 1))
SessionLocal = sessionmaker(bind=engine, expire_on_commit=False)


def init_db():
    from conduit import models  # noqa: F401
    Base.metadata.create_all(engine)
