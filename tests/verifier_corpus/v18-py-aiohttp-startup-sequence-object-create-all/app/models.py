from sqlalchemy import BigInteger, Column, Integer, Sequence, String, Text
from sqlalchemy.orm import declarative_base

Base = declarative_base()

# public article number, shared sequence so numbers never repeat after deletes
article_number_seq = Sequence("article_number_seq", start=1000, metadata=Base.metadata)


class Article(Base):
    __tablename__ = "articles"

    id = Column(Integer, primary_key=True)
    number = Column(BigInteger, article_number_seq, server_default=article_number_seq.next_value(), unique=True)
    slug = Column(String(255), unique=True, nullable=False)
    title = Column(String(255), nullable=False)
    body = Column(Text, nullable=False)
