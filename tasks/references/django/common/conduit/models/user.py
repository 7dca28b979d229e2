# feature-begin: profiles
from sqlalchemy import Column, ForeignKey, Table
from sqlalchemy.orm import Mapped, mapped_column, relationship
# feature-else: profiles
# from sqlalchemy.orm import Mapped, mapped_column
# feature-end: profiles

from conduit.models.base import Base
# feature-begin: profiles

# One row per (follower, followed) pair.
follows = Table(
    "follows",
    Base.metadata,
    Column("follower_id", ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
    Column("followed_id", ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
)
# feature-end: profiles


class User(Base):
    __tablename__ = "users"

    id: Mapped[int] = mapped_column(primary_key=True)
    username: Mapped[str] = mapped_column(unique=True)
    email: Mapped[str] = mapped_column(unique=True)
    password_hash: Mapped[str]
    bio: Mapped[str | None]
    image: Mapped[str | None]
    # feature-begin: profiles

    following: Mapped[list["User"]] = relationship(
        secondary=follows,
        primaryjoin=id == follows.c.follower_id,
        secondaryjoin=id == follows.c.followed_id,
    )
    # feature-end: profiles
