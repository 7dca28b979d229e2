from sqlalchemy import Column, Integer, String, Text

from app.models.base import Base


class Article(Base):
    __tablename__ = "articles"
    id = Column(Integer, primary_key=True)
    slug = Column(String(255), unique=True, index=True)
    title = Column(String(255))
    description = Column(Text)
    body = Column(Text)
    author_id = Column(Integer)
