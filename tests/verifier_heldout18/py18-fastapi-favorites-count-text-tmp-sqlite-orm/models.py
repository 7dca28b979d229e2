from sqlalchemy import Column, ForeignKey, Integer, String, Text

from db import Base


class Article(Base):
    __tablename__ = "articles"
    id = Column(Integer, primary_key=True)
    slug = Column(String, unique=True)
    title = Column(String)
    body = Column(Text)


class Favorite(Base):
    __tablename__ = "favorites"
    user_id = Column(Integer, primary_key=True)
    article_id = Column(Integer, ForeignKey("articles.id"), primary_key=True)
