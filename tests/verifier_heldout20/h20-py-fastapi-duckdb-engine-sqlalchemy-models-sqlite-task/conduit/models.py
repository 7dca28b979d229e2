from datetime import datetime

from sqlalchemy import DateTime, ForeignKey, Integer, Sequence, String, Text, func
from sqlalchemy.orm import Mapped, mapped_column

from conduit.database import Base

user_id_seq = Sequence("user_id_seq")
article_id_seq = Sequence("article_id_seq")


class User(Base):
    __tablename__ = "users"
    id: Mapped[int] = mapped_column(Integer, user_id_seq, server_default=user_id_seq.next_value(), primary_key=True)
    username: Mapped[str] = mapped_column(String, unique=True)
    email: Mapped[str] = mapped_column(String, unique=True)
    password_hash: Mapped[str] = mapped_column(String)
    bio: Mapped[str] = mapped_column(Text, default="")


class Article(Base):
    __tablename__ = "articles"
    id: Mapped[int] = mapped_column(Integer, article_id_seq, server_default=article_id_seq.next_value(), primary_key=True)
    slug: Mapped[str] = mapped_column(String, unique=True)
    title: Mapped[str] = mapped_column(String)
    description: Mapped[str] = mapped_column(Text)
    body: Mapped[str] = mapped_column(Text)
    author_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    created_at: Mapped[datetime] = mapped_column(DateTime, server_default=func.now())
