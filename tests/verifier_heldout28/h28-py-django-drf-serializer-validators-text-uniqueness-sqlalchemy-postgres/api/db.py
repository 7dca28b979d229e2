import os

from sqlalchemy import create_engine
from sqlalchemy.orm import scoped_session, sessionmaker

engine = create_engine(os.environ["DATABASE_URL"], pool_pre_ping=True)
Session = scoped_session(sessionmaker(bind=engine, expire_on_commit=False))


def close_session_middleware(get_response):
    def middleware(request):
        try:
            return get_response(request)
        finally:
            Session.remove()

    return middleware
