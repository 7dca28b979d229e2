from ..database import db
from ..models import Article, Tag


class ArticleRepository:
    def find_by_slug(self, slug):
        return Article.query.filter_by(slug=slug).first()

    def list(self, limit=20, offset=0):
        query = Article.query.order_by(Article.created_at.desc())
        return query.limit(limit).offset(offset).all(), query.count()

    def save(self, article, tag_names):
        for name in tag_names:
            tag = Tag.query.filter_by(name=name).first() or Tag(name=name)
            article.tags.append(tag)
        db.session.add(article)
        db.session.commit()
        return article
