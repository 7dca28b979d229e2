from django.conf import settings
from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

engine = create_engine(f"sqlite:///{settings.BASE_DIR / 'conduit.sqlite3'}")
SessionLocal = sessionmaker(bind=engine, expire_on_commit=False)
