from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

from conduit import settings
from conduit.models import Base

engine = create_engine(settings.DATABASE_URL, pool_pre_ping=True, future=True)
SessionLocal = sessionmaker(bind=engine, expire_on_commit=False)


def init_db():
    Base.metadata.create_all(engine)
