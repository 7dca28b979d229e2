from datetime import datetime

from sqlalchemy import DDL, Column, DateTime, ForeignKey, String, Table, Text, event, func
from sqlalchemy.dialects.postgresql import ARRAY
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship


class Base(DeclarativeBase):
    pass


favorites = Table(
    "favorites", Base.metadata,
    Column("user_id", ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
    Column("article_id", ForeignKey("articles.id", ondelete="CASCADE"), primary_key=True),
)


class User(Base):
    __tablename__ = "users"
    id: Mapped[int] = mapped_column(primary_key=True)
    username: Mapped[str] = mapped_column(String(60), unique=True)
    email: Mapped[str] = mapped_column(String(255), unique=True)
    password_hash: Mapped[str] = mapped_column(String(255))
    bio: Mapped[str] = mapped_column(Text, default="")
    image: Mapped[str | None] = mapped_column(String(500))


class Article(Base):
    __tablename__ = "articles"
    id: Mapped[int] = mapped_column(primary_key=True)
    slug: Mapped[str] = mapped_column(String(255), unique=True)
    title: Mapped[str] = mapped_column(String(255))
    description: Mapped[str] = mapped_column(Text)
    body: Mapped[str] = mapped_column(Text)
    tag_list: Mapped[list[str]] = mapped_column(ARRAY(String(60)), default=list)
    author_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now(),
                                                 onupdate=func.now())
    author: Mapped[User] = relationship(lazy="joined")
    favorited_by: Mapped[list[User]] = relationship(secondary=favorites, lazy="selectin")


# Tag filtering uses tag_list @> ARRAY[...]; a GIN index keeps it fast. Usernames are looked up
# case-insensitively, which needs the pg_trgm extension for the trigram index.
event.listen(Base.metadata, "before_create", DDL("CREATE EXTENSION IF NOT EXISTS pg_trgm"))
event.listen(
    Article.__table__, "after_create",
    DDL("CREATE INDEX IF NOT EXISTS ix_articles_tag_list ON articles USING gin (tag_list)"),
)
event.listen(
    User.__table__, "after_create",
    DDL("CREATE INDEX IF NOT EXISTS ix_users_username_trgm ON users USING gin (lower(username) gin_trgm_ops)"),
)
