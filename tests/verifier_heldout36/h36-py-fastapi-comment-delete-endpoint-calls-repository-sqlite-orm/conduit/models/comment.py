from sqlalchemy import Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from conduit.db import Base


class Comment(Base):
    __tablename__ = "comments"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    article_slug: Mapped[str] = mapped_column(String(255), index=True)
    author_id: Mapped[int] = mapped_column(Integer)
    body: Mapped[str] = mapped_column(Text)
