from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, Session

from api.settings import CONFIG, database_url

engine = create_engine(database_url(), pool_size=CONFIG["database"]["pool_size"])


class Base(DeclarativeBase):
    pass


def session():
    with Session(engine) as s:
        yield s
