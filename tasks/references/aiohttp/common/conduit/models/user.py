# feature-begin: profiles
from sqlalchemy import ForeignKey, String, Text
# feature-else: profiles
# from sqlalchemy import String, Text
# feature-end: profiles
from sqlalchemy.orm import Mapped, mapped_column

from conduit.models.base import Base


class User(Base):
    __tablename__ = "users"

    id: Mapped[int] = mapped_column(primary_key=True)
    username: Mapped[str] = mapped_column(String(255), unique=True)
    email: Mapped[str] = mapped_column(String(255), unique=True)
    password_hash: Mapped[str] = mapped_column(String(255))
    bio: Mapped[str] = mapped_column(Text, default="")
    image: Mapped[str] = mapped_column(Text, default="")
# feature-begin: profiles


class Follow(Base):
    """`follower` follows `followed`."""

    __tablename__ = "follows"

    follower_id: Mapped[int] = mapped_column(ForeignKey("users.id"), primary_key=True)
    followed_id: Mapped[int] = mapped_column(ForeignKey("users.id"), primary_key=True)
# feature-end: profiles
