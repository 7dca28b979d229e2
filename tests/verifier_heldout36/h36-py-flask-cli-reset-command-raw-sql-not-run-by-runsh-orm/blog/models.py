from blog.database import db


class User(db.Model):
    __tablename__ = "users"
    id = db.Column(db.Integer, primary_key=True)
    username = db.Column(db.String(80), unique=True, nullable=False)


class Article(db.Model):
    __tablename__ = "articles"
    id = db.Column(db.Integer, primary_key=True)
    slug = db.Column(db.String(200), unique=True, nullable=False)
    title = db.Column(db.String(200), nullable=False)
    author_id = db.Column(db.ForeignKey("users.id"))


class Comment(db.Model):
    __tablename__ = "comments"
    id = db.Column(db.Integer, primary_key=True)
    body = db.Column(db.Text, nullable=False)
    article_id = db.Column(db.ForeignKey("articles.id"))


class Favorite(db.Model):
    __tablename__ = "favorites"
    user_id = db.Column(db.ForeignKey("users.id"), primary_key=True)
    article_id = db.Column(db.ForeignKey("articles.id"), primary_key=True)
