from sqlalchemy import ForeignKey
from sqlalchemy.orm import Mapped, mapped_column

from conduit_api.engine import Base


class Follow(Base):
    __tablename__ = "follows"

    follower_id: Mapped[int] = mapped_column(ForeignKey("profiles.id"), primary_key=True)
    followee_id: Mapped[int] = mapped_column(ForeignKey("profiles.id"), primary_key=True)
