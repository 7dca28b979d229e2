from sqlalchemy import Column, ForeignKey, Integer, String, Text
from models.base import Base


class Comment(Base):
    __tablename__ = "comments"
    id = Column(Integer, primary_key=True)
    article_slug = Column(String(255), index=True)
    author_id = Column(Integer, ForeignKey("users.id"))
    body = Column(Text, nullable=False)
