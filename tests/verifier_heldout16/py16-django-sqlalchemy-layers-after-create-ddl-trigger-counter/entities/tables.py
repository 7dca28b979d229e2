from sqlalchemy import DDL, ForeignKey, event
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


class Base(DeclarativeBase):
    pass


class Article(Base):
    __tablename__ = "articles"
    id: Mapped[int] = mapped_column(primary_key=True)
    slug: Mapped[str] = mapped_column(unique=True)
    title: Mapped[str]
    comments_count: Mapped[int] = mapped_column(default=0)


class Comment(Base):
    __tablename__ = "comments"
    id: Mapped[int] = mapped_column(primary_key=True)
    body: Mapped[str]
    article_id: Mapped[int] = mapped_column(ForeignKey("articles.id"))
    author_id: Mapped[int]


event.listen(
    Comment.__table__,
    "after_create",
    DDL(
        "CREATE TRIGGER IF NOT EXISTS comments_count_inc AFTER INSERT ON comments "
        "BEGIN UPDATE articles SET comments_count = comments_count + 1 WHERE id = NEW.article_id; END"
    ),
)
