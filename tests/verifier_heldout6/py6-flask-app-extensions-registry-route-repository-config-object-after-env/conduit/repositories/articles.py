from conduit.models import Article, Tag, User


class ArticleRepository:
    def __init__(self, db):
        self.db = db

    def by_slug(self, slug):
        return self.db.session.execute(self.db.select(Article).filter_by(slug=slug)).scalar_one_or_none()

    def save(self, article):
        self.db.session.add(article)
        self.db.session.commit()
        return article

    def delete(self, article):
        self.db.session.delete(article)
        self.db.session.commit()

    def tag(self, name):
        tag = self.db.session.execute(self.db.select(Tag).filter_by(name=name)).scalar_one_or_none()
        return tag or Tag(name=name)

    def listing(self, tag=None, author=None, limit=20, offset=0):
        q = self.db.select(Article).order_by(Article.created_at.desc())
        if tag:
            q = q.where(Article.tags.any(Tag.name == tag))
        if author:
            q = q.join(Article.author).where(User.username == author)
        total = self.db.session.scalar(self.db.select(self.db.func.count()).select_from(q.subquery()))
        return self.db.session.scalars(q.limit(limit).offset(offset)).all(), total

    def tag_names(self):
        return self.db.session.scalars(self.db.select(Tag.name).order_by(Tag.name)).all()
