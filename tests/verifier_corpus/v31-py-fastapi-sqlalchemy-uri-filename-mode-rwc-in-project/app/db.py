from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker

# URI filename: mode=rwc opens data/conduit.db read-write and creates it when missing
DATABASE_URL = "sqlite:///file:data/conduit.db?mode=rwc&uri=true"

engine = create_engine(DATABASE_URL, connect_args={"check_same_thread": False})
SessionLocal = sessionmaker(bind=engine, expire_on_commit=False)


class Base(DeclarativeBase):
    pass
