from sqlalchemy import Column, DateTime, ForeignKey, Integer, String, Text, func

from .db import Base


class User(Base):
    __tablename__ = "users"
    id = Column(Integer, primary_key=True)
    username = Column(String(80), unique=True, nullable=False)


class Follow(Base):
    __tablename__ = "follows"
    follower_id = Column(ForeignKey("users.id"), primary_key=True)
    followed_id = Column(ForeignKey("users.id"), primary_key=True)


class Article(Base):
    __tablename__ = "articles"
    id = Column(Integer, primary_key=True)
    slug = Column(String(255), unique=True, nullable=False)
    title = Column(String(255), nullable=False)
    body = Column(Text, default="")
    author_id = Column(ForeignKey("users.id"), nullable=False)
    created_at = Column(DateTime, server_default=func.now())
