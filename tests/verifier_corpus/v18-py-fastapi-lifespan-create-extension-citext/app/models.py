from sqlalchemy import String
from sqlalchemy.orm import Mapped, mapped_column
from sqlalchemy.types import UserDefinedType

from app.db import Base


class CIText(UserDefinedType):
    """PostgreSQL citext: case-insensitive unique emails and usernames."""

    cache_ok = True

    def get_col_spec(self, **kw):
        return "CITEXT"


class User(Base):
    __tablename__ = "users"

    id: Mapped[int] = mapped_column(primary_key=True)
    username: Mapped[str] = mapped_column(CIText(), unique=True)
    email: Mapped[str] = mapped_column(CIText(), unique=True)
    password_hash: Mapped[str] = mapped_column(String(255))
    bio: Mapped[str] = mapped_column(String, default="")
