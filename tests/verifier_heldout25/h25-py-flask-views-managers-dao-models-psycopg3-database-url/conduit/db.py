from sqlalchemy import create_engine
from sqlalchemy.orm import scoped_session, sessionmaker

from .models.base import Base

engine = None
Session = scoped_session(sessionmaker(expire_on_commit=False))


def init_db(url: str) -> None:
    global engine
    engine = create_engine(url, pool_pre_ping=True)
    Session.configure(bind=engine)
    Base.metadata.create_all(engine)
