import os

from sqlalchemy import URL, create_engine
from sqlalchemy.orm import scoped_session, sessionmaker

url = URL.create(
    "postgresql+psycopg2",
    username=os.environ["PGUSER"],
    password=os.environ["PGPASSWORD"],
    host=os.environ["PGHOST"],
    port=int(os.environ["PGPORT"]),
    database=os.environ["PGDATABASE"],
)
engine = create_engine(url, pool_size=5)
Session = scoped_session(sessionmaker(bind=engine))
