from sqlalchemy import insert, literal, select
from blog.models import ArticleTag, Tag, db


def attach_tags(article, names):
    existing = set(db.session.scalars(select(Tag.name).where(Tag.name.in_(names))))
    db.session.add_all(Tag(name=n) for n in names if n not in existing)
    db.session.flush()
    # link every named tag to the article in one INSERT ... SELECT
    db.session.execute(
        insert(ArticleTag).from_select(
            ["article_id", "tag_id"],
            select(literal(article.id), Tag.id).where(Tag.name.in_(names)),
        )
    )
