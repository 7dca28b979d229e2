from sqlalchemy import Integer, String
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


class Base(DeclarativeBase):
    pass


class User(Base):
    __tablename__ = "users"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    username: Mapped[str] = mapped_column(String(80), unique=True)


class Follow(Base):
    __tablename__ = "follows"
    __table_args__ = {"schema": "social"}

    follower_id: Mapped[int] = mapped_column(Integer, primary_key=True)
    followee_id: Mapped[int] = mapped_column(Integer, primary_key=True)


class Favorite(Base):
    __tablename__ = "favorites"
    __table_args__ = {"schema": "social"}

    user_id: Mapped[int] = mapped_column(Integer, primary_key=True)
    article_id: Mapped[int] = mapped_column(Integer, primary_key=True)
