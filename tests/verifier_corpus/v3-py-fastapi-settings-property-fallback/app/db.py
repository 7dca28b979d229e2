from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

from app.config import settings

engine = create_engine(settings.sqlalchemy_url)
SessionLocal = sessionmaker(bind=engine)
