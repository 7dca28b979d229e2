from sqlalchemy import create_engine
from sqlalchemy.orm import scoped_session, sessionmaker

from . import settings

settings.INSTANCE_DIR.mkdir(parents=True, exist_ok=True)
engine = create_engine(settings.DATABASE_URL, connect_args={"check_same_thread": False})
Session = scoped_session(sessionmaker(bind=engine, expire_on_commit=False))
