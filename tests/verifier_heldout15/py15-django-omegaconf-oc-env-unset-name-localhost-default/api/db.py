from django.conf import settings
from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

engine = create_engine(settings.SQLALCHEMY_URL, pool_size=settings.SQLALCHEMY_POOL_SIZE, pool_pre_ping=True)
Session = sessionmaker(bind=engine, expire_on_commit=False)
