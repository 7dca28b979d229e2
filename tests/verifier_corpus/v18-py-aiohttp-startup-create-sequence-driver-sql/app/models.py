from sqlalchemy import BigInteger, Column, Integer, String, Text, text
from sqlalchemy.orm import declarative_base

Base = declarative_base()


class Article(Base):
    __tablename__ = "articles"

    id = Column(Integer, primary_key=True)
    # public article number, shared sequence so numbers never repeat after deletes
    number = Column(BigInteger, server_default=text("nextval('article_number_seq')"), unique=True)
    slug = Column(String(255), unique=True, nullable=False)
    title = Column(String(255), nullable=False)
    body = Column(Text, nullable=False)
