from sqlalchemy import String
from sqlalchemy.orm import Mapped, mapped_column

from conduit.models.base import Base


class User(Base):
    __tablename__ = "users"

    id: Mapped[int] = mapped_column(primary_key=True)
    username: Mapped[str] = mapped_column(String(50), unique=True)
    email: Mapped[str] = mapped_column(String(120), unique=True)
    password_hash: Mapped[bytes]
    bio: Mapped[str | None]
    image: Mapped[str | None]
