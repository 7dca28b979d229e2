# feature-begin: profiles
from sqlalchemy import Column, ForeignKey, String, Table, Text
from sqlalchemy.orm import Mapped, mapped_column, relationship
# feature-else: profiles
# from sqlalchemy import String, Text
# from sqlalchemy.orm import Mapped, mapped_column
# feature-end: profiles

from conduit.models.base import Base

# feature-begin: profiles
follows = Table(
    "follows",
    Base.metadata,
    Column("follower_id", ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
    Column("followee_id", ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
)

# feature-end: profiles

class User(Base):
    __tablename__ = "users"

    id: Mapped[int] = mapped_column(primary_key=True)
    username: Mapped[str] = mapped_column(String(255), unique=True)
    email: Mapped[str] = mapped_column(String(255), unique=True)
    password_hash: Mapped[str] = mapped_column(String(255))
    bio: Mapped[str | None] = mapped_column(Text)
    image: Mapped[str | None] = mapped_column(String(1024))
    # feature-begin: profiles

    following: Mapped[list["User"]] = relationship(
        secondary=follows,
        primaryjoin=lambda: User.id == follows.c.follower_id,
        secondaryjoin=lambda: User.id == follows.c.followee_id,
    )
    # feature-end: profiles
