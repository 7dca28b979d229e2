from sqlalchemy import ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column

from conduit.models.base import Base


class User(Base):
    __tablename__ = "conduit_user"
    id: Mapped[int] = mapped_column(primary_key=True)
    username: Mapped[str] = mapped_column(String(150), unique=True)
    email: Mapped[str] = mapped_column(String(254), unique=True)
    password: Mapped[str] = mapped_column(String(128))
    bio: Mapped[str | None]
    image: Mapped[str | None]


class Follow(Base):
    __tablename__ = "conduit_follow"
    follower_id: Mapped[int] = mapped_column(ForeignKey("conduit_user.id"), primary_key=True)
    following_id: Mapped[int] = mapped_column(ForeignKey("conduit_user.id"), primary_key=True)
