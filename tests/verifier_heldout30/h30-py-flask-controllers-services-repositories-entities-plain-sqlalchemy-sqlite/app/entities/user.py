from sqlalchemy import String, Text
from sqlalchemy.orm import Mapped, mapped_column

from app.entities.base import Base


class User(Base):
    __tablename__ = "users"

    id: Mapped[int] = mapped_column(primary_key=True)
    username: Mapped[str] = mapped_column(String(64), unique=True, index=True)
    email: Mapped[str] = mapped_column(String(255), unique=True, index=True)
    password_hash: Mapped[str] = mapped_column(String(128))
    bio: Mapped[str | None] = mapped_column(Text, default=None)
    image: Mapped[str | None] = mapped_column(String(512), default=None)
