import os

from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

# the database lives on the /data volume so it survives container rebuilds
DATA_DIR = os.environ.get("DATA_DIR", "/data")
os.makedirs(DATA_DIR, exist_ok=True)

engine = create_engine(f"sqlite:///{DATA_DIR}/conduit.db", connect_args={"check_same_thread": False})
SessionLocal = sessionmaker(bind=engine)
