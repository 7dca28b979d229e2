from sqlalchemy import Column, ForeignKey, Integer, String, Table, Text
from sqlalchemy.orm import Mapped, mapped_column, relationship

from conduit.storage import Base

article_tag = Table("article_tag", Base.metadata,
                    Column("article_id", Integer, ForeignKey("articles.id"), primary_key=True),
                    Column("tag_id", Integer, ForeignKey("tags.id"), primary_key=True))


class Tag(Base):
    __tablename__ = "tags"
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(64), unique=True)


class Article(Base):
    __tablename__ = "articles"
    id: Mapped[int] = mapped_column(primary_key=True)
    slug: Mapped[str] = mapped_column(String(200), unique=True)
    title: Mapped[str] = mapped_column(String(200))
    body: Mapped[str] = mapped_column(Text)
    tags = relationship(Tag, secondary=article_tag)
