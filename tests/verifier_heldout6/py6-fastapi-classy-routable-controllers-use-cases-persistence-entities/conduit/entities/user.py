from sqlalchemy import Column, ForeignKey, Table
from sqlalchemy.orm import Mapped, mapped_column, relationship

from conduit.entities.base import Base

follow_table = Table(
    "user_follows",
    Base.metadata,
    Column("follower_id", ForeignKey("users.id"), primary_key=True),
    Column("author_id", ForeignKey("users.id"), primary_key=True),
)


class User(Base):
    __tablename__ = "users"

    id: Mapped[int] = mapped_column(primary_key=True)
    username: Mapped[str] = mapped_column(unique=True)
    email: Mapped[str] = mapped_column(unique=True)
    password_hash: Mapped[str]
    bio: Mapped[str] = mapped_column(default="")
    image: Mapped[str | None]

    followed_authors: Mapped[list["User"]] = relationship(
        secondary=follow_table,
        primaryjoin=lambda: User.id == follow_table.c.follower_id,
        secondaryjoin=lambda: User.id == follow_table.c.author_id,
    )
