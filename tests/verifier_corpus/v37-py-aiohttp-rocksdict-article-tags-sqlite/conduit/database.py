from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker

from conduit.settings import DATA_DIR, SQLITE_URL

DATA_DIR.mkdir(exist_ok=True)
engine = create_engine(SQLITE_URL)
Session = sessionmaker(bind=engine, expire_on_commit=False)


class Base(DeclarativeBase):
    pass
