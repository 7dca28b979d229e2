from datetime import datetime

from sqlalchemy import Column, DateTime, ForeignKey, String, Table, Text, func
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship


class Base(DeclarativeBase):
    pass


follows = Table("follows", Base.metadata,
                Column("follower_id", ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
                Column("followee_id", ForeignKey("users.id", ondelete="CASCADE"), primary_key=True))
favorites = Table("favorites", Base.metadata,
                  Column("user_id", ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
                  Column("article_id", ForeignKey("articles.id", ondelete="CASCADE"), primary_key=True))
article_tags = Table("article_tags", Base.metadata,
                     Column("article_id", ForeignKey("articles.id", ondelete="CASCADE"), primary_key=True),
                     Column("tag", String(64), primary_key=True))


class User(Base):
    __tablename__ = "users"
    id: Mapped[int] = mapped_column(primary_key=True)
    username: Mapped[str] = mapped_column(String(64), unique=True)
    email: Mapped[str] = mapped_column(String(255), unique=True)
    password_hash: Mapped[str] = mapped_column(String(100))
    bio: Mapped[str | None] = mapped_column(Text)
    image: Mapped[str | None] = mapped_column(String(500))


class Article(Base):
    __tablename__ = "articles"
    id: Mapped[int] = mapped_column(primary_key=True)
    slug: Mapped[str] = mapped_column(String(300), unique=True)
    title: Mapped[str] = mapped_column(String(255))
    description: Mapped[str] = mapped_column(Text)
    body: Mapped[str] = mapped_column(Text)
    author_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now(),
                                                 onupdate=func.now())
    author: Mapped[User] = relationship(lazy="joined")
