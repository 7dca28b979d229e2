from datetime import datetime, timezone

from django.conf import settings
from sqlalchemy import Column, ForeignKey, String, Table, Text, create_engine, func, select, text
from sqlalchemy.orm import DeclarativeBase, Mapped, column_property, mapped_column, relationship, sessionmaker

engine = create_engine(settings.SQLALCHEMY_URL, pool_pre_ping=True)
Session = sessionmaker(engine, expire_on_commit=False)


class Base(DeclarativeBase):
    pass


def _now():
    return datetime.now(timezone.utc)


favorites = Table(
    "favorites", Base.metadata,
    Column("user_id", ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
    Column("article_id", ForeignKey("articles.id", ondelete="CASCADE"), primary_key=True),
)


class User(Base):
    __tablename__ = "users"
    id: Mapped[int] = mapped_column(primary_key=True)
    username: Mapped[str] = mapped_column(String(64), unique=True)
    email: Mapped[str] = mapped_column(String(255), unique=True)
    password: Mapped[str] = mapped_column(String(255))
    bio: Mapped[str | None] = mapped_column(Text)
    image: Mapped[str | None] = mapped_column(String(512))


class Article(Base):
    __tablename__ = "articles"
    id: Mapped[int] = mapped_column(primary_key=True)
    slug: Mapped[str] = mapped_column(String(255), unique=True)
    title: Mapped[str] = mapped_column(String(255))
    description: Mapped[str] = mapped_column(Text)
    body: Mapped[str] = mapped_column(Text)
    author_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    created_at: Mapped[datetime] = mapped_column(default=_now)
    updated_at: Mapped[datetime] = mapped_column(default=_now, onupdate=_now)
    author: Mapped[User] = relationship(lazy="joined")

    # Loaded with every article: number of users who favorited it.
    favorites_count: Mapped[int] = column_property(
        select(func.count(favorites.c.user_id))
        .where(text("favorites.article_id = articles.id"))
        .scalar_subquery()
    )


def init_db() -> None:
    Base.metadata.create_all(engine)
