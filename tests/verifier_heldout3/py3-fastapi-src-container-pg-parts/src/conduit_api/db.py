from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

from conduit_api.settings import get_settings

engine = create_engine(get_settings().database_url, pool_pre_ping=True)
SessionFactory = sessionmaker(bind=engine, expire_on_commit=False)
