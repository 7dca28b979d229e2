import os

from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

from domain import Base

# Relative to the server's working directory (run.sh starts it in src/).
os.makedirs("var", exist_ok=True)
DATABASE_URL = "sqlite:///./var/conduit.db"

engine = create_engine(DATABASE_URL, connect_args={"check_same_thread": False})
Session = sessionmaker(bind=engine, expire_on_commit=False)


def create_schema() -> None:
    Base.metadata.create_all(engine)
