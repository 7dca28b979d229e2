from app.models import Article, User, db


class ArticleRepository:
    def find_by_slug(self, slug):
        return Article.query.filter_by(slug=slug).first()

    def add(self, article):
        db.session.add(article)
        db.session.commit()
        return article

    def remove(self, article):
        db.session.delete(article)
        db.session.commit()

    def page(self, author=None, limit=20, offset=0):
        q = Article.query
        if author:
            q = q.join(User).filter(User.username == author)
        return q.order_by(Article.created_at.desc()).offset(offset).limit(limit).all(), q.count()
