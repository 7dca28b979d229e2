from sqlalchemy import create_engine
from sqlalchemy.orm import scoped_session, sessionmaker

from conduit_api.entities import Base
from conduit_api.settings import database_settings

engine = create_engine(database_settings().url, pool_pre_ping=True)
Session = scoped_session(sessionmaker(bind=engine, expire_on_commit=False))


def create_schema() -> None:
    Base.metadata.create_all(engine)
