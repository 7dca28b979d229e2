# feature-begin: profiles
from sqlalchemy import ForeignKey, String
# feature-else: profiles
# from sqlalchemy import String
# feature-end: profiles
from sqlalchemy.orm import Mapped, mapped_column

from conduit.models.base import Base


class User(Base):
    __tablename__ = "users"

    id: Mapped[int] = mapped_column(primary_key=True)
    username: Mapped[str] = mapped_column(String(255), unique=True)
    email: Mapped[str] = mapped_column(String(255), unique=True)
    password_hash: Mapped[str] = mapped_column(String(255))
    bio: Mapped[str] = mapped_column(default="")
    image: Mapped[str] = mapped_column(default="")
# feature-begin: profiles


class Follow(Base):
    """`follower` follows `followee`."""

    __tablename__ = "follows"

    follower_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), primary_key=True)
    followee_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), primary_key=True)
# feature-end: profiles
