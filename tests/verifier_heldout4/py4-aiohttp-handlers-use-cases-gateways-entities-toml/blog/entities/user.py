from sqlalchemy import ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column

from blog.entities.base import Base


class User(Base):
    __tablename__ = "user_account"

    id: Mapped[int] = mapped_column(primary_key=True)
    username: Mapped[str] = mapped_column(String(40), unique=True)
    email: Mapped[str] = mapped_column(String(254), unique=True)
    password_hash: Mapped[bytes]
    bio: Mapped[str] = mapped_column(default="")
    image: Mapped[str | None]


class Following(Base):
    __tablename__ = "following"

    follower_id: Mapped[int] = mapped_column(ForeignKey("user_account.id"), primary_key=True)
    followee_id: Mapped[int] = mapped_column(ForeignKey("user_account.id"), primary_key=True)
