import os

from django.conf import settings
from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker


class Base(DeclarativeBase):
    pass


os.makedirs(settings.MEDIA_ROOT, exist_ok=True)
engine = create_engine(settings.SQLALCHEMY_URL)
Session = sessionmaker(bind=engine)
