"""Queries, written with `records` (SQLAlchemy engine underneath, named parameters)."""
import os

import records

DATABASE_URL = os.environ["DATABASE_URL"]
db = records.Database(DATABASE_URL)


def user_by_email(email):
    return db.query("SELECT * FROM users WHERE email = :email", email=email).first()


def user_by_id(user_id):
    return db.query("SELECT * FROM users WHERE id = :id", id=user_id).first()


def user_exists(username, email):
    row = db.query("SELECT 1 FROM users WHERE username = :u OR email = :e", u=username, e=email).first()
    return row is not None


def insert_user(username, email, password_hash):
    return db.query(
        "INSERT INTO users (username, email, password_hash) VALUES (:u, :e, :p) RETURNING *",
        u=username, e=email, p=password_hash,
    ).first()


def insert_article(author_id, slug, title, description, body, tags):
    with db.transaction() as tx:
        row = tx.query(
            "INSERT INTO articles (slug, title, description, body, author_id) "
            "VALUES (:s, :t, :d, :b, :a) RETURNING *",
            s=slug, t=title, d=description, b=body, a=author_id,
        ).first()
        for name in tags:
            tx.query("INSERT INTO article_tags (article_id, name) VALUES (:a, :n)", a=row.id, n=name)
    return row


def articles_page(limit, offset):
    rows = db.query(
        "SELECT a.*, u.username, u.bio, u.image FROM articles a JOIN users u ON u.id = a.author_id "
        "ORDER BY a.created_at DESC LIMIT :l OFFSET :o", l=limit, o=offset,
    ).all()
    total = db.query("SELECT count(*) AS n FROM articles").first().n
    return rows, total


def tags_of(article_id):
    return [r.name for r in db.query("SELECT name FROM article_tags WHERE article_id = :a ORDER BY name", a=article_id)]


def all_tags():
    return [r.name for r in db.query("SELECT DISTINCT name FROM article_tags ORDER BY name")]
