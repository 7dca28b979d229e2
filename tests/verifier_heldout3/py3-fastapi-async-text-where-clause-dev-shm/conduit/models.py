from sqlalchemy import Column, ForeignKey, Integer, String, Text, UniqueConstraint
from sqlalchemy.orm import declarative_base, relationship

Base = declarative_base()


class User(Base):
    __tablename__ = "users"
    id = Column(Integer, primary_key=True)
    username = Column(String(50), nullable=False, unique=True)
    email = Column(String(120), nullable=False, unique=True)
    password = Column(String(200), nullable=False)
    bio = Column(Text)
    image = Column(String(300))


class Follow(Base):
    __tablename__ = "follows"
    __table_args__ = (UniqueConstraint("follower_id", "followed_id"),)
    id = Column(Integer, primary_key=True)
    follower_id = Column(ForeignKey("users.id"), nullable=False)
    followed_id = Column(ForeignKey("users.id"), nullable=False)
    followed = relationship(User, foreign_keys=[followed_id])
