from pypika import Order, Query, Table
from pypika import functions as fn
from sqlalchemy import select, text

from conduit.extensions import db
from conduit.models import Article

_articles = Table("articles")
_users = Table("users")
_tags = Table("tags")
_article_tags = Table("article_tags")
_favorites = Table("favorites")


class ArticleRepository:
    def by_slug(self, slug: str) -> Article | None:
        return db.session.scalar(select(Article).where(Article.slug == slug))

    def _filtered(self, tag: str | None, author: str | None, favorited: str | None) -> Query:
        q = Query.from_(_articles).join(_users).on(_users.id == _articles.author_id)
        if tag:
            q = (q.join(_article_tags).on(_article_tags.article_id == _articles.id)
                  .join(_tags).on(_tags.id == _article_tags.tag_id).where(_tags.name == tag))
        if author:
            q = q.where(_users.username == author)
        if favorited:
            fav_users = _users.as_("fav_users")
            q = (q.join(_favorites).on(_favorites.article_id == _articles.id)
                  .join(fav_users).on(fav_users.id == _favorites.user_id).where(fav_users.username == favorited))
        return q

    def search(self, tag: str | None, author: str | None, favorited: str | None,
               limit: int, offset: int) -> tuple[list[Article], int]:
        base = self._filtered(tag, author, favorited)
        count_q = base.select(fn.Count(_articles.id).distinct())
        ids_q = (base.select(_articles.id, _articles.created_at).distinct()
                 .orderby(_articles.created_at, order=Order.desc).limit(limit).offset(offset))
        total = db.session.execute(text(str(count_q))).scalar_one()
        ids = [row[0] for row in db.session.execute(text(str(ids_q)))]
        if not ids:
            return [], total
        rows = db.session.scalars(select(Article).where(Article.id.in_(ids)).order_by(Article.created_at.desc()))
        return list(rows), total

    def add(self, article: Article) -> Article:
        db.session.add(article)
        db.session.commit()
        return article
