from sqlalchemy import engine_from_config
from sqlalchemy.orm import sessionmaker

from conduit.settings import load

engine = engine_from_config(load(), prefix="sqlalchemy.")
SessionFactory = sessionmaker(bind=engine, expire_on_commit=False)
