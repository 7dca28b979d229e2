from flask_sqlalchemy import SQLAlchemy
from sqlalchemy import DDL, event

db = SQLAlchemy()


class Article(db.Model):
    __tablename__ = "articles"
    id = db.Column(db.Integer, primary_key=True)
    slug = db.Column(db.String(255), unique=True, nullable=False)
    title = db.Column(db.String(255), nullable=False)
    favorites_count = db.Column(db.Integer, nullable=False, default=0)


class Favorite(db.Model):
    __tablename__ = "favorites"
    user_id = db.Column(db.Integer, primary_key=True)
    article_id = db.Column(db.ForeignKey("articles.id"), primary_key=True)


event.listen(
    Favorite.__table__,
    "after_create",
    DDL(
        "CREATE TRIGGER favorites_inc AFTER INSERT ON favorites BEGIN "
        "UPDATE articles SET favorites_count = favorites_count + 1 WHERE id = NEW.article_id; END"
    ),
)
event.listen(
    Favorite.__table__,
    "after_create",
    DDL(
        "CREATE TRIGGER favorites_dec AFTER DELETE ON favorites BEGIN "
        "UPDATE articles SET favorites_count = favorites_count - 1 WHERE id = OLD.article_id; END"
    ),
)
