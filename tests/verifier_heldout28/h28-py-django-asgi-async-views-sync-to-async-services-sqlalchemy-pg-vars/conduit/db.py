import os

from sqlalchemy import URL, create_engine
from sqlalchemy.orm import scoped_session, sessionmaker

url = URL.create(
    "postgresql+psycopg",
    username=os.environ["PGUSER"],
    password=os.environ["PGPASSWORD"],
    host=os.environ["PGHOST"],
    port=int(os.environ.get("PGPORT", "5432")),
    database=os.environ["PGDATABASE"],
)
engine = create_engine(url, pool_pre_ping=True)
Session = scoped_session(sessionmaker(bind=engine, expire_on_commit=False))


def create_schema() -> None:
    from conduit.models import Base

    Base.metadata.create_all(engine)


class SessionCleanupMiddleware:
    """Return the request's session to the pool when the response is done."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        try:
            return self.get_response(request)
        finally:
            Session.remove()
