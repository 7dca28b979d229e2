from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

from conduit.config import DB_URL

engine = create_engine(DB_URL, connect_args={"check_same_thread": False})
Session = sessionmaker(engine, expire_on_commit=False)
