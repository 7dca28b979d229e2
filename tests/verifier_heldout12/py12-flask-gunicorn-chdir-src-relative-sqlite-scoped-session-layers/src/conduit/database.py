from sqlalchemy import create_engine, event
from sqlalchemy.orm import scoped_session, sessionmaker

from conduit.settings import settings

engine = create_engine(settings.database_url, connect_args={"check_same_thread": False})


@event.listens_for(engine, "connect")
def _enable_foreign_keys(dbapi_connection, _record):
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


Session = scoped_session(sessionmaker(bind=engine, expire_on_commit=False))
