from app.extensions import db
from app.models import Article, Tag, User


class ArticleRepository:
    def by_slug(self, slug):
        return Article.query.filter_by(slug=slug).first()

    def search(self, tag=None, author=None, limit=20, offset=0):
        query = Article.query
        if tag:
            query = query.filter(Article.tags.any(Tag.name == tag))
        if author:
            query = query.filter(Article.author.has(User.username == author))
        total = query.count()
        items = query.order_by(Article.created_at.desc()).limit(limit).offset(offset).all()
        return items, total

    def add(self, article):
        db.session.add(article)
        db.session.commit()
        return article
