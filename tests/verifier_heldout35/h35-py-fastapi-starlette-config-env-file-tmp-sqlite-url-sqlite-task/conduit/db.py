from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

from conduit import settings

engine = create_engine(settings.DATABASE_URL, connect_args={"check_same_thread": False})
SessionLocal = sessionmaker(bind=engine, expire_on_commit=False)
