from sqlalchemy import create_engine
from sqlalchemy.orm import scoped_session, sessionmaker

from conduit.settings import settings

engine = create_engine(settings.database_url, pool_pre_ping=True)
Session = scoped_session(sessionmaker(bind=engine))
