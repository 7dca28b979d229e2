import os

from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

from conduit.models import Base

engine = create_engine(os.environ["DATABASE_URL"], pool_pre_ping=True)
Session = sessionmaker(bind=engine, expire_on_commit=False)


def init_schema() -> None:
    Base.metadata.create_all(engine)
