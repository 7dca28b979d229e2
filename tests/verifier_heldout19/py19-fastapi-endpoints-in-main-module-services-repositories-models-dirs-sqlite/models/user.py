from sqlalchemy import Column, Integer, String, Text
from models.base import Base


class User(Base):
    __tablename__ = "users"
    id = Column(Integer, primary_key=True)
    username = Column(String(64), unique=True, nullable=False)
    email = Column(String(255), unique=True, nullable=False)
    bio = Column(Text, default="")
    image = Column(String(255))
