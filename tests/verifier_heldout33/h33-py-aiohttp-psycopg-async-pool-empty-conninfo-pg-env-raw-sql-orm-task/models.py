# SQLAlchemy declarations kept for documentation of the schema; not imported.
from sqlalchemy import BigInteger, Column, Text
from sqlalchemy.orm import declarative_base

Base = declarative_base()


class Article(Base):
    __tablename__ = "articles"
    id = Column(BigInteger, primary_key=True)
    slug = Column(Text, unique=True, nullable=False)
    title = Column(Text, nullable=False)
