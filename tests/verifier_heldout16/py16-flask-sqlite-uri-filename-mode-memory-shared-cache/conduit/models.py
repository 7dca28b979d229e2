from sqlalchemy import Column, ForeignKey, Integer, String, Table, Text
from sqlalchemy.orm import relationship

from .db import Base

follows = Table(
    "follows", Base.metadata,
    Column("follower_id", ForeignKey("users.id"), primary_key=True),
    Column("followee_id", ForeignKey("users.id"), primary_key=True),
)


class User(Base):
    __tablename__ = "users"
    id = Column(Integer, primary_key=True)
    username = Column(String(64), unique=True, nullable=False)
    email = Column(String(255), unique=True, nullable=False)
    password = Column(String(255), nullable=False)
    bio = Column(Text, default="")
    image = Column(String(255))
    following = relationship(
        "User", secondary=follows,
        primaryjoin=id == follows.c.follower_id, secondaryjoin=id == follows.c.followee_id,
    )
