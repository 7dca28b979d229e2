from sqlalchemy import Column, ForeignKey, Integer, String, Text

from app.db import Base


class User(Base):
    __tablename__ = "users"

    id = Column(Integer, primary_key=True)
    username = Column(String, unique=True, nullable=False)
    email = Column(String, unique=True, nullable=False)
    password = Column(String, nullable=False)


class Comment(Base):
    __tablename__ = "comments"

    id = Column(Integer, primary_key=True)
    body = Column(Text, nullable=False)
    article_slug = Column(String, index=True, nullable=False)
    author_id = Column(Integer, ForeignKey("users.id"), nullable=False)
